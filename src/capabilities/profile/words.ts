import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { ProfileWords } from './words/en.ts';

/** The profile capability's words in each language: one file a language in words/, typed by en.ts's. */
export const profileWordsByLanguage: ByLanguage<ProfileWords> = await wordsByLanguage(
  'src/capabilities/profile/words/',
  async (language) => (await import(`./words/${language}.ts`)).profileWords,
);

/** The site's shared words and the profile capability's own, in a language. */
export const profileWordsIn = withSharedWords(profileWordsByLanguage);

import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { DeveloperResourcesWords } from './words/en.ts';

/** The developer-resources capability's words in each language: one file a language in words/, typed by en.ts's. */
export const developerResourcesWordsByLanguage: ByLanguage<DeveloperResourcesWords> = await wordsByLanguage(
  'src/capabilities/developer-resources/words/',
  async (language) => (await import(`./words/${language}.ts`)).developerResourcesWords,
);

/** The site's shared words and the developer-resources capability's own, in a language. */
export const developerResourcesWordsIn = withSharedWords(developerResourcesWordsByLanguage);

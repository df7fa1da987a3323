import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { ActivityWords } from './words/en.ts';

/** The activity capability's words in each language: one file a language in words/, typed by en.ts's. */
export const activityWordsByLanguage: ByLanguage<ActivityWords> = await wordsByLanguage(
  'src/capabilities/activity/words/',
  async (language) => (await import(`./words/${language}.ts`)).activityWords,
);

/** The site's shared words and the activity capability's own, in a language. */
export const activityWordsIn = withSharedWords(activityWordsByLanguage);

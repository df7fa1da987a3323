import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { StatsWords } from './words/en.ts';

/** The stats capability's words in each language: one file a language in words/, typed by en.ts's. */
export const statsWordsByLanguage: ByLanguage<StatsWords> = await wordsByLanguage(
  'src/capabilities/stats/words/',
  async (language) => (await import(`./words/${language}.ts`)).statsWords,
);

/** The site's shared words and the stats capability's own, in a language. */
export const statsWordsIn = withSharedWords(statsWordsByLanguage);

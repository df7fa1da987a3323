import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { OptimizerWords } from './words/en.ts';

/** The optimizer capability's words in each language: one file a language in words/, typed by en.ts's. */
export const optimizerWordsByLanguage: ByLanguage<OptimizerWords> = await wordsByLanguage(
  'src/capabilities/optimizer/words/',
  async (language) => (await import(`./words/${language}.ts`)).optimizerWords,
);

/** The site's shared words and the optimizer capability's own, in a language. */
export const optimizerWordsIn = withSharedWords(optimizerWordsByLanguage);

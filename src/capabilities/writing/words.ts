import { type ByLanguage, withSharedWords, wordsByLanguage } from '../../lib/i18n/index.ts';
import type { WritingWords } from './words/en.ts';

/** The writing capability's words in each language: one file a language in words/, typed by en.ts's. */
export const writingWordsByLanguage: ByLanguage<WritingWords> = await wordsByLanguage(
  'src/capabilities/writing/words/',
  async (language) => (await import(`./words/${language}.ts`)).writingWords,
);

/** The site's shared words and the writing capability's own, in a language. */
export const writingWordsIn = withSharedWords(writingWordsByLanguage);

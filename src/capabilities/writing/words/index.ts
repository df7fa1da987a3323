import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { writingWords as en, type WritingWords } from './en.ts';
import { writingWords as es } from './es.ts';
import { writingWords as pt } from './pt.ts';

/** The writing capability's words in each language: one file a language beside this one. */
export const writingWordsByLanguage: ByLanguage<WritingWords> = { en, es, pt };

/** The site's shared words and the writing capability's own, in a language. */
export const writingWordsIn = withSharedWords(writingWordsByLanguage);

import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { optimizerWords as en, type OptimizerWords } from './en.ts';
import { optimizerWords as es } from './es.ts';
import { optimizerWords as pt } from './pt.ts';

/** The optimizer capability's words in each language: one file a language beside this one. */
export const optimizerWordsByLanguage: ByLanguage<OptimizerWords> = { en, es, pt };

/** The site's shared words and the optimizer capability's own, in a language. */
export const optimizerWordsIn = withSharedWords(optimizerWordsByLanguage);

import { type ByLanguage, withSharedWords } from '../../../lib/i18n/index.ts';
import { statsWords as en, type StatsWords } from './en.ts';
import { statsWords as es } from './es.ts';
import { statsWords as pt } from './pt.ts';

/** The stats capability's words in each language: one file a language beside this one. */
export const statsWordsByLanguage: ByLanguage<StatsWords> = { en, es, pt };

/** The site's shared words and the stats capability's own, in a language. */
export const statsWordsIn = withSharedWords(statsWordsByLanguage);

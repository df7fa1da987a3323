import type { ByLanguage } from '../../../lib/i18n/index.ts';
import { developersWords as en, type DevelopersWords } from './en.ts';
import { developersWords as es } from './es.ts';
import { developersWords as pt } from './pt.ts';

/** The developers capability's words in each language: one file a language beside this one. */
export const developersWordsByLanguage: ByLanguage<DevelopersWords> = { en, es, pt };

import { dictionaryFor } from '../data/dictionaries.ts';
import { owner } from './owner.ts';

/** The owner's language tag (BCP 47, canonical) and the interface words in it. */
export const locale = owner.site.language;
export const t = dictionaryFor(locale);

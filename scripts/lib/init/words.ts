import { type Dictionary, dictionaryFor } from '../../../src/data/dictionaries.ts';

/** The few texts init writes itself when neither GitHub nor the résumé has one: the site language's dictionary has them. */
export type InitWords = Dictionary['init'];

/** The placeholder texts for a (validated) site language. */
export const initWords = (language: string): InitWords => dictionaryFor(language).init;

import type { Dictionary } from './locales/en.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import type { supportedLanguages } from './languages.ts';

/**
 * Every interface language's words; the type holds the keys to languages.ts's list. The
 * function bundles replace this module with one holding the owner's language only
 * (src/integrations/function-bundles.ts), so a cold start loads no other language's words.
 */
export const DICTIONARIES: Record<(typeof supportedLanguages)[number], Dictionary> = { en, es };

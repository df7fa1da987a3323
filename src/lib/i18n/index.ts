import { type Dictionary, en } from './locales/en.ts';
import { es } from './locales/es.ts';

export type { Dictionary };

/** Every interface language the site ships, by primary language subtag. Adding one is adding its file and its line here. */
const DICTIONARIES: Record<string, Dictionary> = { en, es };

export const supportedLanguages = Object.keys(DICTIONARIES);

/** The dictionary key for a BCP 47 tag: the tag itself ("es"), else its language ("es-AR" -> "es"); undefined when none is shipped. */
export function uiLanguage(tag: string): string | undefined {
  const lower = tag.toLowerCase();
  if (Object.hasOwn(DICTIONARIES, lower)) return lower;
  const primary = lower.split('-')[0]!;
  return Object.hasOwn(DICTIONARIES, primary) ? primary : undefined;
}

/** The interface words for an owner's language tag (validated by the owner schema, so one always exists). */
export function dictionaryFor(tag: string): Dictionary {
  const key = uiLanguage(tag);
  if (!key) throw new Error(`No interface dictionary for "${tag}": ${supportedLanguages.join(', ')} are shipped.`);
  return DICTIONARIES[key]!;
}

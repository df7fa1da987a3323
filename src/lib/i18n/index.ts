import { DICTIONARIES } from './dictionaries.ts';
import { supportedLanguages, uiLanguage } from './languages.ts';
import type { Dictionary } from './locales/en.ts';

export type { Dictionary };
export { supportedLanguages, uiLanguage };

/** The interface words for an owner's language tag (validated by the owner schema, so one always exists). */
export function dictionaryFor(tag: string): Dictionary {
  const key = uiLanguage(tag) as keyof typeof DICTIONARIES | undefined;
  const dictionary = key && DICTIONARIES[key];
  if (!dictionary) throw new Error(`No interface dictionary for "${tag}": ${supportedLanguages.join(', ')} are shipped.`);
  return dictionary;
}

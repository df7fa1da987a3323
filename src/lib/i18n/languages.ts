/**
 * The interface languages the site ships, by primary language subtag: a words file each in
 * locales/ and in every capability's words/, read for each tag here (wordsByLanguage in
 * index.ts); the only place a language is named. Kept apart from the
 * dictionaries so that code which only checks a tag (the owner schema, every function's cold
 * start) does not load every language's words.
 */
export const supportedLanguages = ['en', 'es', 'pt'] as const;

/** The dictionary key for a BCP 47 tag: the tag itself ("es"), else its language ("es-AR" -> "es"); undefined when none is shipped. */
export function uiLanguage(tag: string): string | undefined {
  const lower = tag.toLowerCase();
  const shipped: readonly string[] = supportedLanguages;
  if (shipped.includes(lower)) return lower;
  const primary = lower.split('-')[0]!;
  return shipped.includes(primary) ? primary : undefined;
}

/**
 * The interface languages the site ships, by primary language subtag: one dictionary each in
 * locales/ (index.ts maps them; its type holds the two lists equal). Kept apart from the
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

/**
 * Where each language's pages live: the default language at the root, every other under its
 * tag ("/en/projects"), lower-case. The page paths the capabilities give are the default's.
 */

/** "" for the default language, "/en" (the tag, lower-case) for any other. */
export const languagePrefix = (language: string, defaultLanguage: string): string =>
  language === defaultLanguage ? '' : `/${language.toLowerCase()}`;

/** A default-language page path in `language`: "/projects" -> "/en/projects", "/" -> "/en". */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  const prefix = languagePrefix(language, defaultLanguage);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a path on the site, and the default-language path it is the translation of: "/en/projects" -> en, "/projects". */
export function pathLanguage(pathname: string, languages: readonly string[]): { language: string; path: string } {
  const [defaultLanguage = '', ...others] = languages;
  const segment = pathname.split('/')[1]?.toLowerCase();
  const language = others.find((tag) => tag.toLowerCase() === segment);
  if (!language) return { language: defaultLanguage, path: pathname };
  return { language, path: pathname.slice(segment!.length + 1) || '/' };
}

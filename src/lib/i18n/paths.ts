/**
 * Where each language's pages live: the default language at the root, every other under its
 * tag ("/en/projects"), lower-case. The page paths the capabilities give are the default's.
 */

/** A further language's segment in URLs and its folder among the content's translations: the tag, lower-case ("es-ar"). */
export const languageFolder = (language: string): string => language.toLowerCase();

/** "" for the default language, "/en" (its folder) for any other. */
export const languagePrefix = (language: string, defaultLanguage: string): string =>
  language === defaultLanguage ? '' : `/${languageFolder(language)}`;

/** A path under a language's prefix: ("/en", "/projects") -> "/en/projects", ("/en", "/") -> "/en"; as it is under none (""). */
const underPrefix = (prefix: string, path: string): string => (!prefix ? path : path === '/' ? prefix : `${prefix}${path}`);

/** A default-language page path in `language`: "/projects" -> "/en/projects", "/" -> "/en". */
export const localizedPath = (path: string, language: string, defaultLanguage: string): string =>
  underPrefix(languagePrefix(language, defaultLanguage), path);

/** The language of a path on the site, and the default-language path it is the translation of: "/en/projects" -> en, "/projects". */
export function pathLanguage(pathname: string, languages: readonly string[]): { language: string; path: string } {
  const [defaultLanguage = '', ...others] = languages;
  const segment = pathname.split('/')[1]?.toLowerCase();
  const language = others.find((tag) => tag.toLowerCase() === segment);
  if (!language) return { language: defaultLanguage, path: pathname };
  return { language, path: pathname.slice(segment!.length + 1) || '/' };
}

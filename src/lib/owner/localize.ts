import { localizedPath } from '../i18n/paths.ts';
import type { OwnerContent } from './schema.ts';
import { type TextPath, textKey, textPaths, withTranslation } from './translations.ts';

/** The language the site's own texts are written in: the first of its languages. */
export const defaultLanguage = (owner: OwnerContent): string => owner.site.languages[0] ?? owner.site.language;

/** Whether the site speaks more than one language: only then do its pages and documents name their languages. */
export const inSeveralLanguages = (owner: OwnerContent): boolean => owner.site.languages.length > 1;

/** The site's languages after the default one: those of `translations`, each under its own prefix. */
export const furtherLanguagesOf = (owner: OwnerContent): string[] => owner.site.languages.slice(1);

/**
 * The owner content in `language`, one of the site's: its translated texts in place, and
 * `site.language` set to it, so that everything that speaks (the dictionary, dates, feeds,
 * JSON-LD, MCP) follows. A text without a translation stays in the default language:
 * `fallbackLanguage` says which. `owner` is the content as written (in the default language).
 */
export function localize(owner: OwnerContent, language: string): OwnerContent {
  if (owner.site.language !== defaultLanguage(owner))
    throw new Error('localize takes the owner content as written, in its default language');
  if (language === owner.site.language) return owner;
  if (!owner.site.languages.includes(language)) {
    throw new Error(`"${language}" is not one of the site's languages (${owner.site.languages.join(', ')})`);
  }
  const translated = withTranslation(owner, owner.translations[language] ?? {});
  return { ...translated, site: { ...translated.site, language } };
}

/** A page's path in the owner content's language: "/projects/x" -> "/en/projects/x" for English on a Spanish site. */
export const pagePathIn = (owner: OwnerContent, path: string): string => localizedPath(path, owner.site.language, defaultLanguage(owner));

/**
 * The language of the owner's text at `path` when it is not the content's own (a text left
 * untranslated, shown in the default language), for its `lang` attribute; undefined when it is.
 */
export function fallbackLanguage(owner: OwnerContent, path: TextPath): string | undefined {
  const fallback = defaultLanguage(owner);
  if (owner.site.language === fallback) return undefined;
  return translatedTexts(owner).has(textKey(path)) ? undefined : fallback;
}

/** The texts the content's language translates, as keys: listed once per localized content, asked of by every text a page shows. */
const translated = new WeakMap<OwnerContent, Set<string>>();
function translatedTexts(owner: OwnerContent): Set<string> {
  let keys = translated.get(owner);
  if (!keys) {
    keys = new Set(textPaths(owner.translations[owner.site.language] ?? {}).map(textKey));
    translated.set(owner, keys);
  }
  return keys;
}

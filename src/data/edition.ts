import { type Dictionary, dictionaryFor } from './dictionaries.ts';
import { languageFolder, pathLanguage } from '../lib/i18n/paths.ts';
import { type PageAbout, type PageInfo, pageInfo } from '../lib/markdown/page-info.ts';
import { fallbackLanguage, localize, pagePathIn } from '../lib/owner/localize.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { type TextPath, textKey } from '../lib/owner/translations.ts';
import type { CapabilityData, ContentInLanguage } from '../capabilities/capability.ts';

/**
 * What the site is made of, as read once: the owner content as written (the default language),
 * what the capabilities read of the content in each language (the published posts: their
 * content.ts, src/capabilities/capability.ts), and which projects' write-ups are translated into
 * which. The build reads it from the sources (src/data/editions.ts); the functions import it as
 * the build wrote it (build/site.json, src/data/built-site.ts).
 */
export interface SiteContent {
  owner: OwnerContent;
  capabilityContent: Record<string, ContentInLanguage>;
  translatedWriteups: Record<string, string[]>;
}

/** The site in one of its languages: the owner's texts and the interface words in it, and its pages at their paths. */
export interface Edition {
  language: string;
  /** The same tag, as Intl calls it. */
  locale: string;
  isDefault: boolean;
  owner: OwnerContent;
  t: Dictionary;
  /** A default-language path ("/projects") as this language's ("/en/projects"). */
  path(path: string): string;
  /** Its folder among the content's translations ("en"), "" for the default language. */
  folder: string;
  /** A document's URL in this language where each language has its own (llms.txt), else as it is (/openapi.json). */
  document(url: string): string;
  /** A page as its file says it (its default-language path, its words in this language), at its path in this language. */
  page(about: PageAbout): PageInfo;
  /** What the capabilities add to their pages' and tools' data in this language (the published posts, each translated one in it). */
  data: Partial<CapabilityData>;
  /**
   * The `lang` of an owner's text shown untranslated (in the default language); undefined when it
   * is in this one. A capability's text is as its content says (a post: `['posts', slug]`), a
   * project's write-up `['projects', slug, 'writeup']`.
   */
  lang(path: TextPath): string | undefined;
}

/** The documents written once per language, beside the pages. */
const DOCUMENTS_PER_LANGUAGE = ['/llms.txt', '/resume.pdf'];

function edition(content: SiteContent, language: string): Edition {
  const { owner: writtenOwner, capabilityContent, translatedWriteups } = content;
  const [defaultLanguage] = writtenOwner.site.languages as [string, ...string[]];
  const owner = localize(writtenOwner, language);
  const { data = {}, translated = [] } = capabilityContent[language] ?? {};
  const translatedTexts = new Set(translated.map(textKey));
  const t = dictionaryFor(language);
  const path = (defaultPath: string) => pagePathIn(owner, defaultPath);
  const page = ({ path: defaultPath, nav, title, description, lastModified, navOrder }: PageAbout): PageInfo => ({
    ...pageInfo(path(defaultPath), nav, title, description, lastModified),
    ...(language !== defaultLanguage && { defaultPath }),
    ...(navOrder !== undefined && { navOrder }),
  });
  return {
    language,
    locale: language,
    isDefault: language === defaultLanguage,
    owner,
    t,
    path,
    folder: language === defaultLanguage ? '' : languageFolder(language),
    document: (url) => (DOCUMENTS_PER_LANGUAGE.includes(url) ? path(url) : url),
    page,
    data,
    lang: (textPath) => {
      if (language === defaultLanguage) return undefined;
      // A capability's text translated into this language; one it has not is in no owner translation either: the fallback's.
      if (translatedTexts.has(textKey(textPath))) return undefined;
      const [section, slug, part] = textPath;
      if (section === 'projects' && part === 'writeup')
        return translatedWriteups[language]?.includes(String(slug)) ? undefined : defaultLanguage;
      return fallbackLanguage(owner, textPath);
    },
  };
}

/** The site in each of its languages, the default first. */
export const editionsOf = (content: SiteContent): Edition[] => content.owner.site.languages.map((language) => edition(content, language));

/** The edition a page belongs to, by its path's first segment ("/en/…"); the default's (the first) for any other path. */
export function editionAt<E extends Edition>(editions: readonly E[], url: URL | string): E {
  // A static build renders /en as /en.html, and its twin is /en.md: the files' names, not the page's path.
  const pathname = (typeof url === 'string' ? url : url.pathname).replace(/\.(?:html|md)$/, '');
  const { language } = pathLanguage(
    pathname,
    editions.map((edition) => edition.language),
  );
  return editions.find((candidate) => candidate.language === language) ?? editions[0]!;
}

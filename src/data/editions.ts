import { type Dictionary, dictionaryFor } from '../data/dictionaries.ts';
import { languageFolder, pathLanguage } from '../lib/i18n/paths.ts';
import { type PageInfo, pageInfo } from '../lib/markdown/page-info.ts';
import { fallbackLanguage, localize, pagePathIn } from '../lib/owner/localize.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { TextPath } from '../lib/owner/translations.ts';
import { owner as writtenOwner } from './owner.ts';
import { posts as allPosts, postTranslations } from './posts.ts';
import { translatedWriteups } from './writeup-translations.ts';
import { type Post, postsIn } from '../capabilities/writing/post.ts';
import { sitePages } from './site-pages.ts';

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
  navPages: PageInfo[];
  projectPages: PageInfo[];
  pages: PageInfo[];
  /** This language's page for a default-language path. */
  pageByPath(path: string): PageInfo | undefined;
  /** The published posts in this language: each translated one in it, the others in the default language. */
  posts: Post[];
  /**
   * The `lang` of an owner's text shown untranslated (in the default language); undefined when it
   * is in this one. A post is `['posts', slug]`, a project's write-up `['projects', slug, 'writeup']`.
   */
  lang(path: TextPath): string | undefined;
}

/** The documents written once per language, beside the pages. */
const DOCUMENTS_PER_LANGUAGE = ['/llms.txt'];

const [defaultLanguage] = writtenOwner.site.languages as [string, ...string[]];

function edition(language: string): Edition {
  const owner = localize(writtenOwner, language);
  const t = dictionaryFor(language);
  const path = (defaultPath: string) => pagePathIn(owner, defaultPath);
  const here = (page: PageInfo): PageInfo =>
    language === defaultLanguage
      ? page
      : {
          ...pageInfo(path(page.path), page.nav, page.title, page.description, page.lastModified),
          defaultPath: page.path,
          ...(page.navOrder !== undefined && { navOrder: page.navOrder }),
        };
  const { navPages, pages, projectPages } = sitePages(owner, t);
  const byPath = new Map(pages.map((page) => [page.path, here(page)]));
  return {
    language,
    locale: language,
    isDefault: language === defaultLanguage,
    owner,
    t,
    path,
    folder: language === defaultLanguage ? '' : languageFolder(language),
    document: (url) => (DOCUMENTS_PER_LANGUAGE.includes(url) ? path(url) : url),
    navPages: navPages.map(here),
    projectPages: projectPages.map(here),
    pages: [...byPath.values()],
    pageByPath: (defaultPath) => byPath.get(defaultPath),
    posts: postsIn(allPosts, postTranslations, language),
    lang: (textPath) => {
      if (language === defaultLanguage) return undefined;
      const [section, slug, part] = textPath;
      if (section === 'posts') return postTranslations[language]?.some((post) => post.slug === slug) ? undefined : defaultLanguage;
      if (section === 'projects' && part === 'writeup')
        return translatedWriteups[language]?.includes(String(slug)) ? undefined : defaultLanguage;
      return fallbackLanguage(owner, textPath);
    },
  };
}

/** The site in each of its languages, the default first. */
export const editions: Edition[] = writtenOwner.site.languages.map(edition);
export const defaultEdition = editions[0]!;

/** The edition a page belongs to, by its path's first segment ("/en/…"); the default's for any other path. */
export function editionOf(url: URL | string): Edition {
  // A static build renders /en as /en.html, and its twin is /en.md: the files' names, not the page's path.
  const pathname = (typeof url === 'string' ? url : url.pathname).replace(/\.(?:html|md)$/, '');
  const { language } = pathLanguage(pathname, writtenOwner.site.languages);
  return editions.find((candidate) => candidate.language === language) ?? defaultEdition;
}

/** The default-language path of a path in any language: "/en/projects" -> "/projects". */
export const defaultPathOf = (pathname: string): string => pathLanguage(pathname, writtenOwner.site.languages).path;

/** The same page in every language: its path in each, the default first. */
export const pageInEveryLanguage = (pathname: string): { language: string; path: string }[] => {
  const { path } = pathLanguage(pathname, writtenOwner.site.languages);
  return editions.map((candidate) => ({ language: candidate.language, path: candidate.path(path) }));
};

/**
 * The `[...lang]` parameter of a page in `edition` (src/pages/[...lang]/): its prefix ("en"), or
 * undefined for the default language, whose pages sit at the root.
 */
const langParam = (edition: Edition): string | undefined => (edition.isDefault ? undefined : edition.folder);

/**
 * `getStaticPaths` for a page built once in each of the site's languages, or in none while the
 * capability it belongs to is off: nothing of it is built then, no twin, no sitemap entry.
 */
export const inEveryLanguage = (capability?: { isOn(owner: OwnerContent): boolean }) =>
  !capability || capability.isOn(writtenOwner) ? editions.map((edition) => ({ params: { lang: langParam(edition) } })) : [];

import { pathLanguage } from '../lib/i18n/paths.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { type Edition, editionAt, editionsOf } from './edition.ts';
import { owner as writtenOwner } from './owner.ts';
import { siteContent } from './site-content.ts';

export type { Edition };

/**
 * The site in each of its languages, the default first. Awaited as the module loads (the content
 * layer answers asynchronously), so that every page, component and endpoint takes it as it is.
 */
export const editions: Edition[] = editionsOf(await siteContent());

/** The edition a page belongs to, by its path's first segment ("/en/…"); the default's for any other path. */
export const editionOf = (url: URL | string): Edition => editionAt(editions, url);

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
 * capability it belongs to is off: nothing of it is built then, no twin, no sitemap entry. Each
 * page gets its edition as a prop (`Astro.props.edition`), not by looking its URL up.
 */
export const inEveryLanguage = (capability?: { isOn(owner: OwnerContent): boolean }) =>
  !capability || capability.isOn(writtenOwner)
    ? editions.map((edition) => ({ params: { lang: langParam(edition) }, props: { edition } }))
    : [];

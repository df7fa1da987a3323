// The site in each of its languages as the last build read it (build/site.json, written by the
// offline build `npm test` makes first): the tests check what the build made, and read the
// capabilities' content (the posts) and the write-ups no second way. The pages are each
// edition's own (src/data/site-pages.ts), not the owner's added pages; those are in the built
// index (src/data/built-site.ts).
import { builtContent } from '../../src/data/built-site.ts';
import { type Edition, editionAt, editionsOf } from '../../src/data/edition.ts';
import { pathLanguage } from '../../src/lib/i18n/paths.ts';
import type { PageInfo } from '../../src/lib/markdown/page-info.ts';

export type { Edition };

export const editions: Edition[] = editionsOf(builtContent);
export const defaultEdition = editions[0]!;

/** The default-language path of a path in any language: "/en/projects" -> "/projects". */
export const defaultPathOf = (pathname: string): string => pathLanguage(pathname, builtContent.owner.site.languages).path;

/** The default language's top-level pages, in navigation order. */
export const navPages: PageInfo[] = defaultEdition.navPages;
/** One page per project, in the order /projects lists them. */
export const projectPages: PageInfo[] = defaultEdition.projectPages;
/** Every page of the site in its default language but the owner's own. */
export const pages: PageInfo[] = defaultEdition.pages;
export const pageByPath = (path: string): PageInfo | undefined => defaultEdition.pageByPath(path);

/** The edition a page belongs to, by its path's first segment ("/en/…"); the default's for any other path. */
export const editionOf = (url: URL | string): Edition => editionAt(editions, url);

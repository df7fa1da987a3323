// The site in each of its languages as the last build read it (build/site.json, written by the
// offline build `npm test` makes first): the tests check what the build made, and read the
// capabilities' content (the posts), the write-ups and the pages (as their files say themselves,
// the owner's own among them: src/data/site-pages.ts) no second way.
import { builtContent, withBuiltPages } from '../../src/data/built-site.ts';
import { PROJECTS_PATH } from '../../src/lib/owner/project-slug.ts';
import { type Edition as BuiltEdition, editionAt, editionsOf } from '../../src/data/edition.ts';
import { pathLanguage } from '../../src/lib/i18n/paths.ts';
import type { PageInfo } from '../../src/lib/markdown/page-info.ts';

export type Edition = BuiltEdition & { pages: PageInfo[] };

/** Each language with the pages the build listed in it. */
export const editions: Edition[] = withBuiltPages(editionsOf(builtContent));
export const defaultEdition = editions[0]!;

/** The default-language path of a path in any language: "/en/projects" -> "/projects". */
export const defaultPathOf = (pathname: string): string => pathLanguage(pathname, builtContent.owner.site.languages).path;

/** Every page of the site in its default language, the owner's own among them, in the build's order. */
export const pages: PageInfo[] = defaultEdition.pages;
/** The default language's navigation, in order. */
export const navPages: PageInfo[] = pages.filter((page) => page.navOrder !== undefined).sort((a, b) => a.navOrder! - b.navOrder!);
/** One page per project, in the order /projects lists them. */
export const projectPages: PageInfo[] = pages.filter((page) => page.path.startsWith(`${PROJECTS_PATH}/`));
export const pageByPath = (path: string): PageInfo | undefined => pages.find((page) => page.path === path);

/** The edition a page belongs to, by its path's first segment ("/en/…"); the default's for any other path. */
export const editionOf = (url: URL | string): Edition => editionAt(editions, url);

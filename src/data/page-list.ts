import { readdirSync } from 'node:fs';
import type { PageAbout, PageInfo } from '../lib/markdown/page-info.ts';
import { inNavigationOrder } from '../lib/pages/own-pages.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { Edition } from './edition.ts';
import { inEveryLanguage } from './editions.ts';

// The template's pages (src/pages/[...lang]/), each as its own file says it: a page gives each of
// its paths its `page` from getStaticPaths, which lists it here (listPages, pageInEachLanguage).
// Astro's build calls every route's getStaticPaths before it renders any page or endpoint, so the
// list is whole when the layout, the sitemap, llms.txt and the build's index read it
// (src/data/site-pages.ts, with the owner's pages). No page module is imported from here, nor
// from anything a page imports: every page whose graph imports a module takes its styles too
// (Astro's CSS follows imports, dynamic ones included).

/** The template's pages listed so far, by language, each at its path. */
const listed = new Map<string, Map<string, PageInfo>>();

/** `getStaticPaths`' paths as they are, their pages listed as the site's: in the sitemap, llms.txt, the navigation (those with a `navOrder`) and the build's index. */
export function listPages<P extends { props: { edition: Edition; page: PageInfo } }>(paths: P[]): P[] {
  for (const { props } of paths) {
    const pages = listed.get(props.edition.language) ?? new Map<string, PageInfo>();
    pages.set(props.page.path, props.page);
    listed.set(props.edition.language, pages);
  }
  return paths;
}

/**
 * `getStaticPaths` for a page built once in each of the site's languages (or in none while its
 * capability is off): each gets its edition and its `page`, what the page file says of itself in
 * that language (`about`: its default-language path, navigation name, title, description, and
 * its place in the navigation if it has one), listed as the site's.
 */
export const pageInEachLanguage = (about: (edition: Edition) => PageAbout, capability?: { isOn(owner: OwnerContent): boolean }) =>
  listPages(
    inEveryLanguage(capability).map(({ params, props: { edition } }) => ({
      params,
      props: { edition, page: edition.page(about(edition)) },
    })),
  );

/**
 * Under `astro dev`, which calls a route's getStaticPaths only when one of its paths is asked
 * for: every template page's, by importing its file at run time (no import for Vite to follow).
 */
async function listEveryTemplatePage(): Promise<void> {
  const folder = new URL('../pages/[...lang]/', import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
  // Afresh: a page deleted or renamed since the last render lists nothing.
  listed.clear();
  for (const file of files) {
    const page = (await import(/* @vite-ignore */ new URL(file, folder).href)) as { getStaticPaths?: () => unknown };
    await page.getStaticPaths?.();
  }
}

/** A page's place among the others: its section's in the navigation (the page whose path its own begins with), then its depth. */
function placeOf(page: PageInfo, navigation: readonly PageInfo[]): [number, number] {
  const section = navigation.findLast((candidate) => candidate.path !== '/' && page.path.startsWith(`${candidate.path}/`));
  return [section?.navOrder ?? Number.POSITIVE_INFINITY, page.path.split('/').length];
}

/**
 * The template's pages in a language: the navigation's, in its order, then the others by section
 * (the projects', the posts'), the shallower first (a post before a tag's page), each route's in
 * its own order (the projects as /projects lists them, the posts newest first).
 */
export async function templatePagesIn(language: string): Promise<PageInfo[]> {
  // `astro dev`'s mode (a build under NODE_ENV=test is DEV too, and has its list whole).
  if (import.meta.env.MODE === 'development') await listEveryTemplatePage();
  const pages = [...(listed.get(language)?.values() ?? [])];
  const navigation = inNavigationOrder(pages.filter((page) => page.navOrder !== undefined));
  const others = pages
    .filter((page) => page.navOrder === undefined)
    .map((page) => ({ page, place: placeOf(page, navigation) }))
    .sort((a, b) => a.place[0] - b.place[0] || a.place[1] - b.place[1])
    .map(({ page }) => page);
  return [...navigation, ...others];
}

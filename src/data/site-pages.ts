import type { PageInfo } from '../lib/markdown/page-info.ts';
import { inNavigationOrder, type OwnPage, ownPagesFrom } from '../lib/pages/own-pages.ts';
import type { Edition } from './edition.ts';
import { pageInEveryLanguage } from './editions.ts';
import { oncePerBuild } from './once-per-build.ts';
import { owner } from './owner.ts';
import { templatePagesIn } from './page-list.ts';

// The site's pages, each as its own file says it: the template's as their getStaticPaths list
// them (src/data/page-list.ts), the owner's in their front matter (Astro's Markdown front matter,
// an .astro page's exported `frontmatter`).

const frontMatters = import.meta.glob(['/src/pages/**/*.md', '/src/pages/**/*.astro', '!/src/pages/\\[...lang\\]/**'], {
  import: 'frontmatter',
});

/** The owner's own pages (src/pages/uses.md, src/pages/en/uses.md, an .astro page that exports its front matter). */
const ownPages = oncePerBuild(async (): Promise<OwnPage[]> => {
  const read = await Promise.all(Object.entries(frontMatters).map(async ([file, load]) => [file, await load()] as const));
  return ownPagesFrom(Object.fromEntries(read), owner.site.languages);
});

/** A language's pages: the template's, then the owner's own written in it. */
export async function pagesIn(edition: Edition): Promise<PageInfo[]> {
  const own = (await ownPages()).filter((page) => page.language === edition.language);
  return [...(await templatePagesIn(edition.language)), ...own];
}

/** A language's navigation: the template's pages and the owner's that ask for a place (`navOrder`), in order. */
export async function navPagesIn(edition: Edition): Promise<PageInfo[]> {
  return inNavigationOrder((await pagesIn(edition)).filter((page) => page.navOrder !== undefined));
}

/**
 * The same page in each language it is written in, the default first: every language for the
 * template's pages, those with a file for the owner's own.
 */
export async function pageInItsLanguages(pathname: string): Promise<{ language: string; path: string }[]> {
  const every = pageInEveryLanguage(pathname);
  const own = await ownPages();
  const isOwn = own.some((page) => every.some(({ path }) => path === page.path));
  return isOwn ? every.filter(({ path }) => own.some((page) => page.path === path)) : every;
}

// What the build made, as the functions import it: build/site.json, written after the pages are
// built and before the functions are bundled (src/integrations/function-bundles.ts).
import site from '../../build/site.json' with { type: 'json' };
import type { PageInfo } from '../lib/markdown/page-info.ts';

const pagesByLanguage = (site as unknown as { pages: Record<string, PageInfo[]> }).pages;

/** Each language of the site with its built pages (every page with a twin, the owner's own among them). */
export const withBuiltPages = <E extends { language: string }>(editions: readonly E[]): (E & { pages: PageInfo[] })[] =>
  editions.map((edition) => ({ ...edition, pages: pagesByLanguage[edition.language] ?? [] }));

/** Every built page's Markdown twin, in every language. */
export const builtTwins = (): string[] => Object.values(pagesByLanguage).flatMap((pages) => pages.map((page) => page.twin));

// What the build made, as the functions import it: build/site.json, written after the pages are
// built and before the functions are bundled (src/integrations/function-bundles.ts). A function
// imports this, never the sources the build read (src/content/, src/data/owner.ts…), which are
// not deployed with it.
import site from '../../build/site.json' with { type: 'json' };
import type { PageInfo } from '../lib/markdown/page-info.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { resolveSiteUrl } from '../lib/urls.ts';
import type { SiteContent } from './edition.ts';

/** The site's content as the build read and validated it, and each language's built pages. */
const built = site as unknown as SiteContent & { pages: Record<string, PageInfo[]> };

export const builtContent: SiteContent = built;
/** The owner content as written (its default language), validated by the build. */
export const owner: OwnerContent = built.owner;
/** The production origin every absolute link uses: SITE_URL or Netlify's URL where set, else the owner's. */
export const siteUrl = resolveSiteUrl(process.env, owner.site.url);

/** Each language of the site with its built pages (every page with a twin, the owner's own among them). */
export const withBuiltPages = <E extends { language: string }>(editions: readonly E[]): (E & { pages: PageInfo[] })[] =>
  editions.map((edition) => ({ ...edition, pages: built.pages[edition.language] ?? [] }));

/** Every built page's Markdown twin, in every language. */
export const builtTwins = (): string[] => Object.values(built.pages).flatMap((pages) => pages.map((page) => page.twin));

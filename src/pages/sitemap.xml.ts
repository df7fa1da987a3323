import { renderSitemap } from '../lib/discovery/sitemap.ts';
import { editions } from '../data/editions.ts';
import { pageInItsLanguages, pagesIn } from '../data/site-pages.ts';
import { siteUrl } from '../data/site.ts';
import { absoluteUrl } from '../lib/urls.ts';

/** Every page in every language; on a site in more than one, each with its translations as alternates. */
async function entries() {
  const pages = (await Promise.all(editions.map(pagesIn))).flat();
  return Promise.all(
    pages.map(async (page) => ({
      url: absoluteUrl(page.path, siteUrl),
      lastModified: page.lastModified,
      ...(editions.length > 1
        ? {
            alternates: (await pageInItsLanguages(page.path)).map(({ language, path }) => ({
              hreflang: language,
              url: absoluteUrl(path, siteUrl),
            })),
          }
        : {}),
    })),
  );
}

export const GET = async () =>
  new Response(renderSitemap(await entries()), { headers: { 'content-type': 'application/xml; charset=utf-8' } });

import { renderSitemap } from '../lib/discovery/sitemap.ts';
import { editions, pageInEveryLanguage } from '../data/editions.ts';
import { siteUrl } from '../data/site.ts';
import { absoluteUrl } from '../lib/urls.ts';

/** Every page in every language; on a site in more than one, each with its translations as alternates. */
const entries = editions.flatMap((edition) =>
  edition.pages.map((page) => ({
    url: absoluteUrl(page.path, siteUrl),
    lastModified: page.lastModified,
    ...(editions.length > 1
      ? {
          alternates: pageInEveryLanguage(page.path).map(({ language, path }) => ({ hreflang: language, url: absoluteUrl(path, siteUrl) })),
        }
      : {}),
  })),
);

export const GET = () => new Response(renderSitemap(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });

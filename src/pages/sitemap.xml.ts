import { renderSitemap } from '../lib/discovery/sitemap.ts';
import { pages } from '../data/pages.ts';
import { siteUrl } from '../data/site.ts';
import { absoluteUrl } from '../lib/urls.ts';

export const GET = () =>
  new Response(renderSitemap(pages.map((page) => ({ url: absoluteUrl(page.path, siteUrl), lastModified: page.lastModified }))), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });

import type { APIRoute } from 'astro';
import { editions } from '../data/editions.ts';
import { pagesIn } from '../data/site-pages.ts';
import { siteContent } from '../data/site-content.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';

/** A page as the index lists it: what PageInfo says, nothing of where it was read from. */
const listed = ({ path, nav, title, description, twin, lastModified, defaultPath, navOrder }: PageInfo): PageInfo => ({
  path,
  nav,
  title,
  description,
  twin,
  ...(lastModified !== undefined && { lastModified }),
  ...(defaultPath !== undefined && { defaultPath }),
  ...(navOrder !== undefined && { navOrder }),
});

/**
 * The site as the build read it, for the steps after the build and for the functions: its content
 * and each language's pages, the one list the sitemap and llms.txt are written from (the template's
 * pages, then the owner's own), in that order. The twins, the Open Graph images, the search index
 * and the headers read the pages from here (src/integrations/built-pages.ts); the function-bundles
 * integration (src/integrations/function-bundles.ts) then moves this file from the built site to
 * build/site.json, which the functions import (src/data/built-site.ts). Not deployed.
 */
export const GET: APIRoute = async () => {
  const pages = await Promise.all(editions.map(async (edition) => [edition.language, (await pagesIn(edition)).map(listed)] as const));
  return Response.json({ ...(await siteContent()), pages: Object.fromEntries(pages) });
};

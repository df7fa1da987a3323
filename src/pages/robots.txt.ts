import { renderRobotsTxt } from '../lib/discovery/sitemap.ts';
import { siteUrl } from '../data/site.ts';
import { absoluteUrl } from '../lib/urls.ts';

export const GET = () =>
  new Response(renderRobotsTxt(absoluteUrl('/sitemap.xml', siteUrl)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });

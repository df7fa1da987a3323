import { renderRobotsTxt } from '../lib/discovery/sitemap.ts';
import { owner } from '../data/owner.ts';
import { siteUrl } from '../data/site.ts';
import { contentSignalValue } from '../lib/owner/schema.ts';
import { absoluteUrl } from '../lib/urls.ts';

export const GET = () =>
  new Response(renderRobotsTxt(absoluteUrl('/sitemap.xml', siteUrl), contentSignalValue(owner.site.contentSignals)), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

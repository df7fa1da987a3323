import { renderRobotsTxt } from '../lib/discovery/sitemap.ts';
import { owner } from '../data/owner.ts';
import { siteUrl } from '../data/site.ts';
import { usagePolicy } from '../lib/owner/schema.ts';
import { absoluteUrl } from '../lib/urls.ts';

export const GET = () =>
  new Response(renderRobotsTxt(absoluteUrl('/sitemap.xml', siteUrl), usagePolicy(owner.site.contentSignals)), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

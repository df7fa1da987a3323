import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { AI_CATALOG_MEDIA_TYPE, aiCatalog } from '../../lib/mcp/server-info.ts';

export const GET = () =>
  new Response(JSON.stringify(aiCatalog(owner, siteUrl), null, 2), { headers: { 'content-type': AI_CATALOG_MEDIA_TYPE } });

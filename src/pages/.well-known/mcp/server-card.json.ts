import { owner } from '../../../data/owner.ts';
import { siteUrl } from '../../../data/site.ts';
import { serverCard } from '../../../lib/mcp/server-info.ts';

export const GET = () =>
  new Response(JSON.stringify(serverCard(owner, siteUrl), null, 2), { headers: { 'content-type': 'application/json; charset=utf-8' } });

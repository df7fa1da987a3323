import { owner } from '../data/owner.ts';
import { siteUrl } from '../data/site.ts';
import { buildOpenApi } from '../lib/discovery/openapi.ts';

export const GET = () =>
  new Response(JSON.stringify(buildOpenApi(owner, siteUrl), null, 2), { headers: { 'content-type': 'application/json; charset=utf-8' } });

import { owner } from '../data/owner.ts';
import { siteUrl } from '../data/site.ts';
import { siteOpenApi } from '../capabilities/build-parts.ts';

export const GET = () =>
  new Response(JSON.stringify(siteOpenApi(owner, siteUrl), null, 2), { headers: { 'content-type': 'application/json; charset=utf-8' } });

import { developersServiceDoc } from '../../capabilities/developers/index.ts';
import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { apiCatalog } from '../../lib/discovery/api-catalog.ts';
import { API_CATALOG_MEDIA_TYPE } from '../../lib/discovery/api-catalog-location.ts';

export const GET = () =>
  new Response(JSON.stringify(apiCatalog(owner, siteUrl, developersServiceDoc(owner)), null, 2), {
    headers: { 'content-type': API_CATALOG_MEDIA_TYPE },
  });

import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { siteSkills } from '../../data/agent-skills.ts';
import { AI_CATALOG_MEDIA_TYPE, aiCatalog } from '../../lib/mcp/server-info.ts';

export const GET = () =>
  new Response(JSON.stringify(aiCatalog(owner, siteUrl, siteSkills), null, 2), { headers: { 'content-type': AI_CATALOG_MEDIA_TYPE } });

import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { SERVER_CARD_MEDIA_TYPE, serverCard } from '../../lib/mcp/server-info.ts';

/** The MCP server card at `<streamable-http-url>/server-card`, the location the Server Card extension reserves. */
export const GET = () =>
  new Response(JSON.stringify(serverCard(owner, siteUrl), null, 2), { headers: { 'content-type': SERVER_CARD_MEDIA_TYPE } });

import { owner } from '../../../data/owner.ts';
import { siteUrl } from '../../../data/site.ts';
import { SERVER_CARD_MEDIA_TYPE, serverCard } from '../../../lib/mcp/server-info.ts';

// The same card as /mcp/server-card, for clients that look here (the extension's earlier location).
export const GET = () =>
  new Response(JSON.stringify(serverCard(owner, siteUrl), null, 2), { headers: { 'content-type': SERVER_CARD_MEDIA_TYPE } });

import { owner } from '../../../data/owner.ts';
import { siteUrl } from '../../../data/site.ts';
import { mcpExtensions } from '../../../capabilities/mcp.ts';
import { serverCardResponse } from '../../../lib/mcp/server-info.ts';

// The same card as /mcp/server-card, for clients that look here (the extension's earlier location).
export const GET = () => serverCardResponse(owner, siteUrl, mcpExtensions(owner));

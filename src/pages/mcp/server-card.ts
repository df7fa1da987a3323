import { owner } from '../../data/owner.ts';
import { siteUrl } from '../../data/site.ts';
import { mcpExtensions } from '../../capabilities/mcp.ts';
import { serverCardResponse } from '../../lib/mcp/server-info.ts';

/** The MCP server card at `<streamable-http-url>/server-card`, the location the Server Card extension reserves. */
export const GET = () => serverCardResponse(owner, siteUrl, mcpExtensions(owner));

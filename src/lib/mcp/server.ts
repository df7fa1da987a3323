import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { OwnerContent } from '../owner/schema.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import { registerTwinResources, type TwinReader } from './resources.ts';
import { serverIdentity } from './server-info.ts';
import { registerTools } from './tools.ts';

export interface McpContent {
  owner: OwnerContent;
  pages: PageInfo[];
  siteUrl: string;
  readTwin: TwinReader;
}

/** A fresh MCP server with the site's tools and resources. Stateless use needs one per request. */
export function createMcpServer({ owner, pages, siteUrl, readTwin }: McpContent): McpServer {
  const { name, title, version, websiteUrl, icons, description } = serverIdentity(owner, siteUrl);
  const server = new McpServer(
    { name, title, version, websiteUrl, icons, description },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: `Read-only facts about ${owner.profile.name}, from the same source as ${websiteUrl}. Start with get_profile; list_developer_resources names the HTTP APIs.`,
    },
  );
  registerTools(server, owner, siteUrl);
  registerTwinResources(server, pages, siteUrl, readTwin);
  // Registering tools makes the SDK advertise listChanged: true; these lists never change.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false } });
  return server;
}

import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';

export const SERVER_VERSION = '1.0.0';
export { SUPPORTED_PROTOCOL_VERSIONS };

/** "octocat.example.dev" → "dev.example.octocat/portfolio": reverse-DNS with exactly one slash. */
export function reverseDnsName(siteUrl: string, server = 'portfolio'): string {
  return `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/${server}`;
}

/** The identity shared by MCP serverInfo, the server card and the discovery document. */
export function serverIdentity(owner: OwnerContent, siteUrl: string) {
  const description = `Profile, projects, contact and developer resources of ${owner.profile.name}.`;
  return {
    name: reverseDnsName(siteUrl),
    title: `${owner.profile.name}: portfolio`,
    version: SERVER_VERSION,
    description: description.length <= 100 ? description : `${description.slice(0, 99)}…`,
    websiteUrl: absoluteUrl('/', siteUrl),
    icons: [{ src: absoluteUrl('/favicon.svg', siteUrl), mimeType: 'image/svg+xml', sizes: ['any'] }],
    mcpUrl: absoluteUrl('/mcp', siteUrl),
    serverCardUrl: absoluteUrl('/.well-known/mcp/server-card.json', siteUrl),
  };
}

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';

/** The MCP server card (SEP-1649, now SEP-2127), served at /.well-known/mcp/server-card.json. */
export function serverCard(owner: OwnerContent, siteUrl: string) {
  const identity = serverIdentity(owner, siteUrl);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: identity.name,
    version: identity.version,
    description: identity.description,
    title: identity.title,
    websiteUrl: identity.websiteUrl,
    icons: identity.icons,
    remotes: [{ type: 'streamable-http', url: identity.mcpUrl, supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS] }],
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
  };
}

/** GET /.well-known/mcp: where the server is and what it speaks. */
export function discoveryDocument(owner: OwnerContent, siteUrl: string) {
  const identity = serverIdentity(owner, siteUrl);
  return {
    name: identity.name,
    title: identity.title,
    version: identity.version,
    description: identity.description,
    endpoints: { streamable_http: identity.mcpUrl },
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    serverCard: identity.serverCardUrl,
    authentication: { required: false },
  };
}

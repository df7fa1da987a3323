import type { Config } from '@netlify/functions';
import { capabilityServices, mcpHandlerPerLanguage } from '../../src/capabilities/mcp.ts';
import { countingOn } from '../../src/data/built-counting.ts';
import { builtContent, builtTwins, owner, siteUrl, withBuiltPages } from '../../src/data/built-site.ts';
import { editionsOf } from '../../src/data/edition.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';
import { siteFileReader, siteFilesRoot } from '../../src/lib/mcp/site-files.ts';

// Module scope: the tool tables, and what the capabilities' tools keep (their upstream caches),
// live as long as the instance. One server per language the site speaks; each request gets the
// one its Accept-Language prefers.
export default netlifyHandler(
  'mcp',
  // Each language's owner content, and its pages as the build made them (the owner's own among them).
  mcpHandlerPerLanguage(withBuiltPages(editionsOf(builtContent)), {
    siteUrl,
    ...capabilityServices({ env: process.env, owner, siteUrl, counting: countingOn }),
    // The twins and openapi.json, found from this module's directory (siteFilesRoot). Not with
    // `new URL(…, import.meta.url)`: nft would then copy all of dist/, HTML and images, into the bundle.
    readFile: siteFileReader(siteFilesRoot(process.env, import.meta.dirname), builtTwins()),
    allowedOrigins: parseAllowedOrigins(process.env.MCP_ALLOWED_ORIGINS),
    counting: countingOn,
  }),
);

export const config: Config = {
  path: ['/mcp', '/.well-known/mcp'],
  // Agents make several calls per task; 60 a minute per client is plenty.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

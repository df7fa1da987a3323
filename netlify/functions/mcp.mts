import type { Config } from '@netlify/functions';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../../src/data/pages.ts';
import { siteUrl } from '../../src/data/site.ts';
import { createMcpHandler } from '../../src/lib/mcp/handler.ts';
import { parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';
import { twinFileReader } from '../../src/lib/mcp/twin-files.ts';

export default netlifyHandler(
  'mcp',

  createMcpHandler({
    owner,
    pages,
    siteUrl,
    readTwin: twinFileReader(),
    allowedOrigins: parseAllowedOrigins(process.env.MCP_ALLOWED_ORIGINS),
  }),
);

export const config: Config = {
  path: ['/mcp', '/.well-known/mcp'],
  // Agents make several calls per task; 60 a minute per client is plenty.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

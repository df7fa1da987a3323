import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../../src/data/pages.ts';
import { siteUrl } from '../../src/data/site.ts';
import { codehostFromEnv } from '../../src/lib/codehost/from-env.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { marketDataFromEnv } from '../../src/lib/market/from-env.ts';
import { createMcpHandler } from '../../src/lib/mcp/handler.ts';
import { parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';
import { siteFileReader } from '../../src/lib/mcp/site-files.ts';

// Module scope: the tool table, and the GitHub and market caches, live as long as the instance.
export default netlifyHandler(
  'mcp',
  createMcpHandler({
    owner,
    pages,
    siteUrl,
    codehost: codehostFromEnv(process.env, owner, siteUrl).service,
    market: marketDataFromEnv(process.env, siteUrl),
    // dist/ two levels up from this file: the project locally; in the deployed bundle, where
    // included_files puts the twins. (A `new URL(…, import.meta.url)` here would make nft
    // copy all of dist/, HTML and images included, into the bundle.)
    readFile: siteFileReader(pathToFileURL(join(import.meta.dirname, '../../dist/'))),
    allowedOrigins: parseAllowedOrigins(process.env.MCP_ALLOWED_ORIGINS),
  }),
);

export const config: Config = {
  path: ['/mcp', '/.well-known/mcp'],
  // Agents make several calls per task; 60 a minute per client is plenty.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

import type { Config, Context } from '@netlify/edge-functions';
import { counted } from '../../src/lib/stats/count-requests.ts';
import { countingOn, servedPaths } from '../../src/data/built-counting.ts';
import { pathReadingFor } from '../../src/lib/stats/path-reading.ts';

// The documents readers fetch besides pages and twins (llms.txt, feeds, the sitemap, robots.txt,
// OpenAPI, the résumé's JSON and PDF, the discovery documents) and the HTTP APIs: passed on
// untouched, and counted by kind of reader while statistics are on. Here, at the edge, so that the
// APIs' functions carry no list of readers. Pages and twins are counted by markdown-negotiation,
// the server card and the AI Catalog by document-etags, MCP messages by the MCP function (by
// client and tool): no request is counted twice.
export default counted((_request: Request, context: Context) => context.next(), pathReadingFor(servedPaths), {
  on: countingOn,
});

export const config: Config = {
  path: ['/*.txt', '/*.xml', '/*.json', '/*.pdf', '/.well-known/*', '/api/*'],
  excludedPath: [
    '/.well-known/mcp',
    '/.well-known/mcp/server-card.json',
    '/.well-known/ai-catalog.json',
    '/_astro/*',
    '/pagefind/*',
    // The owner's own reads of their statistics.
    '/api/stats',
  ],
  onError: 'bypass',
};

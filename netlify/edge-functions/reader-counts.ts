import type { Config, Context } from '@netlify/edge-functions';
import { counted } from '../../src/lib/stats/count-requests.ts';

// The documents readers fetch besides pages and twins (llms.txt, feeds, the sitemap, robots.txt,
// OpenAPI, the résumé's JSON and PDF, the discovery documents): passed on untouched, and counted
// while statistics are on. Pages and twins are counted by markdown-negotiation, the server card and
// the AI Catalog by document-etags, MCP and the APIs by their functions: no path is counted twice.
export default counted((_request: Request, context: Context) => context.next());

export const config: Config = {
  path: ['/*.txt', '/*.xml', '/*.json', '/*.pdf', '/.well-known/*'],
  excludedPath: ['/.well-known/mcp', '/.well-known/mcp/server-card.json', '/.well-known/ai-catalog.json', '/_astro/*', '/pagefind/*'],
  onError: 'bypass',
};

import { pageInfo } from '../../lib/markdown/page-info.ts';
import type { Capability } from '../capability.ts';
import { optimizeTool } from './mcp-tool.ts';

const OPTIMIZE_URL = '/api/portfolio/optimize';

/** The educational portfolio optimizer: its page, its function, its MCP tool and App, its WebMCP tool. A switch of its own. */
export const optimizer: Capability = {
  name: 'optimizer',
  isOn: (owner) => owner.site.features.optimizer,
  navPage: {
    order: 50,
    page: (_owner, t) => pageInfo('/optimizer', t.pages.optimizer.nav, t.pages.optimizer.title, t.pages.optimizer.description),
  },
  functions: ['optimize'],
  mcpTools: (dependencies) => [optimizeTool(dependencies)],
  mcpInstructions: (words) => words.instructionsOptimizer,
  developersToolClause: (words) => words.mcpToolOptimizer,
  developerSamples: (url, words) => [
    {
      code: `curl -s -X POST ${url(OPTIMIZE_URL)} \\
  -H 'Content-Type: application/json' \\
  -d '{"tickers": ["GGAL", "YPFD", "AL30"], "riskFreeRate": 0, "lookbackDays": 365}'`,
      label: words.curlFor(`POST ${OPTIMIZE_URL}`),
      note: words.educational,
    },
  ],
  // Answered as the page's form is, by the API: the analytics come back whole.
  webMcp: [
    {
      tool: 'optimize_portfolio',
      page: '/optimizer',
      via: { post: OPTIMIZE_URL, textFields: ['tickers', 'analytics', 'warnings', 'disclaimer'] },
    },
  ],
  developerResources: [{ words: 'optimizer', url: OPTIMIZE_URL, method: 'POST', mediaType: 'application/json' }],
};

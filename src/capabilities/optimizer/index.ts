import { type Capability, switchedBy } from '../capability.ts';
import type { MarketData } from './core/optimize.ts';
import { marketDataFromEnv } from './market/from-env.ts';
import { OPTIMIZER_APP_EXTENSION, optimizerAppResource } from './mcp-app.ts';
import { optimizeTool } from './mcp-tool.ts';
import type { OptimizerWords } from './words/en.ts';
import { optimizerWordsByLanguage } from './words.ts';

declare module '../capability.ts' {
  interface CapabilityData {
    /** data912's prices and panels, behind the shared cache. */
    market: MarketData;
  }
}

const OPTIMIZE_URL = '/api/portfolio/optimize';

/** The educational portfolio optimizer: its page, its function, its MCP tool and App, its WebMCP tool. A switch of its own. */
export const optimizer: Capability<OptimizerWords> = {
  name: 'optimizer',
  ...switchedBy('optimizer', false),
  words: optimizerWordsByLanguage,
  pagePaths: ['/optimizer'],
  functions: ['optimize'],
  services: ({ env, siteUrl }) => ({ market: marketDataFromEnv(env, siteUrl) }),
  mcp: {
    tools: (dependencies) => [optimizeTool(dependencies)],
    // Its MCP App: the ui:// document that draws the tool's result, and the extension it needs.
    resources: (readFile, words) => [optimizerAppResource(readFile, words.mcpApp)],
    extensions: OPTIMIZER_APP_EXTENSION,
    instructions: (words) => words.optimizer.instructions,
  },
  developers: {
    toolClause: (words) => words.optimizer.developersClause,
    samples: (url, words) => [
      {
        code: `curl -s -X POST ${url(OPTIMIZE_URL)} \\
  -H 'Content-Type: application/json' \\
  -d '{"tickers": ["GGAL", "YPFD", "AL30"], "riskFreeRate": 0, "lookbackDays": 365}'`,
        label: words.samples.curlFor(`POST ${OPTIMIZE_URL}`),
        note: words.optimizer.developersNote,
      },
    ],
  },
  // Answered as the page's form is, by the API: the analytics come back whole.
  webMcp: [
    {
      tool: 'optimize_portfolio',
      page: '/optimizer',
      via: { post: OPTIMIZE_URL, textFields: ['tickers', 'analytics', 'warnings', 'disclaimer'] },
    },
  ],
  developerResources: (words) => [
    {
      title: words.optimizer.resourceTitle,
      description: words.optimizer.resourceDescription,
      url: OPTIMIZE_URL,
      method: 'POST',
      mediaType: 'application/json',
    },
  ],
};

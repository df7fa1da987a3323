import * as chromeLauncher from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/data/pages.ts';
import { LIGHTHOUSE_MINIMUM, lighthouseOverBudget, lighthouseTarget, NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { agenticBrowsing, runLighthouse } from '../../scripts/lib/lighthouse.ts';
import { baseUrl } from '../support/http.ts';

// Lighthouse drives a Chromium of its own through a debugging port (the shared one has none).
let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
});
afterAll(() => chrome?.kill());

const paths = [...pages.map((page) => page.path), NOT_FOUND_PATH];

describe('Lighthouse (mobile, simulated throttling) on every page', () => {
  it.each(paths)(
    `%s: performance ≥ ${LIGHTHOUSE_MINIMUM.performance}, accessibility, best practices and SEO 100, no layout shift`,
    async (path) => {
      const target = lighthouseTarget(path);
      const result = await runLighthouse(new URL(target.path, baseUrl()).href, chrome.port, target.skipAudits);
      expect(
        lighthouseOverBudget(result.scores),
        `audits that cost points: ${result.costlyAudits.join(', ')}; benchmark index ${result.benchmarkIndex}`,
      ).toEqual([]);
      expect(result.cumulativeLayoutShift, `moved: ${result.shiftedElements.join(', ')}`).toBe(0);
    },
  );
});

// As an agent's browser sees the site: WebMCP on, so its audits find the pages' tools. A
// Chromium of its own, so the performance runs above measure what every visitor gets.
describe('Lighthouse agentic-browsing, WebMCP on, on every page', () => {
  let agentChrome: chromeLauncher.LaunchedChrome;
  beforeAll(async () => {
    agentChrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_WEBMCP_ARGS });
  });
  afterAll(() => agentChrome?.kill());

  it.each(paths)('%s: 100 (llms.txt, the AI Catalog, WebMCP tools, what an agent can read and click)', async (path) => {
    const target = lighthouseTarget(path);
    const { score, costlyAudits } = await agenticBrowsing(new URL(target.path, baseUrl()).href, agentChrome.port);
    expect(score, `audits that cost points: ${costlyAudits.join(', ')}`).toBe(100);
  });
});

import * as chromeLauncher from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/data/pages.ts';
import { LIGHTHOUSE_MINIMUM, lighthouseOverBudget, lighthouseTarget, NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import { CHROMIUM, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { runLighthouse } from '../../scripts/lib/lighthouse.ts';
import { baseUrl } from '../support/http.ts';

// Lighthouse drives a Chromium of its own through a debugging port (the shared one has none), with
// WebMCP on, as an agent's browser: agentic-browsing counts the pages' WebMCP tools.
let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_WEBMCP_ARGS });
});
afterAll(() => chrome?.kill());

const paths = [...pages.map((page) => page.path), NOT_FOUND_PATH];

describe('Lighthouse (mobile, simulated throttling, WebMCP on) on every page, one run each', () => {
  it.each(paths)(
    `%s: performance ≥ ${LIGHTHOUSE_MINIMUM.performance}, accessibility, best practices, SEO and agentic-browsing 100, no layout shift`,
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

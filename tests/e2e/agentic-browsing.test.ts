import * as chromeLauncher from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navPages, projectPages } from '../../src/data/pages.ts';
import { lighthouseTarget, NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import { CHROMIUM, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { agenticBrowsing } from '../../scripts/lib/lighthouse.ts';
import { baseUrl } from '../support/http.ts';

// As an agent's browser sees the site: WebMCP on, so Lighthouse finds the pages' tools. Nothing
// here is timed, so it runs beside the other browser tests rather than with the performance budgets.
let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_WEBMCP_ARGS });
});
afterAll(() => chrome?.kill());

// One page of each kind: every navigation page, the 404, and the first project page standing for
// the template all projects share (axe, console errors, layout shift and the first-visit budgets
// are checked on every project page in tests/e2e/pages-browser.test.ts). A fork's twentieth
// project then costs no further Lighthouse run.
const paths = [...navPages.map((page) => page.path), ...projectPages.slice(0, 1).map((page) => page.path), NOT_FOUND_PATH];

describe('Lighthouse agentic-browsing, WebMCP on, on every kind of page', () => {
  it.each(paths)(
    '%s: 100 (llms.txt, the AI Catalog, WebMCP tools, what an agent can read and click)',
    async (path) => {
      const target = lighthouseTarget(path);
      const { score, costlyAudits } = await agenticBrowsing(new URL(target.path, baseUrl()).href, chrome.port);
      expect(score, `audits that cost points: ${costlyAudits.join(', ')}`).toBe(100);
      // A Lighthouse run takes seconds, more on a busy machine.
    },
    90_000,
  );
});

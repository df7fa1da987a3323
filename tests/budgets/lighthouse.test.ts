import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, navPages, pages, projectPages } from '../support/built-editions.ts';
import { navPagesIn } from '../support/site-pages.ts';
import { LIGHTHOUSE_MINIMUM, lighthouseOverBudget, lighthouseTarget, NOT_FOUND_PATH, SEARCH_PATH } from '../../scripts/lib/budgets.ts';
import { CHROMIUM, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { type LighthouseProcess, startLighthouseProcess } from '../../scripts/lib/lighthouse-process.ts';
import { baseUrl } from '../support/http.ts';

// Lighthouse drives a Chromium of its own through a debugging port (the shared one has none),
// with WebMCP on, as an agent's browser: agentic-browsing finds the pages' tools. Lighthouse
// itself runs in a process of its own, away from the test worker's coverage and loaders (lighthouse-process.ts).
let chrome: chromeLauncher.LaunchedChrome;
let lighthouse: LighthouseProcess;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_WEBMCP_ARGS });
  lighthouse = startLighthouseProcess();
});
afterAll(() => {
  lighthouse?.stop();
  chrome?.kill();
});

/** Lighthouse's verdicts on a page, as the budgets ask. */
async function expectWithinBudgets(path: string, port: number) {
  const target = lighthouseTarget(path);
  const result = await lighthouse.run(new URL(target.path, baseUrl()).href, port, target.skipAudits);
  expect(
    lighthouseOverBudget(result.scores),
    `audits that cost points: ${result.costlyAudits.join(', ')}; benchmark index ${result.benchmarkIndex}, CPU slowdown ${result.cpuSlowdown}x`,
  ).toEqual([]);
  expect(result.agenticFindings, 'agentic-browsing audits not passed').toEqual([]);
  expect(result.cumulativeLayoutShift, `moved: ${result.shiftedElements.join(', ')}`).toBe(0);
}

// One page of each kind: every navigation page, the 404, the first project page standing for
// the template all projects share, and the newest post for the posts' (axe, console errors,
// layout shift and the first-visit budgets are checked on every page in
// tests/support/every-page.ts). A fork's twentieth project or post costs no further run.
// The newest post, while the writing is there and has one (its pages list the posts newest first).
const newestPost = pages
  .filter((page) => /^\/writing\/(?!page\/|tags\/|series\/)[^/]+$/.test(page.path))
  .slice(0, 1)
  .map((page) => page.path);
// On a site in several languages, each further language's home and first navigation page too:
// their hreflang alternates (SEO) and tools (agentic browsing) are their own.
const translated = editions.slice(1).flatMap((edition) =>
  navPagesIn(edition)
    .slice(0, 2)
    .map((page) => page.path),
);
const paths = [
  ...navPages.map((page) => page.path),
  ...projectPages.slice(0, 1).map((page) => page.path),
  ...newestPost,
  ...translated,
  // The search page, whose form is a WebMCP tool of its own.
  SEARCH_PATH,
  NOT_FOUND_PATH,
];

describe('Lighthouse (mobile, simulated throttling, WebMCP on) on every kind of page', () => {
  it.each(paths)(
    `%s: performance ≥ ${LIGHTHOUSE_MINIMUM.performance}, accessibility, best practices, SEO and agentic browsing 100, no layout shift`,
    (path) => expectWithinBudgets(path, chrome.port),
  );
});

// The newest post again with the system in dark mode: a post's text (code, callouts, math,
// diagrams) has colours of its own in each theme, which the other pages' runs do not see.
describe.runIf(newestPost.length > 0)('Lighthouse on the newest post in the dark theme', () => {
  let dark: chromeLauncher.LaunchedChrome;
  beforeAll(async () => {
    dark = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_WEBMCP_ARGS, '--force-dark-mode'] });
  });
  afterAll(() => dark?.kill());
  it('is a browser whose pages are dark', async () => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${dark.port}`);
    // No colour scheme of Playwright's own: the browser's, as Lighthouse sees it.
    const page = await (await browser.newContext({ colorScheme: null })).newPage();
    await page.goto(new URL(newestPost[0]!, baseUrl()).href);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await page.close();
    await browser.close();
  });
  it.each(newestPost)('%s: the same budgets in the dark theme', (path) => expectWithinBudgets(path, dark.port));
});

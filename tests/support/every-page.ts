import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, ConsoleMessage, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { builtContent } from '../../src/data/built-site.ts';
import { postPath } from '../../src/capabilities/writing/post.ts';
import { defaultPathOf, editions, posts } from './built-editions.ts';
import { htmlDecoded } from './html-decoded.ts';
import { BUDGETS, NOT_FOUND_PATH, overBudget, scriptFilePages } from '../../scripts/lib/budgets.ts';
import { loadMeasured, watchLayoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from './browser.ts';
import { baseUrl } from './http.ts';
import { pageSlug, saveScreenshot } from './screenshots.ts';

const require = createRequire(import.meta.url);
/** The pages that may load a script file: the budgets', and the posts' while comments are on (their loader). */
const scriptPages = scriptFilePages(builtContent.owner.site.comments ? posts.map((post) => postPath(post.slug)) : []);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// Every page the built site lists in its sitemap, the owner's own among them, in every language it
// speaks (one, in the main run; two in CI's fork run), and the 404 page.
const sitemap = readFileSync(fileURLToPath(new URL('../../dist/sitemap.xml', import.meta.url)), 'utf8');
// Beside the sitemap's pages: the 404 page, and the search and statistics pages in each language (not indexed, so not in the sitemap).
const paths = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(htmlDecoded(match[1]!)).pathname),
  NOT_FOUND_PATH,
  ...editions.flatMap((edition) => [edition.path('/search'), edition.path('/stats')]),
];
type Theme = 'light' | 'dark';
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/**
 * Both ways a page gets its theme: on the phone the system's (colour scheme emulation), on the
 * desktop the one chosen with the theme button (kept in localStorage) against the other system
 * scheme, so that the chosen theme has to win over every system-scheme rule. The phone is a slow
 * one (its CPU throttled while the page loads), where a page painted before it is fully parsed
 * would show as a layout shift; it is also where the budgets of a first visit are measured.
 */
const viewports = [
  { width: 390, height: 844, chosen: false, slowPhone: true },
  { width: 1280, height: 800, chosen: true, slowPhone: false },
];
const SLOW_PHONE_CPU = 4;
/** Phones to wide desktops: a page may scroll inside a table or a code block, never sideways as a whole. */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

async function contextIn(browser: Browser, theme: Theme, { width, height, chosen }: (typeof viewports)[number]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: chosen ? other(theme) : theme });
  if (chosen) await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  return context;
}

/** The isolated world each document of a tab gets axe in: the page's own scripts never see it. */
const AXE_WORLD = 'axe';

/**
 * Has Chromium put axe into every document the tab opens, in an isolated world (as Lighthouse
 * runs it), sent once instead of once a page: sending its 550 KB through the DevTools protocol
 * cost more than running it. The protocol is not governed by the page's CSP.
 */
async function injectAxeIntoEveryDocument(devtools: CDPSession): Promise<() => number> {
  const mainFrame = (await devtools.send('Page.getFrameTree')).frameTree.frame.id;
  let axeContext = 0;
  devtools.on('Runtime.executionContextCreated', ({ context }) => {
    if (context.name === AXE_WORLD && context.auxData?.frameId === mainFrame) axeContext = context.id;
  });
  await devtools.send('Runtime.enable');
  // A session's scripts run in new documents only while its Page domain is on.
  await devtools.send('Page.enable');
  await devtools.send('Page.addScriptToEvaluateOnNewDocument', { source: axeSource, worldName: AXE_WORLD });
  return () => axeContext;
}

async function axeViolations(devtools: CDPSession, contextId: number): Promise<string[]> {
  const { result, exceptionDetails } = await devtools.send('Runtime.evaluate', {
    contextId,
    awaitPromise: true,
    returnByValue: true,
    expression: `axe.run(document, { resultTypes: ['violations'] }).then(({ violations }) =>
      violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  });
  if (exceptionDetails) throw new Error(`axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as string[];
}

/** The widths at which the page scrolls sideways as a whole, resizing the loaded page through them. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
  }
  await page.setViewportSize(viewport);
  return overflowing;
}

/** Pages with scripts fetch and draw after `load` (the activity refresh): wait for the network to settle there. */
const settled = (path: string) =>
  (BUDGETS.pagesWithScriptFiles as readonly string[]).includes(defaultPathOf(path)) ? 'networkidle' : 'load';

/**
 * Every page in one theme, at each width: one page per width, navigated from page to page (a new
 * browser context and a fresh axe for every check cost more than the checks). The browser cache
 * is emptied before each page, so each is a first visit; each page's errors and layout shifts
 * are its own. One test file per theme, so that the two share the suite's two workers.
 */
export function describeEveryPage(theme: Theme) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(viewports)(`every page in Chromium, ${theme} theme, $width px wide`, (viewport) => {
    let context: BrowserContext;
    let page: Page;
    let devtools: CDPSession;
    let axeContext: () => number;
    beforeAll(async () => {
      context = await contextIn(browser, theme, viewport);
      page = await context.newPage();
      await watchLayoutShifts(page);
      devtools = await context.newCDPSession(page);
      axeContext = await injectAxeIntoEveryDocument(devtools);
    });
    afterAll(() => context?.close());

    const also = [
      viewport.slowPhone && 'keeps the budgets of a first visit',
      viewport.width === 1280 && theme === 'light' && `never scrolls sideways from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`,
    ].filter(Boolean);
    it.each(paths)(
      `%s: no console errors, axe finds no violations, nothing shifts${also.map((part) => `, ${part}`).join('')}`,
      async (path) => {
        const errors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === 'error' && !(path === NOT_FOUND_PATH && message.text().includes('404'))) errors.push(message.text());
        };
        const onError = (error: Error) => errors.push(error.message);
        page.on('console', onConsole);
        page.on('pageerror', onError);
        await devtools.send('Network.clearBrowserCache');
        if (viewport.slowPhone) await devtools.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
        // Measured as the page it translates: the budgets name pages by their default-language paths.
        const measure = await loadMeasured(page, new URL(path, baseUrl()).href, settled(path), defaultPathOf(path)).finally(() =>
          viewport.slowPhone ? devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 }) : undefined,
        );
        // The theme in force: the one chosen with the button, else the system's.
        const shown = await page.evaluate(
          () => document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
        );
        await saveScreenshot(page, `${pageSlug(path, NOT_FOUND_PATH)}-${viewport.width}-${theme}`);
        const violations = await axeViolations(devtools, axeContext());
        const sideways = viewport.width === 1280 && theme === 'light' ? await sidewaysScroll(page) : [];
        page.off('console', onConsole);
        page.off('pageerror', onError);

        expect(shown).toBe(theme);
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
        // Cumulative layout shift 0: not one element moves once shown.
        expect(measure.layoutShifts).toEqual([]);
        expect(sideways).toEqual([]);
        if (viewport.slowPhone) {
          expect(overBudget(measure, scriptPages)).toEqual([]);
          // The home page is measured after its activity refresh: its script and its data count too.
          if (defaultPathOf(path) === '/') expect(measure.requests).toContain('/api/codehost');
        }
      },
    );
  });
}

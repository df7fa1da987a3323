import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, ConsoleMessage, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { defaultPathOf, editions } from './built-editions.ts';
import { scriptPages } from './script-pages.ts';
import { htmlDecoded } from './html-decoded.ts';
import { BUDGETS, NOT_FOUND_PATH, overBudget, type PageMeasure } from '../../scripts/lib/budgets.ts';
import { gotoSettled, layoutShifts, loadMeasured, watchLayoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from './browser.ts';
import { baseUrl } from './http.ts';
import { pageSlug, saveScreenshot } from './screenshots.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// Every page the built site lists in its sitemap, the owner's own among them, in every language it
// speaks (one, in the main run; two in CI's fork run), and the 404 page.
const sitemap = readFileSync(fileURLToPath(new URL('../../dist/sitemap.xml', import.meta.url)), 'utf8');
/** Whether the build made a page at this path (build.format 'file': "/en/stats" is dist/en/stats.html). */
const built = (path: string) => existsSync(fileURLToPath(new URL(`../../dist${path}.html`, import.meta.url)));
// Beside the sitemap's pages: the 404 page, and the search and statistics pages in each language
// (not indexed, so not in the sitemap), where the site has them.
const paths = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(htmlDecoded(match[1]!)).pathname),
  NOT_FOUND_PATH,
  ...editions.flatMap((edition) => [edition.path('/search'), edition.path('/stats')]).filter(built),
];
type Theme = 'light' | 'dark';
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/**
 * Both ways a page gets its theme: on the phone the system's (colour scheme emulation), on the
 * desktop the one chosen with the theme button (kept in localStorage) against the other system
 * scheme, so that the chosen theme has to win over every system-scheme rule.
 */
const viewports = [
  { width: 390, height: 844, chosen: false },
  { width: 1280, height: 800, chosen: true },
];
type Viewport = (typeof viewports)[number];
const SLOW_PHONE_CPU = 4;
/** Phones to wide desktops: a page may scroll inside a table or a code block, never sideways as a whole. */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/** axe's rules that depend on colours (its "cat.color" rules that run by default): the ones a theme can fail alone. */
const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What each theme and width is checked for. The two themes differ in colours alone (light-dark()
 * and color-scheme in src/styles/global.css): the same elements, sizes and requests, the theme
 * button's aria-pressed apart. So what does not depend on colour is proven in one theme only:
 * - the light theme's visits are first visits (the browser cache emptied before each page); its
 *   phone is a slow one (its CPU throttled while the page loads), where a page painted before it
 *   is fully parsed would show as a layout shift, and where the budgets of a first visit are
 *   measured;
 * - all of axe's rules in the light theme, its colour rules (contrast, links told apart from
 *   text) in both;
 * - no sideways scroll, in the dark theme (which has less of the rest to do): the phone at its
 *   width, the desktop page resized through the other widths;
 * - console errors, layout shifts and the theme in force in both: the theme's scripts read the
 *   system scheme and the stored choice.
 */
function checksFor(theme: Theme, viewport: Viewport) {
  const light = theme === 'light';
  return {
    firstVisit: light,
    slowPhone: light && viewport.width === 390,
    axeRules: light ? undefined : AXE_COLOUR_RULES,
    sidewaysWidths: light ? [] : viewport.width === 390 ? [390] : WIDTHS.filter((width) => width !== 390),
  };
}

async function contextIn(browser: Browser, theme: Theme, { width, height, chosen }: Viewport): Promise<BrowserContext> {
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

/** axe's violations in the document: every rule that runs by default, or only `rules`. */
async function axeViolations(devtools: CDPSession, contextId: number, rules?: string[]): Promise<string[]> {
  const options = { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) };
  const { result, exceptionDetails } = await devtools.send('Runtime.evaluate', {
    contextId,
    awaitPromise: true,
    returnByValue: true,
    expression: `axe.run(document, ${JSON.stringify(options)}).then(({ violations }) =>
      violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  });
  if (exceptionDetails) throw new Error(`axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as string[];
}

/**
 * The widths at which the page scrolls sideways as a whole: the loaded page at its own width (if
 * asked), then resized through the others and back.
 */
async function sidewaysScroll(page: Page, widths: number[]): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const overflowing: string[] = [];
  const measure = async (width: number) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
  };
  if (widths.includes(viewport.width)) await measure(viewport.width);
  const others = widths.filter((width) => width !== viewport.width);
  for (const width of others) {
    await page.setViewportSize({ width, height: 800 });
    await measure(width);
  }
  if (others.length) await page.setViewportSize(viewport);
  return overflowing;
}

/** Pages with scripts fetch and draw after `load` (the activity refresh): wait for the network to settle there. */
const settled = (path: string) =>
  (BUDGETS.pagesWithScriptFiles as readonly string[]).includes(defaultPathOf(path)) ? 'networkidle' : 'load';

/**
 * Every page in one theme, at each width: one page per width, navigated from page to page (a new
 * browser context and a fresh axe for every check cost more than the checks). Where it is a first
 * visit (checksFor), the browser cache is emptied before each page; each page's errors and layout
 * shifts are its own. One test file per theme, so that the two share the suite's two workers.
 */
export function describeEveryPage(theme: Theme) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(viewports)(`every page in Chromium, ${theme} theme, $width px wide`, (viewport) => {
    const checks = checksFor(theme, viewport);
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

    const said = [
      checks.axeRules ? `axe's colour rules find no violations` : 'axe finds no violations',
      'nothing shifts',
      checks.slowPhone && 'keeps the budgets of a first visit on a slow phone',
      checks.sidewaysWidths.length && `never scrolls sideways at ${checks.sidewaysWidths.join(', ')} px`,
    ].filter(Boolean);
    it.each(paths)(`%s: no console errors, ${said.join(', ')}`, async (path) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && !(path === NOT_FOUND_PATH && message.text().includes('404'))) errors.push(message.text());
      };
      const onError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      const url = new URL(path, baseUrl()).href;
      if (checks.firstVisit) await devtools.send('Network.clearBrowserCache');
      let measure: PageMeasure | undefined;
      if (checks.slowPhone) {
        // Slow while it loads and settles, where a shift shows; measured at full speed.
        const fullSpeed = () => devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
        // Measured as the page it translates: the budgets name pages by their default-language paths.
        measure = await loadMeasured(page, url, settled(path), defaultPathOf(path), fullSpeed).finally(fullSpeed);
      } else {
        await gotoSettled(page, url, settled(path));
      }
      const shifts = measure ? measure.layoutShifts : (await layoutShifts(page)).map((shift) => shift.description);
      // The theme in force: the one chosen with the button, else the system's.
      const shown = await page.evaluate(
        () => document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
      );
      await saveScreenshot(page, `${pageSlug(path, NOT_FOUND_PATH)}-${viewport.width}-${theme}`);
      const violations = await axeViolations(devtools, axeContext(), checks.axeRules);
      const sideways = await sidewaysScroll(page, checks.sidewaysWidths);
      page.off('console', onConsole);
      page.off('pageerror', onError);

      expect(shown).toBe(theme);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // Cumulative layout shift 0: not one element moves once shown.
      expect(shifts).toEqual([]);
      expect(sideways).toEqual([]);
      if (measure) {
        expect(overBudget(measure, scriptPages)).toEqual([]);
      }
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { pages } from '../support/built-editions.ts';
import { layoutShifts, watchLayoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let devtools: CDPSession;
/** Longer than any block period a browser gives a web font before it draws the fallback. */
const FONT_DELAY_MS = 600;

// One page, navigated from path to path with the cache emptied before each (a context per path
// cost more than the checks): every page gets its font late, as on a first visit.
beforeAll(async () => {
  browser = await connectBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  page = await context.newPage();
  await watchLayoutShifts(page);
  devtools = await context.newCDPSession(page);
});
afterAll(() => browser?.close());

/**
 * A visitor on a slow network gets the page's text before its font. Whatever font the machine
 * falls back to (its metrics may be far from Inter's), the font's late arrival moves nothing.
 */
describe('a font that arrives late', () => {
  it.each(pages.map((page) => page.path))('%s: nothing shifts when the font comes after the text', async (path) => {
    await devtools.send('Network.clearBrowserCache');
    const fontRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    };
    page.on('request', onRequest);
    // The preloaded font holds the load event: once loaded, it has come.
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
    page.off('request', onRequest);
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
    });
    const shifts = await layoutShifts(page);
    expect(fontRequests.length, 'the font was fetched (late) for this page, not taken from the cache').toBeGreaterThan(0);
    expect(fontsLoaded.length, 'the delayed font was requested and loaded').toBeGreaterThan(0);
    expect(shifts.map((shift) => shift.description)).toEqual([]);
  });
});

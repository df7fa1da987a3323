import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pages } from '../../src/data/pages.ts';
import { layoutShifts, watchLayoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Longer than any block period a browser gives a web font before it draws the fallback. */
const FONT_DELAY_MS = 600;

/**
 * A visitor on a slow network gets the page's text before its font. Whatever font the machine
 * falls back to (its metrics may be far from Inter's), the font's late arrival moves nothing.
 */
describe('a font that arrives late', () => {
  it.each(pages.map((page) => page.path))('%s: nothing shifts when the font comes after the text', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    // The preloaded font holds the load event: once loaded, it has come.
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
    });
    const shifts = await layoutShifts(page);
    await context.close();
    expect(fontsLoaded.length, 'the delayed font was requested and loaded').toBeGreaterThan(0);
    expect(shifts.map((shift) => shift.description)).toEqual([]);
  });
});

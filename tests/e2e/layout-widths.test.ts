import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pages } from '../../src/data/pages.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

// Phones to wide desktops: a page may scroll inside a table or a code block, never sideways as a whole.
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

describe.each([...pages.map((page) => page.path), '/no-such-page'])('%s', (path) => {
  it(`has no sideways scroll from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async () => {
    const page = await browser.newPage();
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
    }
    expect(overflowing).toEqual([]);
    await page.close();
  });
});

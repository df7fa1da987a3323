import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../../support/browser.ts';
import { baseUrl } from '../../support/http.ts';
import { saveScreenshot } from '../../support/screenshots.ts';
import { owner } from '../../../src/data/owner.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

// Only while the owner has the optimizer on; tests/e2e/features.test.ts checks it is gone when off.
describe.runIf(owner.site.features.optimizer).each([360, 1280])('the optimizer at %i px wide', (width) => {
  it('draws legible charts (labels ≥ 11 px, several dates on the price axis) and nothing overflows the screen', async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL('/optimizer', baseUrl()).href);
    await page.waitForSelector('#optimizer-form[data-ready="true"]');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#results:not([hidden]) .frontier-line');

    // Rendered size of every chart label: its font size times the SVG's scale on screen.
    const labelSizes = await page.$$eval('svg.chart text', (texts) =>
      texts.map((text) => {
        const chart = text.closest('svg')!;
        const scale = chart.getBoundingClientRect().width / chart.viewBox.baseVal.width;
        return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      }),
    );
    expect(labelSizes.length).toBeGreaterThan(10);
    expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(11);
    const weightSizes = await page.$$eval('.weights li', (items) =>
      items.map((item) => Number.parseFloat(getComputedStyle(item).fontSize)),
    );
    expect(Math.min(...weightSizes)).toBeGreaterThanOrEqual(11);

    const dates = await page.$$eval('.date-tick', (ticks) => ticks.map((tick) => tick.textContent));
    expect(dates.length).toBeGreaterThanOrEqual(4);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}$/);
    // Date labels do not run into each other.
    const boxes = await page.$$eval('.date-tick', (ticks) =>
      ticks.map((tick) => tick.getBoundingClientRect()).map((r) => [r.left, r.right]),
    );
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]![0]).toBeGreaterThan(boxes[i - 1]![1]!);

    // Every chart label lies inside its chart.
    const outside = await page.$$eval('svg.chart text', (texts) =>
      texts
        .filter((text) => {
          const box = text.getBoundingClientRect();
          const chart = text.closest('svg')!.getBoundingClientRect();
          return box.width > 0 && (box.left < chart.left - 1 || box.right > chart.right + 1);
        })
        .map((text) => text.textContent),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // With results drawn, a state the every-page screenshots (pages-browser) do not reach.
    await saveScreenshot(page, `optimizer-results-${width}`);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pages } from '../../src/data/pages.ts';
import { BUDGETS, NOT_FOUND_PATH, type PageMeasure } from '../../scripts/lib/budgets.ts';
import { measurePage } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const paths = [...pages.map((page) => page.path), NOT_FOUND_PATH];
// A phone, first visit: a fresh context has an empty cache. Each page is measured once.
const measured = new Map<string, Promise<PageMeasure>>();
async function measureOnce(path: string): Promise<PageMeasure> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    return await measurePage(context, new URL(path, baseUrl()).href, path);
  } finally {
    await context.close();
  }
}
function measure(path: string): Promise<PageMeasure> {
  if (!measured.has(path)) measured.set(path, measureOnce(path));
  return measured.get(path)!;
}

describe('client JavaScript: the theme inline everywhere, script files only for the activity refresh and the optimizer', () => {
  it.each(paths)('%s', async (path) => {
    const page = await measure(path);
    expect(page.inlineScriptBytes).toBeLessThanOrEqual(BUDGETS.inlineScriptBytes);
    if (!(BUDGETS.pagesWithScriptFiles as readonly string[]).includes(path)) expect(page.scriptFiles).toEqual([]);
  });
});

describe('the home page', () => {
  it(`transfers at most ${BUDGETS.homeTransferredBytes / 1000} KB, with everything it loads (text at its gzip size)`, async () => {
    const home = await measure('/');
    // Measured after the activity refresh: its script and its data count too.
    expect(home.requests).toContain('/api/codehost');
    expect(home.scriptFiles.length).toBeGreaterThan(0);
    expect(home.transferredBytes).toBeLessThanOrEqual(BUDGETS.homeTransferredBytes);
  });
});

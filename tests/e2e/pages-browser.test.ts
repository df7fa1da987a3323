import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pages } from '../../src/data/pages.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const paths = [...pages.map((page) => page.path), '/no-such-page'];

describe.each(['light', 'dark'] as const)('every page in Chromium, %s scheme', (colorScheme) => {
  it.each(paths)('%s renders without console errors and axe finds no violations', async (path) => {
    // axe is injected through the DevTools protocol, which the page's CSP does not govern.
    const context = await browser.newContext({ colorScheme, bypassCSP: false });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !(path === '/no-such-page' && message.text().includes('404'))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
    await page.evaluate(axeSource);
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
    const violations = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

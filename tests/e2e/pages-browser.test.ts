import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pages } from '../../src/data/pages.ts';
import { NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import { layoutShifts, watchLayoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';
import { pageSlug, saveScreenshot } from '../support/screenshots.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const paths = [...pages.map((page) => page.path), NOT_FOUND_PATH];
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

async function contextIn(theme: Theme, { width, height, chosen }: (typeof viewports)[number]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: chosen ? other(theme) : theme });
  if (chosen) await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  return context;
}

async function axeViolations(page: Page): Promise<string[]> {
  // axe is injected through the DevTools protocol, which the page's CSP does not govern.
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
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['light', 'dark'] as const)('every page in Chromium, %s theme', (theme) => {
  describe.each(viewports)('$width px wide', (viewport) => {
    it.each(paths)('%s: no console errors, axe finds no violations, nothing shifts; saves a screenshot', async (path) => {
      const context = await contextIn(theme, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !(path === NOT_FOUND_PATH && message.text().includes('404'))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await watchLayoutShifts(page);
      await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
      // Read before the full-page screenshot, which resizes the viewport.
      const shifts = await layoutShifts(page);
      // The theme in force: the one chosen with the button, else the system's.
      const shown = await page.evaluate(
        () => document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
      );
      await saveScreenshot(page, `${pageSlug(path, NOT_FOUND_PATH)}-${viewport.width}-${theme}`);

      expect(shown).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // Cumulative layout shift 0: not one element moves once shown.
      expect(shifts.map((shift) => shift.description)).toEqual([]);
      await context.close();
    });
  });
});

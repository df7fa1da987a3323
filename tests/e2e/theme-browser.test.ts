import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { t } from '../../src/data/ui.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const state = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? null,
    pressed: document.querySelector('[data-theme-toggle]')?.getAttribute('aria-pressed'),
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));

describe.each(['light', 'dark'] as const)('the theme button, system in %s', (system) => {
  it('is a named toggle that follows the system until pressed, then keeps the choice across reloads', async () => {
    const context = await browser.newContext({ colorScheme: system });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL('/contact', baseUrl()).href);

    const button = page.getByRole('button', { name: t.layout.darkTheme });
    expect(await button.isVisible()).toBe(true);
    const before = await state(page);
    expect(before).toMatchObject({ theme: null, pressed: String(system === 'dark') });

    await button.click();
    const chosen = system === 'dark' ? 'light' : 'dark';
    const after = await state(page);
    expect(after).toMatchObject({ theme: chosen, pressed: String(chosen === 'dark'), scheme: chosen });
    expect(after.background).not.toBe(before.background);

    await page.reload();
    expect(await state(page)).toEqual(after);
    await page.goto(new URL('/projects', baseUrl()).href);
    expect(await state(page)).toEqual(after);

    await page.getByRole('button', { name: t.layout.darkTheme }).click();
    expect(await state(page)).toMatchObject({ theme: system, pressed: String(system === 'dark'), background: before.background });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the chosen theme before the first paint', () => {
  it('is applied by a script in <head> ahead of the stylesheet, so no page shows the other theme first', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl()).href);
    const order = await page.evaluate(() =>
      [...document.head.children].map((element) => element.tagName + (element.getAttribute('rel') === 'stylesheet' ? ':css' : '')),
    );
    const script = order.indexOf('SCRIPT');
    const stylesheet = order.indexOf('LINK:css');
    expect(script).toBeGreaterThanOrEqual(0);
    expect(script).toBeLessThan(stylesheet);
    expect(await state(page)).toMatchObject({ theme: 'dark', scheme: 'dark', pressed: 'true' });
    await context.close();
  });
});

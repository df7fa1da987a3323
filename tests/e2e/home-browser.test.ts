import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('home page in a real browser', () => {
  it('fills the code activity from /api/codehost (GitHub fake) without console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForSelector('#activity[data-state="live"]', { timeout: 10_000 });
    const languages = await page.locator('[data-activity="languages"] li').allTextContents();
    expect(languages.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['TypeScript 43%', 'JavaScript 29%', 'CSS 14%', 'HTML 14%']);
    expect(await page.locator('[data-activity="languages"] rect.bar').first().getAttribute('width')).toBe('43');
    expect(await page.locator('[data-activity="pushes"] li').count()).toBe(10);
    expect(await page.locator('[data-activity="demos"] a').allTextContents()).toEqual(['octocat.github.io', 'portfolio-site', 'docs-site']);
    expect(await page.locator('[data-activity="summary"]').textContent()).toContain('11 public repositories');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the page readable when the API fails', async () => {
    const page = await browser.newPage();
    await page.route('**/api/codehost', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"upstream_unreachable","message":"x"}}' }),
    );
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForSelector('#activity[data-state="unavailable"]', { timeout: 10_000 });
    expect(await page.locator('h1').textContent()).toBe('The Octocat');
    // `npm test` builds offline, so there is no snapshot to keep: the section says so, and lists nothing.
    expect((await page.locator('[data-activity="summary"]').textContent())?.trim()).toBe('Live activity is unavailable right now.');
    expect(await page.locator('[data-activity="languages"] li').count()).toBe(0);
    await page.close();
  });
});

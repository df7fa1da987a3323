import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { owner } from '../../../src/data/owner.ts';
import { locale, t } from '../../../src/data/ui.ts';
import { plural } from '../../../src/lib/i18n/template.ts';
import { connectBrowser } from '../../support/browser.ts';
import { baseUrl } from '../../support/http.ts';
import { formatNumber } from '../../../src/lib/i18n/format.ts';

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
    const share = (name: string, pct: number) => `${name} ${formatNumber(pct / 100, locale, { style: 'percent' })}`.replace(/\s+/g, ' ');
    expect(languages.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      share('TypeScript', 43),
      share('JavaScript', 29),
      share('CSS', 14),
      share('HTML', 14),
    ]);
    expect(await page.locator('[data-activity="languages"] rect.bar').first().getAttribute('width')).toBe('43');
    expect(await page.locator('[data-activity="pushes"] li').count()).toBe(10);
    // The owner's featured projects with a demo first, then the fake's repositories with a homepage, latest push first.
    const ownDemos = owner.projects.filter((project) => project.featured && project.demoUrl).map((project) => project.name);
    const fakeHomepages = ['portfolio-site', 'octocat.github.io', 'docs-site'].filter((name) => !ownDemos.includes(name));
    expect(await page.locator('[data-activity="demos"] a').allTextContents()).toEqual([...ownDemos, ...fakeHomepages].slice(0, 6));
    // The GitHub fake's account: 11 public repositories, created in 2011.
    expect(await page.locator('[data-activity="summary"]').textContent()).toContain(
      plural(t.codeActivity.repos, 11, locale, { year: '2011' }),
    );
    expect(await page.locator('#activity h3').allTextContents()).toEqual([
      t.codeActivity.languages,
      t.codeActivity.pushes,
      t.codeActivity.demos,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps each push date and commit on one line on a 360 px phone, and nothing overflows', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    // Names of many lengths, so that dates and commits land at every point of a line.
    await page.route('**/api/codehost', async (route) => {
      const activity = await (await route.fetch()).json();
      activity.recentPushes = activity.recentPushes.map((push: { repo: string; branch: string }, i: number) => ({
        ...push,
        repo: `octocat/${'long-repository-name'.slice(0, 4 + i * 2)}`,
        branch: `feature/${'x'.repeat(i)}`,
      }));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(activity) });
    });
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForSelector('#activity[data-state="live"]', { timeout: 10_000 });
    const lines = await page.$$eval('[data-activity="pushes"] time, [data-activity="pushes"] code', (elements) =>
      elements.map((element) => element.getClientRects().length),
    );
    expect(lines).toHaveLength(20);
    expect(lines.every((count) => count === 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it('keeps the page readable when the API fails', async () => {
    const page = await browser.newPage();
    await page.route('**/api/codehost', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"upstream_unreachable","message":"x"}}' }),
    );
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForSelector('#activity[data-state="unavailable"]', { timeout: 10_000 });
    expect(await page.locator('h1').textContent()).toBe(owner.profile.name);
    // `npm test` builds offline, so there is no snapshot to keep: the section says so, and lists nothing.
    expect((await page.locator('[data-activity="summary"]').textContent())?.trim()).toBe(t.codeActivity.unavailable);
    expect(await page.locator('[data-activity="languages"] li').count()).toBe(0);
    // One sentence, no headings over empty lists.
    expect(await page.locator('#activity h3').count()).toBe(0);
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GISCUS_ORIGIN, giscusLanguage } from '../../../src/capabilities/writing/giscus.ts';
import { postPath } from '../../../src/capabilities/writing/post.ts';
import { owner } from '../../../src/data/owner.ts';
import { editions } from '../../support/built-editions.ts';
import { connectBrowser } from '../../support/browser.ts';
import { baseUrl } from '../../support/http.ts';
import { postsOf } from '../../../src/capabilities/writing/edition.ts';

/** A post's page in each language, where comments show while they are on. */
const postPages = editions.flatMap((edition) => {
  const [newest] = postsOf(edition);
  return newest ? [[edition.language, edition.path(postPath(newest.slug))] as const] : [];
});

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.runIf(owner.site.comments && postPages.length)('comments in a browser', () => {
  it.each(postPages)(
    '(%s) %s requests nothing of giscus until the reader asks, then its script in the page’s language and theme',
    async (language, path) => {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Nothing leaves the machine: giscus' origin answers with a script that does nothing.
      const asked: string[] = [];
      await context.route(`${GISCUS_ORIGIN}/**`, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(200);
      expect(asked).toEqual([]);

      await page.getByRole('button', { name: (await page.locator('[data-comments-load]').textContent())! }).click();
      await expect.poll(() => asked).toEqual([`${GISCUS_ORIGIN}/client.js`]);
      const script = page.locator(`.giscus script[src="${GISCUS_ORIGIN}/client.js"]`);
      expect(await script.getAttribute('data-lang')).toBe(giscusLanguage(language));
      expect(await script.getAttribute('data-theme')).toBe('preferred_color_scheme');
      expect(await script.getAttribute('data-repo')).toBe(owner.site.comments!.repo);
      // The button gives way; the focus goes to the comments' heading, and the status says they load.
      expect(await page.locator('[data-comments-load]').isHidden()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('comments-heading');
      expect(await page.locator('.comments [role="status"]').textContent()).not.toBe('');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('gives the button back, saying so, when giscus cannot be reached', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await context.route(`${GISCUS_ORIGIN}/**`, (route) => route.abort());
    await page.goto(new URL(postPages[0]![1], baseUrl()).href);
    const button = page.locator('[data-comments-load]');
    await button.click();
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-comments-load'))).toBe(true);
    const status = page.locator('.comments [role="status"]');
    expect(await status.textContent()).toBe(await status.getAttribute('data-failed'));
    expect(await page.locator('.giscus script').count()).toBe(0);
    await context.close();
  });
});

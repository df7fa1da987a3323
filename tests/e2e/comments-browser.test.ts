import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GISCUS_ORIGIN, giscusLanguage } from '../../src/capabilities/writing/giscus.ts';
import { postPath } from '../../src/capabilities/writing/post.ts';
import { owner } from '../../src/data/owner.ts';
import { editions } from '../support/built-editions.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

/** A post's page in each language, where comments show while they are on. */
const postPages = editions.flatMap((edition) =>
  edition.posts[0] ? [[edition.language, edition.path(postPath(edition.posts[0].slug))] as const] : [],
);

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
      // The button gives its place, and the focus, to the comments.
      expect(await page.locator('[data-comments-load]').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('giscus');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

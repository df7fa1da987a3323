import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '../support/built-editions.ts';
import { connectBrowser } from '../support/browser.ts';
import { elements, hasClass, parsedHtml, textOf } from '../support/hast-query.ts';
import { baseUrl, get } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/**
 * In each language: its first project's page, else the first page a capability adds beyond the
 * navigation (the newest post, say), whose words the search must find.
 */
const targets = editions.map((edition) => {
  // The build lists the navigation's pages first, then the projects', then the capabilities' others.
  const page = edition.pages.find((candidate) => candidate.navOrder === undefined);
  return { edition, path: page!.path };
});

/** The longest word of a page's own text (its write-up, else its lead paragraph), as a reader would type it. */
async function wordOf(path: string): Promise<string> {
  const tree = parsedHtml(await (await get(path, { headers: { accept: 'text/html' } })).text());
  const [text] = ['writeup', 'lead']
    .map((name) =>
      elements(tree, (element) => hasClass(element, name))
        .map(textOf)
        .join(' '),
    )
    .filter(Boolean);
  const words = text?.match(/\p{L}{5,}/gu) ?? [];
  return words.toSorted((a, b) => b.length - a.length)[0]!;
}

describe.each(targets)('search in $edition.language', ({ edition, path }) => {
  it('finds a word of a page in its language, linking the page with the word marked', async () => {
    const word = await wordOf(path);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`${edition.path('/search')}?q=${encodeURIComponent(word)}`, baseUrl()).href);
    const links = page.locator('.search-results li > a');
    await expect.poll(() => links.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toContain(path);
    const item = page.locator('.search-results li', { has: page.locator(`a[href="${path}"]`) });
    // Pagefind marks a word with the punctuation that ends it ("english.").
    const marked = (await item.locator('mark').allTextContents()).map((text) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
    expect(marked).toContain(word.toLowerCase());
    expect(await page.locator('.search-status').textContent()).not.toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the way to search', () => {
  it('is / or Ctrl+K from any page, and a page that does not search loads nothing of it', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
    const home = editions[0]!.path('/');
    await page.goto(new URL(home, baseUrl()).href, { waitUntil: 'networkidle' });
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await page.keyboard.press('/');
    await page.waitForURL((url) => url.pathname === editions[0]!.path('/search'));
    await page.goto(new URL(home, baseUrl()).href);
    await page.keyboard.press('Control+k');
    await page.waitForURL((url) => url.pathname === editions[0]!.path('/search'));
    // Typing in the search field types: "/" is a character there.
    await page.locator('input[name="q"]').fill('');
    await page.locator('input[name="q"]').press('/');
    expect(await page.locator('input[name="q"]').inputValue()).toBe('/');
    await page.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '../support/built-editions.ts';
import { connectBrowser } from '../support/browser.ts';
import { elements, hasClass, parsedHtml } from '../support/hast-query.ts';
import { baseUrl, get } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

// The pages with a Markdown text (a post, a write-up, a page of the owner's), in every language.
const withText = await Promise.all(
  editions
    .flatMap((edition) => edition.pages)
    .map(async (page) => ({
      path: page.path,
      tree: parsedHtml(await (await get(page.path, { headers: { accept: 'text/html' } })).text()),
    })),
);
const textPages = withText.filter(({ tree }) => elements(tree, (element) => hasClass(element, 'writeup')).length > 0);
const firstWith = (name: string) => textPages.find(({ tree }) => elements(tree, (element) => hasClass(element, name)).length > 0)?.path;

/** WCAG 1.4.8 asks for 80 at most; typographers for 45 to 75. */
const MEASURE = 75;
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * The longest line of the page's reading text (its lead and its text's paragraphs and list items,
 * not code, math, tables or diagrams), in characters as the browser laid them out.
 */
const longestLine = (page: Page) =>
  page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('.project-header p, .writeup p, .writeup li')].filter(
      (block) => !block.closest('pre, table, figure, .katex'),
    );
    let longest = { length: 0, text: '' };
    const range = document.createRange();
    for (const block of blocks) {
      const lineHeight = Number.parseFloat(getComputedStyle(block).lineHeight) || 24;
      const characters: { top: number; character: string }[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const owner = node.parentElement!;
        if (owner.closest('p, li') !== block || owner.closest('.katex, .visually-hidden, sup')) continue;
        for (let index = 0; index < node.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) characters.push({ top: rect.top, character: node.data[index]! });
        }
      }
      // A line starts where a character sits half a line below the one before it.
      const lines: string[] = [];
      let top = Number.NEGATIVE_INFINITY;
      for (const { top: at, character } of characters) {
        if (at > top + lineHeight / 2) {
          lines.push('');
          top = at;
        }
        lines[lines.length - 1] += character;
      }
      for (const line of lines.map((text) => text.trim())) if (line.length > longest.length) longest = { length: line.length, text: line };
    }
    return longest;
  });

describe.each(textPages.map(({ path }) => path))('the text of %s', (path) => {
  it(`reads at most ${MEASURE} characters a line at ${WIDTHS.join(', ')} px`, async () => {
    const page = await browser.newPage();
    try {
      await page.goto(new URL(path, baseUrl()).href);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { length, text } = await longestLine(page);
        expect(length, `at ${width} px: “${text}”`).toBeLessThanOrEqual(MEASURE);
      }
    } finally {
      await page.close();
    }
  });
});

describe.runIf(firstWith('code-block'))('a code block’s copy button', () => {
  const path = firstWith('code-block')!;

  it(`${path}: is reached with the keyboard, copies the code without its deleted lines, and says so`, async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    const page = await context.newPage();
    try {
      await page.goto(new URL(path, baseUrl()).href);
      await page.locator('.code-copy').first().waitFor();
      // Tab from the top of the page until the first copy button has the focus.
      let reached = false;
      for (let presses = 0; presses < 300 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement === document.querySelector('.code-copy'));
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      const expected = await page.evaluate(() =>
        [...document.querySelector('.code-block pre > code')!.children]
          .filter((line) => line.tagName !== 'DEL')
          .map((line) => line.textContent)
          .join('\n'),
      );
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      const status = page.locator('[data-code-copy]');
      await expect.poll(() => status.textContent()).toBe(await status.getAttribute('data-code-copied'));
      expect(await page.locator('.code-copy').count()).toBe(await page.locator('.writeup .code-block').count());
    } finally {
      await context.close();
    }
  });
});

describe.runIf(firstWith('katex'))('math in a page', () => {
  const path = firstWith('katex')!;

  it(`${path}: its style attributes apply, and the page's CSP blocks nothing`, async () => {
    const page = await browser.newPage();
    try {
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective}: ${event.sample}`),
        );
      });
      await page.goto(new URL(path, baseUrl()).href);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      // KaTeX's struts hold each formula's height in a style attribute.
      const heights = await page
        .locator('.katex-strut')
        .evaluateAll((struts) => struts.map((strut) => strut.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(0);
      expect(heights.every((height) => height > 0)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

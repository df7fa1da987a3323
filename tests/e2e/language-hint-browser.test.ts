import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultEdition, editions } from '../support/built-editions.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { watchLayoutShifts, layoutShifts } from '../../scripts/lib/page-measure.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The hints the page shows, as their link's text and address. */
const shownHints = (page: Page) =>
  page.$$eval('.language-hint:not([hidden])', (hints) =>
    hints.map((hint) => ({
      lang: hint.getAttribute('lang'),
      text: hint.querySelector('a')?.textContent,
      href: hint.querySelector('a')?.getAttribute('href'),
    })),
  );

async function visit(locale: string, path: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await watchLayoutShifts(page);
  await page.goto(new URL(path, baseUrl()).href);
  return { context, page, errors };
}

describe.runIf(editions.length === 1)('the language hint on a site in one language', () => {
  it('is not there, whatever the browser prefers', async () => {
    const { context, page, errors } = await visit(defaultEdition.language === 'es' ? 'en-US' : 'es-AR', '/');
    expect(await page.$$('.language-hint')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.runIf(editions.length > 1)('the language hint on a site in several languages', () => {
  const [first, second] = editions as [(typeof editions)[number], (typeof editions)[number]];
  const page = first.pages.find((candidate) => candidate.path !== '/') ?? first.pages[0]!;

  it("shows a visitor whose browser prefers another of the site's languages one line linking this page in it, before the first paint", async () => {
    const { context, page: tab, errors } = await visit(`${second.language}`, page.path);
    expect(await shownHints(tab)).toEqual([
      { lang: second.language, text: dictionaryFor(second.language).layout.thisPageInYourLanguage, href: second.path(page.path) },
    ]);
    // Shown before the first frame: nothing moved.
    expect(await layoutShifts(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a language no selector could hold, then the next one', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    const languages = [`x"]\\`, second.language];
    await tab.addInitScript((list) => Object.defineProperty(navigator, 'languages', { get: () => list }), languages);
    await tab.goto(new URL(page.path, baseUrl()).href);
    expect((await shownHints(tab)).map((hint) => hint.lang)).toEqual([second.language]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is dismissed for good with its button, and never shown to a browser that prefers the page’s language', async () => {
    const { context, page: tab, errors } = await visit(second.language, page.path);
    await tab.getByRole('button', { name: dictionaryFor(second.language).layout.dismiss }).click();
    expect(await shownHints(tab)).toEqual([]);
    await tab.reload();
    expect(await shownHints(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    const same = await visit(first.language, page.path);
    expect(await shownHints(same.page)).toEqual([]);
    await same.context.close();
    const translated = await visit(first.language, second.path(page.path));
    expect((await shownHints(translated.page)).map((hint) => hint.lang)).toEqual([first.language]);
    await translated.context.close();
  });
});

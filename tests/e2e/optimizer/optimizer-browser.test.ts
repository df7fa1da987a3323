import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { locale, t } from '../../../src/data/ui.ts';
import { pageTerms } from '../../../src/capabilities/optimizer/client/wording.ts';
import { optimizerProblemWords } from '../../../src/capabilities/optimizer/core/failure-words.ts';
import { fill } from '../../../src/lib/i18n/template.ts';
import { connectBrowser } from '../../support/browser.ts';
import { baseUrl, get } from '../../support/http.ts';
import { owner } from '../../../src/data/owner.ts';

let browser: Browser;
/**
 * One tab for every test, the page loaded afresh in it each time (the optimizer keeps nothing in
 * storage): a new tab costs more than the checks on it.
 */
let tab: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  tab = await (await browser.newContext()).newPage();
});
afterAll(() => browser?.close());

/** Stops the previous test's error listeners. */
let detachPrevious = () => {};

async function openOptimizer(): Promise<{ page: Page; errors: string[] }> {
  detachPrevious();
  const page = tab;
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/status of 4(00|22)\b/.test(message.text())) errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole).on('pageerror', onError);
  detachPrevious = () => page.off('console', onConsole).off('pageerror', onError);
  await page.goto(new URL('/optimizer', baseUrl()).href);
  await page.waitForSelector('#optimizer-form[data-ready="true"]');
  return { page, errors };
}

const words = t.optimizerScript;

/** A dictionary template as a pattern: the given values literally, any other placeholder as some text. */
function templatePattern(template: string, values: Record<string, string | number>): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return literal(part);
    return Object.hasOwn(values, name) ? literal(String(values[name])) : '.+?';
  });
  return new RegExp(`^${parts.join('')}$`, 'u');
}

const chips = (page: Page) =>
  page.locator('#chosen-tickers [data-ticker]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ticker));

// Only while the owner has the optimizer on; tests/e2e/features.test.ts checks it is gone when off.
describe.runIf(owner.site.features.optimizer)('optimizer page in a real browser (data912 fake)', () => {
  it('sends the weight bounds and the budget, lists the whole shares, and words a bounds error as its controls', async () => {
    const { page, errors } = await openOptimizer();
    await page.fill('#max-weight', '50');
    await page.fill('#budget', '2000000');
    const request = page.waitForRequest('**/api/portfolio/optimize');
    await page.click('button[type="submit"]');
    expect(JSON.parse((await request).postData()!)).toMatchObject({ minWeight: 0, maxWeight: 0.5, budget: 2_000_000 });
    await page.waitForSelector('#results:not([hidden]) .allocation');
    expect(await page.locator('.allocation li').first().textContent()).toMatch(templatePattern(words.shares, {}));
    expect(await page.locator('.allocation li').first().textContent()).toMatch(/\d+ [A-Z0-9]+ .*\d/);
    await page.fill('#max-weight', '20');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#optimizer-error:not([hidden])');
    // Worded on the page from the API's problem data, with the control's label and percentages.
    const terms = pageTerms(() => t.optimizerPage.maxWeight, locale);
    expect(await page.locator('#optimizer-error').textContent()).toBe(
      fill(optimizerProblemWords(t).maxWeightTooLow, {
        field: t.optimizerPage.maxWeight,
        count: '3',
        limit: terms.value('maxWeight', 0.3334),
        value: terms.value('maxWeight', 0.2),
        whole: terms.value('maxWeight', 1),
      }),
    );
    expect(errors).toEqual([]);
  });

  it('says why there is no max-Sharpe portfolio when none beats the risk-free rate', async () => {
    const { page, errors } = await openOptimizer();
    await page.fill('#risk-free', '1000');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#results:not([hidden]) .frontier-line');
    expect(await page.locator('#results').textContent()).toContain(words.noPortfolio);
    expect(errors).toEqual([]);
  });

  it('offers windows up to 10 years, and lists the splits it adjusted for', async () => {
    const { page, errors } = await openOptimizer();
    expect(await page.locator('#lookback option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '90',
      '180',
      '365',
      '730',
      '1095',
      '1825',
      '3650',
    ]);
    for (const ticker of ['YPFD', 'AL30']) await page.click(`[aria-label="${fill(words.remove, { ticker })}"]`);
    await page.fill('#ticker-input', 'SPLT');
    await page.press('#ticker-input', 'Enter');
    await page.selectOption('#lookback', '3650');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#results:not([hidden]) .adjustments');
    expect(await page.locator('.adjustments li').textContent()).toMatch(templatePattern(words.split, { ticker: 'SPLT', ratio: 10 }));
    expect(errors).toEqual([]);
  });

  it('optimises the chosen tickers and draws the frontier, the weights and the prices', async () => {
    const { page, errors } = await openOptimizer();
    await page.fill('#ticker-input', ' meli ');
    await page.press('#ticker-input', 'Enter');
    expect(await chips(page)).toEqual(['GGAL', 'YPFD', 'AL30', 'MELI']);
    await page.selectOption('#lookback', '730');
    await page.selectOption('#covariance', 'ledoit-wolf');
    await page.fill('#risk-free', '5');
    const request = page.waitForRequest('**/api/portfolio/optimize');
    await page.click('button[type="submit"]');
    expect(JSON.parse((await request).postData()!)).toEqual({
      tickers: ['GGAL', 'YPFD', 'AL30', 'MELI'],
      riskFreeRate: 0.05,
      lookbackDays: 730,
      covariance: 'ledoit-wolf',
      minWeight: 0,
      maxWeight: 1,
    });
    await page.waitForSelector('#results:not([hidden]) .frontier-line');
    expect(Number(await page.locator('.frontier-line').getAttribute('data-points'))).toBe(40);
    expect(await page.locator('[data-portfolio="min-variance"]').count()).toBe(1);
    expect(await page.locator('[data-portfolio="max-sharpe"]').count()).toBe(1);
    expect(await page.locator('.weights').count()).toBe(2);
    expect(await page.locator('.weights').first().locator('li').count()).toBe(4);
    expect(await page.locator('.price-line').count()).toBe(4);
    expect(await page.locator('#results tbody tr').count()).toBe(4);
    expect(await page.locator('#optimizer-status').textContent()).toMatch(templatePattern(words.done, { count: 4 }));
    expect(await page.locator('#optimizer-error').isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the API error clearly for an unknown ticker, and a local error for too few tickers', async () => {
    const { page } = await openOptimizer();
    await page.fill('#ticker-input', 'NOPE');
    await page.press('#ticker-input', 'Enter');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#optimizer-error:not([hidden])');
    expect(await page.locator('#optimizer-error').textContent()).toContain('NOPE');
    expect(await page.locator('#optimizer-error').textContent()).toMatch(
      templatePattern(optimizerProblemWords(t).unknownTickers, { tickers: 'NOPE' }),
    );
    expect(await page.locator('#optimizer-error').getAttribute('role')).toBe('alert');

    for (let i = 0; i < 3; i++) await page.locator('.chip-remove').first().click();
    expect(await chips(page)).toEqual(['NOPE']);
    await page.click('button[type="submit"]');
    expect(await page.locator('#optimizer-error').textContent()).toBe(fill(words.tooFew, { min: 2 }));
  });

  it('is usable with the keyboard alone', async () => {
    const { page } = await openOptimizer();
    await page.focus('#ticker-input');
    await page.keyboard.type('aapl');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab'); // back to the last chip's remove button
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(fill(words.remove, { ticker: 'AAPL' }));
    await page.keyboard.press('Enter');
    expect(await chips(page)).toEqual(['GGAL', 'YPFD', 'AL30']);
    // Focus moves to the neighbouring chip, never to the document body.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(fill(words.remove, { ticker: 'AL30' }));
    // Several at once, as a paste or an agent's fill gives them; duplicates within the list count once.
    await page.focus('#ticker-input');
    await page.keyboard.type('meli, aapl aapl');
    await page.keyboard.press('Enter');
    expect(await chips(page)).toEqual(['GGAL', 'YPFD', 'AL30', 'MELI', 'AAPL']);
    expect(await page.inputValue('#ticker-input')).toBe('');
    await page.fill('#ticker-input', 'bad!');
    await page.keyboard.press('Enter');
    expect(await page.locator('#optimizer-error').textContent()).toBe(fill(words.notATicker, { input: 'bad!' }));
  });

  it('keeps its JavaScript under 15 KB gzipped', async () => {
    const html = await (await get('/optimizer')).text();
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const bodies = [...inline, ...(await Promise.all(sources.map(async (src) => (await get(src)).text())))];
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0);
    expect(bodies.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(15 * 1024);
  });
});

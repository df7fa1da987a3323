import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { navPages } from '../support/built-editions.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

/** Longer than the HTML takes to parse: the stylesheets come after the parser has reached <body>. */
const CSS_DELAY_MS = 400;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Each way twice: the old race lost about one navigation in two (Chromium 156, CSS 400 ms late). */
const ROUNDS = 2;

/**
 * Goes from one page to another as a link does and back, with every stylesheet late and nothing
 * cached, and says for each arrival whether it came with a view transition (its `pagereveal`'s).
 */
async function arrivals(reducedMotion: 'reduce' | 'no-preference'): Promise<boolean[]> {
  const context = await browser.newContext({ reducedMotion });
  try {
    await context.route('**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CSS_DELAY_MS));
      await route.continue();
    });
    // Each arrival is written down once its transition, if any, has finished: the next
    // navigation starts after that, as a reader's would (one started mid-transition skips it).
    await context.addInitScript(() => {
      addEventListener('pagereveal', (event) => {
        const transition = (event as PageRevealEvent).viewTransition;
        const note = () => {
          const seen = JSON.parse(sessionStorage.getItem('arrivals') ?? '[]') as boolean[];
          sessionStorage.setItem('arrivals', JSON.stringify([...seen, Boolean(transition)]));
        };
        if (transition) transition.finished.finally(note);
        else note();
      });
    });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    const [from, to] = navPages.map((entry) => new URL(entry.path, baseUrl()).href);
    await page.goto(from!);
    await page.evaluate(() => sessionStorage.removeItem('arrivals'));
    const arrived = (count: number) =>
      page.waitForFunction((n) => JSON.parse(sessionStorage.getItem('arrivals') ?? '[]').length === n, count);
    for (let round = 0; round < ROUNDS; round++) {
      await page.evaluate((href) => location.assign(href), to!);
      await arrived(round * 2 + 1);
      await page.goBack();
      await arrived(round * 2 + 2);
    }
    return JSON.parse(await page.evaluate(() => sessionStorage.getItem('arrivals') ?? '[]')) as boolean[];
  } finally {
    await context.close();
  }
}

describe('cross-document view transitions', () => {
  it('run when the stylesheets arrive after the HTML (the opt-in is in the page, not in the CSS)', async () => {
    expect(await arrivals('no-preference')).toEqual(Array(ROUNDS * 2).fill(true));
  });

  it('do not run for a reader who asks for less motion', async () => {
    expect(await arrivals('reduce')).toEqual(Array(ROUNDS * 2).fill(false));
  });
});

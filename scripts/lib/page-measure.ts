// One page as a first-time visitor's Chromium loads it: layout shifts, bytes transferred,
// scripts. Shared by the browser tests and `npm run audit`.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import type { PageMeasure } from './budgets.ts';

/** Text that Netlify compresses on the way out; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/;

/**
 * Bytes on the wire for one response: headers plus the body as sent. Neither local stack
 * compresses, while Netlify does (Brotli, or gzip for clients without it), so an uncompressed
 * text body counts at its gzip size (level 6): Brotli is smaller, so this errs on the heavy side.
 */
async function transferredBytes(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  const encoded = response.headers()['content-encoding'];
  const type = response.headers()['content-type'] ?? '';
  if (encoded || !COMPRESSIBLE.test(type)) return sizes.responseHeadersSize + sizes.responseBodySize;
  const body = await response.body().catch(() => Buffer.alloc(0));
  return sizes.responseHeadersSize + gzipSync(body).byteLength;
}

declare global {
  interface Window {
    __layoutShifts?: { value: number; at: number; sources: string[] }[];
  }
}

/** Runs before the page's own scripts: records every layout shift not caused by input. */
function observeLayoutShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      // Each element that moved, and from where to where (its top and height), to tell what pushed it.
      const sources = (entry.sources ?? []).map(({ node, previousRect: was, currentRect: is }) => {
        const moved = ` (top ${Math.round(was.y)}→${Math.round(is.y)}, height ${Math.round(was.height)}→${Math.round(is.height)})`;
        if (!(node instanceof Element)) return `${node?.nodeName ?? '?'}${moved}`;
        const classes = node.getAttribute('class')?.trim().split(/\s+/) ?? [];
        return [node.localName, ...classes].join('.') + moved;
      });
      window.__layoutShifts!.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Call before the page loads: from then on its layout shifts are recorded. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(observeLayoutShifts);
}

/** The layout shifts recorded so far, as "value: the elements that moved"; waits a frame, as shifts are reported after it. */
export async function layoutShifts(page: Page): Promise<{ value: number; description: string }[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const shifts = (await page.evaluate(() => window.__layoutShifts)) ?? [];
  return shifts.map((shift) => ({
    value: shift.value,
    description: `${shift.value.toFixed(5)} at ${shift.at} ms: ${shift.sources.join(', ')}`,
  }));
}

/** In-page: the UTF-8 size of every inline script that runs (JSON and JSON-LD data blocks do not). */
function inlineScriptBytes() {
  const runs = (script: HTMLScriptElement) => ['', 'module', 'text/javascript', 'application/javascript'].includes(script.type);
  return [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
    .filter(runs)
    .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').byteLength, 0);
}

/** How long the network must stay quiet after `load` for a page's own fetches to count as done. */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/** Follows `page`'s requests in flight; `quiet()` resolves once none has been for QUIET_MS, counting from the call. */
function requestsInFlight(page: Page) {
  const inflight = new Set<Request>();
  let changed = () => {};
  const start = (request: Request) => {
    inflight.add(request);
    changed();
  };
  const end = (request: Request) => {
    inflight.delete(request);
    changed();
  };
  page.on('request', start).on('requestfinished', end).on('requestfailed', end);
  const quiet = () =>
    new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = setTimeout(() => {
        clearTimeout(timer);
        reject(new Error(`still in flight after ${SETTLE_TIMEOUT_MS} ms: ${[...inflight].map((r) => r.url()).join(', ')}`));
      }, SETTLE_TIMEOUT_MS);
      changed = () => {
        clearTimeout(timer);
        if (inflight.size === 0) timer = setTimeout(() => resolve(void clearTimeout(limit)), QUIET_MS);
      };
      changed();
    });
  const stop = () => page.off('request', start).off('requestfinished', end).off('requestfailed', end);
  return { quiet, stop };
}

/**
 * Loads `url` in `page`, then, unless `waitUntil` is `load`, waits until no request has been in
 * flight for 500 ms, counting from the load event. Playwright's own `networkidle` counts from
 * the start of the navigation: on a slow machine it can fire while the page is still parsing,
 * before a module script has run and made its first request.
 */
export async function gotoSettled(page: Page, url: string, waitUntil: 'load' | 'networkidle'): Promise<void> {
  const requests = requestsInFlight(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    if (waitUntil === 'networkidle') await requests.quiet();
  } finally {
    requests.stop();
  }
}

/**
 * Loads `url` in a new page of `context` (give it a fresh context: a cold cache, as a first
 * visit) and waits until the network has been quiet for 500 ms after load, so that what the
 * page's own scripts fetch and draw (the activity refresh) counts too.
 */
export async function measurePage(context: BrowserContext, url: string, path = new URL(url).pathname): Promise<PageMeasure> {
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const measure = await loadMeasured(page, url, 'networkidle', path);
  await page.close();
  return measure;
}

/**
 * Loads `url` in `page` (which watches layout shifts: watchLayoutShifts) and measures it once
 * loaded: `networkidle` also waits for what the page's own scripts fetch and draw
 * ({@link gotoSettled}); `load` is enough for a page without scripts. Bytes count as a first
 * visit only with the browser cache empty. `onSettled` runs between the two: where the load ran
 * with Chromium's CPU throttling, it ends it there, as the throttling burns about three quarters
 * of a core while on, idle or not.
 */
export async function loadMeasured(
  page: Page,
  url: string,
  waitUntil: 'load' | 'networkidle',
  path = new URL(url).pathname,
  onSettled: () => Promise<unknown> = async () => {},
): Promise<PageMeasure> {
  const responses: Response[] = [];
  const record = (response: Response) => responses.push(response);
  page.on('response', record);
  await gotoSettled(page, url, waitUntil).finally(() => page.off('response', record));
  await onSettled();
  const shifts = await layoutShifts(page);
  const scripts = responses.filter((response) => response.request().resourceType() === 'script');
  const measure: PageMeasure = {
    path,
    cumulativeLayoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0),
    layoutShifts: shifts.map((shift) => shift.description),
    requests: responses.map((response) => new URL(response.url()).pathname),
    transferredBytes: await sum(responses, transferredBytes),
    scriptFiles: scripts.map((response) => new URL(response.url()).pathname),
    scriptFileBytes: await sum(scripts, transferredBytes),
    inlineScriptBytes: await page.evaluate(inlineScriptBytes),
  };
  return measure;
}

async function sum<T>(items: T[], size: (item: T) => Promise<number>): Promise<number> {
  return (await Promise.all(items.map(size))).reduce((total, bytes) => total + bytes, 0);
}

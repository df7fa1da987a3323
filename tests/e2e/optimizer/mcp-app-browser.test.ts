import { gzipSync } from 'node:zlib';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { build } from 'esbuild';
import type { Browser, ConsoleMessage, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentIn } from '../../../src/capabilities/optimizer/client/text.ts';
import { owner } from '../../../src/data/owner.ts';
import type { OptimizeResponse } from '../../../src/capabilities/optimizer/core/schema.ts';
import { connectBrowser } from '../../support/browser.ts';
import { saveScreenshot } from '../../support/screenshots.ts';
import { baseUrl } from '../../support/http.ts';
import { connectModern, TOOL_ARGUMENTS } from '../../support/mcp-clients.ts';
import type { HostRun } from '../../support/mcp-app-host/host.ts';

/** The app's document as a host downloads it, on every call of the tool: at most 60 KB gzipped. */
const GZIP_BUDGET_BYTES = 60 * 1024;

type ToolResult = CallToolResult & { structuredContent: OptimizeResponse };
/** Playwright's default viewport, where each run starts (the screenshots widen it). */
const HOST_VIEWPORT = { width: 1280, height: 720 };

// Only while the owner has the optimizer on; the unit tests check the app is absent when off.
describe.runIf(owner.site.features.optimizer)('the optimize_portfolio MCP App in a host built on the extension’s AppBridge', () => {
  let browser: Browser;
  /**
   * One host page for every run, its script loaded once (about a second a page otherwise): each
   * run empties it and frames the app anew.
   */
  let hostPage: Page;
  let html: string;
  let result: ToolResult;
  /** The same call with a budget: the result has a whole-share allocation too. */
  let budgeted: ToolResult;
  const percent = percentIn(owner.site.language);

  beforeAll(async () => {
    const client = await connectModern(new URL('/mcp', baseUrl()).href);
    const { tools } = await client.listTools();
    const uri = (tools.find((tool) => tool.name === 'optimize_portfolio')?._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri;
    expect(uri).toMatch(/^ui:\/\//);
    const read = await client.readResource({ uri: uri! });
    const [content] = read.contents;
    expect(content?.mimeType).toBe(RESOURCE_MIME_TYPE);
    html = (content as { text: string }).text;
    result = (await client.callTool({ name: 'optimize_portfolio', arguments: TOOL_ARGUMENTS.optimize_portfolio })) as ToolResult;
    expect(result.isError).toBeFalsy();
    budgeted = (await client.callTool({
      name: 'optimize_portfolio',
      arguments: { ...TOOL_ARGUMENTS.optimize_portfolio, budget: 5_000_000 },
    })) as ToolResult;
    expect(budgeted.structuredContent.allocation).toBeTruthy();
    await client.close();
    const bundled = await build({
      entryPoints: [new URL('../../support/mcp-app-host/host.ts', import.meta.url).pathname],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      write: false,
      minify: true,
      logLevel: 'warning',
    });
    browser = await connectBrowser();
    hostPage = await (await browser.newContext()).newPage();
    await hostPage.setContent('<!doctype html><html><body></body></html>');
    await hostPage.addScriptTag({ content: bundled.outputFiles[0]!.text });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Stops the previous run's listeners. */
  let detachPrevious = () => {};

  /** The host page emptied, loading the app with the real result; the app's frame once it has drawn, and what went wrong on the way. */
  async function host(
    theme: 'light' | 'dark',
    width = 720,
    shown: CallToolResult = result,
    drawn = '.frontier-line',
  ): Promise<{ page: Page; app: Frame; problems: string[]; requests: string[] }> {
    detachPrevious();
    const page = hostPage;
    await page.evaluate(() => document.body.replaceChildren());
    await page.setViewportSize(HOST_VIEWPORT);
    await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' });
    const problems: string[] = [];
    const requests: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    const onError = (error: Error) => problems.push(error.message);
    const onRequest = (request: Request) => requests.push(request.url());
    page.on('console', onConsole).on('pageerror', onError).on('request', onRequest);
    detachPrevious = () => page.off('console', onConsole).off('pageerror', onError).off('request', onRequest);
    const run: HostRun = { html, result: shown, hostContext: { theme, locale: owner.site.language, displayMode: 'inline' }, width };
    // As JSON: playwright's serialisable-argument type is too deep for a CallToolResult.
    const ran = await page.evaluate(
      (json: string) =>
        (globalThis as unknown as { runMcpAppHost(a: HostRun): Promise<{ appName?: string }> }).runMcpAppHost(JSON.parse(json)),
      JSON.stringify(run),
    );
    expect(ran.appName).toBe('optimize-portfolio-app');
    const app = (await (await page.$('iframe'))!.contentFrame())!;
    await app.waitForSelector(drawn);
    return { page, app, problems, requests };
  }

  it('draws the frontier the result holds: every point, each asset, the marked portfolios', async () => {
    const { app, problems } = await host('light');
    const { analytics, tickers } = result.structuredContent;
    const line = app.locator('.frontier-line');
    expect(await line.getAttribute('data-points')).toBe(String(analytics.frontier.length));
    const d = (await line.getAttribute('d'))!;
    expect(d.match(/[ML]/g)).toHaveLength(analytics.frontier.length);
    expect(await app.locator('circle.asset').count()).toBe(tickers.length);
    expect(await app.locator('[data-portfolio="min-variance"]').count()).toBe(1);
    expect(await app.locator('[data-portfolio="max-sharpe"]').count()).toBe(analytics.maxSharpe ? 1 : 0);
    expect(await app.locator('.price-line').count()).toBe(tickers.length);
    expect(problems).toEqual([]);
  });

  it('shows each ticker’s weight in each portfolio, in words and as a bar', async () => {
    const { app } = await host('light');
    const { analytics, tickers } = result.structuredContent;
    const portfolios = [analytics.minVariance, ...(analytics.maxSharpe ? [analytics.maxSharpe] : [])];
    const lists = app.locator('ul.weights');
    expect(await lists.count()).toBe(portfolios.length);
    for (const [k, portfolio] of portfolios.entries()) {
      const items = lists.nth(k).locator('li');
      expect(await items.count()).toBe(tickers.length);
      for (const [i, ticker] of tickers.entries()) {
        const weight = portfolio.weights[ticker] ?? 0;
        expect((await items.nth(i).textContent())!.replace(/\s+/g, ' ').trim()).toBe(`${ticker} ${percent(weight)}`.replace(/\s+/g, ' '));
        const bar = Number(await items.nth(i).locator('rect.bar').getAttribute('width'));
        expect(bar).toBeCloseTo(Math.max(0, Math.min(100, weight * 100)), 6);
      }
    }
  });

  it('shows the rest of the result as the optimizer page does: statistics, warnings, split adjustments, whole shares', async () => {
    const { app, problems } = await host('light', 720, budgeted);
    const { tickers, warnings, adjustments, allocation } = budgeted.structuredContent;
    expect(await app.locator('table tbody tr').count()).toBe(tickers.length);
    expect(await app.locator('.warnings li').allTextContents()).toEqual(warnings.map((w) => w.message));
    expect(await app.locator('.adjustments li').count()).toBe(adjustments.length);
    const shares = Object.keys(allocation!.shares);
    const rows = await app.locator('ul.allocation li').allTextContents();
    expect(rows).toHaveLength(Math.max(1, shares.length));
    for (const [i, ticker] of shares.entries()) expect(rows[i]).toContain(ticker);
    expect(problems).toEqual([]);
  });

  /** Waits until the host has framed the app at the height the app reported: its whole document. */
  async function framedWhole(page: Page, app: Frame) {
    const height = await app.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => page.locator('iframe').getAttribute('height').then(Number)).toBe(height);
  }

  it('shows a tool error in the tool’s own words, as an alert', async () => {
    const refused: CallToolResult = {
      isError: true,
      content: [{ type: 'text', text: 'unknown_tickers: No data912 instrument is named ZZZZ.' }],
    };
    const { app, problems } = await host('light', 720, refused, '[role="alert"]');
    const alert = (await app.locator('[role="alert"]').textContent())!;
    expect(alert).toContain('unknown_tickers: No data912 instrument is named ZZZZ.');
    expect(await app.locator('#app').getAttribute('aria-busy')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('tells the host its height, so the frame shows the whole drawing', async () => {
    const { page, app } = await host('light', 390);
    await framedWhole(page, app);
  });

  it('follows the host’s theme, not the system’s, and requests nothing; saves a screenshot at each width', async () => {
    const backgrounds: string[] = [];
    for (const [theme, width] of [
      ['light', 390],
      ['dark', 390],
      ['light', 1280],
      ['dark', 1280],
    ] as const) {
      const { page, app, problems, requests } = await host(theme, width, budgeted);
      await framedWhole(page, app);
      // A frame paints only what the viewport shows: the viewport takes the whole frame.
      const framed = Number(await page.locator('iframe').getAttribute('height'));
      await page.setViewportSize({ width: width + 40, height: framed + 40 });
      await saveScreenshot(page, `mcp-app-${width}-${theme}`);
      expect(await app.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      backgrounds.push(await app.evaluate(() => getComputedStyle(document.body).backgroundColor));
      // The host page itself is set with setContent: no request at all means the app made none.
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
    }
    expect(new Set(backgrounds).size).toBe(2);
  });

  it('is one self-contained document within its size budget', () => {
    expect(html).not.toMatch(/<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)=/i);
    const gzipped = gzipSync(html, { level: 9 }).length;
    console.info(`optimize_portfolio MCP App: ${html.length} bytes, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { owner } from '../../../src/data/owner.ts';
import { t } from '../../../src/data/ui.ts';
import { executeTool, toolsOn, webMcpBrowser } from '../../support/webmcp-page.ts';

const OPTIMIZER_PAGE = optimizer.webMcp![0]!.page!;
/** The optimizer form's declarative tool (src/pages/[...lang]/optimizer.astro). */
const FORM_TOOL = 'optimize_portfolio_in_page';

let browser: Browser;
let tab: Page;
beforeAll(async () => {
  ({ browser, tab } = await webMcpBrowser());
});
afterAll(() => browser?.close());

const optimizerOn = optimizer.isOn(owner);

describe.runIf(optimizerOn)('WebMCP on the optimizer page', () => {
  it('registers optimize_portfolio and the form’s own tool, described in the optimizer’s words', async () => {
    const { tools } = await toolsOn(tab, OPTIMIZER_PAGE);
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['optimize_portfolio', FORM_TOOL]));
    expect(tools.find((tool) => tool.name === FORM_TOOL)!.description).toBe(t.optimizerPage.formTool);
  });

  it('offers neither on another page', async () => {
    const { tools } = await toolsOn(tab, '/');
    expect(tools.map((tool) => tool.name)).not.toContain('optimize_portfolio');
    expect(tools.map((tool) => tool.name)).not.toContain(FORM_TOOL);
  });
});

describe.runIf(optimizerOn)('WebMCP optimizer tools, run in the page', () => {
  it('optimize_portfolio on the optimizer page runs the form’s request and returns the analytics', async () => {
    const { page } = await toolsOn(tab, OPTIMIZER_PAGE);
    const result = await executeTool(page, 'optimize_portfolio', { tickers: ['GGAL', 'YPFD', 'AL30'] });
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    const body = result.structuredContent as {
      tickers: string[];
      analytics: { frontier: unknown[]; minVariance: { weights: Record<string, number> } };
    };
    expect(body.tickers).toEqual(['GGAL', 'YPFD', 'AL30']);
    expect(body.analytics.frontier.length).toBeGreaterThan(0);
    expect(Object.keys(body.analytics.minVariance.weights).sort()).toEqual(['AL30', 'GGAL', 'YPFD']);
    expect(JSON.parse(result.content[0]!.text)).toMatchObject({ tickers: body.tickers });
  });

  it('the optimizer form, as a declarative tool, takes the tickers, draws the results and answers with the analytics', async () => {
    const { page, tools } = await toolsOn(tab, OPTIMIZER_PAGE);
    const params = JSON.parse(tools.find((tool) => tool.name === FORM_TOOL)!.inputSchema).properties;
    expect(Object.keys(params).sort()).toEqual([
      'budget',
      'covariance',
      'lookbackDays',
      'maxWeight',
      'minWeight',
      'riskFreeRate',
      'tickers',
    ]);
    expect(params.tickers.description).toBe(t.optimizerPage.formToolTickers);
    const answer = (await executeTool(page, FORM_TOOL, { tickers: 'GGAL, YPFD, AL30' })) as unknown as {
      tickers: string[];
      analytics: { frontier: unknown[] };
    };
    expect(answer.tickers).toEqual(['GGAL', 'YPFD', 'AL30']);
    expect(answer.analytics.frontier.length).toBeGreaterThan(0);
    expect(
      await page.locator('#chosen-tickers [data-ticker]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ticker)),
    ).toEqual(['GGAL', 'YPFD', 'AL30']);
    await expect.poll(() => page.locator('#results').isVisible()).toBe(true);
  });

  it('optimize_portfolio reports unknown tickers with the API’s code', async () => {
    const { page } = await toolsOn(tab, OPTIMIZER_PAGE);
    const result = await executeTool(page, 'optimize_portfolio', { tickers: ['GGAL', 'NOPE'] });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^unknown_tickers: /);
  });
});

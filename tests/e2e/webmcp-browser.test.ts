import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { gotoSettled } from '../../scripts/lib/page-measure.ts';
import { owner } from '../../src/data/owner.ts';
import { navPages, pages } from '../support/built-editions.ts';
import { siteWebMcpTools } from '../../src/data/webmcp.ts';
import { t } from '../../src/data/ui.ts';
import { PAGE_TOOLS } from '../../src/lib/webmcp/tools.ts';
import { optimizer } from '../../src/capabilities/optimizer/index.ts';

const OPTIMIZER_PAGE = optimizer.webMcp![0]!.page!;
/** Every page offers these: search and fetch, and the profile's and projects' read-only tools. */
const EVERY_PAGE = [...PAGE_TOOLS, 'get_profile', 'get_contact', 'list_projects'];

/** The optimizer form's declarative tool (src/pages/[...lang]/optimizer.astro). */
const FORM_TOOL = 'optimize_portfolio_in_page';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';

// WebMCP is behind a flag in Debian's Chromium: a browser of this file's own, with it on, and
// one tab navigated from page to page (a new tab costs more than the checks on a page).
let browser: Browser;
let tab: Page;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_WEBMCP_ARGS });
  tab = await (await browser.newContext()).newPage();
});
afterAll(() => browser?.close());

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

interface ListedTool {
  name: string;
  description: string;
  inputSchema: string;
}

/**
 * Opens a page and waits for its tools: /webmcp.js registers the site's tools in one loop when it
 * runs, after `load`, so the first of them listed means all are (the optimizer form's own tool
 * is declared in its HTML, earlier).
 */
async function toolsOn(path: string): Promise<{ page: Page; tools: ListedTool[] }> {
  const page = tab;
  await page.goto(new URL(path, baseUrl()).href);
  // Polled in the page (waitForFunction would take getTools' promise for a truthy answer); the test's timeout bounds it.
  await page.evaluate(async (name) => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]> } }).modelContext;
    while (!(await context.getTools()).some((tool) => tool.name === name)) await new Promise((resolve) => setTimeout(resolve, 20));
  }, PAGE_TOOLS[0]);
  const tools = await page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<ListedTool[]> } }).modelContext;
    // Chromium hands the schema back as JSON text.
    return (await context.getTools()).map(({ name, description, inputSchema }) => ({
      name,
      description,
      inputSchema: typeof inputSchema === 'string' ? inputSchema : JSON.stringify(inputSchema),
    }));
  });
  return { page, tools };
}

/** Runs a registered tool the way an agent in the browser would. */
const execute = (page: Page, name: string, args: Record<string, unknown>) =>
  page.evaluate(
    async ([toolName, toolArgs]) => {
      const context = (
        document as unknown as {
          modelContext: { getTools(): Promise<{ name: string }[]>; executeTool(tool: unknown, args: unknown): Promise<unknown> };
        }
      ).modelContext;
      const tool = (await context.getTools()).find((candidate) => candidate.name === toolName);
      const result = await context.executeTool(tool, toolArgs);
      // Chromium returns the tool's answer serialised as JSON.
      return typeof result === 'string' ? JSON.parse(result) : JSON.parse(JSON.stringify(result));
    },
    [name, args] as const,
  ) as Promise<{ content: { text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean }>;

const optimizerOn = owner.site.features.optimizer;

describe.each(pages.map((page) => page.path))('WebMCP on %s', (path) => {
  it("registers the site's read-only tools (and the optimizer's on its page), each with a valid JSON Schema", async () => {
    const { tools } = await toolsOn(path);
    const expected = [...EVERY_PAGE, ...(optimizerOn && path === OPTIMIZER_PAGE ? ['optimize_portfolio', FORM_TOOL] : [])];
    expect(tools.map((tool) => tool.name).sort()).toEqual([...expected].sort());
    for (const tool of tools) {
      const schema = JSON.parse(tool.inputSchema);
      expect(schema.type, tool.name).toBe('object');
      expect(() => ajv.compile(schema), tool.name).not.toThrow();
      if (tool.name === FORM_TOOL) expect(tool.description).toBe(t.optimizerPage.formTool);
      else expect(tool.description, tool.name).toBe(siteWebMcpTools.find((known) => known.name === tool.name)!.description);
    }
  });
});

describe('WebMCP tools, run in the page', () => {
  it('get_profile answers what the MCP server answers: the owner profile', async () => {
    const { page } = await toolsOn(navPages[0]!.path);
    const result = await execute(page, 'get_profile', {});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(JSON.stringify(owner.profile)));
  });

  it("fetch returns a page's Markdown twin", async () => {
    const { page } = await toolsOn('/');
    const twin = navPages[1]!.twin;
    const result = await execute(page, 'fetch', { id: twin });
    expect((result.structuredContent as { text: string }).text).toBe(await (await fetch(new URL(twin, baseUrl()))).text());
  });

  it('a call the server refuses comes back as a tool error, not an exception', async () => {
    const { page } = await toolsOn('/');
    const result = await execute(page, 'fetch', { id: '/no-such-document.md' });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text.length).toBeGreaterThan(0);
  });

  it.runIf(optimizerOn)('optimize_portfolio on the optimizer page runs the form’s request and returns the analytics', async () => {
    const { page } = await toolsOn(OPTIMIZER_PAGE);
    const result = await execute(page, 'optimize_portfolio', { tickers: ['GGAL', 'YPFD', 'AL30'] });
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

  it.runIf(optimizerOn)(
    'the optimizer form, as a declarative tool, takes the tickers, draws the results and answers with the analytics',
    async () => {
      const { page, tools } = await toolsOn(OPTIMIZER_PAGE);
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
      const answer = (await execute(page, FORM_TOOL, { tickers: 'GGAL, YPFD, AL30' })) as unknown as {
        tickers: string[];
        analytics: { frontier: unknown[] };
      };
      expect(answer.tickers).toEqual(['GGAL', 'YPFD', 'AL30']);
      expect(answer.analytics.frontier.length).toBeGreaterThan(0);
      expect(
        await page
          .locator('#chosen-tickers [data-ticker]')
          .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ticker)),
      ).toEqual(['GGAL', 'YPFD', 'AL30']);
      await expect.poll(() => page.locator('#results').isVisible()).toBe(true);
    },
  );

  it.runIf(optimizerOn)('optimize_portfolio reports unknown tickers with the API’s code', async () => {
    const { page } = await toolsOn(OPTIMIZER_PAGE);
    const result = await execute(page, 'optimize_portfolio', { tickers: ['GGAL', 'NOPE'] });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^unknown_tickers: /);
  });
});

describe('without WebMCP', () => {
  it('a browser without the API never downloads the registration script', async () => {
    // The browser the other browser tests share has no WebMCP.
    const plain = await connectBrowser();
    try {
      const page = await plain.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await gotoSettled(page, new URL('/', baseUrl()).href, 'networkidle');
      expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
      expect(requested).not.toContain('/webmcp.js');
    } finally {
      await plain.close();
    }
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled } from '../../scripts/lib/page-measure.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { owner } from '../../src/data/owner.ts';
import { navPages, pages } from '../support/built-editions.ts';
import { siteWebMcpTools } from '../../src/data/webmcp.ts';
import { PAGE_TOOLS } from '../../src/lib/webmcp/tools.ts';
import { connectBrowser } from '../support/browser.ts';
import { baseUrl } from '../support/http.ts';
import { executeTool, toolsOn, webMcpBrowser } from '../support/webmcp-page.ts';

/** Every page offers these: search and fetch, and the profile's and projects' read-only tools. */
const EVERY_PAGE = [...PAGE_TOOLS, 'get_profile', 'get_contact', 'list_projects'];
/** The tools the owner's capabilities offer on one page of their own. */
const OWN_PAGE_OFFERS = capabilitiesOn(owner)
  .flatMap((capability) => capability.webMcp ?? [])
  .filter((offer) => offer.page);

let browser: Browser;
let tab: Page;
beforeAll(async () => {
  ({ browser, tab } = await webMcpBrowser());
});
afterAll(() => browser?.close());

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

describe.each(pages.map((page) => page.path))('WebMCP on %s', (path) => {
  it("registers the site's read-only tools (and a capability's on its own page), each with a valid JSON Schema", async () => {
    const { page, tools } = await toolsOn(tab, path);
    // A page's form may declare a tool of its own in its HTML, described there.
    const declared = await page
      .locator('form[toolname]')
      .evaluateAll((forms) => forms.map((form) => [form.getAttribute('toolname')!, form.getAttribute('tooldescription') ?? ''] as const));
    const expected = [...EVERY_PAGE, ...OWN_PAGE_OFFERS.filter((offer) => offer.page === path).map((offer) => offer.tool)];
    expect(tools.map((tool) => tool.name).sort()).toEqual([...expected, ...declared.map(([name]) => name)].sort());
    for (const tool of tools) {
      const schema = JSON.parse(tool.inputSchema);
      expect(schema.type, tool.name).toBe('object');
      expect(() => ajv.compile(schema), tool.name).not.toThrow();
      const form = declared.find(([name]) => name === tool.name);
      if (form) expect(tool.description, tool.name).toBe(form[1]);
      else expect(tool.description, tool.name).toBe(siteWebMcpTools.find((known) => known.name === tool.name)!.description);
    }
  });
});

describe('WebMCP tools, run in the page', () => {
  it('get_profile answers what the MCP server answers: the owner profile', async () => {
    const { page } = await toolsOn(tab, navPages[0]!.path);
    const result = await executeTool(page, 'get_profile', {});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(JSON.stringify(owner.profile)));
  });

  it("fetch returns a page's Markdown twin", async () => {
    const { page } = await toolsOn(tab, '/');
    const twin = navPages[1]!.twin;
    const result = await executeTool(page, 'fetch', { id: twin });
    expect((result.structuredContent as { text: string }).text).toBe(await (await fetch(new URL(twin, baseUrl()))).text());
  });

  it('a call the server refuses comes back as a tool error, not an exception', async () => {
    const { page } = await toolsOn(tab, '/');
    const result = await executeTool(page, 'fetch', { id: '/no-such-document.md' });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text.length).toBeGreaterThan(0);
  });
});

describe('WebMCP as it ships', () => {
  type Listed = { name: string }[];
  const listed = (page: Page) =>
    page.evaluate(async () =>
      (await (document as unknown as { modelContext: { getTools(): Promise<Listed> } }).modelContext.getTools()).map((tool) => tool.name),
    );

  it('ends the registrations when the page goes away, and makes them again when it comes back from the back-forward cache', async () => {
    const { page, tools } = await toolsOn(tab, '/');
    const ours = tools.map((tool) => tool.name);
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect.poll(() => listed(page)).toEqual([]);
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(async () => (await listed(page)).sort()).toEqual([...ours].sort());
  });

  it('leaves out quietly a tool the browser refuses, and registers the others', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // Another script of the page took get_profile first: the site's registration of it is refused.
      await page.addInitScript(() => {
        const context = (document as unknown as { modelContext: { registerTool(tool: unknown): Promise<void> } }).modelContext;
        void context.registerTool({ name: 'get_profile', description: 'taken', inputSchema: { type: 'object' }, execute: () => 'taken' });
      });
      const { tools } = await toolsOn(page, '/');
      expect(tools.filter((tool) => tool.name === 'get_profile').map((tool) => tool.description)).toEqual(['taken']);
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining([...EVERY_PAGE]));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("declares /search's form as a tool: it searches in the page and answers the results it lists", async () => {
    const { page, tools } = await toolsOn(tab, '/search');
    const form = await page.locator('form[toolname]').evaluate((element) => ({
      name: element.getAttribute('toolname')!,
      description: element.getAttribute('tooldescription')!,
    }));
    expect(tools).toContainEqual(expect.objectContaining(form));
    const word = owner.profile.name.split(/\s+/).toSorted((a, b) => b.length - a.length)[0]!;
    const answer = (await executeTool(page, form.name, { q: word })) as unknown as { results: { url: string; title: string }[] };
    expect(answer.results.length).toBeGreaterThan(0);
    expect(await page.locator('.search-results li').count()).toBe(Math.min(answer.results.length, 10));
    for (const result of answer.results) expect(new URL(result.url).origin).toBe(new URL(baseUrl()).origin);
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

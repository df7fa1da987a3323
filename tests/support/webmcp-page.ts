import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_WEBMCP_ARGS } from '../../scripts/lib/chromium.ts';
import { PAGE_TOOLS } from '../../src/lib/webmcp/tools.ts';
import { baseUrl } from './http.ts';

/** A tool as a page lists it through document.modelContext. */
export interface ListedTool {
  name: string;
  description: string;
  inputSchema: string;
}

/**
 * WebMCP is behind a flag in Debian's Chromium: a browser of the test file's own, with it on, and
 * one tab navigated from page to page (a new tab costs more than the checks on a page).
 */
export async function webMcpBrowser(): Promise<{ browser: Browser; tab: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_WEBMCP_ARGS });
  return { browser, tab: await (await browser.newContext()).newPage() };
}

/**
 * Opens a page in the tab and waits for its tools: /webmcp.js registers the site's tools in one
 * loop when it runs, after `load`, so the first of them listed means all are (a form's own
 * declarative tool is declared in its HTML, earlier).
 */
export async function toolsOn(tab: Page, path: string): Promise<{ page: Page; tools: ListedTool[] }> {
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
export const executeTool = (page: Page, name: string, args: Record<string, unknown>) =>
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

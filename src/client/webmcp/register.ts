// Registers the site's tools with the browser's WebMCP (document.modelContext). Loaded only
// where that API exists (src/client/webmcp/loader.ts); the tool lists, one per language the site
// speaks, are built in at build time (src/integrations/webmcp.ts) from the MCP server's own definitions.
import type { WebMcpTool } from '../../lib/webmcp/tools.ts';
import { runTool, type ToolResult } from './run.ts';

type RegisteredTool = Omit<WebMcpTool, 'via' | 'page'> & { execute(args: Record<string, unknown>): Promise<ToolResult> };

interface ModelContext {
  /** A Promise as WebMCP ships it (settled once the tool is registered, rejected if it is refused); nothing in older builds. */
  registerTool(tool: RegisteredTool, options?: { signal?: AbortSignal }): Promise<void> | undefined;
}

/** Every language's tools, the default's first; each page registers its own language's. */
declare const __WEBMCP_TOOLS__: Record<string, WebMcpTool[]>;

// The spec's place; the origin trial's navigator.modelContext where a browser still has only that.
const context = ((document as { modelContext?: ModelContext }).modelContext ??
  (navigator as { modelContext?: ModelContext }).modelContext) as ModelContext;
const path = location.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
const tools = (__WEBMCP_TOOLS__[document.documentElement.lang] ?? Object.values(__WEBMCP_TOOLS__)[0] ?? []).filter(
  ({ page }) => !page || page === path,
);

/**
 * Registers this page's tools for as long as the page is shown: `pagehide` (leaving, or going
 * into the back-forward cache) aborts their signal, which ends them. All are asked for at once
 * and each is awaited; a tool the browser refuses (a name already taken, a page it does not
 * allow) is left out quietly, and the others still register.
 */
async function registerWhileShown(): Promise<void> {
  const shown = new AbortController();
  addEventListener('pagehide', () => shown.abort(), { once: true });
  const register = async ({ via, page: _page, ...tool }: WebMcpTool) =>
    context.registerTool({ ...tool, execute: (args) => runTool(via, tool.name, args, fetch) }, { signal: shown.signal });
  // Refused, or the page went away before it was registered: nothing to tell the reader.
  await Promise.allSettled(tools.map(register));
}

void registerWhileShown();
// Back from the back-forward cache: the page is shown again, and so are its tools.
addEventListener('pageshow', (event) => {
  if (event.persisted) void registerWhileShown();
});

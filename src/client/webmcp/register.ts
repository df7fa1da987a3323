// Registers the site's tools with the browser's WebMCP (document.modelContext). Loaded only
// where that API exists (src/client/webmcp/loader.ts); the tool lists, one per language the site
// speaks, are built in at build time (src/integrations/webmcp.ts) from the MCP server's own definitions.
import type { WebMcpTool } from '../../lib/webmcp/tools.ts';
import { runTool, type ToolResult } from './run.ts';

interface ModelContext {
  registerTool(tool: Omit<WebMcpTool, 'via' | 'page'> & { execute(args: Record<string, unknown>): Promise<ToolResult> }): unknown;
}

/** Every language's tools, the default's first; each page registers its own language's. */
declare const __WEBMCP_TOOLS__: Record<string, WebMcpTool[]>;

const context = ((document as { modelContext?: ModelContext }).modelContext ??
  (navigator as { modelContext?: ModelContext }).modelContext) as ModelContext;
const path = location.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');

const tools = __WEBMCP_TOOLS__[document.documentElement.lang] ?? Object.values(__WEBMCP_TOOLS__)[0] ?? [];
for (const { via, page, ...tool } of tools) {
  if (page && page !== path) continue;
  context.registerTool({ ...tool, execute: (args) => runTool(via, tool.name, args, fetch) });
}

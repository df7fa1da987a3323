// Registers the site's tools with the browser's WebMCP (document.modelContext). Loaded only
// where that API exists (src/client/webmcp/loader.ts); the tool list is built in at build time
// (src/integrations/webmcp.ts) from the MCP server's own definitions.
import type { WebMcpTool } from '../../lib/webmcp/tools.ts';
import { runTool, type ToolResult } from './run.ts';

interface ModelContext {
  registerTool(tool: Omit<WebMcpTool, 'via' | 'page'> & { execute(args: Record<string, unknown>): Promise<ToolResult> }): unknown;
}

declare const __WEBMCP_TOOLS__: WebMcpTool[];

const context = ((document as { modelContext?: ModelContext }).modelContext ??
  (navigator as { modelContext?: ModelContext }).modelContext) as ModelContext;
const path = location.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');

for (const { via, page, ...tool } of __WEBMCP_TOOLS__) {
  if (page && page !== path) continue;
  context.registerTool({ ...tool, execute: (args) => runTool(via, tool.name, args, fetch) });
}

import type { Tool } from '@modelcontextprotocol/server';
import type { WebMcpOffer } from '../../capabilities/capability.ts';

/** The MCP tools a page offers through WebMCP: read-only, about the site, answered by the site's own /mcp. */
export const PAGE_TOOLS = ['search', 'fetch', 'get_profile', 'get_contact', 'list_projects'] as const;

/** A tool as a page registers it with `document.modelContext.registerTool`, and how it is answered. */
export interface WebMcpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Tool['inputSchema'];
  annotations: { readOnlyHint: boolean; untrustedContentHint?: boolean };
  /** `mcp`: a tools/call to the site's /mcp; otherwise the API a capability's page form calls (`optimize`: POST /api/portfolio/optimize). */
  via: 'mcp' | 'optimize';
  /** The one page that registers it; every page when absent. */
  page?: string;
}

/**
 * The WebMCP tools, from the MCP server's own tool list: the same names, titles, descriptions
 * and input schemas (made once from the zod schemas the APIs validate with). Every page offers
 * PAGE_TOOLS; a capability offers its own tool on its own page (`offers`).
 */
export function webMcpTools(mcpTools: readonly Tool[], offers: readonly WebMcpOffer[] = []): WebMcpTool[] {
  const byName = new Map(mcpTools.map((tool) => [tool.name, tool]));
  const pick = (name: string, via: WebMcpTool['via'], page?: string): WebMcpTool[] => {
    const tool = byName.get(name);
    if (!tool) return [];
    return [
      {
        name: tool.name,
        ...(tool.title ? { title: tool.title } : {}),
        description: tool.description ?? tool.name,
        inputSchema: tool.inputSchema,
        // GitHub's and data912's answers, and search results, come from outside the owner's file.
        annotations: { readOnlyHint: true, ...(tool.annotations?.openWorldHint ? { untrustedContentHint: true } : {}) },
        via,
        ...(page ? { page } : {}),
      },
    ];
  };
  return [...PAGE_TOOLS.flatMap((name) => pick(name, 'mcp')), ...offers.flatMap((offer) => pick(offer.tool, offer.via, offer.page))];
}

import type { Tool } from '@modelcontextprotocol/server';

/** An HTTP API a WebMCP tool calls instead of /mcp (the one its page's form calls), and the answer's fields its text repeats. */
export interface WebMcpApi {
  post: string;
  textFields: string[];
}

/** One of a capability's MCP tools, offered to browser agents through WebMCP. */
export interface WebMcpOffer {
  tool: string;
  /** The one page that offers it; every page when absent. */
  page?: string;
  /** Answered by this API (as the page's form is) instead of the site's /mcp. */
  via?: WebMcpApi;
}

/** The site's own tools every page offers through WebMCP: search and fetch over every document. */
export const PAGE_TOOLS = ['search', 'fetch'] as const;

/** A tool as a page registers it with `document.modelContext.registerTool`, and how it is answered. */
export interface WebMcpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Tool['inputSchema'];
  annotations: { readOnlyHint: boolean; untrustedContentHint?: boolean };
  /** `mcp`: a tools/call to the site's /mcp; otherwise the API the capability's page form calls. */
  via: 'mcp' | WebMcpApi;
  /** The one page that registers it; every page when absent. */
  page?: string;
}

/**
 * The WebMCP tools, from the MCP server's own tool list: the same names, titles, descriptions
 * and input schemas (made once from the zod schemas the APIs validate with). Every page offers
 * PAGE_TOOLS; the capabilities offer theirs (`offers`) on every page or on their own.
 */
export function webMcpTools(mcpTools: readonly Tool[], offers: readonly WebMcpOffer[] = []): WebMcpTool[] {
  const byName = new Map(mcpTools.map((tool) => [tool.name, tool]));
  const pick = ({ tool: name, page, via }: WebMcpOffer): WebMcpTool[] => {
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
        via: via ?? 'mcp',
        ...(page ? { page } : {}),
      },
    ];
  };
  return [...PAGE_TOOLS.map((tool) => ({ tool })), ...offers].flatMap(pick);
}

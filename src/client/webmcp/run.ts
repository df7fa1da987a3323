import type { WebMcpApi, WebMcpTool } from '../../lib/webmcp/tools.ts';

/** What a WebMCP tool returns: MCP's CallToolResult shape. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const failure = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/**
 * A tools/call to the site's own MCP endpoint: the answer any MCP client gets, in the page's
 * language (its Accept-Language). Stateless, so one request is the whole exchange.
 */
async function callMcp(name: string, args: Record<string, unknown>, fetcher: typeof fetch): Promise<ToolResult> {
  const language = globalThis.document?.documentElement.lang;
  const response = await fetcher('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const body = (await response.json().catch(() => null)) as { result?: ToolResult; error?: { message: string } } | null;
  if (body?.result) return body.result;
  return failure(body?.error?.message ?? `The site's MCP server answered ${response.status}.`);
}

/** The request the capability's page form makes (its API); the answer comes back whole as structuredContent. */
async function callApi({ post, textFields }: WebMcpApi, args: Record<string, unknown>, fetcher: typeof fetch): Promise<ToolResult> {
  const response = await fetcher(post, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const error = body?.error as { code: string; message: string } | undefined;
  if (!response.ok || !body) return failure(error ? `${error.code}: ${error.message}` : `${post} answered ${response.status}.`);
  const text = JSON.stringify(Object.fromEntries(textFields.map((field) => [field, body[field]])));
  return { content: [{ type: 'text', text }], structuredContent: body };
}

/** Runs a page's tool the way its definition says; a network failure is a tool error, never a thrown exception. */
export async function runTool(
  via: WebMcpTool['via'],
  name: string,
  args: Record<string, unknown>,
  fetcher: typeof fetch,
): Promise<ToolResult> {
  try {
    return via === 'mcp' ? await callMcp(name, args, fetcher) : await callApi(via, args, fetcher);
  } catch {
    return failure('The site could not be reached.');
  }
}

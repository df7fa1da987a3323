import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { preflight } from '../http/cors.ts';
import { json } from '../http/json.ts';
import { withHeaders } from '../http/with-headers.ts';
import { isOriginAllowed } from './origin.ts';
import { createMcpServer, type McpContent } from './server.ts';
import { discoveryDocument } from './server-info.ts';

export const MAX_MCP_BODY_BYTES = 64 * 1024;

export interface McpHandlerOptions extends McpContent {
  allowedOrigins: string[];
}

const EXPOSED = 'Mcp-Session-Id, MCP-Protocol-Version';
const ALLOWED_HEADERS = 'Content-Type, Accept, Authorization, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID';

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}) {
  return json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * POST /mcp and /.well-known/mcp: a stateless MCP server over Streamable HTTP with JSON
 * responses, a fresh server and transport per request. GET /.well-known/mcp is a small
 * discovery document; GET or DELETE /mcp answer 405 (no SSE stream, no sessions).
 */
export function createMcpHandler(options: McpHandlerOptions) {
  return async (request: Request): Promise<Response> => {
    const isWellKnown = new URL(request.url).pathname.startsWith('/.well-known/');
    const wantsDiscovery =
      isWellKnown && (request.method === 'GET' || request.headers.get('access-control-request-method')?.toUpperCase() === 'GET');
    // The discovery document is public to every origin; only JSON-RPC is guarded against DNS rebinding.
    if (wantsDiscovery) return discovery(request, options);

    const origin = request.headers.get('origin');
    if (!isOriginAllowed(origin, options.siteUrl, options.allowedOrigins)) {
      return rpcError(403, -32000, 'Forbidden: this Origin may not use the MCP endpoint.', { vary: 'Origin' });
    }
    const cors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED, vary: 'Origin' }
      : {};
    if (request.method === 'OPTIONS') {
      return preflight({ methods: isWellKnown ? ['GET', 'POST', 'OPTIONS'] : ['POST', 'OPTIONS'], headers: ALLOWED_HEADERS, cors });
    }
    if (request.method !== 'POST') {
      return rpcError(405, -32000, 'Method not allowed: this stateless server takes POST only (no SSE stream, no sessions).', {
        ...cors,
        allow: isWellKnown ? 'GET, POST' : 'POST',
      });
    }

    let server: ReturnType<typeof createMcpServer> | undefined;
    try {
      server = createMcpServer(options);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MAX_MCP_BODY_BYTES,
      });
      await server.connect(transport);
      const response = await transport.handleRequest(request);
      return withHeaders(response, { ...cors, 'cache-control': 'no-store' });
    } catch (error) {
      // Still a JSON-RPC answer, for the client that sent JSON-RPC; logged, never detailed.
      console.error('mcp: unexpected failure', error);
      return rpcError(500, -32603, 'Internal error: the MCP server could not handle this request.', cors);
    } finally {
      // JSON responses are complete once handleRequest resolves: close this request's server.
      void server?.close().catch(() => {});
    }
  };
}

/** GET /.well-known/mcp (and its CORS preflight): where the server is and what it speaks, for any origin. */
function discovery(request: Request, options: McpHandlerOptions): Response {
  const cors = { 'access-control-allow-origin': '*' };
  if (request.method === 'OPTIONS') return preflight({ methods: ['GET', 'OPTIONS'], cors });
  return json(discoveryDocument(options.owner, options.siteUrl), { headers: { ...cors, 'cache-control': 'public, max-age=3600' } });
}

import {
  createMcpHandler as createSdkHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { readJsonBody, wordBodyFailure } from '../http/body.ts';
import { sharedWordsFor } from '../i18n/index.ts';
import { preflight } from '../http/cors.ts';
import { json } from '../http/json.ts';
import { withHeaders } from '../http/with-headers.ts';
import { isOriginAllowed } from './origin.ts';
import { createMcpServerFactory, type McpCatalog, type McpContent, siteCatalog } from './server.ts';
import { discoveryDocument } from './server-info.ts';
import type { ToolSpec } from './tool-table.ts';

const MAX_MCP_BODY_BYTES = 64 * 1024;

/** Tools for the site's owner alone (their statistics): listed and answered only on a request `isOwner` accepts. */
export interface OwnerTools {
  isOwner(request: Request): boolean;
  tools: ToolSpec[];
}

export interface McpHandlerOptions extends McpContent {
  allowedOrigins: string[];
  ownerTools?: OwnerTools;
  /** Changes what the server offers; tests add the conformance suite's fixtures with it. */
  extendCatalog?: (catalog: McpCatalog) => McpCatalog;
}

const EXPOSED = 'MCP-Protocol-Version';
const ALLOWED_HEADERS = 'Content-Type, Accept, Authorization, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID';

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}) {
  return json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** A refused body's HTTP status, JSON-RPC code and the error's name before its sentence. */
const BODY_ERRORS = {
  unsupported_media_type: [415, -32000, 'Unsupported media type'],
  too_large: [413, -32000, 'Payload too large'],
  empty: [400, -32700, 'Parse error'],
  invalid_json: [400, -32700, 'Parse error'],
} as const;

/**
 * POST /mcp and /.well-known/mcp: both generations of MCP over Streamable HTTP, statelessly,
 * from one server factory. The SDK's `isLegacyRequest`, the predicate its own handler routes
 * on, decides a request's generation, the SDK's documented way to serve the older one
 * yourself. Requests carrying the 2026-07-28 `_meta` envelope go to the SDK's modern handler
 * (no initialize, server/discover, cache hints); everything else is a legacy request served by
 * a fresh stateless transport with JSON responses. That leg is the site's, not the SDK's
 * default (`legacy: 'stateless'`): the SDK's answers every request over SSE, this server
 * promises JSON, and the SDK's leg served a third to a half as many calls a second
 * (docs/performance.md). JSON-RPC batches, which left the protocol in 2025-06-18, are refused
 * before either. GET /.well-known/mcp is a small discovery document; GET or DELETE /mcp answer 405.
 */
export function createMcpHandler(options: McpHandlerOptions) {
  const bodyWords = sharedWordsFor(options.owner.site.language).requestBody;
  const served = (ownerTools: ToolSpec[], cacheScope: 'public' | 'private') => {
    const catalog = options.extendCatalog?.(siteCatalog(options, ownerTools)) ?? siteCatalog(options, ownerTools);
    const factory = createMcpServerFactory(options, catalog, cacheScope);
    return { catalog, factory, modern: createSdkHandler(factory, { legacy: 'reject', maxRequestBodySize: MAX_MCP_BODY_BYTES }) };
  };
  const everyone = served([], 'public');
  // A second server for the owner, with their tools, built on the owner's first request: to
  // anyone else those tools do not exist, and no other cold start pays for them.
  let owner: ReturnType<typeof served> | undefined;
  function forOwner(request: Request) {
    if (!options.ownerTools?.tools.length || !options.ownerTools.isOwner(request)) return undefined;
    owner ??= served(options.ownerTools.tools, 'private');
    return owner;
  }
  const ownerToolNames = new Set(options.ownerTools?.tools.map((tool) => tool.name));

  async function serveLegacy(factory: () => ReturnType<typeof everyone.factory>, request: Request, parsedBody: unknown): Promise<Response> {
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    // Not closed afterwards: a JSON response is whole once handleRequest resolves, and no
    // handler here sends requests of its own, so nothing of this server is left pending (no
    // timers, no open handlers) and it is garbage with the response. Closing would only build
    // an Error, about a tenth of a call's cost. A test checks that a finished exchange's server is garbage.
    return transport.handleRequest(request, { parsedBody });
  }

  const handle = async (request: Request): Promise<Response> => {
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
      const allowed = isWellKnown ? 'GET for the discovery document and POST' : 'POST only';
      return rpcError(405, -32000, `Method not allowed: this stateless server takes ${allowed} (no SSE stream, no sessions).`, {
        ...cors,
        allow: isWellKnown ? 'GET, POST' : 'POST',
      });
    }

    const body = await readJsonBody(request, MAX_MCP_BODY_BYTES);
    if (!body.ok) {
      const [status, code, name] = BODY_ERRORS[body.failure.kind];
      return rpcError(status, code, `${name}: ${wordBodyFailure(body.failure, bodyWords)}`, cors);
    }
    if (Array.isArray(body.value)) {
      return rpcError(400, -32600, 'Invalid Request: JSON-RPC batches are not supported; send one message per request.', cors);
    }
    const { factory, modern } = forOwner(request) ?? everyone;
    try {
      const response = (await isLegacyRequest(request, body.value))
        ? await serveLegacy(factory, request, body.value)
        : await modern.fetch(request, { parsedBody: body.value });
      return withHeaders(response, { ...cors, 'cache-control': 'no-store' });
    } catch (error) {
      // Still a JSON-RPC answer, for the client that sent JSON-RPC; logged, never detailed.
      console.error('mcp: unexpected failure', error);
      return rpcError(500, -32603, 'Internal error: the MCP server could not handle this request.', cors);
    }
  };
  /** Whether this server has the tool or prompt a message names, or serves the resource it reads: what counting may keep of a name. */
  const knows = (method: string, name: string): boolean => {
    if (method === 'tools/call') return everyone.catalog.tools.has(name) || ownerToolNames.has(name);
    if (method === 'prompts/get') return everyone.catalog.prompts.list.some((prompt) => prompt.name === name);
    if (method === 'resources/read') return everyone.catalog.resources.has(name);
    return false;
  };
  return Object.assign(handle, { knows });
}

/** The MCP endpoint's handler, and what it can tell of the names a message uses. */
export type McpHandler = ReturnType<typeof createMcpHandler>;

/** GET /.well-known/mcp (and its CORS preflight): where the server is and what it speaks, for any origin. */
function discovery(request: Request, options: McpHandlerOptions): Response {
  const cors = { 'access-control-allow-origin': '*' };
  if (request.method === 'OPTIONS') return preflight({ methods: ['GET', 'OPTIONS'], cors });
  return json(discoveryDocument(options.owner, options.siteUrl, options.offer.extensions), {
    headers: { ...cors, 'cache-control': 'public, max-age=3600' },
  });
}

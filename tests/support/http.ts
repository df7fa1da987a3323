import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export function get(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseUrl()), { redirect: 'manual', ...init });
}

/** Maps an absolute production URL (as written in llms.txt, sitemaps, canonicals) onto the local stack. */
export function local(url: string) {
  const { pathname, search } = new URL(url);
  return new URL(pathname + search, baseUrl()).href;
}

/**
 * A JSON-RPC request to /mcp as a 2025-11-25 client sends it (no initialize: the server is
 * stateless), in the language `acceptLanguage` asks for.
 */
export function postMcp(method: string, params: Record<string, unknown>, acceptLanguage: string) {
  return get('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      'accept-language': acceptLanguage,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../../src/data/pages.ts';
import { createMcpHandler } from '../../src/lib/mcp/handler.ts';
import { parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';

const SITE = 'https://site.test';
const handler = createMcpHandler({
  owner,
  pages,
  siteUrl: SITE,
  readTwin: async (path) => (path === '/contact.md' ? '# Contact\n' : null),
  allowedOrigins: parseAllowedOrigins('https://inspector.example, not a url'),
});

const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};
const ACCEPT = 'application/json, text/event-stream';

function call(body: unknown, headers: Record<string, string> = {}, { method = 'POST', path = '/mcp' } = {}) {
  return handler(
    new Request(`${SITE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
      body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    }),
  );
}
const rpc = (method: string, params: unknown = {}, headers: Record<string, string> = {}) =>
  call({ jsonrpc: '2.0', id: 7, method, params }, { 'mcp-protocol-version': '2025-06-18', ...headers });

describe('MCP wire rules', () => {
  it('initializes statelessly with JSON, serverInfo carrying title, websiteUrl and icons', async () => {
    const response = await call(INIT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const { result } = await response.json();
    expect(result.serverInfo).toMatchObject({
      name: 'test.site/portfolio',
      version: '1.0.0',
      websiteUrl: 'https://site.test/',
      title: expect.any(String),
    });
    expect(result.serverInfo.icons[0]).toMatchObject({ src: 'https://site.test/favicon.svg' });
    expect(result.capabilities).toMatchObject({ tools: { listChanged: false }, resources: { listChanged: false } });
  });

  it('serves the same server on /.well-known/mcp', async () => {
    const response = await call(INIT, {}, { path: '/.well-known/mcp' });
    expect(response.status).toBe(200);
    expect((await response.json()).result.protocolVersion).toBe('2025-06-18');
  });

  it.each([
    ['application/json', 406],
    ['text/event-stream', 406],
    ['*/*', 406],
  ])('Accept: %s -> %i', async (accept, status) => {
    const response = await call(INIT, { accept });
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(-32000);
  });

  it('415 for a non-JSON content type', async () => {
    expect((await call(INIT, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('answers malformed JSON with a JSON-RPC parse error', async () => {
    const response = await call('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(-32700);
  });

  it('accepts notifications with 202 and no body', async () => {
    const response = await call({ jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-protocol-version': '2025-06-18' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
  });

  it('rejects an unsupported MCP-Protocol-Version with 400', async () => {
    const response = await rpc('tools/list', {}, { 'mcp-protocol-version': '1999-01-01' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/Unsupported protocol version/);
  });

  it('413 for a body over 64 KB', async () => {
    const response = await call({ ...INIT, params: { ...INIT.params, padding: 'x'.repeat(70_000) } });
    expect(response.status).toBe(413);
  });

  it('405 with Allow: POST for GET and DELETE on /mcp, instead of an endless SSE stream', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await call(undefined, {}, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('answers GET /.well-known/mcp with the discovery document', async () => {
    const response = await call(undefined, {}, { method: 'GET', path: '/.well-known/mcp' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'test.site/portfolio',
      endpoints: { streamable_http: 'https://site.test/mcp' },
      protocolVersions: expect.arrayContaining(['2025-06-18', '2025-11-25']),
      serverCard: 'https://site.test/mcp/server-card',
    });
  });
});

describe('Origin validation and CORS', () => {
  it.each([
    [undefined, 200],
    ['https://site.test', 200],
    ['https://inspector.example', 200],
    ['https://evil.example', 403],
    ['https://site.test.evil.example', 403],
    ['null', 403],
    ['not a url', 403],
    ['http://localhost:4321', 200],
  ])('Origin %s -> %i', async (origin, status) => {
    const response = await call(INIT, origin ? { origin } : {});
    expect(response.status).toBe(status);
    if (status === 200 && origin) expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    if (status === 403) expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never trusts an Origin because it matches the Host header (DNS rebinding)', async () => {
    const response = await handler(
      new Request('https://evil.example/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT, origin: 'https://evil.example', host: 'evil.example' },
        body: JSON.stringify(INIT),
      }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(-32000);
  });

  it('answers a preflight from an allowed origin, allowing and exposing the MCP headers', async () => {
    const response = await handler(
      new Request(`${SITE}/mcp`, {
        method: 'OPTIONS',
        headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://inspector.example');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Mcp-Session-Id/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/MCP-Protocol-Version/);
    const post = await call(INIT, { origin: 'https://inspector.example' });
    expect(post.headers.get('access-control-expose-headers')).toBe('Mcp-Session-Id, MCP-Protocol-Version');
  });

  it('refuses a preflight from another origin', async () => {
    const response = await handler(new Request(`${SITE}/mcp`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
    expect(response.status).toBe(403);
  });

  // Regression: the discovery document sent Access-Control-Allow-Origin: * but refused every foreign Origin with 403.
  it('serves the discovery document to any origin; JSON-RPC from that origin stays refused', async () => {
    const origin = 'https://evil.example';
    const discovery = await handler(new Request(`${SITE}/.well-known/mcp`, { headers: { origin } }));
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get('access-control-allow-origin')).toBe('*');
    expect((await discovery.json()).endpoints.streamable_http).toBe(`${SITE}/mcp`);
    const preflight = await handler(
      new Request(`${SITE}/.well-known/mcp`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await call(INIT, { origin }, { path: '/.well-known/mcp' })).status).toBe(403);
  });
});

describe('tools and resources', () => {
  it('lists four read-only tools with titles, schemas and annotations', async () => {
    const { result } = await (await rpc('tools/list')).json();
    expect(result.tools.map((tool: { name: string }) => tool.name).sort()).toEqual([
      'get_contact',
      'get_profile',
      'list_developer_resources',
      'list_projects',
    ]);
    for (const tool of result.tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.description).toEqual(expect.any(String));
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema.type).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(tool.inputSchema.required ?? []).toEqual([]);
    }
  });

  it('filters projects by tag and featured', async () => {
    const { result } = await (await rpc('tools/call', { name: 'list_projects', arguments: { tag: 'HTML', featured: true } })).json();
    expect(result.structuredContent.projects.map((p: { name: string }) => p.name)).toEqual(['octocat.github.io', 'Spoon-Knife']);
    expect(result.structuredContent.total).toBe(2);
    const none = (await (await rpc('tools/call', { name: 'list_projects', arguments: { tag: 'cobol' } })).json()).result;
    expect(none.structuredContent.total).toBe(0);
    expect(none.content[0].text).toBe('No project matches.');
  });

  it('returns a tool error for invalid arguments, not a crash', async () => {
    const { result } = await (await rpc('tools/call', { name: 'list_projects', arguments: { featured: 'yes' } })).json();
    expect(result.isError).toBe(true);
  });

  it('lists the twins as resources and reads one; a missing twin is an error, not a crash', async () => {
    const { result } = await (await rpc('resources/list')).json();
    expect(result.resources.map((r: { uri: string }) => r.uri)).toEqual(pages.map((p) => `https://site.test${p.twin}`));
    expect(result.resources.every((r: { mimeType: string }) => r.mimeType === 'text/markdown')).toBe(true);
    const read = await (await rpc('resources/read', { uri: 'https://site.test/contact.md' })).json();
    expect(read.result.contents[0]).toEqual({ uri: 'https://site.test/contact.md', mimeType: 'text/markdown', text: '# Contact\n' });
    const missing = await (await rpc('resources/read', { uri: 'https://site.test/projects.md' })).json();
    expect(missing.error.message).toMatch(/not available/);
  });
});

describe('unexpected failures', () => {
  it('answer a JSON-RPC error with status 500, without details', async () => {
    const broken = createMcpHandler({ owner, pages, siteUrl: 'not a url', readTwin: async () => null, allowedOrigins: [] });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await broken(
      new Request(`${SITE}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT },
        body: JSON.stringify(INIT),
      }),
    );
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ jsonrpc: '2.0', error: { code: -32603, message: expect.stringMatching(/^Internal error/) }, id: null });
    expect(JSON.stringify(body)).not.toMatch(/Invalid URL|at /);
  });
});

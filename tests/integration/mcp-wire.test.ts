import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { fill } from '../../src/lib/i18n/template.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../support/owner-editions.ts';
import { t } from '../../src/data/ui.ts';
import { siteMcpHandler } from '../../src/capabilities/mcp.ts';
import { parseAllowedOrigins } from '../../src/lib/mcp/origin.ts';
import { mcpOptions, SITE } from '../support/mcp-content.ts';
import { appResourceUris, toolsServedTo } from '../support/capability-tools.ts';

const handler = siteMcpHandler(
  mcpOptions({
    readFile: async (path) => (path === '/contact.md' ? '# Contact\n' : null),
    allowedOrigins: parseAllowedOrigins('https://inspector.example, not a url'),
  }),
);

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

  it('sends no cache headers but no-store, and no session id', async () => {
    const response = await call(INIT);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('mcp-session-id')).toBeNull();
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

  it('405 on /.well-known/mcp for other methods than GET and POST, saying both', async () => {
    const response = await call(undefined, {}, { method: 'PUT', path: '/.well-known/mcp' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect((await response.json()).error.message).toMatch(/GET .*POST/);
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
    for (const header of ['MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
    const post = await call(INIT, { origin: 'https://inspector.example' });
    expect(post.headers.get('access-control-expose-headers')).toBe('MCP-Protocol-Version');
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
  it('lists every tool (get_resume too when the owner has a résumé) with titles, schemas and annotations', async () => {
    const { result } = await (await rpc('tools/list')).json();
    expect(result.tools.map((tool: { name: string }) => tool.name)).toEqual(toolsServedTo(owner));
    for (const tool of result.tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.description).toEqual(expect.any(String));
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema.type).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
  });

  it('filters projects by tag and featured', async () => {
    // The owner's first tag, asked in upper case: tags match case-insensitively.
    const tag = owner.projects.flatMap((project) => project.tags)[0] ?? 'none';
    const expected = owner.projects
      .filter((p) => p.featured && p.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
      .map((p) => p.name);
    const { result } = await (
      await rpc('tools/call', { name: 'list_projects', arguments: { tag: tag.toUpperCase(), featured: true } })
    ).json();
    expect(result.structuredContent.projects.map((p: { name: string }) => p.name)).toEqual(expected);
    expect(result.structuredContent.total).toBe(expected.length);
    const none = (await (await rpc('tools/call', { name: 'list_projects', arguments: { tag: 'no-such-tag-anywhere' } })).json()).result;
    expect(none.structuredContent.total).toBe(0);
    expect(none.content[0].text).toBe(t.projects.noProject);
  });

  it("lists the twins as resources (and the MCP Apps of the owner's capabilities) and reads one", async () => {
    const { result } = await (await rpc('resources/list')).json();
    const [apps, twins] = [true, false].map((app) => result.resources.filter((r: { uri: string }) => r.uri.startsWith('ui://') === app));
    expect(apps.map((r: { uri: string }) => r.uri)).toEqual(appResourceUris(owner));
    expect(twins.map((r: { uri: string }) => r.uri)).toEqual(pages.map((p) => `https://site.test${p.twin}`));
    expect(twins.every((r: { mimeType: string }) => r.mimeType === 'text/markdown')).toBe(true);
    const read = await (await rpc('resources/read', { uri: 'https://site.test/contact.md' })).json();
    expect(read.result.contents[0]).toEqual({ uri: 'https://site.test/contact.md', mimeType: 'text/markdown', text: '# Contact\n' });
  });
});

/** A 2026-07-28 request: the `_meta` envelope in the body, the standard headers beside it. */
function modern(method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const name = (params.name ?? params.uri) as string | undefined;
  return call(
    {
      jsonrpc: '2.0',
      id: 9,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'wire-test', version: '1' },
        },
      },
    },
    {
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(name ? { 'mcp-name': name } : {}),
      ...headers,
    },
  );
}

const eras = [
  ['2025-11-25', (method: string, params?: Record<string, unknown>) => rpc(method, params, { 'mcp-protocol-version': '2025-11-25' })],
  ['2026-07-28', modern],
] as const;

describe.each(eras)('the error table, protocol %s', (_, send) => {
  it('an unknown tool is -32602 "Unknown tool"', async () => {
    const body = await (await send('tools/call', { name: 'nope', arguments: {} })).json();
    expect(body.error).toEqual({ code: -32602, message: 'Unknown tool: nope' });
    expect([7, 9]).toContain(body.id);
  });

  it.each(['toString', 'constructor', '__proto__'])('%s is an unknown tool, not a prototype method', async (name) => {
    const body = await (await send('tools/call', { name, arguments: {} })).json();
    expect(body.error).toEqual({ code: -32602, message: `Unknown tool: ${name}` });
  });

  it('arguments outside the input schema are a short tool error, not -32603 and no zod dump', async () => {
    const body = await (await send('tools/call', { name: 'list_projects', arguments: { featured: 'yes' } })).json();
    expect(body.result.isError).toBe(true);
    const { problems, mcpText } = dictionaryFor(owner.site.language);
    const problem = fill(problems.type, { field: 'featured', expected: problems.expected.boolean });
    expect(body.result.content).toEqual([{ type: 'text', text: `invalid_request: ${mcpText.invalidArguments('list_projects', problem)}` }]);
  });

  it('an unknown method is -32601', async () => {
    const response = await send('foo/bar');
    expect((await response.json()).error.code).toBe(-32601);
  });

  it('a resource that is not a page is -32602 with the URI in data', async () => {
    const uri = 'https://site.test/secret.md';
    const body = await (await send('resources/read', { uri })).json();
    expect(body.error).toMatchObject({ code: -32602, data: { uri } });
  });
});

describe('per-request servers', () => {
  // Legacy exchanges do not close their server (closing only builds an Error). This holds
  // the reason it may stay open: once the response is out, nothing keeps a server alive.
  it('are garbage once their exchange is answered, whichever generation and outcome', async () => {
    const servers: WeakRef<object>[] = [];
    const tracked = siteMcpHandler(
      mcpOptions({
        extendCatalog: (catalog) => ({ ...catalog, registerExtra: (server) => void servers.push(new WeakRef(server)) }),
      }),
    );
    const send = (body: unknown, headers: Record<string, string>) =>
      tracked(
        new Request(`${SITE}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
          body: JSON.stringify(body),
        }),
      );
    const legacy = { 'mcp-protocol-version': '2025-11-25' };
    const exchanges = [
      send(INIT, {}),
      send({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, legacy),
      send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'list_projects', arguments: {} } }, legacy),
      send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'search', arguments: { query: 'projects' } } }, legacy),
      send({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'nope' } }, legacy),
      send({ jsonrpc: '2.0', id: 6, method: 'resources/read', params: { uri: `${SITE}/contact.md` } }, legacy),
      send({ jsonrpc: '2.0', id: 7, method: 'no/such/method' }, legacy),
    ];
    for (const response of await Promise.all(exchanges)) await response.arrayBuffer();
    expect(servers).toHaveLength(exchanges.length);

    // A WeakRef holds its target until the current job ends: collect on a later turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(servers.filter((server) => server.deref() !== undefined)).toEqual([]);
  });
});

/** V8's full collection, without starting the test process with --expose-gc. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('malformed JSON-RPC', () => {
  const legacy = { 'mcp-protocol-version': '2025-11-25' };

  it.each([
    ['params is an array', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: [] }],
    ['an extra top-level field', { jsonrpc: '2.0', id: 1, method: 'tools/list', extra: true }],
    ['a boolean id', { jsonrpc: '2.0', id: true, method: 'tools/list' }],
  ])('%s is -32600 Invalid Request with 400, not a parse error', async (_, message) => {
    const response = await call(message, legacy);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(-32600);
  });

  it.each([
    ['a batch', [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }]],
    ['an empty batch', []],
  ])('%s is refused with 400 and -32600, and nothing in it runs', async (_, batch) => {
    const response = await call(batch, legacy);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toEqual({ code: -32600, message: expect.stringMatching(/batches are not supported/) });
    expect(body.result).toBeUndefined();
  });
});

describe('protocol 2026-07-28', () => {
  it('server/discover needs no initialize and names the versions, capabilities and cache hints', async () => {
    const response = await modern('server/discover');
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.supportedVersions).toContain('2026-07-28');
    expect(result.capabilities).toMatchObject({ tools: {}, resources: {}, prompts: {}, completions: {} });
    expect(result).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
    expect(result.instructions).toMatch(/get_profile/);
  });

  it.each(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'])('%s carries caching hints', async (method) => {
    const { result } = await (await modern(method)).json();
    expect(result).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
  });

  it('a header that disagrees with the body is 400 -32020, echoing the id', async () => {
    const response = await modern('tools/list', {}, { 'mcp-method': 'prompts/list' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: 9, error: { code: -32020 } });
  });

  it('initialize is not a 2026-07-28 method', async () => {
    const response = await modern('initialize');
    expect((await response.json()).error.code).toBe(-32601);
  });
});

describe('unexpected failures', () => {
  it('answer a JSON-RPC error with status 500, without details', async () => {
    const broken = siteMcpHandler(
      mcpOptions({
        extendCatalog: (catalog) => ({
          ...catalog,
          registerExtra() {
            throw new TypeError('Invalid URL at the factory');
          },
        }),
      }),
    );
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

  it('fetch of a listed document the deploy lacks is -32603 and logged with the file, not "not found"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const body = await (await rpc('tools/call', { name: 'fetch', arguments: { id: '/projects.md' } })).json();
      expect(body.error).toEqual({ code: -32603, message: 'Internal error: the tool fetch failed unexpectedly.' });
      expect(logged).toHaveBeenCalledWith(
        'mcp: tool fetch failed unexpectedly',
        expect.objectContaining({ name: 'SiteFileMissingError', path: '/projects.md' }),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('a tool that throws is an in-band -32603 without details', async () => {
    const throwing = siteMcpHandler(
      mcpOptions({
        readFile: async () => {
          throw new TypeError('secret detail');
        },
      }),
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await throwing(
      new Request(`${SITE}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT, 'mcp-protocol-version': '2025-11-25' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'fetch', arguments: { id: '/projects.md' } } }),
      }),
    );
    quiet.mockRestore();
    const body = await response.json();
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32603, message: 'Internal error: the tool fetch failed unexpectedly.' },
    });
  });
});

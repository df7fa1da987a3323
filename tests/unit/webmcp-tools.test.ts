import type { Tool } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { runTool } from '../../src/client/webmcp/run.ts';
import { profile } from '../../src/capabilities/profile/index.ts';
import { PAGE_TOOLS, type WebMcpApi, type WebMcpOffer, webMcpTools } from '../../src/lib/webmcp/tools.ts';

// A capability's tool offered on its own page, answered by its API as the page's form is (a real
// capability's offer is checked with its tests, tests/unit/<name>/).
const FORM_API: WebMcpApi = { post: '/api/things/compute', textFields: ['items', 'summary', 'notes'] };
const formOffer: WebMcpOffer = { tool: 'compute_things', page: '/things', via: FORM_API };
const offers = [...profile.webMcp!, formOffer];
const everyPage = profile.webMcp!.map((offer) => offer.tool);

const tool = (name: string, openWorld = false): Tool => ({
  name,
  title: `${name} title`,
  description: `${name} description`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  annotations: { readOnlyHint: true, openWorldHint: openWorld },
});

describe('webMcpTools', () => {
  const all = [
    ...PAGE_TOOLS.map((name) => tool(name, name === 'search')),
    ...everyPage.map((name) => tool(name)),
    tool('compute_things', true),
    tool('get_resume'),
    tool('get_code_activity', true),
  ];

  it("takes the page tools and the capabilities' offers from the MCP list, as they are defined there", () => {
    const tools = webMcpTools(all, offers);
    expect(tools.map((t) => t.name)).toEqual([...PAGE_TOOLS, ...everyPage, 'compute_things']);
    for (const t of tools) {
      const source = all.find((candidate) => candidate.name === t.name)!;
      expect(t).toMatchObject({ title: source.title, description: source.description, inputSchema: source.inputSchema });
    }
  });

  it("answers the page tools through /mcp, and a capability's form tool through its API on its page only", () => {
    const tools = webMcpTools(all, offers);
    expect(tools.filter((t) => t.via === 'mcp').map((t) => t.name)).toEqual([...PAGE_TOOLS, ...everyPage]);
    expect(tools.filter((t) => t.via === 'mcp').every((t) => t.page === undefined)).toBe(true);
    expect(tools.find((t) => t.name === 'compute_things')).toMatchObject({ via: FORM_API, page: '/things' });
  });

  it('marks answers from outside the owner file as untrusted content, all as read-only', () => {
    const tools = webMcpTools(all, offers);
    expect(tools.find((t) => t.name === 'search')!.annotations).toEqual({ readOnlyHint: true, untrustedContentHint: true });
    expect(tools.find((t) => t.name === 'compute_things')!.annotations).toEqual({ readOnlyHint: true, untrustedContentHint: true });
    expect(tools.find((t) => t.name === 'get_profile')!.annotations).toEqual({ readOnlyHint: true });
  });

  it('leaves out what the server does not offer (its capability switched off)', () => {
    expect(
      webMcpTools(
        all.filter((t) => t.name !== 'compute_things'),
        offers,
      ).map((t) => t.name),
    ).toEqual([...PAGE_TOOLS, ...everyPage]);
  });
});

describe('runTool', () => {
  const answering =
    (status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): typeof fetch =>
    async (url, init) => {
      Object.assign(seen, { url: String(url), init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    };

  it('sends a stateless tools/call to /mcp and returns its result', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const result = { content: [{ type: 'text', text: 'hi' }], structuredContent: { a: 1 } };
    expect(await runTool('mcp', 'get_profile', {}, answering(200, { jsonrpc: '2.0', id: 1, result }, seen))).toEqual(result);
    expect(seen.url).toBe('/mcp');
    expect(JSON.parse(String(seen.init!.body))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'get_profile', arguments: {} },
    });
  });

  it('turns a JSON-RPC error or an unreadable answer into a tool error', async () => {
    expect(
      await runTool('mcp', 'x', {}, answering(200, { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool: x' } })),
    ).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'Unknown tool: x' }],
    });
    expect((await runTool('mcp', 'x', {}, answering(502, 'not json'))).content[0]!.text).toMatch(/502/);
  });

  it("posts the arguments to the capability's API and returns the fields its text names, or its error code and message", async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const body = { items: ['A', 'B'], summary: { total: 2 }, notes: [], internals: [[1]] };
    const ok = await runTool(FORM_API, 'compute_things', { items: ['A', 'B'] }, answering(200, body, seen));
    expect(seen.url).toBe('/api/things/compute');
    expect(seen.init!.method).toBe('POST');
    expect(JSON.parse(String(seen.init!.body))).toEqual({ items: ['A', 'B'] });
    expect(ok.structuredContent).toEqual(body);
    expect(JSON.parse(ok.content[0]!.text)).toEqual({ items: ['A', 'B'], summary: { total: 2 }, notes: [] });
    const refused = await runTool(
      FORM_API,
      'compute_things',
      {},
      answering(422, { error: { code: 'unknown_items', message: 'Unknown: B.' } }),
    );
    expect(refused).toEqual({ isError: true, content: [{ type: 'text', text: 'unknown_items: Unknown: B.' }] });
    expect((await runTool(FORM_API, 'compute_things', {}, answering(503, '')))!.content[0]!.text).toMatch(/503/);
  });

  it('never throws when the site cannot be reached', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await runTool('mcp', 'search', { query: 'x' }, offline)).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'The site could not be reached.' }],
    });
  });
});

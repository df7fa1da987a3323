import { wordsOf } from '../../src/capabilities/capability.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { defaultEdition } from '../support/built-editions.ts';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { aiCatalog } from '../../src/lib/mcp/server-info.ts';
import { baseUrl, get } from '../support/http.ts';
import { connectLegacy, connectModern, type McpTestClient, SERVED_TOOLS, TOOL_ARGUMENTS } from '../support/mcp-clients.ts';
import { pagesIn } from '../support/site-pages.ts';
import { appResourceUris } from '../support/capability-tools.ts';

// Every page of the default language, the owner's own among them.
const pages = pagesIn(defaultEdition);

// The tools publish JSON Schema 2020-12.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

const CLIENTS = [
  ['a 2026-07-28 client (v2 SDK, pinned)', connectModern],
  ['a legacy client (@modelcontextprotocol/sdk 1.x)', connectLegacy],
] as const;

describe.each(CLIENTS)('MCP server through the local stack, with %s', (_, connect) => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connect(new URL('/mcp', baseUrl()).href);
  });
  afterAll(() => client?.close());

  it('reports serverInfo and capabilities', () => {
    expect(client.getServerVersion()).toMatchObject({
      name: expect.stringMatching(/^[a-z0-9.-]+\/portfolio$/),
      version: '1.0.0',
      websiteUrl: `${siteUrl}/`,
    });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {}, completions: {} });
  });

  it('lists and calls every tool; structuredContent matches the advertised outputSchema and a text content is present', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...SERVED_TOOLS].sort());
    for (const tool of tools) {
      const result = await client.callTool({ name: tool.name, arguments: TOOL_ARGUMENTS[tool.name] });
      const content = result.content as { type: string; text: string }[];
      expect(result.isError, `${tool.name}: ${content[0]?.text}`).toBeFalsy();
      const validate = ajv.compile(tool.outputSchema!);
      expect(validate(result.structuredContent), `${tool.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(content[0]!.type).toBe('text');
      expect(content[0]!.text.length).toBeGreaterThan(10);
    }
  });

  it('answers from the owner content', async () => {
    const profile = await client.callTool({ name: 'get_profile', arguments: {} });
    expect(profile.structuredContent).toEqual(owner.profile);
    const resources = await client.callTool({ name: 'list_developer_resources', arguments: {} });
    const urls = (resources.structuredContent as { resources: { url: string }[] }).resources.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining([`${siteUrl}/openapi.json`, `${siteUrl}/mcp`, `${siteUrl}/llms.txt`]));
  });

  it('exposes every page twin as a resource, with the same text as the .md file, and fetch returns it too', async () => {
    const { resources } = await client.listResources();
    // Beside the twins, only the MCP Apps of the owner's capabilities.
    const apps = appResourceUris(owner);
    expect(resources.map((r) => r.uri)).toEqual([...pages.map((p) => `${siteUrl}${p.twin}`), ...apps]);
    for (const page of pages) {
      const { contents } = await client.readResource({ uri: `${siteUrl}${page.twin}` });
      expect(contents[0]).toMatchObject({ mimeType: 'text/markdown', text: await (await get(page.twin)).text() });
    }
    const fetched = await client.callTool({ name: 'fetch', arguments: { id: '/openapi.json' } });
    expect((fetched.structuredContent as { text: string }).text).toBe(await (await get('/openapi.json')).text());
  });

  it('offers the page template and the capabilities’ (the projects’, the posts’), prompts and completions', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    // On a site in several languages every template takes the language (tests/unit/mcp-languages.test.ts).
    const language = owner.site.languages.length > 1 ? '{/language}' : '';
    const pageTemplate = `${siteUrl}${language}/{page}.md`;
    // A capability's template for its pages right under one path, while it has some there: their slugs complete it.
    const slugged = capabilitiesOn(owner).flatMap((capability) => {
      const template = capability.mcp?.slugTemplate?.(wordsOf(capability, owner.site.language));
      if (!template) return [];
      const slugs = pages.flatMap((page) => (page.path.startsWith(`${template.path}/`) ? [page.path.slice(template.path.length + 1)] : []));
      const direct = slugs.filter((slug) => !slug.includes('/'));
      return direct.length ? [{ uri: `${siteUrl}${language}${template.path}/{slug}.md`, slugs: direct }] : [];
    });
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([pageTemplate, ...slugged.map(({ uri }) => uri)]);
    for (const { uri, slugs } of slugged) {
      const completed = await client.complete({ ref: { type: 'ref/resource', uri }, argument: { name: 'slug', value: '' } });
      expect(completed.completion.values.toSorted()).toEqual(slugs.toSorted());
    }
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['introduce_owner', 'project_brief']);
    const prompt = await client.getPrompt({ name: 'project_brief', arguments: { project: owner.projects[0]!.name } });
    expect(JSON.stringify(prompt.messages)).toContain(owner.projects[0]!.name);
    const completion = await client.complete({
      ref: { type: 'ref/resource', uri: pageTemplate },
      argument: { name: 'page', value: 'pro' },
    });
    expect(completion.completion.values).toEqual(['projects']);
  });
});

describe('server card and discovery through the stack', () => {
  it('serves the server card at both paths with CORS, generated from the owner content and site URL', async () => {
    for (const path of ['/.well-known/mcp/server-card.json', '/mcp/server-card']) {
      const response = await get(path, { headers: { accept: 'application/mcp-server-card+json' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
      const etag = response.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expect((await get(path, { method: 'HEAD' })).headers.get('etag'), `HEAD ${path}`).toBe(etag);
      const revalidated = await get(path, { headers: { 'if-none-match': etag! } });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text()).toBe('');
      const card = await response.json();
      expect(card).toMatchObject({
        $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
        name: `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/portfolio`,
        version: '1.0.0',
        title: expect.stringContaining(owner.profile.name),
        websiteUrl: `${siteUrl}/`,
        remotes: [{ type: 'streamable-http', url: `${siteUrl}/mcp`, supportedProtocolVersions: expect.arrayContaining(['2025-06-18']) }],
      });
      expect(card.name.split('/')).toHaveLength(2);
      expect(card.description.length).toBeLessThanOrEqual(100);
      expect(card.icons[0].src).toMatch(/^https:\/\//);
    }
  });

  it('lists the card in /.well-known/ai-catalog.json, as the Server Card extension describes', async () => {
    const response = await get('/.well-known/ai-catalog.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ai-catalog+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // The card first; the site's Agent Skills follow it (tests/e2e/agent-skills.test.ts).
    const served = await response.json();
    expect({ ...served, entries: served.entries.slice(0, 1) }).toEqual(aiCatalog(owner, siteUrl));
    expect(aiCatalog(owner, siteUrl).entries).toEqual([
      expect.objectContaining({
        identifier: `urn:air:${new URL(siteUrl).hostname}:mcp:portfolio`,
        type: 'application/mcp-server-card+json',
        url: `${siteUrl}/mcp/server-card`,
      }),
    ]);
  });

  it('GET /mcp is 405 and GET /.well-known/mcp is the discovery document', async () => {
    const mcp = await get('/mcp');
    expect(mcp.status).toBe(405);
    expect(mcp.headers.get('allow')).toBe('POST');
    // Every answer of the endpoint says how to cache it (afdocs' cache-header-hygiene).
    expect(mcp.headers.get('cache-control')).toBe('no-store');
    const discovery = await get('/.well-known/mcp');
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).endpoints.streamable_http).toBe(`${siteUrl}/mcp`);
  });
});

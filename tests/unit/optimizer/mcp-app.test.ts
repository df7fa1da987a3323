import { EXTENSION_ID, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps/server';
import { describe, expect, it, vi } from 'vitest';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { mcpExtensions, siteMcpHandler } from '../../../src/capabilities/mcp.ts';
import { OPTIMIZER_APP_FILE, OPTIMIZER_APP_URI } from '../../../src/capabilities/optimizer/mcp-app.ts';
import { discoveryDocument, serverCard } from '../../../src/lib/mcp/server-info.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { mcpOptions, SITE, SITE_FILES } from '../../support/mcp-content.ts';

const APP_HTML = '<!doctype html><html lang="en"><title>app</title></html>';
const UI_CAPABILITY = { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } };
const withOptimizer = (owner: OwnerContent, optimizer: boolean): OwnerContent => ({
  ...owner,
  site: { ...owner.site, features: { ...owner.site.features, optimizer } },
});

function server(owner: OwnerContent, appFile: string | null = APP_HTML) {
  const handler = siteMcpHandler(
    mcpOptions({ owner, readFile: async (path) => (path === OPTIMIZER_APP_FILE ? appFile : (SITE_FILES[path] ?? null)) }),
  );
  const post = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const response = await handler(
      new Request(`${SITE}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }),
      }),
    );
    return response.json();
  };
  return {
    /** A 2025-era request (stateless: no initialize needed first). */
    legacy: (method: string, params: Record<string, unknown> = {}) => post({ method, params }, { 'mcp-protocol-version': '2025-11-25' }),
    /** A 2026-07-28 request, with the client's capabilities in its envelope. */
    modern: (method: string, params: Record<string, unknown> = {}, clientCapabilities: Record<string, unknown> = {}) =>
      post(
        {
          method,
          params: {
            ...params,
            _meta: {
              'io.modelcontextprotocol/protocolVersion': '2026-07-28',
              'io.modelcontextprotocol/clientCapabilities': clientCapabilities,
              'io.modelcontextprotocol/clientInfo': { name: 'app-test', version: '1' },
            },
          },
        },
        { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(params.uri ? { 'mcp-name': String(params.uri) } : {}) },
      ),
    initialize: (capabilities: Record<string, unknown>) =>
      post(
        {
          method: 'initialize',
          params: { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 'app-test', version: '1' } },
        },
        {},
      ),
  };
}

describe.each(Object.entries(fixtureOwners))('the optimizer MCP App for the %s owner', (_, fixture) => {
  const owner = withOptimizer(fixture, true);
  const words = dictionaryFor(owner.site.language).mcpApp;

  it('optimize_portfolio names the ui:// resource in _meta (both keys), and no other tool has a _meta', async () => {
    const { result } = await server(owner).legacy('tools/list');
    const withMeta = result.tools.filter((tool: { _meta?: unknown }) => tool._meta);
    expect(withMeta).toEqual([
      expect.objectContaining({
        name: 'optimize_portfolio',
        _meta: { ui: { resourceUri: OPTIMIZER_APP_URI }, [RESOURCE_URI_META_KEY]: OPTIMIZER_APP_URI },
      }),
    ]);
    expect(OPTIMIZER_APP_URI).toMatch(/^ui:\/\//);
  });

  it('tools/list is the same whether the client renders MCP Apps or not, in both protocol generations', async () => {
    const { legacy, modern } = server(owner);
    const plain = (await modern('tools/list')).result;
    const withUi = (await modern('tools/list', {}, UI_CAPABILITY)).result;
    expect(withUi).toEqual(plain);
    expect((await legacy('tools/list')).result.tools).toEqual(plain.tools);
  });

  it('lists the app as a text/html;profile=mcp-app resource with a CSP that allows no outside domain', async () => {
    const { result } = await server(owner).legacy('resources/list');
    const app = result.resources.find((resource: { uri: string }) => resource.uri === OPTIMIZER_APP_URI);
    expect(app).toEqual({
      uri: OPTIMIZER_APP_URI,
      name: 'optimize-portfolio-app',
      title: words.resourceTitle,
      description: words.resourceDescription,
      mimeType: RESOURCE_MIME_TYPE,
      _meta: {
        ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] }, prefersBorder: true },
      },
    });
  });

  it('reads the built HTML as the resource, its CSP on the content too', async () => {
    const { result } = await server(owner).modern('resources/read', { uri: OPTIMIZER_APP_URI });
    expect(result.contents).toEqual([
      {
        uri: OPTIMIZER_APP_URI,
        mimeType: RESOURCE_MIME_TYPE,
        text: APP_HTML,
        _meta: { ui: expect.objectContaining({ csp: expect.objectContaining({ connectDomains: [], resourceDomains: [] }) }) },
      },
    ]);
  });

  it('answers an internal error, logged, when the built HTML is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { error } = await server(owner, null).legacy('resources/read', { uri: OPTIMIZER_APP_URI });
    expect(error.code).toBe(-32603);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(OPTIMIZER_APP_FILE));
    log.mockRestore();
  });

  it('advertises the extension in initialize and in server/discover', async () => {
    const { initialize, modern } = server(owner);
    const expected = { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } };
    expect((await initialize({})).result.capabilities.extensions).toEqual(expected);
    expect((await modern('server/discover')).result.capabilities.extensions).toEqual(expected);
  });

  it('says so before any connection too: the server card and the discovery document repeat initialize’s capabilities', async () => {
    const { capabilities } = (await server(owner).initialize({})).result;
    expect(capabilities.extensions).toBeDefined();
    expect(serverCard(owner, SITE, mcpExtensions(owner)).capabilities).toEqual(capabilities);
    expect(discoveryDocument(owner, SITE, mcpExtensions(owner)).capabilities).toEqual(capabilities);
  });

  it('with the optimizer off: no app, no resource, no extension', async () => {
    const { legacy, modern, initialize } = server(withOptimizer(fixture, false));
    const { tools } = (await legacy('tools/list')).result;
    expect(tools.map((tool: { name: string }) => tool.name)).not.toContain('optimize_portfolio');
    expect(tools.filter((tool: { _meta?: unknown }) => tool._meta)).toEqual([]);
    const { resources } = (await legacy('resources/list')).result;
    expect(resources.map((resource: { uri: string }) => resource.uri)).not.toContain(OPTIMIZER_APP_URI);
    expect((await legacy('resources/read', { uri: OPTIMIZER_APP_URI })).error.code).toBe(-32602);
    expect((await initialize({})).result.capabilities.extensions).toBeUndefined();
    expect((await modern('server/discover')).result.capabilities.extensions).toBeUndefined();
    const off = withOptimizer(fixture, false);
    expect(serverCard(off, SITE, mcpExtensions(off)).capabilities).not.toHaveProperty('extensions');
    expect(discoveryDocument(off, SITE, mcpExtensions(off)).capabilities).not.toHaveProperty('extensions');
  });
});

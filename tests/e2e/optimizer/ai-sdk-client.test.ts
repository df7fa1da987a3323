import { createMCPClient, type MCPClient, mcpAppClientCapabilities, readMCPAppResource, splitMCPAppTools } from '@ai-sdk/mcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { owner } from '../../../src/data/owner.ts';
import { baseUrl } from '../../support/http.ts';

const on = optimizer.isOn(owner);

/** The Vercel AI SDK's MCP client, as an app built on the AI SDK connects: over HTTP, saying it renders MCP Apps. */
describe(`the optimizer's MCP App through @ai-sdk/mcp (${on ? 'on' : 'off'} for this owner)`, () => {
  let client: MCPClient;
  beforeAll(async () => {
    client = (await createMCPClient({
      transport: { type: 'http', url: new URL('/mcp', baseUrl()).href },
      capabilities: mcpAppClientCapabilities,
    })) as MCPClient;
  });
  afterAll(() => client?.close());

  it('is told of the MCP Apps extension exactly when the optimizer is on', () => {
    const extensions = client.initializeResult.capabilities.extensions as Record<string, unknown> | undefined;
    if (on) expect(extensions).toEqual(mcpAppClientCapabilities.extensions);
    else expect(extensions).toBeUndefined();
  });

  it.runIf(on)('finds optimize_portfolio’s app and reads it as the AI SDK’s hosts do', async () => {
    const { modelVisible, appVisible } = splitMCPAppTools(await client.listTools());
    // The model sees the tool (it reads optimize_portfolio's text; the app draws it); the app calls none.
    expect(appVisible.tools).toEqual([]);
    const tool = modelVisible.tools.find((candidate) => candidate.name === 'optimize_portfolio');
    const uri = (tool?._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri;
    expect(uri).toMatch(/^ui:\/\//);
    const app = await readMCPAppResource({ client, uri: uri! });
    expect(app.mimeType).toBe('text/html;profile=mcp-app');
    expect(app.html).toMatch(/^<!doctype html>/i);
    expect(app.meta?.csp).toEqual({ connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] });
  });
});

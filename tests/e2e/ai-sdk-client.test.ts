import { createMCPClient, type MCPClient, mcpAppClientCapabilities, splitMCPAppTools } from '@ai-sdk/mcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpExtensions } from '../../src/capabilities/mcp.ts';
import { owner } from '../../src/data/owner.ts';
import { baseUrl } from '../support/http.ts';
import { SERVED_TOOLS, TOOL_ARGUMENTS } from '../support/mcp-clients.ts';

/**
 * The Vercel AI SDK's MCP client, an implementation of the protocol that shares no code with
 * the official SDKs (which the other MCP tests use), as an app built on the AI SDK connects:
 * over HTTP, saying it renders MCP Apps.
 */
describe('MCP server through the local stack, with @ai-sdk/mcp', () => {
  let client: MCPClient;
  beforeAll(async () => {
    client = (await createMCPClient({
      transport: { type: 'http', url: new URL('/mcp', baseUrl()).href },
      capabilities: mcpAppClientCapabilities,
    })) as MCPClient;
  });
  afterAll(() => client?.close());

  it("connects, and is told of the extensions the owner's capabilities use (MCP Apps)", () => {
    expect(client.serverInfo.name).toMatch(/\/portfolio$/);
    const extensions = client.initializeResult.capabilities.extensions as Record<string, unknown> | undefined;
    expect(extensions).toEqual(mcpExtensions(owner));
  });

  it('turns every tool into an AI SDK tool and runs each one', async () => {
    const tools = await client.tools();
    expect(Object.keys(tools).sort()).toEqual([...SERVED_TOOLS].sort());
    for (const name of SERVED_TOOLS) {
      const result = await client.callTool({ name, arguments: TOOL_ARGUMENTS[name] });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      // The AI SDK types a result loosely (a 2024 "toolResult" result has no content); this server always sends content.
      expect(result.content).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'text' })]));
    }
  });

  it('shows the model every tool, and an MCP App none', async () => {
    const { modelVisible, appVisible } = splitMCPAppTools(await client.listTools());
    expect(modelVisible.tools.map((tool) => tool.name).sort()).toEqual([...SERVED_TOOLS].sort());
    expect(appVisible.tools).toEqual([]);
  });

  it('reads a page’s Markdown twin and gets a prompt', async () => {
    const { resources } = await client.listResources();
    const page = resources.find((resource) => resource.uri.endsWith('/projects.md'));
    expect(page).toBeDefined();
    const read = await client.readResource({ uri: page!.uri });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toContain('introduce_owner');
    const prompt = await client.getPrompt({ name: 'introduce_owner' });
    expect(prompt.messages.length).toBeGreaterThan(0);
  });
});

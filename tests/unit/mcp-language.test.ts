import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { markdownText } from '../../src/lib/markdown/escape.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { initializeResult, mcpResult, SITE } from '../support/mcp-content.ts';
import { toolsServedTo } from '../support/capability-tools.ts';
import { wordsOf } from '../../src/capabilities/capability.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';

describe.each(Object.entries(fixtureOwners))("the MCP server speaks the owner's language (%s owner)", (_, owner) => {
  const t = dictionaryFor(owner.site.language);
  const name = markdownText(owner.profile.name);

  it('initialize: title and description of the server, and instructions, from the dictionary', async () => {
    const result = await initializeResult(owner);
    expect(result.serverInfo.title).toBe(t.mcpServer.title(owner.profile.name).slice(0, 100));
    expect(result.instructions).toBe(
      [
        t.mcpServer.instructions(name, `${SITE}/`),
        // The sentences of the capabilities the owner has on follow, each in its own words, in list order.
        ...capabilitiesOn(owner).flatMap((capability) =>
          capability.mcp?.instructions ? [capability.mcp.instructions(wordsOf(capability, owner.site.language))] : [],
        ),
      ].join(' '),
    );
    // Those sentences are the dictionary's (an optional capability's: with its tests, tests/unit/<name>/mcp-language.test.ts).
  });

  it('tools/list: titles, descriptions and argument descriptions from the dictionary; names unchanged', async () => {
    const { tools } = await mcpResult(owner, 'tools/list');
    expect(tools.map((tool: { name: string }) => tool.name)).toEqual(toolsServedTo(owner));
    const byName = Object.fromEntries(tools.map((tool: { name: string }) => [tool.name, tool]));
    expect(byName.get_profile).toMatchObject({ title: t.profile.profileToolTitle, description: t.profile.profileToolDescription(name) });
    expect(byName.list_projects.inputSchema.properties).toMatchObject({
      tag: { description: t.projects.toolTag },
      featured: { description: t.projects.toolFeatured },
    });
    expect(byName.search.inputSchema.properties.query.description).toBe(t.mcpTools.search.query);
    expect(byName.fetch.inputSchema.properties.id.description).toBe(t.mcpTools.fetch.id);
  });

  it('prompts/list and resources/templates/list: titles from the dictionary', async () => {
    const { prompts } = await mcpResult(owner, 'prompts/list');
    expect(prompts.map((p: { title: string }) => p.title)).toEqual([t.mcpServer.introduceTitle(name), t.mcpServer.briefTitle]);
    const { resourceTemplates } = await mcpResult(owner, 'resources/templates/list');
    expect(resourceTemplates[0].title).toBe(t.mcpServer.pageTemplateTitle);
  });

  it("lists the built-in developer resources in the owner's words, with their contract fields unchanged", async () => {
    const result = await mcpResult(owner, 'tools/call', { name: 'list_developer_resources', arguments: {} });
    const openApi = result.structuredContent.resources.find((r: { url: string }) => r.url === `${SITE}/openapi.json`);
    expect(openApi).toEqual({
      ...t.developerResources.openApi,
      url: `${SITE}/openapi.json`,
      mediaType: 'application/vnd.oai.openapi+json',
    });
  });
});

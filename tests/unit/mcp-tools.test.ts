import { fill } from '../../src/lib/i18n/template.ts';
import { describe, expect, it } from 'vitest';
import { pages } from '../support/owner-editions.ts';
import { createDocumentIndex, siteDocuments } from '../../src/lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../../src/lib/mcp/tool-table.ts';
import { toolSpecs } from '../../src/capabilities/mcp.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { markdownText as md } from '../../src/lib/markdown/escape.ts';
import { mcpOptions, SITE } from '../support/mcp-content.ts';
import { openWorldToolsOf, toolsServedTo } from '../support/capability-tools.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { developerResources } from '../../src/capabilities/developer-resources/resources.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';

interface ToolResult {
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
  isError?: boolean;
}

/** The server's tool table, as one function instance builds it; call() is what tools/call runs. */
// The example owner: every feature on, projects with and without demos. Other owners: tests/unit/mcp-language.test.ts.
const owner = fixtureOwners.example;

async function connect(options: { content?: OwnerContent } = {}) {
  const base = mcpOptions({ owner: options.content ?? owner });
  const documents = createDocumentIndex(siteDocuments(pages, SITE), base.readFile);
  const table = createToolTable(toolSpecs({ ...base, documents }), argumentWords(dictionaryFor(base.owner.site.language)));
  const call = async (name: string, args: Record<string, unknown> = {}) => (await table.call(name, args)) as ToolResult;
  const text = (result: ToolResult) => result.content.map((part) => part.text ?? '').join('');
  return { table, call, text, close: async () => {} };
}

const t = dictionaryFor(owner.site.language);
const say = { ...t.mcpText, ...t.profile, ...t.projects };

const projectNames = (result: ToolResult) => (result.structuredContent!.projects as { name: string }[]).map((p) => p.name);

describe('MCP tools, called through the tool table', () => {
  it("lists the read-only tools (the capabilities' in list order, then search and fetch), each with a title, object input and output schemas, and honest annotations", async () => {
    const { table } = await connect();
    const tools = table.list;
    expect(tools.map((tool) => tool.name)).toEqual(toolsServedTo(owner));
    for (const tool of tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.annotations).toMatchObject({ title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true });
      expect(tool.inputSchema).toMatchObject({ type: 'object', $schema: 'https://json-schema.org/draft/2020-12/schema' });
      expect(tool.outputSchema).toMatchObject({ type: 'object' });
      expect(JSON.stringify(tool.inputSchema)).not.toContain('$ref');
    }
    const openWorld = tools.filter((tool) => tool.annotations?.openWorldHint).map((tool) => tool.name);
    expect(openWorld).toEqual(openWorldToolsOf(owner));
  });

  it('builds the tool list once: every call to list returns the same objects', async () => {
    const { table } = await connect();
    expect(table.list).toBe(table.list);
  });

  it('get_profile returns the profile as structured content and as readable text', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('get_profile');
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(owner.profile);
      const text = mcp.text(result);
      const p = owner.profile;
      expect(text.split('\n').slice(0, 3)).toEqual([`# ${md(p.name)}`, md(p.headline), say.location(md(p.location))]);
      expect(text).toContain(say.skills(p.skills.map(md).join(', ')));
      for (const profile of p.profiles) expect(text).toContain(`- ${md(profile.network)}: <${profile.url}>`);
      expect(text.endsWith(`GitHub: @${p.githubUser}`)).toBe(true);
    } finally {
      await mcp.close();
    }
  });

  it('list_projects without a filter returns every project, marking featured ones and their URLs', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('list_projects');
      expect(projectNames(result)).toEqual(['octocat.github.io', 'Spoon-Knife', 'Hello-World', 'linguist']);
      expect(result.structuredContent!.total).toBe(4);
      const urls = (result.structuredContent!.projects as { slug: string; url: string }[]).map((p) => [
        p.url,
        `${SITE}/projects/${p.slug}`,
      ]);
      for (const [url, page] of urls) expect(url).toBe(page);
      expect(mcp.text(result).split('\n')).toEqual(
        owner.projects.map(
          (p) =>
            `- ${md(p.name)}${p.featured ? ` (${say.featured})` : ''}: ${md(p.summary)} ${say.page}: <${SITE}/projects/${p.slug}>` +
            `${p.demoUrl ? ` ${say.demo}: <${p.demoUrl}>` : ''}${p.repoUrl ? ` ${say.code}: <${p.repoUrl}>` : ''}`,
        ),
      );
    } finally {
      await mcp.close();
    }
  });

  it('list_projects matches the tag case-insensitively', async () => {
    const mcp = await connect();
    try {
      expect(projectNames(await mcp.call('list_projects', { tag: 'LEARNING' }))).toEqual(['Spoon-Knife', 'Hello-World']);
      expect(projectNames(await mcp.call('list_projects', { tag: 'Ruby' }))).toEqual(['linguist']);
    } finally {
      await mcp.close();
    }
  });

  it('list_projects filters on featured true and false, alone or with a tag', async () => {
    const mcp = await connect();
    try {
      expect(projectNames(await mcp.call('list_projects', { featured: true }))).toEqual(['octocat.github.io', 'Spoon-Knife']);
      const others = await mcp.call('list_projects', { featured: false });
      expect(projectNames(others)).toEqual(['Hello-World', 'linguist']);
      expect(mcp.text(others)).not.toContain(`(${say.featured})`);
      const both = await mcp.call('list_projects', { tag: 'learning', featured: false });
      expect(projectNames(both)).toEqual(['Hello-World']);
      expect(both.structuredContent!.total).toBe(1);
    } finally {
      await mcp.close();
    }
  });

  it('list_projects says so when nothing matches', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('list_projects', { tag: 'cobol' });
      expect(result.structuredContent).toEqual({ projects: [], total: 0 });
      expect(mcp.text(result)).toBe(say.noProject);
      const none = await mcp.call('list_projects', { tag: 'ruby', featured: true });
      expect(mcp.text(none)).toBe(say.noProject);
    } finally {
      await mcp.close();
    }
  });

  it('list_projects leaves out Demo and Code for a project without those URLs', async () => {
    const mcp = await connect({
      content: {
        ...owner,
        projects: [{ name: 'Notes', slug: 'notes', summary: 'Just notes.', tags: ['x'], featured: false, highlights: [], roles: [] }],
      },
    });
    try {
      expect(mcp.text(await mcp.call('list_projects'))).toBe(`- Notes: Just notes. ${say.page}: <${SITE}/projects/notes>`);
    } finally {
      await mcp.close();
    }
  });

  it('list_projects answers arguments outside its input schema with a short tool error, as input validation errors are', async () => {
    const mcp = await connect();
    const empty = await mcp.call('list_projects', { tag: '' });
    expect(empty.isError).toBe(true);
    expect(empty.structuredContent).toBeUndefined();
    const { problems } = dictionaryFor(owner.site.language);
    expect(mcp.text(empty)).toBe(
      `invalid_request: ${say.invalidArguments('list_projects', fill(problems.minLength, { field: 'tag', limit: 1 }))}`,
    );
    const wrongType = await mcp.call('list_projects', { featured: 'yes' });
    expect(mcp.text(wrongType)).toBe(
      `invalid_request: ${say.invalidArguments('list_projects', fill(problems.type, { field: 'featured', expected: problems.expected.boolean }))}`,
    );
  });

  it.each(['nope', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])('an unknown tool name (%s) is -32602', async (name) => {
    const mcp = await connect();
    await expect(mcp.call(name)).rejects.toMatchObject({ code: -32602, message: `Unknown tool: ${name}` });
  });

  it('get_contact returns the channels, marking the preferred one', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('get_contact');
      expect(result.structuredContent).toEqual(owner.contact);
      const c = owner.contact;
      expect(mcp.text(result).split('\n')).toEqual([
        md(c.availability),
        ...c.channels.map((ch) => `- ${md(ch.label)}${ch.kind === c.preferred ? ` (${say.preferred})` : ''}: ${md(ch.value)} <${ch.url}>`),
      ]);
    } finally {
      await mcp.close();
    }
  });

  it('get_contact marks whichever channel is preferred', async () => {
    const mcp = await connect({ content: { ...owner, contact: { ...owner.contact, preferred: 'github' } } });
    try {
      const text = mcp.text(await mcp.call('get_contact'));
      const [github, other] = [
        owner.contact.channels.find((ch) => ch.kind === 'github')!,
        owner.contact.channels.find((ch) => ch.kind !== 'github')!,
      ];
      expect(text).toContain(`- ${md(github.label)} (${say.preferred}): ${md(github.value)}`);
      expect(text).toContain(`- ${md(other.label)}: ${md(other.value)}`);
    } finally {
      await mcp.close();
    }
  });

  it('list_developer_resources resolves site paths to absolute URLs', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('list_developer_resources');
      const resources = result.structuredContent!.resources as { title: string; url: string; mediaType: string }[];
      expect(resources.map((r) => r.url)).toEqual(developerResources(owner, capabilitiesOn(owner)).map((r) => `${SITE}${r.url}`));
      const first = developerResources(owner, capabilitiesOn(owner))[0]!;
      expect(resources[0]).toEqual({ ...first, url: `${SITE}${first.url}` });
      const lines = mcp.text(result).split('\n');
      expect(lines).toHaveLength(developerResources(owner, capabilitiesOn(owner)).length);
      expect(lines[0]).toBe(`- ${md(first.title)} (${first.mediaType}): <${SITE}${first.url}>. ${md(first.description)}`);
    } finally {
      await mcp.close();
    }
  });

  it('list_developer_resources keeps an absolute URL as it is', async () => {
    const external = { title: 'Status', url: 'https://status.example/api', mediaType: 'application/json', description: 'Uptime.' };
    const mcp = await connect({ content: { ...owner, developerResources: [external] } });
    try {
      const result = await mcp.call('list_developer_resources');
      // After the site's built-in resources, as the owner wrote it.
      const { resources } = result.structuredContent as { resources: unknown[] };
      expect(resources).toHaveLength(developerResources(owner, capabilitiesOn(owner)).length + 1);
      expect(resources.at(-1)).toEqual(external);
      expect(mcp.text(result).split('\n').at(-1)).toBe('- Status (application/json): <https://status.example/api>. Uptime.');
    } finally {
      await mcp.close();
    }
  });
});

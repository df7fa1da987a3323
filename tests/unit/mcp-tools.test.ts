import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../../src/data/pages.ts';
import type { TwinReader } from '../../src/lib/mcp/resources.ts';
import { createMcpServer } from '../../src/lib/mcp/server.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

const SITE = 'https://site.test';

interface ToolResult {
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
  isError?: boolean;
}

/** A client connected to a fresh server over the in-memory transport; call close() when done. */
async function connect(options: { readTwin?: TwinReader; content?: OwnerContent } = {}) {
  const server = createMcpServer({
    owner: options.content ?? owner,
    pages,
    siteUrl: SITE,
    readTwin: options.readTwin ?? (async () => null),
  });
  const client = new Client({ name: 'unit-test', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as ToolResult;
  const text = (result: ToolResult) => result.content.map((part) => part.text ?? '').join('');
  return {
    client,
    call,
    text,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

const projectNames = (result: ToolResult) => (result.structuredContent!.projects as { name: string }[]).map((p) => p.name);

describe('MCP tools over the in-memory transport', () => {
  it('lists the four tools, each read-only with an output schema', async () => {
    const mcp = await connect();
    try {
      const { tools } = await mcp.client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_contact', 'get_profile', 'list_developer_resources', 'list_projects']);
      for (const tool of tools) {
        expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
        expect(tool.outputSchema?.type).toBe('object');
      }
    } finally {
      await mcp.close();
    }
  });

  it('get_profile returns the profile as structured content and as readable text', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('get_profile');
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(owner.profile);
      const text = mcp.text(result);
      expect(text.split('\n').slice(0, 3)).toEqual([
        '# The Octocat',
        'Example developer profile: replace src/data/owner.ts with your own',
        'Location: San Francisco, CA',
      ]);
      expect(text).toContain('Skills: TypeScript, Astro, Node.js, HTTP APIs, Model Context Protocol, Git');
      expect(text).toContain('- GitHub: https://github.com/octocat\n- Blog: https://github.blog');
      expect(text.endsWith('GitHub: @octocat')).toBe(true);
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
      expect(mcp.text(result).split('\n')).toEqual([
        '- octocat.github.io (featured): A personal site on GitHub Pages, the simplest live demo of a repository. ' +
          'Demo: https://octocat.github.io Code: https://github.com/octocat/octocat.github.io',
        '- Spoon-Knife (featured): The repository everyone forks first: a tiny page for practising forks and pull requests. ' +
          'Code: https://github.com/octocat/Spoon-Knife',
        '- Hello-World: My first repository on GitHub. Code: https://github.com/octocat/Hello-World',
        '- linguist: Language savant: detects the languages of a repository and colours its language bar. ' +
          'Code: https://github.com/octocat/linguist',
      ]);
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
      expect(mcp.text(others)).not.toContain('(featured)');
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
      expect(mcp.text(result)).toBe('No project matches.');
      const none = await mcp.call('list_projects', { tag: 'ruby', featured: true });
      expect(mcp.text(none)).toBe('No project matches.');
    } finally {
      await mcp.close();
    }
  });

  it('list_projects leaves out Demo and Code for a project without those URLs', async () => {
    const mcp = await connect({
      content: { ...owner, projects: [{ name: 'Notes', summary: 'Just notes.', tags: ['x'], featured: false }] },
    });
    try {
      expect(mcp.text(await mcp.call('list_projects'))).toBe('- Notes: Just notes.');
    } finally {
      await mcp.close();
    }
  });

  it('list_projects rejects arguments outside its input schema as a tool error', async () => {
    const mcp = await connect();
    try {
      const empty = await mcp.call('list_projects', { tag: '' });
      expect(empty.isError).toBe(true);
      expect(empty.structuredContent).toBeUndefined();
      expect((await mcp.call('list_projects', { featured: 'yes' })).isError).toBe(true);
    } finally {
      await mcp.close();
    }
  });

  it('get_contact returns the channels, marking the preferred one', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('get_contact');
      expect(result.structuredContent).toEqual(owner.contact);
      expect(mcp.text(result).split('\n')).toEqual([
        'Open to conversations about developer tooling and open source.',
        '- Email (preferred): octocat@example.com <mailto:octocat@example.com>',
        '- GitHub: @octocat <https://github.com/octocat>',
        '- LinkedIn: in/octocat-example <https://www.linkedin.com/in/octocat-example>',
      ]);
    } finally {
      await mcp.close();
    }
  });

  it('get_contact marks whichever channel is preferred', async () => {
    const mcp = await connect({ content: { ...owner, contact: { ...owner.contact, preferred: 'github' } } });
    try {
      const text = mcp.text(await mcp.call('get_contact'));
      expect(text).toContain('- GitHub (preferred): @octocat');
      expect(text).toContain('- Email: octocat@example.com');
    } finally {
      await mcp.close();
    }
  });

  it('list_developer_resources resolves site paths to absolute URLs', async () => {
    const mcp = await connect();
    try {
      const result = await mcp.call('list_developer_resources');
      const resources = result.structuredContent!.resources as { title: string; url: string; mediaType: string }[];
      expect(resources.map((r) => r.url)).toEqual(owner.developerResources.map((r) => `${SITE}${r.url}`));
      expect(resources[0]).toEqual({
        title: 'OpenAPI description',
        url: 'https://site.test/openapi.json',
        mediaType: 'application/vnd.oai.openapi+json',
        description: 'OpenAPI 3.1 contract for the public HTTP APIs.',
      });
      const lines = mcp.text(result).split('\n');
      expect(lines).toHaveLength(owner.developerResources.length);
      expect(lines[0]).toBe(
        '- OpenAPI description (application/vnd.oai.openapi+json): https://site.test/openapi.json. OpenAPI 3.1 contract for the public HTTP APIs.',
      );
    } finally {
      await mcp.close();
    }
  });

  it('list_developer_resources keeps an absolute URL as it is', async () => {
    const external = { title: 'Status', url: 'https://status.example/api', mediaType: 'application/json', description: 'Uptime.' };
    const mcp = await connect({ content: { ...owner, developerResources: [external] } });
    try {
      const result = await mcp.call('list_developer_resources');
      expect(result.structuredContent).toEqual({ resources: [external] });
      expect(mcp.text(result)).toBe('- Status (application/json): https://status.example/api. Uptime.');
    } finally {
      await mcp.close();
    }
  });
});

describe('MCP twin resources over the in-memory transport', () => {
  it('lists one Markdown resource per page, addressed by the absolute twin URL', async () => {
    const mcp = await connect();
    try {
      const { resources } = await mcp.client.listResources();
      expect(resources).toEqual(
        pages.map((page) => ({
          name: `page-${page.nav.toLowerCase()}`,
          uri: `${SITE}${page.twin}`,
          title: page.title,
          description: `${page.description} (Markdown)`,
          mimeType: 'text/markdown',
        })),
      );
    } finally {
      await mcp.close();
    }
  });

  it('reads a twin through readTwin, asking for the twin path', async () => {
    const asked: string[] = [];
    const mcp = await connect({
      readTwin: async (path) => {
        asked.push(path);
        return path === '/projects.md' ? '# Projects\n\nEverything.\n' : null;
      },
    });
    try {
      const result = await mcp.client.readResource({ uri: 'https://site.test/projects.md' });
      expect(result.contents).toEqual([
        { uri: 'https://site.test/projects.md', mimeType: 'text/markdown', text: '# Projects\n\nEverything.\n' },
      ]);
      expect(asked).toEqual(['/projects.md']);
    } finally {
      await mcp.close();
    }
  });

  it('answers a missing twin with an error that names it', async () => {
    const mcp = await connect({ readTwin: async () => null });
    try {
      await expect(mcp.client.readResource({ uri: 'https://site.test/index.md' })).rejects.toThrow(
        /The Markdown twin \/index\.md is not available/,
      );
    } finally {
      await mcp.close();
    }
  });

  it('does not serve a URI that is not a registered twin', async () => {
    let calls = 0;
    const mcp = await connect({
      readTwin: async () => {
        calls++;
        return 'never';
      },
    });
    try {
      await expect(mcp.client.readResource({ uri: 'https://site.test/secret.md' })).rejects.toThrow();
      expect(calls).toBe(0);
    } finally {
      await mcp.close();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { navPages, pages, projectPages } from '../support/owner-editions.ts';
import { promptCatalog } from '../../src/lib/mcp/prompts.ts';
import { pageResources } from '../../src/lib/mcp/resources.ts';
import { pageInfo } from '../../src/lib/markdown/page-info.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { markdownText } from '../../src/lib/markdown/escape.ts';
import { projects } from '../../src/capabilities/projects/index.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

const SITE = 'https://site.test';
// Prompts read the example owner; page resources read the site's own page list, whatever its owner.
const owner = fixtureOwners.example;
const words = dictionaryFor(owner.site.language).mcpServer;
/** The projects' template, as their capability offers it to the server. */
const projectsTemplate = projects.mcp!.slugTemplate!(dictionaryFor(owner.site.language));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('page resources', () => {
  it("lists one Markdown resource per page and per project's page, addressed by the absolute twin URL", () => {
    expect(pageResources([...navPages, ...projectPages], SITE, async () => null, words).list).toEqual([
      ...navPages.map((page) => ({
        name: page.path === '/' ? 'page-home' : `page${page.path.replaceAll('/', '-')}`,
        uri: `${SITE}${page.twin}`,
        title: page.title,
        description: words.pageResource(markdownText(page.description)),
        mimeType: 'text/markdown',
      })),
      ...projectPages.map((page) => ({
        name: `project-${page.path.slice('/projects/'.length)}`,
        uri: `${SITE}${page.twin}`,
        title: page.title,
        description: words.projectResource(markdownText(page.description)),
        mimeType: 'text/markdown',
      })),
    ]);
  });

  it('offers a template whose {slug} completes to the project slugs, and none when there is no project', () => {
    const resources = pageResources(pages, SITE, async () => null, words, [projectsTemplate]);
    const template = `${SITE}/projects/{slug}.md`;
    expect(resources.templates[1]).toEqual(expect.objectContaining({ uriTemplate: template, name: 'project', mimeType: 'text/markdown' }));
    const slugs = projectPages.map((page) => page.path.slice('/projects/'.length));
    expect(slugs.length).toBeGreaterThan(0);
    expect(resources.complete(template, 'slug', '')).toEqual(slugs);
    expect(resources.complete(template, 'slug', slugs[0]!.slice(0, 1).toUpperCase())).toEqual(
      slugs.filter((slug) => slug.startsWith(slugs[0]!.slice(0, 1))),
    );
    expect(resources.complete(template, 'page', '')).toEqual([]);
    expect(pageResources(navPages, SITE, async () => null, words, [projectsTemplate]).templates.map((t) => t.name)).toEqual(['page']);
  });

  it('offers a template whose {page} completes to the top-level page slugs', () => {
    const resources = pageResources(pages, SITE, async () => null, words);
    expect(resources.templates[0]).toEqual(
      expect.objectContaining({
        uriTemplate: `${SITE}/{page}.md`,
        name: 'page',
        title: words.pageTemplateTitle,
        mimeType: 'text/markdown',
      }),
    );
    const template = `${SITE}/{page}.md`;
    const slugs = navPages.map((page) => page.twin.slice(1, -'.md'.length));
    expect(slugs).toEqual(expect.arrayContaining(['index', 'projects', 'contact']));
    expect(resources.complete(template, 'page', '')).toEqual(slugs);
    expect(resources.complete(template, 'page', 'P')).toEqual(slugs.filter((slug) => slug.startsWith('p')));
    expect(resources.complete(template, 'page', 'zz')).toEqual([]);
    expect(resources.complete(template, 'other', '')).toEqual([]);
    expect(resources.complete('https://elsewhere.test/{page}.md', 'page', '')).toEqual([]);
  });

  it('reads a twin through the file reader, asking for the twin path', async () => {
    const asked: string[] = [];
    const resources = pageResources(
      pages,
      SITE,
      async (path) => {
        asked.push(path);
        return path === '/projects.md' ? '# Projects\n' : null;
      },
      words,
    );
    expect(await resources.read(`${SITE}/projects.md`)).toEqual({
      contents: [{ uri: `${SITE}/projects.md`, mimeType: 'text/markdown', text: '# Projects\n' }],
    });
    expect(asked).toEqual(['/projects.md']);
  });

  it.each([`${SITE}/secret.md`, `${SITE}/index.md.bak`, 'file:///etc/passwd', ''])(
    'answers %j with resource-not-found, carrying the URI and saying it quoted, without reading anything',
    async (uri) => {
      let reads = 0;
      const resources = pageResources(
        pages,
        SITE,
        async () => {
          reads++;
          return null;
        },
        words,
      );
      await expect(resources.read(uri)).rejects.toMatchObject({ data: { uri }, message: expect.stringContaining(JSON.stringify(uri)) });
      expect(reads).toBe(0);
    },
  );

  it('answers a page whose twin this deploy cannot read with an internal error, and logs which file', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const resources = pageResources(pages, SITE, async () => null, words);
      await expect(resources.read(`${SITE}/projects.md`)).rejects.toMatchObject({
        code: -32603,
        message: 'Internal error: the Markdown twin of /projects could not be read.',
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('/projects.md is part of the site but could not be read'));
    } finally {
      logged.mockRestore();
    }
  });
});

describe("a capability's slug template (the posts)", () => {
  const listed = [
    pageInfo('/', 'Home', 'Home', 'Home page'),
    pageInfo('/writing', 'Writing', 'Writing', 'Posts'),
    pageInfo('/writing/first', 'First', 'First', 'A post'),
    pageInfo('/writing/second', 'Second', 'Second', 'Another'),
    pageInfo('/writing/tags/go', 'go', 'Go', 'Tag page'),
  ];
  const template = { name: 'post', path: '/writing', title: 'Post', description: (slugs: string) => `Posts: ${slugs}` };
  const resources = pageResources(listed, SITE, async () => null, words, [template]);

  it('is listed with the slugs of the pages right under its path, and completes them; the page template keeps to top-level pages', () => {
    expect(resources.templates.map((t) => t.uriTemplate)).toEqual([`${SITE}/{page}.md`, `${SITE}/writing/{slug}.md`]);
    expect(resources.templates[1]).toMatchObject({ name: 'post', description: 'Posts: first, second' });
    expect(resources.complete(`${SITE}/writing/{slug}.md`, 'slug', 's')).toEqual(['second']);
    expect(resources.complete(`${SITE}/{page}.md`, 'page', '')).toEqual(['index', 'writing']);
  });

  it('names a deeper page by its whole path, so no two resources share a name', () => {
    const names = resources.list.map((resource) => resource.name);
    expect(names).toEqual(['page-home', 'page-writing', 'page-writing-first', 'page-writing-second', 'page-writing-tags-go']);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('prompts', () => {
  const prompts = promptCatalog(owner);

  it('lists introduce_owner and project_brief, the latter with a required project argument', () => {
    expect(prompts.list.map((p) => p.name)).toEqual(['introduce_owner', 'project_brief']);
    expect(prompts.list[1]!.arguments).toEqual([expect.objectContaining({ name: 'project', required: true })]);
  });

  it('introduce_owner points the model at the tools', () => {
    const { messages } = prompts.get('introduce_owner', {});
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: 'user', content: { type: 'text', text: expect.stringContaining('get_profile') } });
  });

  it("project_brief names the project, matched case-insensitively, in the owner's language", () => {
    const project = owner.projects.at(-1)!;
    const { description, messages } = prompts.get('project_brief', { project: project.name.toUpperCase() });
    expect(description).toBe(words.briefOn(markdownText(project.name)));
    expect(messages[0]!.content).toEqual({
      type: 'text',
      text: words.briefMessage(markdownText(owner.profile.name), markdownText(project.name)),
    });
  });

  it.each([
    ['project_brief', {}, /^Missing required argument "project" for prompt project_brief: the name of one of /],
    ['project_brief', { project: '  ' }, /^Missing required argument "project"/],
    [
      'project_brief',
      { project: 'nope' },
      new RegExp(`Unknown project "nope"\\. Known: ${escapeRegExp(prompts.complete('project_brief', 'project', '').join(', '))}`),
    ],
    ['toString', {}, /Unknown prompt: toString/],
  ])('%s %j is -32602', (name, args, message) => {
    expect(() => prompts.get(name, args)).toThrow(expect.objectContaining({ code: -32602, message: expect.stringMatching(message) }));
  });

  it('completes project names by prefix, and nothing else', () => {
    const last = owner.projects.at(-1)!.name;
    const prefix = last.slice(0, 2).toLowerCase();
    const expected = owner.projects.map((p) => p.name).filter((name) => name.toLowerCase().startsWith(prefix));
    expect(expected).toContain(last);
    expect(prompts.complete('project_brief', 'project', prefix.toUpperCase())).toEqual(expected);
    expect(prompts.complete('project_brief', 'project', '')).toHaveLength(owner.projects.length);
    expect(prompts.complete('project_brief', 'other', '')).toEqual([]);
    expect(prompts.complete('introduce_owner', 'project', '')).toEqual([]);
  });
});

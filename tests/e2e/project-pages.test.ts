import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { projectPages } from '../support/built-editions.ts';
import { siteUrl } from '../../src/data/site.ts';
import { t } from '../../src/data/ui.ts';
import { projectJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { featuredFirst, neighbours } from '../../src/capabilities/projects/project-order.ts';
import { projectPath } from '../../src/lib/owner/project-slug.ts';
import { baseUrl, get } from '../support/http.ts';
import { connectModern, type McpTestClient } from '../support/mcp-clients.ts';

const html = async (path: string) => (await get(path, { headers: { accept: 'text/html' } })).text();
const hrefs = (text: string) => [...text.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!);
/** The anchor with this rel, as Astro writes it. */
const relLink = (text: string, rel: string) => new RegExp(`<a href="([^"]*)" rel="${rel}"`).exec(text)?.[1];

describe("the build's index", () => {
  it('lists one page per project, in the order /projects lists them, each with its twin, title and summary', () => {
    expect(projectPages).toEqual(
      featuredFirst(owner.projects).map((project) => ({
        path: projectPath(project),
        twin: `${projectPath(project)}.md`,
        nav: project.name,
        title: t.projects.projectTitle(project.name, owner.profile.name),
        description: project.summary,
      })),
    );
  });
});

describe('the projects list', () => {
  it("links every project to its own page, in the list's order", async () => {
    const pagesLinked = hrefs(await html('/projects')).filter((href) => href.startsWith('/projects/'));
    expect([...new Set(pagesLinked)]).toEqual(featuredFirst(owner.projects).map(projectPath));
  });
});

describe.each(owner.projects.map((project) => [project.slug, project] as const))('the page of project %s', (_, project) => {
  let page: string;
  beforeAll(async () => {
    const response = await get(projectPath(project));
    expect(response.status).toBe(200);
    page = await response.text();
  });

  it("has the project's name as its one heading of level 1, then its links", () => {
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    const links = hrefs(page);
    for (const url of [project.repoUrl, project.demoUrl]) if (url) expect(links).toContain(url.replace(/&/g, '&amp;'));
    expect(links).toContain('/projects');
  });

  it('links the previous and next projects in the order of /projects, with rel prev and next', () => {
    const { previous, next } = neighbours(owner.projects, project.slug);
    expect(relLink(page, 'prev')).toBe(previous && projectPath(previous));
    expect(relLink(page, 'next')).toBe(next && projectPath(next));
  });

  it('describes the project in JSON-LD, the same as its builder gives', () => {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1];
    expect(JSON.parse(script!)).toEqual(projectJsonLd(project, owner, siteUrl));
  });

  it('marks Projects as the current section in the navigation', () => {
    expect(page).toMatch(/<a href="\/projects" aria-current="true">/);
  });

  it('has a Markdown twin with its summary and no page chrome', async () => {
    const response = await get(`${projectPath(project)}.md`);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const twin = await response.text();
    expect(twin).toContain(`canonical: ${JSON.stringify(`${siteUrl}${projectPath(project)}`)}`);
    expect(twin).not.toContain(t.projectPage.breadcrumb);
  });
});

describe('the project pages for agents', () => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connectModern(new URL('/mcp', baseUrl()).href);
  });
  afterAll(() => client?.close());

  it.each(projectPages.map((page) => [page.path, page] as const))(
    'search finds %s by its name, and fetch returns its twin',
    async (_, page) => {
      const found = await client.callTool({ name: 'search', arguments: { query: page.nav } });
      const ids = (found.structuredContent as { results: { id: string }[] }).results.map((hit) => hit.id);
      expect(ids).toContain(page.twin);
      const fetched = await client.callTool({ name: 'fetch', arguments: { id: page.twin } });
      expect((fetched.structuredContent as { text: string }).text).toBe(await (await get(page.twin)).text());
    },
  );

  it('list_projects gives each project the URL of its page', async () => {
    const listed = await client.callTool({ name: 'list_projects', arguments: {} });
    const projects = (listed.structuredContent as { projects: { slug: string; url: string }[] }).projects;
    expect(projects.map((p) => p.url)).toEqual(owner.projects.map((p) => `${siteUrl}${projectPath(p)}`));
  });
});

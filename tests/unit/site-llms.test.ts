import { describe, expect, it } from 'vitest';
import { renderLlmsFull, renderLlmsTxt } from '../../src/lib/discovery/llms-txt.ts';
import { siteLlmsDocument } from '../../src/data/llms.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { markdownText } from '../../src/lib/markdown/escape.ts';
import { exampleProjectPages } from '../support/example-pages.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { linksIn, nodesOfType, parseMarkdown } from '../support/markdown-nodes.ts';
import { developerResources } from '../../src/capabilities/developer-resources/resources.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { wordsOf } from '../../src/capabilities/capability.ts';

const SITE = 'https://site.test';

/** The site's pages as the owner's dictionary names them. */
function pagesOf(owner: OwnerContent) {
  const t = dictionaryFor(owner.site.language);
  const words = { ...t.pages, projects: t.projects };
  const name = owner.profile.name;
  return [
    { path: '/', nav: words.home.nav, description: words.home.description(name), twin: '/index.md' },
    { path: '/projects', nav: words.projects.nav, description: words.projects.description(name), twin: '/projects.md' },
    ...exampleProjectPages(owner),
  ];
}

describe.each(Object.entries(fixtureOwners))('siteLlmsDocument (%s owner)', (_, owner) => {
  const words = dictionaryFor(owner.site.language).llms;
  const pages = pagesOf(owner);
  const doc = siteLlmsDocument(owner, pages, SITE);
  const section = (title: string) => doc.sections.find((candidate) => candidate.title === title)!;
  const resources = developerResources(owner, capabilitiesOn(owner)).filter((r) => r.url !== '/llms.txt');
  const machineReadable = resources.filter((r) => !r.method && !r.mediaType.startsWith('text/'));
  const endpoints = resources.filter((r) => r.method);
  const readable = resources.filter((r) => !r.method && r.mediaType.startsWith('text/'));
  const named = (address: string, r: (typeof resources)[number]) =>
    `\`${address}\`: ${markdownText(r.title)} (${r.mediaType}). ${markdownText(r.description)}`;

  it("titles the document with the owner and summarises headline and location in the owner's language", () => {
    expect(doc.title).toBe(owner.profile.name);
    expect(doc.summary).toBe(words.summary(owner.profile.headline, owner.profile.location));
    expect(doc.details).toEqual([
      markdownText(owner.profile.bio),
      words.negotiation('`Accept: text/markdown`', `${SITE}/openapi.json`),
      expect.stringMatching(new RegExp(`^${words.machineReadable} `)),
      expect.stringMatching(new RegExp(`^${words.endpoints.replace(/[()]/g, '\\$&')} `)),
      // Then each capability's own line (the résumé's PDF, say), in its words.
      ...capabilitiesOn(owner).flatMap((capability) =>
        capability.llms?.detail ? [capability.llms.detail(wordsOf(capability, owner.site.language), (path) => `${SITE}${path}`)] : [],
      ),
    ]);
    expect(doc.sourceLabel).toBe(words.source);
  });

  it('has the Pages, Projects and Optional sections, in that order', () => {
    expect(doc.sections.map((s) => s.title)).toEqual([words.pagesSection, words.projectsSection, words.optionalSection]);
  });

  const linkTo = (page: (typeof pages)[number]) => ({ name: page.nav, url: `${SITE}${page.twin}`, note: page.description });

  it('links every top-level page by its Markdown twin, as an absolute URL, with the page description', () => {
    expect(section(words.pagesSection).links).toEqual(pages.slice(0, 2).map(linkTo));
  });

  it("links every project's page by its twin, /projects/<slug>.md, with the project's summary", () => {
    const links = section(words.projectsSection).links;
    expect(links).toEqual(pages.slice(2).map(linkTo));
    expect(links.map((link) => link.url).sort()).toEqual(owner.projects.map((p) => `${SITE}/projects/${p.slug}.md`).sort());
    expect(links.map((link) => link.note).sort()).toEqual(owner.projects.map((p) => p.summary).sort());
  });

  it('links readable documents only, leaving llms.txt itself, endpoints and JSON/XML documents out of the links', () => {
    const everyUrl = doc.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(everyUrl).not.toContain('https://site.test/llms.txt');
    for (const resource of [...machineReadable, ...endpoints]) expect(everyUrl).not.toContain(`${SITE}${resource.url}`);
  });

  it('names the machine-readable documents in prose, with GET and their absolute URLs', () => {
    expect(machineReadable.length).toBeGreaterThan(0);
    for (const r of machineReadable) expect(doc.details![2]).toContain(named(`GET ${SITE}${r.url}`, r));
  });

  it('describes every endpoint in prose as METHOD and absolute path', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const r of endpoints) expect(doc.details![3]).toContain(named(`${r.method} ${SITE}${r.url}`, r));
  });

  it('puts the readable documents and the project repositories under Optional', () => {
    expect(section(words.optionalSection).links).toEqual([
      ...readable.map((r) => ({ name: r.title, url: `${SITE}${r.url}`, note: r.description })),
      ...owner.projects.filter((p) => p.repoUrl).map((p) => ({ name: p.name, url: p.repoUrl, note: p.summary })),
    ]);
  });

  it('renders as llms.txt with the sections as H2 link lists, every link one the document gave', () => {
    const text = renderLlmsTxt(doc);
    expect(text.startsWith(`# ${markdownText(owner.profile.name)}\n\n> `)).toBe(true);
    expect(text.indexOf(`\n## ${words.pagesSection}\n`)).toBeLessThan(text.indexOf(`\n## ${words.optionalSection}\n`));
    const headings = nodesOfType(text, 'heading');
    expect(headings).toHaveLength(4);
    // The section links, and the OpenAPI URL the prose names (a GFM autolink literal): nothing an owner's `]` could forge.
    const given = doc.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(linksIn(text).map((link) => link.url)).toEqual([`${SITE}/openapi.json`, ...given]);
    expect(nodesOfType(text, 'html')).toEqual([]);
  });

  it('writes llms-full.txt under an escaped header, each page after its source label', () => {
    const text = renderLlmsFull(doc, [{ url: `${SITE}/index.md`, markdown: '# Page\n' }]);
    const tree = parseMarkdown(text.split('\n---\n')[0]!);
    expect(nodesOfType(text.split('\n---\n')[0]!, 'heading')).toHaveLength(1);
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'blockquote']);
    expect(text).toContain(`\n${words.source} ${SITE}/index.md\n\n# Page\n`);
  });
});

describe('siteLlmsDocument for a custom owner', () => {
  it('skips projects without a repository, and keeps absolute resource URLs as they are', () => {
    const owner = fixtureOwners.example;
    const words = dictionaryFor(owner.site.language).llms;
    const custom: OwnerContent = {
      ...owner,
      projects: [
        { name: 'Private', slug: 'private', summary: 'No public code.', tags: [], featured: true, highlights: [], roles: [] },
        {
          name: 'Public',
          slug: 'public',
          summary: 'Open.',
          tags: [],
          repoUrl: 'https://git.example/public',
          featured: false,
          highlights: [],
          roles: [],
        },
      ],
      developerResources: [
        { title: 'External API', url: 'https://api.example/v1', mediaType: 'application/json', description: 'Hosted elsewhere.' },
        { title: 'llms.txt', url: '/llms.txt', mediaType: 'text/plain', description: 'Left out.' },
      ],
    };
    const result = siteLlmsDocument(custom, [], 'https://other.test/');
    // The owner's resources come after the site's built-in ones (developerResources).
    expect(result.sections.map((section) => section.title)).toEqual([words.pagesSection, words.optionalSection]);
    expect(result.sections[0]!.links).toEqual([]);
    expect(result.sections[1]!.links.at(-1)).toEqual({ name: 'Public', url: 'https://git.example/public', note: 'Open.' });
    expect(result.sections[1]!.links.map((link) => link.name)).not.toContain('Private');
    expect(result.details![2]!.startsWith(`${words.machineReadable} \`GET https://other.test/`)).toBe(true);
    expect(result.details![2]).toMatch(/ `GET https:\/\/api\.example\/v1`: External API \(application\/json\)\. Hosted elsewhere\.$/);
    expect(result.details!.join('\n')).not.toContain('Left out.');
    expect(result.details![1]).toContain('https://other.test/openapi.json');
  });
});

describe('renderLlmsTxt edge cases', () => {
  it('writes no prose without details, collapses whitespace and drops empty notes', () => {
    const text = renderLlmsTxt({
      title: '  Spaced\ttitle ',
      summary: 'S',
      sections: [
        {
          title: 'Links',
          links: [
            { name: 'A\nname', url: 'https://s.test/a', note: 'one\n  two' },
            { name: 'B', url: 'https://s.test/b', note: '' },
          ],
        },
      ],
    });
    expect(text).toBe('# Spaced title\n\n> S\n\n## Links\n\n- [A name](https://s.test/a): one two\n- [B](https://s.test/b)\n');
  });

  it('writes each detail as its own paragraph before the sections', () => {
    const text = renderLlmsTxt({ title: 'T', summary: 'S', details: ['First\nparagraph.', 'Second.'], sections: [] });
    expect(text).toBe('# T\n\n> S\n\nFirst paragraph.\n\nSecond.\n');
  });
});

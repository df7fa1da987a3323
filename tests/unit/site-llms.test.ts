import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../../src/data/pages.ts';
import { renderLlmsTxt } from '../../src/lib/discovery/llms-txt.ts';
import { siteLlmsDocument } from '../../src/lib/discovery/site-llms.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

const SITE = 'https://site.test';

describe('siteLlmsDocument', () => {
  const doc = siteLlmsDocument(owner, pages, SITE);
  const section = (title: string) => doc.sections.find((candidate) => candidate.title === title)!;

  it('titles the document with the owner and summarises headline and location', () => {
    expect(doc.title).toBe('The Octocat');
    expect(doc.summary).toMatch(/^Example developer profile: replace src\/data\/owner\.ts with your own\. San Francisco, CA\. /);
    expect(doc.details).toEqual([
      owner.profile.bio,
      expect.stringContaining('https://site.test/openapi.json'),
      expect.stringMatching(/^Machine-readable documents: /),
      expect.stringMatching(/^Endpoints \(not documents to fetch\): /),
    ]);
    expect(doc.details![1]).toContain('`Accept: text/markdown`');
  });

  it('has the Pages and Optional sections, in that order', () => {
    expect(doc.sections.map((s) => s.title)).toEqual(['Pages', 'Optional']);
  });

  it('links every page by its Markdown twin, as an absolute URL, with the page description', () => {
    expect(section('Pages').links).toEqual(pages.map((page) => ({ name: page.nav, url: `${SITE}${page.twin}`, note: page.description })));
    expect(section('Pages').links[0]).toMatchObject({ name: 'Home', url: 'https://site.test/index.md' });
  });

  it('links readable documents only, leaving llms.txt itself, endpoints and JSON/XML documents out of the links', () => {
    const everyUrl = doc.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(everyUrl).not.toContain('https://site.test/llms.txt');
    for (const path of [
      '/api/codehost',
      '/api/portfolio/optimize',
      '/mcp',
      '/openapi.json',
      '/.well-known/mcp/server-card.json',
      '/sitemap.xml',
    ])
      expect(everyUrl).not.toContain(`https://site.test${path}`);
  });

  it('names the machine-readable documents in prose, with GET and their absolute URLs', () => {
    const prose = doc.details![2]!;
    expect(prose).toContain('`GET https://site.test/openapi.json`: OpenAPI description (application/vnd.oai.openapi+json).');
    expect(prose).toContain(
      '`GET https://site.test/.well-known/mcp/server-card.json`: MCP server card (application/mcp-server-card+json).',
    );
    expect(prose).toContain('`GET https://site.test/.well-known/ai-catalog.json`: AI Catalog (application/ai-catalog+json).');
    expect(prose).toContain('`GET https://site.test/sitemap.xml`: Sitemap (application/xml).');
  });

  it('describes every endpoint in prose as METHOD and absolute path', () => {
    const prose = doc.details![3]!;
    expect(prose).toContain('`GET https://site.test/api/codehost`: Code-hosting activity API (application/json).');
    expect(prose).toContain('`POST https://site.test/api/portfolio/optimize`: Portfolio optimizer API (application/json).');
    expect(prose).toContain('`POST https://site.test/mcp`: MCP server (Streamable HTTP) (application/json).');
  });

  it('puts llms-full.txt, the sitemap and the project repositories under Optional', () => {
    expect(section('Optional').links.map((l) => [l.name, l.url])).toEqual([
      ['llms-full.txt', 'https://site.test/llms-full.txt'],
      ['octocat.github.io', 'https://github.com/octocat/octocat.github.io'],
      ['Spoon-Knife', 'https://github.com/octocat/Spoon-Knife'],
      ['Hello-World', 'https://github.com/octocat/Hello-World'],
      ['linguist', 'https://github.com/octocat/linguist'],
    ]);
    expect(section('Optional').links.find((l) => l.name === 'Hello-World')!.note).toBe('My first repository on GitHub.');
  });

  it('skips projects without a repository, and keeps absolute resource URLs as they are', () => {
    const custom: OwnerContent = {
      ...owner,
      projects: [
        { name: 'Private', slug: 'private', summary: 'No public code.', tags: [], featured: true },
        { name: 'Public', slug: 'public', summary: 'Open.', tags: [], repoUrl: 'https://git.example/public', featured: false },
      ],
      developerResources: [
        { title: 'External API', url: 'https://api.example/v1', mediaType: 'application/json', description: 'Hosted elsewhere.' },
        { title: 'llms.txt', url: '/llms.txt', mediaType: 'text/plain', description: 'Left out.' },
      ],
    };
    const result = siteLlmsDocument(custom, [], 'https://other.test/');
    expect(result.sections).toEqual([
      { title: 'Pages', links: [] },
      { title: 'Optional', links: [{ name: 'Public', url: 'https://git.example/public', note: 'Open.' }] },
    ]);
    expect(result.details![2]).toBe(
      'Machine-readable documents: `GET https://api.example/v1`: External API (application/json). Hosted elsewhere.',
    );
    expect(result.details![1]).toContain('https://other.test/openapi.json');
  });

  it('renders as llms.txt with the sections as H2 link lists', () => {
    const text = renderLlmsTxt(doc);
    expect(text.startsWith('# The Octocat\n\n> Example developer profile')).toBe(true);
    expect(text).toContain('\n## Optional\n\n- [llms-full.txt](https://site.test/llms-full.txt): ');
    expect(text).toContain(
      '- [Home](https://site.test/index.md): The Octocat: profile, skills, featured projects and public code activity.',
    );
    expect(text.indexOf('## Pages')).toBeLessThan(text.indexOf('## Optional'));
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

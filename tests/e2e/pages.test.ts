import { describe, expect, it } from 'vitest';
import { pages } from '../../src/data/pages.ts';
import { siteUrl } from '../../src/data/site.ts';
import { get } from '../support/http.ts';

// The home page refreshes its activity snapshot; the optimizer page is interactive.
const PAGES_WITH_SCRIPT = new Set(['/', '/optimizer']);

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe.each(pages)('page $path', (page) => {
  it('is served as HTML with its title, description, canonical URL, Open Graph tags and Markdown alternate', async () => {
    const response = await get(page.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const html = await response.text();
    const canonical = new URL(page.path, siteUrl).href;
    expect(html).toContain(`<title>${page.title.replace(/&/g, '&amp;')}</title>`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<link rel="alternate" type="text\/markdown" href="([^"]*)"/)).toBe(new URL(page.twin, siteUrl).href);
    expect(html).toMatch(/<main id="content"/);
    // JSON-LD is data, not JavaScript.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length, 'client JavaScript only where interaction needs it').toBe(PAGES_WITH_SCRIPT.has(page.path) ? 1 : 0);
  });

  it('has a Markdown twin without navigation chrome', async () => {
    const response = await get(page.twin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const markdown = await response.text();
    // Front matter, then the H1, then the one-line pointer to llms.txt.
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? [];
    expect(frontMatter?.split('\n')).toEqual([
      `title: ${JSON.stringify(page.title)}`,
      `description: ${JSON.stringify(page.description)}`,
      `canonical: ${JSON.stringify(new URL(page.path, siteUrl).href)}`,
      expect.stringMatching(/^last_modified: "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"$/),
    ]);
    expect(body).toMatch(/^# \S.*\n\n> For agents: \[llms\.txt\]\(https:\/\/[^)]+\/llms\.txt\) indexes this site/);
    expect(markdown).not.toMatch(/<!--|<\/?[a-z][a-z0-9-]*[\s>]/i); // no HTML comments or tags left over
    expect(markdown).not.toContain('Skip to content');
    expect(markdown).not.toMatch(/\]\(\/(?!\/)/); // no relative links
  });
});

describe('one canonical URL per page', () => {
  it('never links a page with a trailing slash or .html', async () => {
    for (const page of pages) {
      const html = await (await get(page.path)).text();
      expect(html).not.toMatch(/href="\/[^"]+\/"/);
      expect(html).not.toMatch(/href="\/[^"]*\.html"/);
    }
  });
});

describe('404', () => {
  it('answers an unknown path with the 404 page and status', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers an unknown page asking for Markdown with 404 too', async () => {
    const response = await get('/no-such-page', { headers: { accept: 'text/markdown' } });
    expect(response.status).toBe(404);
  });
});

describe('content of the example owner', () => {
  it('shows the profile, skills and featured projects on the home page', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('The Octocat');
    expect(html).toContain('Featured projects');
    expect(html).toContain('octocat.github.io');
    expect(html).toContain('example content');
  });

  it('documents every endpoint with curl examples on /developers', async () => {
    const html = await (await get('/developers')).text();
    for (const endpoint of [
      '/api/codehost',
      '/api/portfolio/optimize',
      '/mcp',
      '/openapi.json',
      '/llms.txt',
      '/.well-known/mcp/server-card.json',
      '/sitemap.xml',
    ]) {
      expect(html).toContain(endpoint);
    }
    expect(html.match(/<code class="language-sh">curl/g)?.length).toBeGreaterThanOrEqual(4);
  });
});

import { describe, expect, it } from 'vitest';
import { get } from '../support/http.ts';
import { pageByPath } from '../support/built-editions.ts';
import { twinFrontMatter } from '../support/twin-front-matter.ts';
import { t } from '../../src/data/ui.ts';

const projects = pageByPath('/projects')!;

const MARKDOWN = 'text/markdown; charset=utf-8';

describe('Markdown negotiation on page URLs', () => {
  it.each([
    ['text/markdown', 'markdown'],
    ['text/markdown, text/html, */*', 'markdown'],
    ['text/markdown;q=0.9, text/html', 'html'],
    ['text/html;q=0.9, text/markdown', 'markdown'],
    ['*/*', 'html'],
    [undefined, 'html'],
    ['text/markdown;q=0', 'html'],
    ['text/markdown;q=0, */*', 'html'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
  ])('GET /projects with Accept %s -> %s', async (accept, expected) => {
    const response = await get('/projects', { headers: accept === undefined ? {} : { accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const body = await response.text();
    if (expected === 'markdown') {
      expect(response.headers.get('content-type')).toBe(MARKDOWN);
      expect(twinFrontMatter(body)?.data.title).toBe(projects.title);
      expect(body).toContain(`\n---\n# ${t.projectsPage.heading}\n`);
    } else {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(body).toMatch(/^<!DOCTYPE html>/i);
    }
  });

  it('serves the home page twin for /', async () => {
    const response = await get('/', { headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toBe(MARKDOWN);
    expect(await response.text()).toBe(await (await get('/index.md')).text());
  });

  it('answers HEAD with the same headers and no body', async () => {
    for (const [accept, type] of [
      ['text/markdown', MARKDOWN],
      ['text/html', 'text/html'],
    ] as const) {
      const response = await get('/contact', { method: 'HEAD', headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(await response.text()).toBe('');
    }
  });

  it('leaves .md paths, assets and discovery documents alone', async () => {
    const twin = await get('/projects.md', { headers: { accept: 'text/html' } });
    expect(twin.headers.get('content-type')).toBe(MARKDOWN);
    for (const path of ['/llms.txt', '/sitemap.xml', '/favicon.svg', '/robots.txt']) {
      const response = await get(path, { headers: { accept: 'text/markdown' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).not.toBe(MARKDOWN);
    }
  });
});

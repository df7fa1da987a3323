import { describe, expect, it } from 'vitest';
import { negotiateMarkdown, type Origin } from '../../src/lib/markdown/negotiate.ts';

const files: Record<string, { body: string; type: string }> = {
  '/projects': { body: '<h1>Projects</h1>', type: 'text/html; charset=utf-8' },
  '/projects.md': { body: '---\ntitle: "Projects"\ncanonical: "https://site.test/projects"\n---\n# Projects\n', type: 'text/plain' },
  '/contact': { body: '<h1>Contact</h1>', type: 'text/html; charset=utf-8' },
  '/search': { body: '<h1>Search</h1>', type: 'text/html; charset=utf-8' },
  '/en/404': { body: '<h1>Page not found</h1>', type: 'text/html; charset=utf-8' },
};

/** The twins the build made: /contact.md among them, though the origin cannot serve it (a failed subrequest). */
const twins = new Set(['/projects.md', '/contact.md']);

function fakeOrigin(original: Request) {
  const seen: string[] = [];
  const serve = async (request: Request, via: string) => {
    const { pathname } = new URL(request.url);
    seen.push(`${via} ${request.method} ${pathname}`);
    const file = files[pathname];
    if (!file) return new Response('not found', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : file.body, { headers: { 'content-type': file.type } });
  };
  const origin: Origin = {
    next: () => serve(original, 'next'),
    fetchTwin: (request) => serve(request, 'fetch'),
    hasTwin: (path) => twins.has(path),
  };
  return { origin, seen };
}

async function negotiate(path: string, init: RequestInit = {}) {
  const request = new Request(`https://site.test${path}`, init);
  const origin = fakeOrigin(request);
  const response = await negotiateMarkdown(request, origin.origin);
  return { response, seen: origin.seen };
}

describe('negotiateMarkdown', () => {
  it('serves the twin as text/markdown when Markdown is preferred', async () => {
    const { response, seen } = await negotiate('/projects', { headers: { accept: 'text/markdown, text/html' } });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(response.headers.get('content-location')).toBe('/projects.md');
    expect(await response.text()).toBe(files['/projects.md']!.body);
    expect(seen).toEqual(['fetch GET /projects.md']);
  });

  it('serves HTML with Vary when HTML is preferred', async () => {
    const { response, seen } = await negotiate('/projects', { headers: { accept: 'text/markdown;q=0.9, text/html' } });
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(seen).toEqual(['next GET /projects']);
  });

  it('falls back to HTML when the twin is missing', async () => {
    const { response, seen } = await negotiate('/contact', { headers: { accept: 'text/markdown' } });
    expect(await response.text()).toBe('<h1>Contact</h1>');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(seen).toEqual(['fetch GET /contact.md', 'next GET /contact']);
  });

  it('answers HEAD with the twin headers and no body', async () => {
    const { response } = await negotiate('/projects', { method: 'HEAD', headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('gives every Markdown response, negotiated or by .md path, a Link to the canonical page, a token estimate, a strong ETag and Cache-Control', async () => {
    for (const [path, accept] of [
      ['/projects', 'text/markdown'],
      ['/projects.md', 'text/html'],
    ] as const) {
      const { response } = await negotiate(path, { headers: { accept } });
      const body = files['/projects.md']!.body;
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('link')).toBe('<https://site.test/projects>; rel="canonical"');
      expect(response.headers.get('x-markdown-tokens')).toBe(String(Math.ceil(body.length / 4)));
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await response.text()).toBe(body);
    }
  });

  it('answers 304 without a body when If-None-Match matches the ETag, at both addresses', async () => {
    const { response: first } = await negotiate('/projects.md');
    const etag = first.headers.get('etag')!;
    for (const [path, accept] of [
      ['/projects.md', '*/*'],
      ['/projects', 'text/markdown'],
    ] as const) {
      const { response } = await negotiate(path, { headers: { accept, 'if-none-match': etag } });
      expect(response.status, path).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    expect((await negotiate('/projects.md', { headers: { 'if-none-match': '"other"' } })).response.status).toBe(200);
  });

  it('answers HEAD on a twin with the GET headers (ETag, tokens) and no body', async () => {
    const { response: get } = await negotiate('/projects.md');
    const { response: head, seen } = await negotiate('/projects.md', { method: 'HEAD' });
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('x-markdown-tokens')).toBe(get.headers.get('x-markdown-tokens'));
    expect(await head.text()).toBe('');
    expect(seen).toEqual(['fetch GET /projects.md']);
  });

  it('links a page to its twin as rel=alternate, and not when the page is missing', async () => {
    const { response } = await negotiate('/projects', { headers: { accept: 'text/html' } });
    expect(response.headers.get('link')).toBe(
      '</projects.md>; rel="alternate"; type="text/markdown", </.well-known/api-catalog>; rel="api-catalog"',
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await negotiate('/missing', { headers: { accept: 'text/html' } })).response.headers.get('link')).toBeNull();
  });

  it('neither links nor serves a twin the build did not make (the search page, the statistics), and links the API catalog still', async () => {
    for (const accept of ['text/html', 'text/markdown']) {
      const { response, seen } = await negotiate('/search', { headers: { accept } });
      expect(await response.text()).toBe('<h1>Search</h1>');
      expect(response.headers.get('link')).toBe('</.well-known/api-catalog>; rel="api-catalog"');
      expect(seen).toEqual(['next GET /search']);
    }
  });

  it('does not touch other methods or non-page paths', async () => {
    for (const [path, method] of [
      ['/projects', 'POST'],
      ['/api/codehost', 'GET'],
      ['/missing.md', 'GET'],
    ] as const) {
      const { response } = await negotiate(path, { method, headers: { accept: 'text/markdown' } });
      expect(response.headers.get('vary')).toBeNull();
    }
  });

  it("answers a path under a language's prefix that is no page with that language's 404 page, still 404", async () => {
    const { response, seen } = await negotiate('/en/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(seen).toEqual(['next GET /en/no-such-page', 'fetch GET /en/404']);
  });

  it.each([
    ['/no-such-page', ['next GET /no-such-page']],
    ['/fr/no-such-page', ['next GET /fr/no-such-page', 'fetch GET /fr/404']],
    ['/fr/404', ['next GET /fr/404']],
    ['/Not_A_Language/x', ['next GET /Not_A_Language/x']],
    ['/wp-admin/x', ['next GET /wp-admin/x']],
  ])('leaves any other 404 as it is, asking at most once: %s', async (path, expected) => {
    const { response, seen } = await negotiate(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
    expect(seen).toEqual(expected);
  });
});

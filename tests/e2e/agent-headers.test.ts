import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { pages } from '../support/built-editions.ts';
import { siteUrl } from '../../src/data/site.ts';
import { t } from '../../src/data/ui.ts';
import { usagePolicy } from '../../src/lib/owner/schema.ts';
import { get } from '../support/http.ts';
import { emptyRequest, siteApis } from '../support/site-apis.ts';
import { API_CATALOG_LINK } from '../../src/lib/discovery/api-catalog-location.ts';

const USAGE = usagePolicy(owner.site.contentSignals);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('Markdown responses for agents', () => {
  it.each(pages.map((page) => [page.path, page.twin]))(
    '%s: the .md and the negotiated twin carry Link, tokens, ETag and 304',
    async (path, twin) => {
      for (const [url, accept] of [
        [twin, '*/*'],
        [path, 'text/markdown'],
      ] as const) {
        const response = await get(url, { headers: { accept } });
        expect(response.status, url).toBe(200);
        const text = await response.text();
        expect(response.headers.get('link'), url).toBe(`<${new URL(path, siteUrl).href}>; rel="canonical"`);
        expect(Number(response.headers.get('x-markdown-tokens'))).toBe(Math.ceil(text.length / 4));
        expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
        const etag = response.headers.get('etag');
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        const again = await get(url, { headers: { accept, 'if-none-match': etag! } });
        expect(again.status, url).toBe(304);
        expect(await again.text()).toBe('');
      }
    },
  );

  it('the negotiated twin and the .md file are the same representation (same ETag)', async () => {
    const md = await get('/projects.md');
    const negotiated = await get('/projects', { headers: { accept: 'text/markdown' } });
    expect(negotiated.headers.get('etag')).toBe(md.headers.get('etag'));
  });
});

describe('HTML pages point at their twins', () => {
  it.each(pages.map((page) => [page.path, page.twin]))(
    '%s: a Link header and a <link> to the twin, and the llms.txt pointer first in the banner',
    async (path, twin) => {
      const response = await get(path, { headers: { accept: 'text/html' } });
      expect(response.headers.get('link')).toBe(`<${twin}>; rel="alternate"; type="text/markdown", ${API_CATALOG_LINK}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const html = await response.text();
      expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${new URL(twin, siteUrl).href}"`);
      const note = /<header class="site-header">\s*<p class="agent-note"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
      expect(note).toContain('<a href="/llms.txt">llms.txt</a>');
      // The dictionary's sentence, its Markdown link as the HTML link.
      expect(note?.replace(/<a href="([^"]+)">([^<]+)<\/a>/g, '[$2]($1)')).toBe(escapeText(t.layout.agentNote('/llms.txt')));
    },
  );

  it('the not-found page offers no twin', async () => {
    for (const path of ['/404', '/no-such-page']) expect((await get(path)).headers.get('link'), path).toBeNull();
  });
});

describe('the owner policy for automated readers: Content Signals and AI preferences (aipref)', () => {
  it.each(['/', '/projects.md', '/llms.txt', '/openapi.json', '/robots.txt', '/sitemap.xml'])(
    '%s carries it as Content-Signal and Content-Usage',
    async (path) => {
      const { headers } = await get(path);
      expect(headers.get('content-signal')).toBe(USAGE.contentSignal);
      expect(headers.get('content-usage')).toBe(USAGE.contentUsage);
    },
  );

  it('a twin asked for by Accept carries it too', async () => {
    const { headers } = await get('/projects', { headers: { accept: 'text/markdown' } });
    expect(headers.get('content-type')).toMatch(/^text\/markdown/);
    expect([headers.get('content-signal'), headers.get('content-usage')]).toEqual([USAGE.contentSignal, USAGE.contentUsage]);
  });

  it('robots.txt states it for every user agent (the aipref form in a comment, sent as the header)', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain(`User-agent: *\nContent-Signal: ${USAGE.contentSignal}\nAllow: /`);
    expect(text).toContain(`Content-Usage: ${USAGE.contentUsage}\n`);
  });
});

describe('every response says how to cache it', () => {
  it.each([
    ['/', {}],
    ['/projects.md', {}],
    ['/llms.txt', {}],
    ['/llms-full.txt', {}],
    ['/sitemap.xml', {}],
    ['/robots.txt', {}],
    ['/openapi.json', {}],
    ['/mcp/server-card', {}],
    ['/.well-known/ai-catalog.json', {}],
    ['/server.json', {}],
    ['/favicon.svg', {}],
    // The APIs of the capabilities the owner has on, each asked what it refuses before doing any work.
    ...siteApis(owner).map((api) => [api.path, emptyRequest(api)] as const),
    ['/.well-known/mcp', {}],
    ['/mcp', {}],
    [
      '/mcp',
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' },
    ],
  ] as const)('%s %j', async (path, init) => {
    const response = await get(path, init as RequestInit);
    expect(response.headers.get('cache-control'), `${path} ${response.status}`).toMatch(/^(no-store|public, max-age=\d+)/);
  });
});

import { describe, expect, it } from 'vitest';
import { pages } from '../support/built-editions.ts';
import { commentedPages } from '../support/script-pages.ts';
import { get } from '../support/http.ts';
import { emptyRequest, siteApis } from '../support/site-apis.ts';
import { owner } from '../../src/data/owner.ts';

const COMMON = {
  'strict-transport-security': /^max-age=(\d+)/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)|microphone=\(\).*camera=\(\)/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

function expectSecurityHeaders(response: Response, label: string) {
  for (const [name, pattern] of Object.entries(COMMON)) expect(response.headers.get(name), `${label}: ${name}`).toMatch(pattern);
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]);
  expect(maxAge, `${label}: HSTS of at least 6 months`).toBeGreaterThanOrEqual(15_552_000);
  expect(response.headers.get('content-security-policy'), `${label}: CSP`).toContain("frame-ancestors 'none'");
}

/** Everything but an HTML page is data: it loads nothing, and any origin may read it. */
function expectDataPolicy(response: Response, label: string) {
  expectSecurityHeaders(response, label);
  expect(response.headers.get('content-security-policy'), `${label}: CSP`).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('cross-origin-resource-policy'), `${label}: CORP`).toBe('cross-origin');
}

const mcpInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  }),
};

describe('security headers on every response', () => {
  it.each(pages.map((page) => page.path))('page %s (through the edge function), as HTML and as Markdown', async (path) => {
    const html = await get(path);
    expectSecurityHeaders(html, path);
    expect(html.headers.get('content-security-policy')).not.toContain('default-src');
    expect(html.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expectDataPolicy(await get(path, { headers: { accept: 'text/markdown' } }), `${path} as Markdown`);
  });

  it('pages carry a strict script policy: hashes and self (and the comments’ origin on a page with comments), never unsafe-inline', async () => {
    const commented = new Set(commentedPages);
    for (const page of pages) {
      const html = await (await get(page.path)).text();
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, page.path).toBeDefined();
      // Which origin the comments load from is their capability's to say (tests/e2e/writing/comments.test.ts).
      const comments = commented.has(page.path) ? ' https://[\\w.-]+' : '';
      expect(policy).toMatch(new RegExp(`script-src 'self'${comments}( 'sha256-[\\w+/=]+')*;`));
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it.each([
    '/projects.md',
    '/llms.txt',
    '/llms-full.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/openapi.json',
    '/.well-known/mcp/server-card.json',
    '/server.json',
    '/favicon.svg',
    '/mcp/server-card',
  ])('static file %s', async (path) => expectDataPolicy(await get(path), path));

  it('the 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, '404');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('Astro bundles', async () => {
    // The home page always has a bundle (its activity refresh).
    const html = await (await get('/')).text();
    // A script bundle, or the stylesheet where Astro inlined a small script.
    const bundle =
      /<script[^>]+src="(\/_astro\/[^"]+)"/.exec(html)?.[1] ?? /<link rel="stylesheet" href="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(bundle).toBeDefined();
    const response = await get(bundle!);
    expectDataPolicy(response, bundle!);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    // The APIs of the capabilities the owner has on, each asked what it refuses before doing any work.
    ...siteApis(owner).map((api) => [`${api.method} ${api.path}`, api.path, emptyRequest(api)] as const),
    ['POST /mcp', '/mcp', mcpInit],
    ['GET /mcp (405)', '/mcp', {}],
    ['GET /.well-known/mcp', '/.well-known/mcp', {}],
  ] as const)('function %s', async (label, path, init) => {
    expectDataPolicy(await get(path, init as RequestInit), label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BASE_HEADERS,
  policyHeaders,
  renderHeadersFile,
  SEARCH_FILES,
  staticHeaderRules,
  withPolicyHeaders,
} from '../../src/lib/http/header-policy.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';

const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

const expectBaseHeaders = (response: Response) => {
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
};

describe('policyHeaders and withPolicyHeaders', () => {
  it('gives data a locked-down, cross-origin policy and pages a same-origin one', () => {
    expect(policyHeaders('data')).toMatchObject({ 'content-security-policy': DATA_CSP, 'cross-origin-resource-policy': 'cross-origin' });
    const page = policyHeaders('page');
    expect(page['cross-origin-resource-policy']).toBe('same-origin');
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['content-security-policy']).not.toContain('default-src');
    for (const kind of ['page', 'data'] as const) expect(policyHeaders(kind)).toMatchObject(BASE_HEADERS);
  });

  it('adds the policy and the extra headers, keeping status, body and the other headers', async () => {
    const original = new Response('<p>hi</p>', { status: 404, headers: { 'content-type': 'text/html', 'x-frame-options': 'SAMEORIGIN' } });
    const response = withPolicyHeaders(original, 'page', { vary: 'Accept' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<p>hi</p>');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('vary')).toBe('Accept');
    expectBaseHeaders(response);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('lets an extra header win over the policy', () => {
    const response = withPolicyHeaders(new Response('x'), 'data', { 'cross-origin-resource-policy': 'same-site' });
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(response.headers.get('content-security-policy')).toBe(DATA_CSP);
  });

  it('works on a response whose headers are immutable', () => {
    const redirect = Response.redirect('https://site.test/elsewhere', 301);
    expect(() => redirect.headers.set('x-test', '1')).toThrow();
    const response = withPolicyHeaders(redirect, 'data');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://site.test/elsewhere');
    expectBaseHeaders(response);
  });
});

describe('staticHeaderRules and renderHeadersFile', () => {
  const rules = staticHeaderRules();

  it('puts only the base headers on /*, the data policy on every data path, and its own on the search files', () => {
    expect(rules[0]).toEqual({ for: '/*', values: { ...BASE_HEADERS } });
    expect(rules.find((rule) => rule.for === '/pagefind/*')?.values).toMatchObject(SEARCH_FILES);
    for (const rule of rules.slice(1).filter((candidate) => candidate.for !== '/pagefind/*')) {
      expect(rule.values['content-security-policy'], rule.for).toBe(DATA_CSP);
      expect(rule.values['cross-origin-resource-policy'], rule.for).toBe('cross-origin');
    }
    const paths = rules.map((rule) => rule.for);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("puts the owner's policy for automated readers on /*, in both vocabularies", () => {
    const usage = { contentSignal: 'search=yes, ai-input=yes, ai-train=no', contentUsage: 'train-ai=n, search=y' };
    expect(staticHeaderRules({ usage })[0]).toEqual({
      for: '/*',
      values: { ...BASE_HEADERS, 'content-signal': usage.contentSignal, 'content-usage': usage.contentUsage },
    });
  });

  it('declares content types and public CORS for the text documents, and long caching for bundles', () => {
    const rule = (path: string) => rules.find((candidate) => candidate.for === path)!.values;
    expect(rule('/*.md')).toMatchObject({ 'content-type': 'text/markdown; charset=utf-8', 'access-control-allow-origin': '*' });
    expect(rule('/openapi.json')['content-type']).toBe('application/json; charset=utf-8');
    expect(rule('/resume.json')).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
    for (const card of ['/mcp/server-card', '/.well-known/mcp/server-card.json']) {
      expect(rule(card)).toMatchObject({
        'content-type': 'application/mcp-server-card+json',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'ETag',
        'cache-control': 'public, max-age=3600',
      });
    }
    expect(rule('/.well-known/ai-catalog.json')['content-type']).toBe('application/ai-catalog+json');
    expect(rule('/server.json')).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
    expect(rule('/.well-known/mcp-registry-auth')).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
    // No path gets a header from two rules, whatever a host does with overlapping rules.
    expect(rules.filter((candidate) => candidate.for.endsWith('.json')).map((candidate) => candidate.for)).not.toContain('/*.json');
    expect(rule('/*.xml')['content-type']).toBe('application/xml; charset=utf-8');
    expect(rule('/_astro/*')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rule('/_astro/*')['access-control-allow-origin']).toBeUndefined();
  });

  it('writes the _headers format: a path line, then indented canonical Name: value lines', () => {
    const text = renderHeadersFile([
      { for: '/*', values: { 'x-content-type-options': 'nosniff' } },
      { for: '/*.md', values: { 'content-type': 'text/markdown', 'access-control-allow-origin': '*' } },
    ]);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^# /),
      '/*',
      '  X-Content-Type-Options: nosniff',
      '/*.md',
      '  Content-Type: text/markdown',
      '  Access-Control-Allow-Origin: *',
      '',
    ]);
  });

  it('renders every static rule', () => {
    const text = renderHeadersFile(rules);
    for (const rule of rules) expect(text).toContain(`\n${rule.for}\n`);
    expect(text).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
  });
});

describe('netlifyHandler', () => {
  it('passes the request and the other arguments through and adds the data policy', async () => {
    const seen: unknown[] = [];
    const handler = netlifyHandler('test', async (request: Request, context: { ip: string }) => {
      seen.push(request.url, context);
      return new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const response = await handler(new Request('https://site.test/api/x'), { ip: '192.0.2.1' });
    expect(seen).toEqual(['https://site.test/api/x', { ip: '192.0.2.1' }]);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"ok":true}');
    expect(response.headers.get('content-type')).toBe('application/json');
    expectBaseHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(DATA_CSP);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

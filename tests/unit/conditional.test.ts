import { describe, expect, it } from 'vitest';
import { withEtag } from '../../src/lib/http/conditional.ts';

const request = (headers: Record<string, string> = {}, method = 'GET') => new Request('https://s.test/doc', { method, headers });

describe('withEtag', () => {
  it('adds a strong ETag of the body, the same for the same bytes, and drops Content-Length', async () => {
    const first = await withEtag(new Response('{"a":1}', { headers: { 'content-length': '7', 'x-kept': 'yes' } }), request());
    const second = await withEtag(new Response('{"a":1}'), request());
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(first.headers.get('content-length')).toBeNull();
    expect(first.headers.get('x-kept')).toBe('yes');
    expect(await first.text()).toBe('{"a":1}');
    expect((await withEtag(new Response('{"a":2}'), request())).headers.get('etag')).not.toBe(second.headers.get('etag'));
  });

  it('answers 304 without a body for a matching If-None-Match, weak or listed', async () => {
    const etag = (await withEtag(new Response('x'), request())).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await withEtag(new Response('x'), request({ 'if-none-match': header }));
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe('');
    }
  });

  it('sends no body for HEAD, and leaves error responses alone', async () => {
    expect(await (await withEtag(new Response('x'), request({}, 'HEAD'))).text()).toBe('');
    const missing = await withEtag(new Response('gone', { status: 404 }), request());
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

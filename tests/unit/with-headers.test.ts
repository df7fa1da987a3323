import { describe, expect, it } from 'vitest';
import { withHeaders } from '../../src/lib/http/with-headers.ts';

describe('withHeaders', () => {
  it('sets and removes headers in place when the response allows it', async () => {
    const response = new Response('body', { headers: { 'content-length': '4', 'x-old': '1' } });
    const result = withHeaders(response, { 'cache-control': 'no-store', 'x-old': '2' }, ['content-length']);
    expect(result).toBe(response);
    expect(Object.fromEntries(result.headers)).toEqual({
      'cache-control': 'no-store',
      'content-type': 'text/plain;charset=UTF-8',
      'x-old': '2',
    });
    expect(await result.text()).toBe('body');
  });

  it('answers a copy, status and body kept, when the headers are immutable', async () => {
    const redirect = Response.redirect('https://site.test/elsewhere', 308);
    expect(() => redirect.headers.set('x', '1')).toThrow(TypeError);
    const result = withHeaders(redirect, { 'cache-control': 'no-store' }, ['location']);
    expect(result).not.toBe(redirect);
    expect(result.status).toBe(308);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.has('location')).toBe(false);
    expect(redirect.headers.get('location')).toBe('https://site.test/elsewhere');
  });

  it('lets a bad header value fail loudly, whichever the response', () => {
    expect(() => withHeaders(new Response('body'), { 'x-bad': 'line\nbreak' })).toThrow(TypeError);
    expect(() => withHeaders(Response.redirect('https://site.test/', 308), { 'x-bad': 'line\nbreak' })).toThrow(TypeError);
  });
});

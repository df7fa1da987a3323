import { describe, expect, it, vi } from 'vitest';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';

describe('netlifyHandler: the wrapper of every function', () => {
  it('passes a response through with the data header policy', async () => {
    const handler = netlifyHandler(
      'test',
      async () => new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const response = await handler(new Request('https://site.test/api/x'));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('turns an unexpected exception into a 500 internal_error JSON body without its message or stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = netlifyHandler('test', async () => {
      throw new TypeError('secret detail at /srv/app/handler.ts:12');
    });
    const response = await handler(new Request('https://site.test/api/x'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(text).not.toMatch(/secret|handler\.ts|TypeError|at /);
    expect(log).toHaveBeenCalledWith('test: unexpected failure', expect.any(TypeError));
    log.mockRestore();
  });
});

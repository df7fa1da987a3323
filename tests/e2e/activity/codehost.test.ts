import { describe, expect, it } from 'vitest';
import { CodehostActivitySchema } from '../../../src/capabilities/activity/core/schema.ts';
import { get as rawGet } from '../../support/http.ts';
import { contractChecked } from '../../support/contract.ts';

// Every response of the function through the stack must match /openapi.json too.
const get = contractChecked('/api/codehost', rawGet);

describe('/api/codehost through the local stack (GitHub fake)', () => {
  it('serves the activity as JSON with caching headers', async () => {
    const response = await get('/api/codehost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = CodehostActivitySchema.parse(await response.json());
    expect(body.publicRepos).toBe(11);
    expect(body.languages[0]).toEqual({ name: 'TypeScript', pct: 43 });
  });

  // The emulation runs every invocation in a fresh worker, so the memory cache (and with it
  // a stable ETag between two requests) only exists on warm Netlify instances; the
  // integration tests cover it in-process. `*` matches any current representation.
  it('answers If-None-Match: * with 304 and a non-matching ETag with 200', async () => {
    const notModified = await get('/api/codehost', { headers: { 'if-none-match': '*' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(await notModified.text()).toBe('');
    expect((await get('/api/codehost', { headers: { 'if-none-match': '"stale-tag"' } })).status).toBe(200);
  });

  it('answers POST with 405 and Allow', async () => {
    const response = await get('/api/codehost', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is not negotiated to Markdown', async () => {
    const response = await get('/api/codehost', { headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

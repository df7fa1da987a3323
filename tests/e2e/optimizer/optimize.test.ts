import { describe, expect, it } from 'vitest';
import { OptimizeResponseSchema } from '../../../src/capabilities/optimizer/core/schema.ts';
import { get as rawGet } from '../../support/http.ts';
import { contractChecked } from '../../support/contract.ts';
import { owner } from '../../../src/data/owner.ts';

// Every response of the function through the stack must match /openapi.json too.
const get = contractChecked('/api/portfolio/optimize', rawGet);

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  get('/api/portfolio/optimize', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

// Only while the owner has the optimizer on; tests/e2e/features.test.ts checks it is gone when off.
describe.runIf(owner.site.features.optimizer)('/api/portfolio/optimize through the local stack (data912 fake)', () => {
  it('answers a valid request with aligned prices and analytics', async () => {
    const response = await post({ tickers: ['GGAL', 'AL30', 'AAPL'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = OptimizeResponseSchema.parse(await response.json());
    expect(body.dates.length).toBeGreaterThan(150);
    expect(body.analytics.frontier.length).toBe(40);
  });

  it.each([
    [{ tickers: ['GGAL'] }, 400],
    ['not json', 400],
    [{ tickers: ['GGAL', 'NOPE'] }, 422],
  ])('%j -> %i', async (body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toEqual(expect.any(String));
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await get('/api/portfolio/optimize');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

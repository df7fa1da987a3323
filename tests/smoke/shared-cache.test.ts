import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeData912, startFakeData912 } from '../support/fake-data912.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';
import { type LocalStack, startLocalStack } from '../support/local-stack.ts';
import { TEST_CACHE_TIMEOUT } from '../support/stack-setup.ts';
import { owner } from '../../src/data/owner.ts';

// Netlify's emulation runs every invocation in a fresh worker, as a cold instance: nothing in
// a function's memory survives a request. What these tests see cached came through Netlify
// Blobs, the store the instances share. Two stacks share one store, as two deploys of the
// site would (the second counts everything as expired: CACHE_TTL_SECONDS=0).

let github: FakeGitHub;
let data912: FakeData912;
let stack: LocalStack;
let expiredStack: LocalStack | undefined;
const store = `test-${randomUUID()}`;
// The optimizer's function is deployed only while the owner has it on.
const optimizerOn = owner.site.features.optimizer;
const optimizeBody = JSON.stringify({ tickers: ['GGAL', 'AL30'] });

const call = (base: LocalStack, path: string, init?: RequestInit) => fetch(new URL(path, base.url), init);
const optimize = (base: LocalStack) =>
  call(base, '/api/portfolio/optimize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: optimizeBody });

/** Both stacks: the counting fakes, and one Blobs store between them. */
const stackEnv = () => ({
  CODEHOST_API_URL: github.url,
  CODEHOST_USER: 'octocat',
  MARKET_DATA_URL: data912.url,
  CACHE_STORE_NAME: store,
  ...TEST_CACHE_TIMEOUT,
});

beforeAll(async () => {
  github = await startFakeGitHub();
  data912 = await startFakeData912();
  stack = await startLocalStack(stackEnv());
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await expiredStack?.stop();
  await github.close();
  await data912.close();
});

describe('one cache for every instance, through Netlify Blobs', () => {
  it('after a first GET /api/codehost, the next five make no GitHub request', async () => {
    const first = await call(stack, '/api/codehost');
    expect(first.status).toBe(200);
    const body = await first.text();
    const asked = github.requests.length;
    for (let i = 0; i < 5; i++) {
      const again = await call(stack, '/api/codehost');
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache-status'), stack.output()).toBe('hit');
      expect(await again.text()).toBe(body);
    }
    expect(github.requests.length).toBe(asked);
  });

  it.runIf(optimizerOn)('after a first optimizer request, a repeated one makes no data912 request', async () => {
    const first = await optimize(stack);
    expect(first.status).toBe(200);
    const body = await first.json();
    const asked = data912.requests.length;
    const again = await optimize(stack);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache-status'), stack.output()).toBe('fresh');
    expect(await again.json()).toEqual(body);
    expect(data912.requests.length).toBe(asked);
  });

  it('the scheduled refresh, run by hand, revalidates every GitHub resource with its stored ETag', async () => {
    expect((await call(stack, '/api/codehost')).status).toBe(200);
    const asked = github.requests.length;
    const response = await call(stack, '/.netlify/functions/refresh-activity', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ refreshed: true, cache: 'revalidated' });
    const revalidation = github.requests.slice(asked);
    expect(revalidation).toHaveLength(4);
    for (const request of revalidation) expect(request.headers['if-none-match']).toMatch(/^"/);
  });

  it('with both upstreams down, cached data still serves: fresh within the hour, stale after it, never an error', async () => {
    expect((await call(stack, '/api/codehost')).status).toBe(200);
    if (optimizerOn) expect((await optimize(stack)).status).toBe(200);
    github.mode = 'server-error';
    data912.mode = 'server-error';
    try {
      expect((await call(stack, '/api/codehost')).headers.get('x-cache-status')).toBe('hit');
      expiredStack ??= await startLocalStack({ ...stackEnv(), CACHE_TTL_SECONDS: '0' });
      const activity = await call(expiredStack, '/api/codehost');
      expect(activity.status, expiredStack.output()).toBe(200);
      expect(activity.headers.get('x-cache-status')).toBe('stale');
      if (optimizerOn) {
        const optimized = await optimize(expiredStack);
        expect(
          optimized.status,
          `${await optimized.clone().text()}\nexpired stack:\n${expiredStack.output()}\nfirst stack:\n${stack.output()}`,
        ).toBe(200);
        expect(optimized.headers.get('x-cache-status')).toBe('stale');
        expect((await optimized.json()).warnings).toContainEqual(expect.objectContaining({ code: 'stale_market_data' }));
      }
    } finally {
      github.mode = 'ok';
      data912.mode = 'ok';
    }
  }, 90_000);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { codehostFromEnv } from '../../src/capabilities/activity/core/from-env.ts';
import { marketDataFromEnv } from '../../src/capabilities/optimizer/market/from-env.ts';

import { fixtureOwners } from '../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on).
const owner = fixtureOwners.example;

interface Recorded {
  url: string;
  headers: Headers;
}

/** Replaces the global fetch (which the clients pick up when built) with a recorder; no request leaves the process. */
function recordFetch(answer: (url: string) => Response): Recorded[] {
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, headers: new Headers(init.headers) });
    return answer(url);
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('codehostFromEnv', () => {
  const unavailable = () => new Response('{}', { status: 500 });

  it('defaults to api.github.com, the owner GitHub user and no token', async () => {
    const requests = recordFetch(unavailable);
    const { user, service } = codehostFromEnv({}, owner, 'https://site.test');
    expect(user).toBe('octocat');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.map((r) => r.url)).toContain('https://api.github.com/users/octocat');
    for (const request of requests) {
      expect(new URL(request.url).origin).toBe('https://api.github.com');
      expect(request.headers.get('user-agent')).toBe('portfolio-dev-portal/1.0 (+https://site.test; public activity of octocat)');
      expect(request.headers.has('authorization')).toBe(false);
    }
  });

  it('takes the API URL, user and token from the environment', async () => {
    const requests = recordFetch(unavailable);
    const env = { CODEHOST_API_URL: 'http://github.internal.test/api/v3', CODEHOST_USER: 'ada', GITHUB_TOKEN: 'test-token' };
    const { user, service } = codehostFromEnv(env, owner, 'https://site.test');
    expect(user).toBe('ada');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.map((r) => r.url)).toContain('http://github.internal.test/api/v3/users/ada');
    for (const request of requests) {
      expect(request.url.startsWith('http://github.internal.test/api/v3/users/ada')).toBe(true);
      expect(request.headers.get('authorization')).toBe('Bearer test-token');
      expect(request.headers.get('user-agent')).toContain('public activity of ada');
    }
  });

  it('treats empty variables as unset', async () => {
    const requests = recordFetch(unavailable);
    const { user, service } = codehostFromEnv({ CODEHOST_API_URL: '', CODEHOST_USER: '', GITHUB_TOKEN: '' }, owner, 'https://site.test');
    expect(user).toBe('octocat');
    await expect(service.activity()).rejects.toMatchObject({ name: 'UpstreamError' });
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.url.startsWith('https://api.github.com/') && !r.headers.has('authorization'))).toBe(true);
  });
});

describe('marketDataFromEnv', () => {
  const panels = (url: string) => {
    const symbol = { '/live/arg_stocks': 'GGAL', '/live/arg_cedears': 'AAPL', '/live/arg_bonds': 'AL30' }[new URL(url).pathname];
    return symbol ? Response.json([{ symbol, c: 1 }]) : new Response('not found', { status: 404 });
  };

  it('defaults to data912.com with a descriptive User-Agent', async () => {
    const requests = recordFetch(panels);
    const { value: instruments } = await marketDataFromEnv({}, 'https://site.test').instruments();
    expect(Object.fromEntries(instruments)).toEqual({ GGAL: 'stocks', AAPL: 'cedears', AL30: 'bonds' });
    expect(requests.map((r) => r.url).sort()).toEqual([
      'https://data912.com/live/arg_bonds',
      'https://data912.com/live/arg_cedears',
      'https://data912.com/live/arg_stocks',
    ]);
    for (const request of requests) {
      expect(request.headers.get('user-agent')).toBe('portfolio-dev-portal/1.0 (+https://site.test; educational optimizer)');
      expect(request.headers.get('accept')).toBe('application/json');
    }
  });

  it('takes the provider URL from MARKET_DATA_URL, and ignores an empty one', async () => {
    const custom = recordFetch(panels);
    await marketDataFromEnv({ MARKET_DATA_URL: 'http://127.0.0.1:9912' }, 'https://site.test').instruments();
    expect(custom.map((r) => new URL(r.url).origin)).toEqual(['http://127.0.0.1:9912', 'http://127.0.0.1:9912', 'http://127.0.0.1:9912']);
    const empty = recordFetch(panels);
    await marketDataFromEnv({ MARKET_DATA_URL: '' }, 'https://other.test').instruments();
    expect(empty.every((r) => r.url.startsWith('https://data912.com/'))).toBe(true);
    expect(empty[0]!.headers.get('user-agent')).toContain('+https://other.test;');
  });
});

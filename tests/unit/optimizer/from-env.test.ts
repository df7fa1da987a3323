import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFetch } from '../../support/record-fetch.ts';
import { marketDataFromEnv } from '../../../src/capabilities/optimizer/market/from-env.ts';

afterEach(() => {
  vi.unstubAllGlobals();
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

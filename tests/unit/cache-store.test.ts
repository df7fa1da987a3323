import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheTtlMsFromEnv, DEFAULT_STORE_NAME, sharedCacheFromEnv } from '../../src/lib/cache/from-env.ts';
import { netlifyBlobsStore } from '../../src/lib/cache/netlify-blobs.ts';
import { guardStore, MemoryStore, type SharedStore } from '../../src/lib/cache/store.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/** The context Netlify gives a function, pointing at a loopback server. */
const context = (url: string) =>
  Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'site', token: 'token', deployID: 'deploy' })).toString(
    'base64',
  );

/** Puts back this process's Blobs context after each test of the describe block it is called in. */
function restoringBlobsContext() {
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  afterEach(() => {
    if (saved === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = saved;
  });
}

/** While `use` runs, this process's Blobs API is a loopback server that answers every request with {"v":1} after `delayMs`. */
async function withSlowBlobs<T>(delayMs: number, use: () => Promise<T>): Promise<T> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"v":1}'), delayMs);
  });
  const { url, close } = await listenOnLoopback(server);
  try {
    process.env.NETLIFY_BLOBS_CONTEXT = context(url);
    return await use();
  } finally {
    server.closeAllConnections();
    await close();
  }
}

describe('MemoryStore', () => {
  it('keeps JSON values by key, as copies', async () => {
    const store = new MemoryStore();
    const value = { a: [1, 2], b: 'x' };
    await store.set('k', value);
    value.a.push(3);
    expect(await store.get('k')).toEqual({ a: [1, 2], b: 'x' });
    expect(await store.get('missing')).toBeUndefined();
  });
});

describe('guardStore', () => {
  const failing: SharedStore = {
    get: async () => {
      throw new Error('store down');
    },
    set: async () => {
      throw new Error('store down');
    },
  };
  const hanging: SharedStore = { get: () => new Promise(() => {}), set: () => new Promise(() => {}) };

  it('turns a failing read into a miss and a failing write into nothing, and logs both', async () => {
    const log = vi.fn();
    const store = guardStore(failing, { timeoutMs: 1_500, log });
    expect(await store.get('k')).toBeUndefined();
    await expect(store.set('k', 1)).resolves.toBeUndefined();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'shared cache: read of k failed; going on without it',
      'shared cache: write of k failed; going on without it',
    ]);
  });

  it('gives up on a store that does not answer after timeoutMs', async () => {
    const log = vi.fn();
    const store = guardStore(hanging, { timeoutMs: 30, log });
    expect(await store.get('k')).toBeUndefined();
    await expect(store.set('k', 1)).resolves.toBeUndefined();
    expect(String(log.mock.calls[0]?.[1])).toContain('no answer in 30 ms');
  });

  it('waits up to lastChanceTimeoutMs for a last-chance read, and passes the option on', async () => {
    const log = vi.fn();
    const seen: unknown[] = [];
    const slow: SharedStore = {
      get: (_key, options) => {
        seen.push(options);
        return new Promise((resolve) => setTimeout(() => resolve('late'), 60));
      },
      set: async () => {},
    };
    const store = guardStore(slow, { timeoutMs: 20, lastChanceTimeoutMs: 2_000, log });
    expect(await store.get('k')).toBeUndefined();
    expect(await store.get('k', { lastChance: true })).toBe('late');
    expect(seen).toEqual([undefined, { lastChance: true }]);
    expect(log.mock.calls.map(([message]) => message)).toEqual(['shared cache: read of k failed; going on without it']);
  });

  it('passes values through from a working store', async () => {
    const memory = new MemoryStore();
    const store = guardStore(memory, { timeoutMs: 1_500, log: vi.fn() });
    await store.set('k', { v: 1 });
    expect(await store.get('k')).toEqual({ v: 1 });
  });
});

describe('netlifyBlobsStore', () => {
  restoringBlobsContext();

  it('is an empty store that drops writes where Netlify gives no Blobs context', async () => {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    const store = netlifyBlobsStore('api-cache', { attemptTimeoutMs: 1_000 });
    await store.set('k', 1);
    expect(await store.get('k')).toBeUndefined();
  });

  it('reads and writes JSON through the Blobs API of its context, in the store CACHE_STORE_NAME names', async () => {
    const blobs = new Map<string, string>();
    const server = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      if (req.method === 'PUT') blobs.set(req.url!, body);
      const stored = blobs.get(req.url!);
      if (req.method === 'GET' && stored === undefined) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'GET' ? stored : '');
    });
    const { url, close } = await listenOnLoopback(server);
    try {
      process.env.NETLIFY_BLOBS_CONTEXT = context(url);
      const store = netlifyBlobsStore('api-cache', { attemptTimeoutMs: 1_000 });
      expect(await store.get('market/v1/instruments')).toBeUndefined();
      await store.set('market/v1/instruments', { GGAL: 'stocks' });
      expect(await store.get('market/v1/instruments')).toEqual({ GGAL: 'stocks' });
      await sharedCacheFromEnv({}).set('k', 1);
      await sharedCacheFromEnv({ CACHE_STORE_NAME: 'per-run' }).set('k', 2);
      const paths = [...blobs.keys()];
      expect(paths).toHaveLength(3);
      expect(paths.filter((path) => path.includes(DEFAULT_STORE_NAME))).toHaveLength(2);
      expect(paths.filter((path) => path.includes('per-run'))).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('fails fast, without the client retrying for seconds, when Blobs does not answer; guarded, that is a miss', async () => {
    const server = createServer(() => {}); // accepts, never answers
    const { url, close } = await listenOnLoopback(server);
    try {
      process.env.NETLIFY_BLOBS_CONTEXT = context(url);
      const store = netlifyBlobsStore('api-cache', { attemptTimeoutMs: 50 });
      const started = Date.now();
      await expect(store.get('k')).rejects.toThrow();
      // The Blobs client's own retries would take about 25 s; one attempt's deadline ends it.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await guardStore(store, { timeoutMs: 1_500, log: vi.fn() }).get('k')).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await close();
    }
  });
});

describe('netlifyBlobsStore, last-chance reads', () => {
  restoringBlobsContext();

  it('gives a last-chance read a longer deadline than a quick one', async () => {
    // Answers after 150 ms: too slow for a 50 ms attempt, in time for a 2 s one.
    await withSlowBlobs(150, async () => {
      const store = netlifyBlobsStore('api-cache', { attemptTimeoutMs: 50, lastChanceAttemptTimeoutMs: 2_000 });
      await expect(store.get('k')).rejects.toThrow();
      expect(await store.get('k', { lastChance: true })).toEqual({ v: 1 });
    });
  });
});

describe('sharedCacheFromEnv, CACHE_TIMEOUT_MS', () => {
  restoringBlobsContext();

  // Answers after 1.2 s: past the default second, inside a longer deadline.
  const slowBlobs = <T>(use: () => Promise<T>) => withSlowBlobs(1_200, use);
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it('goes on without a read that takes longer than a second, by default', async () => {
    const warn = quiet();
    expect(await slowBlobs(() => sharedCacheFromEnv({}).get('k'))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('read of k failed'), expect.anything());
  });

  it('waits CACHE_TIMEOUT_MS milliseconds instead when it is set', async () => {
    expect(await slowBlobs(() => sharedCacheFromEnv({ CACHE_TIMEOUT_MS: '5000' }).get('k'))).toEqual({ v: 1 });
  });

  it('waits at most a minute, however large CACHE_TIMEOUT_MS is (past 2^31 ms, timers would fire at once)', async () => {
    expect(await slowBlobs(() => sharedCacheFromEnv({ CACHE_TIMEOUT_MS: '99999999999' }).get('k'))).toEqual({ v: 1 });
  });

  it('keeps the default for a CACHE_TIMEOUT_MS that is not a whole number above 0', async () => {
    quiet();
    const bad = ['0', '-5', '1.5', 'soon'];
    const read = await slowBlobs(() => Promise.all(bad.map((value) => sharedCacheFromEnv({ CACHE_TIMEOUT_MS: value }).get('k'))));
    expect(read).toEqual(bad.map(() => undefined));
  });
});

describe('configuration from the environment', () => {
  it('reads CACHE_TTL_SECONDS as whole seconds, else an hour', () => {
    expect(cacheTtlMsFromEnv({})).toBe(3_600_000);
    expect(cacheTtlMsFromEnv({ CACHE_TTL_SECONDS: '0' })).toBe(0);
    expect(cacheTtlMsFromEnv({ CACHE_TTL_SECONDS: ' 90 ' })).toBe(90_000);
    for (const bad of ['', '-5', '1.5', 'soon']) expect(cacheTtlMsFromEnv({ CACHE_TTL_SECONDS: bad })).toBe(3_600_000);
  });
});

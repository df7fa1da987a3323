import { describe, expect, it, vi } from 'vitest';
import { guardStore, MemoryStore, type SharedStore } from '../../src/lib/cache/store.ts';
import { TieredCache } from '../../src/lib/cache/tiered.ts';
import { UpstreamError } from '../../src/lib/http/upstream.ts';

const HOUR = 3_600_000;

/** A cache of numbers over `store`, on a clock the test moves. */
function setup(store: SharedStore = new MemoryStore()) {
  const clock = { now: 1_000_000 };
  const make = () =>
    new TieredCache<number>({
      store,
      namespace: 'test/v1',
      ttlMs: HOUR,
      now: () => clock.now,
      parse: (value) => (typeof value === 'number' ? value : undefined),
      serveStaleOn: (error) => error instanceof UpstreamError,
    });
  return { clock, make, store };
}

const down = () => Promise.reject(new UpstreamError('unreachable', 'down'));

describe('TieredCache', () => {
  it('loads once, then answers from memory while fresh', async () => {
    const { make } = setup();
    const cache = make();
    const load = vi.fn(async () => 42);
    expect(await cache.get('k', load)).toEqual({ value: 42, storedAt: 1_000_000, cache: 'miss' });
    expect(await cache.get('k', load)).toEqual({ value: 42, storedAt: 1_000_000, cache: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves another instance's fresh value from the shared store without loading", async () => {
    const { make, store } = setup();
    await make().get('k', async () => 7);
    const load = vi.fn(async () => 8);
    expect(await make().get('k', load)).toMatchObject({ value: 7, cache: 'hit' });
    expect(load).not.toHaveBeenCalled();
    expect(await store.get('test/v1/k')).toEqual({ value: 7, storedAt: 1_000_000 });
  });

  it('loads again once the shared value is an hour old, and shares the new one', async () => {
    const { clock, make, store } = setup();
    await make().get('k', async () => 1);
    clock.now += HOUR;
    expect(await make().get('k', async () => 2)).toMatchObject({ value: 2, cache: 'miss' });
    expect(await store.get('test/v1/k')).toEqual({ value: 2, storedAt: clock.now });
  });

  it('answers an upstream failure with the last good value, marked stale, from memory or the shared store', async () => {
    const { clock, make } = setup();
    const first = make();
    await first.get('k', async () => 5);
    clock.now += 2 * HOUR;
    expect(await first.get('k', down)).toEqual({ value: 5, storedAt: 1_000_000, cache: 'stale' });
    expect(await make().get('k', down)).toEqual({ value: 5, storedAt: 1_000_000, cache: 'stale' });
  });

  it('throws an upstream failure when nothing was ever stored, and never stores a failure', async () => {
    const { make, store } = setup();
    const cache = make();
    await expect(cache.get('k', down)).rejects.toThrow(UpstreamError);
    expect(await store.get('test/v1/k')).toBeUndefined();
    expect(await cache.get('k', async () => 3)).toMatchObject({ value: 3, cache: 'miss' });
  });

  it('does not hide a bug behind a stale value', async () => {
    const { clock, make } = setup();
    const cache = make();
    await cache.get('k', async () => 5);
    clock.now += 2 * HOUR;
    await expect(cache.get('k', () => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
  });

  it('ignores a shared value that does not parse (an old shape, a corrupted entry)', async () => {
    const { make, store } = setup();
    await store.set('test/v1/k', { value: 'not a number', storedAt: 1_000_000 });
    await store.set('test/v1/j', { storedAt: 'yesterday' });
    expect(await make().get('k', async () => 9)).toMatchObject({ value: 9, cache: 'miss' });
    expect(await make().get('j', async () => 10)).toMatchObject({ value: 10, cache: 'miss' });
  });

  it('shares one load among concurrent misses', async () => {
    const { make } = setup();
    const cache = make();
    let release!: (value: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    release(4);
    expect((await both).map((result) => result.value)).toEqual([4, 4]);
  });

  it('loads from upstream when the shared store fails or hangs', async () => {
    const broken: SharedStore = {
      get: () => new Promise(() => {}),
      set: () => Promise.reject(new Error('down')),
    };
    const { make } = setup(guardStore(broken, { timeoutMs: 20, log: () => {} }));
    expect(await make().get('k', async () => 11)).toMatchObject({ value: 11, cache: 'miss' });
  });

  it('when the upstream fails with nothing in hand, reads the shared store once more, patiently, before giving up', async () => {
    const { clock, make, store } = setup();
    await make().get('k', async () => 6);
    clock.now += 2 * HOUR;
    // A loaded store: the quick read times out (a miss), the last-chance one waits for the answer.
    const reads: boolean[] = [];
    const slow: SharedStore = {
      get: (key, options) => {
        reads.push(Boolean(options?.lastChance));
        return options?.lastChance ? store.get(key) : new Promise(() => {});
      },
      set: (key, value) => store.set(key, value),
    };
    const guarded = guardStore(slow, { timeoutMs: 20, lastChanceTimeoutMs: 1_000, log: () => {} });
    expect(await setup(guarded).make().get('k', down)).toEqual({ value: 6, storedAt: 1_000_000, cache: 'stale' });
    expect(reads).toEqual([false, true]);
  });

  it('makes no last-chance read when the load succeeds, or fails by a bug', async () => {
    const { make, store } = setup();
    const get = vi.spyOn(store, 'get');
    await make().get('k', async () => 1);
    await expect(make().get('j', () => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
    expect(get.mock.calls.map(([, options]) => options?.lastChance ?? false)).toEqual([false, false]);
  });

  it('works without a shared store', async () => {
    const cache = new TieredCache<number>({
      namespace: 'n',
      ttlMs: HOUR,
      parse: () => undefined,
      serveStaleOn: () => true,
    });
    expect(await cache.get('k', async () => 1)).toMatchObject({ value: 1, cache: 'miss' });
    expect(await cache.get('k', async () => 2)).toMatchObject({ value: 1, cache: 'hit' });
  });
});

import type { ReadOptions, SharedStore } from './store.ts';

/** hit: fresh from memory or the shared store; miss: just loaded; stale: the load failed and this is the last good value. */
type CacheStatus = 'hit' | 'miss' | 'stale';

export interface Cached<T> {
  value: T;
  /** When the value was loaded from upstream (ms since the epoch). */
  storedAt: number;
  cache: CacheStatus;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface TieredCacheOptions<T> {
  /** Shared by every instance; give it guarded (guardStore) so it can only miss, never fail. */
  store?: SharedStore;
  /** Prefix of every shared key, with a version: bump it when the value's shape changes. */
  namespace: string;
  ttlMs: number;
  now?: () => number;
  /** Checks a value read from the shared store; undefined rejects it, as if absent. */
  parse: (value: unknown) => T | undefined;
  /** Which load failures may be answered with the last good value (upstream outages, not bugs). */
  serveStaleOn: (error: unknown) => boolean;
}

/**
 * Memory, then the shared store, then the loader. A value is fresh for ttlMs after it was
 * loaded, wherever it is read from; concurrent misses share one load; a failed load is never
 * stored, and when it is an upstream failure the last good value answers, marked stale.
 */
export class TieredCache<T> {
  readonly #options: Required<Omit<TieredCacheOptions<T>, 'store'>> & Pick<TieredCacheOptions<T>, 'store'>;
  readonly #memory = new Map<string, Entry<T>>();
  readonly #loading = new Map<string, Promise<Cached<T>>>();

  constructor(options: TieredCacheOptions<T>) {
    this.#options = { now: Date.now, ...options };
  }

  get(key: string, load: () => Promise<T>): Promise<Cached<T>> {
    const memory = this.#memory.get(key);
    if (memory && this.#fresh(memory)) return Promise.resolve({ ...memory, cache: 'hit' });
    let pending = this.#loading.get(key);
    if (!pending) {
      pending = this.#fill(key, load, memory).finally(() => this.#loading.delete(key));
      this.#loading.set(key, pending);
    }
    return pending;
  }

  async #fill(key: string, load: () => Promise<T>, memory: Entry<T> | undefined): Promise<Cached<T>> {
    const sharedKey = `${this.#options.namespace}/${key}`;
    const shared = await this.#readShared(sharedKey);
    if (shared && this.#fresh(shared)) {
      this.#memory.set(key, shared);
      return { ...shared, cache: 'hit' };
    }
    try {
      const entry = { value: await load(), storedAt: this.#options.now() };
      this.#memory.set(key, entry);
      await this.#options.store?.set(sharedKey, entry);
      return { ...entry, cache: 'miss' };
    } catch (error) {
      if (!this.#options.serveStaleOn(error)) throw error;
      const last = newest(memory, shared) ?? (await this.#readShared(sharedKey, { lastChance: true }));
      if (last) return { ...last, cache: 'stale' };
      throw error;
    }
  }

  async #readShared(key: string, options?: ReadOptions): Promise<Entry<T> | undefined> {
    const stored = (await this.#options.store?.get(key, options)) as Partial<Entry<unknown>> | undefined;
    if (!stored || typeof stored.storedAt !== 'number' || !Number.isFinite(stored.storedAt)) return undefined;
    const value = this.#options.parse(stored.value);
    return value === undefined ? undefined : { value, storedAt: stored.storedAt };
  }

  #fresh(entry: Entry<T>): boolean {
    const age = this.#options.now() - entry.storedAt;
    return age >= 0 && age < this.#options.ttlMs;
  }
}

const newest = <T>(...entries: (Entry<T> | undefined)[]): Entry<T> | undefined =>
  entries.filter((entry) => entry !== undefined).sort((a, b) => b.storedAt - a.storedAt)[0];

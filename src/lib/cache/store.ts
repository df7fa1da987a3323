/**
 * A key–value store of JSON values shared by every instance of a function: Netlify Blobs in
 * production (netlify-blobs.ts), a Map in tests. Caches put it behind their memory, so one
 * instance's upstream call serves the others.
 */
export interface SharedStore {
  /** The stored value, or undefined when there is none. */
  get(key: string, options?: ReadOptions): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export interface ReadOptions {
  /**
   * The read a cache makes when its upstream has failed and it holds nothing to serve: worth
   * waiting longer for, since the alternative is an error. Other reads give up quickly.
   */
  lastChance?: boolean;
}

/** An in-memory store: the tests' stand-in for Netlify Blobs, and the default where there is none. */
export class MemoryStore implements SharedStore {
  readonly entries = new Map<string, string>();

  async get(key: string): Promise<unknown> {
    const text = this.entries.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }

  async set(key: string, value: unknown): Promise<void> {
    // Stored as text, as a real store would: a caller never shares objects with it.
    this.entries.set(key, JSON.stringify(value));
  }
}

export interface GuardOptions {
  /** Longest wait for one read or write, after which the store is treated as empty. */
  timeoutMs: number;
  /** Longest wait for a last-chance read (default: timeoutMs). */
  lastChanceTimeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}

/**
 * The store as a cache must see it: a read that fails or takes too long is a miss, a write
 * that fails is dropped, so a broken or slow store costs an upstream call, never an error.
 */
export function guardStore(
  store: SharedStore,
  { timeoutMs, lastChanceTimeoutMs = timeoutMs, log = console.warn }: GuardOptions,
): SharedStore {
  const bounded = async <T>(what: string, key: string, task: () => Promise<T>, fallback: T, limitMs = timeoutMs): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${limitMs} ms`)), limitMs);
    });
    try {
      return await Promise.race([task(), timeout]);
    } catch (error) {
      log(`shared cache: ${what} of ${key} failed; going on without it`, error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    get: (key, options) =>
      options?.lastChance
        ? bounded('last-chance read', key, () => store.get(key, options), undefined, lastChanceTimeoutMs)
        : bounded('read', key, () => store.get(key), undefined),
    set: (key, value) => bounded('write', key, () => store.set(key, value), undefined),
  };
}

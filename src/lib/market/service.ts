import type { Data912Client } from './data912-client.ts';
import { buildInstrumentIndex, MARKETS, type Market } from './instruments.ts';
import { cleanHistory, type Close } from './history.ts';

const HOUR = 3_600_000;

interface Cached<T> {
  value: Promise<T>;
  storedAt: number;
}

export interface MarketDataOptions {
  client: Data912Client;
  ttlMs?: number;
  /** Upstream history requests in flight at once. */
  concurrency?: number;
  now?: () => Date;
}

/** data912 panels and histories, each cached in memory for an hour; failed lookups are not cached. */
export class MarketDataService {
  readonly #options: Required<MarketDataOptions>;
  #instruments?: Cached<Map<string, Market>>;
  readonly #histories = new Map<string, Cached<Close[] | null>>();

  constructor(options: MarketDataOptions) {
    this.#options = { ttlMs: HOUR, concurrency: 4, now: () => new Date(), ...options };
  }

  instruments(): Promise<Map<string, Market>> {
    this.#instruments = this.#cached(
      this.#instruments,
      async () => {
        const panels = await Promise.all(MARKETS.map((market) => this.#options.client.panel(market)));
        return buildInstrumentIndex(Object.fromEntries(MARKETS.map((market, i) => [market, panels[i]])) as Record<Market, unknown>);
      },
      (failed) => {
        if (this.#instruments === failed) this.#instruments = undefined;
      },
    );
    return this.#instruments.value;
  }

  /** Histories of vetted instruments, in order; null for a ticker the provider has no history for. */
  async histories(instruments: { symbol: string; market: Market }[]): Promise<(Close[] | null)[]> {
    const results = new Array<Close[] | null>(instruments.length);
    let next = 0;
    const worker = async () => {
      while (next < instruments.length) {
        const i = next++;
        results[i] = await this.#history(instruments[i]!.market, instruments[i]!.symbol);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.concurrency, instruments.length) }, worker));
    return results;
  }

  #history(market: Market, symbol: string): Promise<Close[] | null> {
    const key = `${market}/${symbol}`;
    const entry = this.#cached(
      this.#histories.get(key),
      async () => cleanHistory(await this.#options.client.history(market, symbol)),
      (failed) => {
        if (this.#histories.get(key) === failed) this.#histories.delete(key);
      },
    );
    this.#histories.set(key, entry);
    return entry.value;
  }

  /** The entry while it is fresh, else a new load; a failed load is handed to `forget` so the next request asks again. */
  #cached<T>(entry: Cached<T> | undefined, load: () => Promise<T>, forget: (failed: Cached<T>) => void): Cached<T> {
    const now = this.#options.now().getTime();
    if (entry && now - entry.storedAt < this.#options.ttlMs) return entry;
    const fresh: Cached<T> = { value: load(), storedAt: now };
    fresh.value.catch(() => forget(fresh));
    return fresh;
  }
}

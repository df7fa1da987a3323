import type { Cached } from '../../../lib/cache/tiered.ts';
import { TieredCache } from '../../../lib/cache/tiered.ts';
import type { SharedStore } from '../../../lib/cache/store.ts';
import { UpstreamError } from '../../../lib/http/upstream.ts';
import * as z from '../../../lib/schema/z.ts';
import type { Data912Client } from './data912-client.ts';
import { cleanHistory, type Close } from './history.ts';
import { buildInstrumentIndex, MARKETS, type Market } from './instruments.ts';

const HOUR = 3_600_000;
/** Shared-store keys start with this; bump the version when a cached shape changes. */
const MARKET_CACHE_NAMESPACE = 'market/v1';

const InstrumentsSchema = z.record(z.string(), z.enum(MARKETS));
const HistorySchema = z.nullable(z.array(z.object({ date: z.iso.date(), close: z.number().check(z.gt(0)) })));
const parseWith =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

export interface MarketDataOptions {
  client: Data912Client;
  /** Shared by every function instance (Netlify Blobs), behind the memory cache. */
  store?: SharedStore;
  ttlMs?: number;
  /** Upstream history requests in flight at once. */
  concurrency?: number;
  now?: () => Date;
}

/** Histories in request order, and when the oldest of them that had to be served stale was fetched. */
export interface Histories {
  value: (Close[] | null)[];
  staleSince?: number;
}

/**
 * data912 panels and histories (one entry per ticker), each fresh for an hour, in memory and
 * in the shared store. Failed lookups are not cached; when data912 fails, the last good
 * answer serves, marked stale.
 */
export class MarketDataService {
  readonly #client: Data912Client;
  readonly #concurrency: number;
  readonly #instruments: TieredCache<Record<string, Market>>;
  readonly #histories: TieredCache<Close[] | null>;

  constructor({ client, store, ttlMs = HOUR, concurrency = 4, now = () => new Date() }: MarketDataOptions) {
    this.#client = client;
    this.#concurrency = concurrency;
    const common = {
      store,
      namespace: MARKET_CACHE_NAMESPACE,
      ttlMs,
      now: () => now().getTime(),
      serveStaleOn: (error: unknown) => error instanceof UpstreamError,
    };
    this.#instruments = new TieredCache({ ...common, parse: parseWith(InstrumentsSchema) });
    this.#histories = new TieredCache({ ...common, parse: parseWith(HistorySchema) });
  }

  /** Ticker → market for every ARS-quoted instrument of the three panels. */
  async instruments(): Promise<Cached<Map<string, Market>>> {
    const cached = await this.#instruments.get('instruments', async () => {
      const panels = await Promise.all(MARKETS.map((market) => this.#client.panel(market)));
      const index = buildInstrumentIndex(Object.fromEntries(MARKETS.map((market, i) => [market, panels[i]])) as Record<Market, unknown>);
      return Object.fromEntries(index);
    });
    return { ...cached, value: new Map(Object.entries(cached.value)) };
  }

  /** Histories of vetted instruments, in order; null for a ticker the provider has no history for. */
  async histories(instruments: { symbol: string; market: Market }[]): Promise<Histories> {
    const results = new Array<Cached<Close[] | null>>(instruments.length);
    let next = 0;
    // The first failure decides the answer: no worker starts another request after it.
    let failed = false;
    const worker = async () => {
      while (!failed && next < instruments.length) {
        const i = next++;
        const { market, symbol } = instruments[i]!;
        results[i] = await this.#histories
          .get(`history/${market}/${symbol}`, async () => cleanHistory(await this.#client.history(market, symbol)))
          .catch((error: unknown) => {
            failed = true;
            throw error;
          });
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#concurrency, instruments.length) }, worker));
    const stale = results.filter((result) => result.cache === 'stale').map((result) => result.storedAt);
    return { value: results.map((result) => result.value), ...(stale.length ? { staleSince: Math.min(...stale) } : {}) };
  }
}

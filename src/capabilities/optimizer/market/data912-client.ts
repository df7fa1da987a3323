import {
  fetchUpstream,
  parseUpstreamJson,
  retryAfterSeconds,
  type UpstreamClientOptions,
  UpstreamError,
} from '../../../lib/http/upstream.ts';
import { PANEL_PATH, type Market } from './instruments.ts';

export type Data912ClientOptions = UpstreamClientOptions;

const UPSTREAM = 'The market-data provider (data912)';

/** data912.com: keyless ARS market data. Failures come out as UpstreamError. */
export class Data912Client {
  readonly #options: Required<Data912ClientOptions>;

  constructor(options: Data912ClientOptions) {
    this.#options = { timeoutMs: 8_000, fetch: globalThis.fetch, now: () => new Date(), ...options };
  }

  /**
   * A live panel's rows. A panel is never empty on a working provider: `{"Error": …}`, `[]`
   * or any non-array is a malformed answer, never an empty market.
   */
  async panel(market: Market): Promise<unknown[]> {
    const rows = await this.#get(PANEL_PATH[market]);
    if (!Array.isArray(rows) || rows.length === 0) {
      throw new UpstreamError('malformed', `${UPSTREAM} sent an empty or malformed ${market} panel.`);
    }
    return rows;
  }

  /** A vetted symbol (taken from a panel) only: it becomes part of the URL path. */
  history(market: Market, symbol: string): Promise<unknown> {
    return this.#get(`/historical/${market}/${encodeURIComponent(symbol)}`, { notFoundIsEmpty: true });
  }

  async #get(path: string, { notFoundIsEmpty = false } = {}): Promise<unknown> {
    const url = new URL(path, this.#options.baseUrl).href;
    const headers = { accept: 'application/json', 'user-agent': this.#options.userAgent };
    const response = await fetchUpstream(this.#options.fetch, url, { headers }, this.#options.timeoutMs, UPSTREAM);
    if (!response.ok) {
      if (response.status === 404 && notFoundIsEmpty) return null;
      const retryAfter = retryAfterSeconds(response.headers, this.#options.now()) ?? 60;
      if (response.status === 429)
        throw new UpstreamError('rate_limited', `${UPSTREAM} rate limit reached.`, { status: 429, retryAfterSeconds: retryAfter });
      if (response.status >= 500)
        throw new UpstreamError('server_error', `${UPSTREAM} answered ${response.status}.`, {
          status: response.status,
          retryAfterSeconds: retryAfter,
        });
      throw new UpstreamError('rejected', `${UPSTREAM} refused the request (${response.status}).`, {
        status: response.status,
        retryAfterSeconds: retryAfter,
      });
    }
    return parseUpstreamJson(response.text, UPSTREAM);
  }
}

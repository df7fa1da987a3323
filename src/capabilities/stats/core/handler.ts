import { bearerToken, isSecret } from './bearer.ts';
import { json, jsonError, methodNotAllowed } from '../../../lib/http/json.ts';
import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { lastDays, MAX_DAYS } from './days.ts';
import { readCounts } from './read-counts.ts';
import { statsReport } from './report.ts';

const DEFAULT_DAYS = 30;
/** The owner's statistics: never stored by a CDN or a browser, never shared with another origin. */
const PRIVATE = { 'cache-control': 'private, no-store', 'netlify-cdn-cache-control': 'no-store', vary: 'Authorization' };

export interface StatsHandlerOptions {
  /** STATS_TOKEN: without one the statistics do not exist (404). */
  token: string | undefined;
  store: () => ShardStore | undefined;
  /** Whether this deploy counts readers (its build saw STATS_TOKEN): said in the report. */
  counting: boolean;
  now?: () => Date;
}

/** A whole number from `min` to `max` given as a query parameter, its default when absent; undefined when it is anything else. */
function wholeNumber(value: string | null, fallback: number, min: number, max: number): number | undefined {
  if (value === null) return fallback;
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : undefined;
}

/**
 * GET /api/stats: who read the site, for its owner only. `Authorization: Bearer <STATS_TOKEN>`,
 * compared in constant time; 401 with WWW-Authenticate without it, 404 while no token is set.
 * `?days=` from 1 to 90 (default 30); `?page=` the page of the rows (default 1).
 */
export function createStatsHandler({ token, store, counting, now = () => new Date() }: StatsHandlerOptions) {
  return async (request: Request): Promise<Response> => {
    if (!token) return jsonError(404, 'not_found', 'There are no statistics here.', { headers: PRIVATE });
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD'], PRIVATE);
    const given = bearerToken(request.headers.get('authorization'));
    if (!isSecret(given, token)) {
      const challenge = given ? 'Bearer realm="stats", error="invalid_token"' : 'Bearer realm="stats"';
      return jsonError(401, 'unauthorized', 'Send the statistics token: Authorization: Bearer <STATS_TOKEN>.', {
        headers: { ...PRIVATE, 'www-authenticate': challenge },
      });
    }
    const query = new URL(request.url).searchParams;
    const days = wholeNumber(query.get('days'), DEFAULT_DAYS, 1, MAX_DAYS);
    if (days === undefined)
      return jsonError(400, 'invalid_request', `days must be a whole number from 1 to ${MAX_DAYS}.`, { headers: PRIVATE });
    const page = wholeNumber(query.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
    if (page === undefined) return jsonError(400, 'invalid_request', 'page must be a whole number from 1.', { headers: PRIVATE });
    const counts = store();
    if (!counts) return jsonError(503, 'unavailable', 'The statistics store is not available here.', { headers: PRIVATE });
    const { from, to } = lastDays(now(), days);
    let rows: Awaited<ReturnType<typeof readCounts>>;
    try {
      rows = await readCounts(counts, from, to);
    } catch (error) {
      console.error('stats: could not read the counts', (error as Error)?.message ?? error);
      return jsonError(503, 'unavailable', 'The statistics store did not answer; try again in a minute.', {
        headers: { ...PRIVATE, 'retry-after': '60' },
      });
    }
    return json(statsReport(rows, from, to, { page, counting }), { headers: PRIVATE });
  };
}

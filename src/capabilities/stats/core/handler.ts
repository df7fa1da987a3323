import { bearerToken, isSecret } from '../../../lib/http/bearer.ts';
import { json, jsonError, methodNotAllowed } from '../../../lib/http/json.ts';
import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { readCounts } from './read-counts.ts';
import { statsReport } from './report.ts';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 90;
/** The owner's statistics: never stored by a CDN or a browser, never shared with another origin. */
const PRIVATE = { 'cache-control': 'private, no-store', 'netlify-cdn-cache-control': 'no-store', vary: 'Authorization' };

export interface StatsHandlerOptions {
  /** STATS_TOKEN: without one the statistics do not exist (404). */
  token: string | undefined;
  store: () => ShardStore | undefined;
  now?: () => Date;
}

/** The last `days` days, today (UTC) included. */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/**
 * GET /api/stats: who read the site, for its owner only. `Authorization: Bearer <STATS_TOKEN>`,
 * compared in constant time; 401 with WWW-Authenticate without it, 404 while no token is set.
 * `?days=` from 1 to 90 (default 30).
 */
export function createStatsHandler({ token, store, now = () => new Date() }: StatsHandlerOptions) {
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
    const daysParameter = new URL(request.url).searchParams.get('days');
    const days = daysParameter === null ? DEFAULT_DAYS : Number(daysParameter);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      return jsonError(400, 'invalid_request', `days must be a whole number from 1 to ${MAX_DAYS}.`, { headers: PRIVATE });
    }
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
    return json(statsReport(rows, from, to), { headers: PRIVATE });
  };
}

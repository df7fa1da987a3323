import { json, jsonError } from '../http/json.ts';
import type { CodehostService } from './service.ts';

/**
 * The scheduled refresh: asks GitHub now (conditional requests, so an unchanged account costs
 * no rate limit) and leaves the snapshot in the shared store, where every instance of
 * /api/codehost and the MCP server finds it. Nobody's request waits for GitHub.
 */
export function createActivityRefresh(service: CodehostService) {
  return async (): Promise<Response> => {
    const { snapshot, cache, error } = await service
      .refresh()
      .catch((failure: unknown) => ({ snapshot: undefined, cache: undefined, error: failure }));
    const headers = { 'cache-control': 'no-store' };
    if (!snapshot || cache === 'stale') {
      console.warn('refresh-activity: GitHub could not be read; the last snapshot stays in place', error);
      const message = error instanceof Error ? error.message : 'GitHub could not be read.';
      return jsonError(503, 'upstream_unavailable', `${message} The last snapshot stays in place.`, { headers });
    }
    return json({ refreshed: true, cache, fetchedAt: snapshot.activity.fetchedAt }, { headers });
  };
}

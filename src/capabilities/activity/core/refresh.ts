import { json, jsonError } from '../../../lib/http/json.ts';
import { UPSTREAM_CODES, UpstreamError } from '../../../lib/http/upstream.ts';
import { UNAVAILABLE_CODES } from './handler.ts';
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
      const code = error instanceof UpstreamError ? UNAVAILABLE_CODES[error.failure] : UPSTREAM_CODES.server_error;
      return jsonError(503, code, `${message} The last snapshot stays in place.`, { headers });
    }
    return json({ refreshed: true, cache, fetchedAt: snapshot.activity.fetchedAt }, { headers });
  };
}

import { ifNoneMatchHits, jsonError, methodNotAllowed } from '../http/json.ts';
import { UpstreamError } from '../http/upstream.ts';
import type { CodehostService } from './service.ts';

export const CACHE_CONTROL = 'public, max-age=300';
export const CDN_CACHE_CONTROL = 'public, durable, s-maxage=3600, stale-while-revalidate=3600';
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag, X-Cache-Status, Retry-After' };
const ALLOWED = ['GET', 'HEAD'];

function unavailable(error: UpstreamError, user: string): Response {
  const retryAfter = String(error.retryAfterSeconds ?? 60);
  const headers = { ...CORS, 'retry-after': retryAfter, 'cache-control': 'no-store' };
  const codes: Record<UpstreamError['failure'], [string, string]> = {
    not_found: ['unknown_user', `GitHub has no user "${user}". Check CODEHOST_USER or githubUser in the owner content.`],
    rate_limited: ['upstream_rate_limited', `GitHub's rate limit is reached; try again in ${retryAfter} s.`],
    timeout: ['upstream_timeout', 'GitHub did not answer in time.'],
    unreachable: ['upstream_unreachable', 'GitHub could not be reached.'],
    server_error: ['upstream_error', 'GitHub answered with a server error.'],
    malformed: ['upstream_malformed', 'GitHub sent data that could not be read.'],
    rejected: ['upstream_rejected', 'GitHub refused the request.'],
  };
  const [code, message] = codes[error.failure];
  return jsonError(503, code, `${message} No cached activity is available yet.`, { headers });
}

/** GET/HEAD /api/codehost: cached GitHub activity with ETags, CDN caching and a 503 when nothing can be served. */
export function createCodehostHandler(service: CodehostService, user: string) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          allow: ALLOWED.join(', '),
          'access-control-allow-methods': ALLOWED.join(', '),
          'access-control-allow-headers': 'If-None-Match',
          'access-control-max-age': '86400',
        },
      });
    }
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED, CORS);

    let result: Awaited<ReturnType<CodehostService['activity']>>;
    try {
      result = await service.activity();
    } catch (error) {
      if (error instanceof UpstreamError) return unavailable(error, user);
      console.error('codehost: unexpected failure', error instanceof Error ? error.message : error);
      return unavailable(new UpstreamError('malformed', 'unexpected'), user);
    }
    const { snapshot, cache } = result;
    const headers = {
      ...CORS,
      etag: snapshot.etag,
      'cache-control': CACHE_CONTROL,
      'netlify-cdn-cache-control': CDN_CACHE_CONTROL,
      'x-cache-status': cache,
    };
    if (ifNoneMatchHits(request.headers.get('if-none-match'), snapshot.etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : snapshot.body, {
      status: 200,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

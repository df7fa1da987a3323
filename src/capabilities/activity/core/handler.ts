import { preflight } from '../../../lib/http/cors.ts';
import { ifNoneMatchHits, jsonError, methodNotAllowed } from '../../../lib/http/json.ts';
import { UPSTREAM_CODES, UpstreamError } from '../../../lib/http/upstream.ts';
import type { CodehostService } from './service.ts';

const CACHE_CONTROL = 'public, max-age=300';
const CDN_CACHE_CONTROL = 'public, durable, s-maxage=3600, stale-while-revalidate=3600';
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag, X-Cache-Status, Retry-After' };
const ALLOWED = ['GET', 'HEAD'];

/** The 503 error code for each way GitHub can fail; the OpenAPI description lists the same codes. */
export const UNAVAILABLE_CODES = { ...UPSTREAM_CODES, not_found: 'unknown_user' } as const satisfies Record<
  UpstreamError['failure'],
  string
>;

function unavailable(error: UpstreamError, user: string): Response {
  const retryAfter = String(error.retryAfterSeconds ?? 60);
  const headers = { ...CORS, 'retry-after': retryAfter, 'cache-control': 'no-store' };
  const messages: Record<UpstreamError['failure'], string> = {
    not_found: `GitHub has no user "${user}". Check CODEHOST_USER or githubUser in the owner content.`,
    rate_limited: `GitHub's rate limit is reached; try again in ${retryAfter} s.`,
    timeout: 'GitHub did not answer in time.',
    unreachable: 'GitHub could not be reached.',
    server_error: 'GitHub answered with a server error.',
    malformed: 'GitHub sent data that could not be read.',
    rejected: 'GitHub refused the request.',
  };
  return jsonError(503, UNAVAILABLE_CODES[error.failure], `${messages[error.failure]} No cached activity is available yet.`, { headers });
}

/** GET/HEAD /api/codehost: cached GitHub activity with ETags, CDN caching and a 503 when nothing can be served. */
export function createCodehostHandler(service: CodehostService, user: string) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight({ methods: ALLOWED, headers: 'If-None-Match', cors: CORS });
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED, CORS);

    let result: Awaited<ReturnType<CodehostService['activity']>>;
    try {
      result = await service.activity();
    } catch (error) {
      if (error instanceof UpstreamError) return unavailable(error, user);
      throw error;
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

import { ifNoneMatchHits, strongEtag } from './json.ts';
import { withHeaders } from './with-headers.ts';

/** Headers that describe the bytes of an upstream body, not of the body a rebuilt response sends. */
const BODY_FRAMING = ['content-encoding', 'content-length', 'transfer-encoding'] as const;

/** True when the body is still compressed (Content-Encoding other than identity). */
export const isEncoded = (response: Response) => (response.headers.get('content-encoding') ?? 'identity') !== 'identity';

/**
 * A static document answered with a strong ETag of its body, and 304 (no body) when the
 * request's If-None-Match already names it. Length and encoding headers are dropped: the
 * platform frames the body it sends.
 */
export async function withEtag(response: Response, request: Request): Promise<Response> {
  // Only a whole, unencoded document: not a range (206), an error, or bytes still compressed.
  if (response.status !== 200 || isEncoded(response)) return response;
  const body = await response.text();
  const etag = await strongEtag(body);
  const notModified = ifNoneMatchHits(request.headers.get('if-none-match'), etag);
  const copy = new Response(notModified || request.method === 'HEAD' ? null : body, {
    status: notModified ? 304 : response.status,
    headers: response.headers,
  });
  return withHeaders(copy, { etag }, BODY_FRAMING);
}

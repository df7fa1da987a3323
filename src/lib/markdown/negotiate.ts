import { prefersMarkdown } from '../http/accept.ts';
import { twinPathFor } from './twin-path.ts';
import { withPolicyHeaders } from '../http/header-policy.ts';

export const VARY = 'Accept, Accept-Encoding';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** Headers that describe the bytes of the subrequest's body, not of the body the client gets. */
const BODY_FRAMING = ['content-encoding', 'content-length', 'transfer-encoding'] as const;

export interface Origin {
  /** Continues the request chain with the original request (the page's HTML). Called at most once. */
  next(): Promise<Response>;
  /** Fetches a twin path as a subrequest. Twin paths are excluded from the negotiation, so this cannot loop. */
  fetchTwin(request: Request): Promise<Response>;
}

/**
 * Serves a page's prebuilt Markdown twin when the client prefers text/markdown, and
 * the HTML otherwise. Both carry Vary so caches keep the two apart. A missing twin
 * falls back to the HTML.
 */
export async function negotiateMarkdown(request: Request, origin: Origin): Promise<Response> {
  const url = new URL(request.url);
  const twinPath = twinPathFor(url.pathname);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!twinPath || !isRead) return origin.next();

  if (prefersMarkdown(request.headers.get('accept'))) {
    // Never the client's encodings: Deno's fetch (the edge runtime) decompresses a compressed
    // body but keeps Content-Encoding and Content-Length, so a rebuilt response would lie about
    // its bytes. Asked for identity, it passes bytes through as they come: a body still
    // labelled as encoded is one this function cannot vouch for, so the page gets its HTML.
    // The platform compresses the final response for the client anyway.
    const headers = new Headers({ accept: 'text/markdown', 'accept-encoding': 'identity' });
    const twin = await origin.fetchTwin(new Request(new URL(twinPath, url), { method: request.method, headers }));
    const encoded = (twin.headers.get('content-encoding') ?? 'identity') !== 'identity';
    if (twin.ok && !encoded) {
      return withPolicyHeaders(
        twin,
        'data',
        { 'content-type': MARKDOWN_CONTENT_TYPE, vary: VARY, 'content-location': twinPath },
        BODY_FRAMING,
      );
    }
    await twin.body?.cancel();
  }
  return withPolicyHeaders(await origin.next(), 'page', { vary: VARY });
}

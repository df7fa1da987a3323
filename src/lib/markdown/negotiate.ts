import { prefersMarkdown } from '../http/accept.ts';
import { twinPathFor } from './twin-path.ts';
import { withPolicyHeaders } from '../http/header-policy.ts';

export const VARY = 'Accept, Accept-Encoding';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

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
    const headers = new Headers({ accept: 'text/markdown' });
    const encoding = request.headers.get('accept-encoding');
    if (encoding) headers.set('accept-encoding', encoding);
    const twin = await origin.fetchTwin(new Request(new URL(twinPath, url), { method: request.method, headers }));
    if (twin.ok) {
      return withPolicyHeaders(twin, 'data', { 'content-type': MARKDOWN_CONTENT_TYPE, vary: VARY, 'content-location': twinPath });
    }
    await twin.body?.cancel();
  }
  return withPolicyHeaders(await origin.next(), 'page', { vary: VARY });
}

import { prefersMarkdown } from '../http/accept.ts';
import { twinPathFor } from './twin-path.ts';

export const VARY = 'Accept, Accept-Encoding';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** Continues the request chain, optionally with another request (a same-site rewrite). */
export type Next = (request?: Request) => Promise<Response>;

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/**
 * Serves a page's prebuilt Markdown twin when the client prefers text/markdown, and
 * the HTML otherwise. Both carry Vary so caches keep the two apart. A missing twin
 * falls back to the HTML.
 */
export async function negotiateMarkdown(request: Request, next: Next): Promise<Response> {
  const url = new URL(request.url);
  const twinPath = twinPathFor(url.pathname);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!twinPath || !isRead) return next();

  if (prefersMarkdown(request.headers.get('accept'))) {
    const twinUrl = new URL(twinPath, url);
    const twin = await next(new Request(twinUrl, { method: request.method, headers: request.headers }));
    if (twin.ok) {
      return withHeaders(twin, { 'content-type': MARKDOWN_CONTENT_TYPE, vary: VARY, 'content-location': twinPath });
    }
    await twin.body?.cancel();
  }
  const html = await next();
  return withHeaders(html, { vary: VARY });
}

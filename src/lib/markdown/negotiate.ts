import { API_CATALOG_LINK } from '../discovery/api-catalog-location.ts';
import { prefersMarkdown } from '../http/accept.ts';
import { twinPathFor } from './twin-path.ts';
import { REVALIDATE, withPolicyHeaders } from '../http/header-policy.ts';
import { isEncoded, withEtag } from '../http/conditional.ts';
import { canonicalOf } from './twin-document.ts';
import { SELF_REQUEST } from '../stats/self-request.ts';

export const VARY = 'Accept, Accept-Encoding';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** A twin subrequest asks for Markdown, never compressed (see negotiateMarkdown). */
const SUBREQUEST = { accept: 'text/markdown', 'accept-encoding': 'identity', ...SELF_REQUEST };

export interface Origin {
  /** Continues the request chain with the original request (the page's HTML). Called at most once. */
  next(): Promise<Response>;
  /**
   * Fetches a path of the site as a subrequest: a twin (a GET of the .md path, which this function
   * serves through next(): no loop), or a language's 404 page.
   */
  fetchTwin(request: Request): Promise<Response>;
  /** Whether the build made this twin: a page without one (the search, the statistics) is neither linked to one nor served one. */
  hasTwin(twinPath: string): boolean;
}

/** Roughly four characters a token for English prose and Markdown: an estimate, not any model's exact count. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * A twin as every Markdown response carries it: the data header policy, a strong ETag (and
 * 304 for a matching If-None-Match), the canonical page as a Link, a token estimate, and a
 * Cache-Control that lets caches keep it but ask again.
 */
async function markdownResponse(twin: Response, request: Request, extra: Record<string, string> = {}): Promise<Response> {
  if (twin.status !== 200 || isEncoded(twin)) return twin; // nothing this function can vouch for
  const text = await twin.text();
  const canonical = canonicalOf(text);
  const headers: Record<string, string> = {
    'content-type': MARKDOWN_CONTENT_TYPE,
    vary: VARY,
    ...REVALIDATE,
    'x-markdown-tokens': String(estimateTokens(text)),
    ...(canonical ? { link: `<${canonical}>; rel="canonical"` } : {}),
    ...extra,
  };
  const document = withPolicyHeaders(new Response(text, { status: twin.status, headers: twin.headers }), 'data', headers);
  return withEtag(document, request);
}

/** A first path segment that may be a language's prefix: a language, with a script or a region ("en", "es-ar", "zh-hant"). */
const LANGUAGE_PREFIX = /^[a-z]{2,3}(?:-(?:[a-z]{4}|[a-z]{2}|\d{3}))?$/;

/**
 * A path under a language's prefix that is no page ("/en/nope") answers that language's 404 page
 * ("/en/404"), still with 404, where the site has one; any other 404 as it is. The subrequest for
 * the 404 page itself is never made again (no loop).
 */
async function notFoundInItsLanguage(url: URL, page: Response, origin: Origin): Promise<Response> {
  const segment = url.pathname.split('/')[1] ?? '';
  const notFoundPath = `/${segment}/404`;
  if (page.status !== 404 || !LANGUAGE_PREFIX.test(segment) || url.pathname === notFoundPath || url.pathname === `/${segment}`) return page;
  const local = await origin.fetchTwin(
    new Request(new URL(notFoundPath, url), { headers: { accept: 'text/html', 'accept-encoding': 'identity', ...SELF_REQUEST } }),
  );
  if (local.status !== 200 || isEncoded(local)) {
    await local.body?.cancel();
    return page;
  }
  await page.body?.cancel();
  return new Response(local.body, { status: 404, headers: local.headers });
}

/** A twin path ("/projects.md") when the path is one, else null. */
const asTwinPath = (pathname: string) => (pathname.endsWith('.md') && twinPathFor(pathname.slice(0, -3)) === pathname ? pathname : null);

/**
 * Serves a page's prebuilt Markdown twin when the client prefers text/markdown, and
 * the HTML otherwise. Both carry Vary so caches keep the two apart. A missing twin
 * falls back to the HTML. Twins asked for by their own path get the same Markdown headers.
 */
export async function negotiateMarkdown(request: Request, origin: Origin): Promise<Response> {
  const url = new URL(request.url);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!isRead) return origin.next();
  if (asTwinPath(url.pathname)) {
    // HEAD gets the headers of the GET (ETag, token count), which need the body.
    const twin = request.method === 'HEAD' ? await origin.fetchTwin(new Request(url, { headers: SUBREQUEST })) : await origin.next();
    return markdownResponse(twin, request);
  }
  const twinPath = twinPathFor(url.pathname);
  if (!twinPath) return origin.next();

  const hasTwin = origin.hasTwin(twinPath);
  if (hasTwin && prefersMarkdown(request.headers.get('accept'))) {
    // Never the client's encodings: Deno's fetch (the edge runtime) decompresses a compressed
    // body but keeps Content-Encoding and Content-Length, so a rebuilt response would lie about
    // its bytes. Asked for identity, it passes bytes through as they come: a body still
    // labelled as encoded is one this function cannot vouch for, so the page gets its HTML.
    // The platform compresses the final response for the client anyway. Always a GET: the
    // ETag and the token count need the body, even to answer HEAD.
    const twin = await origin.fetchTwin(new Request(new URL(twinPath, url), { headers: SUBREQUEST }));
    if (twin.status === 200 && !isEncoded(twin)) return markdownResponse(twin, request, { 'content-location': twinPath });
    await twin.body?.cancel();
  }
  const page = await notFoundInItsLanguage(url, await origin.next(), origin);
  // Every page points at its twin, where it has one, and, as RFC 9727 suggests, at the catalog of the site's APIs.
  const links = [...(hasTwin ? [`<${twinPath}>; rel="alternate"; type="text/markdown"`] : []), API_CATALOG_LINK];
  const alternate: Record<string, string> = page.ok ? { link: links.join(', ') } : {};
  return withPolicyHeaders(page, 'page', { vary: VARY, ...REVALIDATE, ...alternate });
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', JSON_CONTENT_TYPE);
  return new Response(JSON.stringify(data), { ...init, headers });
}

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** The one error shape of every API on this site: `{error: {code, message, details?}}`. */
export function jsonError(
  status: number,
  code: string,
  message: string,
  options: { details?: unknown; headers?: HeadersInit } = {},
): Response {
  const body: ErrorBody = { error: { code, message, ...(options.details === undefined ? {} : { details: options.details }) } };
  return json(body, { status, headers: options.headers });
}

/** 405 with the Allow header, as RFC 9110 requires. */
/** A 405 with Allow; `message` words it (an API without words of its own says "Use GET, HEAD."). */
export function methodNotAllowed(allowed: string[], headers: HeadersInit = {}, message = `Use ${allowed.join(', ')}.`): Response {
  const allow = allowed.join(', ');
  return jsonError(405, 'method_not_allowed', message, { headers: { ...Object.fromEntries(new Headers(headers)), allow } });
}

/** Strong ETag of a body: a quoted, truncated SHA-256. */
export async function strongEtag(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const base64 = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `"${base64.slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored, `*` matches anything. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

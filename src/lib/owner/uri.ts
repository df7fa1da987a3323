import { percentEncode } from '../percent-encode.ts';

/**
 * An owner's URL as a valid RFC 3986 URI, the form strict clients check (JSON Schema's `uri`
 * format, as ajv-formats reads it). WHATWG's URL parser, which validates the owner's URLs,
 * leaves `[`, `]`, `|`, `^`, `{`, `}` and a stray `%` unencoded in paths and queries: RFC 3986
 * allows none of them there. They are percent-encoded; nothing else changes.
 */

/** What RFC 3986 allows after the authority: unreserved, sub-delims, `:`, `@`, `/`, `?`, and `%` starting an escape. */
const DISALLOWED = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

/** Path, query and fragment with what RFC 3986 does not allow there encoded (a second `#` included). */
function encodeTail(tail: string): string {
  const hash = tail.indexOf('#');
  const beforeHash = hash < 0 ? tail : tail.slice(0, hash);
  const fragment = hash < 0 ? undefined : tail.slice(hash + 1);
  const encoded = beforeHash.replace(DISALLOWED, percentEncode);
  return fragment === undefined ? encoded : `${encoded}#${fragment.replace(DISALLOWED, percentEncode)}`;
}

/** An internationalised host in its ASCII (punycode) form, as URIs write it; an ASCII authority as written. */
function asciiAuthority(authority: string): string {
  if (/^[\x21-\x7e]*$/.test(authority)) return authority;
  const { protocol, username, password, host } = new URL(`${authority}/`);
  const user = username ? `${username}${password ? `:${password}` : ''}@` : '';
  return `${protocol}//${user}${host}`;
}

/**
 * `https://example.com/search?tags[]=rust` -> `https://example.com/search?tags%5B%5D=rust`;
 * `mailto:` links and site paths (`/docs[1]`) likewise. The authority (an IPv6 host keeps its
 * brackets) is left as written.
 */
export function uriOf(url: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0];
  if (authority) return asciiAuthority(authority) + encodeTail(url.slice(authority.length));
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? '';
  return scheme + encodeTail(url.slice(scheme.length));
}

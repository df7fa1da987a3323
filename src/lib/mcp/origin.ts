/**
 * DNS-rebinding protection for the MCP endpoint. A request without Origin (not a browser)
 * passes; a browser request passes only from the configured site origin, a loopback
 * origin (local development), or an origin in MCP_ALLOWED_ORIGINS. The request's own
 * Host is never trusted: in a rebinding attack, Host and Origin are both the attacker's.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isOriginAllowed(origin: string | null, siteUrl: string, allowList: string[]): boolean {
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  return url.origin === new URL(siteUrl).origin || LOOPBACK.has(url.hostname) || allowList.includes(url.origin);
}

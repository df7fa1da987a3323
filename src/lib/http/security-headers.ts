import { withHeaders } from './with-headers.ts';

/**
 * Security headers for every response. netlify.toml sets them for static files; Functions
 * and the edge function set them in code, because header rules do not reach those responses.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

/** Pages carry Astro's hashed script/style policy in a <meta>; this header adds what a <meta> cannot express. */
export const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** API responses are data, never documents: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function withSecurityHeaders(response: Response, csp: string): Response {
  return withHeaders(response, { ...SECURITY_HEADERS, 'content-security-policy': csp });
}

/** Wraps a Function handler so every response it sends carries the security headers. */
export function secured<Args extends unknown[]>(handler: (request: Request, ...rest: Args) => Promise<Response>) {
  return async (request: Request, ...rest: Args) => withSecurityHeaders(await handler(request, ...rest), API_CSP);
}

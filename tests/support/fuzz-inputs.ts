import fc from 'fast-check';

/** Content types, mostly well-declared, so the fuzzing reaches validation and beyond. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/problem+json', '') },
);

/** A POST to the site with this body, content type and further headers. */
export function request(path: string, body: string, type: string, extra: Record<string, string> = {}) {
  return new Request(`https://site.test${path}`, {
    method: 'POST',
    headers: { ...(type ? { 'content-type': type } : {}), ...extra },
    body,
  });
}

/**
 * The response with headers set, and some removed: in place when its headers may change, else
 * on a copy (a fetched response's headers are immutable, and so are Response.redirect()'s).
 * In place spares a copy of every response on the hot paths.
 */
export function withHeaders(response: Response, headers: Record<string, string>, remove: readonly string[] = []): Response {
  const target = headersAreMutable(response) ? response : new Response(response.body, response);
  for (const name of remove) target.headers.delete(name);
  for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  return target;
}

/** Immutable headers refuse any change, even deleting a header they do not have. */
function headersAreMutable(response: Response): boolean {
  try {
    response.headers.delete('x-mutability-probe');
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * The response with headers set, and some removed: in place when its headers may change, else
 * on a copy (a fetched response's headers are immutable, and so are Response.error()'s and
 * Response.redirect()'s). In place spares a copy of every response on the hot paths.
 */
export function withHeaders(response: Response, headers: Record<string, string>, remove: readonly string[] = []): Response {
  try {
    return applyHeaders(response, headers, remove);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return applyHeaders(new Response(response.body, response), headers, remove);
  }
}

function applyHeaders(response: Response, headers: Record<string, string>, remove: readonly string[]): Response {
  for (const name of remove) response.headers.delete(name);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

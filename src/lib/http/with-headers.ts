/** A copy of a response with headers set, and some removed (Response headers can be immutable, e.g. from fetch). */
export function withHeaders(response: Response, headers: Record<string, string>, remove: readonly string[] = []): Response {
  const copy = new Response(response.body, response);
  for (const name of remove) copy.headers.delete(name);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/** The answer to a CORS preflight: 204 with the methods and request headers the resource accepts, cached for a day. */
export function preflight({
  methods,
  headers,
  cors,
}: {
  methods: string[];
  headers?: string;
  /** Access-Control-Allow-Origin and friends, as the resource decides them. */
  cors: Record<string, string>;
}): Response {
  const allow = methods.join(', ');
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      allow,
      'access-control-allow-methods': allow,
      ...(headers ? { 'access-control-allow-headers': headers } : {}),
      'access-control-max-age': '86400',
    },
  });
}

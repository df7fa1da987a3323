// Runs the edge function module under Deno, the edge runtime, in front of an origin (the
// ORIGIN environment variable), and prints the port it listens on. The function's own
// subrequests use Deno's real fetch, pointed at the origin; context.next() stands for the
// platform's pass-through, which hands over the origin's answer without decoding anything.
import negotiation from '../../../netlify/edge-functions/markdown-negotiation.ts';

const origin = Deno.env.get('ORIGIN')!;
const onOrigin = (url: string) => {
  const { pathname, search } = new URL(url);
  return new URL(pathname + search, origin);
};

// The function's subrequests: a .md path comes back through the edge function, as the CDN
// sends it there; anything else goes to the origin with Deno's real fetch.
const denoFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  if (new URL(request.url).pathname.endsWith('.md')) return handle(request);
  return denoFetch(new Request(onOrigin(request.url), request));
};

function handle(request: Request): Promise<Response> {
  const next = () => {
    const headers = new Headers(request.headers);
    headers.set('accept-encoding', 'identity');
    return denoFetch(onOrigin(request.url), { method: request.method, headers });
  };
  // biome-ignore lint/suspicious/noExplicitAny: the edge Context, reduced to what the function uses.
  return negotiation(request, { next } as any);
}

const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) }, handle);
await server.finished;

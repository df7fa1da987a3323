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

// The function's subrequests to the site (its own host): a .md path comes back through the edge
// function, as the CDN sends it there; anything else goes to the origin with Deno's real fetch.
// Requests to other hosts (Netlify Blobs) go where they are addressed.
const denoFetch = globalThis.fetch;
let ownHost = '';
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const { host, pathname } = new URL(request.url);
  if (host !== ownHost) return denoFetch(request);
  if (pathname.endsWith('.md')) return handle(request);
  return denoFetch(new Request(onOrigin(request.url), request));
};

async function handle(request: Request): Promise<Response> {
  const next = () => {
    const headers = new Headers(request.headers);
    headers.set('accept-encoding', 'identity');
    return denoFetch(onOrigin(request.url), { method: request.method, headers });
  };
  // The platform's waitUntil: here the driver finishes that work before it answers, so that a
  // test sees it done when the response arrives.
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => pending.push(promise);
  // biome-ignore lint/suspicious/noExplicitAny: the edge Context, reduced to what the function uses.
  const response = await negotiation(request, { next, waitUntil } as any);
  await Promise.all(pending);
  return response;
}

const server = Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => {
      ownHost = `127.0.0.1:${port}`;
      console.log(`listening ${port}`);
    },
  },
  handle,
);
await server.finished;

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startNetlifyDev } from '../../scripts/lib/netlify-dev.ts';
import { notFoundResponse, sendResponse, toFetchRequest, withCancelSafeBody } from '../../scripts/lib/node-bridge.ts';
import { loadRoutes, routeFor } from '../../scripts/lib/netlify-routes.ts';
import { listenOnLoopback } from './loopback.ts';
import { owner } from '../../src/data/owner.ts';
import { functionsOff } from '../../src/capabilities/list.ts';

/**
 * The site's Netlify wiring in this process, without the emulation's per-request function
 * builds: each function's and edge function's own module (default export and `config`) is
 * imported and routed by its `config` with URLPattern, the matcher Netlify uses; headers,
 * redirects and static files go through @netlify/dev's own handlers with netlify.toml and
 * dist/, the same ones `npm start` uses. The request chain follows @netlify/dev's order:
 * edge functions, then functions, then redirects and static files, then 404.html.
 */

const root = new URL('../../', import.meta.url);
const dist = new URL('dist/', root);

export interface InProcessStack {
  url: string;
  /** Resolves once every request under way is answered and the work handlers left to waitUntil (the statistics' writes) is done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** `env` is applied to process.env before the function modules load (they read it at module scope). */
export async function startInProcessStack(env: Record<string, string> = {}): Promise<InProcessStack> {
  Object.assign(process.env, env);
  const [functions, edgeFunctions] = await Promise.all([
    loadRoutes('netlify/functions/', functionsOff(owner)),
    loadRoutes('netlify/edge-functions/'),
  ]);
  // Functions and edge functions are routed here, in process; Netlify handles the rest.
  const netlify = await startNetlifyDev({
    functions: { enabled: false },
    edgeFunctions: { enabled: false },
    // Blobs on would put NETLIFY_BLOBS_CONTEXT into this process's environment, which the
    // test workers inherit; the functions here share one process, and so their memory.
    blobs: { enabled: false },
    logger: { log: () => {}, warn: () => {}, error: console.error } as unknown as Console,
  });

  let url = '';
  // Netlify's waitUntil: work a handler leaves running after its response, awaited by settled().
  const running = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise.catch(() => {}).finally(() => running.delete(tracked));
    running.add(tracked);
  };
  async function origin(request: Request): Promise<Response> {
    const fn = routeFor(functions, request);
    if (fn) return fn.handler(request, { waitUntil });
    const response = await netlify.handle(request, { serverAddress: url });
    if (response && response.status !== 404) return response;
    await response?.body?.cancel();
    return notFoundResponse(dist, response?.headers);
  }

  async function chain(request: Request): Promise<Response> {
    const edge = routeFor(edgeFunctions, request);
    if (!edge) return origin(request);
    return edge.handler(request, { next: () => origin(request), waitUntil });
  }

  // Requests being answered: settled() waits for them too, and for what they leave to waitUntil.
  const answering = new Set<Promise<unknown>>();
  const server = createServer((req, res) => {
    const answer = respond(req, res).finally(() => answering.delete(answer));
    answering.add(answer);
  });
  async function respond(req: IncomingMessage, res: ServerResponse) {
    try {
      const request = await toFetchRequest(req, `http://${req.headers.host}`, 10_000);
      await sendResponse(res, withCancelSafeBody(await chain(request)), req.method);
    } catch (error) {
      // A crash here is a crash of the site's code: tests must see it, not a 502 in disguise.
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  }
  const listening = await listenOnLoopback(server);
  url = listening.url;
  const { close } = listening;
  return {
    url,
    settled: async () => {
      while (answering.size || running.size) await Promise.all([...answering, ...running]);
    },
    stop: async () => {
      await close();
      await netlify.stop();
    },
  };
}

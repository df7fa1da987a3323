// Serves the built site (dist/), Netlify Functions and Edge Functions through Netlify's own
// local emulation, offline. `npm start` builds first, then runs this.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createInstanceRoot } from './lib/instance-root.ts';
import { startNetlifyDev } from './lib/netlify-dev.ts';
import { loadRoutes, routeFor } from './lib/netlify-routes.ts';
import { owner } from '../src/data/owner.ts';
import { functionsOff } from '../src/capabilities/list.ts';
import {
  BodyTimeoutError,
  jsonErrorResponse,
  notFoundResponse,
  sendResponse,
  toFetchRequest,
  withCancelSafeBody,
} from './lib/node-bridge.ts';

const dist = new URL('../dist/', import.meta.url);
const port = Number(process.env.PORT ?? 8888);
/** The port it listens on: PORT's, or the one the system gave for PORT=0. */
let listening = port;
const host = process.env.HOST ?? '127.0.0.1';
const bodyTimeoutMs = Number(process.env.BODY_TIMEOUT_MS ?? 10_000);

// Its own build directory, so that several local stacks of this project can run at once.
const instance = createInstanceRoot(fileURLToPath(new URL('..', import.meta.url)));
process.once('exit', instance.remove);
const netlify = await startNetlifyDev({ projectRoot: instance.root });

// @netlify/dev rebuilds a function into each request's temporary directory and keeps the
// build path on the shared function object, so two concurrent invocations of one function
// can load files the other request is already deleting ("Cannot find module"). Requests to
// the same function therefore wait for each other here; different functions still overlap.
// A request joins a queue only once its body has arrived, so a stalled client blocks nobody.
// Which function a request is for comes from the functions' own config, as on Netlify.
const functionRoutes = await loadRoutes('netlify/functions/', functionsOff(owner));
const queues = new Map<string, Promise<unknown>>();

function serialised<T>(request: Request, task: () => Promise<T>): Promise<T> {
  const key = routeFor(functionRoutes, request)?.name;
  if (!key) return task();
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  queues.set(
    key,
    run.catch(() => {}),
  );
  return run;
}

async function respond(request: Request): Promise<Response> {
  const match = await netlify.handleAndIntrospect(request);
  if (match && !(match.type !== 'function' && match.response.status === 404)) return withCancelSafeBody(match.response);
  await match?.response.body?.cancel();
  return notFoundResponse(dist, match?.response.headers);
}

const server = createServer(async (req, res) => {
  let response: Response;
  try {
    const request = await toFetchRequest(req, `http://${req.headers.host ?? `${host}:${listening}`}`, bodyTimeoutMs);
    response = await serialised(request, () => respond(request));
  } catch (error) {
    // The rest of a stalled body may never come: answer, then close the connection.
    if (error instanceof BodyTimeoutError) response = jsonErrorResponse(408, 'request_timeout', error.message, { connection: 'close' });
    else {
      console.error(error);
      response = jsonErrorResponse(502, 'local_emulation_error', 'The local Netlify emulation failed to handle this request.');
    }
  }
  await sendResponse(res, response, req.method).catch(() => res.destroy());
});

// PORT=0 takes any free port, named in this line (the tests' local stack reads it there).
server.listen(port, host, () => {
  listening = (server.address() as AddressInfo).port;
  console.log(
    `Site, functions and edge functions on http://localhost:${listening} (Netlify emulation: ${netlify.getEnabledFeatures().join(', ')})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    server.close();
    await netlify.stop().catch(() => {});
    process.exit(0);
  });
}

// Serves the built site (dist/), Netlify Functions and Edge Functions through
// Netlify's own local emulation, offline. `npm start` builds first, then runs this.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';

const netlify = new NetlifyDev({
  projectRoot,
  blobs: { enabled: false },
  database: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  environmentVariables: { enabled: false },
});
await netlify.start();

// @netlify/dev rebuilds a function into each request's temporary directory and keeps the
// build path on the shared function object, so two concurrent invocations of one function
// can load files the other request is already deleting ("Cannot find module"). Requests to
// the same function therefore wait for each other here; different functions still overlap.
const FUNCTION_ROUTES = [
  [/^\/api\/codehost\/?$/, 'codehost'],
  [/^\/api\/portfolio\/optimize\/?$/, 'optimize'],
  [/^\/(?:\.well-known\/)?mcp\/?$/, 'mcp'],
];
const queues = new Map();

function serialised(path, task) {
  const key = FUNCTION_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
  if (!key) return task();
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  queues.set(key, run.catch(() => {}));
  return run;
}

const notFoundPage = await readFile(new URL('../dist/404.html', import.meta.url)).catch(() => null);

async function send(res, response, method) {
  const headers = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || method === 'HEAD') return res.end();
  await pipeline(Readable.fromWeb(response.body), res);
}

const server = createServer((req, res) =>
  serialised(new URL(req.url ?? '/', 'http://localhost').pathname, () => respond(req, res)),
);

async function respond(req, res) {
  try {
    const match = await netlify.handleAndIntrospectNodeRequest(req);
    // Netlify's CDN answers unmatched paths with the site's 404.html; the emulation leaves that to us.
    if (match && !(match.type !== 'function' && match.response.status === 404)) return await send(res, match.response, req.method);
    const headers = new Headers(match?.response.headers);
    headers.set('content-type', 'text/html; charset=utf-8');
    await match?.response.body?.cancel();
    return await send(res, new Response(notFoundPage ?? 'Not found', { status: 404, headers }), req.method);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: { code: 'local_emulation_error', message: 'The local Netlify emulation failed to handle this request.' } }));
  }
}

server.listen(port, host, () => {
  console.log(`Site, functions and edge functions on http://localhost:${port} (Netlify emulation: ${netlify.getEnabledFeatures().join(', ')})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.close();
    await netlify.stop().catch(() => {});
    process.exit(0);
  });
}

// Serves the built site (dist/), Netlify Functions and Edge Functions through
// Netlify's own local emulation, offline. `npm start` builds first, then runs this.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
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
  Readable.fromWeb(response.body).pipe(res);
}

const server = createServer(async (req, res) => {
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
});

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

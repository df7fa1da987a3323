// Bounded load test on loopback, 50 connections for 20 s each against GET /api/codehost and
// a POST /mcp tools/call, twice: through the local stack (npm start's Netlify emulation,
// which starts a worker per invocation) and through the same handlers on a plain Node
// server (what a warm Netlify instance runs). Only 127.0.0.1 is ever targeted.
// LOAD_SECONDS and LOAD_CONNECTIONS override the bounds.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import autocannon from 'autocannon';
import { owner } from '../src/data/owner.ts';
import { pages } from '../src/data/pages.ts';
import { codehostFromEnv } from '../src/lib/codehost/from-env.ts';
import { createCodehostHandler } from '../src/lib/codehost/handler.ts';
import { createMcpHandler } from '../src/lib/mcp/handler.ts';
import { netlifyHandler } from '../src/lib/http/netlify-handler.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startLocalStack } from '../tests/support/local-stack.ts';

const duration = Math.min(60, Number(process.env.LOAD_SECONDS ?? 20));
const connections = Math.min(100, Number(process.env.LOAD_CONNECTIONS ?? 50));

const github = await startFakeGitHub();
const data912 = await startFakeData912();
const stack = await startLocalStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });

const targets = [
  { name: 'GET /api/codehost', path: '/api/codehost', method: 'GET' as const },
  {
    name: 'POST /mcp tools/call',
    path: '/mcp',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
  },
];

/** The functions' handlers behind one plain HTTP server, as a warm instance runs them. */
async function inProcessServer(githubUrl: string) {
  const { service, user } = codehostFromEnv({ CODEHOST_API_URL: githubUrl }, owner, 'https://site.test');
  const handlers: Record<string, (request: Request) => Promise<Response>> = {
    '/api/codehost': netlifyHandler('codehost', createCodehostHandler(service, user)),
    '/mcp': netlifyHandler(
      'mcp',
      createMcpHandler({ owner, pages, siteUrl: 'https://site.test', readTwin: async () => null, allowedOrigins: [] }),
    ),
  };
  const toRequest = (req: IncomingMessage) =>
    new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' ? undefined : (Readable.toWeb(req) as ReadableStream),
      duplex: 'half',
    } as RequestInit);
  const server = createServer(async (req, res) => {
    const handler = handlers[new URL(req.url ?? '/', 'http://x').pathname];
    if (!handler) return res.writeHead(404).end();
    const response = await handler(toRequest(req));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const rows = [];
const inProcess = await inProcessServer(github.url);
try {
  // In-process first: the emulation keeps working through queued invocations after a run ends.
  for (const [where, base] of [
    ['in-process handlers', inProcess.url],
    ['local stack (emulation)', stack.url],
  ] as const)
    for (const target of targets) {
      const result = await autocannon({
        url: new URL(target.path, base).href,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        duration,
        timeout: 60,
      });
      rows.push({
        server: where,
        target: target.name,
        'requests/s (mean)': result.requests.average.toFixed(1),
        'p99 latency (ms)': result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        'non-2xx': result.non2xx,
      });
    }
} finally {
  await inProcess.close();
  await stack.stop();
  await github.close();
  await data912.close();
}
console.log(`\nLoad on the local stack: ${connections} connections × ${duration} s per target (loopback only)`);
console.table(rows);
if (rows.some((row) => row.errors > 0 || row['non-2xx'] > 0)) process.exitCode = 1;
for (const row of rows) if (row.requests === 0) console.warn(`${row.server}, ${row.target}: no request completed within ${duration} s`);

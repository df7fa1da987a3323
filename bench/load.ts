// Bounded load test on loopback, 50 connections for 20 s each against GET /api/codehost and
// a POST /mcp tools/call, twice: through the local stack (npm start's Netlify emulation,
// which starts a worker per invocation) and through the in-process stack of the end-to-end
// tests (the functions' own modules in one Node process: what a warm Netlify instance runs). Only 127.0.0.1 is ever targeted.
// LOAD_SECONDS and LOAD_CONNECTIONS override the bounds.
import autocannon from 'autocannon';
import { startFakeGitHub } from '../tests/support/fake-github.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startInProcessStack } from '../tests/support/in-process-stack.ts';
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

const rows = [];
// The same in-process stack as the end-to-end tests: the functions' own modules, as a warm instance runs them.
const inProcess = await startInProcessStack({ CODEHOST_API_URL: github.url, MARKET_DATA_URL: data912.url });
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
  await inProcess.stop();
  await stack.stop();
  await github.close();
  await data912.close();
}
console.log(`\nLoad on the local stack: ${connections} connections × ${duration} s per target (loopback only)`);
console.table(rows);
if (rows.some((row) => row.errors > 0 || row['non-2xx'] > 0)) process.exitCode = 1;
for (const row of rows) if (row.requests === 0) console.warn(`${row.server}, ${row.target}: no request completed within ${duration} s`);

// The statistics under a flood (`npm run bench`; alone: `node bench/stats-flood.ts`): on the
// in-process stack with a Blobs server on loopback, 50,000 MCP requests that each make up a name
// (a client, a resource's address, a tool) and 10,000 page requests with made-up query strings
// and User-Agents, 32 at a time, while a steady client, a search crawler and a feed of llms.txt
// reads go on beside them. Then: how much was stored and whether it stayed within the caps,
// whether the steady readers' counts are exact, and how long GET /api/stats and the /stats page
// take to answer and draw. Exits 1 if a cap is broken, a steady count is off, nothing of the flood
// was kept out, or /stats takes more than 2 s to draw. MCP_REQUESTS and PAGE_REQUESTS override the sizes.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';
import { CLIENTS_PER_DAY, ROWS_PER_DAY } from '../../src/lib/stats/limits.ts';
import type { CountRow } from '../../src/lib/stats/tally.ts';
import { startCountingStack } from './support/counting-stack.ts';

const MCP_REQUESTS = Number(process.env.MCP_REQUESTS ?? 50_000);
const PAGE_REQUESTS = Number(process.env.PAGE_REQUESTS ?? 10_000);
const AT_ONCE = 32;
const STEADY_EVERY = 100;
const DRAW_GOAL_MS = 2_000;
const TOKEN = 'bench-token-0123456789';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const { stack, blobs, stop } = await startCountingStack(TOKEN);
const site = new URL(stack.url);

const mcp = (method: string, params: Record<string, unknown>) =>
  fetch(new URL('/mcp', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
const initialize = (name: string) =>
  mcp('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '1' } });

/** The n-th request of the flood: a made-up client, resource or tool in turns. */
function flood(n: number): Promise<Response> {
  if (n % 3 === 0) return initialize(`flood-${n}`);
  if (n % 3 === 1) return mcp('resources/read', { uri: new URL(`/made-up-${n}.md?x=${n}`, site).href });
  return mcp('tools/call', { name: `made_up_${n}`, arguments: {} });
}
const page = (n: number) => fetch(new URL(`/?q=${n}`, site), { headers: { 'user-agent': `${CHROME} flood/${n}` } });

/** What the steady readers send beside the flood, every STEADY_EVERY requests of it. */
const steady = { client: 0, crawler: 0, llms: 0 };
async function steadyReaders(): Promise<void> {
  await (await initialize('steady-client')).arrayBuffer();
  steady.client++;
  await (await fetch(new URL('/', site), { headers: { 'user-agent': GOOGLEBOT } })).arrayBuffer();
  steady.crawler++;
  await (await fetch(new URL('/llms.txt', site), { headers: { 'user-agent': 'curl/8.5.0' } })).arrayBuffer();
  steady.llms++;
}

async function send(total: number, request: (n: number) => Promise<Response>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      await (await request(n)).arrayBuffer();
      if (n % STEADY_EVERY === 0) await steadyReaders();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

const get = (path: string) => fetch(new URL(path, site), { headers: { authorization: `Bearer ${TOKEN}` } });

let failed = false;
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failed = true;
};

try {
  const started = performance.now();
  await send(MCP_REQUESTS, flood);
  await send(PAGE_REQUESTS, page);
  await stack.settled();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${MCP_REQUESTS} MCP and ${PAGE_REQUESTS} page requests in ${seconds.toFixed(1)} s (${((MCP_REQUESTS + PAGE_REQUESTS) / seconds).toFixed(0)}/s)`,
  );

  const stored = blobs.entries('reader-counts');
  const shards = stored.map((text) => JSON.parse(text) as { rows: CountRow[] });
  const bytes = stored.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const mostNames = Math.max(...shards.map(({ rows }) => new Set(rows.map((row) => row[3]).filter(Boolean)).size));
  const mostRows = Math.max(...shards.map(({ rows }) => rows.length));
  console.log(
    `stored: ${shards.length} shards, ${(bytes / 1024).toFixed(1)} KiB, at most ${mostRows} rows and ${mostNames} client names in one`,
  );
  check(mostNames <= CLIENTS_PER_DAY + 1, `client names a shard: ${mostNames} (cap ${CLIENTS_PER_DAY} and "(other)")`);
  check(mostRows <= ROWS_PER_DAY, `rows a shard: ${mostRows} (cap ${ROWS_PER_DAY})`);
  check(
    !stored.some((text) => /made[-_]up|[?&]q=|flood\//.test(text)),
    'no made-up address, resource, tool, query string or User-Agent stored',
  );

  const reportStarted = performance.now();
  const response = await get('/api/stats?days=1');
  const report = (await response.json()) as { rows: CountRow[]; rowPages: { rows: number }; total: number };
  const reportMs = performance.now() - reportStarted;
  console.log(`GET /api/stats: ${reportMs.toFixed(0)} ms, ${report.rowPages.rows} rows, ${report.total} requests`);
  const count = (test: (row: CountRow) => boolean) => report.rows.filter(test).reduce((sum, row) => sum + row[4], 0);
  check(count((row) => row[3] === 'steady-client (2025-11-25)') === steady.client, `steady client: ${steady.client} sent, counted by name`);
  check(count((row) => row[1] === 'search-crawler' && row[2] === '/') === steady.crawler, `search crawler on /: ${steady.crawler} sent`);
  check(count((row) => row[1] === 'other-bot' && row[2] === '/llms.txt') === steady.llms, `llms.txt: ${steady.llms} sent`);
  check(
    report.total === MCP_REQUESTS + PAGE_REQUESTS + steady.client + steady.crawler + steady.llms,
    `every request counted once: ${report.total}`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const browserPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await browserPage.goto(new URL('/stats', site).href);
    await browserPage.fill('#stats-token', TOKEN);
    const drawing = performance.now();
    await browserPage.click('[data-stats-form] button');
    await browserPage.waitForSelector('.stats-report:not([hidden]) .stats-chart');
    const drawMs = performance.now() - drawing;
    const rowsDrawn = await browserPage.locator('.stats-report tr').count();
    check(drawMs <= DRAW_GOAL_MS, `/stats drawn in ${drawMs.toFixed(0)} ms, ${rowsDrawn} table rows (goal: at most ${DRAW_GOAL_MS} ms)`);
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
process.exitCode = failed ? 1 : 0;

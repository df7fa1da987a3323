import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../support/browser.ts';
import { type FakeData912, startFakeData912 } from '../support/fake-data912.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';
import { type LocalStack, startLocalStack } from '../support/local-stack.ts';
import { TEST_CACHE_TIMEOUT } from '../support/stack-setup.ts';
import { connectLegacy, connectModern, SERVED_TOOLS, TOOL_ARGUMENTS } from '../support/mcp-clients.ts';
import { owner } from '../../src/data/owner.ts';
import { capabilitiesOn } from '../../src/capabilities/list.ts';
import { defaultEdition, navPages, projectPages } from '../support/built-editions.ts';
import { t } from '../../src/data/ui.ts';
import { NOT_FOUND } from '../../src/lib/stats/path-reading.ts';
import type { CountRow } from '../../src/lib/stats/tally.ts';

const _escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Netlify's own emulation (`npm start`): the Netlify wiring with one request per function, the
// edge negotiation both ways, header rules and one page in a browser; the cache the functions
// share through Netlify Blobs; the reader statistics. The behaviour behind each is tested in
// depth by tests/e2e on the same handlers in process. The emulation takes about 3 CPU-seconds to
// start and builds a function again for every call (0.3 to 0.6 CPU-seconds): one stack serves
// every test here, and a second one, on the same Blobs store, counts everything as expired.

// Started here rather than in a global setup, so that other test files run while they start. A
// short body timeout, so the stalled-client test need not wait the default 10 s; a statistics token.
const TOKEN = 'smoke-token-0123456789';
let github: FakeGitHub;
let data912: FakeData912;
let stack: LocalStack;
let expiredStack: LocalStack;
const store = `test-${randomUUID()}`;

/** Both stacks: the counting fakes, and one Blobs store between them, as two deploys of the site would share. */
const stackEnv = () => ({
  CODEHOST_API_URL: github.url,
  CODEHOST_USER: 'octocat',
  MARKET_DATA_URL: data912.url,
  CACHE_STORE_NAME: store,
  ...TEST_CACHE_TIMEOUT,
});

beforeAll(async () => {
  github = await startFakeGitHub();
  data912 = await startFakeData912();
  [stack, expiredStack] = await Promise.all([
    startLocalStack({ ...stackEnv(), BODY_TIMEOUT_MS: '1000', STATS_TOKEN: TOKEN }),
    startLocalStack({ ...stackEnv(), CACHE_TTL_SECONDS: '0' }),
  ]);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await expiredStack?.stop();
  await github?.close();
  await data912?.close();
});

const baseUrl = () => stack.url;
const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, baseUrl()), { redirect: 'manual', ...init });
const call = (base: LocalStack, path: string, init?: RequestInit) => fetch(new URL(path, base.url), init);

/**
 * A GET that takes response headers as large as a browser does. Netlify's emulation adds an
 * entry to x-nf-fetch-timing for each fetch a function makes, and runs each request in a worker
 * of its own, which writes its own shard of counts: /api/stats reads every shard of the day, so
 * after many runs on one machine that header outgrows fetch's 16 KiB (UND_ERR_HEADERS_OVERFLOW).
 * Production keeps an instance up and merges the shards.
 */
const getLarge = (base: LocalStack, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpGet(new URL(path, base.url), { headers, maxHeaderSize: 256 * 1024 }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });

/** Whether the site has a capability and the owner has it on: its function is deployed only then, and a fork may have taken it out. */
const on = (name: string) => capabilitiesOn(owner).some((capability) => capability.name === name);
const activityOn = on('activity');
const optimizerOn = on('optimizer');
const optimize = (base: LocalStack) =>
  call(base, '/api/portfolio/optimize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tickers: ['GGAL', 'AL30'] }),
  });

const mcpCall = {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_contact', arguments: {} } }),
};

describe('functions through the emulation', () => {
  it.runIf(activityOn)('GET /api/codehost answers from the GitHub fake', async () => {
    const response = await get('/api/codehost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await response.json()).publicRepos).toBe(11);
  });

  it.runIf(optimizerOn)('POST /api/portfolio/optimize answers from the data912 fake', async () => {
    const response = await optimize(stack);
    expect(response.status).toBe(200);
    expect((await response.json()).analytics.frontier).toHaveLength(40);
  });
});

// Every tool with both clients is tests/e2e/mcp-client.test.ts, in process. Here, a build per
// call, only the tools that reach past the function's own module: the built twins
// (included_files, SITE_FILES_DIR), GitHub and data912 through the shared cache. The legacy
// client's handshake differs, not the tools' wiring: it calls the first of them only. Each
// client has an endpoint of its own, so both routes are proven.
const WIRED_TOOLS = ['fetch', 'get_code_activity', 'optimize_portfolio'].filter((name) => SERVED_TOOLS.includes(name));

describe('MCP clients of both generations through the emulation', () => {
  // The tool calls go at once: concurrent invocations of one function once raced in the
  // emulation's per-request build directories ("Cannot find module"), which scripts/serve.ts
  // prevents by serialising them per function (the race did not come back without it in three
  // runs with @netlify/dev 5.1, so this shows they work at once; it cannot promise to catch it).
  it.each([
    { client: 'a 2026-07-28 client (v2 SDK, pinned)', connect: connectModern, path: '/.well-known/mcp', called: WIRED_TOOLS },
    { client: 'a legacy client (@modelcontextprotocol/sdk 1.x)', connect: connectLegacy, path: '/mcp', called: WIRED_TOOLS.slice(0, 1) },
  ])('$client on $path lists every tool and calls $called at once, which read files or upstreams', async ({ connect, path, called }) => {
    const client = await connect(new URL(path, baseUrl()).href);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([...SERVED_TOOLS].sort());
      const results = await Promise.all(called.map((name) => client.callTool({ name, arguments: TOOL_ARGUMENTS[name] })));
      results.forEach((result, i) => {
        const text = (result.content as { text?: string }[])[0]?.text;
        expect(result.isError, `${called[i]}: ${text}`).toBeFalsy();
        expect(result.structuredContent, called[i]).toBeTypeOf('object');
      });
    } finally {
      await client.close();
    }
  });
});

describe('the edge function through the emulation', () => {
  it('gives a .md twin its ETag, and 304 for it', async () => {
    const twin = await get('/projects.md');
    const etag = twin.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(twin.headers.get('link')).toMatch(/^<https:\/\/[^>]+\/projects>; rel="canonical"$/);
    expect((await get('/projects.md', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('negotiates a page to its Markdown twin and to HTML, with Vary', async () => {
    const markdown = await get('/projects', { headers: { accept: 'text/markdown' } });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(await markdown.text()).toContain(`\n---\n# ${t.projectsPage.heading}\n`);
    const html = await get('/projects', { headers: { accept: 'text/html' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });
});

describe("a project's page through the emulation", () => {
  it.each(projectPages.slice(0, 1))('serves $path and its twin, and /projects stays the list beside their folder', async (page) => {
    const html = await get(page.path, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const markdown = await get(page.path, { headers: { accept: 'text/markdown' } });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await markdown.text()).toBe(await (await get(page.twin)).text());
    const list = await get('/projects', { headers: { accept: 'text/html' } });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(`href="${page.path}"`);
  });
});

describe('the _headers file through the emulation', () => {
  it('applies the header rules to static files', async () => {
    const card = await get('/mcp/server-card');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/mcp-server-card+json');
    expect(card.headers.get('access-control-allow-origin')).toBe('*');
    expect(card.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('scripts/serve.ts', () => {
  // Regression: a client that stalled its body held its function's queue, so every later request waited.
  it('times out a stalled request body with 408 and keeps serving the function meanwhile', async () => {
    const { port } = new URL(baseUrl());
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"json');
    const next = await get('/mcp', mcpCall);
    expect(next.status).toBe(200);
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('"code":"request_timeout"');
  });
});

describe.runIf(activityOn)('a page in Chromium through the emulation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('the home page fills its code activity from the function', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForSelector('#activity[data-state="live"]', { timeout: 20_000 });
    // The fake's user has 11 public repositories since 2011 (the offline build had no snapshot):
    // the summary says both numbers, in the owner's words (tests/integration/activity/ checks them).
    expect(await page.locator('[data-activity="summary"]').textContent()).toMatch(/\b11\b[\s\S]*\b2011\b/);
    await page.close();
  });
});

// The emulation runs every invocation in a fresh worker, as a cold instance: nothing in a
// function's memory survives a request. What these tests see cached came through Netlify Blobs,
// the store the instances share.
describe('one cache for every instance, through Netlify Blobs', () => {
  it.runIf(activityOn)('after a first GET /api/codehost, the next two (two more instances) make no GitHub request', async () => {
    const first = await call(stack, '/api/codehost');
    expect(first.status).toBe(200);
    const body = await first.text();
    const asked = github.requests.length;
    for (let i = 0; i < 2; i++) {
      const again = await call(stack, '/api/codehost');
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache-status'), stack.output()).toBe('hit');
      expect(await again.text()).toBe(body);
    }
    expect(github.requests.length).toBe(asked);
  });

  it.runIf(optimizerOn)('after a first optimizer request, a repeated one makes no data912 request', async () => {
    const first = await optimize(stack);
    expect(first.status).toBe(200);
    const body = await first.json();
    const asked = data912.requests.length;
    const again = await optimize(stack);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache-status'), stack.output()).toBe('fresh');
    expect(await again.json()).toEqual(body);
    expect(data912.requests.length).toBe(asked);
  });

  it.runIf(activityOn)('the scheduled refresh, run by hand, revalidates every GitHub resource with its stored ETag', async () => {
    expect((await call(stack, '/api/codehost')).status).toBe(200);
    const asked = github.requests.length;
    const response = await call(stack, '/.netlify/functions/refresh-activity', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ refreshed: true, cache: 'revalidated' });
    const revalidation = github.requests.slice(asked);
    expect(revalidation).toHaveLength(4);
    for (const request of revalidation) expect(request.headers['if-none-match']).toMatch(/^"/);
  });

  it.runIf(activityOn || optimizerOn)(
    'with both upstreams down, cached data still serves: fresh within the hour, stale after it, never an error',
    async () => {
      if (activityOn) expect((await call(stack, '/api/codehost')).status).toBe(200);
      if (optimizerOn) expect((await optimize(stack)).status).toBe(200);
      github.mode = 'server-error';
      data912.mode = 'server-error';
      try {
        // The second stack counts everything as expired (CACHE_TTL_SECONDS=0).
        if (activityOn) {
          expect((await call(stack, '/api/codehost')).headers.get('x-cache-status')).toBe('hit');
          const activity = await call(expiredStack, '/api/codehost');
          expect(activity.status, expiredStack.output()).toBe(200);
          expect(activity.headers.get('x-cache-status')).toBe('stale');
        }
        if (optimizerOn) {
          const optimized = await optimize(expiredStack);
          expect(
            optimized.status,
            `${await optimized.clone().text()}\nexpired stack:\n${expiredStack.output()}\nfirst stack:\n${stack.output()}`,
          ).toBe(200);
          expect(optimized.headers.get('x-cache-status')).toBe('stale');
          expect((await optimized.json()).warnings).toContainEqual(expect.objectContaining({ code: 'stale_market_data' }));
        }
      } finally {
        github.mode = 'ok';
        data912.mode = 'ok';
      }
    },
    90_000,
  );
});

// `STATS_TOKEN=… npm start`, as an owner first tries it: the build counts readers (the offline
// build is made with a token), and the emulation runs the edge functions in Deno and each function
// invocation in a worker of its own, which write their counts to the emulation's Blobs after the
// response. The emulation's Blobs store is the project's, shared by every stack: what this test
// sent is told apart by kinds of reader the other tests never send.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)';
const CHATGPT_USER = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const PERPLEXITYBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)';
const FEEDLY = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)';

async function rows(): Promise<CountRow[]> {
  const all: CountRow[] = [];
  for (let page = 1; ; page++) {
    const response = await getLarge(stack, `/api/stats?days=1&page=${page}`, { authorization: `Bearer ${TOKEN}` });
    expect(response.status, stack.output()).toBe(200);
    const body = JSON.parse(response.body) as { rows: CountRow[]; rowPages: { pages: number } };
    all.push(...body.rows);
    if (page >= body.rowPages.pages) return all;
  }
}

const countOf = (list: CountRow[], kind: string, target: string, client = '') =>
  list.filter((row) => row[1] === kind && row[2] === target && row[3] === client).reduce((sum, row) => sum + row[4], 0);

describe.runIf(on('stats'))('reader statistics on the emulation (npm start)', () => {
  it('counts pages, twins, documents and MCP messages by kind of reader, as on Netlify, and answers the token alone', async () => {
    const page = navPages.find((nav) => nav.path !== '/')?.path ?? '/';
    const feed = defaultEdition.pages.some((page) => page.path === '/writing') ? '/writing/rss.xml' : NOT_FOUND;
    const client = `smoke-${Date.now()}`;
    const expected: [kind: string, target: string, client: string, count: number][] = [
      ['people', '/', '', 1],
      ['search-crawler', page, '', 1],
      // OpenAI signs its agents' requests: its robots' User-Agents without a signature are claimed.
      ['ai-assistant', '/index.md', 'OpenAI (claimed)', 1],
      ['ai-training-crawler', '/llms.txt', 'OpenAI (claimed)', 1],
      ['ai-search-crawler', '/llms.txt', '', 1],
      ['feed-reader', feed, '', 1],
      ['mcp-client', 'initialize', `${client} (2025-11-25)`, 2],
    ];
    const before = await rows();
    const requests: [string, Record<string, string>][] = [
      ['/', { 'user-agent': CHROME, accept: 'text/html' }],
      [page, { 'user-agent': GOOGLEBOT }],
      ['/', { 'user-agent': CHATGPT_USER, accept: 'text/markdown' }],
      ['/llms.txt', { 'user-agent': GPTBOT }],
      ['/llms.txt', { 'user-agent': PERPLEXITYBOT }],
      ['/writing/rss.xml', { 'user-agent': FEEDLY }],
    ];
    for (const [path, headers] of requests) {
      const response = await call(stack, path, { headers });
      await response.arrayBuffer();
    }
    for (let n = 0; n < 2; n++) {
      const response = await call(stack, '/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: client, version: '1' } },
        }),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    // The writes come after the responses (waitUntil), in the edge isolate and the functions' workers.
    const counted = (now: CountRow[]) =>
      expected.map(([kind, target, name]) => countOf(now, kind, target, name) - countOf(before, kind, target, name));
    const deadline = Date.now() + 30_000;
    let now = await rows();
    while (counted(now).some((count, index) => count < (expected[index]?.[3] ?? 0)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = await rows();
    }
    expect(counted(now), stack.output()).toEqual(expected.map((entry) => entry[3]));
    expect((await call(stack, '/api/stats')).status).toBe(401);
  }, 60_000);
});

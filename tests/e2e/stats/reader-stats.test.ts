import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../../support/browser.ts';
import { saveScreenshot } from '../../support/screenshots.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { CLIENTS_PER_DAY, OTHER } from '../../../src/lib/stats/limits.ts';
import { NOT_FOUND } from '../../../src/lib/stats/path-reading.ts';
import type { CountRow } from '../../../src/lib/stats/tally.ts';
import { defaultEdition, navPages } from '../../support/built-editions.ts';
import { siteApis } from '../../support/site-apis.ts';
import { type InProcessStack, startInProcessStack } from '../../support/in-process-stack.ts';
import { type LocalBlobs, startLocalBlobs } from '../../support/local-blobs.ts';
import { startWithFakes } from '../../support/stack-setup.ts';

// A stack of its own, with a Blobs server of its own and a statistics token: the shared e2e
// stack has neither, so nothing else is counted (the offline build counts readers wherever there
// is a store). Its handlers' background writes (waitUntil) are awaited with settled() before the
// counts are read.

const TOKEN = 'test-token-0123456789abcdef';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)';
const CHATGPT_USER = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const FEEDLY = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)';

let blobs: LocalBlobs;
let blobsContext: string;
let stack: InProcessStack & { settled(): Promise<void> };
const before: Record<string, string | undefined> = {};

beforeAll(async () => {
  blobs = await startLocalBlobs();
  blobsContext = blobs.context;
  const env = { NETLIFY_BLOBS_CONTEXT: blobsContext, STATS_TOKEN: TOKEN };
  for (const key of Object.keys(env)) before[key] = process.env[key];
  let started: InProcessStack | undefined;
  await startWithFakes(async (stackEnv) => {
    started = await startInProcessStack(stackEnv);
    return started;
  }, env);
  stack = started as InProcessStack;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await blobs?.stop();
  for (const [key, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, stack.url), { headers });

/** The report, with the rows of every page. */
async function report(): Promise<{ total: number; rows: CountRow[] }> {
  await stack.settled();
  const rows: CountRow[] = [];
  for (let page = 1; ; page++) {
    const response = await get(`/api/stats?page=${page}`, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; rows: CountRow[]; rowPages: { pages: number } };
    rows.push(...body.rows);
    if (page >= body.rowPages.pages) return { total: body.total, rows };
  }
}

/** The counts of `now` less those of `before`, rows that did not change left out. */
function since(before: CountRow[], now: CountRow[]): CountRow[] {
  const diff = new Map<string, CountRow>();
  const add = (row: CountRow, sign: number) => {
    const key = JSON.stringify(row.slice(0, 4));
    const entry = diff.get(key) ?? ([...row.slice(0, 4), 0] as CountRow);
    entry[4] += sign * row[4];
    diff.set(key, entry);
  };
  for (const row of before) add(row, -1);
  for (const row of now) add(row, 1);
  // A row can go down: past a cap, a name's counts move to "(other)".
  return [...diff.values()].filter((row) => row[4] !== 0);
}

describe('reader statistics on a stack with a token and a Blobs store', () => {
  it('counts a scripted mix of readers exactly, by kind, path and MCP client', async () => {
    // What other tests here counted before this one (they run in any order) is taken off.
    const earlier = (await report()).rows;
    const page = navPages.find((nav) => nav.path !== '/')?.path ?? '/';
    const feed = defaultEdition.pages.some((page) => page.path === '/writing') ? '/writing/rss.xml' : '(not found)';
    // A GET API of the site's, else a document the build makes (every optional API taken out).
    const program = siteApis(defaultEdition.owner).find((api) => api.method === 'GET')?.path ?? '/openapi.json';
    const requests: [string, Record<string, string>][] = [
      ['/', { 'user-agent': CHROME, accept: 'text/html' }],
      [page, { 'user-agent': GOOGLEBOT }],
      [page, { 'user-agent': GPTBOT }],
      ['/', { 'user-agent': CHATGPT_USER, accept: 'text/markdown' }],
      ['/writing/rss.xml', { 'user-agent': FEEDLY }],
      ['/llms.txt', { 'user-agent': 'curl/8.5.0' }],
      ['/llms.txt', { 'user-agent': 'curl/8.5.0' }],
      [program, { 'user-agent': 'python-requests/2.32.3' }],
    ];
    for (const [path, headers] of requests) await (await get(path, headers)).arrayBuffer();

    const url = new URL('/mcp', stack.url);
    for (const name of ['alpha', 'beta']) {
      const modern = new ModernClient({ name, version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await modern.connect(new ModernTransport(url));
      await modern.callTool({ name: 'get_profile', arguments: {} });
      await modern.callTool({ name: 'get_profile', arguments: {} });
      await modern.close();
      const legacy = new LegacyClient({ name: `${name}-legacy`, version: '1.0.0' });
      // As most clients do, a product token in its User-Agent: what names its requests after initialize.
      await legacy.connect(
        new LegacyTransport(url, { requestInit: { headers: { 'user-agent': `${name}-agent/2.1.0 (linux; +https://example.com)` } } }),
      );
      await legacy.callTool({ name: 'get_contact', arguments: {} });
      await legacy.close();
    }

    const rows = since(earlier, (await report()).rows);
    const count = (kind: string, target: string, client = '') =>
      rows.filter((row) => row[1] === kind && row[2] === target && row[3] === client).reduce((sum, row) => sum + row[4], 0);
    expect(count('people', '/')).toBe(1);
    expect(count('search-crawler', page)).toBe(1);
    // OpenAI signs its agents' requests: its robots' User-Agents without a signature are claimed.
    expect(count('ai-training-crawler', page, 'OpenAI (claimed)')).toBe(1);
    expect(count('ai-assistant', '/index.md', 'OpenAI (claimed)')).toBe(1);
    expect(count('feed-reader', feed)).toBe(1);
    expect(count('other-bot', '/llms.txt')).toBe(2);
    expect(count('other-bot', program)).toBe(1);
    for (const name of ['alpha', 'beta']) expect(count('mcp-client', 'tools/call get_profile', `${name} (2026-07-28)`)).toBe(2);
    // Names this test gave (another's flood may have moved a name of its own to "(other)" meanwhile).
    const legacyClients = rows
      .filter((row) => row[1] === 'mcp-client' && row[2] === 'initialize' && row[4] > 0 && row[3] !== OTHER)
      .map((row) => row[3]);
    expect(legacyClients.sort()).toEqual([expect.stringMatching(/^alpha-legacy \(/), expect.stringMatching(/^beta-legacy \(/)]);
    // A 2025-11-25 client names itself only in initialize: its calls are counted by its User-Agent's product, alone.
    expect(rows.filter((row) => row[2] === 'tools/call get_contact').reduce((sum, row) => sum + row[4], 0)).toBe(2);
    const callers = rows.filter((row) => row[2] === 'tools/call get_contact').map((row) => row[3]);
    expect(callers.sort()).toEqual([expect.stringMatching(/^alpha-agent \(/), expect.stringMatching(/^beta-agent \(/)]);
    // Nothing else: the site's requests to itself (the twin behind the Accept) are no readers.
    expect(rows.filter((row) => row[1] !== 'mcp-client').reduce((sum, row) => sum + row[4], 0)).toBe(requests.length);
  });

  it('stores no address, cookie or User-Agent: only days, kinds, paths, tools and client names', async () => {
    await (await get('/', { 'user-agent': `${CHROME} unique-marker-42`, cookie: 'session=secret-cookie' })).arrayBuffer();
    await stack.settled();
    // The statistics' store only (the codehost cache shares the Blobs server, with its own store).
    const stored = blobs.entries('reader-counts').join('\n');
    expect(stored).toContain('"people"');
    for (const secret of ['unique-marker-42', 'secret-cookie', '127.0.0.1', 'Mozilla', TOKEN]) expect(stored).not.toContain(secret);
  });

  it('lists and answers site_stats only for the bearer of the token, in both protocol generations', async () => {
    const url = new URL('/mcp', stack.url);
    const withToken = (token?: string) => ({
      requestInit: { headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>) },
    });
    for (const token of [undefined, 'not-the-token']) {
      const legacy = new LegacyClient({ name: 'stranger', version: '1.0.0' });
      await legacy.connect(new LegacyTransport(url, withToken(token)));
      expect((await legacy.listTools()).tools.map((tool) => tool.name)).not.toContain('site_stats');
      await expect(legacy.callTool({ name: 'site_stats', arguments: {} })).rejects.toMatchObject({ code: -32602 });
      await legacy.close();
    }
    // The strangers' requests were counted: the owner's report has them once they are written.
    await stack.settled();
    const modern = new ModernClient({ name: 'owner', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new ModernTransport(url, withToken(TOKEN)));
    expect((await modern.listTools()).tools.map((tool) => tool.name)).toContain('site_stats');
    const result = await modern.callTool({ name: 'site_stats', arguments: { days: 7 } });
    await modern.close();
    const legacy = new LegacyClient({ name: 'owner-legacy', version: '1.0.0' });
    await legacy.connect(new LegacyTransport(url, withToken(TOKEN)));
    expect((await legacy.listTools()).tools.map((tool) => tool.name)).toContain('site_stats');
    await legacy.close();
    expect(result.isError).toBeFalsy();
    const stats = result.structuredContent as { total: number; from: string; to: string };
    expect(stats.total).toBeGreaterThan(0);
    expect(stats.to).toBe(new Date().toISOString().slice(0, 10));
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('serves every request while Blobs fails, and writes the counts it kept once Blobs answers again', async () => {
    const earlier = (await report()).rows;
    // A Blobs context whose server is gone: every call is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gone = { edgeURL: `http://127.0.0.1:${port}`, uncachedEdgeURL: `http://127.0.0.1:${port}`, token: 'x', siteID: 'stats-test' };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(gone)).toString('base64');
    try {
      const responses = await Promise.all(Array.from({ length: 20 }, () => get('/llms.txt', { 'user-agent': 'curl/8.5.0' })));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      await Promise.all(responses.map((response) => response.arrayBuffer()));
      await stack.settled();
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = blobsContext;
    }
    await (await get('/llms.txt', { 'user-agent': 'curl/8.5.0' })).arrayBuffer();
    const rows = since(earlier, (await report()).rows);
    expect(rows).toEqual([[expect.any(String), 'other-bot', '/llms.txt', '', 21]]);
  });

  it('prints the same in a terminal: npm run stats, the token from the environment', async () => {
    await (await get('/', { 'user-agent': CHROME })).arrayBuffer();
    await stack.settled();
    const words = dictionaryFor(defaultEdition.owner.site.language).stats;
    const run = (token: string) =>
      promisify(execFile)(process.execPath, ['scripts/stats.ts', '--site', stack.url, '--days', '7'], {
        env: { ...process.env, STATS_TOKEN: token },
      });
    const { stdout } = await run(TOKEN);
    expect(stdout).toContain(words.byKind);
    expect(stdout).toMatch(new RegExp(`${words.kinds.people}\\s+\\d`));
    expect(stdout).not.toContain(TOKEN);
    await expect(run('not-the-token')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(words.wrongToken) });
  });

  /** A 2025-11-25 message as a client sends it without the SDK: `method` with `params`, counted under `clientInfo`'s name for initialize. */
  const mcpPost = (method: string, params: Record<string, unknown>) =>
    fetch(new URL('/mcp', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  const initialize = (name: string) =>
    mcpPost('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '1' } });

  it('keeps nothing a client made up: query strings, odd encodings, unknown addresses and resources', async () => {
    const earlier = (await report()).rows;
    const marker = randomUUID();
    const page = navPages.find((nav) => nav.path !== '/')?.path ?? '/';
    const encoded = `/%${page.charCodeAt(1).toString(16)}${page.slice(2)}`;
    const site = defaultEdition.owner.site.url;
    for (const path of [`${page}?${marker}`, `${page}#${marker}`]) await (await get(path, { 'user-agent': CHROME })).arrayBuffer();
    // Whether a server decodes "/%70rojects" is its own business; the count is the page's then, never the encoding.
    const encodedAnswer = await get(encoded, { 'user-agent': CHROME });
    await encodedAnswer.arrayBuffer();
    const encodedAs = encodedAnswer.ok ? page : NOT_FOUND;
    for (const path of [`/${marker}`, `/api/${marker}`, `/${marker}.md`]) await (await get(path, { 'user-agent': CHROME })).arrayBuffer();
    for (const uri of [new URL(`/?${marker}`, site).href, new URL(`/${marker}.md`, site).href, `ui://${marker}/${'x'.repeat(60_000)}`]) {
      await (await mcpPost('resources/read', { uri })).arrayBuffer();
    }
    await (await mcpPost('tools/call', { name: `get_${marker}`, arguments: {} })).arrayBuffer();
    await stack.settled();
    expect(blobs.entries('reader-counts').join('\n')).not.toContain(marker);
    const rows = since(earlier, (await report()).rows);
    const sum = (test: (row: CountRow) => boolean) => rows.filter(test).reduce((total, row) => total + row[4], 0);
    expect(sum((row) => row[1] === 'people' && row[2] === page)).toBe(2 + (encodedAs === page ? 1 : 0));
    expect(sum((row) => row[1] === 'people' && row[2] === NOT_FOUND)).toBe(3 + (encodedAs === NOT_FOUND ? 1 : 0));
    expect(rows.filter((row) => row[2].includes('%'))).toEqual([]);
    expect(sum((row) => row[2] === 'resources/read (unknown)')).toBe(3);
    expect(sum((row) => row[2] === 'tools/call (unknown)')).toBe(1);
    expect(sum(() => true)).toBe(10);
  });

  it('keeps a flood of made-up names within the caps, and the counts sent beside it exact', async () => {
    const earlier = (await report()).rows;
    const marker = randomUUID();
    const FLOOD = CLIENTS_PER_DAY * 2;
    const page = navPages.find((nav) => nav.path !== '/')?.path ?? '/';
    // Beside the flood, in turns with it: a client that calls often, and readers of a page.
    const legitimate = `steady-${marker.slice(0, 8)}`;
    // The flood's names sort after every name the other tests give, so that where counts tie
    // (one request each), the caps keep theirs, in whatever order the tests run.
    const send = async (n: number) => {
      await (await initialize(`~flood-${n}`)).arrayBuffer();
      await (await get(`${page}?q=${marker}-${n}`, { 'user-agent': `${CHROME} ${marker}-${n}` })).arrayBuffer();
      if (n % 40 === 0) {
        await (await initialize(legitimate)).arrayBuffer();
        await (await get('/llms.txt', { 'user-agent': 'curl/8.5.0' })).arrayBuffer();
      }
    };
    for (let n = 0; n < FLOOD; n += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => send(n + k)));
    await stack.settled();
    const stored = blobs.entries('reader-counts');
    expect(stored.join('\n')).not.toContain(marker);
    for (const shard of stored) {
      const names = new Set((JSON.parse(shard).rows as CountRow[]).map((row) => row[3]).filter(Boolean));
      expect(names.size).toBeLessThanOrEqual(CLIENTS_PER_DAY + 1);
    }
    const now = await report();
    const rows = since(earlier, now.rows);
    const sum = (test: (row: CountRow) => boolean) => rows.filter(test).reduce((total, row) => total + row[4], 0);
    expect(new Set(now.rows.map((row) => row[3]).filter(Boolean)).size).toBeLessThanOrEqual(CLIENTS_PER_DAY + 1);
    expect(sum((row) => row[2] === 'initialize')).toBe(FLOOD + FLOOD / 40);
    expect(sum((row) => row[3] === `${legitimate} (2025-11-25)`)).toBe(FLOOD / 40);
    expect(sum((row) => row[1] === 'people' && row[2] === page)).toBe(FLOOD);
    expect(sum((row) => row[1] === 'other-bot' && row[2] === '/llms.txt')).toBe(FLOOD / 40);
    expect(sum((row) => row[3] === OTHER)).toBeGreaterThan(0);
  });

  describe('the /stats page', () => {
    const words = dictionaryFor(defaultEdition.owner.site.language).stats;
    let browser: Browser;
    beforeAll(async () => {
      browser = await connectBrowser();
    });
    afterAll(() => browser?.close());

    /** A page of its own, recording its errors and every address it asks for; `showWith` types a token and asks. */
    async function statsPage(theme: 'light' | 'dark', width: number) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      const page = await context.newPage();
      const errors: string[] = [];
      const addresses: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('request', (request) => addresses.push(request.url()));
      await page.goto(new URL('/stats', stack.url).href);
      const showWith = async (token: string) => {
        await page.fill('#stats-token', token);
        await page.click('[data-stats-form] button');
      };
      /** Everything the origin keeps in this browser: storage of every kind, and cookies. */
      const kept = async () =>
        JSON.stringify([await page.evaluate(() => [{ ...sessionStorage }, { ...localStorage }]), await context.storageState()]);
      return { context, page, errors, addresses, showWith, kept };
    }
    const drawn = '.stats-report:not([hidden]) .stats-chart';

    // Each theme once and each width once: the themes differ in colours alone (as
    // tests/support/every-page.ts says), so the other two pairs would prove nothing more.
    it.each([
      ['light', 390],
      ['dark', 1280],
    ] as const)('asks for the token, keeps it out of addresses and storage, and draws the report (%s, %i px)', async (theme, width) => {
      await (await get('/', { 'user-agent': CHROME })).arrayBuffer();
      await (await get('/llms.txt', { 'user-agent': CHATGPT_USER })).arrayBuffer();
      await stack.settled();
      const { context, page, errors, addresses, showWith, kept } = await statsPage(theme, width);
      try {
        await showWith('not-the-token');
        // The refusal itself, not the "Loading…" before it: the next token goes in once this answer is in.
        await page.waitForFunction((refused) => document.querySelector('.stats-status')?.textContent === refused, words.wrongToken);
        expect(await page.locator('.stats-report').isHidden()).toBe(true);
        await showWith(TOKEN);
        await page.waitForSelector(drawn);
        expect(await page.locator('.stats-report h2').count()).toBeGreaterThanOrEqual(3);
        expect(await page.locator('.stats-report rect[data-kind]').count()).toBeGreaterThan(0);
        expect(await kept()).not.toContain(TOKEN);
        expect(addresses.filter((address) => address.includes(TOKEN))).toEqual([]);
        // Nothing sideways at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await saveScreenshot(page, `stats-${theme}-${width}`);
        // Chromium logs the one refusal the wrong token had; nothing else went wrong.
        expect(errors).toEqual([expect.stringContaining('401 (Unauthorized)')]);
      } finally {
        await context.close();
      }
    });

    it('forgets the token with the page: on a reload, on "Forget", on leaving it (kept for the back button or not)', async () => {
      await stack.settled();
      const { context, page, errors, showWith, kept } = await statsPage('light', 390);
      try {
        await showWith(TOKEN);
        await page.waitForSelector(drawn);
        await page.reload();
        expect(await page.locator('[data-stats-form]').isVisible()).toBe(true);
        expect(await page.locator('.stats-report').isHidden()).toBe(true);
        await showWith(TOKEN);
        await page.waitForSelector(drawn);
        await page.click('.stats-report button');
        expect(await page.locator('.stats-report').isHidden()).toBe(true);
        expect(await page.locator('.stats-report > *').count()).toBe(0);
        await showWith(TOKEN);
        await page.waitForSelector(drawn);
        await page.goto(new URL('/', stack.url).href);
        await page.goBack();
        await page.waitForSelector('[data-stats-form]:not([hidden])');
        expect(await page.locator('.stats-report').isHidden()).toBe(true);
        expect(await kept()).not.toContain(TOKEN);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});

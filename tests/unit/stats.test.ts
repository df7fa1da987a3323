import crawlers from 'crawler-user-agents';
import { describe, expect, it } from 'vitest';
import { compactCounts } from '../../src/capabilities/stats/core/compact.ts';
import { createStatsHandler, lastDays } from '../../src/capabilities/stats/core/handler.ts';
import { readCounts } from '../../src/capabilities/stats/core/read-counts.ts';
import { statsReport } from '../../src/capabilities/stats/core/report.ts';
import { bearerToken, isSecret } from '../../src/lib/http/bearer.ts';
import { mcpReadingFor } from '../../src/lib/mcp/mcp-reading.ts';
import { ReadingCounter } from '../../src/lib/stats/counter.ts';
import { counted } from '../../src/lib/stats/count-requests.ts';
import { pathReading } from '../../src/lib/stats/path-reading.ts';
import { ASSISTANT_PATTERNS, readerKind } from '../../src/lib/stats/readers.ts';
import type { ShardStore } from '../../src/lib/stats/shard-store.ts';
import { type CountRow, countRows, Tally } from '../../src/lib/stats/tally.ts';

/** A Blobs stand-in: what is written, as text, and a switch that makes every call fail. */
class MemoryShards implements ShardStore {
  readonly entries = new Map<string, string>();
  failing = false;
  writes = 0;
  private check() {
    if (this.failing) throw new Error('store down');
  }
  async write(key: string, value: unknown) {
    this.check();
    this.writes++;
    // Shards are never written twice; a day's merged document is, by the scheduled merge alone.
    // (A retry may write a shard again, with the same counts: a write that landed but was reported failed.)
    if (key.startsWith('shards/') && this.entries.has(key) && this.entries.get(key) !== JSON.stringify(value))
      throw new Error(`overwrote ${key}`);
    this.entries.set(key, JSON.stringify(value));
  }
  async read(key: string) {
    this.check();
    const text = this.entries.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }
  async list(prefix: string) {
    this.check();
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix));
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
}

const AT = new Date('2026-11-28T12:00:00Z');

describe('the kind of reader, from the maintained lists', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'people'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'search-crawler'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)', 'ai-crawler'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot', 'ai-assistant'],
    ['Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)', 'feed-reader'],
    ['curl/8.5.0', 'other-bot'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s is %s', async (agent, kind) => {
    expect(await readerKind(agent)).toBe(kind);
  });

  it('names as assistants only entries the list has, each tagged as an AI crawler', () => {
    for (const pattern of ASSISTANT_PATTERNS) {
      const entry = (crawlers as { pattern: string; tags?: string[] }[]).find((crawler) => crawler.pattern === pattern);
      expect(entry?.tags, pattern).toContain('ai-crawler');
    }
  });
});

describe('counts in memory, written as shards', () => {
  const reading = { kind: 'people', target: '/' } as const;

  it('writes what gathered as a new shard per flush, never the same key twice, and empties itself', async () => {
    const store = new MemoryShards();
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 0 });
    counter.count(reading);
    counter.count(reading);
    await counter.flush();
    counter.count({ kind: 'ai-assistant', target: '/projects.md' });
    await counter.flush();
    expect([...store.entries.keys()]).toEqual(['shards/2026-11-28/a-1', 'shards/2026-11-28/a-2']);
    expect(counter.unwritten).toBe(0);
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([
      ['2026-11-28', 'people', '/', '', 2],
      ['2026-11-28', 'ai-assistant', '/projects.md', '', 1],
    ]);
  });

  it('makes one write at a time: counts that come meanwhile go in the next, none lost', async () => {
    const store = new MemoryShards();
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 0 });
    const flushes: Promise<void>[] = [];
    for (let n = 0; n < 100; n++) {
      counter.count(reading);
      flushes.push(counter.flush());
    }
    await Promise.all(flushes);
    expect(store.writes).toBeLessThanOrEqual(2);
    const rows = await readCounts(store, '2026-11-28', '2026-11-28');
    expect(rows).toEqual([['2026-11-28', 'people', '/', '', 100]]);
  });

  it('under load, writes at most once an interval: counts that come during a write wait for the next', async () => {
    const store = new MemoryShards();
    const times: number[] = [];
    const write = store.write.bind(store);
    store.write = async (key, value) => {
      times.push(performance.now());
      await write(key, value);
    };
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 200 });
    counter.count(reading);
    const first = counter.flush();
    await Promise.resolve();
    counter.count(reading);
    const second = counter.flush();
    await first;
    expect(times).toHaveLength(1);
    await second;
    expect(times).toHaveLength(2);
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(190);
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([['2026-11-28', 'people', '/', '', 2]]);
  });

  it('keeps the counts of a failed write for the next one, and says so without them', async () => {
    const store = new MemoryShards();
    const said: string[] = [];
    const counter = new ReadingCounter(() => store, {
      now: () => AT,
      instance: 'a',
      minIntervalMs: 0,
      log: (message) => said.push(message),
    });
    store.failing = true;
    counter.count(reading);
    await expect(counter.flush()).resolves.toBeUndefined();
    expect(counter.unwritten).toBe(1);
    expect(said).toEqual([expect.stringContaining('kept for the next write')]);
    store.failing = false;
    counter.count(reading);
    await counter.flush();
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([['2026-11-28', 'people', '/', '', 2]]);
  });

  it('writes a shard again under the same key when a write landed but was reported failed: counted once', async () => {
    const store = new MemoryShards();
    const write = store.write.bind(store);
    let timeOut = true;
    store.write = async (key, value) => {
      await write(key, value);
      if (timeOut) {
        timeOut = false;
        throw new Error('408 after landing');
      }
    };
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 0, log: () => {} });
    counter.count(reading);
    await counter.flush();
    counter.count(reading);
    await counter.flush();
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([['2026-11-28', 'people', '/', '', 2]]);
  });

  it('settles each flush once the write carrying its counts is done, not after every later one', async () => {
    const store = new MemoryShards();
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 50 });
    counter.count(reading);
    const first = counter.flush();
    counter.count(reading);
    const second = counter.flush();
    await first;
    expect(store.writes).toBe(1);
    // Counts that keep coming do not keep the first flush, or the second, waiting.
    counter.count(reading);
    const third = counter.flush();
    await second;
    expect(store.writes).toBe(2);
    await third;
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([['2026-11-28', 'people', '/', '', 3]]);
  });

  it('holds a bounded number of distinct readings, folding the rest into "(other)" of their kind', async () => {
    const store = new MemoryShards();
    const counter = new ReadingCounter(() => store, { now: () => AT, instance: 'a', maxPending: 3, minIntervalMs: 0 });
    for (let n = 0; n < 10; n++) counter.count({ kind: 'other-bot', target: `/${n}` });
    await counter.flush();
    const rows = await readCounts(store, '2026-11-28', '2026-11-28');
    expect(rows.reduce((sum, row) => sum + row[4], 0)).toBe(10);
    expect(rows).toContainEqual(['2026-11-28', 'other-bot', '(other)', '', 7]);
  });

  it('reads back only rows of the shape it writes', () => {
    expect(countRows({ rows: [['2026-11-28', 'people', '/', '', 2], ['x'], ['2026-11-28', 'people', '/', '', -1], null] })).toEqual([
      ['2026-11-28', 'people', '/', '', 2],
    ]);
    expect(countRows('nonsense')).toEqual([]);
  });
});

describe('merging the shards (the scheduled function)', () => {
  const row = (target: string, count: number): CountRow => ['2026-11-28', 'people', target, '', count];

  it('merges each day into one document and deletes its shards; a read gives the same counts before and after', async () => {
    const store = new MemoryShards();
    await store.write('shards/2026-11-28/a-1', { rows: [row('/', 1)] });
    await store.write('shards/2026-11-28/b-1', { rows: [row('/', 2), row('/x', 1)] });
    await store.write('shards/2026-11-27/a-0', { rows: [['2026-11-27', 'people', '/', '', 4]] });
    const before = await readCounts(store, '2026-11-27', '2026-11-28');
    expect(await compactCounts(store)).toEqual({ days: 2, shards: 3 });
    expect([...store.entries.keys()].sort()).toEqual(['days/2026-11-27', 'days/2026-11-28']);
    expect(await readCounts(store, '2026-11-27', '2026-11-28')).toEqual(expect.arrayContaining(before));
    await store.write('shards/2026-11-28/a-2', { rows: [row('/', 5)] });
    await compactCounts(store);
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual(expect.arrayContaining([row('/', 8), row('/x', 1)]));
  });

  it('counts no shard twice when a merge stopped before deleting them: neither the next merge nor a read meanwhile', async () => {
    const store = new MemoryShards();
    await store.write('shards/2026-11-28/a-1', { rows: [row('/', 1)] });
    const remove = store.delete.bind(store);
    store.delete = async () => {
      throw new Error('stopped');
    };
    await expect(compactCounts(store)).rejects.toThrow('stopped');
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([row('/', 1)]);
    store.delete = remove;
    await store.write('shards/2026-11-28/a-2', { rows: [row('/', 2)] });
    await compactCounts(store);
    expect([...store.entries.keys()]).toEqual(['days/2026-11-28']);
    expect(await readCounts(store, '2026-11-28', '2026-11-28')).toEqual([row('/', 3)]);
  });
});

describe('counting a handler', () => {
  it('counts after the response, hands the write to waitUntil, and counts nothing without a token', async () => {
    const waited: Promise<unknown>[] = [];
    const on = { get: (name: string) => (name === 'STATS_TOKEN' ? 'secret' : undefined) };
    const handler = counted(async () => new Response('ok'), pathReading, { env: on });
    const response = await handler(new Request('https://site.example/projects', { headers: { 'user-agent': 'curl/8' } }), {
      waitUntil: (promise) => waited.push(promise),
    });
    expect(await response.text()).toBe('ok');
    expect(waited).toHaveLength(1);
    const off = counted(async () => new Response('ok'), pathReading, { env: { get: () => undefined } });
    await off(new Request('https://site.example/'), { waitUntil: (promise) => waited.push(promise) });
    expect(waited).toHaveLength(1);
  });
});

describe('an MCP message, as counted', () => {
  // The server of these tests has get_resume and the site's own documents, nothing else.
  const mcpReading = mcpReadingFor((method, name) =>
    method === 'tools/call' ? name === 'get_resume' : name.startsWith('https://site.example/'),
  );
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    new Request('https://site.example/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const none = new Response(null);

  it('names a 2026-07-28 client from the envelope, with the tool it calls', async () => {
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'Claude\u0007 Desktop', version: '1' },
    };
    expect(
      await mcpReading(post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_resume', _meta: meta } }), none),
    ).toEqual({
      kind: 'mcp-client',
      target: 'tools/call get_resume',
      client: 'Claude Desktop (2026-07-28)',
    });
  });

  it('names a 2025-11-25 client by its initialize, and its later requests, which carry no name, as unnamed', async () => {
    expect(
      await mcpReading(
        post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', clientInfo: { name: 'inspector' } } }),
        none,
      ),
    ).toEqual({ kind: 'mcp-client', target: 'initialize', client: 'inspector (2025-11-25)' });
    expect(
      await mcpReading(
        post(
          { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'https://site.example/index.md' } },
          { 'mcp-protocol-version': '2025-11-25' },
        ),
        none,
      ),
    ).toEqual({ kind: 'mcp-client', target: 'resources/read https://site.example/index.md', client: 'unnamed (2025-11-25)' });
  });

  it('keeps no name the server does not have, no method the protocol does not have, and reads no refused body', async () => {
    const call = (name: string) =>
      post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, protocolVersion: 'x'.repeat(500) } });
    expect(await mcpReading(call('made_up_tool'), none)).toMatchObject({ target: 'tools/call (unknown)', client: 'unnamed (unknown)' });
    expect(await mcpReading(post({ jsonrpc: '2.0', id: 1, method: `evil/${'x'.repeat(10_000)}` }), none)).toMatchObject({
      target: '(other)',
    });
    expect(
      await mcpReading(post({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'https://elsewhere.example/x' } }), none),
    ).toMatchObject({
      target: 'resources/read (unknown)',
    });
    expect(await mcpReading(call('get_resume'), new Response(null, { status: 413 }))).toEqual({
      kind: 'mcp-client',
      target: '(refused)',
      client: '(unknown)',
    });
    const long = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', clientInfo: { name: '😀'.repeat(100) } },
    };
    expect((await mcpReading(post(long), none))?.client).toBe(`${'😀'.repeat(60)} (2025-11-25)`);
  });

  it('counts no notification, and nothing that is not JSON', async () => {
    expect(await mcpReading(post({ jsonrpc: '2.0', method: 'notifications/initialized' }), none)).toBeUndefined();
    expect(await mcpReading(new Request('https://site.example/mcp', { method: 'POST', body: '{' }), none)).toBeUndefined();
  });
});

describe('the report', () => {
  const rows: CountRow[] = [
    ['2026-11-27', 'people', '/', '', 3],
    ['2026-11-28', 'people', '/projects', '', 1],
    ['2026-11-28', 'ai-assistant', '/llms.txt', '', 2],
    ['2026-11-28', 'feed-reader', '/writing/rss.xml', '', 4],
    ['2026-11-28', 'mcp-client', 'tools/call get_resume', 'claude (2026-07-28)', 5],
    ['2026-10-01', 'people', '/', '', 9],
  ];

  it('sums by kind and by day (every day of the range, zeros too), ranks targets and clients, and leaves out rows outside the range', () => {
    const report = statsReport(rows, '2026-11-26', '2026-11-28');
    expect(report.total).toBe(15);
    expect(report.byKind).toMatchObject({ people: 4, 'ai-assistant': 2, 'feed-reader': 4, 'mcp-client': 5, unknown: 0 });
    expect(report.daily.map(({ day, byKind }) => [day, byKind.people])).toEqual([
      ['2026-11-26', 0],
      ['2026-11-27', 3],
      ['2026-11-28', 1],
    ]);
    expect(report.topByKind.people).toEqual([
      { name: '/', count: 3 },
      { name: '/projects', count: 1 },
    ]);
    expect(report.mcpClients).toEqual([{ name: 'claude (2026-07-28)', count: 5, calls: [{ name: 'tools/call get_resume', count: 5 }] }]);
    expect(report.llmsTxt['ai-assistant']).toBe(2);
    expect(report.feeds['feed-reader']).toBe(4);
    expect(report.rows).toHaveLength(5);
  });

  it('takes the last days, today included', () => {
    expect(lastDays(AT, 30)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(lastDays(AT, 1)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });
});

describe('GET /api/stats', () => {
  const TOKEN = 'a-long-random-token_0123456789';
  const store = new MemoryShards();
  const handler = createStatsHandler({ token: TOKEN, store: () => store, now: () => AT });
  const get = (headers: Record<string, string> = {}, query = '') =>
    handler(new Request(`https://site.example/api/stats${query}`, { headers }));

  it('does not exist while no token is set', async () => {
    const response = await createStatsHandler({ token: undefined, store: () => store })(new Request('https://site.example/api/stats'));
    expect(response.status).toBe(404);
  });

  it('refuses without the token, or with another, saying how to authenticate, and never echoes what was sent', async () => {
    const missing = await get();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="stats"');
    const wrong = await get({ authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await wrong.text()).not.toContain('not-the-token');
    expect((await get({ authorization: `Basic ${TOKEN}` })).status).toBe(401);
  });

  it('answers the owner with the report, never to be stored by a cache', async () => {
    await store.write('shards/2026-11-28/x-1', { rows: [['2026-11-28', 'people', '/', '', 2]] });
    const response = await get({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const report = await response.json();
    expect(report).toMatchObject({ from: '2026-10-30', to: '2026-11-28', total: 2 });
    expect(JSON.stringify(report)).not.toContain(TOKEN);
  });

  it('says which days it takes, and answers 503 with Retry-After when the store fails', async () => {
    expect((await get({ authorization: `Bearer ${TOKEN}` }, '?days=0')).status).toBe(400);
    expect((await get({ authorization: `Bearer ${TOKEN}` }, '?days=7')).status).toBe(200);
    store.failing = true;
    const failed = await get({ authorization: `Bearer ${TOKEN}` });
    store.failing = false;
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
  });

  it('reads a bearer token and compares it whole', () => {
    expect(bearerToken('Bearer abc.DEF-1_~+/=')).toBe('abc.DEF-1_~+/=');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken(null)).toBeUndefined();
    expect(isSecret('abc', 'abc')).toBe(true);
    expect(isSecret('abcd', 'abc')).toBe(false);
    expect(isSecret(undefined, 'abc')).toBe(false);
  });
});

describe('a tally', () => {
  it('adds and merges counts of the same reading, and drains to empty', () => {
    const tally = new Tally();
    tally.add({ day: 'd', kind: 'people', target: '/' });
    tally.merge([['d', 'people', '/', '', 2]]);
    expect(tally.total).toBe(3);
    expect(tally.days()).toEqual(['d']);
    expect(tally.drain()).toEqual([['d', 'people', '/', '', 3]]);
    expect(tally.size).toBe(0);
  });
});

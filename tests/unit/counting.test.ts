import crawlers from 'crawler-user-agents';
import { describe, expect, it } from 'vitest';
import { mcpReadingFor } from '../../src/lib/mcp/mcp-reading.ts';
import { withinCaps } from '../../src/lib/stats/caps.ts';
import { counted } from '../../src/lib/stats/count-requests.ts';
import { ReadingCounter } from '../../src/lib/stats/counter.ts';
import { CLIENTS_PER_DAY, cleanText, NAME_LIMIT, OTHER, ROWS_PER_DAY, TEXT_LIMIT } from '../../src/lib/stats/limits.ts';
import { NOT_FOUND, pathReadingFor, servedPath } from '../../src/lib/stats/path-reading.ts';
import { AI_ROBOTS, aiKindOf } from '../../src/lib/stats/ai-robots.ts';
import { readerKind } from '../../src/lib/stats/readers.ts';
import { isSettled, MERGE_AFTER_MS, shardName, WRITE_GRACE_MS } from '../../src/lib/stats/shard-key.ts';
import type { ShardStore } from '../../src/lib/stats/shard-store.ts';
import { type CountRow, countRows, Tally } from '../../src/lib/stats/tally.ts';
import { terminalText } from '../../src/lib/terminal-text.ts';

import { AT, countedRows, DAY, MemoryShards, total } from '../support/memory-shards.ts';

describe('the kind of reader, from the maintained lists', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'people'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'search-crawler'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)', 'ai-training-crawler'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36; compatible; OAI-SearchBot/1.3; +https://openai.com/searchbot',
      'ai-search-crawler',
    ],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot', 'ai-assistant'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'ai-training-crawler'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-SearchBot/1.0; +Claude-SearchBot@anthropic.com)',
      'ai-search-crawler',
    ],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
      'ai-search-crawler',
    ],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'ai-training-crawler'],
    ['Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)', 'feed-reader'],
    ['curl/8.5.0', 'other-bot'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s is %s', async (agent, kind) => {
    expect(await readerKind(agent)).toBe(kind);
  });

  const list = crawlers as { pattern: string; tags?: string[] }[];

  it("places each AI robot of its table as its operator documents it: an entry the list has, tagged as an AI crawler, with the operator's page", () => {
    expect(new Set(AI_ROBOTS.map((robot) => robot.pattern)).size).toBe(AI_ROBOTS.length);
    for (const robot of AI_ROBOTS) {
      const entry = list.find((crawler) => crawler.pattern === robot.pattern);
      expect(entry?.tags, robot.pattern).toContain('ai-crawler');
      expect(['ai-search-crawler', 'ai-training-crawler', 'ai-assistant']).toContain(robot.kind);
      expect(robot.operator.trim(), robot.pattern).not.toBe('');
      expect(new URL(robot.source).protocol, robot.pattern).toBe('https:');
    }
  });

  it('places every other AI robot of the list by its tags: AI search where it is a search engine too, else AI training', () => {
    const others = list.filter(
      (crawler) => crawler.tags?.includes('ai-crawler') && !AI_ROBOTS.some((robot) => robot.pattern === crawler.pattern),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const { pattern, tags = [] } of others)
      expect(aiKindOf(pattern, tags), pattern).toBe(tags.includes('search-engine') ? 'ai-search-crawler' : 'ai-training-crawler');
  });
});

describe('counts in memory, written as one shard an instance and hour', () => {
  const reading = { kind: 'people', target: '/' } as const;
  const counter = (store: ShardStore, options: ConstructorParameters<typeof ReadingCounter>[1] = {}) =>
    new ReadingCounter(() => store, { now: () => AT, instance: 'a', minIntervalMs: 0, log: () => {}, ...options });

  it("rewrites the hour's shard whole as its counts grow: one key, however many writes", async () => {
    const store = new MemoryShards();
    const counts = counter(store);
    counts.count(reading);
    counts.count(reading);
    await counts.flush();
    counts.count({ kind: 'ai-assistant', target: '/projects.md' });
    await counts.flush();
    expect([...store.entries.keys()]).toEqual([`shards/${DAY}/12/a`]);
    expect(store.writes).toBe(2);
    expect(await countedRows(store, DAY)).toEqual([
      [DAY, 'people', '/', '', 2],
      [DAY, 'ai-assistant', '/projects.md', '', 1],
    ]);
  });

  it('makes one write at a time: counts that come meanwhile go in the next, none lost', async () => {
    const store = new MemoryShards();
    const counts = counter(store);
    const flushes: Promise<void>[] = [];
    for (let n = 0; n < 100; n++) {
      counts.count(reading);
      flushes.push(counts.flush());
    }
    await Promise.all(flushes);
    expect(store.writes).toBeLessThanOrEqual(2);
    expect(await countedRows(store, DAY)).toEqual([[DAY, 'people', '/', '', 100]]);
  });

  it('under load, writes at most once an interval: counts that come during a write wait for the next', async () => {
    const store = new MemoryShards();
    const times: number[] = [];
    const write = store.write.bind(store);
    store.write = async (key, value) => {
      times.push(performance.now());
      await write(key, value);
    };
    const counts = counter(store, { minIntervalMs: 200 });
    counts.count(reading);
    const first = counts.flush();
    await Promise.resolve();
    counts.count(reading);
    const second = counts.flush();
    await first;
    expect(times).toHaveLength(1);
    await second;
    expect(times).toHaveLength(2);
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(190);
    expect(await countedRows(store, DAY)).toEqual([[DAY, 'people', '/', '', 2]]);
  });

  it('writes the counts of a failed write with the next one, and says so once, without them', async () => {
    const store = new MemoryShards();
    const said: string[] = [];
    const counts = counter(store, { log: (message) => said.push(message) });
    store.failing = true;
    counts.count(reading);
    await expect(counts.flush()).resolves.toBeUndefined();
    counts.count(reading);
    await counts.flush();
    expect(said).toEqual([expect.stringContaining('kept for the next write')]);
    store.failing = false;
    counts.count(reading);
    await counts.flush();
    expect(await countedRows(store, DAY)).toEqual([[DAY, 'people', '/', '', 3]]);
    expect(said).toHaveLength(2);
  });

  it('counts once a write that landed but was reported failed: the next write replaces it', async () => {
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
    const counts = counter(store);
    counts.count(reading);
    await counts.flush();
    counts.count(reading);
    await counts.flush();
    expect(await countedRows(store, DAY)).toEqual([[DAY, 'people', '/', '', 2]]);
  });

  it('settles each flush once the write carrying its counts is done, not after every later one', async () => {
    const store = new MemoryShards();
    const counts = counter(store, { minIntervalMs: 50 });
    counts.count(reading);
    const first = counts.flush();
    counts.count(reading);
    const second = counts.flush();
    await first;
    expect(store.writes).toBe(1);
    // Counts that keep coming do not keep the first flush, or the second, waiting.
    counts.count(reading);
    const third = counts.flush();
    await second;
    expect(store.writes).toBe(2);
    await third;
    expect(await countedRows(store, DAY)).toEqual([[DAY, 'people', '/', '', 3]]);
  });

  it('starts a shard each hour, still writes the last hour within its grace, and never after', async () => {
    const store = new MemoryShards();
    const said: string[] = [];
    let now = new Date('2026-11-28T12:59:59Z');
    const counts = counter(store, { now: () => now, log: (message) => said.push(message) });
    counts.count(reading);
    store.failing = true;
    await counts.flush();
    store.failing = false;
    now = new Date('2026-11-28T13:05:00Z');
    counts.count(reading);
    await counts.flush();
    expect(JSON.parse(store.entries.get(`shards/${DAY}/12/a`) as string).rows).toEqual([[DAY, 'people', '/', '', 1]]);
    expect(JSON.parse(store.entries.get(`shards/${DAY}/13/a`) as string).rows).toEqual([[DAY, 'people', '/', '', 1]]);
    // An hour whose write failed until its grace ran out is left out, and said to be.
    store.failing = true;
    counts.count(reading);
    await counts.flush();
    store.failing = false;
    now = new Date(Date.parse('2026-11-28T14:00:00Z') + WRITE_GRACE_MS);
    counts.count(reading);
    await counts.flush();
    expect(JSON.parse(store.entries.get(`shards/${DAY}/13/a`) as string).rows).toEqual([[DAY, 'people', '/', '', 1]]);
    expect(said).toContainEqual(expect.stringContaining(`shards/${DAY}/13/a came too late to be written; 2 left out`));
    expect(JSON.parse(store.entries.get(`shards/${DAY}/14/a`) as string).rows).toEqual([[DAY, 'people', '/', '', 1]]);
  });

  it('holds a bounded number of distinct readings an hour, folding the rest into "(other)" of their kind', async () => {
    const store = new MemoryShards();
    const counts = counter(store, { maxRows: 3 });
    for (let n = 0; n < 10; n++) counts.count({ kind: 'other-bot', target: `/${n}` });
    await counts.flush();
    const rows = await countedRows(store, DAY);
    expect(total(rows)).toBe(10);
    expect(rows).toContainEqual([DAY, 'other-bot', OTHER, '', 7]);
  });

  it(`writes at most ${CLIENTS_PER_DAY} MCP clients a day by name, those with the most requests; the others as "(other)"`, async () => {
    const store = new MemoryShards();
    const counts = counter(store);
    for (let n = 0; n < CLIENTS_PER_DAY + 50; n++) counts.count({ kind: 'mcp-client', target: 'tools/list', client: `client-${n}` });
    for (let n = 0; n < 3; n++) counts.count({ kind: 'mcp-client', target: 'tools/list', client: 'busy' });
    await counts.flush();
    const rows = await countedRows(store, DAY);
    expect(new Set(rows.map((row) => row[3])).size).toBe(CLIENTS_PER_DAY + 1);
    expect(rows).toContainEqual([DAY, 'mcp-client', 'tools/list', 'busy', 3]);
    expect(rows).toContainEqual([DAY, 'mcp-client', 'tools/list', OTHER, 51]);
    expect(total(rows)).toBe(CLIENTS_PER_DAY + 53);
  });
});

describe('what a count may hold', () => {
  it('reads back only rows of the shape a shard writes, their texts cleaned and capped again', () => {
    const stored = {
      rows: [
        [DAY, 'people', '/', '', 2],
        ['x'],
        [DAY, 'people', '/', '', -1],
        ['28/11/2026', 'people', '/', '', 1],
        [DAY, 'robots', '/', '', 1],
        [DAY, 'mcp-client', `tools/call \u001b]8;;https://evil.example\u0007x${'y'.repeat(1_000)}`, 'a\u202ebc\u0000', 3],
        null,
      ],
    };
    const rows = countRows(stored);
    expect(rows.slice(0, 1)).toEqual([[DAY, 'people', '/', '', 2]]);
    expect(rows).toHaveLength(2);
    const [, , target, client, count] = rows[1] as CountRow;
    expect(target).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect([...target]).toHaveLength(TEXT_LIMIT);
    expect([client, count]).toEqual(['abc', 3]);
    expect(countRows('nonsense')).toEqual([]);
  });

  it('cleans a name: control and format characters out, spaces one, cut between characters', () => {
    expect(cleanText('  Claude\u0007\u200d  Desktop \u2028\n ')).toBe('Claude Desktop');
    expect(cleanText('😀'.repeat(100), 60)).toBe('😀'.repeat(60));
    expect(cleanText('\ud800x')).toBe('\ufffdx');
  });

  it(`keeps a day's ${CLIENTS_PER_DAY} clients with the most requests by name, and its totals by kind`, () => {
    const rows: CountRow[] = Array.from({ length: CLIENTS_PER_DAY + 100 }, (_, n) => [DAY, 'mcp-client', 'tools/list', `c${n}`, n + 1]);
    const capped = withinCaps([...rows, ['2026-11-27', 'mcp-client', 'tools/list', 'c0', 5]]);
    const today = capped.filter((row) => row[0] === DAY);
    expect(today).toHaveLength(CLIENTS_PER_DAY + 1);
    expect(total(today)).toBe(total(rows));
    // The 100 with the fewest requests (1 to 100) summed; c0 of the day before is another day's.
    expect(today).toContainEqual([DAY, 'mcp-client', 'tools/list', OTHER, (100 * 101) / 2]);
    expect(capped).toContainEqual(['2026-11-27', 'mcp-client', 'tools/list', 'c0', 5]);
  });

  it(`keeps a day's ${ROWS_PER_DAY} largest rows, the rest summed into their kind's "(other)"`, () => {
    const rows: CountRow[] = Array.from({ length: ROWS_PER_DAY + 500 }, (_, n) => [
      DAY,
      n % 2 ? 'people' : 'other-bot',
      `/${n}`,
      '',
      n + 1,
    ]);
    const capped = withinCaps(rows);
    expect(capped.length).toBeLessThanOrEqual(ROWS_PER_DAY);
    for (const kind of ['people', 'other-bot'] as const) {
      const of = (list: CountRow[]) => total(list.filter((row) => row[1] === kind));
      expect(of(capped)).toBe(of(rows));
    }
    expect(capped.find((row) => row[2] === '/0')).toBeUndefined();
    expect(capped).toContainEqual([DAY, 'people', `/${ROWS_PER_DAY + 499}`, '', ROWS_PER_DAY + 500]);
  });

  it('prints a name to a terminal with its escapes shown, not acted on', () => {
    const hostile = 'a\u001b[2J\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\u202eb\nc';
    const printed = terminalText(hostile);
    expect(printed).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(printed).toBe('a\\u{1b}[2J\\u{1b}]8;;https://evil.example\\u{7}link\\u{1b}]8;;\\u{7}\\u{202e}b\\u{a}c');
  });
});

describe('shards by hour', () => {
  it('names a day and an hour, or a day alone for an earlier release’s shard, and nothing else', () => {
    expect(shardName(`shards/${DAY}/07/abc`)).toEqual({ day: DAY, hour: 7 });
    expect(shardName(`shards/${DAY}/abc-3`)).toEqual({ day: DAY, hour: undefined });
    expect(shardName(`shards/${DAY}/24/abc`)).toBeUndefined();
    expect(shardName(`days/${DAY}`)).toBeUndefined();
    expect(shardName('shards/x/abc')).toBeUndefined();
  });

  it('is settled once no instance writes it: an earlier release’s at once, an hour’s well after its grace', () => {
    const end = Date.parse(`${DAY}T13:00:00Z`);
    expect(MERGE_AFTER_MS).toBeGreaterThan(WRITE_GRACE_MS);
    expect(isSettled({ day: DAY, hour: 12 }, end + MERGE_AFTER_MS - 1)).toBe(false);
    expect(isSettled({ day: DAY, hour: 12 }, end + MERGE_AFTER_MS)).toBe(true);
    expect(isSettled({ day: DAY }, 0)).toBe(true);
  });
});

describe('counting a handler', () => {
  const blobs = { get: (name: string) => (name === 'NETLIFY_BLOBS_CONTEXT' ? 'e30=' : undefined) };
  const ok = async () => new Response('ok');

  it('is the handler itself while the build counts nobody', () => {
    expect(counted(ok, pathReadingFor(new Set()), { on: false, env: blobs })).toBe(ok);
  });

  it('counts after the response where there is a store, handing the write to waitUntil; nothing without one', async () => {
    const waited: Promise<unknown>[] = [];
    const request = () => new Request('https://site.example/projects', { headers: { 'user-agent': 'curl/8' } });
    const withStore = counted(ok, async () => undefined, { on: true, env: blobs });
    expect(await (await withStore(request(), { waitUntil: (promise) => waited.push(promise) })).text()).toBe('ok');
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    const without = counted(ok, pathReadingFor(new Set()), { on: true, env: { get: () => undefined } });
    await without(request(), { waitUntil: (promise) => waited.push(promise) });
    expect(waited).toHaveLength(1);
  });

  it('counts before the response goes in local development, whose runtime ends with the response', async () => {
    const read: string[] = [];
    const slowReading = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      read.push('read');
      return undefined;
    };
    const handler = counted(ok, slowReading, { on: true, env: blobs });
    const request = () => new Request('https://site.example/');
    const waited: Promise<unknown>[] = [];
    await handler(request(), { waitUntil: (promise) => waited.push(promise) });
    expect(read).toEqual([]);
    await Promise.all(waited);
    await handler(request(), { deploy: { context: 'dev' }, waitUntil: (promise) => waited.push(promise) });
    expect(read).toEqual(['read', 'read']);
    expect(waited).toHaveLength(1);
  });
});

describe('a path, as counted', () => {
  const served = new Set(['/', '/projects', '/projects.md', '/llms.txt', '/writing/café', '/api/codehost']);
  const read = (path: string, status = 200, headers: Record<string, string> = {}) =>
    pathReadingFor(served)(
      new Request(`https://site.example${path}`, { headers: { 'user-agent': 'curl/8.5.0' } }),
      new Response(null, { status, headers }),
    );

  it('is a path the build made, answered, its encoding normalised: never a query string', async () => {
    expect((await read('/%70rojects?utm=1#x'))?.target).toBe('/projects');
    expect((await read('/writing/caf%C3%A9'))?.target).toBe('/writing/café');
    expect((await read('/projects.html'))?.target).toBe('/projects');
    expect((await read('/projects/'))?.target).toBe('/projects');
    expect((await read('/index.html'))?.target).toBe('/');
    expect((await read('/llms.txt', 304))?.target).toBe('/llms.txt');
    expect((await read('/', 200, { 'content-location': '/projects.md' }))?.target).toBe('/projects.md');
    expect((await read('/api/codehost?user=x'))?.target).toBe('/api/codehost');
  });

  it.each([
    ['/made-up', 200],
    ['/projects', 301],
    ['/projects', 400],
    ['/projects', 404],
    ['/projects', 405],
    ['/projects', 503],
    ['/%E0%A4%A', 200],
    ['/projects/x', 200],
  ])('%s answered %i is "(not found)"', async (path, status) => {
    expect((await read(path, status))?.target).toBe(NOT_FOUND);
  });

  it('decodes once, and no further', () => {
    expect(servedPath('/%2570rojects', served)).toBeUndefined();
    expect(servedPath('/%70rojects', served)).toBe('/projects');
  });
});

describe('an MCP message, as counted', () => {
  // The server of these tests has get_resume and the site's own documents, nothing else.
  const mcpReading = mcpReadingFor((method, name) =>
    method === 'tools/call' ? name === 'get_resume' : name === 'https://site.example/index.md',
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

  it("names a client that gives no clientInfo by its User-Agent's first product, without version or comments, never the whole header", async () => {
    const call = (userAgent?: string) =>
      post(
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_resume' } },
        { 'mcp-protocol-version': '2025-11-25', ...(userAgent === undefined ? {} : { 'user-agent': userAgent }) },
      );
    const named = async (userAgent?: string) => ((await mcpReading(call(userAgent), none)) as { client: string }).client;
    expect(await named('claude-code/1.0.43 (external, cli)')).toBe('claude-code (2025-11-25)');
    expect(await named('Cursor/2.1 node/22')).toBe('Cursor (2025-11-25)');
    expect(await named('node')).toBe('node (2025-11-25)');
    expect(await named('(a comment only) x/1')).toBe('unnamed (2025-11-25)');
    expect(await named('')).toBe('unnamed (2025-11-25)');
    expect(await named()).toBe('unnamed (2025-11-25)');
    expect(await named(`${'a'.repeat(500)}/1`)).toHaveLength(NAME_LIMIT + ' (2025-11-25)'.length);
    // A clientInfo name wins over the header.
    const initialize = post(
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', clientInfo: { name: 'inspector' } } },
      { 'user-agent': 'node' },
    );
    expect(await mcpReading(initialize, none)).toMatchObject({ client: 'inspector (2025-11-25)' });
  });

  it('keeps no name the server does not have, no method the protocol does not have, and reads no refused body', async () => {
    const call = (name: string) =>
      post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, protocolVersion: 'x'.repeat(500) } });
    expect(await mcpReading(call('made_up_tool'), none)).toMatchObject({ target: 'tools/call (unknown)', client: 'unnamed (unknown)' });
    expect(await mcpReading(post({ jsonrpc: '2.0', id: 1, method: `evil/${'x'.repeat(10_000)}` }), none)).toMatchObject({
      target: '(other)',
    });
    for (const uri of ['https://site.example/?0f8c', `ui://${'x'.repeat(60_000)}`, 'https://site.example/index.md#\u0000'])
      expect(await mcpReading(post({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri } }), none)).toMatchObject({
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

describe('a tally', () => {
  it('adds and merges counts of the same reading', () => {
    const tally = new Tally();
    tally.add({ day: 'd', kind: 'people', target: '/' });
    tally.merge([['d', 'people', '/', '', 2]]);
    expect(tally.total).toBe(3);
    expect(tally.rows()).toEqual([['d', 'people', '/', '', 3]]);
    expect(tally.size).toBe(1);
  });
});

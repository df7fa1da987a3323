import { describe, expect, it } from 'vitest';
import { compactCounts, dayKey, firstKeptDay } from '../../../src/capabilities/stats/core/compact.ts';
import { DEFAULT_RETENTION_DAYS, lastDays, retentionDays } from '../../../src/capabilities/stats/core/days.ts';
import { createStatsHandler } from '../../../src/capabilities/stats/core/handler.ts';
import { readCounts } from '../../../src/capabilities/stats/core/read-counts.ts';
import { ROWS_PER_PAGE, statsReport, TOP_CLIENTS, TOP_TARGETS } from '../../../src/capabilities/stats/core/report.ts';
import { reportText } from '../../../src/capabilities/stats/core/report-text.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { bearerToken, isSecret } from '../../../src/capabilities/stats/core/bearer.ts';
import { CLIENTS_PER_DAY } from '../../../src/lib/stats/limits.ts';
import { countRows } from '../../../src/lib/stats/tally.ts';
import type { ShardStore } from '../../../src/lib/stats/shard-store.ts';
import type { CountRow } from '../../../src/lib/stats/tally.ts';

import { AT, DAY, MemoryShards, total } from '../../support/memory-shards.ts';

describe('merging the shards (the scheduled function)', () => {
  const row = (target: string, count: number, day = DAY): CountRow => [day, 'people', target, '', count];
  /** Late enough that every hour of DAY is settled. */
  const LATER = new Date('2026-11-29T01:00:00Z');
  const compact = (store: ShardStore, options: Parameters<typeof compactCounts>[1] = {}) =>
    compactCounts(store, { now: () => LATER, ...options });

  it('merges the settled shards of each day into one document and deletes them; a read gives the same before and after', async () => {
    const store = new MemoryShards();
    await store.write(`shards/${DAY}/10/a`, { rows: [row('/', 1)] });
    await store.write(`shards/${DAY}/11/b`, { rows: [row('/', 2), row('/x', 1)] });
    await store.write('shards/2026-11-27/a-0', { rows: [row('/', 4, '2026-11-27')] });
    const before = await readCounts(store, '2026-11-27', DAY);
    expect(await compact(store)).toEqual({ shards: 3, left: 0, expired: 0 });
    expect([...store.entries.keys()].sort()).toEqual([dayKey('2026-11-27'), dayKey(DAY)]);
    expect(await readCounts(store, '2026-11-27', DAY)).toEqual(expect.arrayContaining(before));
    await store.write(`shards/${DAY}/12/a`, { rows: [row('/', 5)] });
    await compact(store);
    expect(await readCounts(store, DAY, DAY)).toEqual(expect.arrayContaining([row('/', 8), row('/x', 1)]));
  });

  it('leaves the shards instances may still write (this hour, the last one in its grace) for a later run', async () => {
    const store = new MemoryShards();
    await store.write(`shards/${DAY}/11/a`, { rows: [row('/', 1)] });
    await store.write(`shards/${DAY}/12/a`, { rows: [row('/', 2)] });
    await compact(store, { now: () => new Date(`${DAY}T12:25:00Z`) });
    expect([...store.entries.keys()].sort()).toEqual([dayKey(DAY), `shards/${DAY}/12/a`]);
    expect(await readCounts(store, DAY, DAY)).toEqual([row('/', 3)]);
  });

  it('counts no shard twice when a step stopped before deleting them: neither a later step, a later run, nor a read meanwhile', async () => {
    const store = new MemoryShards();
    for (const name of ['a', 'b', 'c', 'd']) await store.write(`shards/${DAY}/10/${name}`, { rows: [row('/', 1)] });
    const remove = store.delete.bind(store);
    store.delete = async () => {
      throw new Error('stopped');
    };
    await expect(compact(store, { batch: 2 })).rejects.toThrow('stopped');
    expect(await readCounts(store, DAY, DAY)).toEqual([row('/', 4)]);
    store.delete = remove;
    // The next run's first step takes other shards than those the document names.
    const list = store.list.bind(store);
    store.list = async (prefix) => (await list(prefix)).reverse();
    await store.write(`shards/${DAY}/11/e`, { rows: [row('/', 1)] });
    await compact(store, { batch: 2 });
    expect([...store.entries.keys()]).toEqual([dayKey(DAY)]);
    expect(await readCounts(store, DAY, DAY)).toEqual([row('/', 5)]);
  });

  it('stops starting steps once its budget is spent, and the next run finishes what is left', async () => {
    const store = new MemoryShards();
    for (let n = 0; n < 10; n++) await store.write(`shards/${DAY}/10/i${n}`, { rows: [row('/', 1)] });
    // A clock that moves a second with every call to the store.
    const clock = () => store.calls * 1_000;
    const first = await compact(store, { batch: 3, budgetMs: 5_000, clock });
    expect(first.shards).toBeGreaterThan(0);
    expect(first.shards + first.left).toBe(10);
    expect(first.left).toBeGreaterThan(0);
    expect(await readCounts(store, DAY, DAY)).toEqual([row('/', 10)]);
    const second = await compact(store, { batch: 3 });
    expect(second).toEqual({ shards: first.left, left: 0, expired: 0 });
    expect(await readCounts(store, DAY, DAY)).toEqual([row('/', 10)]);
  });

  it('deletes the days and shards older than the retention period, today counted as its first day', async () => {
    const store = new MemoryShards();
    await store.write(dayKey('2026-10-29'), { rows: [row('/', 1, '2026-10-29')], lastMerged: [] });
    await store.write(dayKey('2026-10-30'), { rows: [row('/', 1, '2026-10-30')], lastMerged: [] });
    expect(firstKeptDay(AT, 31)).toBe('2026-10-29');
    expect(await compactCounts(store, { now: () => AT, retentionDays: 31 })).toEqual({ shards: 0, left: 0, expired: 0 });
    await store.write('shards/2026-10-29/03/a', { rows: [row('/', 1, '2026-10-29')] });
    expect(await compactCounts(store, { now: () => AT, retentionDays: 30 })).toEqual({ shards: 0, left: 0, expired: 2 });
    expect([...store.entries.keys()]).toEqual([dayKey('2026-10-30')]);
  });

  it('keeps a merged day within the caps, whatever its shards name', async () => {
    const store = new MemoryShards();
    for (let n = 0; n < CLIENTS_PER_DAY + 40; n++)
      await store.write(`shards/${DAY}/10/i${n}`, { rows: [[DAY, 'mcp-client', 'tools/list', `client-${n}`, 1]] });
    await compact(store);
    const { rows } = JSON.parse(store.entries.get(dayKey(DAY)) as string) as { rows: CountRow[] };
    expect(new Set(rows.map((stored) => stored[3])).size).toBe(CLIENTS_PER_DAY + 1);
    expect(total(rows)).toBe(CLIENTS_PER_DAY + 40);
  });

  it('takes the retention period from STATS_RETENTION_DAYS, a whole number of days, and says when it cannot', () => {
    const said: string[] = [];
    expect(retentionDays(undefined)).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('400')).toBe(400);
    expect(retentionDays('0', (message) => said.push(message))).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('two weeks', (message) => said.push(message))).toBe(DEFAULT_RETENTION_DAYS);
    expect(said).toHaveLength(2);
  });
});

describe('the report', () => {
  const rows: CountRow[] = [
    ['2026-11-27', 'people', '/', '', 3],
    [DAY, 'people', '/projects', '', 1],
    [DAY, 'ai-assistant', '/llms.txt', '', 2],
    [DAY, 'feed-reader', '/writing/rss.xml', '', 4],
    [DAY, 'mcp-client', 'tools/call get_resume', 'claude (2026-07-28)', 5],
    ['2026-10-01', 'people', '/', '', 9],
  ];

  it("keeps signed agents' operators apart from the MCP clients, and reads back the AI crawlers of the days before search and training were told apart", () => {
    const report = statsReport(
      [
        ...rows,
        [DAY, 'ai-assistant', '/projects', 'OpenAI (verified)', 3],
        [DAY, 'ai-training-crawler', '/', 'OpenAI (claimed)', 1],
        ...countRows({ rows: [['2026-11-27', 'ai-crawler', '/llms.txt', '', 6]] }),
      ],
      '2026-11-26',
      DAY,
    );
    expect(report.signedAgents).toEqual({
      top: [
        { name: 'OpenAI (verified)', count: 3 },
        { name: 'OpenAI (claimed)', count: 1 },
      ],
      rest: { names: 0, count: 0 },
    });
    expect(report.mcpClients.top.map((client) => client.name)).toEqual(['claude (2026-07-28)']);
    expect(report.byKind['ai-crawler']).toBe(6);
    const text = reportText(report, dictionaryFor('en').stats, 'en');
    expect(text).toContain('OpenAI (verified)');
    expect(text).toContain(dictionaryFor('en').stats.kinds['ai-crawler']);
  });

  it('sums by kind and by day (every day of the range, zeros too), ranks targets and clients, and leaves out rows outside the range', () => {
    const report = statsReport(rows, '2026-11-26', DAY);
    expect(report.total).toBe(15);
    expect(report.counting).toBe(true);
    expect(report.byKind).toMatchObject({ people: 4, 'ai-assistant': 2, 'feed-reader': 4, 'mcp-client': 5, unknown: 0 });
    expect(report.daily.map(({ day, byKind }) => [day, byKind.people])).toEqual([
      ['2026-11-26', 0],
      ['2026-11-27', 3],
      [DAY, 1],
    ]);
    expect(report.topByKind.people).toEqual({
      top: [
        { name: '/', count: 3 },
        { name: '/projects', count: 1 },
      ],
      rest: { names: 0, count: 0 },
    });
    expect(report.mcpClients).toEqual({
      top: [
        {
          name: 'claude (2026-07-28)',
          count: 5,
          calls: { top: [{ name: 'tools/call get_resume', count: 5 }], rest: { names: 0, count: 0 } },
        },
      ],
      rest: { names: 0, count: 0 },
    });
    expect(report.llmsTxt['ai-assistant']).toBe(2);
    expect(report.feeds['feed-reader']).toBe(4);
    expect(report.rows).toHaveLength(5);
    expect(report.rowPages).toEqual({ page: 1, pages: 1, perPage: ROWS_PER_PAGE, rows: 5 });
  });

  it('names the top of each table and sums the rest; gives the rows a page at a time', () => {
    const many: CountRow[] = Array.from({ length: 2_500 }, (_, n) => [DAY, 'mcp-client', `tools/call t${n % 30}`, `client ${n}`, n + 1]);
    const report = statsReport(many, DAY, DAY, { page: 3, counting: false });
    expect(report.counting).toBe(false);
    expect(report.topByKind['mcp-client'].top).toHaveLength(TOP_TARGETS);
    expect(report.topByKind['mcp-client'].rest.names).toBe(30 - TOP_TARGETS);
    expect(report.mcpClients.top).toHaveLength(TOP_CLIENTS);
    expect(report.mcpClients.top[0]).toMatchObject({ name: 'client 2499', count: 2_500 });
    expect(report.mcpClients.rest).toEqual({
      names: 2_500 - TOP_CLIENTS,
      count: total(many) - report.mcpClients.top.reduce((sum, client) => sum + client.count, 0),
    });
    expect(report.rows).toHaveLength(2_500 - 2 * ROWS_PER_PAGE);
    expect(report.rowPages).toEqual({ page: 3, pages: 3, perPage: ROWS_PER_PAGE, rows: 2_500 });
    expect(statsReport(many, DAY, DAY, { page: 4 }).rows).toEqual([]);
  });

  it('prints in a terminal with every name a reader gave escaped, and the rest summed', () => {
    const hostile = `evil\u001b]8;;https://x.example\u0007here\u001b]8;;\u0007 (2026-07-28)`;
    const report = statsReport(
      [
        [DAY, 'mcp-client', 'tools/call get_resume', hostile, 2],
        ...Array.from({ length: 12 }, (_, n): CountRow => [DAY, 'people', `/p${n}`, '', 1]),
      ],
      DAY,
      DAY,
    );
    const words = dictionaryFor('en').stats;
    const text = reportText(report, words, 'en');
    expect(text).not.toContain('\u001b');
    expect(text).toContain('evil\\u{1b}]8;;');
    expect(text).toMatch(new RegExp(`${words.others('2')}\\s+2`));
  });

  it('takes the last days, today included', () => {
    expect(lastDays(AT, 30)).toEqual({ from: '2026-10-30', to: DAY });
    expect(lastDays(AT, 1)).toEqual({ from: DAY, to: DAY });
  });
});

describe('GET /api/stats', () => {
  const TOKEN = 'a-long-random-token_0123456789';
  const store = new MemoryShards();
  const handler = createStatsHandler({ token: TOKEN, store: () => store, counting: true, now: () => AT });
  const get = (headers: Record<string, string> = {}, query = '') =>
    handler(new Request(`https://site.example/api/stats${query}`, { headers }));
  const owner = { authorization: `Bearer ${TOKEN}` };

  it('does not exist while no token is set', async () => {
    const response = await createStatsHandler({ token: undefined, store: () => store, counting: true })(
      new Request('https://site.example/api/stats'),
    );
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
    await store.write(`shards/${DAY}/11/x`, { rows: [[DAY, 'people', '/', '', 2]] });
    const response = await get(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const report = await response.json();
    expect(report).toMatchObject({ counting: true, from: '2026-10-30', to: DAY, total: 2, rowPages: { page: 1, pages: 1 } });
    expect(JSON.stringify(report)).not.toContain(TOKEN);
  });

  it('takes whole days from 1 to 90 and pages from 1, and answers 503 with Retry-After when the store fails', async () => {
    for (const query of ['?days=0', '?days=91', '?days=1.5', '?days=', '?page=0', '?page=x', '?page=-1'])
      expect((await get(owner, query)).status, query).toBe(400);
    expect((await get(owner, '?days=7&page=2')).status).toBe(200);
    store.failing = true;
    const failed = await get(owner);
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

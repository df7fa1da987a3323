// The statistics' merge against a backlog (`npm run bench`; alone: `node bench/stats-merge.ts`):
// 20,000 shards of one day in a Blobs server on loopback (each with a few readings, MCP clients
// among 300 names), then the scheduled merge run after run, as Netlify runs it every quarter of an
// hour, each call to the store slowed by 50 ms as a remote store answers, until nothing is left.
// Prints each run's time and shards merged, and GET /api/stats's time before and after; checks
// that every count is still there, once. Exits 1 if a run takes longer than a scheduled
// function may (30 s), or the report after the merge takes more than 2 s. SHARDS and LATENCY_MS
// override the sizes.
import { getStore } from '@netlify/blobs';
import { compactCounts } from '../../src/capabilities/stats/core/compact.ts';
import { createStatsHandler } from '../../src/capabilities/stats/core/handler.ts';
import { inTurns } from '../../src/capabilities/stats/core/in-turns.ts';
import { READER_KINDS } from '../../src/lib/stats/reader-kinds.ts';
import type { ShardStore } from '../../src/lib/stats/shard-store.ts';
import { startLocalBlobs } from '../../tests/support/local-blobs.ts';

const SHARDS = Number(process.env.SHARDS ?? 20_000);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 50);
const SCHEDULED_LIMIT_MS = 30_000;
const REPORT_GOAL_MS = 2_000;
const TOKEN = 'bench-token-0123456789';
const NOW = new Date();
const DAY = new Date(NOW.getTime() - 86_400_000).toISOString().slice(0, 10);

const blobs = await startLocalBlobs();
process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
const blobsStore = getStore({ name: 'reader-counts', consistency: 'strong' });
const store: ShardStore = {
  write: (key, value) => blobsStore.setJSON(key, value).then(() => undefined),
  read: (key) => blobsStore.get(key, { type: 'json' }),
  list: async (prefix) => (await blobsStore.list({ prefix })).blobs.map((blob) => blob.key),
  delete: (key) => blobsStore.delete(key),
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The same store, each call first waiting LATENCY_MS: a store across a network. */
const slowed =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    await pause(LATENCY_MS);
    return call(...args);
  };
const remote: ShardStore = { write: slowed(store.write), read: slowed(store.read), list: slowed(store.list), delete: slowed(store.delete) };

/** A shard as an instance writes it: a few readings of its hour. */
function shard(n: number) {
  const kind = READER_KINDS[n % READER_KINDS.length] as string;
  const mcp = kind === 'mcp-client';
  return {
    rows: [
      [DAY, kind, mcp ? 'tools/call get_profile' : `/page-${n % 40}`, mcp ? `client-${n % 300} (2026-07-28)` : '', 1 + (n % 3)],
      [DAY, 'people', '/', '', 1],
    ],
  };
}
const expectedTotal = Array.from({ length: SHARDS }, (_, n) => 2 + (n % 3)).reduce((sum, count) => sum + count, 0);

async function reportTime(over: ShardStore): Promise<{ ms: number; total: number }> {
  const handler = createStatsHandler({ token: TOKEN, store: () => over, counting: true, now: () => NOW });
  const started = performance.now();
  const response = await handler(new Request('https://site.example/api/stats?days=2', { headers: { authorization: `Bearer ${TOKEN}` } }));
  const { total } = (await response.json()) as { total: number };
  return { ms: performance.now() - started, total };
}

try {
  const writing = performance.now();
  await inTurns(
    Array.from({ length: SHARDS }, (_, n) => n),
    (n) => store.write(`shards/${DAY}/${String(n % 24).padStart(2, '0')}/instance-${n}`, shard(n)),
  );
  console.log(`${SHARDS} shards of ${DAY} written in ${((performance.now() - writing) / 1000).toFixed(1)} s`);
  const before = await reportTime(store);
  console.log(`GET /api/stats before the merge (every shard read, no added latency): ${before.ms.toFixed(0)} ms`);

  const runs: { run: number; seconds: string; merged: number; left: number }[] = [];
  for (let run = 1; run <= 50; run++) {
    const started = performance.now();
    const result = await compactCounts(remote, { now: () => NOW });
    runs.push({ run, seconds: ((performance.now() - started) / 1000).toFixed(1), merged: result.shards, left: result.left });
    if (!result.left) break;
  }
  console.table(runs);
  const after = await reportTime(store);
  const afterRemote = await reportTime(remote);
  console.log(
    `GET /api/stats after the merge: ${after.ms.toFixed(0)} ms here, ${afterRemote.ms.toFixed(0)} ms with ${LATENCY_MS} ms a call (goal: at most ${REPORT_GOAL_MS} ms)`,
  );
  const slowest = Math.max(...runs.map((row) => Number(row.seconds) * 1000));
  const exact = before.total === expectedTotal && after.total === expectedTotal;
  console.log(
    `Slowest run ${(slowest / 1000).toFixed(1)} s (limit ${SCHEDULED_LIMIT_MS / 1000} s); counts ${exact ? `exact (${expectedTotal})` : `wrong: ${before.total} before, ${after.total} after, ${expectedTotal} sent`}.`,
  );
  process.exitCode = slowest < SCHEDULED_LIMIT_MS && afterRemote.ms <= REPORT_GOAL_MS && exact && runs.at(-1)?.left === 0 ? 0 : 1;
} finally {
  await blobs.stop();
}

import { DEFAULT_RETENTION_DAYS } from './days.ts';
import { withinCaps } from '../../../lib/stats/caps.ts';
import { inTurns } from './in-turns.ts';
import { isSettled, shardName } from '../../../lib/stats/shard-key.ts';
import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { countRows, Tally } from '../../../lib/stats/tally.ts';

/** A day's merged counts: `days/2026-11-28`. */
export const dayKey = (day: string) => `days/${day}`;
const DAY_KEY = /^days\/(\d{4}-\d{2}-\d{2})$/;

/** What a day's merged document holds: its rows, and the shards its last merge took in (deleted just after). */
interface MergedDay {
  rows: ReturnType<Tally['rows']>;
  lastMerged: string[];
}

export const lastMerged = (value: unknown): string[] => {
  const keys = (value as { lastMerged?: unknown } | undefined)?.lastMerged;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
};

export interface CompactOptions {
  now?: () => Date;
  /** Shards merged in one write of a day's document: each batch is a step a run can stop after. */
  batch?: number;
  /** Time after which a run starts no new batch: a scheduled function has 30 s in all, and a batch takes a few (bench/stats-merge.ts). */
  budgetMs?: number;
  /** Days of counts kept, today included: older days and shards are deleted. */
  retentionDays?: number;
  /** Milliseconds, for the budget (performance.now). */
  clock?: () => number;
}

export interface CompactResult {
  /** Shards merged into their day's document, and deleted. */
  shards: number;
  /** Settled shards left for the next run, once the budget was spent. */
  left: number;
  /** Days and shards deleted for being older than the retention period. */
  expired: number;
}

/** The first day kept: `retentionDays` days back from `now`'s day, that day included. */
export function firstKeptDay(now: Date, retentionDays: number): string {
  const day = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (retentionDays - 1));
  return day.toISOString().slice(0, 10);
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * One step of a day's merge, safe to stop anywhere: deletes the day's shards the document already
 * holds (a step stopped before deleting them), reads `keys`, writes the document with their rows
 * and their names, then deletes them. At every moment each shard that still exists and is counted
 * in the document is named in it, so no read and no later step counts it twice. A shard listed
 * but not readable yet is left for a later run, not deleted unread. `listed` is the day's shards
 * not deleted yet.
 */
async function mergeBatch(store: ShardStore, day: string, keys: string[], listed: Set<string>): Promise<number> {
  const merged = await store.read(dayKey(day));
  const alreadyIn = new Set(lastMerged(merged));
  const leftOver = [...listed].filter((key) => alreadyIn.has(key));
  await inTurns(leftOver, (key) => store.delete(key));
  for (const key of leftOver) listed.delete(key);
  const fresh = keys.filter((key) => listed.has(key));
  const values = await inTurns(fresh, (key) => store.read(key));
  const read = fresh.filter((_, index) => values[index] !== undefined && values[index] !== null);
  if (!read.length) return leftOver.length;
  const tally = new Tally();
  tally.merge(countRows(merged));
  for (const value of values) tally.merge(countRows(value));
  await store.write(dayKey(day), { rows: withinCaps(tally.rows()), lastMerged: read } satisfies MergedDay);
  await inTurns(read, (key) => store.delete(key));
  for (const key of read) listed.delete(key);
  return leftOver.length + read.length;
}

/** The keys older than the first day kept: shards and merged days alike. */
const expiredKeys = (keys: string[], firstKept: string) =>
  keys.filter((key) => (shardName(key)?.day ?? DAY_KEY.exec(key)?.[1] ?? firstKept) < firstKept);

/**
 * The scheduled merge (netlify/functions/compact-stats.mts): deletes counts older than the
 * retention period, then merges the settled shards (those no instance writes any more) into one
 * document a day, `batch` shards a step, oldest day first, until they are done or the budget is
 * spent; the next run goes on where this one stopped. A read then takes a few documents and the
 * shards of the last hour or two, not one per write.
 */
export async function compactCounts(
  store: ShardStore,
  {
    now = () => new Date(),
    batch = 250,
    budgetMs = 15_000,
    retentionDays = DEFAULT_RETENTION_DAYS,
    clock = () => performance.now(),
  }: CompactOptions = {},
): Promise<CompactResult> {
  const started = clock();
  const withinBudget = () => clock() - started < budgetMs;
  const moment = now();
  const firstKept = firstKeptDay(moment, retentionDays);
  const [shards, days] = await Promise.all([store.list('shards/'), store.list('days/')]);
  let expired = 0;
  for (const part of chunks(expiredKeys([...shards, ...days], firstKept), batch)) {
    if (!withinBudget()) break;
    await inTurns(part, (key) => store.delete(key));
    expired += part.length;
  }
  const settled = new Map<string, string[]>();
  for (const key of shards) {
    const name = shardName(key);
    if (!name || name.day < firstKept || !isSettled(name, moment.getTime())) continue;
    const keys = settled.get(name.day);
    if (keys) keys.push(key);
    else settled.set(name.day, [key]);
  }
  let merged = 0;
  let left = 0;
  for (const [day, keys] of [...settled].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const listed = new Set(keys);
    for (const part of chunks(keys, batch)) {
      if (withinBudget()) merged += await mergeBatch(store, day, part, listed);
      else left += part.filter((key) => listed.has(key)).length;
    }
  }
  return { shards: merged, left, expired };
}

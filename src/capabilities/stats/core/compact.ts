import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { inTurns } from '../../../lib/stats/in-turns.ts';
import { countRows, Tally } from '../../../lib/stats/tally.ts';

/** A day's merged counts: `days/2026-11-28`. */
const dayKey = (day: string) => `days/${day}`;

/** What a day's merged document holds: its rows, and the shards its last merge took in (deleted just after). */
interface MergedDay {
  rows: ReturnType<Tally['rows']>;
  lastMerged: string[];
}

export const lastMerged = (value: unknown): string[] => {
  const keys = (value as { lastMerged?: unknown } | undefined)?.lastMerged;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
};

/**
 * Merges each day's shards into its one document (`days/<day>`), then deletes them: the scheduled
 * function's work (netlify/functions/compact-stats.mts), so that a read takes a few documents, not
 * one per write. The document names the shards it took in: a run that stopped between writing
 * it and deleting them is finished by the next without counting them twice, and a read that
 * finds them both counts them once. A shard written meanwhile is left for the next run.
 */
export async function compactCounts(store: ShardStore): Promise<{ days: number; shards: number }> {
  const byDay = new Map<string, string[]>();
  for (const key of await store.list('shards/')) {
    const day = /^shards\/(\d{4}-\d{2}-\d{2})\//.exec(key)?.[1];
    if (!day) continue;
    const keys = byDay.get(day);
    if (keys) keys.push(key);
    else byDay.set(day, [key]);
  }
  let shards = 0;
  for (const [day, keys] of byDay) {
    const merged = await store.read(dayKey(day));
    const alreadyIn = new Set(lastMerged(merged));
    const fresh = keys.filter((key) => !alreadyIn.has(key));
    const values = await inTurns(fresh, (key) => store.read(key));
    // A shard listed but not readable yet is left for the next run, not deleted unread.
    const read = fresh.filter((_, index) => values[index] !== undefined && values[index] !== null);
    const takenIn = [...keys.filter((key) => alreadyIn.has(key)), ...read];
    if (read.length) {
      const tally = new Tally();
      tally.merge(countRows(merged));
      for (const value of values) tally.merge(countRows(value));
      // Names every shard it holds, those of an earlier run not deleted yet too.
      await store.write(dayKey(day), { rows: tally.rows(), lastMerged: takenIn } satisfies MergedDay);
    }
    await inTurns(takenIn, (key) => store.delete(key));
    shards += takenIn.length;
  }
  return { days: byDay.size, shards };
}

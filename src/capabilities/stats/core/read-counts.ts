import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { type CountRow, countRows, Tally } from '../../../lib/stats/tally.ts';
import { lastMerged } from './compact.ts';
import { inTurns } from '../../../lib/stats/in-turns.ts';

/** The day a stored key holds counts of: "shards/2026-11-28/…" and "days/2026-11-28" both say 2026-11-28. */
const dayOfKey = (key: string) => /^(?:shards|days)\/(\d{4}-\d{2}-\d{2})/.exec(key)?.[1];

/** Every count from `from` to `to` (days, both included): the days already merged and the instances' shards since, summed. */
export async function readCounts(store: ShardStore, from: string, to: string): Promise<CountRow[]> {
  const inRange = (key: string) => {
    const day = dayOfKey(key);
    return day !== undefined && day >= from && day <= to;
  };
  const [shardKeys, dayKeys] = await Promise.all([store.list('shards/'), store.list('days/')]);
  const merged = await inTurns(dayKeys.filter(inRange), (key) => store.read(key));
  // A shard a merged day names is in it already: read once, even before the merge deleted it.
  const takenIn = new Set(merged.flatMap(lastMerged));
  const shards = await inTurns(
    shardKeys.filter((key) => inRange(key) && !takenIn.has(key)),
    (key) => store.read(key),
  );
  const tally = new Tally();
  for (const value of [...merged, ...shards]) tally.merge(countRows(value));
  return tally.rows();
}

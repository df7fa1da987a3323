import { withinCaps } from '../../../lib/stats/caps.ts';
import { inTurns } from './in-turns.ts';
import { shardName } from '../../../lib/stats/shard-key.ts';
import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { type CountRow, countRows, Tally } from '../../../lib/stats/tally.ts';
import { lastMerged } from './compact.ts';

/** The day a merged document holds: "days/2026-11-28" says 2026-11-28. */
const dayOfDocument = (key: string) => /^days\/(\d{4}-\d{2}-\d{2})$/.exec(key)?.[1];

/**
 * Every count from `from` to `to` (days, both included): the days already merged and the
 * instances' shards since, summed, within the caps (the shards of many instances may name more
 * clients than a day keeps).
 */
export async function readCounts(store: ShardStore, from: string, to: string): Promise<CountRow[]> {
  const inRange = (day: string | undefined) => day !== undefined && day >= from && day <= to;
  const [shardKeys, dayKeys] = await Promise.all([store.list('shards/'), store.list('days/')]);
  const merged = await inTurns(
    dayKeys.filter((key) => inRange(dayOfDocument(key))),
    (key) => store.read(key),
  );
  // A shard a merged day names is in it already: read once, even before the merge deleted it.
  const takenIn = new Set(merged.flatMap(lastMerged));
  const shards = await inTurns(
    shardKeys.filter((key) => inRange(shardName(key)?.day) && !takenIn.has(key)),
    (key) => store.read(key),
  );
  const tally = new Tally();
  for (const value of [...merged, ...shards]) tally.merge(countRows(value));
  return withinCaps(tally.rows());
}

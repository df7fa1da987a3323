import type { ShardStore } from '../../../lib/stats/shard-store.ts';
import { type CountRow, countRows, Tally } from '../../../lib/stats/tally.ts';

/** The day a stored key holds counts of: "shards/2026-11-28/…" and "days/2026-11-28" both say 2026-11-28. */
const dayOfKey = (key: string) => /^(?:shards|days)\/(\d{4}-\d{2}-\d{2})/.exec(key)?.[1];

/** Every count from `from` to `to` (days, both included): the instances' shards and any day already merged, summed. */
export async function readCounts(store: ShardStore, from: string, to: string): Promise<CountRow[]> {
  const keys = [...(await store.list('shards/')), ...(await store.list('days/'))].filter((key) => {
    const day = dayOfKey(key);
    return day !== undefined && day >= from && day <= to;
  });
  const tally = new Tally();
  const values = await Promise.all(keys.map((key) => store.read(key)));
  for (const value of values) tally.merge(countRows(value));
  return tally.rows();
}

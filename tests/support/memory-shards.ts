import type { ShardStore } from '../../src/lib/stats/shard-store.ts';
import { withinCaps } from '../../src/lib/stats/caps.ts';
import { type CountRow, countRows, Tally } from '../../src/lib/stats/tally.ts';
/** A Blobs stand-in: what is written, as text, and a switch that makes every call fail. */
export class MemoryShards implements ShardStore {
  readonly entries = new Map<string, string>();
  failing = false;
  writes = 0;
  calls = 0;
  private check() {
    this.calls++;
    if (this.failing) throw new Error('store down');
  }
  async write(key: string, value: unknown) {
    this.check();
    this.writes++;
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
    this.check();
    this.entries.delete(key);
  }
}

export const AT = new Date('2026-11-28T12:00:00Z');
export const DAY = '2026-11-28';
export const total = (rows: CountRow[]) => rows.reduce((sum, row) => sum + row[4], 0);

/**
 * Every count a day's shards hold, summed within the caps: what the statistics read of them
 * (readCounts), here without the statistics, which counting does not need.
 */
export async function countedRows(store: ShardStore, day: string): Promise<CountRow[]> {
  const tally = new Tally();
  for (const key of await store.list(`shards/${day}/`)) tally.merge(countRows(await store.read(key)));
  return withinCaps(tally.rows());
}

import { withinCaps } from './caps.ts';
import { foldedRow } from './limits.ts';
import { dayOf, hourEnd, shardKey, WRITE_GRACE_MS } from './shard-key.ts';
import type { ShardStore } from './shard-store.ts';
import { type Reading, Tally } from './tally.ts';

const noop = () => {};

export interface CounterOptions {
  /** Distinct readings an hour holds before new ones are folded into their kind's "(other)": memory and shards stay bounded. */
  maxRows?: number;
  /** Least time between two writes of an instance: under load, a write a second, not one per request. */
  minIntervalMs?: number;
  now?: () => Date;
  instance?: string;
  log?: (message: string) => void;
}

/** One hour of an instance's counts: all of them so far, rewritten whole to its shard while `dirty`. */
interface Hour {
  key: string;
  end: number;
  tally: Tally;
  dirty: boolean;
}

/**
 * One instance's counts, gathered in memory and written in the background: `count` is all a
 * request pays; `flush`, given to the runtime's waitUntil after the response, writes each hour
 * that has new counts to the instance's shard of that hour, whole (shard-key.ts), so a write
 * that failed or landed twice is made good by the next. One write at a time per instance, and at
 * most one a `minIntervalMs`: counts that come meanwhile go in the next write, and a flush
 * settles once the write that carries its counts is done (at most the one under way and the
 * next). An hour is written until WRITE_GRACE_MS after it ends, then forgotten. Memory stays
 * bounded (maxRows an hour), and each shard within the caps (withinCaps: the busiest clients of
 * the day by name, the rest "(other)"), so what a storage failure can lose is what one instance
 * holds when it ends.
 */
export class ReadingCounter {
  private readonly hours = new Map<string, Hour>();
  private writing: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  /** Whether the last write failed: an outage is said once, when it starts, and once when it ends. */
  private failing = false;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private readonly store: () => ShardStore | undefined;
  private readonly maxRows: number;
  private readonly minIntervalMs: number;
  private readonly now: () => Date;
  private readonly instance: string;
  private readonly log: (message: string) => void;

  constructor(
    store: () => ShardStore | undefined,
    {
      maxRows = 10_000,
      minIntervalMs = 1_000,
      now = () => new Date(),
      instance = crypto.randomUUID(),
      log = console.warn,
    }: CounterOptions = {},
  ) {
    this.store = store;
    this.maxRows = maxRows;
    this.minIntervalMs = minIntervalMs;
    this.now = now;
    this.instance = instance;
    this.log = log;
  }

  count(reading: Omit<Reading, 'day'>) {
    const moment = this.now();
    const day = dayOf(moment);
    const hour = this.hourOf(day, moment.getUTCHours());
    const counted = { ...reading, day, client: reading.client ?? '' };
    if (hour.tally.size >= this.maxRows && !hour.tally.has(counted))
      hour.tally.add(foldedRow([day, counted.kind, counted.target, counted.client]));
    else hour.tally.add(counted);
    hour.dirty = true;
  }

  private hourOf(day: string, utcHour: number): Hour {
    const key = shardKey(day, utcHour, this.instance);
    let hour = this.hours.get(key);
    if (!hour) {
      hour = { key, end: hourEnd(day, utcHour), tally: new Tally(), dirty: false };
      this.hours.set(key, hour);
    }
    return hour;
  }

  /** Writes what has gathered; resolves when the write that carries it is done. Never rejects. */
  flush(): Promise<void> {
    if (this.next) return this.next;
    if (!this.writing) {
      this.writing = this.writeOnce().finally(() => {
        this.writing = undefined;
      });
      return this.writing;
    }
    // A write is under way: these counts go in the one after it.
    // Chained on the write settling either way: a write that threw must not leave this chain stuck.
    this.next = this.writing.then(noop, noop).then(() => {
      this.next = undefined;
      return this.flush();
    });
    return this.next;
  }

  private async writeOnce() {
    const wait = this.lastWrite + this.minIntervalMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const store = this.store();
    if (!store) return;
    const now = this.now().getTime();
    for (const hour of [...this.hours.values()]) {
      if (now >= hour.end + WRITE_GRACE_MS) {
        // The merge may take this hour's shard from now on: a later write could be counted twice.
        if (hour.dirty) this.log(`stats: the counts of ${hour.key} came too late to be written; ${hour.tally.total} left out`);
        this.hours.delete(hour.key);
        continue;
      }
      if (hour.dirty) await this.write(store, hour);
    }
  }

  private async write(store: ShardStore, hour: Hour) {
    // Marked clean before the write: counts that come during it make it dirty again, for the next.
    hour.dirty = false;
    this.lastWrite = performance.now();
    try {
      await store.write(hour.key, { rows: withinCaps(hour.tally.rows()) });
      if (this.failing) this.log('stats: the store answers again; the counts kept are written');
      this.failing = false;
    } catch (error) {
      hour.dirty = true;
      if (!this.failing) this.log(`stats: could not write the counts (${(error as Error)?.message ?? error}); kept for the next write`);
      this.failing = true;
    }
  }
}

import type { ShardStore } from './shard-store.ts';
import { type Reading, Tally } from './tally.ts';

/** The day of a moment, in UTC: "2026-11-28". */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** A shard's key: the day first, so that a day's shards list together, then the instance and its count of writes. */
const shardKey = (day: string, instance: string, sequence: number) => `shards/${day}/${instance}-${sequence}`;

export interface CounterOptions {
  /** Distinct readings held before new ones are folded into their kind's "(other)": memory stays bounded. */
  maxPending?: number;
  /** Least time between two writes of an instance: under load, a write a second, not one per request. */
  minIntervalMs?: number;
  now?: () => Date;
  instance?: string;
  log?: (message: string) => void;
}

/**
 * One instance's counts, gathered in memory and written in the background: `count` is all a
 * request pays; `flush`, given to the runtime's waitUntil after the response, writes what has
 * gathered as one new shard per day. One write at a time per instance, and at most one a
 * `minIntervalMs`: counts that come meanwhile go in the next, which the flush that is under way
 * waits for (the runtime keeps the instance up for it). A failed write keeps its counts for the next flush, so what a storage
 * failure can lose is what one instance holds when it ends.
 */
export class ReadingCounter {
  private readonly pending = new Tally();
  private writing: Promise<void> | undefined;
  private again = false;
  private sequence = 0;
  /** Whether the last write failed: an outage is said once, when it starts, and once when it ends. */
  private failing = false;
  private readonly store: () => ShardStore | undefined;
  private readonly maxPending: number;
  private readonly minIntervalMs: number;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private readonly now: () => Date;
  private readonly instance: string;
  private readonly log: (message: string) => void;

  constructor(
    store: () => ShardStore | undefined,
    {
      maxPending = 10_000,
      minIntervalMs = 1_000,
      now = () => new Date(),
      instance = crypto.randomUUID(),
      log = console.warn,
    }: CounterOptions = {},
  ) {
    this.store = store;
    this.maxPending = maxPending;
    this.minIntervalMs = minIntervalMs;
    this.now = now;
    this.instance = instance;
    this.log = log;
  }

  /** Counts held and not yet written. */
  get unwritten(): number {
    return this.pending.total;
  }

  count(reading: Omit<Reading, 'day'>) {
    const counted = { ...reading, day: dayOf(this.now()) };
    if (this.pending.size >= this.maxPending && !this.pending.has(counted)) this.pending.add({ ...counted, target: '(other)', client: '' });
    else this.pending.add(counted);
  }

  /** Writes what has gathered; resolves when this and any write it waited for are done. Never rejects. */
  flush(): Promise<void> {
    if (this.writing) {
      this.again = true;
      return this.writing;
    }
    this.writing = this.writeAll().finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  private async writeAll() {
    do {
      const wait = this.lastWrite + this.minIntervalMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.again = false;
      this.lastWrite = performance.now();
      const store = this.store();
      if (!store || this.pending.size === 0) return;
      const rows = this.pending.drain();
      const days = new Map<string, typeof rows>();
      for (const row of rows) days.set(row[0], [...(days.get(row[0]) ?? []), row]);
      const byDay = [...days];
      for (const [index, [day, dayRows]] of byDay.entries()) {
        try {
          await store.write(shardKey(day, this.instance, ++this.sequence), { rows: dayRows });
          if (this.failing) this.log('stats: the store answers again; the counts kept are written');
          this.failing = false;
        } catch (error) {
          // Kept for the next flush, this day's and the days not yet written; said without the counts.
          const kept = byDay.slice(index).flatMap(([, unwritten]) => unwritten);
          if (!this.failing) this.log(`stats: could not write the counts (${(error as Error)?.message ?? error}); kept for the next write`);
          this.failing = true;
          this.pending.merge(kept);
          return;
        }
      }
    } while (this.again);
  }
}

import type { ShardStore } from './shard-store.ts';
import { type CountRow, type Reading, Tally } from './tally.ts';

const noop = () => {};

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

/** A shard not written yet: its key is kept, so that a retry of a write that did land replaces it, never adds to it. */
interface Batch {
  key: string;
  rows: CountRow[];
}

/**
 * One instance's counts, gathered in memory and written in the background: `count` is all a
 * request pays; `flush`, given to the runtime's waitUntil after the response, writes what has
 * gathered as new shards (one per day). One write at a time per instance, and at most one a
 * `minIntervalMs`: counts that come meanwhile go in the next write, and a flush settles once the
 * write that carries its counts is done (at most the one under way and the next). A failed
 * write keeps its shards, keys and all, for the next flush; memory stays bounded, so what a
 * storage failure can lose is what one instance holds when it ends.
 */
export class ReadingCounter {
  private readonly pending = new Tally();
  private failed: Batch[] = [];
  private writing: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private sequence = 0;
  /** Whether the last write failed: an outage is said once, when it starts, and once when it ends. */
  private failing = false;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private readonly store: () => ShardStore | undefined;
  private readonly maxPending: number;
  private readonly minIntervalMs: number;
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
    return this.pending.total + this.failed.reduce((sum, batch) => sum + batch.rows.reduce((rows, row) => rows + row[4], 0), 0);
  }

  count(reading: Omit<Reading, 'day'>) {
    this.fold({ ...reading, day: dayOf(this.now()) }, 1);
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
    const byDay = new Map<string, CountRow[]>();
    for (const row of this.pending.drain()) {
      const rows = byDay.get(row[0]);
      if (rows) rows.push(row);
      else byDay.set(row[0], [row]);
    }
    const batches = [...this.failed, ...[...byDay].map(([day, rows]) => ({ key: shardKey(day, this.instance, ++this.sequence), rows }))];
    this.failed = [];
    if (!batches.length) return;
    this.lastWrite = performance.now();
    for (const [index, batch] of batches.entries()) {
      try {
        await store.write(batch.key, { rows: batch.rows });
        if (this.failing) this.log('stats: the store answers again; the counts kept are written');
        this.failing = false;
      } catch (error) {
        if (!this.failing) this.log(`stats: could not write the counts (${(error as Error)?.message ?? error}); kept for the next write`);
        this.failing = true;
        this.keep(batches.slice(index));
        return;
      }
    }
  }

  /**
   * Keeps shards that could not be written, under their keys, up to `maxPending` rows in all;
   * beyond that the newest go back into the counts to fold (a new key: memory stays bounded).
   */
  private keep(batches: Batch[]) {
    let rows = 0;
    for (const batch of batches) {
      rows += batch.rows.length;
      if (rows <= this.maxPending) this.failed.push(batch);
      else for (const [day, kind, target, client, count] of batch.rows) this.fold({ day, kind, target, client }, count);
    }
  }

  private fold(reading: Reading, count: number) {
    if (this.pending.size >= this.maxPending && !this.pending.has(reading))
      this.pending.add({ ...reading, target: '(other)', client: '' }, count);
    else this.pending.add(reading, count);
  }
}

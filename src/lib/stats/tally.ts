import { READER_KINDS, type ReaderKind } from './reader-kinds.ts';

/**
 * What is counted of a request: the day (UTC), the kind of reader, what it read (a path, or an
 * MCP method and its tool, prompt or resource) and, for an MCP client, the name it gave and its
 * protocol generation. Nothing else: no address, no cookie, no User-Agent.
 */
export interface Reading {
  day: string;
  kind: ReaderKind;
  target: string;
  client?: string;
}

/** One row of counts: a reading and how many times it happened. */
export type CountRow = [day: string, kind: ReaderKind, target: string, client: string, count: number];

const keyOf = (day: string, kind: string, target: string, client: string) => JSON.stringify([day, kind, target, client]);

/** Counts by reading, addable and mergeable: an instance's pending counts, a shard, a month's merge. */
export class Tally {
  private readonly counts = new Map<string, CountRow>();

  get size(): number {
    return this.counts.size;
  }

  get total(): number {
    let sum = 0;
    for (const row of this.counts.values()) sum += row[4];
    return sum;
  }

  add({ day, kind, target, client = '' }: Reading, count = 1) {
    const key = keyOf(day, kind, target, client);
    const row = this.counts.get(key);
    if (row) row[4] += count;
    else this.counts.set(key, [day, kind, target, client, count]);
  }

  has({ day, kind, target, client = '' }: Reading): boolean {
    return this.counts.has(keyOf(day, kind, target, client));
  }

  merge(rows: Iterable<CountRow>) {
    for (const [day, kind, target, client, count] of rows) this.add({ day, kind, target, client }, count);
  }

  rows(): CountRow[] {
    return [...this.counts.values()].map((row) => [...row] as CountRow);
  }

  /** The days it has counts for, oldest first. */
  days(): string[] {
    return [...new Set([...this.counts.values()].map(([day]) => day))].sort();
  }

  /** Takes everything out: what a flush writes, leaving the tally empty for what comes meanwhile. */
  drain(): CountRow[] {
    const rows = [...this.counts.values()];
    this.counts.clear();
    return rows;
  }
}

/** Rows read back from storage, kept only where they have the shape a shard writes. */
export function countRows(value: unknown): CountRow[] {
  const rows = (value as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is CountRow =>
      Array.isArray(row) &&
      row.length === 5 &&
      row.slice(0, 4).every((part) => typeof part === 'string') &&
      (READER_KINDS as readonly unknown[]).includes(row[1]) &&
      Number.isSafeInteger(row[4]) &&
      (row[4] as number) > 0,
  );
}

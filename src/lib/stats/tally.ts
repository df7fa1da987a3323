import { cleanText, OTHER } from './limits.ts';
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

/** Counts by reading, addable and mergeable: an instance's hour, a shard, a day's merge, a report's range. */
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
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Rows read back from storage, kept only where they have the shape a shard writes, their texts
 * cleaned and capped again: what is merged or reported is bounded whatever the store holds.
 */
export function countRows(value: unknown): CountRow[] {
  const rows = (value as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter(
      (row): row is CountRow =>
        Array.isArray(row) &&
        row.length === 5 &&
        row.slice(0, 4).every((part) => typeof part === 'string') &&
        DAY.test(row[0]) &&
        (READER_KINDS as readonly unknown[]).includes(row[1]) &&
        Number.isSafeInteger(row[4]) &&
        (row[4] as number) > 0,
    )
    .map(([day, kind, target, client, count]) => [day, kind, cleanText(target) || OTHER, cleanText(client), count]);
}

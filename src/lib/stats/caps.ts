import { CLIENTS_PER_DAY, foldedRow, OTHER, ROWS_PER_DAY } from './limits.ts';
import { type CountRow, Tally } from './tally.ts';

const byCount = (a: CountRow, b: CountRow) => b[4] - a[4] || (a.join('\u0000') < b.join('\u0000') ? -1 : 1);

const summed = (rows: Iterable<CountRow>): CountRow[] => {
  const tally = new Tally();
  tally.merge(rows);
  return tally.rows();
};

/** The day's clients by requests, most first (ties by name): the first CLIENTS_PER_DAY are kept by name. */
function keptClients(rows: CountRow[]): Set<string> {
  const byClient = new Map<string, number>();
  for (const [, , , client, count] of rows) if (client && client !== OTHER) byClient.set(client, (byClient.get(client) ?? 0) + count);
  const ranked = [...byClient].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return new Set(ranked.slice(0, CLIENTS_PER_DAY).map(([client]) => client));
}

/** One day's rows within the caps: its clients with the most requests, the rest "(other)"; its largest rows, the rest summed by kind. */
function capDay(rows: CountRow[]): CountRow[] {
  const kept = keptClients(rows);
  const capped = summed(
    rows.map(([day, kind, target, client, count]) => [day, kind, target, client && !kept.has(client) ? OTHER : client, count]),
  );
  if (capped.length <= ROWS_PER_DAY) return capped;
  // Room for the folded rows themselves: at most two a kind.
  const ranked = capped.sort(byCount);
  const folded = ranked.slice(ROWS_PER_DAY - 16).map((row): CountRow => {
    const { day, kind, target, client } = foldedRow(row);
    return [day, kind, target, client, row[4]];
  });
  return summed([...ranked.slice(0, ROWS_PER_DAY - 16), ...folded]);
}

/** Rows of any days within the caps, day by day; each day's total by kind unchanged. */
export function withinCaps(rows: CountRow[]): CountRow[] {
  const byDay = new Map<string, CountRow[]>();
  for (const row of rows) {
    const day = byDay.get(row[0]);
    if (day) day.push(row);
    else byDay.set(row[0], [row]);
  }
  return [...byDay.values()].flatMap(capDay);
}

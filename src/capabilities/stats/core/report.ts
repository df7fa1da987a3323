import { READER_KINDS, type ReaderKind } from '../../../lib/stats/reader-kinds.ts';
import type { CountRow } from '../../../lib/stats/tally.ts';
import type { StatsReport } from './schema.ts';

interface Ranked {
  name: string;
  count: number;
}

const TOP = 10;
const zero = (): Record<ReaderKind, number> => Object.fromEntries(READER_KINDS.map((kind) => [kind, 0])) as Record<ReaderKind, number>;

const isLlmsTxt = (target: string) => /\/llms(-full)?\.txt$/.test(target);
const isFeed = (target: string) => /\/writing\/(rss\.xml|atom\.xml|feed\.json)$/.test(target);

function ranked(counts: Map<string, number>, limit = TOP): Ranked[] {
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1))
    .slice(0, limit);
}

/** Every day from `from` to `to`, both included ("2026-11-01"…). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The report of `rows` over the days from `from` to `to`. Pure. */
export function statsReport(rows: CountRow[], from: string, to: string): StatsReport {
  const inRange = rows.filter(([day]) => day >= from && day <= to);
  const byKind = zero();
  const byDay = new Map(daysBetween(from, to).map((day) => [day, zero()]));
  const targets = new Map<ReaderKind, Map<string, number>>(READER_KINDS.map((kind) => [kind, new Map()]));
  const clients = new Map<string, { count: number; calls: Map<string, number> }>();
  const llmsTxt = zero();
  const feeds = zero();
  const bump = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);
  for (const [day, kind, target, client, count] of inRange) {
    byKind[kind] += count;
    const daily = byDay.get(day);
    if (daily) daily[kind] += count;
    bump(targets.get(kind) as Map<string, number>, target, count);
    if (client) {
      const entry = clients.get(client) ?? { count: 0, calls: new Map() };
      entry.count += count;
      bump(entry.calls, target, count);
      clients.set(client, entry);
    }
    if (isLlmsTxt(target)) llmsTxt[kind] += count;
    if (isFeed(target)) feeds[kind] += count;
  }
  return {
    from,
    to,
    total: inRange.reduce((sum, row) => sum + row[4], 0),
    byKind,
    daily: [...byDay].map(([day, counts]) => ({ day, byKind: counts })),
    topByKind: Object.fromEntries([...targets].map(([kind, counts]) => [kind, ranked(counts)])) as Record<ReaderKind, Ranked[]>,
    mcpClients: ranked(new Map([...clients].map(([name, { count }]) => [name, count])), Number.POSITIVE_INFINITY).map((client) => ({
      ...client,
      calls: ranked((clients.get(client.name) as { calls: Map<string, number> }).calls),
    })),
    llmsTxt,
    feeds,
    rows: inRange.sort((a, b) => (a.slice(0, 4).join('\u0000') < b.slice(0, 4).join('\u0000') ? -1 : 1)),
  };
}

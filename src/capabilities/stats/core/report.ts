import { READER_KINDS, type ReaderKind } from '../../../lib/stats/reader-kinds.ts';
import type { CountRow } from '../../../lib/stats/tally.ts';
import type { StatsReport } from './schema.ts';

/** How much of each table the report lists by name: the rest is summed. */
export const TOP_TARGETS = 10;
export const TOP_CLIENTS = 20;
const TOP_CALLS = 5;
/** Rows of the range in one page of the report (`?page=`). */
export const ROWS_PER_PAGE = 1_000;

type Top = StatsReport['topByKind'][ReaderKind];

const zero = (): Record<ReaderKind, number> => Object.fromEntries(READER_KINDS.map((kind) => [kind, 0])) as Record<ReaderKind, number>;

const isLlmsTxt = (target: string) => /\/llms(-full)?\.txt$/.test(target);
const isFeed = (target: string) => /\/writing\/(rss\.xml|atom\.xml|feed\.json)$/.test(target);

/** The `limit` names with the most requests (ties by name), and the rest summed. */
function top(counts: Map<string, number>, limit: number): Top {
  const ranked = [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
  const rest = ranked.slice(limit);
  return { top: ranked.slice(0, limit), rest: { names: rest.length, count: rest.reduce((sum, entry) => sum + entry.count, 0) } };
}

/** Every day from `from` to `to`, both included ("2026-11-01"…). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const bump = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

export interface ReportOptions {
  /** Which page of the rows to give, from 1. */
  page?: number;
  /** Whether the deploy counts readers (src/data/built-counting.ts). */
  counting?: boolean;
}

/** The report of `rows` over the days from `from` to `to`. Pure. */
export function statsReport(rows: CountRow[], from: string, to: string, { page = 1, counting = true }: ReportOptions = {}): StatsReport {
  const inRange = rows.filter(([day]) => day >= from && day <= to);
  const byKind = zero();
  const byDay = new Map(daysBetween(from, to).map((day) => [day, zero()]));
  const targets = new Map<ReaderKind, Map<string, number>>(READER_KINDS.map((kind) => [kind, new Map()]));
  const clients = new Map<string, { count: number; calls: Map<string, number> }>();
  const agents = new Map<string, number>();
  const llmsTxt = zero();
  const feeds = zero();
  for (const [day, kind, target, client, count] of inRange) {
    byKind[kind] += count;
    const daily = byDay.get(day);
    if (daily) daily[kind] += count;
    bump(targets.get(kind) as Map<string, number>, target, count);
    // Besides MCP clients, the signed agents' operators name their requests ("OpenAI (verified)").
    if (client && kind !== 'mcp-client') bump(agents, client, count);
    if (client && kind === 'mcp-client') {
      const entry = clients.get(client) ?? { count: 0, calls: new Map() };
      entry.count += count;
      bump(entry.calls, target, count);
      clients.set(client, entry);
    }
    if (isLlmsTxt(target)) llmsTxt[kind] += count;
    if (isFeed(target)) feeds[kind] += count;
  }
  const rankedClients = top(new Map([...clients].map(([name, { count }]) => [name, count])), TOP_CLIENTS);
  const sorted = inRange.sort((a, b) => (a.slice(0, 4).join('\u0000') < b.slice(0, 4).join('\u0000') ? -1 : 1));
  const pages = Math.max(1, Math.ceil(sorted.length / ROWS_PER_PAGE));
  return {
    counting,
    from,
    to,
    total: inRange.reduce((sum, row) => sum + row[4], 0),
    byKind,
    daily: [...byDay].map(([day, counts]) => ({ day, byKind: counts })),
    topByKind: Object.fromEntries([...targets].map(([kind, counts]) => [kind, top(counts, TOP_TARGETS)])) as Record<ReaderKind, Top>,
    mcpClients: {
      top: rankedClients.top.map((client) => ({
        ...client,
        calls: top((clients.get(client.name) as { calls: Map<string, number> }).calls, TOP_CALLS),
      })),
      rest: rankedClients.rest,
    },
    signedAgents: top(agents, TOP_CLIENTS),
    llmsTxt,
    feeds,
    rows: sorted.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE),
    rowPages: { page, pages, perPage: ROWS_PER_PAGE, rows: sorted.length },
  };
}

import { READER_KINDS } from '../../../lib/stats/reader-kinds.ts';
import * as z from '../../../lib/schema/z.ts';

const day = z.describe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), 'A day in UTC, YYYY-MM-DD');
const count = z.int().check(z.nonnegative());
const Kind = z.enum(READER_KINDS);
const ByKind = z.describe(z.record(Kind, count), 'A count for each kind of reader');
const Ranked = z.object({ name: z.string(), count });
const Rest = z.describe(
  z.object({ names: count, count }),
  'What the list leaves out: how many more names there are, and their requests summed',
);
/** The names with the most requests, and the rest summed. */
const Top = z.object({ top: z.array(Ranked), rest: Rest });

/** The owner's statistics: GET /api/stats and the MCP tool site_stats answer with this. */
export const StatsReportSchema = z.object({
  counting: z.describe(z.boolean(), 'Whether this deploy counts readers: false when it was built without STATS_TOKEN (deploy again)'),
  from: z.describe(day, 'The first day counted'),
  to: z.describe(day, 'The last day counted (today, UTC)'),
  total: z.describe(count, 'Requests counted over the days'),
  byKind: ByKind,
  daily: z.describe(z.array(z.object({ day, byKind: ByKind })), 'Each day of the range, oldest first, zeros included'),
  topByKind: z.describe(z.record(Kind, Top), 'The ten paths (or MCP calls) each kind of reader read most, and the rest summed'),
  mcpClients: z.describe(
    z.object({ top: z.array(z.extend(Ranked, { calls: Top })), rest: Rest }),
    'The twenty MCP clients with the most requests, by the name they gave and their protocol version, each with what it called most; the rest summed',
  ),
  signedAgents: z.describe(
    Top,
    'The requests of operators whose agents sign them (Web Bot Auth), by operator: "OpenAI (verified)" with a valid signature, "OpenAI (claimed)" for their User-Agent without one',
  ),
  llmsTxt: z.describe(ByKind, 'Fetches of llms.txt and llms-full.txt'),
  feeds: z.describe(ByKind, 'Fetches of the RSS, Atom and JSON feeds'),
  rows: z.describe(
    z.array(z.tuple([day, Kind, z.string(), z.string(), count])),
    'One page of every count of the range: day, kind of reader, what was read, MCP client or signed agent (or ""), count',
  ),
  rowPages: z.describe(
    z.object({ page: z.int().check(z.minimum(1)), pages: z.int().check(z.minimum(1)), perPage: z.int().check(z.minimum(1)), rows: count }),
    'Which page of the rows this is (?page=), how many pages and rows there are in all',
  ),
});

export type StatsReport = z.infer<typeof StatsReportSchema>;

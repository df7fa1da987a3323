import { READER_KINDS } from '../../../lib/stats/reader-kinds.ts';
import * as z from '../../../lib/schema/z.ts';

const day = z.describe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), 'A day in UTC, YYYY-MM-DD');
const count = z.int().check(z.nonnegative());
const Kind = z.enum(READER_KINDS);
const ByKind = z.describe(z.record(Kind, count), 'A count for each kind of reader');
const Ranked = z.object({ name: z.string(), count });

/** The owner's statistics: GET /api/stats and the MCP tool site_stats answer with this. */
export const StatsReportSchema = z.object({
  from: z.describe(day, 'The first day counted'),
  to: z.describe(day, 'The last day counted (today, UTC)'),
  total: z.describe(count, 'Requests counted over the days'),
  byKind: ByKind,
  daily: z.describe(z.array(z.object({ day, byKind: ByKind })), 'Each day of the range, oldest first, zeros included'),
  topByKind: z.describe(z.record(Kind, z.array(Ranked)), 'The ten paths (or MCP calls) each kind of reader read most'),
  mcpClients: z.describe(
    z.array(z.extend(Ranked, { calls: z.array(Ranked) })),
    'MCP clients by the name they gave and their protocol version, with what they called most',
  ),
  llmsTxt: z.describe(ByKind, 'Fetches of llms.txt and llms-full.txt'),
  feeds: z.describe(ByKind, 'Fetches of the RSS, Atom and JSON feeds'),
  rows: z.describe(
    z.array(z.tuple([day, Kind, z.string(), z.string(), count])),
    'Every count of the range: day, kind of reader, what was read, MCP client (or ""), count',
  ),
});

export type StatsReport = z.infer<typeof StatsReportSchema>;

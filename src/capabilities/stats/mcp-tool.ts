import { formats } from '../../lib/i18n/locale-formats.ts';
import { markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { READER_KINDS } from '../../lib/stats/reader-kinds.ts';
import type { ShardStore } from '../../lib/stats/shard-store.ts';
import { lastDays, MAX_DAYS } from './core/days.ts';
import { readCounts } from './core/read-counts.ts';
import { statsReport } from './core/report.ts';
import { type StatsReport, StatsReportSchema } from './core/schema.ts';
import type { StatsWords } from './words/en.ts';
import { statsWordsIn } from './words.ts';

type Words = StatsWords['stats'];

/** The report as the text an agent reads: every name from the counts (readers' words) escaped as Markdown text. */
function reportText(report: StatsReport, words: Words, number: (value: number) => string): string {
  const others = ({ names, count }: StatsReport['mcpClients']['rest']) =>
    names ? [`${words.others(number(names))}: ${number(count)}`] : [];
  const clients = report.mcpClients.top.map((client) => `${markdownText(client.name)}: ${number(client.count)}`);
  return [
    ...(report.counting ? [] : [words.notCounting]),
    words.summary(number(report.total), report.from, report.to),
    bullets(READER_KINDS.filter((kind) => report.byKind[kind]).map((kind) => `${words.kinds[kind]}: ${number(report.byKind[kind])}`)),
    `${words.mcpClients}:`,
    clients.length ? bullets([...clients, ...others(report.mcpClients.rest)]) : words.noMcpClients,
    ...(report.signedAgents.top.length
      ? [
          `${words.signedAgents}:`,
          bullets([
            ...report.signedAgents.top.map((agent) => `${markdownText(agent.name)}: ${number(agent.count)}`),
            ...others(report.signedAgents.rest),
          ]),
        ]
      : []),
    words.rowsPage(number(report.rowPages.page), number(report.rowPages.pages), number(report.rowPages.rows)),
  ].join('\n');
}

/**
 * site_stats: the owner's statistics, as GET /api/stats gives them. Listed and answered only on a
 * request that bears the statistics token (src/lib/mcp/handler.ts, ownerTools); to anyone else
 * it does not exist.
 */
export function siteStatsTool({
  owner,
  store,
  counting,
  now = () => new Date(),
}: {
  owner: OwnerContent;
  store: () => ShardStore | undefined;
  counting: boolean;
  now?: () => Date;
}): ToolSpec {
  const words = statsWordsIn(owner.site.language).stats;
  const format = formats(owner.site.language);
  return defineTool({
    name: 'site_stats',
    title: words.toolTitle,
    description: words.toolDescription,
    input: z.object({
      days: z.optional(
        z.describe(
          z.int().check(z.minimum(1), z.maximum(MAX_DAYS)),
          `How many days back, today included (default 30, at most ${MAX_DAYS})`,
        ),
      ),
      page: z.optional(z.describe(z.int().check(z.minimum(1)), 'Which page of the rows, from 1 (default 1)')),
    }),
    output: StatsReportSchema,
    // Reads the site's own counts, which change as readers come: not idempotent.
    annotations: { ...CLOSED_READ, idempotentHint: false },
    async run({ days = 30, page = 1 }) {
      const counts = store();
      const { from, to } = lastDays(now(), days);
      let rows: Awaited<ReturnType<typeof readCounts>>;
      try {
        if (!counts) throw new Error('no store');
        rows = await readCounts(counts, from, to);
      } catch {
        return { ok: false, code: 'unavailable', message: words.unavailable, retryAfterSeconds: 60 };
      }
      const report = statsReport(rows, from, to, { page, counting });
      return { ok: true, data: report, text: reportText(report, words, format.number) };
    },
  });
}

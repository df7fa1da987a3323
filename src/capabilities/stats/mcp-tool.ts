import { dictionaryFor } from '../../data/dictionaries.ts';
import { formats } from '../../lib/i18n/locale-formats.ts';
import { markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { READER_KINDS } from '../../lib/stats/reader-kinds.ts';
import type { ShardStore } from '../../lib/stats/shard-store.ts';
import { lastDays } from './core/handler.ts';
import { readCounts } from './core/read-counts.ts';
import { statsReport } from './core/report.ts';
import { StatsReportSchema } from './core/schema.ts';

/**
 * site_stats: the owner's statistics, as GET /api/stats gives them. Listed and answered only on a
 * request that bears the statistics token (src/lib/mcp/handler.ts, ownerTools); to anyone else
 * it does not exist.
 */
export function siteStatsTool({
  owner,
  store,
  now = () => new Date(),
}: {
  owner: OwnerContent;
  store: () => ShardStore | undefined;
  now?: () => Date;
}): ToolSpec {
  const words = dictionaryFor(owner.site.language).stats;
  const format = formats(owner.site.language);
  return defineTool({
    name: 'site_stats',
    title: words.toolTitle,
    description: words.toolDescription,
    input: z.object({
      days: z.optional(z.describe(z.int().check(z.minimum(1), z.maximum(90)), 'How many days back, today included (default 30)')),
    }),
    output: StatsReportSchema,
    // Reads the site's own counts, which change as readers come: not idempotent.
    annotations: { ...CLOSED_READ, idempotentHint: false },
    async run({ days = 30 }) {
      const counts = store();
      const { from, to } = lastDays(now(), days);
      let rows: Awaited<ReturnType<typeof readCounts>>;
      try {
        if (!counts) throw new Error('no store');
        rows = await readCounts(counts, from, to);
      } catch {
        return { ok: false, code: 'unavailable', message: words.unavailable, retryAfterSeconds: 60 };
      }
      const report = statsReport(rows, from, to);
      const text = [
        words.summary(format.number(report.total), from, to),
        bullets(
          READER_KINDS.filter((kind) => report.byKind[kind]).map((kind) => `${words.kinds[kind]}: ${format.number(report.byKind[kind])}`),
        ),
        `${words.mcpClients}:`,
        report.mcpClients.length
          ? bullets(report.mcpClients.map((client) => `${markdownText(client.name)}: ${format.number(client.count)}`))
          : words.noMcpClients,
      ].join('\n');
      return { ok: true, data: report, text };
    },
  });
}

import type { StatsWords } from '../words/en.ts';
import { READER_KINDS } from '../../../lib/stats/reader-kinds.ts';
import { terminalText } from '../../../lib/terminal-text.ts';
import type { StatsReport } from './schema.ts';

type Words = StatsWords['stats'];
type Top = StatsReport['topByKind'][keyof StatsReport['topByKind']];

/** Rows as aligned columns, the first left and the others (counts) right. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => [...(row[index] ?? '')].length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * The report for a terminal (`npm run stats`): what the /stats page shows, as text. Every name
 * from the counts is a reader's words: printed through terminalText, never as it came.
 */
export function reportText(report: StatsReport, words: Words, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const listed = ({ top, rest }: Top, indent: string) =>
    columns([
      ...top.map(({ name, count }) => [`${indent}${terminalText(name)}`, number.format(count)]),
      ...(rest.names ? [[`${indent}${words.others(number.format(rest.names))}`, number.format(rest.count)]] : []),
    ]);
  const kinds = READER_KINDS.filter((kind) => report.byKind[kind]);
  const lines = [...(report.counting ? [] : [words.notCounting]), words.summary(number.format(report.total), report.from, report.to)];
  if (!report.total) return [...lines, words.nothing].join('\n');
  lines.push('', words.byKind, ...columns(kinds.map((kind) => [words.kinds[kind], number.format(report.byKind[kind])])));
  lines.push('', words.mostRead);
  for (const kind of kinds) lines.push(`  ${words.kinds[kind]}`, ...listed(report.topByKind[kind], '    '));
  if (report.mcpClients.top.length) {
    lines.push('', words.mcpClients);
    for (const client of report.mcpClients.top) {
      lines.push(...columns([[`  ${terminalText(client.name)}`, number.format(client.count)]]), ...listed(client.calls, '    '));
    }
    const { rest } = report.mcpClients;
    if (rest.names) lines.push(...columns([[`  ${words.others(number.format(rest.names))}`, number.format(rest.count)]]));
  }
  if (report.signedAgents.top.length) lines.push('', words.signedAgents, ...listed(report.signedAgents, '  '));
  const documents = READER_KINDS.filter((kind) => report.llmsTxt[kind] || report.feeds[kind]);
  if (documents.length) {
    lines.push(
      '',
      words.llmsAndFeeds,
      ...columns([
        [words.kind, words.llms, words.feeds],
        ...documents.map((kind) => [words.kinds[kind], number.format(report.llmsTxt[kind]), number.format(report.feeds[kind])]),
      ]),
    );
  }
  return lines.join('\n');
}

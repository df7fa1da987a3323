import { formats } from '../../lib/i18n/locale-formats.ts';
import { UpstreamError } from '../../lib/http/upstream.ts';
import { markdownAutolink, markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import type { ToolDependencies } from '../capability.ts';
import { defineTool, OPEN_READ, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import * as z from '../../lib/schema/z.ts';
import { UNAVAILABLE_CODES } from './core/handler.ts';
import { CodehostActivitySchema } from './core/schema.ts';
import { activityWordsIn } from './words.ts';

export const CodeActivityOutputSchema = z.extend(CodehostActivitySchema, {
  cache: z.describe(
    z.enum(['hit', 'miss', 'revalidated', 'stale']),
    'stale: GitHub could not be reached and this is the last good answer; the others are fresh',
  ),
});

/** get_code_activity: the owner's public GitHub activity, from the shared cache, the same as GET /api/codehost. */
export function activityTool({ owner, codehost }: Pick<ToolDependencies, 'owner' | 'codehost'>): ToolSpec {
  const { activity: say } = activityWordsIn(owner.site.language);
  const format = formats(owner.site.language);
  return defineTool({
    name: 'get_code_activity',
    title: say.toolTitle,
    description: say.toolDescription(markdownText(owner.profile.name)),
    input: z.object({}),
    output: CodeActivityOutputSchema,
    annotations: OPEN_READ,
    async run() {
      try {
        if (!codehost) throw new Error("get_code_activity runs with the GitHub service the activity capability's services make");
        const { snapshot, cache } = await codehost.activity();
        const a = snapshot.activity;
        const summary = cache === 'stale' ? say.summaryStale : say.summary;
        const languages = a.languages.map((l) => `${markdownText(l.name)} ${format.share(l.pct)}`).join(', ');
        const push = (p: (typeof a.recentPushes)[number]) =>
          `${say.push(markdownText(p.repo), markdownText(p.branch), format.moment(p.at))}: ${markdownAutolink(p.url)}`;
        const text = [
          summary(format.number(a.publicRepos), format.moment(a.fetchedAt)),
          say.languages(languages || say.noLanguages),
          say.latestPushes,
          bullets(a.recentPushes.map(push)),
        ].join('\n');
        return { ok: true, data: { ...a, cache }, text };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const retryAfterSeconds = error.retryAfterSeconds ?? 60;
        return {
          ok: false,
          code: UNAVAILABLE_CODES[error.failure],
          message: say.unavailable(markdownText(error.message), format.number(retryAfterSeconds)),
          retryAfterSeconds,
        };
      }
    },
  });
}

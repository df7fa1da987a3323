import { markdownAutolink, markdownText } from '../../lib/markdown/escape.ts';
import { pagePathIn } from '../../lib/owner/localize.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import { jsonResume } from './core/json-resume.ts';
import { resumeText } from './core/resume-text.ts';
import { JsonResumeSchema } from './core/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { resumeWordsIn } from './words.ts';

/** get_resume: the owner's résumé as JSON Resume (the document /resume.json serves, but for its build time), with a readable summary and a link to its PDF. */
export function resumeTool({ owner, siteUrl }: { owner: OwnerContent; siteUrl: string }): ToolSpec {
  const words = resumeWordsIn(owner.site.language).resume;
  return defineTool({
    name: 'get_resume',
    title: words.toolTitle,
    // Hosts render tool descriptions as Markdown: the owner's name stays text.
    description: words.toolDescription(markdownText(owner.profile.name)),
    input: z.object({}),
    output: JsonResumeSchema,
    annotations: CLOSED_READ,
    async run() {
      const resume = jsonResume(owner, siteUrl);
      const pdf = absoluteUrl(pagePathIn(owner, '/resume.pdf'), siteUrl);
      return {
        ok: true,
        data: resume,
        text: `${resumeText(resume, owner.site.language, words)}\n${words.pdfLink}: ${markdownAutolink(pdf)}`,
        links: [{ uri: pdf, name: 'resume.pdf', title: words.pdfLink, mimeType: 'application/pdf' }],
      };
    },
  });
}

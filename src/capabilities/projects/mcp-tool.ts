import { pagePathIn } from '../../lib/owner/localize.ts';
import { markdownAutolink, markdownText } from '../../lib/markdown/escape.ts';
import { bullets } from '../../lib/mcp/bullets.ts';
import { CLOSED_READ, defineTool, type ToolSpec } from '../../lib/mcp/tool-table.ts';
import { type OwnerContent, ProjectOutputSchema } from '../../lib/owner/schema.ts';
import * as z from '../../lib/schema/z.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { projectPath } from '../../lib/owner/project-slug.ts';
import { projectsWordsIn } from './words.ts';

const ProjectsOutputSchema = z.object({
  projects: z.array(
    z.extend(ProjectOutputSchema, { url: z.describe(z.url(), 'Its page on this site, with the write-up (Markdown twin: url + ".md")') }),
  ),
  total: z.describe(z.int().check(z.gte(0)), 'How many projects match'),
});

/** list_projects: the owner's projects, by tag or featured, each with its page on the site. */
export function projectsTool({ owner, siteUrl }: { owner: OwnerContent; siteUrl: string }): ToolSpec {
  const { projects: say } = projectsWordsIn(owner.site.language);
  return defineTool({
    name: 'list_projects',
    title: say.toolTitle,
    description: say.toolDescription(markdownText(owner.profile.name)),
    input: z.object({
      tag: z.describe(z.optional(z.string().check(z.minLength(1), z.maxLength(50))), say.toolTag),
      featured: z.describe(z.optional(z.boolean()), say.toolFeatured),
    }),
    output: ProjectsOutputSchema,
    annotations: CLOSED_READ,
    async run({ tag, featured }) {
      const projects = owner.projects
        .filter(
          (project) =>
            (tag === undefined || project.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) &&
            (featured === undefined || project.featured === featured),
        )
        .map((project) => ({ ...project, url: absoluteUrl(pagePathIn(owner, projectPath(project)), siteUrl) }));
      const line = (p: (typeof projects)[number]) =>
        [
          `${markdownText(p.name)}${p.featured ? ` (${say.featured})` : ''}: ${markdownText(p.summary)}`,
          `${say.page}: ${markdownAutolink(p.url)}`,
          ...(p.demoUrl ? [`${say.demo}: ${markdownAutolink(p.demoUrl)}`] : []),
          ...(p.repoUrl ? [`${say.code}: ${markdownAutolink(p.repoUrl)}`] : []),
        ].join(' ');
      const text = projects.length ? bullets(projects.map(line)) : say.noProject;
      return { ok: true, data: { projects, total: projects.length }, text };
    },
  });
}

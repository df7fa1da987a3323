import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ContactSchema, DeveloperResourceSchema, ProfileSchema, ProjectSchema, type OwnerContent } from '../owner/schema.ts';
import { absoluteUrl } from '../urls.ts';

const READ_ONLY = { readOnlyHint: true, openWorldHint: false, destructiveHint: false, idempotentHint: true } as const;

export const ProjectsOutputSchema = z.object({
  projects: z.array(ProjectSchema.extend({ featured: z.boolean() })),
  total: z.int().min(0).describe('How many projects match'),
});

export const ResourcesOutputSchema = z.object({
  resources: z.array(DeveloperResourceSchema.extend({ url: z.url().describe('Absolute URL') })),
});

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The four read-only tools; every answer has structuredContent (matching outputSchema) and a readable text. */
export function registerTools(server: McpServer, owner: OwnerContent, siteUrl: string) {
  const reply = <T extends Record<string, unknown>>(structuredContent: T, text: string) => ({
    structuredContent,
    content: [{ type: 'text' as const, text }],
  });

  server.registerTool(
    'get_profile',
    {
      title: 'Get profile',
      description: `Who ${owner.profile.name} is: name, headline, location, bio, skills, links and GitHub username.`,
      inputSchema: z.object({}),
      outputSchema: ProfileSchema,
      annotations: { title: 'Get profile', ...READ_ONLY },
    },
    async () => {
      const p = owner.profile;
      return reply(
        p,
        [
          `# ${p.name}`,
          p.headline,
          `Location: ${p.location}`,
          '',
          p.bio,
          '',
          `Skills: ${p.skills.join(', ')}`,
          bullet(p.links.map((l) => `${l.label}: ${l.url}`)),
          `GitHub: @${p.githubUser}`,
        ].join('\n'),
      );
    },
  );

  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: `Projects by ${owner.profile.name}, with summary, tags, repository and live-demo URLs. Filter by tag (case-insensitive) or by featured.`,
      inputSchema: z.object({
        tag: z.string().min(1).max(50).optional().describe('Only projects with this tag'),
        featured: z.boolean().optional().describe('true: only featured projects; false: only the others'),
      }),
      outputSchema: ProjectsOutputSchema,
      annotations: { title: 'List projects', ...READ_ONLY },
    },
    async ({ tag, featured }) => {
      const projects = owner.projects.filter(
        (project) =>
          (tag === undefined || project.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) &&
          (featured === undefined || project.featured === featured),
      );
      const text = projects.length
        ? bullet(
            projects.map(
              (p) =>
                `${p.name}${p.featured ? ' (featured)' : ''}: ${p.summary}${p.demoUrl ? ` Demo: ${p.demoUrl}` : ''}${p.repoUrl ? ` Code: ${p.repoUrl}` : ''}`,
            ),
          )
        : 'No project matches.';
      return reply({ projects, total: projects.length }, text);
    },
  );

  server.registerTool(
    'get_contact',
    {
      title: 'Get contact details',
      description: `How to reach ${owner.profile.name}: channels (email, LinkedIn, GitHub, …), the preferred one, and availability.`,
      inputSchema: z.object({}),
      outputSchema: ContactSchema,
      annotations: { title: 'Get contact details', ...READ_ONLY },
    },
    async () => {
      const c = owner.contact;
      return reply(
        c,
        [
          c.availability,
          bullet(c.channels.map((ch) => `${ch.label}${ch.kind === c.preferred ? ' (preferred)' : ''}: ${ch.value} <${ch.url}>`)),
        ].join('\n'),
      );
    },
  );

  server.registerTool(
    'list_developer_resources',
    {
      title: 'List developer resources',
      description:
        'Every machine-readable document and API of this site (OpenAPI, APIs, MCP server card, llms.txt, sitemap), with absolute URL, media type and description.',
      inputSchema: z.object({}),
      outputSchema: ResourcesOutputSchema,
      annotations: { title: 'List developer resources', ...READ_ONLY },
    },
    async () => {
      const resources = owner.developerResources.map((resource) => ({ ...resource, url: absoluteUrl(resource.url, siteUrl) }));
      return reply({ resources }, bullet(resources.map((r) => `${r.title} (${r.mediaType}): ${r.url}. ${r.description}`)));
    },
  );
}

import * as z from '../schema/z.ts';
import { capabilitiesOn } from '../../capabilities/registry.ts';
import { UNAVAILABLE_CODES } from '../codehost/handler.ts';
import { CodehostActivitySchema } from '../codehost/schema.ts';
import { UpstreamError } from '../http/upstream.ts';
import { ContactSchema, DeveloperResourceSchema, ProfileSchema, ProjectOutputSchema } from '../owner/schema.ts';
import { jsonForScript } from '../html/json-for-script.ts';
import { dictionaryFor } from '../i18n/index.ts';
import { markdownAutolink, markdownCodeSpan, markdownParagraphs, markdownText } from '../markdown/escape.ts';
import { developerResources } from '../owner/developer-resources.ts';
import { projectPath } from '../owner/project-order.ts';
import { absoluteUrl } from '../urls.ts';
import { formats } from '../i18n/locale-formats.ts';
import type { ToolDependencies } from './tool-dependencies.ts';
import { CLOSED_READ, defineTool, OPEN_READ, type ToolSpec } from './tool-registry.ts';

export type { ToolDependencies };

const ProjectsOutputSchema = z.object({
  projects: z.array(
    z.extend(ProjectOutputSchema, { url: z.describe(z.url(), 'Its page on this site, with the write-up (Markdown twin: url + ".md")') }),
  ),
  total: z.describe(z.int().check(z.gte(0)), 'How many projects match'),
});

const ResourcesOutputSchema = z.object({
  resources: z.array(z.extend(DeveloperResourceSchema, { url: z.describe(z.url(), 'Absolute URL') })),
});

export const CodeActivityOutputSchema = z.extend(CodehostActivitySchema, {
  cache: z.describe(
    z.enum(['hit', 'miss', 'revalidated', 'stale']),
    'stale: GitHub could not be reached and this is the last good answer; the others are fresh',
  ),
});

const SearchResultSchema = z.object({
  id: z.describe(z.string(), 'Pass to fetch'),
  title: z.string(),
  url: z.url(),
});
export const SearchOutputSchema = z.object({
  results: z.describe(z.array(SearchResultSchema), 'Best match first; empty when nothing matches'),
});

export const FetchOutputSchema = z.extend(SearchResultSchema, {
  text: z.describe(z.string(), 'The whole document'),
  metadata: z.object({ mediaType: z.string() }),
});

const SEARCH_LIMIT = 10;

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/** Every tool of the server, in tools/list order: the site's own, then those of the owner's capabilities. */
export function toolSpecs(dependencies: ToolDependencies): ToolSpec[] {
  const capabilityTools = capabilitiesOn(dependencies.owner).flatMap((capability) => capability.mcpTools?.(dependencies) ?? []);
  return [...siteToolSpecs(dependencies), ...capabilityTools];
}

function siteToolSpecs({ owner, siteUrl, codehost, documents }: ToolDependencies): ToolSpec[] {
  const t = dictionaryFor(owner.site.language);
  const { mcpTools: tools, mcpText: say } = t;
  const format = formats(owner.site.language);
  // Owner text goes into descriptions and answers escaped: hosts render both as Markdown.
  const name = markdownText(owner.profile.name);
  return [
    defineTool({
      name: 'get_profile',
      title: tools.getProfile.title,
      description: tools.getProfile.description(name),
      input: z.object({}),
      output: ProfileSchema,
      annotations: CLOSED_READ,
      async run() {
        const p = owner.profile;
        const text = [
          `# ${markdownText(p.name)}`,
          markdownText(p.headline),
          say.location(markdownText(p.location)),
          '',
          markdownParagraphs(p.bio),
          '',
          say.skills(p.skills.map(markdownText).join(', ')),
          bullet([
            ...(p.website ? [markdownAutolink(p.website)] : []),
            ...p.profiles.map((l) => `${markdownText(l.network)}: ${markdownAutolink(l.url)}`),
          ]),
          `GitHub: @${markdownText(p.githubUser)}`,
        ].join('\n');
        return { ok: true, data: p, text };
      },
    }),

    defineTool({
      name: 'list_projects',
      title: tools.listProjects.title,
      description: tools.listProjects.description(name),
      input: z.object({
        tag: z.describe(z.optional(z.string().check(z.minLength(1), z.maxLength(50))), tools.listProjects.tag),
        featured: z.describe(z.optional(z.boolean()), tools.listProjects.featured),
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
          .map((project) => ({ ...project, url: absoluteUrl(projectPath(project), siteUrl) }));
        const line = (p: (typeof projects)[number]) =>
          [
            `${markdownText(p.name)}${p.featured ? ` (${say.featured})` : ''}: ${markdownText(p.summary)}`,
            `${say.page}: ${markdownAutolink(p.url)}`,
            ...(p.demoUrl ? [`${say.demo}: ${markdownAutolink(p.demoUrl)}`] : []),
            ...(p.repoUrl ? [`${say.code}: ${markdownAutolink(p.repoUrl)}`] : []),
          ].join(' ');
        const text = projects.length ? bullet(projects.map(line)) : say.noProject;
        return { ok: true, data: { projects, total: projects.length }, text };
      },
    }),

    defineTool({
      name: 'get_contact',
      title: tools.getContact.title,
      description: tools.getContact.description(name),
      input: z.object({}),
      output: ContactSchema,
      annotations: CLOSED_READ,
      async run() {
        const c = owner.contact;
        const channel = (ch: (typeof c.channels)[number]) =>
          `${markdownText(ch.label)}${ch.kind === c.preferred ? ` (${say.preferred})` : ''}: ${markdownText(ch.value)} ${markdownAutolink(ch.url)}`;
        const text = [markdownText(c.availability), bullet(c.channels.map(channel))].join('\n');
        return { ok: true, data: c, text };
      },
    }),

    defineTool({
      name: 'list_developer_resources',
      title: tools.listDeveloperResources.title,
      description: tools.listDeveloperResources.description,
      input: z.object({}),
      output: ResourcesOutputSchema,
      annotations: CLOSED_READ,
      async run() {
        const resources = developerResources(owner, t).map((resource) => ({ ...resource, url: absoluteUrl(resource.url, siteUrl) }));
        const text = bullet(
          resources.map(
            (r) => `${markdownText(r.title)} (${markdownText(r.mediaType)}): ${markdownAutolink(r.url)}. ${markdownText(r.description)}`,
          ),
        );
        return { ok: true, data: { resources }, text };
      },
    }),

    defineTool({
      name: 'get_code_activity',
      title: tools.getCodeActivity.title,
      description: tools.getCodeActivity.description(name),
      input: z.object({}),
      output: CodeActivityOutputSchema,
      annotations: OPEN_READ,
      async run() {
        try {
          const { snapshot, cache } = await codehost.activity();
          const a = snapshot.activity;
          const summary = cache === 'stale' ? say.activityStale : say.activity;
          const languages = a.languages.map((l) => `${markdownText(l.name)} ${format.share(l.pct)}`).join(', ');
          const push = (p: (typeof a.recentPushes)[number]) =>
            `${say.push(markdownText(p.repo), markdownText(p.branch), format.moment(p.at))}: ${markdownAutolink(p.url)}`;
          const text = [
            summary(format.number(a.publicRepos), format.moment(a.fetchedAt)),
            say.languages(languages || say.noLanguages),
            say.latestPushes,
            bullet(a.recentPushes.map(push)),
          ].join('\n');
          return { ok: true, data: { ...a, cache }, text };
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          const retryAfterSeconds = error.retryAfterSeconds ?? 60;
          return {
            ok: false,
            code: UNAVAILABLE_CODES[error.failure],
            message: say.activityUnavailable(markdownText(error.message), format.number(retryAfterSeconds)),
            retryAfterSeconds,
          };
        }
      },
    }),

    defineTool({
      name: 'search',
      title: tools.search.title,
      description: tools.search.description,
      input: z.object({ query: z.describe(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), tools.search.query) }),
      output: SearchOutputSchema,
      annotations: CLOSED_READ,
      async run({ query }) {
        const results = (await documents.search(query, SEARCH_LIMIT)).map(({ id, title, url }) => ({ id, title, url }));
        // JSON, as search and fetch tools answer; with < > & escaped, no title can be HTML where a host renders it.
        return { ok: true, data: { results }, text: jsonForScript({ results }) };
      },
    }),

    defineTool({
      name: 'fetch',
      title: tools.fetch.title,
      description: tools.fetch.description,
      input: z.object({ id: z.describe(z.string().check(z.minLength(1), z.maxLength(500)), tools.fetch.id) }),
      output: FetchOutputSchema,
      annotations: CLOSED_READ,
      async run({ id }) {
        const document = await documents.fetch(id);
        if (!document) {
          const known = documents.documents.map((d) => d.id).join(', ');
          return { ok: false, code: 'not_found', message: say.documentNotFound(markdownCodeSpan(id), known) };
        }
        const data = {
          id: document.id,
          title: document.title,
          url: document.url,
          text: document.text,
          metadata: { mediaType: document.mediaType },
        };
        return { ok: true, data, text: jsonForScript(data) };
      },
    }),
  ];
}

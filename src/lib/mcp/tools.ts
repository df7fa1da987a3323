import * as z from '../schema/z.ts';
import { UNAVAILABLE_CODES } from '../codehost/handler.ts';
import { CodehostActivitySchema } from '../codehost/schema.ts';
import type { CodehostService } from '../codehost/service.ts';
import { UpstreamError } from '../http/upstream.ts';
import { type MarketData, optimizePortfolio } from '../optimizer/optimize.ts';
import { OptimizeRequestSchema, OptimizeResponseSchema } from '../optimizer/schema.ts';
import { ContactSchema, DeveloperResourceSchema, type OwnerContent, ProfileSchema, ProjectOutputSchema } from '../owner/schema.ts';
import { hasResume } from '../resume/has-resume.ts';
import { absoluteUrl } from '../urls.ts';
import type { DocumentIndex } from './documents.ts';
import { resumeTool } from './resume-tool.ts';
import { defineTool, type ToolSpec } from './tool-registry.ts';

/** Answers from the owner file: nothing outside this deploy is consulted. */
const CLOSED_READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** Answers from an outside service (GitHub, data912): read-only, but the world it reads changes. */
const OPEN_READ = { ...CLOSED_READ, openWorldHint: true } as const;

export const ProjectsOutputSchema = z.object({
  projects: z.array(ProjectOutputSchema),
  total: z.describe(z.int().check(z.gte(0)), 'How many projects match'),
});

export const ResourcesOutputSchema = z.object({
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

export const SEARCH_LIMIT = 10;

export interface ToolDependencies {
  owner: OwnerContent;
  siteUrl: string;
  codehost: Pick<CodehostService, 'activity'>;
  market: MarketData;
  documents: DocumentIndex;
  now?: () => Date;
}

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const weightsText = (weights: Record<string, number>) =>
  Object.entries(weights)
    .filter(([, weight]) => weight >= 0.0005)
    .map(([ticker, weight]) => `${ticker} ${percent(weight)}`)
    .join(', ');

/** Every tool of the server, in tools/list order: those of switched-off features left out. */
export function toolSpecs(dependencies: ToolDependencies): ToolSpec[] {
  const { optimizer } = dependencies.owner.site.features;
  const tools = allToolSpecs(dependencies).filter((spec) => optimizer || spec.name !== 'optimize_portfolio');
  return hasResume(dependencies.owner) ? [...tools, resumeTool(dependencies)] : tools;
}

function allToolSpecs({ owner, siteUrl, codehost, market, documents, now = () => new Date() }: ToolDependencies): ToolSpec[] {
  const name = owner.profile.name;
  return [
    defineTool({
      name: 'get_profile',
      title: 'Get profile',
      description: `Who ${name} is: name, headline, location, bio, skills, links and GitHub username.`,
      input: z.object({}),
      output: ProfileSchema,
      annotations: CLOSED_READ,
      async run() {
        const p = owner.profile;
        const text = [
          `# ${p.name}`,
          p.headline,
          `Location: ${p.location}`,
          '',
          p.bio,
          '',
          `Skills: ${p.skills.join(', ')}`,
          bullet([...(p.website ? [p.website] : []), ...p.profiles.map((l) => `${l.network}: ${l.url}`)]),
          `GitHub: @${p.githubUser}`,
        ].join('\n');
        return { ok: true, data: p, text };
      },
    }),

    defineTool({
      name: 'list_projects',
      title: 'List projects',
      description: `Projects by ${name}, with summary, tags, repository and live-demo URLs. Filter by tag (case-insensitive) or by featured.`,
      input: z.object({
        tag: z.describe(z.optional(z.string().check(z.minLength(1), z.maxLength(50))), 'Only projects with this tag'),
        featured: z.describe(z.optional(z.boolean()), 'true: only featured projects; false: only the others'),
      }),
      output: ProjectsOutputSchema,
      annotations: CLOSED_READ,
      async run({ tag, featured }) {
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
        return { ok: true, data: { projects, total: projects.length }, text };
      },
    }),

    defineTool({
      name: 'get_contact',
      title: 'Get contact details',
      description: `How to reach ${name}: channels (email, LinkedIn, GitHub, …), the preferred one, and availability.`,
      input: z.object({}),
      output: ContactSchema,
      annotations: CLOSED_READ,
      async run() {
        const c = owner.contact;
        const text = [
          c.availability,
          bullet(c.channels.map((ch) => `${ch.label}${ch.kind === c.preferred ? ' (preferred)' : ''}: ${ch.value} <${ch.url}>`)),
        ].join('\n');
        return { ok: true, data: c, text };
      },
    }),

    defineTool({
      name: 'list_developer_resources',
      title: 'List developer resources',
      description:
        'Every machine-readable document and API of this site (OpenAPI, APIs, MCP server card, llms.txt, sitemap), with absolute URL, media type and description.',
      input: z.object({}),
      output: ResourcesOutputSchema,
      annotations: CLOSED_READ,
      async run() {
        const resources = owner.developerResources.map((resource) => ({ ...resource, url: absoluteUrl(resource.url, siteUrl) }));
        const text = bullet(resources.map((r) => `${r.title} (${r.mediaType}): ${r.url}. ${r.description}`));
        return { ok: true, data: { resources }, text };
      },
    }),

    defineTool({
      name: 'get_code_activity',
      title: 'Get code activity',
      description: `${name}'s public GitHub activity: repository count, languages, latest pushes and featured demos. The same data and cache as GET /api/codehost (refreshed from GitHub at most hourly).`,
      input: z.object({}),
      output: CodeActivityOutputSchema,
      annotations: OPEN_READ,
      async run() {
        try {
          const { snapshot, cache } = await codehost.activity();
          const a = snapshot.activity;
          const text = [
            `${a.publicRepos} public repositories on GitHub; data from ${a.fetchedAt}${cache === 'stale' ? ' (stale: GitHub is not answering)' : ''}.`,
            `Languages: ${a.languages.map((l) => `${l.name} ${l.pct}%`).join(', ') || 'none'}`,
            'Latest pushes:',
            bullet(a.recentPushes.map((p) => `${p.repo} (${p.branch}) at ${p.at}: ${p.url}`)),
          ].join('\n');
          return { ok: true, data: { ...a, cache }, text };
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          const retryAfterSeconds = error.retryAfterSeconds ?? 60;
          return {
            ok: false,
            code: UNAVAILABLE_CODES[error.failure],
            message: `GitHub activity is unavailable (${error.message}) and nothing is cached yet. Try again in ${retryAfterSeconds} s.`,
            retryAfterSeconds,
          };
        }
      },
    }),

    defineTool({
      name: 'optimize_portfolio',
      title: 'Optimize a portfolio (educational)',
      description:
        'Markowitz mean-variance analytics for 2 to 10 Argentine stocks, CEDEARs or bonds priced in ARS (data912 daily closes): minimum-variance and maximum-Sharpe weights, efficient frontier, covariance. The same computation as POST /api/portfolio/optimize. Educational, not investment advice.',
      input: OptimizeRequestSchema,
      output: OptimizeResponseSchema,
      annotations: OPEN_READ,
      async run(request) {
        const outcome = await optimizePortfolio(request, market, now());
        if (!outcome.ok) {
          const { code, message } = outcome.failure;
          return {
            ok: false,
            code,
            message,
            ...('retryAfterSeconds' in outcome.failure ? { retryAfterSeconds: outcome.failure.retryAfterSeconds } : {}),
            ...('details' in outcome.failure ? { details: outcome.failure.details } : {}),
          };
        }
        const r = outcome.result;
        const { minVariance, maxSharpe } = r.analytics;
        const text = [
          `${r.tickers.join(', ')}: ${r.dates.length} common trading days from ${r.dates[0]} to ${r.dates.at(-1)} (ARS, data912).`,
          `Minimum variance: ${weightsText(minVariance.weights)}; return ${percent(minVariance.expectedReturn)}, volatility ${percent(minVariance.volatility)}.`,
          maxSharpe
            ? `Maximum Sharpe: ${weightsText(maxSharpe.weights)}; return ${percent(maxSharpe.expectedReturn)}, volatility ${percent(maxSharpe.volatility)}.`
            : 'Maximum Sharpe: none (no portfolio within the bounds beats the risk-free rate).',
          ...r.adjustments.map((a) => `Adjusted: ${a.ticker} closes before ${a.date} divided by ${a.ratio} (a split or ratio change).`),
          ...(r.allocation
            ? [
                `Allocation of ARS ${r.allocation.budget} (${r.allocation.portfolio}): ${
                  Object.entries(r.allocation.shares)
                    .map(([ticker, count]) => `${count} ${ticker}`)
                    .join(', ') || 'no whole share affordable'
                }; ARS ${r.allocation.leftover.toFixed(2)} left over.`,
              ]
            : []),
          ...r.warnings.map((w) => `Warning: ${w.message}`),
          r.disclaimer,
        ].join('\n');
        return { ok: true, data: r, text };
      },
    }),

    defineTool({
      name: 'search',
      title: 'Search the site',
      description: `Keyword search over this site's documents (every page as Markdown, and the OpenAPI description). Returns ids, titles and URLs, best match first; pass an id to fetch for the full text.`,
      input: z.object({ query: z.describe(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), 'Words to look for') }),
      output: SearchOutputSchema,
      annotations: CLOSED_READ,
      async run({ query }) {
        const results = (await documents.search(query, SEARCH_LIMIT)).map(({ id, title, url }) => ({ id, title, url }));
        return { ok: true, data: { results }, text: JSON.stringify({ results }) };
      },
    }),

    defineTool({
      name: 'fetch',
      title: 'Fetch a document',
      description: "The full text of one of this site's documents, by the id search returned (or its URL).",
      input: z.object({
        id: z.describe(
          z.string().check(z.minLength(1), z.maxLength(500)),
          'An id from search, such as "/projects.md", or the document URL',
        ),
      }),
      output: FetchOutputSchema,
      annotations: CLOSED_READ,
      async run({ id }) {
        const document = await documents.fetch(id);
        if (!document) {
          const known = documents.documents.map((d) => d.id).join(', ');
          return { ok: false, code: 'not_found', message: `No document has the id ${JSON.stringify(id)}. Known ids: ${known}.` };
        }
        const data = {
          id: document.id,
          title: document.title,
          url: document.url,
          text: document.text,
          metadata: { mediaType: document.mediaType },
        };
        return { ok: true, data, text: JSON.stringify(data) };
      },
    }),
  ];
}

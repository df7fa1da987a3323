import * as z from '../schema/z.ts';
import { UNAVAILABLE_CODES } from '../codehost/handler.ts';
import { CodehostActivitySchema } from '../codehost/schema.ts';
import type { CodehostService } from '../codehost/service.ts';
import { UpstreamError } from '../http/upstream.ts';
import { wordedResult } from '../optimizer/result-words.ts';
import { failureDetails, optimizerProblemWords, wordOptimizeFailure } from '../optimizer/failure-words.ts';
import { apiTerms } from '../schema/word-problem.ts';
import { type MarketData, optimizePortfolio } from '../optimizer/optimize.ts';
import { OptimizeRequestSchema, OptimizeResponseSchema } from '../optimizer/schema.ts';
import { ContactSchema, DeveloperResourceSchema, type OwnerContent, ProfileSchema, ProjectOutputSchema } from '../owner/schema.ts';
import { jsonForScript } from '../html/json-for-script.ts';
import { dictionaryFor } from '../i18n/index.ts';
import { formatDateTime, formatNumber, formatResumeDate, formatShare } from '../i18n/format.ts';
import { markdownAutolink, markdownCodeSpan, markdownParagraphs, markdownText } from '../markdown/escape.ts';
import { developerResources } from '../owner/developer-resources.ts';
import { projectPath } from '../owner/project-order.ts';
import { hasResume } from '../resume/has-resume.ts';
import { absoluteUrl } from '../urls.ts';
import type { DocumentIndex } from './documents.ts';
import { optimizerAppToolMeta } from './optimizer-app.ts';
import { resumeTool } from './resume-tool.ts';
import { CLOSED_READ, defineTool, OPEN_READ, type ToolSpec } from './tool-registry.ts';

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

export interface ToolDependencies {
  owner: OwnerContent;
  siteUrl: string;
  codehost: Pick<CodehostService, 'activity'>;
  market: MarketData;
  documents: DocumentIndex;
  now?: () => Date;
}

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/** How a tool's text writes numbers, dates and money in the owner's language. */
function formats(locale: string) {
  return {
    number: (value: number) => formatNumber(value, locale),
    percent: (value: number) => formatNumber(value, locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    share: (pct: number) => formatShare(pct, locale),
    pesos: (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'ARS' }),
    day: (date: string) => formatResumeDate(date, locale),
    moment: (iso: string) => formatDateTime(iso, locale),
  };
}

/** Every tool of the server, in tools/list order: those of switched-off features left out. */
export function toolSpecs(dependencies: ToolDependencies): ToolSpec[] {
  const { optimizer } = dependencies.owner.site.features;
  const tools = allToolSpecs(dependencies).filter((spec) => optimizer || spec.name !== 'optimize_portfolio');
  return hasResume(dependencies.owner) ? [...tools, resumeTool(dependencies)] : tools;
}

function allToolSpecs({ owner, siteUrl, codehost, market, documents, now = () => new Date() }: ToolDependencies): ToolSpec[] {
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
      name: 'optimize_portfolio',
      title: tools.optimizePortfolio.title,
      description: tools.optimizePortfolio.description,
      input: OptimizeRequestSchema,
      output: OptimizeResponseSchema,
      annotations: OPEN_READ,
      // Hosts with MCP Apps draw the result (src/client/mcp-app/); the text below stays whole for those without.
      meta: optimizerAppToolMeta(),
      problemWords: optimizerProblemWords(t),
      async run(request) {
        const outcome = await optimizePortfolio(request, market, now());
        if (!outcome.ok) {
          const { failure } = outcome;
          const words = optimizerProblemWords(t);
          const terms = { ...apiTerms, day: format.day };
          const details = failureDetails(failure, words, terms);
          return {
            ok: false,
            code: failure.code,
            message: wordOptimizeFailure(failure, words, terms),
            ...('retryAfterSeconds' in failure ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
            ...(details === undefined ? {} : { details }),
          };
        }
        const r = wordedResult(outcome.result, say, owner.site.language);
        const { minVariance, maxSharpe } = r.analytics;
        const weights = (of: Record<string, number>) =>
          Object.entries(of)
            .filter(([, weight]) => weight >= 0.0005)
            .map(([ticker, weight]) => `${ticker} ${format.percent(weight)}`)
            .join(', ');
        const portfolio = (label: string, p: typeof minVariance) =>
          say.portfolio(label, weights(p.weights), format.percent(p.expectedReturn), format.percent(p.volatility));
        const allocation = (a: NonNullable<typeof r.allocation>) => {
          const shares = Object.entries(a.shares).map(([ticker, count]) => `${format.number(count)} ${ticker}`);
          const label = a.portfolio === 'maxSharpe' ? say.maxSharpe : say.minVariance;
          return say.allocation(format.pesos(a.budget), label, shares.join(', ') || say.noShareAffordable, format.pesos(a.leftover));
        };
        const text = [
          say.optimizerWindow(r.tickers.join(', '), format.number(r.dates.length), format.day(r.dates[0]!), format.day(r.dates.at(-1)!)),
          portfolio(say.minVariance, minVariance),
          maxSharpe ? portfolio(say.maxSharpe, maxSharpe) : say.noMaxSharpe,
          ...r.adjustments.map((a) => say.adjusted(a.ticker, format.day(a.date), format.number(a.ratio))),
          ...(r.allocation ? [allocation(r.allocation)] : []),
          ...r.warnings.map((w) => say.warning(w.message)),
          say.disclaimer,
        ].join('\n');
        return { ok: true, data: r, text };
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

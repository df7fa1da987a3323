import { fill } from '../../src/lib/i18n/template.ts';
import { optimizerProblemWords } from '../../src/capabilities/optimizer/core/failure-words.ts';
import { apiTerms, wordProblem } from '../../src/lib/schema/word-problem.ts';
import { describe, expect, it, vi } from 'vitest';
import { pageByPath, pages } from '../support/owner-editions.ts';
import type { CodehostActivity } from '../../src/capabilities/activity/core/schema.ts';
import type { CodehostService } from '../../src/capabilities/activity/core/service.ts';
import { UpstreamError } from '../../src/lib/http/upstream.ts';
import type { Close } from '../../src/capabilities/optimizer/market/history.ts';
import { createDocumentIndex, siteDocuments } from '../../src/lib/mcp/documents.ts';
import { argumentWords, createToolTable } from '../../src/lib/mcp/tool-table.ts';
import type { ToolDependencies } from '../../src/capabilities/capability.ts';
import { toolSpecs } from '../../src/capabilities/mcp.ts';
import { FetchOutputSchema, SearchOutputSchema } from '../../src/lib/mcp/tools.ts';
import { CodeActivityOutputSchema } from '../../src/capabilities/activity/mcp-tool.ts';
import { OptimizeResponseSchema } from '../../src/capabilities/optimizer/core/schema.ts';
import { formatDateTime, formatNumber, formatResumeDate } from '../../src/lib/i18n/format.ts';
import { dictionaryFor } from '../../src/data/dictionaries.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';
import { mcpOptions, SITE, SITE_FILES } from '../support/mcp-content.ts';
import { owner as siteOwner } from '../../src/data/owner.ts';

// The example owner has every feature on, so every data tool is there whatever the site's owner switched off.
const owner = fixtureOwners.example;
const locale = owner.site.language;
const t = dictionaryFor(locale);
const say = { ...t.mcpText, ...t.optimizerText, ...t.activity };
const problemWords = optimizerProblemWords(dictionaryFor(locale));
const pesos = (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'ARS' });
// Upstream data as GitHub would give it (the same shape the OpenAPI tests validate).
const ACTIVITY: CodehostActivity = {
  publicRepos: 8,
  languages: [
    { name: 'TypeScript', pct: 50 },
    { name: 'CSS', pct: 25 },
    { name: 'HTML', pct: 25 },
  ],
  recentPushes: [
    {
      repo: 'octocat/Hello-World',
      branch: 'main',
      sha: '7fd1a60',
      at: '2026-11-20T14:03:11.000Z',
      url: 'https://github.com/octocat/Hello-World/commit/7fd1a60b01f91b314f59955a4e4d4e80d8edf11d',
    },
  ],
  featured: [],
  since: '2011-01-25T18:44:36.000Z',
  fetchedAt: '2026-11-22T12:00:00.000Z',
};

function tools(overrides: Partial<ToolDependencies> = {}) {
  const base = { ...mcpOptions({ owner }), ...overrides };
  const documents = createDocumentIndex(siteDocuments(pages, SITE), base.readFile);
  const table = createToolTable(toolSpecs({ ...base, documents }), argumentWords(dictionaryFor(base.owner.site.language)));
  return (name: string, args: Record<string, unknown> = {}) => table.call(name, args);
}

const text = (result: { content: unknown[] }) => (result.content as { text: string }[]).map((part) => part.text).join('');

const codehost = (activity: CodehostService['activity']) => ({ activity });

describe('get_code_activity', () => {
  it('returns the cached activity with its cache status, valid against the output schema', async () => {
    const call = tools({
      codehost: codehost(async () => ({ snapshot: { activity: ACTIVITY, body: '', etag: '"x"', storedAt: 0 }, cache: 'hit' })),
    });
    const result = await call('get_code_activity');
    expect(result.isError).toBeFalsy();
    expect(CodeActivityOutputSchema.parse(result.structuredContent)).toEqual({ ...ACTIVITY, cache: 'hit' });
    const percent = (pct: number) => formatNumber(pct / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
    expect(text(result).split('\n')).toEqual([
      say.summary(formatNumber(ACTIVITY.publicRepos, locale), formatDateTime(ACTIVITY.fetchedAt, locale)),
      say.languages(ACTIVITY.languages.map((l) => `${l.name} ${percent(l.pct)}`).join(', ')),
      say.latestPushes,
      ...ACTIVITY.recentPushes.map((p) => `- ${say.push(p.repo, p.branch, formatDateTime(p.at, locale))}: <${p.url}>`),
    ]);
  });

  it('says so when the data is stale', async () => {
    const call = tools({
      codehost: codehost(async () => ({
        snapshot: { activity: ACTIVITY, body: '', etag: '"x"', storedAt: 0 },
        cache: 'stale',
        error: new UpstreamError('timeout', 'GitHub did not answer in time.'),
      })),
    });
    const result = await call('get_code_activity');
    expect(result.structuredContent).toMatchObject({ cache: 'stale' });
    expect(text(result).split('\n')[0]).toBe(
      say.summaryStale(formatNumber(ACTIVITY.publicRepos, locale), formatDateTime(ACTIVITY.fetchedAt, locale)),
    );
  });

  it('turns an upstream failure with nothing cached into a tool error with the API error code', async () => {
    const call = tools({
      codehost: codehost(async () => {
        throw new UpstreamError('rate_limited', "GitHub's rate limit is reached.", { retryAfterSeconds: 120 });
      }),
    });
    const result = await call('get_code_activity');
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(text(result)).toMatch(/^upstream_rate_limited: GitHub activity is unavailable .* Try again in 120 s\.$/);
  });

  it('logs an unexpected exception and reports it as -32603 without its details', async () => {
    const call = tools({
      codehost: codehost(async () => {
        throw new TypeError('secret detail');
      }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failure = call('get_code_activity');
      await expect(failure).rejects.toMatchObject({
        code: -32603,
        message: 'Internal error: the tool get_code_activity failed unexpectedly.',
      });
      expect(log).toHaveBeenCalledWith('mcp: tool get_code_activity failed unexpectedly', expect.any(TypeError));
    } finally {
      log.mockRestore();
    }
  });
});

/** Two tickers with 60 shared days of gently rising prices. */
function market(): ToolDependencies['market'] {
  const days = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 8, 1) + i * 86_400_000).toISOString().slice(0, 10));
  const series = (start: number, drift: number, wobble: number): Close[] =>
    days.map((date, i) => ({ date, close: start * (1 + drift) ** i * (1 + wobble * Math.sin(i)) }));
  return {
    instruments: async () => ({
      value: new Map([
        ['GGAL', 'stocks'],
        ['AL30', 'bonds'],
      ]),
      storedAt: 0,
      cache: 'miss',
    }),
    histories: async (instruments) => ({
      value: instruments.map(({ symbol }) => (symbol === 'GGAL' ? series(1000, 0.002, 0.02) : series(50, 0.001, 0.005))),
    }),
  };
}

describe('optimize_portfolio', () => {
  const now = () => new Date('2026-11-01T12:00:00Z');

  it('runs the same optimisation as the HTTP API and summarises it', async () => {
    const result = await tools({ market: market(), now })('optimize_portfolio', { tickers: ['ggal', 'al30'], lookbackDays: 365 });
    expect(result.isError).toBeFalsy();
    const data = OptimizeResponseSchema.parse(result.structuredContent);
    expect(data.tickers).toEqual(['GGAL', 'AL30']);
    expect(data.dates).toHaveLength(60);
    const lines = text(result).split('\n');
    const day = (date: string) => formatResumeDate(date, locale);
    expect(lines[0]).toBe(say.optimizerWindow('GGAL, AL30', formatNumber(60, locale), day(data.dates[0]!), day(data.dates.at(-1)!)));
    const percent = (value: number) =>
      formatNumber(value, locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const { minVariance } = data.analytics;
    expect(lines[1]).toBe(
      say.portfolio(
        say.minVariance,
        Object.entries(minVariance.weights)
          .filter(([, weight]) => weight >= 0.0005)
          .map(([ticker, weight]) => `${ticker} ${percent(weight)}`)
          .join(', '),
        percent(minVariance.expectedReturn),
        percent(minVariance.volatility),
      ),
    );
    expect(lines.at(-1)).toBe(say.disclaimer);
    expect(data.disclaimer.length).toBeGreaterThan(0);
  });

  it.each(['en', 'es-AR'])("words the warnings and the disclaimer in the owner's language (%s)", async (language) => {
    const speaker = { ...owner, site: { ...owner.site, language } };
    const words = dictionaryFor(language).optimizerText;
    const result = await tools({ owner: speaker, market: market(), now })('optimize_portfolio', {
      tickers: ['GGAL', 'AL30'],
      riskFreeRate: 5,
    });
    const data = OptimizeResponseSchema.parse(result.structuredContent);
    expect(data.warnings.map((w) => w.code)).toContain('no_max_sharpe');
    const rate = formatNumber(5, language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const lines = text(result).split('\n');
    expect(lines).toContain(words.warning(words.noMaxSharpeWarning(rate)));
    expect(lines.at(-1)).toBe(words.disclaimer);
  });

  it('summarises a budget allocation with the same shares as the structured result', async () => {
    const result = await tools({ market: market(), now })('optimize_portfolio', { tickers: ['GGAL', 'AL30'], budget: 100_000 });
    const data = OptimizeResponseSchema.parse(result.structuredContent);
    const allocation = data.allocation!;
    const shares = Object.entries(allocation.shares)
      .map(([ticker, count]) => `${formatNumber(count, locale)} ${ticker}`)
      .join(', ');
    const label = allocation.portfolio === 'maxSharpe' ? say.maxSharpe : say.minVariance;
    expect(text(result)).toContain(say.allocation(pesos(100_000), label, shares, pesos(allocation.leftover)));
  });

  it('reports unknown tickers as a tool error with the API code and the unknown list', async () => {
    const result = await tools({ market: market(), now })('optimize_portfolio', { tickers: ['GGAL', 'NOPE'] });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^unknown_tickers: Unknown or not ARS-quoted ticker\(s\): NOPE\..*\n\{"unknown":\["NOPE"\]\}$/s);
  });

  it('reports a data912 it cannot reach as upstream_unreachable (the code get_code_activity gives GitHub), with the wait', async () => {
    const result = await tools()('optimize_portfolio', { tickers: ['GGAL', 'AL30'] });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(`upstream_unreachable: ${fill(problemWords.marketDataUnavailable, { seconds: 30 })}`);
  });

  it('rejects a request outside the schema before any market call, as a tool error with the API code', async () => {
    let asked = 0;
    const counting = {
      instruments: async () => {
        asked++;
        return { value: new Map(), storedAt: 0, cache: 'miss' as const };
      },
      histories: async () => ({ value: [] }),
    };
    const result = await tools({ market: counting })('optimize_portfolio', { tickers: ['GGAL'], extra: 1 });
    expect(result.isError).toBe(true);
    // Worded from the problems' data: the optimizer's words for its tickers, the common ones for the rest.
    const problems = [
      wordProblem({ path: 'tickers', rule: 'min_items', limit: 2 }, problemWords, apiTerms),
      wordProblem({ path: '', rule: 'unknown_fields', values: ['extra'] }, problemWords, apiTerms),
    ];
    expect(text(result)).toBe(`invalid_request: ${say.invalidArguments('optimize_portfolio', problems.join(' '))}`);
    expect(asked).toBe(0);
  });
});

describe('search and fetch', () => {
  it('search returns ids, titles and URLs, best match first, as structured content and as JSON text', async () => {
    // The site's own pages (whoever its owner): the contact page, found by the words of its title that are not the owner's name.
    const contact = pageByPath('/contact')!;
    const query = contact.title.replace(siteOwner.profile.name, ' ').trim();
    const result = await tools()('search', { query });
    const { results } = SearchOutputSchema.parse(result.structuredContent);
    expect(results[0]).toEqual({ id: '/contact.md', title: contact.title, url: `${SITE}/contact.md` });
    expect(JSON.parse(text(result))).toEqual({ results });
  });

  it('search finds the OpenAPI document by what it contains', async () => {
    const { results } = SearchOutputSchema.parse((await tools()('search', { query: 'codehost' })).structuredContent);
    expect(results.map((r) => r.id)).toContain('/openapi.json');
  });

  it('search with no match is an empty list, not an error', async () => {
    const result = await tools()('search', { query: 'zzzz-nothing' });
    expect(result.structuredContent).toEqual({ results: [] });
  });

  it.each([
    ['by id', '/projects.md'],
    ['by URL', `${SITE}/projects.md`],
  ])('fetch returns the whole text with its URL (%s)', async (_, id) => {
    const result = await tools()('fetch', { id });
    const document = FetchOutputSchema.parse(result.structuredContent);
    expect(document).toEqual({
      id: '/projects.md',
      title: pages[1]!.title,
      url: `${SITE}/projects.md`,
      text: SITE_FILES['/projects.md'],
      metadata: { mediaType: 'text/markdown' },
    });
    expect(JSON.parse(text(result))).toEqual(document);
  });

  it('fetch of an unknown id is a tool error naming the known ids', async () => {
    const result = await tools()('fetch', { id: '/secret.md' });
    expect(result.isError).toBe(true);
    const known = [...pages.map((page) => page.twin), '/openapi.json'].join(', ');
    expect(text(result)).toBe(`not_found: ${say.documentNotFound('`/secret.md`', known)}`);
  });
});

import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/lib/i18n/template.ts';
import { optimizerProblemWords } from '../../../src/capabilities/optimizer/core/failure-words.ts';
import type { MarketData } from '../../../src/capabilities/optimizer/core/optimize.ts';
import { OptimizeResponseSchema } from '../../../src/capabilities/optimizer/core/schema.ts';
import type { Close } from '../../../src/capabilities/optimizer/market/history.ts';
import type { SiteMcpOptions } from '../../../src/capabilities/mcp.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { formatNumber, formatResumeDate } from '../../../src/lib/i18n/format.ts';
import { apiTerms, wordProblem } from '../../../src/lib/schema/word-problem.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { resultText, toolCaller } from '../../support/mcp-content.ts';
import { UpstreamError } from '../../../src/lib/http/upstream.ts';

// The example owner has the optimizer on, whatever the site's owner switched off.
const owner = fixtureOwners.example;
const locale = owner.site.language;
const t = dictionaryFor(locale);
const say = { ...t.mcpText, ...t.optimizerText };
const problemWords = optimizerProblemWords(t);
/** An upstream service that cannot be reached, as the site's clients report it. */
const unreachable = (what: string) => async (): Promise<never> => {
  throw new UpstreamError('unreachable', `${what} could not be reached.`, { retryAfterSeconds: 30 });
};

const pesos = (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'ARS' });

/** The site's tool table for the example owner, with what the test gives. */
const tools = (overrides: Partial<SiteMcpOptions> = {}) => toolCaller({ owner, ...overrides });
const text = resultText;

/** Two tickers with 60 shared days of gently rising prices. */
function market(): MarketData {
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
    const result = await tools({ market: { instruments: unreachable('data912'), histories: unreachable('data912') } })(
      'optimize_portfolio',
      {
        tickers: ['GGAL', 'AL30'],
      },
    );
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

import { UPSTREAM_CODES, type UpstreamCode, UpstreamError } from '../../../lib/http/upstream.ts';
import { problemsOf, type Problem } from '../../../lib/schema/problems.ts';
import { alignSeries, largeMoves } from '../market/align.ts';
import { adjustForCorporateActions } from '../market/corporate-actions.ts';
import type { Close } from '../market/history.ts';
import type { MarketDataService } from '../market/service.ts';
import { portfolioAnalytics } from './analytics.ts';
import { greedyAllocation } from './discrete-allocation.ts';
import { QuadraticProgramError } from './quadprog.ts';
import { MIN_COMMON_DATES, OptimizeRequestSchema, type OptimizeResponse, type OptimizeWarning } from './schema.ts';

const DAY = 86_400_000;

/** Why an optimisation did not produce a result, as data: each front end (HTTP, MCP, the page) words it (failure-words.ts). */
export type OptimizeFailure =
  | { code: 'invalid_request'; problems: Problem[] }
  | { code: 'unknown_tickers'; tickers: string[] }
  | { code: 'insufficient_overlap'; commonDates: number; required: number; from: string; to: string }
  | { code: UpstreamCode; retryAfterSeconds: number }
  | { code: 'optimization_failed' };

/** A warning as data: result-words.ts writes its message in the reader's language. */
export type OptimizeWarningData = Omit<OptimizeWarning, 'message'>;

/** The result as data: the response without the sentences (warnings' messages, the disclaimer) each front end words. */
export type OptimizeResult = Omit<OptimizeResponse, 'warnings' | 'disclaimer'> & { warnings: OptimizeWarningData[] };

export type OptimizeOutcome = { ok: true; result: OptimizeResult } | { ok: false; failure: OptimizeFailure };

/** The two lookups the optimisation needs; MarketDataService in production. */
export type MarketData = Pick<MarketDataService, 'instruments' | 'histories'>;

const fail = (failure: OptimizeFailure): OptimizeOutcome => ({ ok: false, failure });

/** The whole optimisation: validate the request, vet tickers against the panels, fetch, align, analyse. */
export async function optimizePortfolio(input: unknown, market: MarketData, now: Date): Promise<OptimizeOutcome> {
  const parsed = OptimizeRequestSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return fail({ code: 'invalid_request', problems: problemsOf(parsed.error.issues) });
  const { tickers, riskFreeRate, lookbackDays, covariance, minWeight, maxWeight, budget } = parsed.data;

  try {
    const { value: instruments, cache: panelsCache, storedAt: panelsStoredAt } = await market.instruments();
    const unknownInPanels = tickers.filter((ticker) => !instruments.has(ticker));
    if (unknownInPanels.length) return fail({ code: 'unknown_tickers', tickers: unknownInPanels });

    // Only symbols found in a panel reach an upstream URL.
    const vetted = tickers.map((symbol) => ({ symbol, market: instruments.get(symbol)! }));
    const { value: histories, staleSince } = await market.histories(vetted);
    const withoutHistory = tickers.filter((_, i) => !histories[i]?.length);
    if (withoutHistory.length) return fail({ code: 'unknown_tickers', tickers: withoutHistory });

    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - lookbackDays * DAY).toISOString().slice(0, 10);
    const aligned = alignSeries(histories as Close[][], from, to);
    const { dates } = aligned;
    if (dates.length < MIN_COMMON_DATES) {
      return fail({ code: 'insufficient_overlap', commonDates: dates.length, required: MIN_COMMON_DATES, from, to });
    }

    const { prices, adjustments } = adjustForCorporateActions(tickers, dates, aligned.prices);
    const analytics = portfolioAnalytics(tickers, prices, riskFreeRate, covariance, { min: minWeight, max: maxWeight });
    const warnings: OptimizeWarningData[] = tickers.flatMap((ticker, i) =>
      largeMoves(dates, prices[i]!).map((move) => ({ code: 'large_daily_move' as const, ticker, date: move.date, change: move.change })),
    );
    const staleFrom = Math.min(staleSince ?? Infinity, panelsCache === 'stale' ? panelsStoredAt : Infinity);
    if (Number.isFinite(staleFrom)) {
      warnings.push({ code: 'stale_market_data', date: new Date(staleFrom).toISOString() });
    }
    if (!analytics.maxSharpe) {
      warnings.push({ code: 'no_max_sharpe' });
    }
    return {
      ok: true,
      result: {
        currency: 'ARS',
        source: 'data912',
        tickers,
        markets: Object.fromEntries(vetted.map(({ symbol, market: m }) => [symbol, m])),
        dates,
        prices: Object.fromEntries(tickers.map((ticker, i) => [ticker, prices[i]!])),
        adjustments,
        warnings,
        analytics,
        allocation: budget === undefined ? null : allocate(analytics, tickers, prices, budget),
      },
    };
  } catch (error) {
    if (error instanceof UpstreamError) {
      return fail({ code: UPSTREAM_CODES[error.failure], retryAfterSeconds: error.retryAfterSeconds ?? 60 });
    }
    if (error instanceof QuadraticProgramError) return fail({ code: 'optimization_failed' });
    throw error;
  }
}

/** Whole shares of the max-Sharpe portfolio (else the min-variance one) for `budget`, at the latest closes. */
function allocate(analytics: OptimizeResponse['analytics'], tickers: string[], prices: number[][], budget: number) {
  const portfolio = analytics.maxSharpe ? 'maxSharpe' : 'minVariance';
  const latest = Object.fromEntries(tickers.map((ticker, i) => [ticker, prices[i]!.at(-1)!]));
  const { shares, leftover } = greedyAllocation((analytics.maxSharpe ?? analytics.minVariance).weights, latest, budget);
  return { portfolio, budget, shares, leftover, prices: latest } as const;
}

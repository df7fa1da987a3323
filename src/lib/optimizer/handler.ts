import type { z } from 'zod';
import { readJsonBody } from '../http/body.ts';
import { json, jsonError, methodNotAllowed } from '../http/json.ts';
import { UpstreamError } from '../http/upstream.ts';
import { alignSeries, largeMoves } from '../market/align.ts';
import type { MarketDataService } from '../market/service.ts';
import { portfolioAnalytics } from './analytics.ts';
import { MAX_BODY_BYTES, MIN_COMMON_DATES, OptimizeRequestSchema, type OptimizeResponse, type OptimizeWarning } from './schema.ts';

export const DISCLAIMER =
  'Educational illustration of mean-variance optimisation on historical prices. Not investment advice: past returns do not predict future returns, and prices are not adjusted for splits or dividends.';

const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' };
const NO_STORE = { ...CORS, 'cache-control': 'no-store' };
const DAY = 86_400_000;

const error = (status: number, code: string, message: string, details?: unknown, headers: Record<string, string> = {}) =>
  jsonError(status, code, message, { details, headers: { ...NO_STORE, ...headers } });

function invalidRequest(issues: z.core.$ZodIssue[]): Response {
  const details = issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return error(400, 'invalid_request', details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; '), details);
}

function upstreamFailure(failure: UpstreamError): Response {
  if (failure.failure === 'malformed') {
    return error(502, 'upstream_malformed', 'The market-data provider sent data that could not be read.');
  }
  const retryAfter = String(failure.retryAfterSeconds ?? 60);
  const messages: Partial<Record<UpstreamError['failure'], string>> = {
    timeout: 'The market-data provider did not answer in time.',
    rate_limited: 'The market-data provider is rate-limiting requests.',
    unreachable: 'The market-data provider could not be reached.',
  };
  return error(
    503,
    'upstream_unavailable',
    `${messages[failure.failure] ?? 'The market-data provider is unavailable.'} Try again in ${retryAfter} s.`,
    undefined,
    { 'retry-after': retryAfter },
  );
}

/** POST /api/portfolio/optimize: validated tickers → aligned ARS closes → Markowitz analytics. */
export function createOptimizeHandler(market: MarketDataService, now: () => Date = () => new Date()) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          allow: 'POST',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '86400',
        },
      });
    }
    if (request.method !== 'POST') return methodNotAllowed(['POST'], NO_STORE);

    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      const { kind, message } = body.failure;
      if (kind === 'unsupported_media_type') return error(415, kind, message);
      if (kind === 'too_large') return error(413, 'payload_too_large', message);
      return error(400, kind === 'empty' ? 'missing_body' : 'invalid_json', message);
    }
    const parsed = OptimizeRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalidRequest(parsed.error.issues);
    const { tickers, riskFreeRate, lookbackDays } = parsed.data;

    try {
      const instruments = await market.instruments();
      const unknownInPanels = tickers.filter((ticker) => !instruments.has(ticker));
      if (unknownInPanels.length) return unknownTickers(unknownInPanels);

      // Only symbols found in a panel reach an upstream URL.
      const vetted = tickers.map((symbol) => ({ symbol, market: instruments.get(symbol)! }));
      const histories = await market.histories(vetted);
      const withoutHistory = tickers.filter((_, i) => !histories[i]?.length);
      if (withoutHistory.length) return unknownTickers(withoutHistory);

      const today = now();
      const to = today.toISOString().slice(0, 10);
      const from = new Date(today.getTime() - lookbackDays * DAY).toISOString().slice(0, 10);
      const { dates, prices } = alignSeries(histories as NonNullable<(typeof histories)[number]>[], from, to);
      if (dates.length < MIN_COMMON_DATES) {
        return error(
          422,
          'insufficient_overlap',
          `The tickers share ${dates.length} trading days between ${from} and ${to}; at least ${MIN_COMMON_DATES} are needed. Try a longer lookbackDays or other tickers.`,
          { commonDates: dates.length, required: MIN_COMMON_DATES, from, to },
        );
      }

      const analytics = portfolioAnalytics(tickers, prices, riskFreeRate);
      const warnings: OptimizeWarning[] = tickers.flatMap((ticker, i) =>
        largeMoves(dates, prices[i]!).map((move) => ({
          code: 'large_daily_move' as const,
          ticker,
          date: move.date,
          change: move.change,
          message: `${ticker} moved ${(move.change * 100).toFixed(1)}% on ${move.date}; prices are not split-adjusted, so this may be a corporate action rather than a market move.`,
        })),
      );
      if (!analytics.maxSharpe) {
        warnings.push({
          code: 'no_max_sharpe',
          message: `No ticker's expected return beats the risk-free rate of ${riskFreeRate}, so there is no maximum-Sharpe portfolio.`,
        });
      }

      const result: OptimizeResponse = {
        currency: 'ARS',
        source: 'data912',
        disclaimer: DISCLAIMER,
        tickers,
        markets: Object.fromEntries(vetted.map(({ symbol, market: m }) => [symbol, m])),
        dates,
        prices: Object.fromEntries(tickers.map((ticker, i) => [ticker, prices[i]!])),
        warnings,
        analytics: analytics as OptimizeResponse['analytics'],
      };
      return json(result, { headers: NO_STORE });
    } catch (failure) {
      if (failure instanceof UpstreamError) return upstreamFailure(failure);
      console.error('optimize: unexpected failure', failure instanceof Error ? failure.message : failure);
      return error(502, 'optimization_failed', 'The optimisation could not be completed for these series.');
    }
  };
}

function unknownTickers(unknown: string[]): Response {
  return error(
    422,
    'unknown_tickers',
    `Unknown or not ARS-quoted ticker(s): ${unknown.join(', ')}. Use symbols of data912's arg_stocks, arg_cedears or arg_bonds panels.`,
    { unknown },
  );
}

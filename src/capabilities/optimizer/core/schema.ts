import * as z from '../../../lib/schema/z.ts';
import { MARKETS, TICKER_PATTERN } from '../market/instruments.ts';
import { MAX_TICKERS, MIN_TICKERS } from './limits.ts';

/** The contract of POST /api/portfolio/optimize. Validation and the OpenAPI description both come from here. */

export const MAX_BODY_BYTES = 16 * 1024;
export const MIN_COMMON_DATES = 30;
/**
 * The shortest window: 30 calendar days hold at most 22 trading days, so a window under about
 * 45 could never give MIN_COMMON_DATES; at 60 (some 42 weekdays) holidays and a bond's missing
 * days still leave enough. A series too gappy for its window is a 422 (insufficient_overlap).
 */
const MIN_LOOKBACK_DAYS = 60;

const COVARIANCE_METHODS = ['sample', 'ledoit-wolf'] as const;
export type CovarianceMethod = (typeof COVARIANCE_METHODS)[number];

const Ticker = z.describe(
  z
    .string({ error: 'each ticker must be a string' })
    .check(z.trim(), z.regex(TICKER_PATTERN, { error: 'each ticker must be 1 to 12 letters or digits' }), z.toUpperCase()),
  'Ticker as listed by the provider, case-insensitive (e.g. GGAL, AL30, AAPL)',
);

const weightBound = (name: string, fallback: number, description: string) =>
  z.describe(
    z._default(
      z
        .number({ error: `${name} must be a number` })
        .check(z.gte(0, { error: `${name} must be at least 0` }), z.lte(1, { error: `${name} must be at most 1` })),
      fallback,
    ),
    description,
  );

/**
 * Bounds every fully invested portfolio can meet: min ≤ max, n·min ≤ 1 ≤ n·max. Each issue names
 * its rule and numbers in `params` (src/lib/schema/problems.ts); the dictionary words them. Only
 * for a count of tickers the request may have: with too few or too many, that is the problem
 * (with none, n·max ≤ 1 would ask for a maxWeight of at least Infinity).
 */
const feasibleBounds = z.superRefine((request: { tickers: string[]; minWeight: number; maxWeight: number }, ctx) => {
  const { tickers, minWeight, maxWeight } = request;
  const n = tickers.length;
  if (n < MIN_TICKERS || n > MAX_TICKERS) return;
  if (minWeight > maxWeight) {
    ctx.addIssue({
      code: 'custom',
      path: ['minWeight'],
      message: `minWeight (${minWeight}) is above maxWeight (${maxWeight})`,
      params: { rule: 'min_above_max', limit: maxWeight, value: minWeight },
    });
  } else if (n * minWeight > 1 + 1e-12) {
    const limit = Math.floor((1 / n) * 10_000) / 10_000;
    ctx.addIssue({
      code: 'custom',
      path: ['minWeight'],
      message: `with ${n} tickers, minWeight can be at most ${limit}`,
      params: { rule: 'min_weight_too_high', limit, count: n, value: minWeight, whole: 1 },
    });
  } else if (n * maxWeight < 1 - 1e-12) {
    const limit = Math.ceil((1 / n) * 10_000) / 10_000;
    ctx.addIssue({
      code: 'custom',
      path: ['maxWeight'],
      message: `with ${n} tickers, maxWeight must be at least ${limit}`,
      params: { rule: 'max_weight_too_low', limit, count: n, value: maxWeight, whole: 1 },
    });
  }
});

export const OptimizeRequestSchema = z.meta(
  z
    .strictObject(
      {
        tickers: z.describe(
          z
            .array(Ticker, {
              error: (issue) => (issue.input === undefined ? 'tickers is required' : 'tickers must be an array of strings'),
            })
            .check(
              z.minLength(MIN_TICKERS, { error: `give at least ${MIN_TICKERS} tickers` }),
              z.maxLength(MAX_TICKERS, { error: `give at most ${MAX_TICKERS} tickers` }),
              z.refine((tickers) => new Set(tickers).size === tickers.length, {
                error: 'tickers must not repeat (case-insensitive)',
                params: { rule: 'unique' },
              }),
            ),
          '2 to 10 Argentine stocks, CEDEARs or government bonds quoted in ARS',
        ),
        riskFreeRate: z.describe(
          z._default(
            z
              .number({ error: 'riskFreeRate must be a number' })
              .check(z.gte(-1, { error: 'riskFreeRate must be at least -1' }), z.lte(10, { error: 'riskFreeRate must be at most 10' })),
            0,
          ),
          'Annual risk-free rate as a decimal (0.3 = 30%)',
        ),
        minWeight: weightBound(
          'minWeight',
          0,
          'Least weight of every ticker in the optimised portfolios (0 to 1; tickers × minWeight ≤ 1)',
        ),
        maxWeight: weightBound(
          'maxWeight',
          1,
          'Greatest weight of every ticker in the optimised portfolios (0 to 1; tickers × maxWeight ≥ 1)',
        ),
        budget: z.describe(
          z.optional(
            z
              .number({ error: 'budget must be a number of pesos' })
              .check(z.gt(0, { error: 'budget must be more than 0' }), z.lte(1e12, { error: 'budget must be at most 1e12' })),
          ),
          'ARS to turn into whole shares of the max-Sharpe portfolio (the min-variance one when there is none), at the latest closes',
        ),
        lookbackDays: z.describe(
          z._default(
            z
              .int({ error: 'lookbackDays must be a whole number' })
              .check(
                z.gte(MIN_LOOKBACK_DAYS, { error: `lookbackDays must be at least ${MIN_LOOKBACK_DAYS}` }),
                z.lte(3650, { error: 'lookbackDays must be at most 3650' }),
              ),
            365,
          ),
          `Calendar days of history, ending today (${MIN_LOOKBACK_DAYS} to 3650: the tickers need ${MIN_COMMON_DATES} trading days in common)`,
        ),
        covariance: z.describe(
          z._default(z.enum(COVARIANCE_METHODS, { error: 'covariance must be "sample" or "ledoit-wolf"' }), 'sample'),
          "The covariance estimator: sample (ddof 1), or Ledoit–Wolf shrinkage towards a scaled identity (PyPortfolioOpt's CovarianceShrinkage.ledoit_wolf())",
        ),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : 'the body must be a JSON object',
      },
    )
    .check(feasibleBounds),
  { id: 'OptimizeRequest', title: 'Optimizer request' },
);

const fraction = () => z.number().check(z.gte(0), z.lte(1));
const nonNegative = () => z.number().check(z.gte(0));
const Weights = z.describe(z.record(z.string(), fraction()), 'Weight of each ticker; the weights sum to 1');

const Portfolio = z.object({
  weights: Weights,
  expectedReturn: z.describe(z.number(), 'Annualised expected return'),
  volatility: z.describe(nonNegative(), 'Annualised volatility'),
  sharpe: z.describe(z.nullable(z.number()), '(expectedReturn − riskFreeRate) / volatility; null when volatility is 0'),
});

const WarningSchema = z.object({
  code: z.describe(
    z.enum(['large_daily_move', 'no_max_sharpe', 'stale_market_data']),
    'stale_market_data: data912 failed and cached data (as of `date`) was used',
  ),
  message: z.string(),
  ticker: z.optional(z.string()),
  date: z.describe(z.optional(z.string()), 'The day of a large move; for stale_market_data, when the data was fetched'),
  change: z.describe(z.optional(z.number()), 'The daily change, as a decimal'),
});

const AdjustmentSchema = z.object({
  ticker: z.string(),
  date: z.describe(z.iso.date(), 'The first day at the new price level'),
  ratio: z.describe(
    z.number().check(z.gt(0)),
    'Old price ÷ new price, a clean split or CEDEAR ratio: 2 for a 2:1 split, 0.1 for a 1:10 reverse split; the closes before `date` were divided by it',
  ),
});

const AnalyticsSchema = z.object({
  periodsPerYear: z.literal(252),
  riskFreeRate: z.number(),
  covarianceMethod: z.describe(z.enum(COVARIANCE_METHODS), 'The estimator the request asked for'),
  weightBounds: z.describe(
    z.object({ min: z.number(), max: z.number() }),
    'The bounds every weight of minVariance, maxSharpe and the frontier lies in',
  ),
  shrinkage: z.describe(
    z.nullable(z.number().check(z.gte(0), z.lte(1))),
    'Ledoit–Wolf shrinkage intensity δ: covariance = (1 − δ)·sample (÷ n) + δ·(mean variance)·I; null for the sample estimator',
  ),
  expectedReturns: z.describe(z.record(z.string(), z.number()), 'Annualised CAGR: (last/first)^(252/returns) − 1'),
  volatilities: z.describe(z.record(z.string(), nonNegative()), 'Square roots of the covariance diagonal'),
  covariance: z.describe(
    z.array(z.array(z.number())),
    'Covariance of simple daily returns × 252 by covarianceMethod, rows and columns in tickers order',
  ),
  minVariance: z.describe(Portfolio, 'The long-only, fully invested portfolio of least variance'),
  maxSharpe: z.describe(z.nullable(Portfolio), 'The tangency portfolio; null when no portfolio within the bounds beats the risk-free rate'),
  frontier: z.describe(
    z.array(z.object({ expectedReturn: z.number(), volatility: nonNegative(), weights: Weights })).check(z.minLength(30), z.maxLength(50)),
    'Efficient frontier from the min-variance to the max-return portfolio',
  ),
});

const AllocationSchema = z.object({
  portfolio: z.describe(z.enum(['maxSharpe', 'minVariance']), 'Whose weights were allocated'),
  budget: z.number(),
  shares: z.describe(z.record(z.string(), z.int().check(z.gte(1))), 'Whole shares per ticker; tickers with none are left out'),
  leftover: z.describe(z.number().check(z.gte(0)), 'ARS the shares did not use'),
  prices: z.describe(
    z.record(z.string(), z.number().check(z.gt(0))),
    'The latest close of each ticker, the price each share was counted at',
  ),
});

export const OptimizeResponseSchema = z.meta(
  z.object({
    currency: z.literal('ARS'),
    source: z.literal('data912'),
    disclaimer: z.string(),
    tickers: z.describe(z.array(z.string()), 'Normalised (upper case), in request order'),
    markets: z.record(z.string(), z.enum(MARKETS)),
    dates: z.describe(z.array(z.iso.date()), 'Ascending: the dates every series has within the window'),
    prices: z.describe(
      z.record(z.string(), z.array(z.number().check(z.gt(0)))),
      'Closes aligned to dates, back-adjusted for the detected corporate actions (see adjustments)',
    ),
    adjustments: z.describe(
      z.array(AdjustmentSchema),
      'Splits and CEDEAR ratio changes found in the unadjusted closes: one-day moves within 1 % of a clean ratio that the other series did not share',
    ),
    warnings: z.array(WarningSchema),
    analytics: AnalyticsSchema,
    allocation: z.describe(
      z.nullable(AllocationSchema),
      "Whole shares for the request's budget, by PyPortfolioOpt's greedy DiscreteAllocation; null without a budget",
    ),
  }),
  { id: 'OptimizeResponse', title: 'Optimizer result' },
);

export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;
export type OptimizeWarning = z.infer<typeof WarningSchema>;
export type Analytics = z.infer<typeof AnalyticsSchema>;

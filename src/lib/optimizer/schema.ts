import { z } from 'zod';
import { MARKETS, TICKER_PATTERN } from '../market/instruments.ts';
import { MAX_TICKERS, MIN_TICKERS } from './limits.ts';

/** The contract of POST /api/portfolio/optimize. Validation and the OpenAPI description both come from here. */

export { MAX_TICKERS, MIN_TICKERS } from './limits.ts';
export const MAX_BODY_BYTES = 16 * 1024;
export const MIN_COMMON_DATES = 30;

const Ticker = z
  .string({ error: 'each ticker must be a string' })
  .trim()
  .regex(TICKER_PATTERN, { error: 'each ticker must be 1 to 12 letters or digits' })
  .toUpperCase()
  .describe('Ticker as listed by the provider, case-insensitive (e.g. GGAL, AL30, AAPL)');

export const OptimizeRequestSchema = z
  .strictObject(
    {
      tickers: z
        .array(Ticker, { error: (issue) => (issue.input === undefined ? 'tickers is required' : 'tickers must be an array of strings') })
        .min(MIN_TICKERS, { error: `give at least ${MIN_TICKERS} tickers` })
        .max(MAX_TICKERS, { error: `give at most ${MAX_TICKERS} tickers` })
        .refine((tickers) => new Set(tickers).size === tickers.length, { error: 'tickers must not repeat (case-insensitive)' })
        .describe('2 to 10 Argentine stocks, CEDEARs or government bonds quoted in ARS'),
      riskFreeRate: z
        .number({ error: 'riskFreeRate must be a number' })
        .min(-1, { error: 'riskFreeRate must be at least -1' })
        .max(10, { error: 'riskFreeRate must be at most 10' })
        .default(0)
        .describe('Annual risk-free rate as a decimal (0.3 = 30%)'),
      lookbackDays: z
        .int({ error: 'lookbackDays must be a whole number' })
        .min(30, { error: 'lookbackDays must be at least 30' })
        .max(3650, { error: 'lookbackDays must be at most 3650' })
        .default(365)
        .describe('Calendar days of history, ending today'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : 'the body must be a JSON object',
    },
  )
  .meta({ id: 'OptimizeRequest', title: 'Optimizer request' });

export type OptimizeRequest = z.infer<typeof OptimizeRequestSchema>;

const Weights = z.record(z.string(), z.number().min(0).max(1)).describe('Weight of each ticker; the weights sum to 1');

const Portfolio = z.object({
  weights: Weights,
  expectedReturn: z.number().describe('Annualised expected return'),
  volatility: z.number().min(0).describe('Annualised volatility'),
  sharpe: z.number().nullable().describe('(expectedReturn − riskFreeRate) / volatility; null when volatility is 0'),
});

export const WarningSchema = z.object({
  code: z.enum(['large_daily_move', 'no_max_sharpe']),
  message: z.string(),
  ticker: z.string().optional(),
  date: z.string().optional(),
  change: z.number().optional().describe('The daily change, as a decimal'),
});

export const AnalyticsSchema = z.object({
  periodsPerYear: z.literal(252),
  riskFreeRate: z.number(),
  expectedReturns: z.record(z.string(), z.number()).describe('Annualised CAGR: (last/first)^(252/returns) − 1'),
  volatilities: z.record(z.string(), z.number().min(0)).describe('Square roots of the covariance diagonal'),
  covariance: z
    .array(z.array(z.number()))
    .describe('Sample covariance (ddof 1) of simple daily returns × 252, rows and columns in tickers order'),
  minVariance: Portfolio.describe('The long-only, fully invested portfolio of least variance'),
  maxSharpe: Portfolio.nullable().describe('The tangency portfolio; null when no asset beats the risk-free rate'),
  frontier: z
    .array(z.object({ expectedReturn: z.number(), volatility: z.number().min(0), weights: Weights }))
    .min(30)
    .max(50)
    .describe('Efficient frontier from the min-variance to the max-return portfolio'),
});

export const OptimizeResponseSchema = z
  .object({
    currency: z.literal('ARS'),
    source: z.literal('data912'),
    disclaimer: z.string(),
    tickers: z.array(z.string()).describe('Normalised (upper case), in request order'),
    markets: z.record(z.string(), z.enum(MARKETS)),
    dates: z.array(z.iso.date()).describe('Ascending: the dates every series has within the window'),
    prices: z.record(z.string(), z.array(z.number().positive())).describe('Closes aligned to dates'),
    warnings: z.array(WarningSchema),
    analytics: AnalyticsSchema,
  })
  .meta({ id: 'OptimizeResponse', title: 'Optimizer result' });

export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;
export type OptimizeWarning = z.infer<typeof WarningSchema>;
export type Analytics = z.infer<typeof AnalyticsSchema>;

import { errorExamples, message, upstreamExamples } from '../../lib/discovery/openapi-examples.ts';

export const optimizeRequestExample = { tickers: ['GGAL', 'AL30'], riskFreeRate: 0, lookbackDays: 365 };

const frontier = Array.from({ length: 30 }, (_, k) => {
  const w = k / 29;
  return {
    expectedReturn: 0.35 + 0.3 * w,
    volatility: 0.25 + 0.2 * w * w,
    weights: { GGAL: w, AL30: 1 - w },
  };
});

export const optimizeResponseExample = {
  currency: 'ARS',
  source: 'data912',
  disclaimer: 'Educational illustration of mean-variance optimisation on historical prices. Not investment advice.',
  tickers: ['GGAL', 'AL30'],
  markets: { GGAL: 'stocks', AL30: 'bonds' },
  dates: ['2026-11-18', '2026-11-19', '2026-11-20'],
  prices: { GGAL: [6120, 6185.5, 6240], AL30: [88150, 88020, 88400] },
  adjustments: [],
  warnings: [],
  analytics: {
    periodsPerYear: 252,
    riskFreeRate: 0,
    covarianceMethod: 'sample',
    shrinkage: null,
    weightBounds: { min: 0, max: 1 },
    expectedReturns: { GGAL: 0.65, AL30: 0.35 },
    volatilities: { GGAL: 0.45, AL30: 0.25 },
    covariance: [
      [0.2025, 0.045],
      [0.045, 0.0625],
    ],
    minVariance: { weights: { GGAL: 0.1, AL30: 0.9 }, expectedReturn: 0.38, volatility: 0.245, sharpe: 1.55 },
    maxSharpe: { weights: { GGAL: 0.4, AL30: 0.6 }, expectedReturn: 0.47, volatility: 0.27, sharpe: 1.74 },
    frontier,
  },
  allocation: null,
};

/** The optimizer's errors, its upstream failures worded as data912's. */
export const optimizerErrorExamples = {
  ...errorExamples,
  invalid_request: message('invalid_request', 'tickers: give at least 2 tickers', [
    { path: 'tickers', message: 'give at least 2 tickers' },
  ]),
  unknown_tickers: message('unknown_tickers', 'Unknown or not ARS-quoted ticker(s): AL30D.', { unknown: ['AL30D'] }),
  insufficient_overlap: message(
    'insufficient_overlap',
    'The tickers share 12 trading days between 2026-08-24 and 2026-11-22; at least 30 are needed.',
    { commonDates: 12, required: 30, from: '2026-08-24', to: '2026-11-22' },
  ),
  optimization_failed: message('optimization_failed', 'The optimisation could not be completed for these series.'),
  ...upstreamExamples('The market-data provider', 'The market-data provider is rate-limiting requests.', 'Try again in 60 s.'),
};

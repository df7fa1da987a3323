import { errorExamples, message } from '../../lib/discovery/openapi-examples.ts';
import { UPSTREAM_CODES } from '../../lib/http/upstream.ts';
import { failureDetails, optimizerProblemWords, wordOptimizeFailure } from './core/failure-words.ts';
import { API_TERMS } from './core/handler.ts';
import type { OptimizeFailure } from './core/optimize.ts';
import { MIN_COMMON_DATES } from './core/schema.ts';
import { optimizerWordsIn } from './words.ts';

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

/** The API's problem words in English, the document's language. */
const words = optimizerProblemWords(optimizerWordsIn('en'));

/** The API's error for a failure, as its handler words it. */
function failureExample(failure: OptimizeFailure) {
  return message(failure.code, wordOptimizeFailure(failure, words, API_TERMS), failureDetails(failure, words, API_TERMS));
}

/** The optimizer's errors, each as the API says it. */
export const optimizerErrorExamples = {
  ...errorExamples,
  invalid_request: failureExample({ code: 'invalid_request', problems: [{ path: 'tickers', rule: 'min_items', limit: 2 }] }),
  unknown_tickers: failureExample({ code: 'unknown_tickers', tickers: ['AL30D'] }),
  insufficient_overlap: failureExample({
    code: 'insufficient_overlap',
    commonDates: 12,
    required: MIN_COMMON_DATES,
    from: '2026-08-24',
    to: '2026-11-22',
  }),
  optimization_failed: failureExample({ code: 'optimization_failed' }),
  ...Object.fromEntries([...new Set(Object.values(UPSTREAM_CODES))].map((code) => [code, failureExample({ code, retryAfterSeconds: 60 })])),
};

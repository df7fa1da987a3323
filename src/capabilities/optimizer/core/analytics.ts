import { annualisedCovariance, compoundAnnualGrowth, PERIODS_PER_YEAR, simpleReturns } from './statistics.ts';
import {
  efficientFrontier,
  maxSharpeWeights,
  minVarianceWeights,
  NO_BOUNDS,
  portfolioPerformance,
  type WeightBounds,
} from './markowitz.ts';
import type { Analytics, CovarianceMethod } from './schema.ts';
import { ledoitWolfCovariance } from './shrinkage.ts';

const FRONTIER_POINTS = 40;

type PortfolioSummary = NonNullable<Analytics['maxSharpe']>;

const named = (tickers: string[], values: number[]): Record<string, number> =>
  Object.fromEntries(tickers.map((ticker, i) => [ticker, values[i]!]));

/** How the covariance was estimated: the sample estimate has no shrinkage intensity. */
export interface CovarianceEstimate {
  method: CovarianceMethod;
  shrinkage: number | null;
}

/** Markowitz analytics from expected returns and a covariance matrix (both annualised), tickers in order. */
export function analyticsFromMoments(
  tickers: string[],
  mu: number[],
  cov: number[][],
  riskFreeRate: number,
  estimate: CovarianceEstimate = { method: 'sample', shrinkage: null },
  bounds: WeightBounds = NO_BOUNDS,
): Analytics {
  const summary = (weights: number[]): PortfolioSummary => ({
    weights: named(tickers, weights),
    ...portfolioPerformance(weights, mu, cov, riskFreeRate),
  });
  const tangency = maxSharpeWeights(mu, cov, riskFreeRate, bounds);
  return {
    periodsPerYear: PERIODS_PER_YEAR,
    riskFreeRate,
    covarianceMethod: estimate.method,
    shrinkage: estimate.shrinkage,
    weightBounds: { ...bounds },
    expectedReturns: named(tickers, mu),
    volatilities: named(
      tickers,
      cov.map((row, i) => Math.sqrt(row[i]!)),
    ),
    covariance: cov,
    minVariance: summary(minVarianceWeights(cov, bounds)),
    maxSharpe: tangency && summary(tangency),
    frontier: efficientFrontier(mu, cov, FRONTIER_POINTS, bounds).map((point) => ({ ...point, weights: named(tickers, point.weights) })),
  };
}

/** Analytics of aligned, gap-free close prices: prices[ticker index][date index]. */
export function portfolioAnalytics(
  tickers: string[],
  prices: number[][],
  riskFreeRate: number,
  method: CovarianceMethod = 'sample',
  bounds: WeightBounds = NO_BOUNDS,
): Analytics {
  const returns = simpleReturns(prices);
  const { covariance, shrinkage } =
    method === 'ledoit-wolf' ? ledoitWolfCovariance(returns) : { covariance: annualisedCovariance(returns), shrinkage: null };
  return analyticsFromMoments(tickers, compoundAnnualGrowth(returns), covariance, riskFreeRate, { method, shrinkage }, bounds);
}

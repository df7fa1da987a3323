import { describe, expect, it } from 'vitest';
import { analyticsFromMoments, portfolioAnalytics } from '../../../src/capabilities/optimizer/core/analytics.ts';
import { efficientReturnWeights, minVarianceWeights, portfolioPerformance } from '../../../src/capabilities/optimizer/core/markowitz.ts';
import { annualisedCovariance, compoundAnnualGrowth, simpleReturns } from '../../../src/capabilities/optimizer/core/statistics.ts';
import { loadPyPortfolioOptPrices } from '../../support/pypfopt-prices.ts';

// PyPortfolioOpt's own test expectations on its stock_prices.csv, with
// mu = mean_historical_return(df), S = sample_cov(df) (pairwise complete), rf = 0.02.
const MIN_VOLATILITY = [0.15056821399482578, 0.15915084514118694, 0.8204054077060996];
const MAX_SHARPE = [0.3047768672819914, 0.22165566922402932, 1.2847714127003216];

const { tickers, columns } = loadPyPortfolioOptPrices();
const returns = simpleReturns(columns);
const mu = compoundAnnualGrowth(returns);
const cov = annualisedCovariance(returns);
const analytics = analyticsFromMoments(tickers, mu, cov, 0.02);
const perf = (p: { expectedReturn: number; volatility: number; sharpe: number | null }) => [p.expectedReturn, p.volatility, p.sharpe!];
const weightsOf = (record: Record<string, number>) => tickers.map((ticker) => record[ticker]!);

function expectClose(actual: number[], expected: number[], tolerance: number) {
  actual.forEach((value, i) => {
    expect(Math.abs(value - expected[i]!), `component ${i}: ${value} vs ${expected[i]}`).toBeLessThan(tolerance);
  });
}

/** KKT for min wᵀΣw s.t. Σw = 1, [μᵀw = r], w ≥ 0: the gradient is equal on held assets and not lower on the others. */
function expectKkt(w: number[], gradient: number[], tolerance = 1e-7) {
  const held = gradient.filter((_, i) => w[i]! > 1e-6);
  const level = held[0]!;
  for (const g of held) expect(Math.abs(g - level)).toBeLessThan(tolerance);
  gradient.forEach((g, i) => {
    if (w[i]! <= 1e-6) expect(g).toBeGreaterThan(level - tolerance);
  });
}

describe('analytics against PyPortfolioOpt anchor numbers', () => {
  it('reproduces min_volatility() performance to 1e-6', () => {
    expectClose(perf(analytics.minVariance), MIN_VOLATILITY, 1e-6);
  });

  it('reproduces max_sharpe(risk_free_rate=0.02) performance to 1e-6', () => {
    expectClose(perf(analytics.maxSharpe!), MAX_SHARPE, 1e-6);
  });

  it('returns long-only, fully invested weights that satisfy the optimality (KKT) conditions', () => {
    for (const portfolio of [analytics.minVariance, analytics.maxSharpe!]) {
      const w = weightsOf(portfolio.weights);
      expect(w.every((value) => value >= 0 && value <= 1)).toBe(true);
      expect(Math.abs(w.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
    }
    const minW = weightsOf(analytics.minVariance.weights);
    expectKkt(
      minW,
      cov.map((row) => row.reduce((sum, value, j) => sum + value * minW[j]!, 0)),
    );
    // Tangency: Σw is proportional to the excess return on held assets.
    const tanW = weightsOf(analytics.maxSharpe!.weights);
    const ratios = cov.map((row, i) => row.reduce((sum, value, j) => sum + value * tanW[j]!, 0) / (mu[i]! - 0.02));
    expectKkt(
      tanW,
      ratios.map((r, i) => (mu[i]! > 0.02 ? r : Infinity)),
      1e-6,
    );
  });

  it('no frontier portfolio beats the maximum Sharpe ratio, and the frontier runs from min variance to max return', () => {
    const { frontier } = analytics;
    expect(frontier.length).toBeGreaterThanOrEqual(30);
    expect(frontier.length).toBeLessThanOrEqual(50);
    expect(frontier[0]!.expectedReturn).toBeCloseTo(MIN_VOLATILITY[0]!, 9);
    expect(frontier.at(-1)!.expectedReturn).toBeCloseTo(Math.max(...mu), 9);
    for (let k = 1; k < frontier.length; k++) {
      expect(frontier[k]!.expectedReturn).toBeGreaterThan(frontier[k - 1]!.expectedReturn);
      expect(frontier[k]!.volatility).toBeGreaterThanOrEqual(frontier[k - 1]!.volatility - 1e-12);
      expect((frontier[k]!.expectedReturn - 0.02) / frontier[k]!.volatility).toBeLessThanOrEqual(MAX_SHARPE[2]! + 1e-9);
    }
  });

  it('finds the least variance at a target return (efficient_return)', () => {
    const target = 0.25;
    const w = efficientReturnWeights(mu, cov, target);
    const p = portfolioPerformance(w, mu, cov, 0.02);
    expect(p.expectedReturn).toBeCloseTo(target, 10);
    // Any feasible mix with the min-variance portfolio at the same return has at least this variance.
    expect(p.volatility).toBeGreaterThan(perf(analytics.minVariance)[1]!);
  });

  it('reports volatilities as the square root of the covariance diagonal, and μ as CAGR over 252 periods', () => {
    for (const [i, ticker] of tickers.entries()) expect(analytics.volatilities[ticker]).toBe(Math.sqrt(cov[i]![i]!));
    const aapl = columns[tickers.indexOf('AAPL')]!;
    expect(analytics.expectedReturns.AAPL).toBeCloseTo((aapl.at(-1)! / aapl[0]!) ** (252 / (aapl.length - 1)) - 1, 12);
  });
});

describe('analytics on an aligned window', () => {
  it('agrees with the moment-based path on gap-free data (the last 2,000 rows of 5 full-history tickers)', () => {
    const chosen = ['AAPL', 'GE', 'WMT', 'XOM', 'JPM'];
    const prices = chosen.map((ticker) => columns[tickers.indexOf(ticker)]!.slice(-2000));
    const result = portfolioAnalytics(chosen, prices, 0);
    const r = simpleReturns(prices);
    const reference = analyticsFromMoments(chosen, compoundAnnualGrowth(r), annualisedCovariance(r), 0);
    expect(result).toEqual(reference);
    expect(result.minVariance.expectedReturn).toBeCloseTo(
      portfolioPerformance(minVarianceWeights(annualisedCovariance(r)), compoundAnnualGrowth(r), annualisedCovariance(r), 0).expectedReturn,
      12,
    );
  });

  it('returns maxSharpe null when no asset beats the risk-free rate', () => {
    const prices = [
      [100, 101, 100, 99, 98, 97],
      [50, 49, 50, 48, 47, 46],
    ];
    expect(portfolioAnalytics(['A', 'B'], prices, 0.05).maxSharpe).toBeNull();
  });

  it('handles perfectly correlated (singular covariance) series', () => {
    const base = Array.from({ length: 60 }, (_, t) => 100 * (1 + 0.01 * Math.sin(t)) * (1 + t / 500));
    const result = portfolioAnalytics(['A', 'B'], [base, base.map((p) => p * 2)], 0);
    const w = Object.values(result.minVariance.weights);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.frontier).toHaveLength(40);
  });
});

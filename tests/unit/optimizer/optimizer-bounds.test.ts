import { problemsOf } from '../../../src/lib/schema/problems.ts';
import { describe, expect, it } from 'vitest';
import {
  efficientFrontier,
  maxReturnWeights,
  maxSharpeWeights,
  minVarianceWeights,
} from '../../../src/capabilities/optimizer/core/markowitz.ts';
import { OptimizeRequestSchema } from '../../../src/capabilities/optimizer/core/schema.ts';
import { MAX_TICKERS } from '../../../src/capabilities/optimizer/core/limits.ts';

// Two uncorrelated assets, variances 0.04 and 0.01: the unbounded minimum-variance weights are
// (σ₂², σ₁²) / (σ₁² + σ₂²) = (0.2, 0.8).
const cov = [
  [0.04, 0],
  [0, 0.01],
];

describe('weight bounds, on hand-checked cases', () => {
  it('minimum variance: (0.2, 0.8) unbounded, (0.3, 0.7) under a 70 % cap, (0.25, 0.75) with a 25 % floor', () => {
    expect(minVarianceWeights(cov).map((w) => +w.toFixed(10))).toEqual([0.2, 0.8]);
    expect(minVarianceWeights(cov, { min: 0, max: 0.7 }).map((w) => +w.toFixed(10))).toEqual([0.3, 0.7]);
    expect(minVarianceWeights(cov, { min: 0.25, max: 1 }).map((w) => +w.toFixed(10))).toEqual([0.25, 0.75]);
  });

  it('maximum Sharpe: (1/3, 2/3) unbounded, (0.4, 0.6) under a 60 % cap', () => {
    // Equal variances 0.04, μ = (0.1, 0.2), r = 0: w ∝ Σ⁻¹μ = (2.5, 5).
    const equal = [
      [0.04, 0],
      [0, 0.04],
    ];
    const unbounded = maxSharpeWeights([0.1, 0.2], equal, 0)!;
    expect(unbounded[0]).toBeCloseTo(1 / 3, 9);
    expect(unbounded[1]).toBeCloseTo(2 / 3, 9);
    expect(maxSharpeWeights([0.1, 0.2], equal, 0, { min: 0, max: 0.6 })!.map((w) => +w.toFixed(9))).toEqual([0.4, 0.6]);
  });

  it('maximum Sharpe is null when no portfolio within the bounds beats the risk-free rate', () => {
    // The best reachable return under a 50 % cap is 0.5·0.1 + 0.5·0.02 = 0.06.
    expect(maxSharpeWeights([0.1, 0.02], cov, 0.07, { min: 0, max: 0.5 })).toBeNull();
    expect(maxSharpeWeights([0.1, 0.02], cov, 0.07)).not.toBeNull();
  });

  it('maximum return: every asset at its floor, the rest to the best returns up to the cap', () => {
    expect(maxReturnWeights([0.1, 0.3, 0.2], { min: 0.1, max: 0.5 }).map((w) => +w.toFixed(12))).toEqual([0.1, 0.5, 0.4]);
    expect(maxReturnWeights([0.1, 0.3, 0.2])).toEqual([0, 1, 0]);
  });

  it('keeps every frontier portfolio within the bounds, ending at the best reachable return', () => {
    const mu = [0.1, 0.3, 0.2];
    const three = [
      [0.04, 0.01, 0],
      [0.01, 0.09, 0.02],
      [0, 0.02, 0.0625],
    ];
    const bounds = { min: 0.1, max: 0.5 };
    const frontier = efficientFrontier(mu, three, 40, bounds);
    for (const point of frontier) {
      for (const w of point.weights) {
        expect(w).toBeGreaterThanOrEqual(bounds.min - 1e-9);
        expect(w).toBeLessThanOrEqual(bounds.max + 1e-9);
      }
      expect(point.weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 12);
    }
    expect(frontier.at(-1)!.expectedReturn).toBeCloseTo(0.1 * 0.1 + 0.5 * 0.3 + 0.4 * 0.2, 9);
  });
});

describe('feasibility of the requested bounds (400, as problems with their rule and numbers)', () => {
  const issues = (body: unknown) => {
    const parsed = OptimizeRequestSchema.safeParse(body, { reportInput: true });
    return parsed.success ? [] : problemsOf(parsed.error.issues);
  };
  const tickers = ['GGAL', 'AL30', 'AAPL'];

  it.each([
    [{ minWeight: 0.4 }, { path: 'minWeight', rule: 'min_weight_too_high', limit: 0.3333, params: { count: 3, value: 0.4, whole: 1 } }],
    [{ maxWeight: 0.3 }, { path: 'maxWeight', rule: 'max_weight_too_low', limit: 0.3334, params: { count: 3, value: 0.3, whole: 1 } }],
    [
      { minWeight: 0.3, maxWeight: 0.2 },
      { path: 'minWeight', rule: 'min_above_max', limit: 0.2, params: { value: 0.3 } },
    ],
    [{ maxWeight: 1.5 }, { path: 'maxWeight', rule: 'max', limit: 1 }],
    [{ minWeight: -0.1 }, { path: 'minWeight', rule: 'min', limit: 0 }],
  ])('%j', (bounds, problem) => {
    expect(issues({ tickers, ...bounds })).toEqual([problem]);
  });

  it('leaves the bounds alone while the count of tickers is itself the problem (none: no maxWeight of "at least Infinity")', () => {
    for (const count of [0, 1, MAX_TICKERS + 1]) {
      const few = Array.from({ length: count }, (_, i) => `T${i}`);
      const problems = issues({ tickers: few, minWeight: 0.6, maxWeight: 0.01 });
      expect(problems.map((problem) => problem.path)).toEqual(['tickers']);
    }
    // With a count it may have, the same bounds are the problem.
    expect(issues({ tickers, minWeight: 0.6, maxWeight: 0.01 }).map((problem) => problem.path)).toEqual(['minWeight']);
  });

  it('accepts bounds that exactly fill the portfolio', () => {
    expect(issues({ tickers: ['A', 'B', 'C', 'D'], minWeight: 0.25, maxWeight: 0.25 })).toEqual([]);
    expect(issues({ tickers, minWeight: 0, maxWeight: 0.5 })).toEqual([]);
  });
});

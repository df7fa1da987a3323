import { describe, expect, it } from 'vitest';
import { ledoitWolfCovariance } from '../../../src/capabilities/optimizer/core/shrinkage.ts';
import { simpleReturns } from '../../../src/capabilities/optimizer/core/statistics.ts';
import { loadPyPortfolioOptPrices } from '../../support/pypfopt-prices.ts';

const { tickers, columns } = loadPyPortfolioOptPrices();
const returns = simpleReturns(columns);
const { covariance, shrinkage } = ledoitWolfCovariance(returns);

/** Solves A x = b by Gaussian elimination with partial pivoting (the test's own, independent of the optimizer). */
function solve(A: number[][], b: number[]): number[] {
  const m = A.map((row, i) => [...row, b[i]!]);
  const n = b.length;
  for (let c = 0; c < n; c++) {
    const pivot = m.slice(c).reduce((best, row, k) => (Math.abs(row[c]!) > Math.abs(m[best]![c]!) ? c + k : best), c);
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = m[r]![n]!;
    for (let k = r + 1; k < n; k++) sum -= m[r]![k]! * x[k]!;
    x[r] = sum / m[r]![r]!;
  }
  return x;
}

describe("Ledoit–Wolf shrinkage, against PyPortfolioOpt's test prices", () => {
  it("reproduces PyPortfolioOpt's Black–Litterman test numbers, which are computed from CovarianceShrinkage(df).ledoit_wolf(), to 1e-6", () => {
    // tests/test_black_litterman.py::test_bl_returns_all_views: BlackLittermanModel(S, pi=ema_historical_return(df),
    // Q=0.1 for every asset).bl_returns(), asserted to 6 decimals. With P = I, τ = 0.05 and Ω = diag(τPΣPᵀ), the
    // posterior is π + Σ(Σ + diag Σ)⁻¹(Q − π), so every digit depends on the shrunk Σ.
    const published = [
      0.11168648, 0.16782938, 0.12516799, 0.24067997, 0.32848296, -0.22789895, 0.16311297, 0.11928542, 0.25414308, 0.11007738, 0.06282615,
      -0.03140218, -0.16977172, 0.05254821, -0.10463884, 0.32173375, 0.26399864, 0.1118594, 0.22999558, 0.08977448,
    ];
    // ema_historical_return: (1 + returns.ewm(span=500).mean().iloc[-1]) ** 252 − 1 (pandas: adjust=True, NaN skipped).
    const decay = 1 - 2 / (500 + 1);
    const pi = returns.map((series) => {
      let weighted = 0;
      let weights = 0;
      for (let t = series.length - 1, w = 1; t >= 0; t--, w *= decay) {
        if (Number.isNaN(series[t]!)) continue;
        weighted += w * series[t]!;
        weights += w;
      }
      return (1 + weighted / weights) ** 252 - 1;
    });
    const withDiagonal = covariance.map((row, i) => row.map((value, j) => (i === j ? 2 * value : value)));
    const z = solve(
      withDiagonal,
      pi.map((p) => 0.1 - p),
    );
    const posterior = pi.map((p, i) => p + covariance[i]!.reduce((sum, value, j) => sum + value * z[j]!, 0));
    for (const [i, value] of posterior.entries()) expect(Math.abs(value - published[i]!), tickers[i]).toBeLessThan(1e-6);
  });

  it('matches a line-by-line port of PyPortfolioOpt 1.5.6 and scikit-learn to 1e-12', () => {
    // From a pure-Python transcription of returns_from_prices, CovarianceShrinkage.ledoit_wolf and
    // sklearn.covariance.ledoit_wolf_shrinkage, the one that reproduces the test above.
    expect(returns[0]).toHaveLength(7125);
    expect(shrinkage).toBeCloseTo(0.006256103367537103, 12);
    const diagonal: Record<string, number> = {
      GOOG: 0.045528870018478634,
      AAPL: 0.20703745322378383,
      AMD: 0.3889155594532419,
      SBUX: 0.13905865022946762,
    };
    for (const [ticker, value] of Object.entries(diagonal))
      expect(covariance[tickers.indexOf(ticker)]![tickers.indexOf(ticker)]).toBeCloseTo(value, 12);
    expect(covariance[tickers.indexOf('GOOG')]![tickers.indexOf('AAPL')]).toBeCloseTo(0.022142793443999262, 12);
    expect(covariance.reduce((sum, row, i) => sum + row[i]!, 0)).toBeCloseTo(2.6465871485422494, 12);
  });

  it('is symmetric and positive definite, with an intensity between 0 and 1', () => {
    expect(shrinkage).toBeGreaterThan(0);
    expect(shrinkage).toBeLessThan(1);
    for (const [i, row] of covariance.entries()) for (const [j, value] of row.entries()) expect(value).toBe(covariance[j]![i]);
    // Cholesky succeeds only on a positive definite matrix.
    const L = covariance.map(() => new Array<number>(covariance.length).fill(0));
    for (let i = 0; i < covariance.length; i++) {
      for (let j = 0; j <= i; j++) {
        let sum = covariance[i]![j]!;
        for (let k = 0; k < j; k++) sum -= L[i]![k]! * L[j]![k]!;
        if (i === j) {
          expect(sum).toBeGreaterThan(0);
          L[i]![i] = Math.sqrt(sum);
        } else L[i]![j] = sum / L[j]![j]!;
      }
    }
  });
});

describe('Ledoit–Wolf on hand-checked cases', () => {
  it('leaves a sample matrix that is already a multiple of the identity as it is (δ = 0)', () => {
    // Two uncorrelated series of equal variance: S = μI already, so the target equals S and nothing changes.
    const a = [1, -1, 1, -1];
    const b = [1, 1, -1, -1];
    const { covariance: shrunk } = ledoitWolfCovariance([a, b], 1);
    expect(shrunk).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('pulls a strongly correlated pair towards the scaled identity', () => {
    const a = [0.01, -0.02, 0.015, -0.005, 0.02, -0.01];
    const b = a.map((r, t) => r * 0.9 + (t % 2 ? 0.001 : -0.001));
    const { covariance: shrunk, shrinkage: intensity } = ledoitWolfCovariance([a, b], 1);
    const n = a.length;
    const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / n;
    const sample = (x: number[], y: number[]) => x.reduce((s, v, t) => s + (v - mean(x)) * (y[t]! - mean(y)), 0) / n;
    const S = [
      [sample(a, a), sample(a, b)],
      [sample(b, a), sample(b, b)],
    ];
    const mu = (S[0]![0]! + S[1]![1]!) / 2;
    expect(intensity).toBeGreaterThan(0);
    expect(shrunk[0]![1]).toBeCloseTo((1 - intensity) * S[0]![1]!, 15);
    expect(shrunk[0]![0]).toBeCloseTo((1 - intensity) * S[0]![0]! + intensity * mu, 15);
  });
});

import { PERIODS_PER_YEAR } from './statistics.ts';

/**
 * Ledoit–Wolf shrinkage towards a scaled identity, as PyPortfolioOpt's
 * `CovarianceShrinkage(prices).ledoit_wolf()` computes it by default (target
 * "constant_variance", through scikit-learn's `ledoit_wolf`): missing returns count as 0,
 * returns are centred, the sample covariance S divides by n (not n − 1), and
 * shrunk = (1 − δ)·S + δ·(trace(S)/p)·I, annualised by the periods per year.
 * returns[asset][period]; δ is the shrinkage intensity.
 */
export function ledoitWolfCovariance(
  returns: number[][],
  periodsPerYear: number = PERIODS_PER_YEAR,
): { covariance: number[][]; shrinkage: number } {
  const p = returns.length;
  const n = returns[0]?.length ?? 0;
  const centred = returns.map((series) => {
    const values = series.map((r) => (Number.isNaN(r) ? 0 : r));
    const mean = values.reduce((sum, r) => sum + r, 0) / n;
    return values.map((r) => r - mean);
  });

  const S = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (let i = 0; i < p; i++) {
    for (let j = i; j < p; j++) {
      let sum = 0;
      for (let t = 0; t < n; t++) sum += centred[i]![t]! * centred[j]![t]!;
      S[i]![j] = S[j]![i] = sum / n;
    }
  }

  let trace = 0;
  for (let i = 0; i < p; i++) trace += S[i]![i]!;
  const mu = trace / p;
  let squaredSum = 0; // ‖S‖²_F
  for (const row of S) for (const value of row) squaredSum += value * value;
  let rowNormsSquared = 0; // Σ_t (Σ_i x_it²)²
  for (let t = 0; t < n; t++) {
    let norm = 0;
    for (let i = 0; i < p; i++) norm += centred[i]![t]! ** 2;
    rowNormsSquared += norm * norm;
  }
  const delta = (squaredSum - 2 * mu * trace + p * mu * mu) / p; // ‖S − μI‖²_F / p
  const beta = Math.min((rowNormsSquared / n - squaredSum) / (p * n), delta);
  const shrinkage = beta === 0 ? 0 : beta / delta;

  const covariance = S.map((row, i) => row.map((value, j) => ((1 - shrinkage) * value + (i === j ? shrinkage * mu : 0)) * periodsPerYear));
  return { covariance, shrinkage };
}

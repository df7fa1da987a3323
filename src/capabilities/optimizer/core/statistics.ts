/**
 * Return statistics in PyPortfolioOpt's conventions: simple returns, CAGR expected returns,
 * sample covariance (ddof 1), annualised by the number of periods per year.
 * Series are columns: series[asset][period]. NaN marks a missing value.
 */

export const PERIODS_PER_YEAR = 252 as const;

/** Simple returns p[t]/p[t−1] − 1 of each series; NaN where either price is missing. */
export function simpleReturns(prices: number[][]): number[][] {
  return prices.map((series) => {
    const returns = new Array<number>(Math.max(0, series.length - 1));
    for (let t = 1; t < series.length; t++) returns[t - 1] = series[t]! / series[t - 1]! - 1;
    return returns;
  });
}

/** Annualised compound growth: (Π(1 + r))^(periods / count) − 1 over the non-missing returns. */
export function compoundAnnualGrowth(returns: number[][], periodsPerYear = PERIODS_PER_YEAR): number[] {
  return returns.map((series) => {
    let growth = 1;
    let count = 0;
    for (const r of series) {
      if (Number.isNaN(r)) continue;
      growth *= 1 + r;
      count++;
    }
    return count === 0 ? Number.NaN : growth ** (periodsPerYear / count) - 1;
  });
}

/**
 * Sample covariance (ddof 1) × periods per year. Each pair uses the periods where both
 * series have a value (pairwise complete, like pandas' DataFrame.cov); for gap-free series
 * that is the plain sample covariance. Exactly symmetric.
 */
export function annualisedCovariance(returns: number[][], periodsPerYear = PERIODS_PER_YEAR): number[][] {
  const n = returns.length;
  const cov = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const complete = returns.every((series) => !series.some(Number.isNaN));
  if (complete) {
    const length = returns[0]?.length ?? 0;
    const centred = returns.map((series) => {
      const mean = series.reduce((sum, r) => sum + r, 0) / length;
      return series.map((r) => r - mean);
    });
    for (let i = 0; i < n; i++) {
      for (let j = i; j < n; j++) {
        const a = centred[i]!;
        const b = centred[j]!;
        let sum = 0;
        for (let t = 0; t < length; t++) sum += a[t]! * b[t]!;
        cov[i]![j] = cov[j]![i] = (sum / (length - 1)) * periodsPerYear;
      }
    }
    return cov;
  }
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) cov[i]![j] = cov[j]![i] = pairwiseCovariance(returns[i]!, returns[j]!) * periodsPerYear;
  }
  return cov;
}

function pairwiseCovariance(a: number[], b: number[]): number {
  let count = 0;
  let meanA = 0;
  let meanB = 0;
  for (let t = 0; t < a.length; t++) {
    if (Number.isNaN(a[t]!) || Number.isNaN(b[t]!)) continue;
    count++;
    meanA += a[t]!;
    meanB += b[t]!;
  }
  if (count < 2) return Number.NaN;
  meanA /= count;
  meanB /= count;
  let sum = 0;
  for (let t = 0; t < a.length; t++) {
    if (Number.isNaN(a[t]!) || Number.isNaN(b[t]!)) continue;
    sum += (a[t]! - meanA) * (b[t]! - meanB);
  }
  return sum / (count - 1);
}

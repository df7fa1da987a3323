import { QuadraticProgramError, solveQuadraticProgram, type QuadraticProgram } from './quadprog.ts';

/**
 * Fully invested mean-variance problems with every weight in [min, max] (long only: 0 ≤ min),
 * as PyPortfolioOpt's EfficientFrontier poses them with weight_bounds=(min, max); the
 * default is its default, (0, 1).
 */

export interface WeightBounds {
  min: number;
  max: number;
}

export const NO_BOUNDS: WeightBounds = { min: 0, max: 1 };

export interface Performance {
  expectedReturn: number;
  volatility: number;
  /** (return − risk-free rate) / volatility; null when the volatility is zero. */
  sharpe: number | null;
}

const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
const quadraticForm = (w: number[], cov: number[][]) => w.reduce((sum, wi, i) => sum + wi * dot(cov[i]!, w), 0);
const unit = (n: number, i: number) => Array.from({ length: n }, (_, j) => (j === i ? 1 : 0));

export function portfolioPerformance(weights: number[], mu: number[], cov: number[][], riskFreeRate: number): Performance {
  const expectedReturn = dot(weights, mu);
  const volatility = Math.sqrt(Math.max(0, quadraticForm(weights, cov)));
  return { expectedReturn, volatility, sharpe: volatility > 0 ? (expectedReturn - riskFreeRate) / volatility : null };
}

/** Solves with Σ; if Σ is only semi-definite (e.g. two identical series), with a ridge too small to move the answer. */
function solveWithRidge(problem: QuadraticProgram): number[] {
  try {
    return solveQuadraticProgram(problem);
  } catch (error) {
    if (!(error instanceof QuadraticProgramError) || error.reason !== 'not_positive_definite') throw error;
    const scale = problem.D.reduce((sum, row, i) => sum + Math.abs(row[i]!), 0) / problem.D.length || 1;
    const D = problem.D.map((row, i) => row.map((value, j) => (i === j ? value + scale * 1e-10 : value)));
    return solveQuadraticProgram({ ...problem, D });
  }
}

/** Clears solver round-off (−1e−17 and the like) so weights lie in [0, 1] and sum to exactly 1. */
function tidy(weights: number[]): number[] {
  const clipped = weights.map((w) => Math.min(1, Math.max(0, w)));
  const total = clipped.reduce((sum, w) => sum + w, 0);
  return clipped.map((w) => w / total);
}

/** min ≤ wᵢ ≤ max for every i; a max of 1 or more adds nothing to full investment. */
const bounded = (n: number, { min, max }: WeightBounds) => [
  ...Array.from({ length: n }, (_, i) => ({ a: unit(n, i), b: min })),
  ...(max < 1 ? Array.from({ length: n }, (_, i) => ({ a: unit(n, i).map((v) => -v), b: -max })) : []),
];
const fullyInvested = (n: number) => ({ a: new Array<number>(n).fill(1), b: 1 });

export function minVarianceWeights(cov: number[][], bounds: WeightBounds = NO_BOUNDS): number[] {
  const n = cov.length;
  return tidy(solveWithRidge({ D: cov, d: new Array(n).fill(0), equalities: [fullyInvested(n)], inequalities: bounded(n, bounds) }));
}

/** The least-variance portfolio with expected return `target` (between the min-variance return and the highest reachable). */
export function efficientReturnWeights(mu: number[], cov: number[][], target: number, bounds: WeightBounds = NO_BOUNDS): number[] {
  const n = cov.length;
  return tidy(
    solveWithRidge({
      D: cov,
      d: new Array(n).fill(0),
      equalities: [fullyInvested(n), { a: mu, b: target }],
      inequalities: bounded(n, bounds),
    }),
  );
}

/** The highest-return portfolio within the bounds: every asset at its minimum, the rest to the best returns, each up to its maximum. */
export function maxReturnWeights(mu: number[], { min, max }: WeightBounds = NO_BOUNDS): number[] {
  const weights = mu.map(() => min);
  let left = 1 - min * mu.length;
  for (const i of mu.map((_, i) => i).sort((a, b) => mu[b]! - mu[a]!)) {
    const add = Math.min(left, Math.min(max, 1) - min);
    weights[i]! += add;
    left -= add;
  }
  return weights;
}

/**
 * The tangency portfolio, by PyPortfolioOpt's change of variables: minimise yᵀΣy subject
 * to (μ − r)ᵀy = 1 and min·k ≤ yᵢ ≤ max·k with k = Σy, then w = y / k. Null when no
 * portfolio within the bounds beats the risk-free rate.
 */
export function maxSharpeWeights(mu: number[], cov: number[][], riskFreeRate: number, bounds: WeightBounds = NO_BOUNDS): number[] | null {
  const n = cov.length;
  const excess = mu.map((m) => m - riskFreeRate);
  if (dot(maxReturnWeights(mu, bounds), excess) <= 0) return null;
  const scaled = (i: number, factor: number, sign: number) => ({ a: unit(n, i).map((v) => sign * (v - factor)), b: 0 });
  const inequalities = [
    ...Array.from({ length: n }, (_, i) => scaled(i, bounds.min, 1)),
    ...(bounds.max < 1 ? Array.from({ length: n }, (_, i) => scaled(i, bounds.max, -1)) : []),
  ];
  try {
    const y = solveWithRidge({ D: cov, d: new Array(n).fill(0), equalities: [{ a: excess, b: 1 }], inequalities });
    const total = y.reduce((sum, value) => sum + value, 0);
    return tidy(y.map((value) => value / total));
  } catch (error) {
    if (error instanceof QuadraticProgramError && error.reason === 'infeasible') return null;
    throw error;
  }
}

export interface FrontierPoint {
  expectedReturn: number;
  volatility: number;
  weights: number[];
}

/** `points` portfolios from the minimum-variance portfolio to the maximum-return one, evenly spaced in return. */
export function efficientFrontier(mu: number[], cov: number[][], points = 40, bounds: WeightBounds = NO_BOUNDS): FrontierPoint[] {
  const start = minVarianceWeights(cov, bounds);
  const low = dot(start, mu);
  const best = maxReturnWeights(mu, bounds);
  const high = dot(best, mu);
  const frontier: FrontierPoint[] = [];
  for (let k = 0; k < points; k++) {
    let weights: number[];
    if (k === 0 || high - low <= 1e-12) weights = start;
    else {
      const target = k === points - 1 ? high : low + ((high - low) * k) / (points - 1);
      try {
        weights = efficientReturnWeights(mu, cov, target, bounds);
      } catch (error) {
        if (!(error instanceof QuadraticProgramError) || k !== points - 1) throw error;
        weights = best; // the end point, where round-off can make the target unreachable
      }
    }
    const { expectedReturn, volatility } = portfolioPerformance(weights, mu, cov, 0);
    frontier.push({ expectedReturn, volatility, weights });
  }
  return frontier;
}

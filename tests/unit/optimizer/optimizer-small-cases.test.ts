import { describe, expect, it } from 'vitest';
import {
  efficientFrontier,
  efficientReturnWeights,
  maxSharpeWeights,
  minVarianceWeights,
  portfolioPerformance,
} from '../../../src/capabilities/optimizer/core/markowitz.ts';
import { QuadraticProgramError, solveQuadraticProgram } from '../../../src/capabilities/optimizer/core/quadprog.ts';

const expectCloseTo = (actual: number[], expected: number[], digits = 10) => {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of actual.entries()) expect(value, `component ${i}`).toBeCloseTo(expected[i]!, digits);
};

/** The QuadraticProgramError reason thrown by `run`. */
const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(QuadraticProgramError);
    return (error as QuadraticProgramError).reason;
  }
  throw new Error('expected a QuadraticProgramError');
};

describe('solveQuadraticProgram', () => {
  it('finds the unconstrained minimum D⁻¹d', () => {
    expectCloseTo(
      solveQuadraticProgram({
        D: [
          [2, 0],
          [0, 4],
        ],
        d: [2, 4],
      }),
      [1, 1],
    );
  });

  it('respects an equality constraint', () => {
    // min ½(x₁² + x₂²) s.t. x₁ + x₂ = 1 → the midpoint.
    expectCloseTo(
      solveQuadraticProgram({
        D: [
          [1, 0],
          [0, 1],
        ],
        d: [0, 0],
        equalities: [{ a: [1, 1], b: 1 }],
      }),
      [0.5, 0.5],
    );
  });

  it('respects an active inequality constraint', () => {
    // min ½‖x‖² + x₁ has x₁ = −1 unconstrained; with x₁ ≥ 0 it stops at the bound.
    const x = solveQuadraticProgram({
      D: [
        [1, 0],
        [0, 1],
      ],
      d: [-1, 0],
      inequalities: [{ a: [1, 0], b: 0 }],
    });
    expectCloseTo(x, [0, 0]);
    // An inactive inequality changes nothing.
    expectCloseTo(
      solveQuadraticProgram({
        D: [
          [1, 0],
          [0, 1],
        ],
        d: [-1, 0],
        inequalities: [{ a: [1, 0], b: -5 }],
      }),
      [-1, 0],
    );
  });

  it('reports inconsistent constraints as infeasible', () => {
    const problem = {
      D: [
        [1, 0],
        [0, 1],
      ],
      d: [0, 0],
      equalities: [{ a: [1, 1], b: 1 }],
      inequalities: [
        { a: [1, 0], b: 2 },
        { a: [0, 1], b: 2 },
      ],
    };
    expect(reasonOf(() => solveQuadraticProgram(problem))).toBe('infeasible');
  });

  it('reports a singular or indefinite D as not positive definite', () => {
    expect(
      reasonOf(() =>
        solveQuadraticProgram({
          D: [
            [1, 1],
            [1, 1],
          ],
          d: [0, 0],
        }),
      ),
    ).toBe('not_positive_definite');
    expect(
      reasonOf(() =>
        solveQuadraticProgram({
          D: [
            [-1, 0],
            [0, 1],
          ],
          d: [0, 0],
        }),
      ),
    ).toBe('not_positive_definite');
  });

  it('reports mismatched dimensions and non-finite solutions as invalid', () => {
    expect(
      reasonOf(() =>
        solveQuadraticProgram({
          D: [
            [1, 0],
            [0, 1],
          ],
          d: [0, 0, 0],
        }),
      ),
    ).toBe('invalid');
    expect(
      reasonOf(() =>
        solveQuadraticProgram({
          D: [
            [1, 0],
            [0, 1],
          ],
          d: [Number.NaN, 0],
        }),
      ),
    ).toBe('invalid');
  });

  it('names the error and keeps the solver message', () => {
    try {
      solveQuadraticProgram({
        D: [
          [0, 0],
          [0, 0],
        ],
        d: [0, 0],
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'QuadraticProgramError', message: expect.stringContaining('positive definite') });
    }
  });
});

describe('minVarianceWeights', () => {
  it('weights uncorrelated assets in proportion to 1/σ²', () => {
    // σ² = 0.04 and 0.01 → 1/σ² = 25 and 100 → 0.2 and 0.8.
    expectCloseTo(
      minVarianceWeights([
        [0.04, 0],
        [0, 0.01],
      ]),
      [0.2, 0.8],
    );
    // σ² = 0.01, 0.02, 0.04 → 100 : 50 : 25 → 4/7, 2/7, 1/7.
    expectCloseTo(
      minVarianceWeights([
        [0.01, 0, 0],
        [0, 0.02, 0],
        [0, 0, 0.04],
      ]),
      [4 / 7, 2 / 7, 1 / 7],
    );
  });

  it('matches the closed form for two correlated assets', () => {
    // w₁ = (σ₂² − σ₁₂) / (σ₁² + σ₂² − 2σ₁₂) = (0.09 − 0.02) / (0.04 + 0.09 − 0.04) = 7/9.
    expectCloseTo(
      minVarianceWeights([
        [0.04, 0.02],
        [0.02, 0.09],
      ]),
      [7 / 9, 2 / 9],
    );
  });

  it('puts everything in the safer asset when the closed form would short the other', () => {
    // Unconstrained w₁ = (0.09 − 0.055) / (0.04 + 0.09 − 0.11) = 1.75 > 1: long-only clips it to 1.
    expect(
      minVarianceWeights([
        [0.04, 0.055],
        [0.055, 0.09],
      ]),
    ).toEqual([1, 0]);
  });

  it('solves identical series (a singular covariance) with the ridge: any full split has the least variance', () => {
    // 0.0625 = 2⁻⁴ keeps the matrix exactly singular (with 0.04, round-off makes it look positive definite).
    const cov = [
      [0.0625, 0.0625],
      [0.0625, 0.0625],
    ];
    expect(reasonOf(() => solveQuadraticProgram({ D: cov, d: [0, 0], equalities: [{ a: [1, 1], b: 1 }] }))).toBe('not_positive_definite');
    const w = minVarianceWeights(cov);
    expect(w.every((value) => value >= 0 && value <= 1)).toBe(true);
    expect(w[0]! + w[1]!).toBe(1);
    expect(portfolioPerformance(w, [0, 0], cov, 0).volatility).toBeCloseTo(0.25, 9);
    expectCloseTo(w, [0.5, 0.5], 5);
  });

  it('copes with an all-zero covariance (riskless assets)', () => {
    const w = minVarianceWeights([
      [0, 0],
      [0, 0],
    ]);
    expectCloseTo(w, [0.5, 0.5], 6);
    expect(w.every((value) => value >= 0 && value <= 1)).toBe(true);
  });

  it('propagates a covariance that no ridge can fix', () => {
    expect(
      reasonOf(() =>
        minVarianceWeights([
          [-0.04, 0],
          [0, 0.01],
        ]),
      ),
    ).toBe('not_positive_definite');
  });
});

describe('maxSharpeWeights', () => {
  it('weights uncorrelated assets in proportion to excess return / σ²', () => {
    // (0.1 / 0.04) : (0.2 / 0.09) = 2.5 : 20/9 → 9/17 and 8/17.
    expectCloseTo(
      maxSharpeWeights(
        [0.1, 0.2],
        [
          [0.04, 0],
          [0, 0.09],
        ],
        0,
      )!,
      [9 / 17, 8 / 17],
    );
    // With r = 0.05: (0.05 / 0.04) : (0.15 / 0.09) = 1.25 : 5/3 → 3/7 and 4/7.
    expectCloseTo(
      maxSharpeWeights(
        [0.1, 0.2],
        [
          [0.04, 0],
          [0, 0.09],
        ],
        0.05,
      )!,
      [3 / 7, 4 / 7],
    );
  });

  it('holds nothing of an asset that does not beat the risk-free rate', () => {
    expect(
      maxSharpeWeights(
        [0.1, 0.01],
        [
          [0.04, 0],
          [0, 0.01],
        ],
        0.05,
      ),
    ).toEqual([1, 0]);
  });

  it('returns null when no asset beats the risk-free rate', () => {
    expect(
      maxSharpeWeights(
        [0.03, 0.05],
        [
          [0.04, 0],
          [0, 0.09],
        ],
        0.05,
      ),
    ).toBeNull();
    expect(
      maxSharpeWeights(
        [-0.1, -0.2],
        [
          [0.04, 0],
          [0, 0.09],
        ],
        0,
      ),
    ).toBeNull();
  });

  it('returns null when the only excess return is too small for the solver to scale to 1', () => {
    expect(
      maxSharpeWeights(
        [1e-12, -1],
        [
          [1, 0],
          [0, 1],
        ],
        0,
      ),
    ).toBeNull();
  });

  it('propagates a covariance that no ridge can fix', () => {
    expect(
      reasonOf(() =>
        maxSharpeWeights(
          [0.1, 0.2],
          [
            [-1, 0],
            [0, -1],
          ],
          0,
        ),
      ),
    ).toBe('not_positive_definite');
  });

  it('has a Sharpe ratio no other mix beats', () => {
    const mu = [0.12, 0.18, 0.08];
    const cov = [
      [0.04, 0.01, 0],
      [0.01, 0.09, 0.02],
      [0, 0.02, 0.02],
    ];
    const best = portfolioPerformance(maxSharpeWeights(mu, cov, 0.03)!, mu, cov, 0.03).sharpe!;
    for (let a = 0; a <= 10; a++) {
      for (let b = 0; a + b <= 10; b++) {
        const sharpe = portfolioPerformance([a / 10, b / 10, (10 - a - b) / 10], mu, cov, 0.03).sharpe!;
        expect(sharpe).toBeLessThanOrEqual(best + 1e-12);
      }
    }
  });
});

describe('portfolioPerformance', () => {
  it('computes return, volatility and Sharpe ratio', () => {
    const p = portfolioPerformance(
      [0.5, 0.5],
      [0.1, 0.2],
      [
        [0.04, 0],
        [0, 0.09],
      ],
      0.05,
    );
    expect(p.expectedReturn).toBeCloseTo(0.15, 12);
    expect(p.volatility).toBeCloseTo(Math.sqrt(0.0325), 12);
    expect(p.sharpe).toBeCloseTo(0.1 / Math.sqrt(0.0325), 12);
  });

  it('has a null Sharpe ratio at zero volatility', () => {
    expect(
      portfolioPerformance(
        [1, 0],
        [0.1, 0.2],
        [
          [0, 0],
          [0, 0.09],
        ],
        0,
      ),
    ).toEqual({ expectedReturn: 0.1, volatility: 0, sharpe: null });
  });
});

describe('efficientReturnWeights and efficientFrontier', () => {
  it('finds the least-variance mix with a target return', () => {
    // Uncorrelated, target 0.15 between μ = 0.1 and 0.2: the constraint fixes w = (0.5, 0.5).
    expectCloseTo(
      efficientReturnWeights(
        [0.1, 0.2],
        [
          [0.04, 0],
          [0, 0.09],
        ],
        0.15,
      ),
      [0.5, 0.5],
    );
  });

  it('reports a target above every expected return as infeasible', () => {
    expect(
      reasonOf(() =>
        efficientReturnWeights(
          [0.1, 0.2],
          [
            [0.04, 0],
            [0, 0.09],
          ],
          0.3,
        ),
      ),
    ).toBe('infeasible');
  });

  it('runs from the min-variance portfolio to the max-return asset, evenly spaced in return', () => {
    const mu = [0.1, 0.2];
    const cov = [
      [0.04, 0],
      [0, 0.09],
    ];
    const frontier = efficientFrontier(mu, cov, 5);
    expect(frontier).toHaveLength(5);
    // Min variance: 1/σ² = 25 : 11.1 → 9/13 and 4/13.
    expectCloseTo(frontier[0]!.weights, [9 / 13, 4 / 13]);
    const low = 0.1 * (9 / 13) + 0.2 * (4 / 13);
    for (const [k, point] of frontier.entries()) expect(point.expectedReturn).toBeCloseTo(low + ((0.2 - low) * k) / 4, 10);
    expectCloseTo(frontier[4]!.weights, [0, 1]);
    expect(frontier[4]!.volatility).toBeCloseTo(0.3, 10);
  });

  it('repeats the min-variance portfolio when every asset has the same expected return', () => {
    const frontier = efficientFrontier(
      [0.1, 0.1],
      [
        [0.04, 0],
        [0, 0.01],
      ],
      4,
    );
    expect(frontier).toHaveLength(4);
    for (const point of frontier) expectCloseTo(point.weights, [0.2, 0.8]);
  });

  it('ends all in the highest-return asset when the solver cannot reach that return exactly', () => {
    const mu = [-0.04115724244208879, 0.0702262758138712, 0.0930176037331194, 0.1468659425372565];
    const cov = [
      [0.3120901331066564, -0.05542830688368207, 0.042453946373330734, 0.06706480101063667],
      [-0.05542830688368207, 0.23134361525005026, -0.18240146814973565, 0.03625479388289721],
      [0.042453946373330734, -0.18240146814973565, 0.22477027527692156, -0.07001471846792794],
      [0.06706480101063667, 0.03625479388289721, -0.07001471846792794, 0.0486938005164855],
    ];
    // Round-off makes the exact maximum look infeasible to the solver.
    expect(reasonOf(() => efficientReturnWeights(mu, cov, Math.max(...mu)))).toBe('infeasible');
    const frontier = efficientFrontier(mu, cov, 5);
    expect(frontier.at(-1)!.weights).toEqual([0, 0, 0, 1]);
    expect(frontier.at(-1)!.expectedReturn).toBe(mu[3]);
    expect(frontier.at(-1)!.volatility).toBeCloseTo(Math.sqrt(cov[3]![3]!), 12);
    for (let k = 1; k < frontier.length; k++) expect(frontier[k]!.expectedReturn).toBeGreaterThan(frontier[k - 1]!.expectedReturn);
  });
});

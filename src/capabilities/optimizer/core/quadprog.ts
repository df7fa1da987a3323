import { solveQP } from 'quadprog';

/** A linear constraint a·x (= or ≥) b. */
interface LinearConstraint {
  a: number[];
  b: number;
}

export interface QuadraticProgram {
  /** Symmetric positive-definite matrix D of ½ xᵀDx − dᵀx. */
  D: number[][];
  d: number[];
  equalities?: LinearConstraint[];
  inequalities?: LinearConstraint[];
}

export class QuadraticProgramError extends Error {
  readonly reason: 'infeasible' | 'not_positive_definite' | 'invalid';

  constructor(reason: QuadraticProgramError['reason'], message: string) {
    super(message);
    this.name = 'QuadraticProgramError';
    this.reason = reason;
  }
}

const oneIndexed = (values: number[]) => [0, ...values];

/**
 * Minimises ½ xᵀDx − dᵀx subject to the constraints, with the Goldfarb–Idnani dual
 * method of the `quadprog` package (a port of R's quadprog). Zero-indexed in and out.
 */
export function solveQuadraticProgram({ D, d, equalities = [], inequalities = [] }: QuadraticProgram): number[] {
  const n = d.length;
  const constraints = [...equalities, ...inequalities];
  // quadprog factorises D in place and reads Amat column by column: A[i][j] is variable i of constraint j.
  const Dmat = [[], ...D.map((row) => oneIndexed(row))];
  const Amat = [[], ...Array.from({ length: n }, (_, i) => oneIndexed(constraints.map((constraint) => constraint.a[i]!)))];
  const bvec = oneIndexed(constraints.map((constraint) => constraint.b));
  const result = solveQP(Dmat as number[][], oneIndexed(d), Amat as number[][], bvec, equalities.length);
  if (result.message) {
    if (result.message.includes('inconsistent')) throw new QuadraticProgramError('infeasible', result.message);
    if (result.message.includes('positive definite')) throw new QuadraticProgramError('not_positive_definite', result.message);
    throw new QuadraticProgramError('invalid', result.message);
  }
  const solution = result.solution.slice(1);
  if (solution.length !== n || solution.some((value) => !Number.isFinite(value))) {
    throw new QuadraticProgramError('invalid', 'quadprog returned a non-finite solution');
  }
  return solution;
}

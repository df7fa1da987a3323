declare module 'quadprog' {
  /** R's quadprog::solve.QP ported to JavaScript; every array is 1-indexed (index 0 unused). */
  export function solveQP(
    Dmat: number[][],
    dvec: number[],
    Amat: number[][],
    bvec: number[],
    meq?: number,
    factorized?: number[],
  ): { solution: number[]; value: number[]; unconstrained_solution: number[]; iterations: number[]; iact: number[]; message: string };
}

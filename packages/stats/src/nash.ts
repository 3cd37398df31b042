// The metagame: which deck to bring, as the symmetric zero-sum game of a matchup matrix, solved as an LP.
//
// M[i][j] is deck i's win rate against deck j (½ on the diagonal). Bringing i against j pays M[i][j]; the
// game is symmetric (M[j][i] = 1 − M[i][j]), so its value is ½ and an equilibrium mix x maximizes the
// worst-case expected win rate min_j Σ_i x_i M[i][j]. With payoffs shifted to M + 1 > 0 this is the
// classic LP: minimize Σ u_i subject to Σ_i u_i (M[i][j] + 1) ≥ 1 for every j, u ≥ 0; then x = u / Σu.
// The LP is solved by YALPS (a maintained simplex solver from npm). When several equilibria exist the
// solver returns one vertex of the set: weights then say "a deck the equilibrium may use", not "the" mix.
import { solve, type Model } from 'yalps';

export interface NashResult {
  /** Equilibrium probability of bringing each deck (sums to 1). */
  readonly weights: number[];
  /** The game's value: the equilibrium's worst-case win rate (½ for a consistent symmetric matrix). */
  readonly value: number;
  /** Each deck's expected win rate against the equilibrium mix (at most the value, equal on the support). */
  readonly against: number[];
}

/** Maximin mixed strategy of the row player for win-rate matrix M (rows: the deck brought). */
export function nashEquilibrium(M: readonly (readonly number[])[]): NashResult {
  const n = M.length;
  if (n === 0) return { weights: [], value: NaN, against: [] };
  for (const row of M) {
    if (row.length !== n || row.some((v) => !Number.isFinite(v)))
      throw new Error('nashEquilibrium needs a full square matrix of finite win rates');
  }
  const constraints: Record<string, { min: number }> = {};
  for (let j = 0; j < n; j++) constraints[`c${j}`] = { min: 1 };
  const variables: Record<string, Record<string, number>> = {};
  for (let i = 0; i < n; i++) {
    const coef: Record<string, number> = { total: 1 };
    for (let j = 0; j < n; j++) coef[`c${j}`] = M[i]![j]! + 1;
    variables[`u${i}`] = coef;
  }
  const model: Model = { direction: 'minimize', objective: 'total', constraints, variables };
  const sol = solve(model, { precision: 1e-12 });
  if (sol.status !== 'optimal') throw new Error(`the metagame LP did not solve (${sol.status})`);
  const u = new Array<number>(n).fill(0);
  for (const [name, val] of sol.variables) u[Number(name.slice(1))] = val;
  const total = u.reduce((x, y) => x + y, 0);
  const weights = u.map((x) => x / total);
  const against = M.map((_, i) => {
    let s = 0;
    for (let j = 0; j < n; j++) s += weights[j]! * M[i]![j]!;
    return s;
  });
  return { weights, value: 1 / total - 1, against };
}

/** Each deck's expected win rate against a field with the given shares (normalized to sum 1). */
export function fieldWinRates(M: readonly (readonly number[])[], shares: readonly number[]): number[] {
  const total = shares.reduce((x, y) => x + y, 0);
  return M.map((row) => row.reduce((s, m, j) => s + (m * shares[j]!) / total, 0));
}

// Paired games: the pentanomial of pair scores, the score with its pair-aware 95% interval, and Elo.
//
// A pair is one deal played twice with the agents' (or decks') seats swapped; its score for A is 0, ½, 1, 1½
// or 2 game points. Pairs are independent; the two games of a pair are not (they share the deal), so the
// interval is computed over pairs (clustered.ts): the Wilson interval at the pairs' effective sample size, with
// the t quantile on pairs − 1 degrees of freedom, which keeps a handful of pairs honest.
import { ClusterSums, clusteredRate } from './clustered.js';
import { scoreToElo } from './elo.js';

/** Pair counts by A's points in the pair: index k holds pairs where A scored k/2 points (0, ½, 1, 1½, 2). */
export type Pentanomial = [number, number, number, number, number];

export function emptyPentanomial(): Pentanomial {
  return [0, 0, 0, 0, 0];
}

/** Index into a Pentanomial of a pair where A scored `points` (0..2 in steps of ½). */
export function pentaIndex(points: number): number {
  const k = Math.round(points * 2);
  if (k < 0 || k > 4 || Math.abs(points * 2 - k) > 1e-9) throw new RangeError(`pair points must be 0, 0.5, 1, 1.5 or 2; got ${points}`);
  return k;
}

/** The pentanomial as clustered sums (each pair a cluster of two games). */
export function pentaSums(penta: Pentanomial): ClusterSums {
  const s = new ClusterSums();
  for (let k = 0; k < 5; k++) {
    const c = penta[k]!;
    if (c === 0) continue;
    const y = k / 2;
    s.clusters += c;
    s.y += c * y;
    s.n += 2 * c;
    s.yy += c * y * y;
    s.yn += c * y * 2;
    s.nn += c * 4;
  }
  return s;
}

/** Below this many pairs an interval rests on the t quantile and little data: the reports say so. */
export const SMALL_PAIRS = 20;

export interface PairSummary {
  readonly pairs: number;
  readonly games: number;
  /** A's mean score per game, in [0, 1]. */
  readonly score: number;
  /** Pair-aware 95% interval of the score (Wilson at the effective sample size, t quantile on pairs − 1). */
  readonly low: number;
  readonly high: number;
  /** `pairs` for the pair-aware interval (the only method; kept for the CSV column `interval`). */
  readonly method: 'pairs';
  /** Fewer than SMALL_PAIRS pairs: the interval is wide by design and approximate. */
  readonly small: boolean;
  /** Estimated correlation of A's two results in a pair (NaN when undefined). */
  readonly rho: number;
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
  /** Pairs A won twice (2 points) / scored ½ to 1½ points in / lost twice (0 points). */
  readonly bothWins: number;
  readonly splits: number;
  readonly bothLosses: number;
  readonly penta: Pentanomial;
}

/** Score and Elo with pair-aware 95% intervals from a pentanomial (0 pairs: score ½, interval [0, 1]). */
export function summarizePairs(penta: Pentanomial): PairSummary {
  const sums = pentaSums(penta);
  const pairs = sums.clusters;
  const r = pairs > 0 ? clusteredRate(sums) : undefined;
  const score = r ? r.rate : 0.5;
  const low = r ? r.low : 0;
  const high = r ? r.high : 1;
  return {
    pairs,
    games: 2 * pairs,
    score,
    low,
    high,
    method: 'pairs',
    small: pairs < SMALL_PAIRS,
    rho: r ? r.rho : NaN,
    elo: scoreToElo(score),
    eloLow: scoreToElo(low),
    eloHigh: scoreToElo(high),
    bothWins: penta[4],
    splits: penta[1] + penta[2] + penta[3],
    bothLosses: penta[0],
    penta: [...penta] as Pentanomial,
  };
}

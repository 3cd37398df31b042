// Statistics of paired games: the pentanomial of pair scores, the score with a 95% interval, and Elo.
//
// A pair is one deal played twice with the agents' seats swapped; its score for A is 0, ½, 1, 1½ or 2 game
// points. Pairs are independent; the two games of a pair are not (the deal is shared), so the variance is
// taken over pair scores, not games — that is what makes paired testing sharper than counting games.
import { wilson, Z95 } from '@tcglab/core';
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

export interface PairSummary {
  readonly pairs: number;
  readonly games: number;
  /** A's mean score per game, in [0, 1]. */
  readonly score: number;
  /** 95% interval of the score. */
  readonly low: number;
  readonly high: number;
  /** How the interval was computed: `pairs` (normal, pair-score variance) or `wilson` (degenerate variance). */
  readonly method: 'pairs' | 'wilson';
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
  /** Pairs A won twice (2 points) / scored ½ to 1½ points in / lost twice (0 points). */
  readonly bothWins: number;
  readonly splits: number;
  readonly bothLosses: number;
  readonly penta: Pentanomial;
}

/**
 * Score and Elo with 95% intervals from a pentanomial. The interval is mean ± z·sd/√pairs over per-pair
 * scores (each pair's score is its points / 2). When every pair scored the same (zero sample variance, e.g.
 * 10 pairs all won twice), the normal interval would have zero width; the Wilson interval over games is used
 * instead (wider and honest: it ignores the pairing).
 */
export function summarizePairs(penta: Pentanomial, z = Z95): PairSummary {
  const pairs = penta.reduce((a, b) => a + b, 0);
  const games = 2 * pairs;
  let sum = 0;
  for (let k = 0; k < 5; k++) sum += penta[k]! * (k / 4);
  const score = pairs > 0 ? sum / pairs : 0.5;
  let v = 0;
  for (let k = 0; k < 5; k++) v += penta[k]! * (k / 4 - score) ** 2;
  v = pairs > 0 ? v / pairs : 0;
  let low: number;
  let high: number;
  let method: 'pairs' | 'wilson' = 'pairs';
  if (pairs >= 2 && v > 0) {
    // Sample variance with Bessel's correction.
    const half = z * Math.sqrt((v * pairs) / (pairs - 1) / pairs);
    low = Math.max(0, score - half);
    high = Math.min(1, score + half);
  } else {
    const w = wilson(score * games, games, z);
    low = w.low;
    high = w.high;
    method = 'wilson';
  }
  return {
    pairs,
    games,
    score,
    low,
    high,
    method,
    elo: scoreToElo(score),
    eloLow: scoreToElo(low),
    eloHigh: scoreToElo(high),
    bothWins: penta[4],
    splits: penta[1] + penta[2] + penta[3],
    bothLosses: penta[0],
    penta: [...penta] as Pentanomial,
  };
}

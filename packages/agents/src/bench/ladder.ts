// An Elo ladder from a round robin: Bradley–Terry ratings by maximum likelihood, with bootstrap intervals over pairs.
import { Prng } from '@tcglab/core';

export interface HeadToHead {
  /** Agent indices. */
  readonly a: number;
  readonly b: number;
  /** A's points (0..2) in each pair against B. */
  readonly pairPoints: readonly number[];
}

export interface LadderEntry {
  readonly agent: number;
  /** Elo relative to the field's mean (0). */
  readonly elo: number;
  readonly low: number;
  readonly high: number;
  readonly games: number;
  /** Mean score per game against the field. */
  readonly score: number;
}

/**
 * Bradley–Terry strengths by Hunter's MM iteration. `points[i][j]` are i's game points against j, `games[i][j]`
 * the games they played. One virtual drawn game per played pairing keeps perfect records finite (a mild
 * prior, visible only when few games were played). Returns Elo ratings centred on their mean.
 */
export function fitBradleyTerry(points: number[][], games: number[][]): number[] {
  const k = points.length;
  const W = new Array<number>(k).fill(0);
  const N: number[][] = games.map((r) => r.slice());
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const n = N[i]![j]!;
      if (n > 0) {
        W[i]! += points[i]![j]! + 0.5;
        N[i]![j] = n + 1;
      }
    }
  }
  let g = new Array<number>(k).fill(1);
  for (let it = 0; it < 10000; it++) {
    const next = new Array<number>(k).fill(0);
    let change = 0;
    for (let i = 0; i < k; i++) {
      let d = 0;
      for (let j = 0; j < k; j++) if (i !== j && N[i]![j]! > 0) d += N[i]![j]! / (g[i]! + g[j]!);
      next[i] = d > 0 ? W[i]! / d : g[i]!;
    }
    // Normalize (geometric mean 1) to keep the scale fixed.
    const lm = next.reduce((a, b) => a + Math.log(b), 0) / k;
    for (let i = 0; i < k; i++) {
      next[i] = Math.exp(Math.log(next[i]!) - lm);
      change = Math.max(change, Math.abs(Math.log(next[i]!) - Math.log(g[i]!)));
    }
    g = next;
    if (change < 1e-10) break;
  }
  return g.map((x) => (400 * Math.log(x)) / Math.LN10);
}

function tally(k: number, h2h: readonly HeadToHead[], pick?: (h: HeadToHead, rng: Prng) => number[], rng?: Prng) {
  const points = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const games = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const h of h2h) {
    const pp = pick && rng ? pick(h, rng) : h.pairPoints;
    let sum = 0;
    for (const x of pp) sum += x;
    points[h.a]![h.b]! += sum;
    points[h.b]![h.a]! += 2 * pp.length - sum;
    games[h.a]![h.b]! += 2 * pp.length;
    games[h.b]![h.a]! += 2 * pp.length;
  }
  return { points, games };
}

/**
 * The ladder with 95% percentile intervals from `resamples` bootstrap replicates; each replicate resamples
 * the pairs of every head-to-head with replacement (pairs, not games, are the independent units), seeded.
 */
export function eloLadder(k: number, h2h: readonly HeadToHead[], seed: string, resamples = 400): LadderEntry[] {
  const { points, games } = tally(k, h2h);
  const elo = fitBradleyTerry(points, games);
  const rng = new Prng(`${seed}/ladder-bootstrap`);
  const samples: number[][] = Array.from({ length: k }, () => []);
  const resample = (h: HeadToHead, r: Prng) => {
    const n = h.pairPoints.length;
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) out[i] = h.pairPoints[r.int(n)]!;
    return out;
  };
  for (let b = 0; b < resamples; b++) {
    const t = tally(k, h2h, resample, rng);
    const e = fitBradleyTerry(t.points, t.games);
    for (let i = 0; i < k; i++) samples[i]!.push(e[i]!);
  }
  const tail = 0.025;
  return elo
    .map((e, i) => {
      const s = samples[i]!.sort((x, y) => x - y);
      const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.floor(p * (s.length - 1) + 0.5)))]!;
      let g = 0;
      let pts = 0;
      for (let j = 0; j < k; j++) {
        g += games[i]![j]!;
        pts += points[i]![j]!;
      }
      return {
        agent: i,
        elo: e,
        low: s.length ? q(tail) : -Infinity,
        high: s.length ? q(1 - tail) : Infinity,
        games: g,
        score: g ? pts / g : 0,
      };
    })
    .sort((x, y) => y.elo - x.elo);
}

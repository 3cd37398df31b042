// Pair-aware intervals: hand-computed values and simulated coverage with a known within-pair correlation.
import { describe, expect, it } from 'vitest';
import { Prng, wilson } from '@tcglab/core';
import {
  ClusterDiffSums,
  ClusterStream,
  ClusterSums,
  clusteredDifference,
  clusteredHalfWidth,
  clusteredRate,
  summarizePairs,
  type Pentanomial,
} from '../src/index.js';

/** A pentanomial (no draws) with per-game mean s and within-pair correlation rho: P(WW) = s² + ρ s(1 − s). */
function pairProbs(s: number, rho: number): number[] {
  const c = rho * s * (1 - s);
  const ww = s * s + c;
  const ll = (1 - s) ** 2 + c;
  return [ll, 0, 1 - ww - ll, 0, ww];
}

function drawPairs(probs: number[], pairs: number, rng: Prng): Pentanomial {
  const out: Pentanomial = [0, 0, 0, 0, 0];
  for (let i = 0; i < pairs; i++) {
    let u = rng.next();
    let k = 0;
    while (k < 4 && u >= probs[k]!) u -= probs[k++]!;
    out[k]!++;
  }
  return out;
}

describe('clusteredRate', () => {
  it('computes the design effect by hand', () => {
    // Four pairs scoring 2, 2, 0, 1 points: r = 5/8; residuals y − r·2 = 0.75, 0.75, −1.25, −0.25; Σ² = 2.75.
    // V = 4/3 · 2.75 / 64 = 0.0572917; binomial p(1−p)/n = 0.234375/8 = 0.0292969; deff = 1.95556.
    const s = new ClusterSums();
    for (const y of [2, 2, 0, 1]) s.add(y, 2);
    const r = clusteredRate(s);
    expect(r.rate).toBe(0.625);
    expect(r.deff).toBeCloseTo(1.955556, 5);
    expect(r.rho).toBeCloseTo(0.955556, 5);
    const nEff = 8 / r.deff;
    const w = wilson(0.625 * nEff, nEff, 3.182446305); // t(0.975, 3)
    expect(r.low).toBeCloseTo(w.low, 9);
    expect(r.high).toBeCloseTo(w.high, 9);
  });
  it('is the plain Wilson interval for independent single games', () => {
    const s = new ClusterSums();
    for (let i = 0; i < 100; i++) s.add(i % 3 === 0 ? 1 : 0, 1);
    const r = clusteredRate(s);
    expect(r.deff).toBe(1);
    const w = wilson(34, 100, 1.984216952); // t(0.975, 99)
    expect(r.low).toBeCloseTo(w.low, 8);
  });
  it('keeps a degenerate sample honest (every pair won twice)', () => {
    const r = summarizePairs([0, 0, 0, 0, 10]);
    expect(r.score).toBe(1);
    expect(r.high).toBe(1);
    // Treated as 10 independent units (deff 2) with t(0.975, 9) = 2.262157.
    expect(r.low).toBeCloseTo(wilson(10, 10, 2.262157163).low, 8);
    expect(r.small).toBe(true);
  });

  it('covers 95% over 2,000 simulated runs with within-pair correlation 0.3, where Wilson over games does not', () => {
    const rng = new Prng('coverage/rho');
    const s = 0.6;
    const probs = pairProbs(s, 0.3);
    let pairAware = 0;
    let plain = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      const penta = drawPairs(probs, 150, rng);
      const x = summarizePairs(penta);
      if (x.low <= s && s <= x.high) pairAware++;
      const w = wilson(x.score * x.games, x.games);
      if (w.low <= s && s <= w.high) plain++;
    }
    expect(Math.abs(pairAware / runs - 0.95)).toBeLessThanOrEqual(0.015);
    expect(plain / runs).toBeLessThan(0.93); // ~0.91: too narrow by √1.3
  });

  it("at the default study's size and correlation (25 deals, ρ = 0.145): pair-aware 95.4%, Wilson over games 91.0%", () => {
    // sims/default.json plays 25 deals per pairing; its measured within-deal correlation is +0.145 with greedy@2 and
    // +0.119 with mcts@2:iters=40 (statistics.md).
    const rng = new Prng('coverage/default-study');
    const probs = pairProbs(0.5, 0.145);
    let pairAware = 0;
    let plain = 0;
    for (let r = 0; r < 4000; r++) {
      const x = summarizePairs(drawPairs(probs, 25, rng));
      if (x.low <= 0.5 && 0.5 <= x.high) pairAware++;
      const w = wilson(x.score * x.games, x.games);
      if (w.low <= 0.5 && 0.5 <= w.high) plain++;
    }
    expect(pairAware / 4000).toBeGreaterThanOrEqual(0.945);
    expect(plain / 4000).toBeLessThan(0.93);
  });

  it('stays at or above 95% with a handful of pairs (t quantile)', () => {
    const rng = new Prng('coverage/small');
    for (const [s, rho, pairs] of [
      [0.5, 0.1, 3],
      [0.7, 0.2, 5],
      [0.85, 0.1, 10],
    ] as const) {
      let hit = 0;
      for (let r = 0; r < 2000; r++) {
        const x = summarizePairs(drawPairs(pairProbs(s, rho), pairs, rng));
        if (x.low <= s && s <= x.high) hit++;
      }
      expect(hit / 2000).toBeGreaterThanOrEqual(0.935);
    }
  });
});

describe('ClusterStream', () => {
  it('gives the same sums as adding whole clusters, after every observation', () => {
    // Deals 0, 1, 3 with two games, deal 2 with one (its partner failed): A scores 1+½, 0+0, 1, 1+1.
    const games: [number, number][] = [
      [0, 1],
      [0, 0.5],
      [1, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [3, 1],
    ];
    const st = new ClusterStream();
    for (const [deal, y] of games) st.add(deal, y);
    const ref = new ClusterSums();
    for (const [y, n] of [
      [1.5, 2],
      [0, 2],
      [1, 1],
      [2, 2],
    ] as const)
      ref.add(y, n);
    expect({ ...st.sums }).toEqual({ ...ref });
    // Mid-deal the open deal counts as a cluster of one game.
    const half = new ClusterStream();
    half.add(0, 1);
    half.add(0, 0);
    half.add(1, 1);
    const r = new ClusterSums();
    r.add(1, 2);
    r.add(1, 1);
    expect({ ...half.sums }).toEqual({ ...r });
    expect(clusteredHalfWidth(ref)).toBeCloseTo((clusteredRate(ref).high - clusteredRate(ref).low) / 2, 12);
  });
});

describe('clusteredDifference', () => {
  it('covers 95% for two groups sharing correlated clusters', () => {
    // Each cluster: two observations that share a latent deal quality; each lands in group A with prob ½.
    // P(win) = 0.55 in A and 0.45 in B, plus ±0.15 from the deal (shared by both observations).
    const rng = new Prng('coverage/diff');
    const truth = 0.1;
    let hit = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      const d = new ClusterDiffSums();
      for (let g = 0; g < 300; g++) {
        const deal = rng.next() < 0.5 ? 0.15 : -0.15;
        let y1 = 0;
        let n1 = 0;
        let y2 = 0;
        let n2 = 0;
        for (let o = 0; o < 2; o++) {
          const inA = rng.next() < 0.5;
          const win = rng.next() < (inA ? 0.55 : 0.45) + deal ? 1 : 0;
          if (inA) {
            y1 += win;
            n1++;
          } else {
            y2 += win;
            n2++;
          }
        }
        d.add(y1, n1, y2, n2);
      }
      const x = clusteredDifference(d);
      if (x.low <= truth && truth <= x.high) hit++;
    }
    expect(Math.abs(hit / runs - 0.95)).toBeLessThanOrEqual(0.015);
  });
});

describe('clusteredDifference on an ablation (the same deals replayed by two versions of a deck)', () => {
  it('covers 95% when most games are identical in both versions and the rest diverge', () => {
    // Per deal a shared luck of ±0.1; per game the card matters with probability 0.3 (the two versions' games then
    // diverge: wins with 0.55 and 0.45), else both versions play the same game (one outcome at 0.5). Truth: +0.03.
    const rng = new Prng('coverage/ablation');
    const truth = 0.3 * 0.1;
    let hit = 0;
    let identical = 0;
    const runs = 2000;
    const deals = 300;
    for (let r = 0; r < runs; r++) {
      const d = new ClusterDiffSums();
      for (let g = 0; g < deals; g++) {
        const luck = rng.next() < 0.5 ? 0.1 : -0.1;
        let y1 = 0;
        let y2 = 0;
        for (let game = 0; game < 2; game++) {
          if (rng.next() < 0.3) {
            y1 += rng.next() < 0.55 + luck ? 1 : 0;
            y2 += rng.next() < 0.45 + luck ? 1 : 0;
          } else {
            const w = rng.next() < 0.5 + luck ? 1 : 0;
            y1 += w;
            y2 += w;
          }
        }
        if (y1 === y2) identical++;
        d.add(y1, 2, y2, 2);
      }
      const x = clusteredDifference(d);
      if (x.low <= truth && truth <= x.high) hit++;
    }
    expect(identical / (runs * deals)).toBeGreaterThan(0.6); // mostly identical deals, as in a real ablation
    expect(Math.abs(hit / runs - 0.95)).toBeLessThanOrEqual(0.015);
  });
});

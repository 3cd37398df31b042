// Benchmark statistics against hand-computed values: pair intervals, Elo, the GSPRT, the Bradley–Terry ladder.
import { describe, expect, it } from 'vitest';
import { Prng, wilson } from '@tcglab/core';
import {
  eloLadder,
  eloToScore,
  fitBradleyTerry,
  mleWithMean,
  parseSprt,
  pentaIndex,
  scoreToElo,
  sprtBounds,
  sprtLlr,
  sprtLlrApprox,
  sprtState,
  summarizePairs,
  type Pentanomial,
  type SprtParams,
} from '../src/index.js';

describe('Elo', () => {
  it('converts scores and ratings', () => {
    expect(eloToScore(0)).toBe(0.5);
    expect(eloToScore(400)).toBeCloseTo(1 / 1.1, 12);
    expect(scoreToElo(0.75)).toBeCloseTo(190.8485, 3); // -400·log10(1/3)
    expect(scoreToElo(1)).toBe(Infinity);
    expect(scoreToElo(eloToScore(-123))).toBeCloseTo(-123, 9);
  });
});

describe('pair statistics', () => {
  it('scores a pentanomial with the pair-aware interval', () => {
    // Pair scores 0, ¼,¼, ½,½,½, ¾,¾, 1,1 (per game): mean 0.55. Over pairs (clusters of 2 games), the CR1 variance
    // is 10/9 · Σ(2x − 1.1)² / 20² = 10/9 · 3.9 / 400 = 0.0108333 against 0.55·0.45/20 = 0.012375 for independent
    // games: design effect 0.875421, effective sample 22.8462 games, Wilson there with t(0.975, 9) = 2.262157.
    const s = summarizePairs([1, 2, 3, 2, 2]);
    expect(s.pairs).toBe(10);
    expect(s.games).toBe(20);
    expect(s.score).toBeCloseTo(0.55, 12);
    expect(s.method).toBe('pairs');
    expect(s.small).toBe(true);
    const nEff = 20 / 0.8754209;
    const w = wilson(0.55 * nEff, nEff, 2.262157163);
    expect(s.low).toBeCloseTo(w.low, 6);
    expect(s.high).toBeCloseTo(w.high, 6);
    expect(s.bothWins).toBe(2);
    expect(s.splits).toBe(7);
    expect(s.bothLosses).toBe(1);
    expect(s.elo).toBeCloseTo(scoreToElo(0.55), 9);
    expect(s.eloLow).toBeCloseTo(scoreToElo(s.low), 9);
  });
  it('treats a sample where every pair scored alike as one result per pair', () => {
    const s = summarizePairs([0, 0, 0, 0, 10]);
    expect(s.score).toBe(1);
    expect(s.high).toBe(1);
    // Design effect 2 (both games of a pair alike): Wilson for 10/10 with t(0.975, 9).
    expect(s.low).toBeCloseTo(wilson(10, 10, 2.262157163).low, 8);
  });
  it('indexes pair points', () => {
    expect(pentaIndex(1.5)).toBe(3);
    expect(() => pentaIndex(0.3)).toThrow();
  });
});

describe('SPRT (GSPRT on pairs)', () => {
  const p: SprtParams = { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 };
  it('has the Wald bounds ln(β/(1−α)) and ln((1−β)/α)', () => {
    const b = sprtBounds(p);
    expect(b.lower).toBeCloseTo(-2.944439, 6);
    expect(b.upper).toBeCloseTo(2.944439, 6);
  });
  it('parses the command-line form with defaults, and refuses nonsense', () => {
    expect(parseSprt('elo0=0,elo1=20,alpha=0.05,beta=0.05')).toEqual(p);
    expect(parseSprt('elo1=10')).toEqual({ ...p, elo1: 10 });
    expect(() => parseSprt('elo0=10,elo1=5')).toThrow(/elo1 > elo0/);
    expect(() => parseSprt('alpha=0.7')).toThrow(/alpha/);
    expect(() => parseSprt('gamma=1')).toThrow(/bad --sprt/);
  });
  it('the constrained MLE has the target mean and sums to one', () => {
    const q = mleWithMean([3, 8, 20, 12, 7], 0.6);
    expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(q.reduce((a, b, k) => a + b * (k / 4), 0)).toBeCloseTo(0.6, 9);
  });
  it('matches the closed form on two outcomes (no regularization)', () => {
    // Only pair scores ½ (6 pairs) and 1 (4 pairs): the MLE with mean s puts 2s−1 on 1 and 2−2s on ½, so
    // LLR = 4·ln((2s1−1)/(2s0−1)) + 6·ln((2−2s1)/(2−2s0)), s0 = E(50 Elo) = 0.571463, s1 = E(150) = 0.703385.
    const q = { elo0: 50, elo1: 150, alpha: 0.05, beta: 0.05 };
    const s0 = 0.5714631174;
    const s1 = 0.7033850035;
    const hand = 4 * Math.log((2 * s1 - 1) / (2 * s0 - 1)) + 6 * Math.log((2 - 2 * s1) / (2 - 2 * s0));
    expect(hand).toBeCloseTo(1.976026, 5);
    expect(sprtLlr([0, 0, 6, 0, 4], q, 0)).toBeCloseTo(hand, 6);
  });
  it('is zero on a symmetric sample with symmetric hypotheses', () => {
    expect(sprtLlr([2, 2, 2, 2, 2], { ...p, elo0: -10, elo1: 10 })).toBeCloseTo(0, 9);
  });
  it('agrees with an independent computation and is close to the normal approximation', () => {
    const c: Pentanomial = [3, 8, 20, 12, 7];
    // Computed with a separate Python bisection of the same estimator (fishtest's LLR_logistic).
    expect(sprtLlr(c, p)).toBeCloseTo(0.887416, 4);
    expect(sprtLlrApprox(c, p)).toBeCloseTo(0.918583, 4);
  });
  it('settles simulated runs: a clearly stronger A gives H1, an equal one H0', () => {
    // Pairs drawn from a pentanomial whose mean is exactly E(elo): weights shifted by (s − ½)·[−.8, −.4, 0, .4, .8].
    const run = (elo: number, seed: string) => {
      const s = eloToScore(elo);
      const probs = [0.1, 0.2, 0.4, 0.2, 0.1].map((x, k) => x + (s - 0.5) * [-0.8, -0.4, 0, 0.4, 0.8][k]!);
      const rng = new Prng(seed);
      const c: Pentanomial = [0, 0, 0, 0, 0];
      for (let n = 1; n <= 20000; n++) {
        let u = rng.next();
        let k = 0;
        while (k < 4 && u >= probs[k]!) u -= probs[k++]!;
        c[k]!++;
        const st = sprtState(c, p);
        if (st.decision !== 'continue') return st.decision;
      }
      return 'continue';
    };
    let h1 = 0;
    let h0 = 0;
    for (let i = 0; i < 10; i++) {
      if (run(40, `strong/${i}`) === 'H1') h1++;
      if (run(0, `equal/${i}`) === 'H0') h0++;
    }
    expect(h1).toBeGreaterThanOrEqual(9);
    expect(h0).toBeGreaterThanOrEqual(8);
  });
});

describe('Elo ladder', () => {
  it('recovers ratings from exact expected scores', () => {
    // Three agents at 0, 100, 200 Elo: each pairing's points are the expected score times many games.
    const r = [0, 100, 200];
    const pts = r.map((a) => r.map((b) => (a === b ? 0 : 1e6 * eloToScore(a - b))));
    const games = r.map((a) => r.map((b) => (a === b ? 0 : 1e6)));
    const e = fitBradleyTerry(pts, games);
    expect(e[1]! - e[0]!).toBeCloseTo(100, 1);
    expect(e[2]! - e[1]!).toBeCloseTo(100, 1);
    expect(e[0]! + e[1]! + e[2]!).toBeCloseTo(0, 6);
  });
  it('orders a round robin and gives intervals that contain the estimate', () => {
    const pp = (x: number, n: number) => Array.from({ length: n }, (_, i) => (i % 4 === 0 ? 1 : x));
    const ladder = eloLadder(
      3,
      [
        { a: 0, b: 1, pairPoints: pp(2, 40) },
        { a: 0, b: 2, pairPoints: pp(2, 40) },
        { a: 1, b: 2, pairPoints: pp(1.5, 40) },
      ],
      'seed',
      200,
    );
    expect(ladder.map((l) => l.agent)).toEqual([0, 1, 2]);
    for (const l of ladder) {
      expect(l.low).toBeLessThanOrEqual(l.elo);
      expect(l.high).toBeGreaterThanOrEqual(l.elo);
    }
    expect(ladder[0]!.low).toBeGreaterThan(ladder[2]!.high);
  });
  it('gives intervals that cover the true ratings of three agents (−100, 0, +100 Elo) in about 95% of cases', () => {
    // 60 pairs per pairing; the two games of a pair share a luck of ±0.05 (correlated, as a shared deal makes them).
    const r = [-100, 0, 100];
    const rng = new Prng('ladder-coverage');
    let hit = 0;
    let total = 0;
    for (let run = 0; run < 150; run++) {
      const h2h = [];
      for (let a = 0; a < 3; a++) {
        for (let b = a + 1; b < 3; b++) {
          const pairPoints = Array.from({ length: 60 }, () => {
            const p = eloToScore(r[a]! - r[b]!) + (rng.next() < 0.5 ? 0.05 : -0.05);
            return (rng.next() < p ? 1 : 0) + (rng.next() < p ? 1 : 0);
          });
          h2h.push({ a, b, pairPoints });
        }
      }
      for (const l of eloLadder(3, h2h, `lc${run}`, 200)) {
        total++;
        if (l.low <= r[l.agent]! && r[l.agent]! <= l.high) hit++;
      }
    }
    expect(hit / total).toBeGreaterThanOrEqual(0.93);
    expect(hit / total).toBeLessThanOrEqual(0.975);
  });
});

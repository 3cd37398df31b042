// The GSPRT after it stops, at known truth: the stopping-adjusted Elo is median-unbiased and covers; the naive
// fixed-sample figures are not; and the planning figures match simulated runs.
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import {
  adjustedEstimate,
  eloToScore,
  gsprtLlr,
  sprtAdjustedElo,
  sprtCapWarning,
  sprtOutlook,
  sprtState,
  summarizePairs,
  type Pentanomial,
  type SprtParams,
} from '../src/index.js';

/** Pair-score probabilities with mean exactly E(elo): a fixed symmetric shape (pair-score variance 0.075), shifted. */
function probsFor(elo: number): number[] {
  const s = eloToScore(elo);
  return [0.1, 0.2, 0.4, 0.2, 0.1].map((x, k) => x + (s - 0.5) * [-0.8, -0.4, 0, 0.4, 0.8][k]!);
}

function runSprt(elo: number, p: SprtParams, cap: number, rng: Prng) {
  const probs = probsFor(elo);
  const c: Pentanomial = [0, 0, 0, 0, 0];
  for (let n = 1; n <= cap; n++) {
    let u = rng.next();
    let k = 0;
    while (k < 4 && u >= probs[k]!) u -= probs[k++]!;
    c[k]!++;
    const st = sprtState(c, p);
    if (st.decision !== 'continue') return { penta: c, decision: st.decision };
  }
  return { penta: c, decision: 'continue' as const };
}

const p: SprtParams = { elo0: 0, elo1: 40, alpha: 0.05, beta: 0.05 };

describe('stopping-adjusted SPRT estimate (bounds 0/40)', () => {
  for (const truth of [0, 20, 40]) {
    it(`at true Elo ${truth}: median-unbiased, covers ≥ 93%; the naive interval covers less`, () => {
      const rng = new Prng(`sprt/truth/${truth}`);
      const runs = 600;
      let above = 0;
      let adjCovered = 0;
      let naiveCovered = 0;
      let h1 = 0;
      let naiveH1 = 0;
      for (let r = 0; r < runs; r++) {
        const { penta, decision } = runSprt(truth, p, 5000, rng);
        const adj = sprtAdjustedElo(penta, p)!;
        const naive = summarizePairs(penta);
        if (adj.elo > truth) above++;
        if (adj.low <= truth && truth <= adj.high) adjCovered++;
        if (naive.eloLow <= truth && truth <= naive.eloHigh) naiveCovered++;
        if (decision === 'H1') {
          h1++;
          naiveH1 += naive.elo;
        }
      }
      expect(Math.abs(above / runs - 0.5)).toBeLessThan(0.06); // 3 standard errors
      expect(adjCovered / runs).toBeGreaterThanOrEqual(0.93);
      if (truth < 40) expect(naiveCovered / runs).toBeLessThan(0.935); // measured 0.90–0.92
      if (truth === 0) expect(naiveH1 / h1).toBeGreaterThan(40); // the runs that accept H1 report ~+55
    });
  }
});

describe('stopping-adjusted estimate: refusals', () => {
  it('refuses a result far outside the hypotheses, and says why', () => {
    const adj = sprtAdjustedElo([0, 0, 0, 0, 12], { elo0: 0, elo1: 100, alpha: 0.05, beta: 0.05 })!;
    expect(adj.elo).toBeNaN();
    expect(adj.refused).toMatch(/\+inf Elo\) lies far outside elo0=0..elo1=100/);
  });
});

describe('SPRT planning', () => {
  it('predicts how often a capped test decides, as simulated', () => {
    const rng = new Prng('sprt/cap');
    const cap = 150;
    const runs = 600;
    const predicted = sprtOutlook(p, cap, 0.075);
    predicted.forEach((o) => {
      let decided = 0;
      for (let r = 0; r < runs; r++) if (runSprt(o.elo, p, cap, rng).decision !== 'continue') decided++;
      // The Brownian approximation ignores overshoot; within 5 points of the simulated share.
      expect(Math.abs(o.decide - decided / runs)).toBeLessThan(0.05);
    });
  });
  it('warns when the cap is small and stays quiet when it is ample', () => {
    const q: SprtParams = { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 };
    const w = sprtCapWarning(q, 200);
    expect(w).toMatch(/likely too small/);
    expect(w).toMatch(/--games \d+/);
    expect(sprtOutlook(q, 200)[0]!.decide).toBeLessThan(0.2);
    expect(sprtCapWarning(q, 20000)).toBeUndefined();
  });
});

describe('stopping-adjusted estimate on other outcome sets (the ablation test: 9 per-deal differences)', () => {
  it('is median-unbiased at a known effect', () => {
    // Per-deal difference d ∈ {−2, …, 2} (scores (d + 2)/4), mostly 0 as with common random numbers; tilted to mean 2e.
    const scores = Array.from({ length: 9 }, (_, k) => k / 8);
    const base = [0.01, 0.02, 0.05, 0.12, 0.6, 0.12, 0.05, 0.02, 0.01];
    const tilt = (e: number) => {
      let lo = -50;
      let hi = 50;
      let q = base;
      for (let i = 0; i < 100; i++) {
        const th = (lo + hi) / 2;
        const w = base.map((b, k) => b * Math.exp(th * scores[k]!));
        const z = w.reduce((a, b) => a + b, 0);
        q = w.map((x) => x / z);
        if (q.reduce((a, b, k) => a + b * scores[k]!, 0) < 0.5 + e / 2) lo = th;
        else hi = th;
      }
      return q;
    };
    const e = 0.02;
    const probs = tilt(e);
    const t = { s0: 0.5, s1: 0.5 + 0.04 / 2, lower: Math.log(0.05 / 0.95), upper: Math.log(0.95 / 0.05), scores };
    const rng = new Prng('ablate/sprt');
    let above = 0;
    const runs = 300;
    for (let r = 0; r < runs; r++) {
      const counts = new Array<number>(9).fill(0);
      for (let n = 0; n < 4000; n++) {
        let u = rng.next();
        let k = 0;
        while (k < 8 && u >= probs[k]!) u -= probs[k++]!;
        counts[k]!++;
        const llr = gsprtLlr(counts, t.s0, t.s1, scores);
        if (llr >= t.upper || llr <= t.lower) break;
      }
      const naive = (counts.reduce((a, c, k) => a + c * scores[k]!, 0) / counts.reduce((a, b) => a + b, 0) - 0.5) * 2;
      const adj = adjustedEstimate({ counts, ...t }, (x) => 0.5 + x / 2, naive, 0.04, 0.999);
      if (adj.estimate > e) above++;
    }
    expect(Math.abs(above / runs - 0.5)).toBeLessThan(0.085); // 3 standard errors
  });
});

// tcglab tune's statistics and race on synthetic win rates with known truth (no games: a simulated `play`).
import { Prng, Z95 } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { OpponentSequence } from '../src/tune/allocation.js';
import { PairedDiff, diffInterval } from '../src/tune/estimate.js';
import { TuneBudgetError, minimumStageGames, planStage } from '../src/tune/plan.js';
import { bonferroniZ, runSearch, type SwapCandidate, type UnitTask } from '../src/tune/search.js';

describe('opponent allocation', () => {
  it('equal weights take turns; unequal weights keep every prefix within one unit of its share', () => {
    const eq = new OpponentSequence([1, 1, 1]);
    expect(Array.from({ length: 7 }, (_, u) => eq.opponentOf(u))).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect(eq.lap()).toBe(3);
    const w = [5, 3, 1, 1];
    const seq = new OpponentSequence(w);
    const count = [0, 0, 0, 0];
    for (let u = 0; u < 1000; u++) {
      count[seq.opponentOf(u)]!++;
      for (let o = 0; o < 4; o++) expect(Math.abs(count[o]! - ((u + 1) * w[o]!) / 10)).toBeLessThan(1 + 1e-9);
    }
    expect(() => new OpponentSequence([])).toThrow(/field is empty/);
    expect(() => new OpponentSequence([1, 0])).toThrow(/positive/);
  });
});

describe('the paired, stratified difference', () => {
  it('is the weighted mean of per-opponent means, with the stratified variance', () => {
    const d = new PairedDiff(2);
    for (const x of [0.5, 0, 0.25]) d.add(0, x);
    for (const x of [-0.5, 0]) d.add(1, x);
    const e = d.estimate([0.75, 0.25]);
    expect(e.mean).toBeCloseTo(0.75 * 0.25 + 0.25 * -0.25, 12);
    const v0 = ((0.5 - 0.25) ** 2 + 0.25 ** 2 + 0) / 2;
    const v1 = (0.25 ** 2 * 2) / 1;
    expect(e.se).toBeCloseTo(Math.sqrt((0.75 ** 2 * v0) / 3 + (0.25 ** 2 * v1) / 2), 12);
    expect(e.partial).toBe(false);
    const lonely = new PairedDiff(3);
    lonely.add(0, 0.25);
    expect(lonely.estimate([1, 1, 1]).partial).toBe(true);
    expect(diffInterval(lonely.estimate([1, 1, 1]))).toEqual({ low: -1, high: 1 });
  });

  it('covers the true difference about 95% of the time (simulation with known truth, unequal weights)', () => {
    // Two opponents with weights 0.7/0.3; per-unit differences from a known discrete law per opponent.
    const rng = new Prng('coverage');
    const law = [
      { values: [-0.5, -0.25, 0, 0.25, 0.5], probs: [0.05, 0.1, 0.5, 0.2, 0.15] },
      { values: [-0.5, 0, 0.5], probs: [0.3, 0.5, 0.2] },
    ];
    const mean = (l: (typeof law)[number]) => l.values.reduce((a, v, k) => a + v * l.probs[k]!, 0);
    const truth = 0.7 * mean(law[0]!) + 0.3 * mean(law[1]!);
    const seq = new OpponentSequence([0.7, 0.3]);
    let covered = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      const d = new PairedDiff(2);
      for (let u = 0; u < 120; u++) {
        const o = seq.opponentOf(u);
        let x = rng.next();
        let k = 0;
        while (x > law[o]!.probs[k]! && k < 4) x -= law[o]!.probs[k++]!;
        d.add(o, law[o]!.values[k]!);
      }
      const ci = diffInterval(d.estimate(seq.weights), Z95);
      if (ci.low <= truth && truth <= ci.high) covered++;
    }
    expect(covered / runs).toBeGreaterThan(0.93);
    expect(covered / runs).toBeLessThan(0.97);
  });
});

describe('the successive-halving plan', () => {
  it('halves to the finalists within the stage budget, in whole laps of the field', () => {
    const p = planStage(100, { games: 100_000, finalists: 3, confirmShare: 0.25, lap: 4 });
    // ⌈log2(100 / 3)⌉ = 6 rounds.
    expect(p.rounds.map((r) => r.survivors)).toEqual([100, 50, 25, 13, 7, 4]);
    expect(p.rounds.map((r) => r.keep)).toEqual([50, 25, 13, 7, 4, 3]);
    for (const r of p.rounds) expect((r.to - r.from) % 4).toBe(0);
    expect(p.games).toBeLessThanOrEqual(100_000);
    expect(p.games).toBeGreaterThan(90_000);
    expect(p.confirmUnits % 4).toBe(0);
    // Few candidates: no race, the whole budget confirms them.
    const small = planStage(2, { games: 1_000, finalists: 3, confirmShare: 0.25, lap: 1 });
    expect(small.rounds).toEqual([]);
    expect(small.confirmUnits).toBe(Math.floor(1_000 / 6));
  });

  it('refuses a budget below the minimum, and the minimum it names works', () => {
    const o = { finalists: 3, confirmShare: 0.25, lap: 9 };
    const min = minimumStageGames(500, o);
    expect(() => planStage(500, { ...o, games: min - 1 })).toThrow(TuneBudgetError);
    expect(planStage(500, { ...o, games: min }).games).toBeLessThanOrEqual(min);
  });
});

/** A simulated field: the incumbent wins each game with p[o]; a candidate's game repeats the incumbent's with
 * probability rho (the swap did not matter in that game), else it wins with q = p[o] + delta/(1 − rho).
 * So the candidate's true paired difference against every opponent is exactly delta. */
function simulator(seed: string, deltas: readonly number[], p: readonly number[], rho: number) {
  const rng = new Prng(seed);
  let games = 0;
  return {
    games: () => games,
    play: async (tasks: readonly UnitTask[]) => {
      const inc = new Map<number, [number, number]>();
      const out: number[] = [];
      for (const t of tasks) {
        const base = p[t.opponent]!;
        let g = inc.get(t.unit);
        if (!g) {
          g = [rng.chance(base) ? 1 : 0, rng.chance(base) ? 1 : 0];
          inc.set(t.unit, g);
        }
        games += 2;
        if (t.deck === 0) {
          out.push(g[0] + g[1]);
          continue;
        }
        const q = base + deltas[t.deck - 1]! / (1 - rho);
        let pts = 0;
        for (const x of g) pts += rng.chance(rho) ? x : rng.chance(q) ? 1 : 0;
        out.push(pts);
      }
      return out;
    },
  };
}

function syntheticCandidates(n: number): SwapCandidate[] {
  return Array.from({ length: n }, (_, k) => ({ id: k + 1, out: `o${k}`, in: `i${k}`, cards: [`deck${k}`] }));
}

async function simulate(seed: string, deltas: number[], games: number, stages = 1) {
  const sim = simulator(seed, deltas, [0.45, 0.55, 0.6], 0.5);
  const field = new OpponentSequence([1, 1, 1]);
  const result = await runSearch({
    start: ['start'],
    stages,
    gamesPerStage: games,
    finalists: 3,
    confirmShare: 0.25,
    alpha: 0.05,
    field,
    candidatesFor: (stage) => (stage === 1 ? syntheticCandidates(deltas.length) : []),
    play: sim.play,
  });
  return { result, games: sim.games() };
}

describe('the race and its confirmation on synthetic win rates (known truth)', () => {
  it('without noise, cuts exactly the candidates ranked below the top half, ties to the lower id', async () => {
    // rho = 1 − tiny and deterministic outcomes: give each candidate a fixed point total per unit instead.
    const truth = [0.1, -0.2, 0.3, 0, 0, -0.1, 0.2, -0.3];
    const field = new OpponentSequence([1]);
    const r = await runSearch({
      start: ['s'],
      stages: 1,
      gamesPerStage: 2_000,
      finalists: 2,
      confirmShare: 0.25,
      alpha: 0.05,
      field,
      candidatesFor: () => syntheticCandidates(truth.length),
      play: async (tasks) => tasks.map((t) => (t.deck === 0 ? 1 : 1 + 2 * truth[t.deck - 1]!)),
    });
    const s = r.stages[0]!;
    const cut = (id: number) => s.candidates[id - 1]!.eliminatedRound;
    // Round 1 keeps 4 of 8: 0.3, 0.2, 0.1, then the tie at 0 between ids 4 and 5 goes to id 4.
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(cut)).toEqual([2, 1, null, 2, 1, 1, null, 1]);
    expect(s.best!.candidate.id).toBe(3);
  });

  it('finds the one better swap among 40 and accepts it, in at least 90% of 30 simulated searches', async () => {
    const deltas = Array.from({ length: 40 }, (_, k) => -0.12 + (0.12 * k) / 39 - 0.005); // all below 0 …
    deltas[17] = 0.05; // … but one: +5 points
    let found = 0;
    let misses = 0;
    let accepted = 0;
    for (let s = 0; s < 30; s++) {
      const { result, games } = await simulate(`find-${s}`, deltas, 60_000);
      expect(games).toBeLessThanOrEqual(60_000);
      const st = result.stages[0]!;
      if (st.accepted) {
        accepted++;
        if (st.best!.candidate.id === 18) found++;
      }
      for (const c of st.candidates) {
        if (!c.confirmInterval) continue;
        const t = deltas[c.candidate.id - 1]!;
        if (t < c.confirmInterval.low || t > c.confirmInterval.high) misses++;
      }
    }
    expect(found).toBeGreaterThanOrEqual(27);
    expect(accepted).toBe(found); // never a wrong swap accepted
    // Simultaneous 95% intervals over the finalists: a search with any miss is rare (expected ≤ 1.5 of 30).
    expect(misses).toBeLessThanOrEqual(4);
  });

  it('accepts no swap when none is better (false acceptances at most alpha), over 60 simulated searches', async () => {
    const deltas = Array.from({ length: 12 }, (_, k) => (k < 3 ? 0 : -0.02 * k));
    let accepted = 0;
    for (let s = 0; s < 60; s++) {
      const { result } = await simulate(`null-${s}`, deltas, 20_000);
      if (result.stages[0]!.accepted) accepted++;
    }
    // Bonferroni over 3 finalists: each accepted swap needs its interval above 0 while its truth is ≤ 0.
    expect(accepted).toBeLessThanOrEqual(4);
  });

  it('uses a wider, simultaneous z for the confirmation: Bonferroni over finalists × stages', () => {
    expect(bonferroniZ(0.05, 1)).toBeCloseTo(Z95, 6);
    expect(bonferroniZ(0.05, 6)).toBeCloseTo(2.638, 3);
  });
});

// Tuned evaluations: the logistic fit against a simulation with known weights, the three games' features,
// the weights block that fit-eval writes, and the evaluator's fallback for games without a tuned evaluation.
import { describe, expect, it } from 'vitest';
import { playGame, Prng, type Agent, type DecisionContext } from '@tcglab/core';
import {
  choiceAccuracy,
  choiceLoss,
  createAgent,
  evaluationVersions,
  Evaluator,
  fitChoices,
  fitLogistic,
  fitLogisticSigned,
  fitScale,
  logLoss,
  replaceWeightsBlock,
  sigmoid,
  solveSpd,
  tunedEvaluation,
  weightsBlock,
  type ChoiceSet,
  type FitResult,
} from '../src/index.js';
import { miniGame } from './fixtures/mini-shields.js';
import { REAL_GAMES, realDeal } from './real-games.js';

/** n rows of k standard-normal features, labels drawn from σ(x·w) with the given true weights. */
function simulate(w: readonly number[], n: number, seed: string): { x: Float64Array; y: Float64Array } {
  const rng = new Prng(seed);
  const k = w.length;
  const x = new Float64Array(n * k);
  const y = new Float64Array(n);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  for (let i = 0; i < n; i++) {
    let z = 0;
    for (let j = 0; j < k; j++) z += (x[i * k + j] = normal()) * w[j]!;
    y[i] = rng.next() < sigmoid(z) ? 1 : 0;
  }
  return { x, y };
}

describe('the logistic fit', () => {
  it('recovers known weights from simulated outcomes (within sampling error)', () => {
    const truth = [0.8, -0.5, 0, 1.5];
    const { x, y } = simulate(truth, 40_000, 'logit');
    const fit = fitLogistic(x, y, 4, 0);
    expect(fit.converged).toBe(true);
    // Standard errors here are about 0.015: 0.06 is four of them.
    fit.weights.forEach((w, j) => expect(Math.abs(w - truth[j]!)).toBeLessThan(0.06));
    // The fitted weights lose less on the data than the truth does (they are its maximum-likelihood estimate).
    expect(logLoss(x, y, 4, fit.weights)).toBeLessThanOrEqual(logLoss(x, y, 4, Float64Array.from(truth)) + 1e-12);
  });
  it('is pulled toward its prior by the L2 penalty, and keeps sign-constrained weights on their side', () => {
    const truth = [0.8, -0.5];
    const { x, y } = simulate(truth, 5_000, 'prior');
    const strong = fitLogistic(x, y, 2, 100, [2, 2]);
    expect(strong.weights[0]).toBeCloseTo(2, 1);
    const signed = fitLogisticSigned(x, y, 2, 0, undefined, [1, 1]);
    expect(signed.weights[1]).toBe(0);
    expect(signed.pinned).toEqual([1]);
    expect(signed.weights[0]).toBeGreaterThan(0.5);
  });
  it('solves a symmetric positive-definite system and refuses a singular one', () => {
    const x = solveSpd(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]), 2);
    expect(x[0]).toBeCloseTo(0.5, 12);
    expect(x[1]).toBeCloseTo(0, 12);
    expect(() => solveSpd(Float64Array.from([1, 1, 1, 1]), Float64Array.from([1, 1]), 2)).toThrow(/linearly dependent/);
  });
});

const TUNED = REAL_GAMES.flatMap((g) =>
  evaluationVersions(g.game as never)
    .filter((v) => v > 1)
    .map((v) => [g.game.id, v, g] as const),
);

it('every game has a tuned evaluation v2, and Duel Masters a v3', () => {
  expect(TUNED.filter(([, v]) => v === 2)).toHaveLength(REAL_GAMES.length);
  expect(TUNED.some(([id, v]) => id === 'duel-masters' && v === 3)).toBe(true);
});

describe.each(TUNED)('%s tuned evaluation v%i', (_id, version, g) => {
  const model = tunedEvaluation(g.game, version)!;
  it('has features, weights and a prior of one length, and the command that fitted the weights', () => {
    expect(model).toBeDefined();
    expect(model.weights).toHaveLength(model.features.length);
    expect(model.prior).toHaveLength(model.features.length);
    expect(model.signs).toHaveLength(model.features.length);
    expect(model.fittedBy).toMatch(/^tcglab fit-eval --game /);
    model.weights.forEach((w, j) => expect(w * model.signs![j]!).toBeGreaterThanOrEqual(0));
  });
  it('is antisymmetric between the players, finite, and quiet states exist', () => {
    const f0 = new Float64Array(model.features.length);
    const f1 = new Float64Array(model.features.length);
    const ev = new Evaluator(g.game, version);
    let quiet = 0;
    let seen = 0;
    const probe: Agent = {
      name: 'probe',
      act: (ctx: DecisionContext) => {
        const s = ctx.sample(ctx.rng);
        model.extract(s, 0, f0);
        model.extract(s, 1, f1);
        for (let j = 0; j < f0.length; j++) {
          expect(Number.isFinite(f0[j]!)).toBe(true);
          expect(f0[j]! + f1[j]!).toBeCloseTo(0, 9);
        }
        expect(ev.value(s, 0) + ev.value(s, 1)).toBeCloseTo(0, 9);
        if (model.quiet!(s)) quiet++;
        seen++;
        return ctx.legal[ctx.rng.int(ctx.count)]!;
      },
    };
    for (let i = 0; i < 2; i++) playGame({ game: g.game, config: realDeal(g, 'eval', i), agents: [probe, probe], agentSeeds: ['a', 'b'] });
    expect(seen).toBeGreaterThan(20);
    expect(quiet).toBeGreaterThan(0);
    expect(quiet).toBeLessThan(seen);
  });
});

describe('the weights block in evaluate.ts', () => {
  const r = {
    version: 2,
    features: ['a', 'b'],
    weights: [0.1234567, -2],
    positions: { train: 10, test: 2 },
    games: 3,
    testLoss: { fitted: 0.5, current: 0.6, prior: 0.6, zero: Math.LN2 },
  } as unknown as FitResult;
  it('is replaced between its markers, with the command that wrote it', () => {
    const src = 'x\n// <fit-eval v2> old\nold\n// </fit-eval v2>\ny\n';
    const out = replaceWeightsBlock(src, 2, weightsBlock(r, "tcglab fit-eval --game g --seed 'it''s'"));
    expect(out).toMatch(/^x\n\/\/ <fit-eval v2>/);
    expect(out).toContain('0.123457, // a');
    expect(out).toContain("FITTED_BY_V2 = 'tcglab fit-eval --game g --seed \\'it\\'\\'s\\''");
    expect(out.endsWith('// </fit-eval v2>\ny\n')).toBe(true);
    expect(() => replaceWeightsBlock('no block', 2, 'x')).toThrow(/no "\/\/ <fit-eval v2>"/);
  });
});

describe('an evaluation version a game does not have', () => {
  it('is its newest older tuned one (v3 agents on a game fitted up to v2 play over v2)', () => {
    const g = REAL_GAMES.find((x) => !evaluationVersions(x.game as never).includes(3))!;
    const v2 = new Evaluator(g.game, 2);
    const v3 = new Evaluator(g.game, 3);
    expect(v3.fellBack).toBe(false);
    const probe: Agent = {
      name: 'probe',
      act: (ctx: DecisionContext) => {
        const s = ctx.sample(ctx.rng);
        expect(v3.value(s, ctx.player)).toBe(v2.value(s, ctx.player));
        return ctx.legal[ctx.rng.int(ctx.count)]!;
      },
    };
    playGame({ game: g.game, config: realDeal(g, 'eval', 0), agents: [probe, probe], agentSeeds: ['a', 'b'] });
  });
});

describe('agents on a game without a tuned evaluation', () => {
  it('use its hand-written evaluation and say so', () => {
    expect(new Evaluator(miniGame, 2).fellBack).toBe(true);
    expect(new Evaluator(miniGame, 1).fellBack).toBe(false);
    expect(createAgent('greedy')).toBeDefined();
  });
});

describe('the imitation fit (fit-eval --imitate)', () => {
  /** Groups of 2..6 candidates with standard-normal features; the chosen one drawn from softmax(x·w). */
  function simulateChoices(w: readonly number[], groups: number, seed: string): ChoiceSet {
    const rng = new Prng(seed);
    const k = w.length;
    const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
    const x: number[] = [];
    const start = [0];
    const chosen: number[] = [];
    for (let g = 0; g < groups; g++) {
      const m = 2 + rng.int(5);
      const z: number[] = [];
      for (let i = 0; i < m; i++) {
        let v = 0;
        for (let j = 0; j < k; j++) {
          const f = normal();
          x.push(f);
          v += f * w[j]!;
        }
        z.push(Math.exp(v));
      }
      let u = rng.next() * z.reduce((a, b) => a + b, 0);
      let pick = 0;
      while (pick < m - 1 && (u -= z[pick]!) > 0) pick++;
      chosen.push(start[g]! + pick);
      start.push(start[g]! + m);
    }
    const none = new Float64Array(0);
    return {
      x: Float64Array.from(x),
      start: Int32Array.from(start),
      chosen: Int32Array.from(chosen),
      gameIndex: new Int32Array(groups),
      groups,
      k,
      ox: none,
      oy: none,
      ogame: new Int32Array(0),
      games: 0,
      reasons: {},
    };
  }
  it('recovers the weights behind simulated choices, and ranks the chosen action first more often than w = 0', () => {
    const truth = [1.2, -0.6, 0];
    const c = simulateChoices(truth, 3000, 'choices');
    const fit = fitChoices(c, 0, [0, 0, 0], undefined, () => true);
    // Standard errors here are about 0.04: 0.2 is five of them.
    fit.weights.forEach((w, j) => expect(Math.abs(w - truth[j]!)).toBeLessThan(0.2));
    expect(choiceLoss(c, fit.weights)).toBeLessThan(choiceLoss(c, new Float64Array(3)));
    expect(choiceAccuracy(c, fit.weights)).toBeGreaterThan(0.4);
    const signed = fitChoices(c, 0, [0, 0, 0], [1, 1, 0], () => true);
    expect(signed.weights[1]).toBe(0);
    expect(signed.pinned).toEqual([1]);
  });
  it('scales weights to outcomes: the factor that makes σ(s·w·x) fit labels drawn with 2·w', () => {
    const { x, y } = simulate([0.8, -0.4], 20_000, 'scale');
    const s = fitScale(x, y, 2, Float64Array.from([0.4, -0.2]), () => true);
    expect(s).toBeGreaterThan(1.8);
    expect(s).toBeLessThan(2.2);
  });
});

// Tuned evaluations: the logistic fit against a simulation with known weights, the three games' features,
// the weights block that fit-eval writes, and the evaluator's fallback for games without a tuned evaluation.
import { describe, expect, it } from 'vitest';
import { playGame, Prng, type Agent, type DecisionContext } from '@tcglab/core';
import {
  createAgent,
  Evaluator,
  fitLogistic,
  fitLogisticSigned,
  logLoss,
  replaceWeightsBlock,
  sigmoid,
  solveSpd,
  tunedEvaluation,
  weightsBlock,
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

describe.each(REAL_GAMES.map((g) => [g.game.id, g] as const))('%s tuned evaluation v2', (_id, g) => {
  const model = tunedEvaluation(g.game, 2)!;
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
    const ev = new Evaluator(g.game, 2);
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

describe('agents on a game without a tuned evaluation', () => {
  it('use its hand-written evaluation and say so', () => {
    expect(new Evaluator(miniGame, 2).fellBack).toBe(true);
    expect(new Evaluator(miniGame, 1).fellBack).toBe(false);
    expect(createAgent('greedy')).toBeDefined();
  });
});

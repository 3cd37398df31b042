// The stopped Brownian motion against a simulation (Brownian-bridge barrier checks) and closed forms.
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import {
  absorbedAbove,
  absorbedBelow,
  aliveAtMost,
  exitAboveProbability,
  expectedExitTime,
  normalQuantile,
  outcomeCdf,
  type Brownian,
} from '../src/index.js';

/** Simulate the motion on a grid; a crossing between grid points is caught with the bridge probability. */
function simulate(bm: Brownian, T: number, paths: number, steps: number, seed: string) {
  const rng = new Prng(seed);
  const dt = T / steps;
  const sd = Math.sqrt(bm.sigma2 * dt);
  let below = 0;
  let above = 0;
  const finals: number[] = [];
  for (let p = 0; p < paths; p++) {
    let x = 0;
    let done = false;
    for (let s = 0; s < steps && !done; s++) {
      const u = Math.min(1 - 1e-12, Math.max(1e-12, rng.next()));
      const y = x + bm.mu * dt + sd * normalQuantile(u);
      const pa = y <= bm.a ? 1 : Math.exp((-2 * (x - bm.a) * (y - bm.a)) / (bm.sigma2 * dt));
      const pb = y >= bm.b ? 1 : Math.exp((-2 * (bm.b - x) * (bm.b - y)) / (bm.sigma2 * dt));
      if (rng.next() < pa) {
        below++;
        done = true;
      } else if (rng.next() < pb) {
        above++;
        done = true;
      }
      x = y;
    }
    if (!done) finals.push(x);
  }
  return { below: below / paths, above: above / paths, alive: (y: number) => finals.filter((f) => f <= y).length / paths };
}

describe('Brownian motion between two barriers', () => {
  const cases: [string, Brownian, number][] = [
    ['no drift', { a: -2.94, b: 2.94, mu: 0, sigma2: 0.05 }, 100],
    ['drift up', { a: -2.94, b: 2.94, mu: 0.03, sigma2: 0.04 }, 120],
    ['strong drift down, short', { a: -1.5, b: 3, mu: -0.4, sigma2: 0.3 }, 6],
  ];
  for (const [name, bm, T] of cases) {
    it(`matches a simulation: ${name}`, () => {
      const sim = simulate(bm, T, 6000, 300, `bm/${name}`);
      const tol = 0.02; // ~3 standard errors of a proportion over 6,000 paths
      expect(Math.abs(absorbedBelow(bm, T) - sim.below)).toBeLessThan(tol);
      expect(Math.abs(absorbedAbove(bm, T) - sim.above)).toBeLessThan(tol);
      for (const y of [bm.a / 2, 0, bm.b / 2]) expect(Math.abs(aliveAtMost(bm, T, y) - sim.alive(y))).toBeLessThan(tol);
    });
  }
  it('adds up to one and reaches the exit probabilities with time', () => {
    const bm: Brownian = { a: -2.94, b: 2.94, mu: 0.01, sigma2: 0.02 };
    for (const T of [1, 30, 300]) expect(absorbedBelow(bm, T) + absorbedAbove(bm, T) + aliveAtMost(bm, T, bm.b)).toBeCloseTo(1, 10);
    expect(absorbedAbove(bm, 1e6)).toBeCloseTo(exitAboveProbability(bm), 8);
    // γ = ½: P(exit above) = (1 − e^{2.94}) / (e^{−2.94} − e^{2.94}).
    expect(exitAboveProbability(bm)).toBeCloseTo((1 - Math.exp(2.94)) / (Math.exp(-2.94) - Math.exp(2.94)), 12);
    expect(expectedExitTime({ a: -1, b: 2, mu: 0, sigma2: 1 })).toBeCloseTo(2, 12);
    expect(outcomeCdf(bm, 50, bm.b)).toBeCloseTo(1 - absorbedAbove(bm, 50), 12);
    expect(outcomeCdf(bm, 50, bm.a)).toBeCloseTo(absorbedBelow(bm, 50), 12);
  });
  it('stays finite and in [0, 1] for extreme drifts', () => {
    for (const mu of [-5, -0.5, 0.5, 5]) {
      const bm: Brownian = { a: -2.94, b: 2.94, mu, sigma2: 0.01 };
      for (const T of [0.5, 5, 500]) {
        const v = outcomeCdf(bm, T, 1);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
    expect(absorbedAbove({ a: -2.94, b: 2.94, mu: 5, sigma2: 0.01 }, 500)).toBeCloseTo(1, 12);
  });
});

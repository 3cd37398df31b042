// The metagame LP against games solved by hand, and the resampling helpers against their moments.
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import { binomialSample, fieldWinRates, multinomialResample, nashEquilibrium, percentileInterval, quantileSorted } from '../src/index.js';

describe('nashEquilibrium', () => {
  it('solves a weighted rock-paper-scissors by hand: x ∝ (c, b, a)', () => {
    // Payoff A = 2(M − ½) = [[0, −a, b], [a, 0, −c], [−b, c, 0]] with a = 0.2, b = 0.4, c = 0.6; A·x = 0 gives
    // x = (c, b, a) / (a + b + c) = (½, ⅓, ⅙), and every deck wins exactly ½ against the mix.
    const M = [
      [0.5, 0.4, 0.7],
      [0.6, 0.5, 0.2],
      [0.3, 0.8, 0.5],
    ];
    const r = nashEquilibrium(M);
    expect(r.weights[0]).toBeCloseTo(1 / 2, 9);
    expect(r.weights[1]).toBeCloseTo(1 / 3, 9);
    expect(r.weights[2]).toBeCloseTo(1 / 6, 9);
    expect(r.value).toBeCloseTo(0.5, 9);
    for (const v of r.against) expect(v).toBeCloseTo(0.5, 9);
  });
  it('brings the deck that beats everything, and never a dominated one', () => {
    const M = [
      [0.5, 0.6, 0.7],
      [0.4, 0.5, 0.9],
      [0.3, 0.1, 0.5],
    ];
    const r = nashEquilibrium(M);
    expect(r.weights[0]).toBeCloseTo(1, 9);
    expect(r.against[1]).toBeCloseTo(0.4, 9);
  });
  it('weights a field', () => {
    const M = [
      [0.5, 0.4],
      [0.6, 0.5],
    ];
    expect(fieldWinRates(M, [3, 1])).toEqual([0.5 * 0.75 + 0.4 * 0.25, 0.6 * 0.75 + 0.5 * 0.25]);
  });
});

describe('resampling', () => {
  it('draws binomials with the right mean and variance', () => {
    const rng = new Prng('binomial');
    for (const [n, p] of [
      [10, 0.3],
      [1000, 0.3],
      [5000, 0.01],
    ] as const) {
      let s = 0;
      let s2 = 0;
      let outside = 0;
      const k = 20000;
      for (let i = 0; i < k; i++) {
        const x = binomialSample(n, p, rng);
        if (x < 0 || x > n || !Number.isInteger(x)) outside++;
        s += x;
        s2 += x * x;
      }
      expect(outside).toBe(0);
      const mean = s / k;
      const v = s2 / k - mean * mean;
      expect(Math.abs(mean - n * p)).toBeLessThan(4 * Math.sqrt((n * p * (1 - p)) / k));
      expect(v / (n * p * (1 - p))).toBeGreaterThan(0.95);
      expect(v / (n * p * (1 - p))).toBeLessThan(1.05);
    }
  });
  it('resamples a multinomial that keeps the total and the shares', () => {
    const rng = new Prng('multinomial');
    const counts = [5, 0, 300, 95, 600];
    const sum = [0, 0, 0, 0, 0];
    let bad = 0;
    for (let i = 0; i < 2000; i++) {
      const d = multinomialResample(counts, rng);
      if (d.reduce((a, b) => a + b, 0) !== 1000 || d[1] !== 0) bad++;
      d.forEach((x, k) => (sum[k]! += x));
    }
    expect(bad).toBe(0);
    counts.forEach((c, k) => expect(Math.abs(sum[k]! / 2000 - c)).toBeLessThan(2));
  });
  it('interpolates percentiles', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    const iv = percentileInterval(Array.from({ length: 41 }, (_, i) => 40 - i));
    expect(iv.low).toBeCloseTo(1, 12);
    expect(iv.high).toBeCloseTo(39, 12);
  });
});

// Distribution functions against published tables and identities.
import { describe, expect, it } from 'vitest';
import { incompleteBeta, logGamma, logNormalCdf, normalCdf, normalQuantile, tCdf, tQuantile } from '../src/index.js';

describe('normal', () => {
  it('matches tabulated values, also far in the tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 14);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145705, 14);
    expect(normalCdf(-5)).toBeCloseTo(2.866515718791939e-7, 20);
    expect(normalCdf(-5) / 2.866515718791939e-7).toBeCloseTo(1, 12);
    expect(normalCdf(-10) / 7.61985302416047e-24).toBeCloseTo(1, 10);
    expect(normalCdf(4)).toBeCloseTo(0.9999683287581669, 14);
    // ln Φ(−40) = −800 − ln(40·√(2π)) − 1/1600 + …  (asymptotic series)
    expect(logNormalCdf(-40)).toBeCloseTo(-800 - Math.log(40 * Math.sqrt(2 * Math.PI)) - 1 / 1600 + 5 / (2 * 40 ** 4), 8);
    for (const p of [0.001, 0.2, 0.5, 0.9, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 8);
  });
});

describe('Student t', () => {
  it('has the tabulated two-sided 95% critical values', () => {
    const table: [number, number][] = [
      [1, 12.706204736],
      [2, 4.30265273],
      [5, 2.570581836],
      [10, 2.228138852],
      [30, 2.042272456],
      [120, 1.979930405],
    ];
    for (const [df, t] of table) expect(tQuantile(0.975, df)).toBeCloseTo(t, 7);
    expect(tQuantile(0.025, 4)).toBeCloseTo(-2.776445105, 7);
    expect(tQuantile(0.975, Infinity)).toBeCloseTo(1.959963985, 8);
  });
  it('has the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [-3, -0.5, 0.7, 4]) {
      expect(tCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 12);
      expect(tCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 12);
    }
  });
  it('builds on a correct log-gamma and incomplete beta', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(incompleteBeta(0.3, 2, 3)).toBeCloseTo(0.3483, 12); // 6x²(1/2 − 2x/3 + x²/4) at 0.3
  });
});

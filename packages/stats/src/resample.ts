// Seeded resampling for bootstrap intervals: binomial and multinomial draws, percentiles.
import type { Prng } from '@tcglab/core';
import { logGamma } from './distributions.js';

/**
 * One Binomial(n, p) draw. Small n: n Bernoulli trials; otherwise inversion by a search outward from the
 * mode (exact up to floating point; about √(n·p·(1−p)) steps).
 */
export function binomialSample(n: number, p: number, rng: Prng): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (n < 40) {
    let k = 0;
    for (let i = 0; i < n; i++) if (rng.next() < p) k++;
    return k;
  }
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  const pmf = (k: number) => Math.exp(logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1) + k * lp + (n - k) * lq);
  let u = rng.next();
  const pm = pmf(mode);
  u -= pm;
  if (u < 0) return mode;
  // Alternate below and above the mode, each side's pmf by the ratio recurrence.
  let lo = mode;
  let hi = mode;
  let plo = pm;
  let phi = pm;
  const ratio = p / (1 - p);
  while (lo > 0 || hi < n) {
    if (hi < n) {
      phi *= ((n - hi) / (hi + 1)) * ratio;
      hi++;
      u -= phi;
      if (u < 0) return hi;
    }
    if (lo > 0) {
      plo *= lo / (n - lo + 1) / ratio;
      lo--;
      u -= plo;
      if (u < 0) return lo;
    }
  }
  return mode; // u left over from rounding: the mode is as good as any
}

/** Resample `n` items from categories with these counts (a multinomial draw with the empirical shares). */
export function multinomialResample(counts: readonly number[], rng: Prng, out: number[] = new Array<number>(counts.length)): number[] {
  let left = 0;
  for (const c of counts) left += c;
  let mass = left;
  for (let k = 0; k < counts.length; k++) {
    const c = counts[k]!;
    if (k === counts.length - 1 || mass <= 0) {
      out[k] = k === counts.length - 1 ? left : 0;
      continue;
    }
    const x = c <= 0 ? 0 : c >= mass ? left : binomialSample(left, c / mass, rng);
    out[k] = x;
    left -= x;
    mass -= c;
  }
  return out;
}

/** The q-quantile of a sorted array by linear interpolation between order statistics (NaN when empty). */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** 95% percentile interval of bootstrap replicates (sorts a copy). */
export function percentileInterval(values: readonly number[]): { low: number; high: number } {
  const s = Float64Array.from(values).sort();
  return { low: quantileSorted(s, 0.025), high: quantileSorted(s, 0.975) };
}

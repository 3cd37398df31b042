// Normal and Student t distribution functions: CDFs (with log tails), quantiles, and log-gamma.
import { normalQuantile, Z95 } from '@tcglab/core';

export { normalQuantile, Z95 };

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/** Standard normal density. */
export function normalPdf(z: number): number {
  return Math.exp(-0.5 * z * z - LOG_SQRT_2PI);
}

/** Mills ratio Φ(−x)/φ(x) for x ≥ 3 by its continued fraction 1/(x+1/(x+2/(x+3/(x+…)))) (modified Lentz). */
function millsRatio(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    d = x + k * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + k / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 / f;
}

/** Φ(z) for |z| ≤ 3 by Marsaglia's series Φ = ½ + φ(z)·(z + z³/3 + z⁵/(3·5) + …) (absolute error ~1e-15). */
function phiSeries(z: number): number {
  let s = z;
  let t = z;
  const z2 = z * z;
  for (let i = 1; i < 200; i++) {
    t *= z2 / (2 * i + 1);
    const next = s + t;
    if (next === s) break;
    s = next;
  }
  return 0.5 + s * normalPdf(z);
}

/** Standard normal CDF Φ(z), accurate in relative terms in the lower tail. */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN;
  if (z < -3) return z < -40 ? 0 : normalPdf(z) * millsRatio(-z);
  if (z > 3) return z > 40 ? 1 : 1 - normalPdf(z) * millsRatio(z);
  return phiSeries(z);
}

/** ln Φ(z), finite far into the lower tail (e.g. ln Φ(−50) ≈ −1254.8). */
export function logNormalCdf(z: number): number {
  if (z < -3) return -0.5 * z * z - LOG_SQRT_2PI + Math.log(millsRatio(-z));
  if (z > 3) return Math.log1p(-normalPdf(z) * millsRatio(z));
  return Math.log(phiSeries(z));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; relative error ~1e-15). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return LOG_SQRT_2PI + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = Math.abs(d) < tiny ? tiny : d;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 1000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = 1 + aa / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = 1 + aa / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** Regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(lnFront) * betaContinuedFraction(x, a, b)) / a;
  return 1 - (Math.exp(lnFront) * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Student t CDF with `df` degrees of freedom (df = Infinity: the normal CDF). */
export function tCdf(t: number, df: number): number {
  if (!Number.isFinite(df)) return normalCdf(t);
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

const tCache = new Map<string, number>();

/**
 * The p-quantile of Student's t with `df` degrees of freedom (df ≥ 1; Infinity or above 1e6: the normal
 * quantile). Found by bisection on `tCdf` (about 1e-12 absolute); results are cached.
 */
export function tQuantile(p: number, df: number): number {
  if (!(df >= 1)) throw new RangeError(`t quantile needs df ≥ 1; got ${df}`);
  if (!Number.isFinite(df) || df > 1e6) return normalQuantile(p);
  if (p === 0.5) return 0;
  if (p < 0.5) return -tQuantile(1 - p, df);
  const key = `${p}/${df}`;
  const hit = tCache.get(key);
  if (hit !== undefined) return hit;
  let lo = 0;
  let hi = Math.max(2 * normalQuantile(p), 1);
  while (tCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  const q = (lo + hi) / 2;
  if (tCache.size < 10000) tCache.set(key, q);
  return q;
}

/** The two-sided 95% critical value: t_{0.975, df}, or z = 1.95996 when df is Infinity. */
export function crit95(df: number): number {
  return Number.isFinite(df) ? tQuantile(0.975, df) : Z95;
}

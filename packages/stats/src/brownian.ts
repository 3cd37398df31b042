// Brownian motion with drift between two absorbing barriers: the law of the stopped process at a time T.
//
// W_t = μt + σB_t starts at 0 between a < 0 < b. Everything here is a sum over the method of images (the
// barriers reflect paths; Girsanov's factor e^{γz − μ²t/(2σ²)}, γ = μ/σ², adds the drift), evaluated in log
// space so that no term overflows. Each image term is at most 1 in size and the series converges like a
// Gaussian in the image index, so a few dozen terms give about 1e-12. Used for the stopping-adjusted
// estimate of an SPRT and for the chance that an SPRT decides within a cap (sprt-analysis.ts).
import { logNormalCdf, normalCdf } from './distributions.js';

export interface Brownian {
  /** Lower barrier (< 0). */
  readonly a: number;
  /** Upper barrier (> 0). */
  readonly b: number;
  /** Drift per unit time. */
  readonly mu: number;
  /** Variance per unit time (> 0). */
  readonly sigma2: number;
}

/** ln(Φ(u) − Φ(l)) for u > l, without cancellation in either tail. */
export function logPhiDiff(u: number, l: number): number {
  if (!(u > l)) return -Infinity;
  if (l >= 0) [u, l] = [-l, -u];
  if (u <= 0) {
    const lu = logNormalCdf(u);
    const ll = logNormalCdf(l);
    return lu + Math.log1p(-Math.exp(ll - lu));
  }
  return Math.log(normalCdf(u) - normalCdf(l));
}

function logAddExp(x: number, y: number): number {
  if (x === -Infinity) return y;
  if (y === -Infinity) return x;
  const m = Math.max(x, y);
  return m + Math.log(Math.exp(x - m) + Math.exp(y - m));
}

/** ln P(the drifted motion reaches level ℓ ≠ 0 by time T), no other barrier (the inverse Gaussian CDF). */
function logHitBy(l: number, mu: number, v: number, gamma: number, T: number): number {
  const sd = Math.sqrt(v);
  const d = Math.abs(l);
  const m = Math.sign(l) * mu * T;
  return logAddExp(logNormalCdf((-d + m) / sd), 2 * gamma * l + logNormalCdf((-d - m) / sd));
}

function imageCount(bm: Brownian, T: number): number {
  return 3 + Math.ceil((5 * Math.sqrt(bm.sigma2 * T)) / (bm.b - bm.a));
}

/** P(absorbed at a, before b, by time T). */
export function absorbedBelow(bm: Brownian, T: number): number {
  if (T <= 0) return 0;
  const { a, b, mu, sigma2 } = bm;
  const A = b - a;
  const v = sigma2 * T;
  const g = mu / sigma2;
  const K = imageCount(bm, T);
  let s = 0;
  for (let k = 0; k <= K; k++) {
    s += Math.exp(g * 2 * k * A + logHitBy(a - 2 * k * A, mu, v, g, T));
    if (k >= 1) s -= Math.exp(g * (2 * k * A + 2 * a) + logHitBy(-(2 * k * A + a), mu, v, g, T));
  }
  return Math.min(1, Math.max(0, s));
}

/** P(absorbed at b, before a, by time T). */
export function absorbedAbove(bm: Brownian, T: number): number {
  return absorbedBelow({ a: -bm.b, b: -bm.a, mu: -bm.mu, sigma2: bm.sigma2 }, T);
}

/** P(not absorbed by time T and W_T ≤ y), for a ≤ y ≤ b. */
export function aliveAtMost(bm: Brownian, T: number, y: number): number {
  const { a, b, mu, sigma2 } = bm;
  if (T <= 0) return y >= 0 ? 1 : 0;
  if (y <= a) return 0;
  y = Math.min(y, b);
  const A = b - a;
  const v = sigma2 * T;
  const sd = Math.sqrt(v);
  const g = mu / sigma2;
  const K = imageCount(bm, T);
  const term = (c: number) => Math.exp(g * c + logPhiDiff((y - c - mu * T) / sd, (a - c - mu * T) / sd));
  let s = 0;
  for (let k = -K; k <= K; k++) s += term(2 * k * A) - term(2 * b + 2 * k * A);
  return Math.min(1, Math.max(0, s));
}

/**
 * The stopped motion's outcome CDF at (T, y) in Siegmund's ordering: P(absorbed at a by T) + P(alive at T
 * with W_T ≤ y). With y = b it is 1 − P(absorbed at b by T); with y = a, P(absorbed at a by T).
 */
export function outcomeCdf(bm: Brownian, T: number, y: number): number {
  const yy = Math.min(bm.b, Math.max(bm.a, y));
  const v = yy >= bm.b ? 1 - absorbedAbove(bm, T) : absorbedBelow(bm, T) + aliveAtMost(bm, T, yy);
  return Math.min(1, Math.max(0, v));
}

/** P(the motion ever leaves through b) = (1 − e^{−2γa}) / (e^{−2γb} − e^{−2γa}); |a|/(b − a) without drift. */
export function exitAboveProbability(bm: Brownian): number {
  const g = bm.mu / bm.sigma2;
  if (Math.abs(g * (bm.b - bm.a)) < 1e-9) return -bm.a / (bm.b - bm.a);
  // Divide through by the larger exponential to stay finite.
  const ea = -2 * g * bm.a;
  const eb = -2 * g * bm.b;
  const m = Math.max(ea, eb, 0);
  return (Math.exp(-m) - Math.exp(ea - m)) / (Math.exp(eb - m) - Math.exp(ea - m));
}

/** Expected exit time with no time limit (Wald): (P_b·b + (1 − P_b)·a) / μ; −a·b/σ² without drift. */
export function expectedExitTime(bm: Brownian): number {
  const g = bm.mu / bm.sigma2;
  if (Math.abs(g * (bm.b - bm.a)) < 1e-6) return (-bm.a * bm.b) / bm.sigma2;
  const pb = exitAboveProbability(bm);
  return (pb * bm.b + (1 - pb) * bm.a) / bm.mu;
}

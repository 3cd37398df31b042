// Sequential probability ratio test on game pairs: the generalized SPRT over the pentanomial of pair scores,
// with logistic Elo hypotheses, as chess engine testing does it (fishtest's LLR_logistic; M. Van den Bergh,
// "Comments on Normalized Elo" and "GSPRT approximations"). The log-likelihood ratio compares the maximum-
// likelihood pentanomial distributions whose mean score is s0 (H0: elo = elo0) and s1 (H1: elo = elo1).
import { eloToScore } from './elo.js';
import type { Pentanomial } from './pairs.js';

export interface SprtParams {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}

export type SprtDecision = 'H0' | 'H1' | 'continue';

export interface SprtState {
  readonly llr: number;
  /** Accept H0 at or below this: ln(beta / (1 - alpha)). */
  readonly lower: number;
  /** Accept H1 at or above this: ln((1 - beta) / alpha). */
  readonly upper: number;
  readonly decision: SprtDecision;
}

/** Parse `elo0=0,elo1=20,alpha=0.05,beta=0.05` (every key optional; those are the defaults). */
export function parseSprt(text: string): SprtParams {
  const p: Record<string, number> = { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 };
  for (const part of text
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(elo0|elo1|alpha|beta)\s*=\s*(-?[\d.eE+-]+)$/.exec(part);
    if (!m || !Number.isFinite(Number(m[2]))) {
      throw new Error(`bad --sprt part "${part}"; expected elo0=…,elo1=…,alpha=…,beta=…`);
    }
    p[m[1]!] = Number(m[2]);
  }
  const r = { elo0: p['elo0']!, elo1: p['elo1']!, alpha: p['alpha']!, beta: p['beta']! };
  if (!(r.elo1 > r.elo0)) throw new Error(`--sprt needs elo1 > elo0; got elo0=${r.elo0}, elo1=${r.elo1}`);
  for (const k of ['alpha', 'beta'] as const) {
    if (!(r[k] > 0 && r[k] < 0.5)) throw new Error(`--sprt ${k} must be in (0, 0.5); got ${r[k]}`);
  }
  return r;
}

export function sprtBounds(p: SprtParams): { lower: number; upper: number } {
  return { lower: Math.log(p.beta / (1 - p.alpha)), upper: Math.log((1 - p.beta) / p.alpha) };
}

/** Pair scores (per game) of the pentanomial cells. */
const A = [0, 0.25, 0.5, 0.75, 1];

/**
 * The distribution on the category scores (default: the five pair scores) that maximizes the likelihood of
 * `counts` subject to mean `s`:
 * p_k = phat_k / (1 + λ (a_k − s)), with λ solving Σ phat_k (a_k − s) / (1 + λ (a_k − s)) = 0 (Newton's
 * method kept inside a shrinking bracket, where the function decreases).
 * Empty cells are regularized with a tiny count (1e-3, as fishtest does) so every mean in (0, 1) is reachable.
 */
export function mleWithMean(counts: readonly number[], s: number, regularize = 1e-3, scores: readonly number[] = A): number[] {
  const K = counts.length;
  if (scores.length !== K) throw new RangeError('mleWithMean: one score per category');
  const reg = counts.map((c) => (c > 0 ? c : regularize));
  const n = reg.reduce((a, b) => a + b, 0);
  const phat = reg.map((c) => c / n);
  // Denominators of the cells with weight stay positive: λ ∈ (−1/(max a − s), 1/(s − min a)); f decreases there.
  let amin = 1;
  let amax = 0;
  for (let k = 0; k < K; k++) {
    if (phat[k]! > 0) {
      amin = Math.min(amin, scores[k]!);
      amax = Math.max(amax, scores[k]!);
    }
  }
  if (!(amin < s && s < amax)) throw new RangeError(`no distribution on the observed pair scores has mean ${s}`);
  let lo = -1 / (amax - s);
  let hi = 1 / (s - amin);
  let lam = 0;
  for (let i = 0; i < 200; i++) {
    let f = 0;
    let df = 0;
    for (let k = 0; k < K; k++) {
      const d = scores[k]! - s;
      const q = 1 / (1 + lam * d);
      f += phat[k]! * d * q;
      df -= phat[k]! * d * d * q * q;
    }
    if (f > 0) lo = lam;
    else hi = lam;
    if (Math.abs(f) < 1e-15 || hi - lo < 1e-15) break;
    let next = lam - f / df;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    lam = next;
  }
  return phat.map((p, k) => p / (1 + lam * (scores[k]! - s)));
}

/**
 * The generalized log-likelihood ratio of "mean score s1" against "mean score s0" for category counts with the
 * given per-category scores: each hypothesis takes the maximum-likelihood distribution with its mean.
 */
export function gsprtLlr(counts: readonly number[], s0: number, s1: number, scores: readonly number[] = A, regularize = 1e-3): number {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const p0 = mleWithMean(counts, s0, regularize, scores);
  const p1 = mleWithMean(counts, s1, regularize, scores);
  let llr = 0;
  for (let k = 0; k < counts.length; k++) if (counts[k]! > 0) llr += counts[k]! * Math.log(p1[k]! / p0[k]!);
  return llr;
}

/** Log-likelihood ratio of H1 against H0 for the observed pentanomial. */
export function sprtLlr(counts: Pentanomial, p: SprtParams, regularize = 1e-3): number {
  return gsprtLlr(counts, eloToScore(p.elo0), eloToScore(p.elo1), A, regularize);
}

/** The normal approximation of the GSPRT LLR: N (s1 − s0)(2 m − s0 − s1) / (2 σ²), over pair scores. */
export function sprtLlrApprox(counts: Pentanomial, p: SprtParams): number {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  let m = 0;
  for (let k = 0; k < 5; k++) m += (counts[k]! * A[k]!) / n;
  let v = 0;
  for (let k = 0; k < 5; k++) v += (counts[k]! * (A[k]! - m) ** 2) / n;
  if (v === 0) return 0;
  const s0 = eloToScore(p.elo0);
  const s1 = eloToScore(p.elo1);
  return (n * (s1 - s0) * (2 * m - s0 - s1)) / (2 * v);
}

export function sprtState(counts: Pentanomial, p: SprtParams): SprtState {
  const llr = sprtLlr(counts, p);
  const { lower, upper } = sprtBounds(p);
  return { llr, lower, upper, decision: llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue' };
}

// What an SPRT's result means after it stopped, and what a cap on pairs does to it before it starts.
//
// A test that stopped early stopped *because* the data looked extreme, so the plain mean over the pairs played
// is biased away from the middle (at true Elo 0 with bounds 0/40, the runs that accept H1 average about +55).
// The stopping-adjusted estimate treats the log-likelihood ratio as a Brownian motion in the number of pairs
// between the two bounds (M. Van den Bergh, "Statistical analysis of SPRT tests"; fishtest reports its Elo
// this way) and inverts the law of the stopped motion in Siegmund's ordering: the Elo whose outcome CDF at the
// observed (pairs, LLR) is ½ (a median-unbiased estimate), and the Elos where it is 0.975 and 0.025 (a 95%
// interval). The motion's drift and variance per pair under a candidate score s are those of the test's own
// per-pair LLR jumps ln(p1_k / p0_k) under the data's maximum-likelihood distribution with mean s (fishtest
// uses a normal approximation of the jumps instead, which misjudges results well above elo1).
import { absorbedAbove, absorbedBelow, expectedExitTime, outcomeCdf, type Brownian } from './brownian.js';
import { eloToScore } from './elo.js';
import { summarizePairs, type Pentanomial } from './pairs.js';
import { gsprtLlr, mleWithMean, sprtBounds, sprtLlr, type SprtParams } from './sprt.js';

/** Elo range the adjusted estimate searches (beyond it the answer is reported as the bound). */
export const ELO_SEARCH_LIMIT = 1000;

export interface SprtAdjusted {
  /** Median-unbiased Elo of A − B given how the test stopped (NaN when `refused`). */
  readonly elo: number;
  /** 95% interval of the Elo, adjusted for the stopping rule (NaN when `refused`). */
  readonly low: number;
  readonly high: number;
  /** The LLR and pairs the estimate used (LLR clamped to the bound it crossed, pairs moved to the crossing). */
  readonly llr: number;
  readonly pairs: number;
  /**
   * Why no adjusted estimate is given: the plain estimate lies more than twice the hypotheses' width outside
   * them, where the test was not designed to measure and the approximation is unreliable.
   */
  readonly refused?: string;
}

/** The drift and variance per pair of the LLR when the true score is s, in the normal approximation (pair-score variance v). */
export function llrMotion(p: SprtParams, s: number, v: number): Brownian {
  const s0 = eloToScore(p.elo0);
  const s1 = eloToScore(p.elo1);
  const { lower, upper } = sprtBounds(p);
  const vv = Math.max(v, 1e-12);
  return { a: lower, b: upper, mu: ((s - (s0 + s1) / 2) * (s1 - s0)) / vv, sigma2: (s1 - s0) ** 2 / vv };
}

/** Solve f(e) = 0 for a decreasing-through-zero f near `centre`, bracketing outward; clamps to ±lim. */
function solveElo(f: (e: number) => number, centre: number, step: number, lim = ELO_SEARCH_LIMIT): number {
  const c = Math.min(lim, Math.max(-lim, centre));
  let lo = c;
  let hi = c;
  if (f(c) > 0) {
    for (let k = 0; hi < lim && f(hi) > 0; k++) {
      lo = hi;
      hi = Math.min(lim, c + step * 2 ** k);
    }
    if (f(hi) > 0) return lim;
  } else {
    for (let k = 0; lo > -lim && f(lo) <= 0; k++) {
      hi = lo;
      lo = Math.max(-lim, c - step * 2 ** k);
    }
    if (f(lo) <= 0) return -lim;
  }
  for (let i = 0; i < 60 && hi - lo > 1e-9 * lim; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A sequential test on counts of outcome categories with per-category scores (mean score s0 against s1). */
export interface SequentialCounts {
  readonly counts: readonly number[];
  readonly scores: readonly number[];
  readonly s0: number;
  readonly s1: number;
  readonly lower: number;
  readonly upper: number;
}

/**
 * The stopping-adjusted estimate of a parameter x (mapped to a mean score by `toScore`, increasing) after a
 * GSPRT on `t` stopped: median-unbiased, with its 95% interval (see the file header). `centre` is where the
 * search starts (the plain estimate), `step` its first stride, `limit` the |x| it searches.
 */
export function adjustedEstimate(t: SequentialCounts, toScore: (x: number) => number, centre: number, step: number, limit: number) {
  const n = t.counts.reduce((x, y) => x + y, 0);
  let llr = gsprtLlr(t.counts, t.s0, t.s1, t.scores);
  let T = n;
  // The discrete walk overshoots the bound it crosses: place the crossing on the bound, at the time the
  // average slope reaches it (as fishtest does).
  if (llr > t.upper || llr < t.lower) {
    const bound = llr > t.upper ? t.upper : t.lower;
    T = (bound / llr) * n;
    llr = bound;
  }
  // Per-observation LLR jumps of the test, from the data's maximum-likelihood distributions under H0 and H1.
  const p0 = mleWithMean(t.counts, t.s0, 1e-3, t.scores);
  const p1 = mleWithMean(t.counts, t.s1, 1e-3, t.scores);
  const jumps = p0.map((x, k) => Math.log(p1[k]! / x));
  const lo = Math.min(...t.scores);
  const hi = Math.max(...t.scores);
  const cdf = (x: number) => {
    const q = mleWithMean(t.counts, Math.min(hi - 1e-6, Math.max(lo + 1e-6, toScore(x))), 1e-3, t.scores);
    let mu = 0;
    for (let k = 0; k < q.length; k++) mu += q[k]! * jumps[k]!;
    let v = 0;
    for (let k = 0; k < q.length; k++) v += q[k]! * (jumps[k]! - mu) ** 2;
    return outcomeCdf({ a: t.lower, b: t.upper, mu, sigma2: Math.max(v, 1e-12) }, T, llr);
  };
  const at = (q: number) => solveElo((x) => cdf(x) - q, centre, step, limit);
  return { estimate: at(0.5), low: at(0.975), high: at(0.025), llr, pairs: T };
}

/**
 * The stopping-adjusted Elo and 95% interval of an SPRT that stopped (or ran out of pairs) with this
 * pentanomial (see the file header). Returns undefined for an empty pentanomial.
 */
export function sprtAdjustedElo(penta: Pentanomial, p: SprtParams): SprtAdjusted | undefined {
  const pairs = penta.reduce((x, y) => x + y, 0);
  if (pairs === 0) return undefined;
  const { lower, upper } = sprtBounds(p);
  const t: SequentialCounts = {
    counts: penta,
    scores: [0, 0.25, 0.5, 0.75, 1],
    s0: eloToScore(p.elo0),
    s1: eloToScore(p.elo1),
    lower,
    upper,
  };
  const naive = summarizePairs(penta).elo;
  const width = p.elo1 - p.elo0;
  if (!(naive >= p.elo0 - 2 * width && naive <= p.elo1 + 2 * width)) {
    const llr = Math.min(upper, Math.max(lower, sprtLlr(penta, p)));
    const shown = Number.isFinite(naive) ? `${naive > 0 ? '+' : ''}${Math.round(naive)}` : naive > 0 ? '+inf' : '-inf';
    return {
      elo: NaN,
      low: NaN,
      high: NaN,
      llr,
      pairs,
      refused: `the plain estimate (${shown} Elo) lies far outside elo0=${p.elo0}..elo1=${p.elo1}, where the stopping adjustment is unreliable`,
    };
  }
  const r = adjustedEstimate(t, eloToScore, naive, Math.max(5, width), ELO_SEARCH_LIMIT);
  return { elo: r.estimate, low: r.low, high: r.high, llr: r.llr, pairs: r.pairs };
}

export interface SprtOutlook {
  readonly elo: number;
  /** P(the test decides within the cap) if A − B truly is `elo`. */
  readonly decide: number;
  /** P(it accepts H1 within the cap). */
  readonly h1: number;
  /** Expected pairs to a decision with no cap. */
  readonly expectedPairs: number;
}

/**
 * How an SPRT is likely to go with at most `maxPairs` pairs, if the true difference is elo0, the middle of
 * the hypotheses, or elo1. The pair-score variance (per game) defaults to s(1 − s)/2 (two independent games
 * per pair, no draws), an overestimate when pairing or draws reduce it: a planning figure, not a result.
 */
export function sprtOutlook(p: SprtParams, maxPairs: number, pairVariance?: number): SprtOutlook[] {
  return [p.elo0, (p.elo0 + p.elo1) / 2, p.elo1].map((elo) => {
    const s = eloToScore(elo);
    const bm = llrMotion(p, s, pairVariance ?? (s * (1 - s)) / 2);
    const below = absorbedBelow(bm, maxPairs);
    const above = absorbedAbove(bm, maxPairs);
    return { elo, decide: below + above, h1: above, expectedPairs: expectedExitTime(bm) };
  });
}

/** Pairs needed so that the test decides with probability ≥ `target` at elo0, the middle and elo1. */
export function sprtPairsFor(p: SprtParams, target = 0.9): number {
  const ok = (n: number) => sprtOutlook(p, n).every((o) => o.decide >= target);
  let hi = 16;
  while (!ok(hi) && hi < 1e9) hi *= 2;
  let lo = hi / 2;
  while (hi - lo > Math.max(1, lo * 0.01)) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return Math.ceil(hi);
}

/**
 * A warning for the start of a run when a cap of `maxPairs` pairs leaves the SPRT undecided in more than
 * `1 − threshold` of runs at some plausible true difference; undefined when the cap is ample.
 */
export function sprtCapWarning(p: SprtParams, maxPairs: number, threshold = 0.8): string | undefined {
  const out = sprtOutlook(p, maxPairs);
  if (out.every((o) => o.decide >= threshold)) return undefined;
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const need = sprtPairsFor(p, 0.9);
  return (
    `the cap of ${maxPairs} pairs (${2 * maxPairs} games) is likely too small for --sprt elo0=${p.elo0},elo1=${p.elo1}: ` +
    `if A − B is truly ${out.map((o) => `${+o.elo.toFixed(1)}`).join(' / ')} Elo, the test decides within the cap in about ` +
    `${out.map((o) => pct(o.decide)).join(' / ')} of runs (expected pairs without a cap: ${out.map((o) => Math.round(o.expectedPairs)).join(' / ')}); ` +
    `about ${need} pairs (--games ${2 * need}) decide 90% of the time. ` +
    '(Planning figures from a Brownian approximation with independent games in a pair.)'
  );
}

// Pair-aware (cluster-robust) intervals for win rates: games that share a deal are one cluster.
//
// A rate r = Σy / Σn over clusters g (y_g points in [0, n_g], n_g games or observations) whose clusters are
// independent but whose games inside a cluster may be correlated (the two games of a seat-swapped pair share
// a deal). Its cluster-robust (CR1) variance is V = G/(G−1) · Σ (y_g − r·n_g)² / (Σn)², against p(1−p)/Σn
// for independent games. The ratio is the design effect deff (Kish); the pair-aware interval is the Wilson
// score interval at the effective sample size Σn / deff with the t quantile on G − 1 degrees of freedom.
// deff is clipped to [0.5, Σn²_g / Σn] (the upper end: every game of a cluster alike; the lower end: never
// more than twice the information of independent games), which keeps small samples honest.
import { wilson } from '@tcglab/core';
import { crit95 } from './distributions.js';

/** Sufficient statistics of clustered outcomes: memory does not grow with the number of clusters. */
export class ClusterSums {
  /** Clusters G. */
  clusters = 0;
  /** Σ y_g: points (a win 1, a draw ½). */
  y = 0;
  /** Σ n_g: observations (games). */
  n = 0;
  yy = 0;
  yn = 0;
  nn = 0;

  /**
   * Add `w` clusters (default one) of `n` observations scoring `y` points each; w = −1 removes one added before
   * (a single game whose partner arrived). n = 0 is ignored.
   */
  add(y: number, n: number, w = 1): void {
    if (n <= 0 || w === 0) return;
    this.clusters += w;
    this.y += w * y;
    this.n += w * n;
    this.yy += w * y * y;
    this.yn += w * y * n;
    this.nn += w * n * n;
  }

  /** The same clusters seen from the other side: every point becomes n − y (a deck's opponent). */
  complement(): ClusterSums {
    const c = new ClusterSums();
    c.clusters = this.clusters;
    c.y = this.n - this.y;
    c.n = this.n;
    c.yy = this.nn - 2 * this.yn + this.yy;
    c.yn = this.nn - this.yn;
    c.nn = this.nn;
    return c;
  }

  merge(o: ClusterSums): void {
    this.clusters += o.clusters;
    this.y += o.y;
    this.n += o.n;
    this.yy += o.yy;
    this.yn += o.yn;
    this.nn += o.nn;
  }

  clone(): ClusterSums {
    const c = new ClusterSums();
    c.merge(this);
    return c;
  }
}

/**
 * ClusterSums fed one observation at a time, when a cluster's observations arrive one after another (the two
 * games of a deal are consecutive game indices): `sums` is current after every `add`, in constant memory.
 */
export class ClusterStream {
  readonly sums = new ClusterSums();
  private open = NaN;
  private y = 0;
  private n = 0;

  /** One observation scoring `y` (1, ½ or 0) in cluster `id`; a new id closes the previous cluster. */
  add(id: number, y: number): void {
    if (id === this.open) {
      this.sums.add(this.y, this.n, -1);
      this.y += y;
      this.n++;
    } else {
      this.open = id;
      this.y = y;
      this.n = 1;
    }
    this.sums.add(this.y, this.n);
  }
}

/** Half the width of the pair-aware 95% interval of `s` (NaN without observations). */
export function clusteredHalfWidth(s: ClusterSums): number {
  const r = clusteredRate(s);
  return (r.high - r.low) / 2;
}

export interface ClusteredRate {
  /** Σy / Σn (NaN without observations). */
  readonly rate: number;
  /** Pair-aware 95% interval (see the file header). */
  readonly low: number;
  readonly high: number;
  /** The design effect used (after clipping): variance relative to independent games. */
  readonly deff: number;
  /** Estimated intra-cluster correlation for clusters of two: deff − 1 (NaN unless every cluster has 2). */
  readonly rho: number;
  readonly clusters: number;
  readonly n: number;
}

/** Cluster-robust variance of the ratio Σy/Σn (CR1); NaN with fewer than two clusters. */
export function clusterVariance(s: ClusterSums): number {
  if (s.clusters < 2 || s.n <= 0) return NaN;
  const r = s.y / s.n;
  const ss = Math.max(0, s.yy - 2 * r * s.yn + r * r * s.nn);
  return ((s.clusters / (s.clusters - 1)) * ss) / (s.n * s.n);
}

/** The win rate of clustered observations with its pair-aware 95% interval (see the file header). */
export function clusteredRate(s: ClusterSums): ClusteredRate {
  if (s.n <= 0) return { rate: NaN, low: NaN, high: NaN, deff: NaN, rho: NaN, clusters: 0, n: 0 };
  const r = s.y / s.n;
  const maxDeff = s.nn / s.n;
  const vBin = (r * (1 - r)) / s.n;
  const vCr = clusterVariance(s);
  let deff = maxDeff;
  if (vBin > 0 && Number.isFinite(vCr)) deff = Math.min(maxDeff, Math.max(0.5, vCr / vBin));
  const nEff = s.n / deff;
  const z = s.clusters >= 2 ? crit95(s.clusters - 1) : crit95(Infinity);
  const iv = wilson(r * nEff, nEff, z);
  const allPairs = s.nn === 4 * s.clusters && s.n === 2 * s.clusters;
  return { rate: r, low: iv.low, high: iv.high, deff, rho: allPairs ? deff - 1 : NaN, clusters: s.clusters, n: s.n };
}

/**
 * Sufficient statistics for the difference of two rates measured on the same clusters (e.g. a deck's win rate
 * when a card was in the opening hand against when it was not): each cluster contributes (y1, n1) to the first
 * group and (y2, n2) to the second (either may be 0).
 */
export class ClusterDiffSums {
  readonly a = new ClusterSums();
  readonly b = new ClusterSums();
  clusters = 0;
  /** Cross products Σ y1·y2, y1·n2, n1·y2, n1·n2 (for the covariance of the two ratios). */
  ab_yy = 0;
  ab_yn = 0;
  ab_ny = 0;
  ab_nn = 0;

  /** Add (w = 1) or remove (w = −1) one cluster. */
  add(y1: number, n1: number, y2: number, n2: number, w = 1): void {
    if (n1 <= 0 && n2 <= 0) return;
    this.clusters += w;
    this.a.add(y1, n1, w);
    this.b.add(y2, n2, w);
    this.ab_yy += w * y1 * y2;
    this.ab_yn += w * y1 * n2;
    this.ab_ny += w * n1 * y2;
    this.ab_nn += w * n1 * n2;
  }

  /** Add clusters that fall wholly in the second group (e.g. every deal before a card was first seen). */
  addAllToB(s: ClusterSums): void {
    this.clusters += s.clusters;
    this.b.merge(s);
  }
}

export interface RateDifference {
  /** rate(a) − rate(b); NaN when either group is empty. */
  readonly diff: number;
  /** 95% cluster-robust interval (t on G − 1 degrees of freedom); NaN with fewer than 3 clusters. */
  readonly low: number;
  readonly high: number;
}

/**
 * rate(a) − rate(b) with a cluster-robust (CR1, linearized) 95% interval over the shared clusters: the
 * influence of cluster g is (y1 − r1·n1)/N1 − (y2 − r2·n2)/N2, so the covariance of the two groups inside a
 * cluster is counted. A Wald interval: meant for the hundreds of deals of a real run, not for a handful.
 */
export function clusteredDifference(d: ClusterDiffSums): RateDifference {
  const { a, b } = d;
  if (a.n <= 0 || b.n <= 0) return { diff: NaN, low: NaN, high: NaN };
  const r1 = a.y / a.n;
  const r2 = b.y / b.n;
  const diff = r1 - r2;
  const G = d.clusters;
  if (G < 3) return { diff, low: NaN, high: NaN };
  // Σ u_g² with u = e1/N1 − e2/N2, e1 = y1 − r1 n1, e2 = y2 − r2 n2.
  const e1e1 = a.yy - 2 * r1 * a.yn + r1 * r1 * a.nn;
  const e2e2 = b.yy - 2 * r2 * b.yn + r2 * r2 * b.nn;
  const e1e2 = d.ab_yy - r2 * d.ab_yn - r1 * d.ab_ny + r1 * r2 * d.ab_nn;
  const ss = Math.max(0, e1e1 / (a.n * a.n) + e2e2 / (b.n * b.n) - (2 * e1e2) / (a.n * b.n));
  const se = Math.sqrt((G / (G - 1)) * ss);
  const h = crit95(G - 1) * se;
  return { diff, low: Math.max(-1, diff - h), high: Math.min(1, diff + h) };
}

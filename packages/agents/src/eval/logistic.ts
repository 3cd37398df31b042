// L2-regularized logistic regression by Newton's method (IRLS): the fit behind `tcglab fit-eval`.
//
// Minimizes  L(w) = −(1/n) Σ [y log σ(x·w) + (1−y) log(1−σ(x·w))] + (λ/2)|w − w₀|²  with y ∈ {0, ½, 1} (a
// draw counts half) and w₀ a prior (zero, or the game's hand-written weights: a MAP fit that moves away from
// them only as far as the data show). No intercept: the features are antisymmetric between the players.

export interface LogisticFit {
  readonly weights: Float64Array;
  readonly iterations: number;
  readonly converged: boolean;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Mean log loss (natural log) of weights `w` on rows `x` (n × k, row-major) with targets `y`. */
export function logLoss(x: Float64Array, y: Float64Array, k: number, w: Float64Array): number {
  const n = y.length;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let z = 0;
    for (let j = 0; j < k; j++) z += x[i * k + j]! * w[j]!;
    // log σ(z) and log(1 − σ(z)) in a form that does not overflow.
    const lp = -softplus(-z);
    const lq = -softplus(z);
    sum -= y[i]! * lp + (1 - y[i]!) * lq;
  }
  return sum / n;
}

function penalized(x: Float64Array, y: Float64Array, k: number, l2: number, w0: Float64Array, w: Float64Array): number {
  let r = 0;
  for (let j = 0; j < k; j++) r += (w[j]! - w0[j]!) ** 2;
  return logLoss(x, y, k, w) + (l2 / 2) * r;
}

function softplus(z: number): number {
  return z > 30 ? z : Math.log1p(Math.exp(z));
}

/**
 * Fit w under sign constraints (`signs[j]` +1: w_j ≥ 0, −1: w_j ≤ 0, 0: free) by an active set: fit, pin every
 * weight on the wrong side of 0 at 0, refit, and free a pinned weight again when the loss would fall by moving
 * it to its allowed side; at most 2k rounds. Deterministic.
 */
export function fitLogisticSigned(
  x: Float64Array,
  y: Float64Array,
  k: number,
  l2: number,
  prior: ArrayLike<number> | undefined,
  signs: ArrayLike<number> | undefined,
): LogisticFit & { pinned: number[] } {
  const pinned = new Uint8Array(k);
  let fit = fitLogistic(x, y, k, l2, prior, pinned);
  for (let round = 0; signs && round < 2 * k; round++) {
    let changed = false;
    for (let j = 0; j < k; j++) {
      const sg = signs[j] ?? 0;
      if (!pinned[j] && sg !== 0 && fit.weights[j]! * sg < 0) ((pinned[j] = 1), (changed = true));
    }
    if (!changed) {
      const g = gradient(x, y, k, l2, prior, fit.weights);
      for (let j = 0; j < k; j++) if (pinned[j] && (signs[j] ?? 0) * g[j]! < 0) ((pinned[j] = 0), (changed = true));
    }
    if (!changed) break;
    fit = fitLogistic(x, y, k, l2, prior, pinned);
  }
  return { ...fit, pinned: [...pinned.keys()].filter((j) => pinned[j]) };
}

function gradient(
  x: Float64Array,
  y: Float64Array,
  k: number,
  l2: number,
  prior: ArrayLike<number> | undefined,
  w: Float64Array,
): Float64Array {
  const n = y.length;
  const g = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    let z = 0;
    for (let j = 0; j < k; j++) z += x[i * k + j]! * w[j]!;
    const r = sigmoid(z) - y[i]!;
    for (let j = 0; j < k; j++) g[j]! += r * x[i * k + j]!;
  }
  for (let j = 0; j < k; j++) g[j] = g[j]! / n + l2 * (w[j]! - (prior?.[j] ?? 0));
  return g;
}

/**
 * Fit w; `l2` is λ above, `prior` w₀ (default 0); weights with `fixed[j]` set stay at 0. Deterministic: exact
 * Newton steps from w = w₀.
 */
export function fitLogistic(
  x: Float64Array,
  y: Float64Array,
  k: number,
  l2: number,
  prior?: ArrayLike<number>,
  fixed?: Uint8Array,
  maxIter = 50,
): LogisticFit {
  const n = y.length;
  if (n === 0) throw new Error('no positions to fit');
  const w0 = new Float64Array(k);
  if (prior) for (let j = 0; j < k; j++) w0[j] = prior[j] ?? 0;
  const w = Float64Array.from(w0);
  if (fixed) for (let j = 0; j < k; j++) if (fixed[j]) w[j] = 0;
  const g = new Float64Array(k);
  const h = new Float64Array(k * k);
  let it = 0;
  let converged = false;
  for (; it < maxIter && !converged; it++) {
    g.fill(0);
    h.fill(0);
    for (let i = 0; i < n; i++) {
      const row = i * k;
      let z = 0;
      for (let j = 0; j < k; j++) z += x[row + j]! * w[j]!;
      const p = sigmoid(z);
      const r = p - y[i]!;
      const d = p * (1 - p);
      for (let a = 0; a < k; a++) {
        const xa = x[row + a]!;
        if (xa === 0) continue;
        g[a]! += r * xa;
        const da = d * xa;
        for (let b = a; b < k; b++) h[a * k + b]! += da * x[row + b]!;
      }
    }
    for (let a = 0; a < k; a++) {
      g[a] = g[a]! / n + l2 * (w[a]! - w0[a]!);
      // A fixed weight: its row and column become the identity, its gradient 0, so its step is 0.
      if (fixed?.[a]) {
        g[a] = 0;
        for (let b = 0; b < k; b++) h[a * k + b] = h[b * k + a] = a === b ? 1 : 0;
        continue;
      }
      for (let b = a; b < k; b++) {
        const v = h[a * k + b]! / n + (a === b ? l2 : 0);
        h[a * k + b] = v;
        h[b * k + a] = v;
      }
    }
    const step = solveSpd(h, g, k);
    // Backtracking: halve the Newton step until the penalized loss does not rise (Newton alone can overshoot
    // when the features are nearly collinear or the data nearly separable).
    const before = penalized(x, y, k, l2, w0, w);
    const trial = new Float64Array(k);
    let t = 1;
    for (let h2 = 0; h2 < 40; h2++, t /= 2) {
      for (let j = 0; j < k; j++) trial[j] = w[j]! - t * step[j]!;
      if (penalized(x, y, k, l2, w0, trial) <= before) break;
    }
    let max = 0;
    for (let j = 0; j < k; j++) {
      max = Math.max(max, Math.abs(trial[j]! - w[j]!));
      w[j] = trial[j]!;
    }
    converged = max < 1e-10;
  }
  return { weights: w, iterations: it, converged };
}

/** Solve A x = b for a symmetric positive-definite A (k × k) by Cholesky decomposition. */
export function solveSpd(a: Float64Array, b: Float64Array, k: number): Float64Array {
  const l = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * k + j]!;
      for (let m = 0; m < j; m++) s -= l[i * k + m]! * l[j * k + m]!;
      if (i === j) {
        if (!(s > 0)) throw new Error('the features are linearly dependent (a singular fit): add --l2 or drop a feature');
        l[i * k + i] = Math.sqrt(s);
      } else l[i * k + j] = s / l[j * k + j]!;
    }
  }
  const y = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    let s = b[i]!;
    for (let m = 0; m < i; m++) s -= l[i * k + m]! * y[m]!;
    y[i] = s / l[i * k + i]!;
  }
  const x = new Float64Array(k);
  for (let i = k - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let m = i + 1; m < k; m++) s -= l[m * k + i]! * x[m]!;
    x[i] = s / l[i * k + i]!;
  }
  return x;
}

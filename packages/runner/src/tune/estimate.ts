// The paired win-rate difference of a candidate deck against the incumbent, stratified by opponent.
//
// A unit is one deal against one opponent, played twice with the seats swapped, by the candidate and by the
// incumbent on the same shuffles and seeds. Its difference d = (candidate points − incumbent points) / 2 is
// a per-game win-rate difference in [−1, 1] (draws count half). Units are independent; the two games of a
// unit and the candidate's and incumbent's games of a unit are not, which is why the unit is the sampling unit.
//
// The estimand is the change of the deck's win rate against the field: Δ = Σ_o w_o (WR_cand,o − WR_inc,o).
// Its estimate is post-stratified, Δ̂ = Σ_o w_o d̄_o, with variance Σ_o w_o² s_o² / n_o (s_o² the sample
// variance within opponent o; an opponent with a single unit borrows the pooled within-opponent variance).
// The interval Δ̂ ± z·se is a normal (CLT) interval; it assumes enough units for d̄_o to be near normal, which
// the race's minimum allocation and the confirmation's size give. Opponents with no unit yet are left out and
// the remaining weights renormalized (`partial`): such an estimate covers only the opponents met so far.
import { Z95 } from '@tcglab/core';

export interface DiffEstimate {
  /** Units that count (both decks' games finished). */
  readonly units: number;
  readonly mean: number;
  /** Standard error; NaN when there is no spread information at all (one unit). */
  readonly se: number;
  /** true when some opponent of the field has no unit yet. */
  readonly partial: boolean;
}

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** Running sums per opponent: O(opponents) memory, however many units. */
export class PairedDiff {
  private readonly n: number[];
  private readonly sum: number[];
  private readonly sumSq: number[];

  constructor(readonly opponents: number) {
    this.n = new Array<number>(opponents).fill(0);
    this.sum = new Array<number>(opponents).fill(0);
    this.sumSq = new Array<number>(opponents).fill(0);
  }

  /** Add a unit's difference d (candidate minus incumbent, per game) against opponent o. */
  add(o: number, d: number): void {
    this.n[o]!++;
    this.sum[o]! += d;
    this.sumSq[o]! += d * d;
  }

  get units(): number {
    return this.n.reduce((a, b) => a + b, 0);
  }

  estimate(weights: readonly number[]): DiffEstimate {
    let wTotal = 0;
    let pooledSs = 0;
    let pooledDf = 0;
    for (let o = 0; o < this.opponents; o++) {
      const n = this.n[o]!;
      if (n === 0) continue;
      wTotal += weights[o]!;
      if (n >= 2) {
        pooledSs += Math.max(0, this.sumSq[o]! - (this.sum[o]! * this.sum[o]!) / n);
        pooledDf += n - 1;
      }
    }
    const units = this.units;
    if (units === 0 || wTotal === 0) return { units, mean: 0, se: NaN, partial: true };
    const pooled = pooledDf > 0 ? pooledSs / pooledDf : NaN;
    let mean = 0;
    let variance = 0;
    let partial = false;
    for (let o = 0; o < this.opponents; o++) {
      const n = this.n[o]!;
      if (n === 0) {
        partial = true;
        continue;
      }
      const w = weights[o]! / wTotal;
      const m = this.sum[o]! / n;
      const s2 = n >= 2 ? Math.max(0, this.sumSq[o]! - n * m * m) / (n - 1) : pooled;
      mean += w * m;
      variance += (w * w * s2) / n;
    }
    return { units, mean, se: Math.sqrt(variance), partial };
  }
}

/**
 * The interval mean ± z·se, clipped to [−1, 1]. With no spread information (se NaN) it is [−1, 1]. When every
 * unit agreed exactly (se 0) the spread is floored at 0.25/units, as if one unit had differed by one game's
 * half point, so that an exact-agreement run never claims a zero-width interval.
 */
export function diffInterval(e: DiffEstimate, z = Z95): Interval {
  if (!Number.isFinite(e.se) || e.units === 0) return { low: -1, high: 1 };
  const se = e.se > 0 ? e.se : 0.25 / e.units;
  return { low: Math.max(-1, e.mean - z * se), high: Math.min(1, e.mean + z * se) };
}

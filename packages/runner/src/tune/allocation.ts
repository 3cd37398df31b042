// Which opponent of the field each deal unit faces: a deterministic weighted round robin with bounded discrepancy.
//
// Unit u (0, 1, 2, …) faces opponent `opponentOf(u)`. Every opponent's share of any prefix of units stays
// within one unit of its weight times the prefix length (smooth weighted round robin: each step credits every
// opponent its weight and picks the largest credit, ties to the lower index). Equal weights give 0, 1, …, n-1,
// 0, 1, … . The sequence depends only on the weights, so every candidate meets the same opponents on the same units.

export class OpponentSequence {
  private readonly seq: number[] = [];
  private readonly credit: number[];
  /** Weights normalized to sum 1. */
  readonly weights: readonly number[];

  constructor(weights: readonly number[]) {
    if (weights.length === 0) throw new Error('the field is empty: give at least one opponent deck');
    const total = weights.reduce((a, b) => a + b, 0);
    for (const w of weights) if (!(w > 0) || !Number.isFinite(w)) throw new Error(`field weights must be positive numbers; got ${w}`);
    this.weights = weights.map((w) => w / total);
    this.credit = new Array<number>(weights.length).fill(0);
  }

  get size(): number {
    return this.weights.length;
  }

  /** The opponent of unit u. */
  opponentOf(u: number): number {
    while (this.seq.length <= u) this.step();
    return this.seq[u]!;
  }

  /** Units until every opponent has appeared once (one "lap" of the field). */
  lap(): number {
    const seen = new Set<number>();
    let u = 0;
    while (seen.size < this.size) seen.add(this.opponentOf(u++));
    return u;
  }

  private step(): void {
    let best = 0;
    for (let o = 0; o < this.credit.length; o++) {
      this.credit[o]! += this.weights[o]!;
      if (this.credit[o]! > this.credit[best]! + 1e-12) best = o;
    }
    this.credit[best]! -= 1;
    this.seq.push(best);
  }
}

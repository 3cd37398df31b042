// An exact count histogram over integers: mean and nearest-rank quantiles without keeping every value.

export class CountHistogram {
  private readonly counts = new Map<number, number>();
  private total = 0;
  private sum = 0;

  add(value: number, times = 1): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + times);
    this.total += times;
    this.sum += value * times;
  }

  get n(): number {
    return this.total;
  }

  mean(): number {
    return this.total === 0 ? NaN : this.sum / this.total;
  }

  /**
   * Nearest-rank quantile: the smallest value v such that at least ceil(p·n) values are <= v
   * (p = 0.5 gives the lower median). NaN when empty.
   */
  quantile(p: number): number {
    if (this.total === 0) return NaN;
    const rank = Math.max(1, Math.ceil(p * this.total));
    let seen = 0;
    for (const v of this.sortedValues()) {
      seen += this.counts.get(v)!;
      if (seen >= rank) return v;
    }
    return NaN;
  }

  sortedValues(): number[] {
    return [...this.counts.keys()].sort((a, b) => a - b);
  }

  /** [value, count] pairs in increasing value order. */
  entries(): [number, number][] {
    return this.sortedValues().map((v) => [v, this.counts.get(v)!]);
  }

  merge(other: CountHistogram): void {
    for (const [v, c] of other.entries()) this.add(v, c);
  }
}

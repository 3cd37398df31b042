// Seeded PRNG as explicit, cloneable state over seedrandom's fast `alea` generator.
// Never Math.random: every random draw in tcglab goes through a Prng derived from the run seed.
import seedrandom from 'seedrandom';

/** The complete state of a Prng: plain data, JSON-safe, enough to resume the stream exactly. */
export interface PrngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

type AleaGen = (() => number) & { state(): PrngState };

export class Prng {
  private g: AleaGen;

  /** Seed from a string (hashed by seedrandom) or resume from a saved state. */
  constructor(seed: string | PrngState) {
    this.g =
      typeof seed === 'string'
        ? (seedrandom.alea(seed, { state: true }) as unknown as AleaGen)
        : (seedrandom.alea('', { state: seed as unknown as seedrandom.State.Alea }) as unknown as AleaGen);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.g();
  }

  /** An integer in [0, n). n must be a positive integer. */
  int(n: number): number {
    return Math.floor(this.g() * n);
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.g() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(arr: ArrayLike<T>): T {
    if (arr.length === 0) throw new RangeError('Prng.pick on an empty array');
    return arr[Math.floor(this.g() * arr.length)] as T;
  }

  /** Fisher-Yates shuffle in place of arr[from..to). */
  shuffle<T>(arr: { [i: number]: T; length: number }, from = 0, to = arr.length): void {
    for (let i = to - 1; i > from; i--) {
      const j = from + Math.floor(this.g() * (i - from + 1));
      const t = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = t;
    }
  }

  /** An independent copy that continues the same stream (never a reseed). */
  clone(): Prng {
    return new Prng(this.g.state());
  }

  state(): PrngState {
    return this.g.state();
  }
}

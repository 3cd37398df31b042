// Seeded PRNG as explicit, cloneable state: seedrandom's `alea` (Baagoe's Alea, seeded with his Mash), the same
// numbers, kept in four fields so that a stream can be copied and reseeded in place without allocating.
// Never Math.random: every random draw in tcglab goes through a Prng derived from the run seed.
// test/rng.test.ts checks, stream by stream, that every draw equals seedrandom's (the source of the algorithm).
//
// A stream is seeded from a string (Mash, exactly as seedrandom) or from a number: a 52-bit key (seed.ts
// `streamSeed`, how the runner derives its per-game streams) whose bits are scrambled into Alea's three state words
// in a few integer operations. Mash costs ~25 ns per character and three passes over the string, and a run seeds
// six streams per game; the numeric path costs what a few multiplications do. Alea's generator is the same.

/** The complete state of a Prng: plain data, JSON-safe, enough to resume the stream exactly. */
export interface PrngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

const TWO_POW_M32 = 2.3283064365386963e-10; // 2^-32
const TWO_POW_32 = 0x100000000;
const MASH_INIT = 0xefc8249d;
const ZERO: PrngState = { c: 0, s0: 0, s1: 0, s2: 0 };

// Mash's running value, in a typed array: a double kept across calls without allocating a number box.
const MASH = new Float64Array(1);

/** Mash one character code (seedrandom's Mash, one step). */
function mashCode(code: number): void {
  let n = MASH[0]! + code;
  let h = 0.02519603282416938 * n;
  n = h >>> 0;
  h -= n;
  h *= n;
  n = h >>> 0;
  h -= n;
  MASH[0] = n + h * TWO_POW_32;
}

/** Mash the text `prefix` followed by the decimal digits of `num` (when num ≥ 0), without building the string. */
function mashText(prefix: string, num: number): void {
  for (let i = 0; i < prefix.length; i++) mashCode(prefix.charCodeAt(i));
  if (num >= 0) {
    let p = 1;
    while (p * 10 <= num) p *= 10;
    for (; p >= 1; p /= 10) mashCode(48 + (Math.floor(num / p) % 10));
  }
}

/** Mash's value now, in [0, 1). */
function mashValue(): number {
  return (MASH[0]! >>> 0) * TWO_POW_M32;
}

/** Mash's first three values (Mash of ' ', three times from its initial value) and its running value after them. */
const SPACES = new Float64Array(4);
MASH[0] = MASH_INIT;
for (let k = 0; k < 3; k++) {
  mashCode(32);
  SPACES[k] = mashValue();
}
SPACES[3] = MASH[0]!;

// The last MEMO seed strings and the states they seed. Mash is a serial chain of ~25 ns per character, three passes
// over the seed, and a run seeds from the same string more than once: the two games of a deal share their deal,
// shuffle and engine seeds. A hit copies the state (the same numbers). Only whole strings are remembered:
// `reseed(prefix, num)` (determinization, a fresh number each time) never looks.
const MEMO = 8;
const memoSeed: (string | undefined)[] = new Array<string | undefined>(MEMO).fill(undefined);
const memoState = new Float64Array(3 * MEMO);
let memoNext = 0;

/** A stream's seed: a string (Mash, as seedrandom's `alea(seed)`) or a 52-bit integer key (`streamSeed`). */
export type Seed = string | number;

/** murmur3's 32-bit finalizer: a bijection on 32-bit integers that spreads every input bit over the output. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Prng {
  private c = 1;
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;

  /** Seed from a string (exactly as seedrandom's `alea(seed)`) or a numeric key (`seed`), or resume from a saved state. */
  constructor(seed: Seed | PrngState) {
    if (typeof seed === 'string') this.reseed(seed);
    else if (typeof seed === 'number') this.seedKey(seed);
    else this.setState(seed);
  }

  /** Restart the stream in place from a seed: a string as `reseed(seed)`, a number as `seedKey(seed)`. */
  seed(seed: Seed): this {
    return typeof seed === 'string' ? this.reseed(seed) : this.seedKey(seed);
  }

  /**
   * Restart the stream in place from a numeric key (an integer in [0, 2^52), e.g. from `streamSeed`): Alea's three
   * state words are murmur3-finalized mixes of the key's low 32 and high 20 bits (the first two words determine the
   * key, so two keys give two states), c = 1 as Mash seeding leaves it. Not the stream of any string: a different, documented seeding.
   */
  seedKey(key: number): this {
    if (!(Number.isInteger(key) && key >= 0 && key < 0x10000000000000))
      throw new RangeError(`Prng.seedKey: ${key} is not an integer in [0, 2^52)`);
    const lo = key >>> 0;
    const hi = Math.floor(key / TWO_POW_32);
    const a = fmix32(lo ^ Math.imul(hi, 0x9e3779b1));
    const b = fmix32((hi + 0x6a09e667) ^ Math.imul(a, 0x85ebca77));
    this.c = 1;
    this.s0 = a * TWO_POW_M32;
    this.s1 = b * TWO_POW_M32;
    this.s2 = fmix32((a ^ Math.imul(b, 0x27d4eb2f) ^ 0x3c6ef372) >>> 0) * TWO_POW_M32;
    return this;
  }

  /**
   * Restart the stream in place from a seed string, or, with `num` (an integer ≥ 0), from the string
   * `prefix + num` without building it: `p.reseed('det/', 42)` equals `new Prng('det/42')`.
   */
  reseed(prefix: string, num = -1): this {
    if (num !== -1 && !(Number.isInteger(num) && num >= 0)) throw new RangeError(`Prng.reseed: ${num} is not an integer ≥ 0`);
    if (num === -1) {
      for (let k = 0; k < MEMO; k++) {
        if (memoSeed[k] === prefix) {
          this.c = 1;
          this.s0 = memoState[3 * k]!;
          this.s1 = memoState[3 * k + 1]!;
          this.s2 = memoState[3 * k + 2]!;
          return this;
        }
      }
    }
    // Baagoe's seeding, as seedrandom does it: three Mash values of ' ' (constants, SPACES), minus three Mash values
    // of the seed.
    MASH[0] = SPACES[3]!;
    mashText(prefix, num);
    let s0 = SPACES[0]! - mashValue();
    if (s0 < 0) s0 += 1;
    mashText(prefix, num);
    let s1 = SPACES[1]! - mashValue();
    if (s1 < 0) s1 += 1;
    mashText(prefix, num);
    let s2 = SPACES[2]! - mashValue();
    if (s2 < 0) s2 += 1;
    this.c = 1;
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    if (num === -1) {
      const k = memoNext;
      memoNext = k + 1 === MEMO ? 0 : k + 1;
      memoSeed[k] = prefix;
      memoState[3 * k] = s0;
      memoState[3 * k + 1] = s1;
      memoState[3 * k + 2] = s2;
    }
    return this;
  }

  /** A float in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * TWO_POW_M32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = t | 0));
  }

  /** An integer in [0, n). n must be a positive integer. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(arr: ArrayLike<T>): T {
    if (arr.length === 0) throw new RangeError('Prng.pick on an empty array');
    return arr[Math.floor(this.next() * arr.length)] as T;
  }

  /** Fisher-Yates shuffle in place of arr[from..to). */
  shuffle<T>(arr: { [i: number]: T; length: number }, from = 0, to = arr.length): void {
    for (let i = to - 1; i > from; i--) {
      const j = from + Math.floor(this.next() * (i - from + 1));
      const t = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = t;
    }
  }

  /**
   * Fisher-Yates over the entries `values[at[k]]`, k in [from, to), in place: the same draws and the same result as
   * `shuffle` over a list of those entries written back through `at` (determinize shuffles the hidden cards'
   * definitions where they lie). The stream's state stays in locals through the loop: no field store per draw.
   */
  shuffleAt(values: Int16Array | Int32Array, at: Int32Array, from: number, to: number): void {
    let c = this.c;
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    for (let i = to - from - 1; i > 0; i--) {
      const t = 2091639 * s0 + c * TWO_POW_M32;
      s0 = s1;
      s1 = s2;
      c = t | 0;
      s2 = t - c;
      const a = at[from + i]!;
      const b = at[from + Math.floor(s2 * (i + 1))]!;
      const v = values[a]!;
      values[a] = values[b]!;
      values[b] = v;
    }
    this.c = c;
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
  }

  /** An independent copy that continues the same stream (never a reseed). */
  clone(): Prng {
    return new Prng(ZERO).copyFrom(this);
  }

  /** Continue `other`'s stream from where it is (in place, no allocation): for states copied into reused ones. */
  copyFrom(other: Prng): this {
    this.c = other.c;
    this.s0 = other.s0;
    this.s1 = other.s1;
    this.s2 = other.s2;
    return this;
  }

  state(): PrngState {
    return { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 };
  }

  private setState(st: PrngState): void {
    this.c = st.c;
    this.s0 = st.s0;
    this.s1 = st.s1;
    this.s2 = st.s2;
  }
}

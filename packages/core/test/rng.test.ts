// Prng against its source, seedrandom's alea: the same numbers for the same seed, draw after draw.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Prng, hex32, seedKey, streamSeed } from '../src/index.js';

function reference(seed: string): () => number {
  return seedrandom.alea(seed) as unknown as () => number;
}

/** seedKey('perf'), streamSeed(it, 4, 17, 1, 0) and its stream's first draw. */
const PINNED = [3255031133708245, 3462507364476432, 0.6532665730919689];

const SEEDS = ['', '1', 'layers', 'perf/17/deal/3', 'det/2147483646', 'conformance/conf/12', 'ünïcødé ∆ 漢字', 'x'.repeat(300)];

describe('Prng (seedrandom alea, in four fields)', () => {
  it('draws the same numbers as seedrandom.alea for the same seed', () => {
    const g = new Prng('a');
    for (let k = 0; k < 200; k++) SEEDS.push(`seed-${k}-${g.int(1e9)}`);
    const mismatches: string[] = [];
    for (const seed of SEEDS) {
      const ref = reference(seed);
      const p = new Prng(seed);
      for (let i = 0; i < 2000; i++) {
        const [x, y] = [p.next(), ref()];
        if (x !== y) mismatches.push(`${seed} draw ${i}: ${x} vs ${y}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reseeds in place from a prefix and a number exactly as from their concatenation', () => {
    const p = new Prng('anything');
    for (const n of [0, 1, 9, 10, 99, 100, 12345, 2147483646]) {
      p.reseed('det/', n);
      const ref = new Prng(`det/${n}`);
      for (let i = 0; i < 50; i++) expect(p.next()).toBe(ref.next());
    }
    expect(() => p.reseed('det/', 1.5)).toThrow(RangeError);
  });

  it('a seed seen again (still remembered, or pushed out by others since) gives the stream it gave the first time', () => {
    const seeds = Array.from({ length: 12 }, (_, k) => `perf/deal/${k % 3}/${k}`);
    const order = [0, 1, 0, 2, 1, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 11, 10, 2, 2, 2];
    const reused = new Prng('reused');
    const mismatches: string[] = [];
    for (const [n, k] of order.entries()) {
      reused.reseed('det/', n); // numbered reseeds in between must not disturb the remembered ones
      for (let i = 0; i < n % 5; i++) reused.next(); // a stream part-way through, reseeded in place below
      const ref = reference(seeds[k]!);
      const fresh = new Prng(seeds[k]!);
      reused.reseed(seeds[k]!);
      for (let i = 0; i < 100; i++) {
        const x = ref();
        if (fresh.next() !== x || reused.next() !== x) mismatches.push(`${seeds[k]} (step ${n}) draw ${i}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('resumes from a state, clones and copies without changing the stream', () => {
    const a = new Prng('resume');
    for (let i = 0; i < 7; i++) a.next();
    const b = new Prng(a.state());
    const c = a.clone();
    const d = new Prng('other').copyFrom(a);
    const ref = reference('resume');
    for (let i = 0; i < 7; i++) ref();
    for (let i = 0; i < 100; i++) {
      const x = ref();
      expect([a.next(), b.next(), c.next(), d.next()]).toEqual([x, x, x, x]);
    }
  });
});

describe('Prng.shuffleAt', () => {
  it('makes the draws shuffle makes over the entries it names, writes the same order back, and leaves the stream where shuffle does', () => {
    const pick = new Prng('shuffleAt/cases');
    for (let k = 0; k < 300; k++) {
      const n = 1 + pick.int(60);
      const values = new Int16Array(n);
      for (let i = 0; i < n; i++) values[i] = pick.int(1000) - 500;
      // A random subset of positions, in a random order, as determinize's hidden-card list is.
      const positions: number[] = [];
      for (let i = 0; i < n; i++) if (pick.int(3) !== 0) positions.push(i);
      pick.shuffle(positions);
      const from = pick.int(positions.length + 1);
      const to = from + pick.int(positions.length - from + 1);
      const at = Int32Array.from(positions);
      const expected = Int16Array.from(values);
      const a = new Prng(`shuffleAt/${k}`);
      const entries = positions.slice(from, to).map((i) => expected[i]!);
      a.shuffle(entries);
      positions.slice(from, to).forEach((i, j) => (expected[i] = entries[j]!));
      const b = new Prng(`shuffleAt/${k}`);
      b.shuffleAt(values, at, from, to);
      expect(Array.from(values)).toEqual(Array.from(expected));
      expect(b.next()).toBe(a.next());
    }
  });
});

describe('numeric seeds (seedKey, streamSeed, Prng.seedKey): the per-game streams of runs', () => {
  it('are pinned: the same run seed and labels give the same key and the same draws (every run 3 game depends on them)', () => {
    const key = seedKey('perf');
    expect(key).toBe(seedKey('perf'));
    expect(seedKey(42)).toBe(seedKey('42'));
    const k = streamSeed(key, 4, 17, 1, 0);
    const p = new Prng(k);
    const draws = [p.next(), p.next(), p.next()];
    const q = new Prng('anything').seed(k);
    expect([q.next(), q.next(), q.next()]).toEqual(draws);
    // Pinned values: a change here changes every game of every run (bump RUNNER_VERSION in runner/src/plan.ts).
    expect([key, k, draws[0]]).toEqual(PINNED);
  });

  it('distinct labels and run seeds give distinct keys, and the keys fit in 52 bits', () => {
    const keys = new Set<number>();
    let n = 0;
    for (const root of ['a', 'b', 'perf', '1', '2']) {
      const key = seedKey(root);
      for (let kind = 1; kind <= 4; kind++) {
        for (let a = 0; a < 300; a++) {
          for (let b = 0; b < 4; b++) {
            const s = streamSeed(key, kind, a, b, a & 1);
            expect(Number.isInteger(s) && s >= 0 && s < 2 ** 52).toBe(true);
            keys.add(s);
            n++;
          }
        }
      }
    }
    expect(keys.size).toBe(n);
    expect(streamSeed(seedKey('x'), 4, 2 ** 32 + 5, 0, 0)).not.toBe(streamSeed(seedKey('x'), 4, 5, 0, 0));
  });

  it('give uniform, unrelated streams: the first draws of neighbouring keys and the draws along one stream', () => {
    const key = seedKey('uniform');
    const first: number[] = [];
    const heads = [0, 0];
    for (let a = 0; a < 20000; a++) {
      const p = new Prng(streamSeed(key, 1, a >> 2, a & 3, 0));
      first.push(p.next());
      heads[p.int(2)]!++;
    }
    const mean = first.reduce((x, y) => x + y, 0) / first.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01); // sd of the mean ≈ 0.002
    expect(Math.abs(heads[0]! - 10000)).toBeLessThan(300); // sd ≈ 71
    // Deciles of the first draw: each ≈ 2,000 (sd ≈ 42).
    const dec = new Array<number>(10).fill(0);
    for (const x of first) dec[Math.floor(x * 10)]!++;
    for (const d of dec) expect(Math.abs(d - 2000)).toBeLessThan(250);
    // Neighbouring keys' first draws are not correlated (lag-1 correlation ≈ 0, sd ≈ 0.007).
    let cov = 0;
    let vr = 0;
    for (let k = 1; k < first.length; k++) cov += (first[k]! - 0.5) * (first[k - 1]! - 0.5);
    for (const x of first) vr += (x - 0.5) ** 2;
    expect(Math.abs(cov / vr)).toBeLessThan(0.04);
  });

  it('refuses keys that are not integers in [0, 2^52)', () => {
    const p = new Prng('x');
    for (const bad of [-1, 1.5, 2 ** 52, NaN]) expect(() => p.seedKey(bad)).toThrow(RangeError);
  });
});

describe('hex32', () => {
  it('prints 8 lowercase hex digits, as toString(16) padded, for any number', () => {
    const ref = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
    const xs = [
      0,
      1,
      15,
      16,
      255,
      256,
      0xabcdef,
      0x7fffffff,
      0x80000000,
      0xffffffff,
      -1,
      -0x80000000,
      2 ** 32,
      2 ** 32 + 5,
      1.5,
      -7.9,
      NaN,
    ];
    let x = 12345;
    for (let i = 0; i < 2000; i++) xs.push((x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) | 0));
    for (const n of xs) expect(hex32(n)).toBe(ref(n));
    expect(hex32(0xdeadbeef)).toBe('deadbeef');
  });
});

// Prng against its source, seedrandom's alea: the same numbers for the same seed, draw after draw.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Prng } from '../src/index.js';

function reference(seed: string): () => number {
  return seedrandom.alea(seed) as unknown as () => number;
}

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

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

// Schedules: fixed ranges, and until-ci rounds whose stopping decisions depend only on committed results.
import { describe, expect, it } from 'vitest';
import { ClusterSums, clusteredHalfWidth } from '@tcglab/stats';
import { FixedSchedule, UntilCiSchedule, halfWidth, inSlice } from '../src/schedule.js';

/** Pair of index i with P pairs in the interleaved layout. */
const pairOf = (i: number, pairs: number) => (i % (2 * pairs)) >> 1;

/** Play a schedule to the end, taking at most `max` games at a time; returns the games in play order. */
function drain(s: FixedSchedule | UntilCiSchedule, pairs: number, max: number, score: (i: number) => number): number[] {
  const order: number[] = [];
  const pending: number[] = [];
  for (;;) {
    const p = s.peek();
    if (typeof p === 'number') {
      const r = s.take(max);
      let n = 0;
      for (let i = r.from; i < r.to; i++) {
        if (!inSlice(r, pairOf(i, pairs))) continue;
        pending.push(i);
        n++;
      }
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(max);
      continue;
    }
    if (p === null) break;
    // 'wait': commit what was dispatched
    for (const i of pending.splice(0)) {
      order.push(i);
      s.commit(i, pairOf(i, pairs), score(i));
    }
  }
  for (const i of pending) order.push(i);
  return order;
}

describe('FixedSchedule', () => {
  it('hands out [from, to) in order, in ranges of at most max', () => {
    const s = new FixedSchedule(5, 12);
    expect(s.take(3)).toEqual({ from: 5, to: 8 });
    expect(s.peek()).toBe(8);
    expect(s.take(100)).toEqual({ from: 8, to: 12 });
    expect(s.peek()).toBeNull();
  });
});

describe('UntilCiSchedule', () => {
  it('stops a pair once its pair-aware half-width is at most the target: deals, not games, are the units', () => {
    // One pair whose two games of a deal always agree (deal luck decides everything): the pair-aware interval
    // sees half as many independent units as Wilson's over games, so it plays about twice the games.
    const dealWins = (m: number) => ((m * 7) % 10 < 6 ? 1 : 0);
    const score = (i: number) => dealWins(i >> 1);
    const played = (rule: 'pairs' | 'wilson') => {
      const s = new UntilCiSchedule(1, 4000, 20, 0.06, rule);
      return drain(s, 1, 13, score).length;
    };
    const n = played('pairs');
    const nw = played('wilson');
    // Reference: whole deals as clusters of two games, built independently of the schedule's streaming sums.
    const sums = (games: number) => {
      const c = new ClusterSums();
      for (let m = 0; m < games / 2; m++) c.add(2 * dealWins(m), 2);
      return c;
    };
    expect(n % 20).toBe(0);
    expect(clusteredHalfWidth(sums(n))).toBeLessThanOrEqual(0.06);
    expect(clusteredHalfWidth(sums(n - 20))).toBeGreaterThan(0.06);
    const wil = (g: number) => halfWidth(sums(g).y, g);
    expect(wil(nw)).toBeLessThanOrEqual(0.06);
    expect(wil(nw - 20)).toBeGreaterThan(0.06);
    expect(n / nw).toBeGreaterThan(1.7);
  });
  it('legacy rule: stops a pair once its Wilson half-width is at most the target, in whole rounds, whatever the range size', () => {
    // Pair 0 always wins (narrow interval fast); pair 1 is a coin flip (needs many games).
    const score = (i: number) => (pairOf(i, 2) === 0 ? 1 : (i >> 2) % 2);
    const runs = [1, 7, 50].map((max) => {
      const s = new UntilCiSchedule(2, 1000, 20, 0.05, 'wilson');
      return { order: drain(s, 2, max, score), stopped: [...s.stoppedAt] };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    const { order, stopped } = runs[0]!;
    expect(order).toEqual([...order].sort((a, b) => a - b)); // index order: games.csv stays sorted
    const n0 = order.filter((i) => pairOf(i, 2) === 0).length;
    const n1 = order.filter((i) => pairOf(i, 2) === 1).length;
    expect(n0 % 20).toBe(0);
    expect(n1 % 20).toBe(0);
    expect(halfWidth(n0, n0)).toBeLessThanOrEqual(0.05);
    expect(halfWidth(n0 - 20, n0 - 20)).toBeGreaterThan(0.05);
    expect(n1).toBeGreaterThan(n0);
    expect(halfWidth(n1 / 2, n1)).toBeLessThanOrEqual(0.05);
    expect(stopped[0]).toBe(n0 / 20 - 1);
    // Round r plays games [20r, 20r + 20) of each active pair: pair 0's games are its first n0.
    const k0 = order.filter((i) => pairOf(i, 2) === 0).map((i) => 2 * Math.floor(i / 4) + (i & 1));
    expect(k0).toEqual(Array.from({ length: n0 }, (_, k) => k));
  });
  it('stops at the cap when the target is never reached', () => {
    const s = new UntilCiSchedule(1, 60, 20, 0.001);
    expect(drain(s, 1, 100, (i) => i % 2)).toHaveLength(60);
  });
  it('once a pair stops, slices carry the pairs still playing', () => {
    const s = new UntilCiSchedule(3, 40, 4, 0.3, 'wilson');
    // Pair 1 always wins: it stops after round 0 (half-width of 4/4 ≤ 0.3? no: 0.245 ≤ 0.3 yes); the others split.
    const score = (i: number) => (pairOf(i, 3) === 1 ? 1 : i % 2);
    const slices: { from: number; to: number; pairs?: readonly number[] }[] = [];
    const pending: number[] = [];
    for (;;) {
      const p = s.peek();
      if (typeof p === 'number') {
        const r = s.take(5);
        slices.push(r);
        for (let i = r.from; i < r.to; i++) if (inSlice(r, pairOf(i, 3))) pending.push(i);
        continue;
      }
      if (p === null) break;
      for (const i of pending.splice(0)) s.commit(i, pairOf(i, 3), score(i));
    }
    expect(s.stoppedAt[1]).toBe(0);
    expect(slices[0]!.pairs).toBeUndefined();
    const later = slices.filter((x) => x.from >= 12);
    expect(later.length).toBeGreaterThan(0);
    for (const x of later) expect(x.pairs).not.toContain(1);
  });
});

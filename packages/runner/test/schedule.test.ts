// Schedules: fixed ranges, and until-ci rounds whose stopping decisions depend only on committed results.
import { describe, expect, it } from 'vitest';
import { FixedSchedule, UntilCiSchedule, halfWidth } from '../src/schedule.js';

function drain(s: FixedSchedule | UntilCiSchedule, max: number, score: (i: number) => number): number[] {
  const order: number[] = [];
  const pending: number[] = [];
  for (;;) {
    const p = s.peek();
    if (typeof p === 'number') {
      const r = s.take(max);
      for (let i = r.from; i < r.to; i++) pending.push(i);
      continue;
    }
    if (p === null) break;
    // 'wait': commit what was dispatched
    for (const i of pending.splice(0)) {
      order.push(i);
      s.commit(i, Math.floor(i / 1000), score(i));
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
  it('stops a pair once its Wilson half-width is at most the target, in whole rounds, whatever the range size', () => {
    // Pair 0 always wins (narrow interval fast); pair 1 is a coin flip (needs many games).
    const score = (i: number) => (i < 1000 ? 1 : i % 2);
    const runs = [1, 7, 50].map((max) => {
      const s = new UntilCiSchedule(2, 1000, 20, 0.05);
      return { order: drain(s, max, score), stopped: [...s.stoppedAt] };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    const { order, stopped } = runs[0]!;
    const n0 = order.filter((i) => i < 1000).length;
    const n1 = order.filter((i) => i >= 1000).length;
    expect(n0 % 20).toBe(0);
    expect(n1 % 20).toBe(0);
    expect(halfWidth(n0, n0)).toBeLessThanOrEqual(0.05);
    expect(halfWidth(n0 - 20, n0 - 20)).toBeGreaterThan(0.05);
    expect(n1).toBeGreaterThan(n0);
    expect(halfWidth(n1 / 2, n1)).toBeLessThanOrEqual(0.05);
    expect(stopped[0]).toBe(n0 / 20 - 1);
  });
  it('stops at the cap when the target is never reached', () => {
    const s = new UntilCiSchedule(1, 60, 20, 0.001);
    expect(drain(s, 100, (i) => i % 2)).toHaveLength(60);
  });
});

// until-ci's stopping rule simulated with a known truth: how often the final pair-aware interval covers it.
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import { ClusterStream, clusteredRate } from '@tcglab/stats';
import { UntilCiSchedule } from '../src/schedule.js';

/** Deal outcomes without draws at per-game rate p and within-deal correlation rho: [P(LL), P(split), P(WW)]. */
function dealProbs(p: number, rho: number): [number, number, number] {
  const c = rho * p * (1 - p);
  const ww = p * p + c;
  const ll = (1 - p) ** 2 + c;
  return [ll, 1 - ww - ll, ww];
}

/** One until-ci run of one deck pair through the runner's own schedule; returns the deals' sums at the stop. */
function oneRun(rng: Prng, probs: [number, number, number], cap: number, batch: number, target: number) {
  const s = new UntilCiSchedule(1, cap, batch, target, 'pairs');
  const all = new ClusterStream();
  let dealPoints = 0;
  for (;;) {
    const next = s.peek();
    if (next === null) break;
    if (next === 'wait') throw new Error('every dispatched game is committed at once');
    const r = s.take(batch);
    for (let i = r.from; i < r.to; i++) {
      if (i % 2 === 0) {
        const u = rng.next();
        dealPoints = u < probs[0] ? 0 : u < probs[0] + probs[1] ? 1 : 2;
      }
      // Game i belongs to deal i >> 1 (one pair: stride 2); a split deal gives the win to its first game.
      const y = dealPoints === 2 ? 1 : dealPoints === 0 ? 0 : i % 2 === 0 ? 1 : 0;
      s.commit(i, 0, y);
      all.add(i >> 1, y);
    }
  }
  return all.sums;
}

function simulateUntilCi(seed: string, p: number, rho: number, cap: number, batch: number, target: number, runs: number) {
  const rng = new Prng(seed);
  const probs = dealProbs(p, rho);
  let hit = 0;
  let sum = 0;
  let games = 0;
  let capped = 0;
  for (let k = 0; k < runs; k++) {
    const sums = oneRun(rng, probs, cap, batch, target);
    const r = clusteredRate(sums);
    if (r.low <= p && p <= r.high) hit++;
    sum += r.rate;
    games += sums.n;
    if (sums.n >= cap) capped++;
  }
  return { coverage: hit / runs, bias: sum / runs - p, meanGames: games / runs, capped: capped / runs };
}

describe('until-ci: a data-dependent stop (docs/statistics.md, "sim --until-ci")', () => {
  // 2,000 simulated runs per line; the binomial standard error of a coverage near 95% is then 0.5 points.
  it('the final pair-aware interval still covers about 95% with hundreds of games or more', () => {
    for (const [p, rho, cap, batch, target] of [
      [0.6, 0.1, 4000, 100, 0.03],
      [0.5, 0.1, 4000, 100, 0.03],
      [0.8, 0.1, 2000, 20, 0.05],
    ] as const) {
      const r = simulateUntilCi(`until-ci/${p}/${rho}/${batch}/${target}`, p, rho, cap, batch, target, 2000);
      expect(r.capped).toBe(0); // the stop, not the cap, ended every run
      expect(Math.abs(r.coverage - 0.95)).toBeLessThanOrEqual(0.015);
      expect(Math.abs(r.bias)).toBeLessThan(0.005);
    }
  });
  it('with a wide target near a lopsided rate, runs that look more lopsided stop sooner: a small outward bias', () => {
    const r = simulateUntilCi('until-ci/lopsided', 0.9, 0.06, 1000, 10, 0.1, 2000);
    expect(r.meanGames).toBeLessThan(60);
    expect(r.coverage).toBeGreaterThanOrEqual(0.935);
    expect(r.bias).toBeGreaterThan(0.004);
    expect(r.bias).toBeLessThan(0.025);
  });
});

// The run plan: pairs, seat swaps, shared deals, start chance, seed streams, shard slices.
import { describe, expect, it } from 'vitest';
import { RunPlan, shardRange } from '../src/plan.js';
import { pairsOf, specHash, validateSpec } from '../src/spec.js';
import { fixtureSpec } from './helpers.js';

describe('pairs', () => {
  it('round robin plays every unordered pair once; a gauntlet plays one deck against the others', () => {
    expect(pairsOf(fixtureSpec())).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(pairsOf(fixtureSpec({ pairing: 'gauntlet', gauntlet: 'gamma' }))).toEqual([
      [2, 0],
      [2, 1],
    ]);
    expect(() => pairsOf(fixtureSpec({ pairing: 'gauntlet', gauntlet: 'nope' }))).toThrow(/gauntlet deck "nope"/);
  });
  it('refuses odd game counts, duplicate deck names and a single deck', () => {
    expect(() => validateSpec(fixtureSpec({ gamesPerPair: 7 }))).toThrow(/even/);
    const s = fixtureSpec();
    expect(() => validateSpec({ ...s, decks: [s.decks[0]!, s.decks[0]!] })).toThrow(/named "alpha"/);
    expect(() => validateSpec({ ...s, decks: [s.decks[0]!] })).toThrow(/at least 2 decks/);
  });
});

describe('game plan', () => {
  const plan = new RunPlan(fixtureSpec({ gamesPerPair: 10 }));
  it('maps index i to pair i / G and game k = i mod G', () => {
    expect(plan.total).toBe(30);
    expect(plan.game(0).pair).toBe(0);
    expect(plan.game(13)).toMatchObject({ pair: 1, k: 3 });
    expect(() => plan.game(30)).toThrow(/out of range/);
  });
  it('a pair of games shares the deal, swaps the seats, and each deck wins the start chance once', () => {
    for (let m = 0; m < 5; m++) {
      const even = plan.game(10 + 2 * m);
      const odd = plan.game(10 + 2 * m + 1);
      expect(odd.dealSeed).toBe(even.dealSeed);
      expect(odd.engineSeed).toBe(even.engineSeed);
      expect(odd.seatDecks).toEqual([even.seatDecks[1], even.seatDecks[0]]);
      expect(odd.shuffleSeeds).toEqual([even.shuffleSeeds[1], even.shuffleSeeds[0]]);
      // The same seat wins the start chance, so the deck that wins it differs between the two games.
      expect(odd.startWinner).toBe(even.startWinner);
      expect(even.seatDecks[even.startWinner]).not.toBe(odd.seatDecks[odd.startWinner]);
      expect(odd.agentSeeds[0]).not.toBe(even.agentSeeds[0]);
    }
  });
  it('derives seeds from (seed, labels) only', () => {
    expect(plan.game(13).dealSeed).toBe('test/deal/1/1');
    expect(plan.game(13).engineSeed).toBe('test/engine/1/1');
    expect(plan.game(13).agentSeeds).toEqual(['test/agent/13/0', 'test/agent/13/1']);
  });
  it('start chance winners are not all the same seat', () => {
    const seats = new Set(Array.from({ length: 15 }, (_, m) => plan.game(2 * m).startWinner));
    expect(seats.size).toBe(2);
  });
});

describe('shards and spec hash', () => {
  it('N shard slices are disjoint and cover every index', () => {
    for (const [n, total] of [
      [1, 10],
      [3, 10],
      [4, 4],
      [7, 5],
    ] as const) {
      const seen: number[] = [];
      for (let k = 0; k < n; k++) {
        const r = shardRange(k, n, total);
        for (let i = r.from; i < r.to; i++) seen.push(i);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
  it('the spec hash changes with the games, not with the deck file path', () => {
    const a = fixtureSpec();
    expect(specHash(a)).toBe(specHash({ ...a, decks: a.decks.map((d) => ({ ...d, file: '/elsewhere/' + d.name })) }));
    expect(specHash(a)).not.toBe(specHash({ ...a, seed: 'other' }));
    expect(specHash(a)).not.toBe(specHash({ ...a, agents: ['random', 'greedy'] }));
  });
});

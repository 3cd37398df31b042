// The run plan: pairs, seat swaps, shared deals, start chance, seed streams, shard slices.
import { Prng, seedKey, streamSeed } from '@tcglab/core';
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
  it('refuses odd game counts, too many games, pilots that do not match the decks, duplicate deck names and a single deck', () => {
    expect(() => validateSpec(fixtureSpec({ gamesPerPair: 7 }))).toThrow(/even/);
    expect(() => validateSpec(fixtureSpec({ gamesPerPair: 2e8 }))).toThrow(/at most 100,000,000/);
    expect(() => validateSpec(fixtureSpec({ pilots: ['random'] }))).toThrow(/one agent spec per deck \(3\)/);
    const s = fixtureSpec();
    expect(() => validateSpec({ ...s, decks: [s.decks[0]!, s.decks[0]!] })).toThrow(/named "alpha"/);
    expect(() => validateSpec({ ...s, decks: [s.decks[0]!] })).toThrow(/at least 2 decks/);
  });
});

describe('game plan', () => {
  const plan = new RunPlan(fixtureSpec({ gamesPerPair: 10 }));
  it('interleaves the pairs: i = m·2P + 2p + s is game k = 2m + s of pair p', () => {
    expect(plan.total).toBe(30);
    expect(plan.game(0)).toMatchObject({ pair: 0, k: 0, deal: 0, swapped: false });
    expect(plan.game(1)).toMatchObject({ pair: 0, k: 1, deal: 0, swapped: true });
    expect(plan.game(2)).toMatchObject({ pair: 1, k: 0 });
    expect(plan.game(13)).toMatchObject({ pair: 0, k: 5, deal: 2 });
    for (let i = 0; i < plan.total; i++) {
      const g = plan.game(i);
      expect(plan.indexOf(g.pair, g.k)).toBe(i);
      expect(plan.pairOf(i)).toBe(g.pair);
    }
    expect(() => plan.game(30)).toThrow(/out of range/);
  });
  it('every prefix of the run holds about as many games of every pair (at most one deal apart)', () => {
    const big = new RunPlan(fixtureSpec({ gamesPerPair: 100 }));
    const n = [0, 0, 0];
    for (let i = 0; i < big.total; i++) {
      n[big.pairOf(i)]!++;
      expect(Math.max(...n) - Math.min(...n)).toBeLessThanOrEqual(2);
    }
  });
  it('a pair of games shares the deal, swaps the seats, and each deck wins the start chance once', () => {
    for (let m = 0; m < 5; m++) {
      const even = plan.game(plan.indexOf(1, 2 * m));
      const odd = plan.game(plan.indexOf(1, 2 * m + 1));
      expect(odd.index).toBe(even.index + 1);
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
    // Game 13: pair 0, deal 2, swapped. Streams are numeric keys of (run seed, kind, labels); the label names the deal.
    const key = seedKey('test');
    expect(plan.game(13).dealSeed).toBe('test/deal/0/2');
    expect(plan.game(13).engineSeed).toBe(streamSeed(key, 3, 0, 2, 0));
    // The pair's second deck sits in seat 0 of the swapped game, with its shuffle stream.
    expect(plan.game(13).shuffleSeeds).toEqual([streamSeed(key, 2, 0, 2, 1), streamSeed(key, 2, 0, 2, 0)]);
    // Agent streams are numbered in pair order (p·G + k), as runner 1 numbered its games: the same games, reordered.
    expect(plan.game(13).agentSeeds).toEqual([streamSeed(key, 4, 5, 0, 0), streamSeed(key, 4, 5, 1, 0)]);
    expect(plan.game(plan.indexOf(2, 7)).agentSeeds).toEqual([streamSeed(key, 4, 27, 0, 0), streamSeed(key, 4, 27, 1, 0)]);
    // The start chance: the deal stream's first int(2).
    expect(plan.game(13).startWinner).toBe(new Prng(streamSeed(key, 1, 0, 2, 0)).int(2));
  });
  it('start chance winners are not all the same seat', () => {
    const seats = new Set(Array.from({ length: 15 }, (_, m) => plan.game(2 * m).startWinner));
    expect(seats.size).toBe(2);
  });
  it('seat agents stay in their seats; pilots follow their decks between seats', () => {
    const seats = new RunPlan(fixtureSpec({ gamesPerPair: 2, agents: ['greedy', 'random'] }));
    expect(seats.game(0).agents).toEqual(['greedy', 'random']);
    expect(seats.game(1).agents).toEqual(['greedy', 'random']);
    const piloted = new RunPlan(
      fixtureSpec({ gamesPerPair: 2, agents: ['random', 'random'], pilots: ['greedy', 'random', 'mcts:iters=5'] }),
    );
    const g0 = piloted.game(0);
    const g1 = piloted.game(1);
    expect(g0.seatDecks).toEqual([0, 1]);
    expect(g0.agents).toEqual(['greedy', 'random']);
    expect(g1.seatDecks).toEqual([1, 0]);
    expect(g1.agents).toEqual(['random', 'greedy']);
    expect(piloted.game(4).agents).toEqual(['random', 'mcts:iters=5']);
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
    expect(specHash(a)).not.toBe(specHash({ ...a, pilots: ['random', 'random', 'greedy'] }));
  });
});

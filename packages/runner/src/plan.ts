// The run plan: game index i → (pair, game k within the pair), seats, and every seed game i uses.
//
// i = pair * gamesPerPair + k. Games k = 2m and 2m+1 are a seat-swapped pair sharing the deal seed
// `deriveSeed(seed, 'deal', pair, m)`: each deck gets the same shuffle seed in both games, and the start
// chance (which seat wins it) is drawn once from the deal seed and kept on the same seat, so each deck wins
// it once per pair. Engine stream `deriveSeed(seed, 'engine', pair, m)`; agent streams
// `deriveSeed(seed, 'agent', i, seat)`. Game i depends only on (spec, i).
import { Prng, deriveSeed, type Seat } from '@tcglab/core';
import { pairsOf, type RunSpec } from './spec.js';

export interface GamePlan {
  readonly index: number;
  readonly pair: number;
  /** Game within the pair. */
  readonly k: number;
  /** Deck index of seat 0 and seat 1. */
  readonly seatDecks: readonly [number, number];
  /** true for the odd game of a pair (the pair's second deck sits in seat 0). */
  readonly swapped: boolean;
  readonly dealSeed: string;
  readonly shuffleSeeds: readonly [string, string];
  readonly engineSeed: string;
  readonly startWinner: Seat;
  readonly agentSeeds: readonly [string, string];
}

/** Precomputed pairs for fast per-game planning. */
export class RunPlan {
  readonly pairs: readonly [number, number][];
  readonly total: number;
  constructor(readonly spec: RunSpec) {
    this.pairs = pairsOf(spec);
    this.total = this.pairs.length * spec.gamesPerPair;
  }

  pairOf(i: number): number {
    return Math.floor(i / this.spec.gamesPerPair);
  }

  game(i: number): GamePlan {
    if (!Number.isInteger(i) || i < 0 || i >= this.total) {
      throw new RangeError(`game index ${i} is out of range: this run has games 0..${this.total - 1}`);
    }
    const { seed, gamesPerPair } = this.spec;
    const pair = Math.floor(i / gamesPerPair);
    const k = i - pair * gamesPerPair;
    const m = k >> 1;
    const swapped = (k & 1) === 1;
    const [a, b] = this.pairs[pair]!;
    const dealSeed = deriveSeed(seed, 'deal', pair, m);
    const shuffleA = deriveSeed(dealSeed, 'shuffle', 0);
    const shuffleB = deriveSeed(dealSeed, 'shuffle', 1);
    const startWinner = new Prng(dealSeed).int(2) as Seat;
    return {
      index: i,
      pair,
      k,
      seatDecks: swapped ? [b, a] : [a, b],
      swapped,
      dealSeed,
      shuffleSeeds: swapped ? [shuffleB, shuffleA] : [shuffleA, shuffleB],
      engineSeed: deriveSeed(seed, 'engine', pair, m),
      startWinner,
      agentSeeds: [deriveSeed(seed, 'agent', i, 0), deriveSeed(seed, 'agent', i, 1)],
    };
  }
}

/** The K-th (0-based) of N disjoint contiguous slices of [0, total). */
export function shardRange(k: number, n: number, total: number): { from: number; to: number } {
  return { from: Math.floor((k * total) / n), to: Math.floor(((k + 1) * total) / n) };
}

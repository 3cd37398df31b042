// The run plan: game index i → (pair, game k within the pair), seats, agents, and every seed game i uses.
//
// Runner 2 interleaves the deck pairs: with P pairs, i = m·2P + 2p + s is game k = 2m + s of pair p, deal m.
// So games 0..2P-1 are deal 0 of every pair, the next 2P deal 1 of every pair, and so on: a run stopped at any
// point (Ctrl-C, a shard, an until-ci round) has about as many games of every pair (cutechess and fastchess
// interleave the same way). Runner 1 played pair after pair (i = p·G + k); `RUNNER_VERSION` in run.json keeps
// the two apart (resume, merge and replay refuse to mix them).
//
// Games k = 2m and 2m+1 are a seat-swapped pair sharing the deal (p, m): each deck gets the same shuffle stream in
// both games, and the start chance (which seat wins it) is drawn once from the deal stream and kept on the same seat,
// so each deck wins it once per pair. Per-game streams (runner 3) are seeded numerically: `streamSeed(seedKey(seed),
// kind, …)` with kind deal (p, m), shuffle (p, m, deck 0 or 1 of the pair), engine (p, m) and agent (p·G + k, seat),
// the game's number in pair order as runner 1 and 2 numbered it. Runner 2 seeded the same streams from the strings
// `deriveSeed(seed, 'deal', p, m)` and so on (Mash: ~25 ns per character, three passes, six streams per game); the
// numeric keys cost a few dozen integer operations, and the games are other games. The deal's label `seed/deal/p/m`
// still names the deal in games.csv and messages. Game i depends only on (spec, i). Agents sit in seats (`agents`),
// or pilot decks (`pilots`: the agent follows its deck between seats).
import { Prng, deriveSeed, seedKey, streamSeed, type Seat } from '@tcglab/core';
import { pairsOf, type RunSpec } from './spec.js';

/**
 * The layout of game indices and their streams; stored in run.json (`versions.runner`). 1: pair after pair;
 * 2: interleaved; 3: interleaved, per-game streams seeded numerically (other games than 2's).
 */
export const RUNNER_VERSION = '3';

/** Stream kinds of `streamSeed` (the first label). */
const DEAL = 1;
const SHUFFLE = 2;
const ENGINE = 3;
const AGENT = 4;

export interface GamePlan {
  readonly index: number;
  readonly pair: number;
  /** Game within the pair (k = 2·deal + swapped). */
  readonly k: number;
  /** Deal number within the pair (m = k div 2). */
  readonly deal: number;
  /** Deck index of seat 0 and seat 1. */
  readonly seatDecks: readonly [number, number];
  /** Agent spec of seat 0 and seat 1 (the seat agents, or the pilots of the decks in those seats). */
  readonly agents: readonly [string, string];
  /** true for the odd game of a pair (the pair's second deck sits in seat 0). */
  readonly swapped: boolean;
  /** The deal's label (`seed/deal/p/m`): printed in games.csv and messages; not itself a stream's seed. */
  readonly dealSeed: string;
  /** Numeric stream keys (`streamSeed`) of each seat's deck shuffle. */
  readonly shuffleSeeds: readonly [number, number];
  readonly engineSeed: number;
  readonly startWinner: Seat;
  readonly agentSeeds: readonly [number, number];
}

/** Precomputed pairs for fast per-game planning. */
export class RunPlan {
  readonly pairs: readonly [number, number][];
  readonly total: number;
  /** Game indices per deal round: 2 per pair. */
  readonly stride: number;
  /** Seat agents per pair and swap (index 2·pair + swapped). */
  private readonly seatAgents: (readonly [string, string])[];
  /** The run seed as a numeric key (`seedKey`), the root of every per-game stream. */
  private readonly key: number;
  /** The deal stream, reseeded per game to draw the start chance. */
  private readonly dealRng = new Prng(0);
  constructor(readonly spec: RunSpec) {
    this.key = seedKey(spec.seed);
    this.pairs = pairsOf(spec);
    this.total = this.pairs.length * spec.gamesPerPair;
    this.stride = 2 * this.pairs.length;
    this.seatAgents = this.pairs.flatMap(([a, b]) => [this.agentsFor([a, b]), this.agentsFor([b, a])]);
  }

  pairOf(i: number): number {
    return (i % this.stride) >> 1;
  }

  /** Deal number of game i within its pair. */
  dealOf(i: number): number {
    return Math.floor(i / this.stride);
  }

  /** Whether game i is the seat-swapped game of its deal (the pair's second deck in seat 0). */
  swappedOf(i: number): boolean {
    return (i & 1) === 1;
  }

  /** The index of game k of pair p. */
  indexOf(pair: number, k: number): number {
    return (k >> 1) * this.stride + 2 * pair + (k & 1);
  }

  /** Agent specs of seat 0 and seat 1 in game i, without deriving its seeds (the main thread's tally, per game). */
  agentsOf(i: number): readonly [string, string] {
    return this.seatAgents[2 * this.pairOf(i) + (i & 1)]!;
  }

  /** Agent specs of seat 0 and seat 1 in a game with these seat decks. */
  agentsFor(seatDecks: readonly [number, number]): readonly [string, string] {
    const p = this.spec.pilots;
    return p ? [p[seatDecks[0]]!, p[seatDecks[1]]!] : this.spec.agents;
  }

  game(i: number): GamePlan {
    if (!Number.isInteger(i) || i < 0 || i >= this.total) {
      throw new RangeError(`game index ${i} is out of range: this run has games 0..${this.total - 1}`);
    }
    const { seed } = this.spec;
    const pair = this.pairOf(i);
    const m = this.dealOf(i);
    const swapped = this.swappedOf(i);
    const [a, b] = this.pairs[pair]!;
    const key = this.key;
    const shuffleA = streamSeed(key, SHUFFLE, pair, m, 0);
    const shuffleB = streamSeed(key, SHUFFLE, pair, m, 1);
    const startWinner = this.dealRng.seedKey(streamSeed(key, DEAL, pair, m, 0)).int(2) as Seat;
    const seatDecks: [number, number] = swapped ? [b, a] : [a, b];
    const k = 2 * m + (swapped ? 1 : 0);
    const n = pair * this.spec.gamesPerPair + k;
    return {
      index: i,
      pair,
      k,
      deal: m,
      seatDecks,
      agents: this.agentsFor(seatDecks),
      swapped,
      dealSeed: deriveSeed(seed, 'deal', pair, m),
      shuffleSeeds: swapped ? [shuffleB, shuffleA] : [shuffleA, shuffleB],
      engineSeed: streamSeed(key, ENGINE, pair, m, 0),
      startWinner,
      agentSeeds: [streamSeed(key, AGENT, n, 0, 0), streamSeed(key, AGENT, n, 1, 0)],
    };
  }
}

/** The K-th (0-based) of N disjoint contiguous slices of [0, total): with interleaving, each covers every pair. */
export function shardRange(k: number, n: number, total: number): { from: number; to: number } {
  return { from: Math.floor((k * total) / n), to: Math.floor(((k + 1) * total) / n) };
}

// The benchmark plan: which agents meet on which decks, and the seeds of every deal, pure functions of the plan.
//
// Task t (one pair of games) belongs to agent pairing t mod P and is that pairing's k-th pair, k = ⌊t / P⌋;
// it is dealt deck matchup k mod M. Deal k (shuffles, engine stream, start winner) derives from
// (seed, 'bench-deal', k) alone, so every agent pairing sees the same deals (common random numbers), and both
// games of a pair use one identical GameConfig: only the agents change seats. The agent streams derive from
// (seed, 'bench-agent', a, b, k, game, seat). Nothing depends on worker count or batching.
import { Prng, deriveSeed, type Deck, type GameConfig, type Seat } from '@tcglab/core';

export interface BenchDeck {
  readonly name: string;
  readonly file: string;
  readonly text: string;
}

export interface BenchPlan {
  /** Game id (for reports and messages). */
  readonly game: string;
  /** Agent specs; two for a head-to-head, more for a round robin. */
  readonly agents: readonly string[];
  readonly decks: readonly BenchDeck[];
  /** Deck index pairs [seat-0 deck, seat-1 deck] of the deals, used in turn. */
  readonly matchups: readonly (readonly [number, number])[];
  /** Agent index pairs [A, B] that meet. */
  readonly pairings: readonly (readonly [number, number])[];
  /** Pairs (of two games) per agent pairing, at most (an SPRT may stop earlier). */
  readonly pairsPerPairing: number;
  readonly seed: string;
  readonly turnLimit?: number;
  readonly maxDecisions?: number;
}

export interface PairTask {
  readonly task: number;
  readonly pairing: number;
  readonly k: number;
  readonly matchup: number;
  /** Agent indices. */
  readonly a: number;
  readonly b: number;
}

/** Deck matchups from a deck list: one deck → its mirror; several → every distinct pair (plus mirrors if asked). */
export function deckMatchups(n: number, mirrors = false): [number, number][] {
  if (n < 1) throw new Error('a benchmark needs at least one deck');
  if (n === 1) return [[0, 0]];
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) if (i !== j || mirrors) out.push([i, j]);
  return out;
}

/** Agent pairings: every pair i < j (two agents: just [0, 1]). */
export function agentPairings(n: number): [number, number][] {
  if (n < 2) throw new Error('a benchmark needs at least two agents');
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

export function totalTasks(plan: BenchPlan): number {
  return plan.pairings.length * plan.pairsPerPairing;
}

export function taskOf(plan: BenchPlan, t: number): PairTask {
  const P = plan.pairings.length;
  const pairing = t % P;
  const k = Math.floor(t / P);
  const [a, b] = plan.pairings[pairing]!;
  return { task: t, pairing, k, matchup: k % plan.matchups.length, a, b };
}

/** The deal of pair k: one GameConfig, played twice with the agents' seats swapped. */
export function dealConfig(plan: BenchPlan, decks: readonly Deck[], k: number): GameConfig {
  const [d0, d1] = plan.matchups[k % plan.matchups.length]!;
  const deal = deriveSeed(plan.seed, 'bench-deal', k);
  return {
    decks: [decks[d0]!, decks[d1]!],
    shuffleSeeds: [deriveSeed(deal, 'shuffle', 0), deriveSeed(deal, 'shuffle', 1)],
    engineSeed: deriveSeed(deal, 'engine'),
    startWinner: new Prng(deal).int(2) as Seat,
    ...(plan.turnLimit !== undefined ? { turnLimit: plan.turnLimit } : {}),
  };
}

/** Seeds of the two agents' streams in game g (0: A in seat 0; 1: A in seat 1) of task t. */
export function agentSeeds(plan: BenchPlan, task: PairTask, g: 0 | 1): [string, string] {
  const base = deriveSeed(plan.seed, 'bench-agent', task.a, task.b, task.k, g);
  return [deriveSeed(base, 'seat', 0), deriveSeed(base, 'seat', 1)];
}

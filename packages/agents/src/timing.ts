// Time per decision of agents (median, p99) and search iterations per second, for `tcglab perf`.
import { deriveSeed, playGame, Prng, type Agent, type DecisionContext, type Deck, type Game, type Seat } from '@tcglab/core';
import { createAgent } from './spec.js';

export interface DecisionTiming {
  /** The agent spec. */
  readonly agent: string;
  /** Decisions timed, and how many of them had one legal action (agents answer those at once). */
  readonly decisions: number;
  readonly forced: number;
  /** Over the decisions with a choice (two legal actions or more), in milliseconds. */
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly meanMs: number;
  /** Search iterations per second of deciding time, for agents that count iterations (mcts). */
  readonly iterationsPerSecond?: number;
}

interface Tally {
  readonly times: number[];
  forced: number;
  iterations: number;
  ms: number;
  counts: boolean;
}

/** The agent's running iteration count, for agents that keep one. */
function iterationsOf(a: Agent): number | undefined {
  const it = (a as { iterations?: unknown }).iterations;
  return typeof it === 'number' ? it : undefined;
}

function timed(inner: Agent, t: Tally): Agent {
  return {
    name: inner.name,
    ...(inner.readsHiddenInfo ? { readsHiddenInfo: true } : {}),
    act(ctx: DecisionContext): number {
      if (ctx.count === 1) {
        t.forced++;
        return inner.act(ctx);
      }
      const i0 = iterationsOf(inner);
      const t0 = performance.now();
      const a = inner.act(ctx);
      const dt = performance.now() - t0;
      t.times.push(dt);
      t.ms += dt;
      if (i0 !== undefined) {
        t.iterations += iterationsOf(inner)! - i0;
        t.counts = true;
      }
      return a;
    },
  };
}

function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Play games in this thread (deck pairs in turn, both seats) until `maxMs` of wall clock or `maxGames` games
 * (at least one game), timing every decision of each agent. Machine-dependent, like every speed figure.
 */
export function timeDecisions<S>(
  game: Game<S>,
  decks: readonly Deck[],
  specs: readonly [string, string],
  opts: { seed: string; maxGames: number; maxMs: number },
): DecisionTiming[] {
  const names = specs[0] === specs[1] ? [specs[0]] : [specs[0], specs[1]];
  const tallies = names.map((): Tally => ({ times: [], forced: 0, iterations: 0, ms: 0, counts: false }));
  const tallyOf = (seat: number) => tallies[specs[0] === specs[1] ? 0 : seat]!;
  const agents = [timed(createAgent(specs[0]), tallyOf(0)), timed(createAgent(specs[1]), tallyOf(1))] as [Agent<S>, Agent<S>];
  const t0 = performance.now();
  for (let i = 0; i < Math.max(1, opts.maxGames); i++) {
    if (i > 0 && performance.now() - t0 >= opts.maxMs) break;
    const deal = deriveSeed(opts.seed, 'timing', i);
    const d0 = i % decks.length;
    const d1 = (d0 + 1 + (Math.floor(i / decks.length) % Math.max(1, decks.length - 1))) % decks.length;
    playGame({
      game,
      config: {
        decks: [decks[d0]!, decks[d1]!],
        shuffleSeeds: [deriveSeed(deal, 0), deriveSeed(deal, 1)],
        engineSeed: deriveSeed(deal, 'engine'),
        startWinner: new Prng(deal).int(2) as Seat,
      },
      agents,
      agentSeeds: [deriveSeed(deal, 'agent', 0), deriveSeed(deal, 'agent', 1)],
    });
  }
  return names.map((agent, k) => {
    const t = tallies[k]!;
    const sorted = [...t.times].sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 1e4) / 1e4;
    return {
      agent,
      decisions: t.times.length + t.forced,
      forced: t.forced,
      medianMs: round(quantile(sorted, 0.5)),
      p99Ms: round(quantile(sorted, 0.99)),
      meanMs: round(t.times.length ? t.ms / t.times.length : NaN),
      ...(t.counts && t.ms > 0 ? { iterationsPerSecond: Math.round((t.iterations / t.ms) * 1000) } : {}),
    };
  });
}

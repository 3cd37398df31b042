// Plays one pair: the same deal twice, agent A in seat 0 then in seat 1. Shared by the worker and in-process runs.
import { playGame, playGameAsync, type Agent, type Deck, type Game, type GameRecord } from '@tcglab/core';
import { createAgent } from '../spec.js';
import { agentSeeds, dealConfig, taskOf, type BenchPlan, type PairTask } from './plan.js';
import { TimedAgent } from './timed-agent.js';

export interface BenchGameRow {
  /** 0: A in seat 0; 1: A in seat 1. */
  readonly seatOfA: 0 | 1;
  readonly winner: -1 | 0 | 1;
  readonly reason: string;
  readonly turns: number;
  readonly decisions: number;
  readonly checksum: number;
  readonly agentError?: string;
  /** A's points in this game: 1, ½ or 0. */
  readonly scoreA: number;
}

export interface PairRow extends PairTask {
  /** Both games, unless the pair failed (an engine error or a budget overrun: not an agent's fault). */
  readonly games: readonly BenchGameRow[];
  /** A's points in the pair (0..2); NaN when the pair failed. */
  readonly points: number;
  readonly error?: string;
}

export interface AgentTiming {
  decisions: number;
  /** Of which forced (one legal action). */
  forced: number;
  ms: number;
}

/** One worker's (or the main thread's) agents and parsed decks for a plan; agents are created once and reused. */
export class PairPlayer<S> {
  private readonly agents: TimedAgent<S>[];
  private readonly decks: Deck[];

  constructor(
    private readonly game: Game<S>,
    private readonly plan: BenchPlan,
  ) {
    this.decks = plan.decks.map((d) => game.parseDeck(d.text, d.file));
    this.agents = plan.agents.map((spec) => new TimedAgent(createAgent(spec) as Agent<S>));
  }

  timings(): AgentTiming[] {
    return this.agents.map((a) => ({ decisions: a.decisions, forced: a.forced, ms: a.ms }));
  }

  async play(t: number): Promise<PairRow> {
    const task = taskOf(this.plan, t);
    const config = dealConfig(this.plan, this.decks, task.k);
    const A = this.agents[task.a]!;
    const B = this.agents[task.b]!;
    const isAsync = !!(A.actAsync || B.actAsync);
    const games: BenchGameRow[] = [];
    try {
      for (const g of [0, 1] as const) {
        const args = {
          game: this.game,
          config,
          agents: (g === 0 ? [A, B] : [B, A]) as [Agent<S>, Agent<S>],
          agentSeeds: agentSeeds(this.plan, task, g),
          ...(this.plan.maxDecisions !== undefined ? { options: { maxDecisions: this.plan.maxDecisions } } : {}),
        };
        const r: GameRecord = isAsync ? await playGameAsync(args) : playGame(args);
        const scoreA = r.winner === -1 ? 0.5 : r.winner === g ? 1 : 0;
        games.push({
          seatOfA: g,
          winner: r.winner,
          reason: r.reason,
          turns: r.turns,
          decisions: r.decisions,
          checksum: r.checksum,
          ...(r.agentError !== undefined ? { agentError: r.agentError } : {}),
          scoreA,
        });
      }
    } catch (e) {
      return { ...task, games, points: NaN, error: `${(e as Error).name}: ${(e as Error).message}` };
    }
    return { ...task, games, points: games[0]!.scoreA + games[1]!.scoreA };
  }

  async close(): Promise<void> {
    for (const a of this.agents) await a.close();
  }
}

// mcts@6: mcts@4 whose leaves see the next turn (search/next-turn.ts): a scored action that ends the turn is
// followed by the other player's whole next turn, played by a cheap one-ply policy on the same determinization,
// before the evaluation.
import type { DecisionContext, Game } from '@tcglab/core';
import type { Evaluator } from './eval/tuned.js';
import { ExpandMctsAgent, type ExpandMctsOptions, type LeafSearch } from './mcts-expand.js';
import { NextTurnLeaf } from './search/next-turn.js';

export interface NextTurnMctsOptions extends ExpandMctsOptions {
  /** Quiescence budget of the next turn's one-ply policy per action it scores (0: evaluate right after it). */
  readonly pnodes?: number;
  /** Decisions with a choice played in the next turn, at most. */
  readonly pdecisions?: number;
  /** Which leaves play the next turn: `end` (lines that end the turn) or `all` (quiet leaves finish their turn first). */
  readonly horizon?: 'end' | 'all';
  /** The next turn's policy: `greedy` (one ply under quiescence) or `random` (seeded from the decision's stream). */
  readonly policy?: 'greedy' | 'random';
}

/**
 * mcts@4 (best-first ISMCTS that keeps its tree within a turn) with a different leaf: an action is resolved by
 * quiescence as in mcts@4, but a line that reaches the end of the turn goes on through the next turn — each
 * decider there, the opponent and the searching player alike, plays its best action one ply ahead under a small
 * quiescence and the tuned evaluation — and the state that turn leaves is evaluated. Like mcts@1's two-turn
 * rollouts it sees what the opponent does next, but with a sensible policy instead of a random one, so one
 * playout per leaf says something.
 */
export class NextTurnMctsAgent<S = unknown> extends ExpandMctsAgent<S> {
  private readonly pnodes: number;
  private readonly pdecisions: number;
  private readonly horizon: 'end' | 'all';
  private readonly policy: 'greedy' | 'random';
  private leafSeed = 0;
  /** The leaf of the current game (for tests and benchmarks: how many next turns were played). */
  leaf: NextTurnLeaf<S> | undefined;

  constructor(opts: NextTurnMctsOptions = {}) {
    super({ ...opts, reuse: opts.reuse ?? true, version: opts.version ?? 'mcts@6' });
    this.pnodes = opts.pnodes ?? 4;
    this.pdecisions = opts.pdecisions ?? 20;
    this.horizon = opts.horizon ?? 'end';
    this.policy = opts.policy ?? 'greedy';
  }

  protected override leafSearch(game: Game<S>, ev: Evaluator<S>, qnodes: number): LeafSearch<S> {
    return (this.leaf = new NextTurnLeaf(game, ev, {
      depth: qnodes > 0 ? 4 : 0,
      nodes: qnodes,
      policyNodes: this.pnodes,
      policyDecisions: this.pdecisions,
      horizon: this.horizon,
      policy: this.policy,
    }));
  }

  /** The random policy's stream is drawn from the decision's (so a game is the same whatever ran before it). */
  override act(ctx: DecisionContext<S>): number {
    if (this.policy === 'random' && ctx.count > 1) this.leafSeed = ctx.rng.int(0x7fffffff);
    return super.act(ctx);
  }

  protected override prepare(game: Game<S>): void {
    super.prepare(game);
    if (this.policy === 'random') this.leaf!.rng.seedKey(this.leafSeed);
  }
}

// mcts@2: information-set MCTS over the tuned evaluation, leaves resolved by quiescence (mcts@1 is frozen/mcts-v1.ts).
import type { DecisionContext, Game, Prng } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { Quiescence } from './search/quiesce.js';
import { TreeSearchAgent } from './search/tree.js';

export type LeafKind = 'eval' | 'random';
export const LEAF_KINDS: readonly LeafKind[] = ['eval', 'random'];

export interface MctsOptions {
  /** Iterations per decision (deterministic budget). Ignored when `ms` is set. */
  readonly iters?: number;
  /** Milliseconds per decision instead (wall clock: results depend on machine speed and load). */
  readonly ms?: number;
  /** UCB exploration constant (values in [-1, 1]). */
  readonly c?: number;
  /** How a new leaf is scored: `eval` (quiescence, then the tuned evaluation) or `random` (a random rollout to the cutoff, then the evaluation). */
  readonly leaf?: LeafKind;
  /** Random rollout cutoff in turns past the leaf (leaf=random). */
  readonly turns?: number;
  /** Random rollout cutoff in decisions (leaf=random). */
  readonly depth?: number;
  /** Quiescence budget at the leaf (leaf=eval): states searched to resolve a half-done action. */
  readonly qnodes?: number;
  /** Evaluation version (2: tuned). */
  readonly evaluation?: number;
  readonly name?: string;
  /** Search the true state (reads hidden information; the name must contain `cheat`). */
  readonly cheat?: boolean;
}

/**
 * Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) as in mcts@1 — UCB1 with availability counts over
 * the actions legal in each iteration's determinization, the most visited root action — with three changes:
 * the tuned evaluation, leaves scored by a quiescence search instead of a random two-turn rollout (by
 * default), and the search statistics kept across the tree in typed arrays (no allocation per iteration).
 */
export class MctsAgent<S = unknown> extends TreeSearchAgent<S> {
  readonly name: string;
  private readonly c: number;
  private readonly leaf: LeafKind;
  private readonly turns: number;
  private readonly depth: number;
  private readonly qnodes: number;
  private readonly version: number;
  private evaluator: Evaluator<S> | undefined;
  private quiesce: Quiescence<S> | undefined;
  private buf = new Int32Array(0);
  private unexpanded = new Int32Array(0);
  /** The children of the node being walked through, one per legal action (tree.find once per action). */
  private kids = new Int32Array(0);

  constructor(opts: MctsOptions = {}) {
    super(Math.max(1, Math.floor(opts.iters ?? 100)), opts.ms ?? 0, !!opts.cheat);
    this.c = opts.c ?? 0.7;
    this.leaf = opts.leaf ?? 'eval';
    this.turns = opts.turns ?? 2;
    this.depth = opts.depth ?? 40;
    this.qnodes = opts.qnodes ?? 12;
    this.version = opts.evaluation ?? 2;
    this.name = opts.name ?? (this.ms > 0 ? `mcts@2:ms=${this.ms}` : `mcts@2:iters=${this.iters}`);
  }

  protected prepare(game: Game<S>): void {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.quiesce = new Quiescence(game, this.evaluator, { depth: this.qnodes > 0 ? 4 : 0, nodes: this.qnodes });
      this.scratch = undefined;
    }
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.unexpanded = new Int32Array(game.maxLegalActions);
      this.kids = new Int32Array(game.maxLegalActions);
    }
  }

  protected iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void {
    const play = game.trusted ?? game; // actions come from the lists it gives: legality is checked once
    const me = ctx.player;
    const s = this.sample(ctx, game, rng);
    const buf = this.buf;
    const tree = this.tree;
    let depth = 0;
    this.push(depth++, 0);
    let node = 0;
    // Selection and expansion, over the actions legal in this determinization.
    while (!game.isTerminal(s)) {
      const p = game.currentPlayer(s);
      const count = play.legalActions(s, buf);
      const kids = this.kids;
      let nUnexp = 0;
      for (let i = 0; i < count; i++) {
        const ch = (kids[i] = tree.find(node, buf[i]!));
        if (ch < 0) this.unexpanded[nUnexp++] = buf[i]!;
      }
      if (nUnexp > 0) {
        const a = this.unexpanded[rng.int(nUnexp)]!;
        const child = tree.add(node, a, p);
        tree.avail[child] = 1;
        play.applyAction(s, a);
        this.push(depth++, child);
        break;
      }
      node = tree.selectUcbOf(kids, count, this.c);
      play.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
    }
    this.backup(depth, this.leafValue(game, s, me, rng), me);
  }

  /** The value of a new leaf for the searching player. */
  private leafValue(game: Game<S>, s: S, me: number, rng: Prng): number {
    const ev = this.evaluator!;
    if (this.leaf === 'eval') return this.quiesce!.value(s, me, game.turn(s));
    const buf = this.buf;
    const play = game.trusted ?? game;
    const turn0 = game.turn(s);
    for (let d = 0; d < this.depth && !game.isTerminal(s); d++) {
      if (this.turns > 0 && game.turn(s) - turn0 >= this.turns) break;
      const count = play.legalActions(s, buf);
      play.applyAction(s, buf[rng.int(count)]!);
    }
    return ev.value(s, me);
  }
}

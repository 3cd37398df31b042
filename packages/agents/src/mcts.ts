// mcts@2: information-set MCTS over the tuned evaluation, leaves resolved by quiescence (mcts@1 is frozen/mcts-v1.ts).
import { cloneInto, type Agent, type DecisionContext, type Game, type Prng } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { Quiescence } from './search/quiesce.js';
import { SearchTree } from './search/tree.js';

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
export class MctsAgent<S = unknown> implements Agent<S> {
  readonly name: string;
  readonly deterministic: boolean;
  readonly readsHiddenInfo: boolean;
  private readonly iters: number;
  private readonly ms: number;
  private readonly c: number;
  private readonly leaf: LeafKind;
  private readonly turns: number;
  private readonly depth: number;
  private readonly qnodes: number;
  private readonly version: number;
  private readonly tree = new SearchTree();
  private evaluator: Evaluator<S> | undefined;
  private quiesce: Quiescence<S> | undefined;
  private buf = new Int32Array(0);
  private unexpanded = new Int32Array(0);
  private path = new Int32Array(64);
  private scratch: S | undefined;
  /** Iterations run in the last decision (for tests and benchmarks). */
  lastIterations = 0;
  /** Iterations run over the agent's life (for iterations per second in `tcglab perf`). */
  iterations = 0;

  constructor(opts: MctsOptions = {}) {
    this.iters = Math.max(1, Math.floor(opts.iters ?? 100));
    this.ms = opts.ms ?? 0;
    this.c = opts.c ?? 0.7;
    this.leaf = opts.leaf ?? 'eval';
    this.turns = opts.turns ?? 2;
    this.depth = opts.depth ?? 40;
    this.qnodes = opts.qnodes ?? 12;
    this.version = opts.evaluation ?? 2;
    this.deterministic = this.ms <= 0;
    this.readsHiddenInfo = !!opts.cheat;
    this.name = opts.name ?? (this.ms > 0 ? `mcts@2:ms=${this.ms}` : `mcts@2:iters=${this.iters}`);
  }

  private prepare(game: Game<S>): Evaluator<S> {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.quiesce = new Quiescence(game, this.evaluator, { depth: this.qnodes > 0 ? 4 : 0, nodes: this.qnodes });
      this.scratch = undefined;
    }
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.unexpanded = new Int32Array(game.maxLegalActions);
    }
    return this.evaluator;
  }

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, rng } = ctx;
    if (count === 1) return legal[0]!;
    this.prepare(game);
    const tree = this.tree;
    tree.reset();
    const t0 = this.ms > 0 ? performance.now() : 0;
    let it = 0;
    for (;;) {
      this.iterate(ctx, game, rng);
      it++;
      if (this.ms > 0 ? performance.now() - t0 >= this.ms : it >= this.iters) break;
    }
    this.lastIterations = it;
    this.iterations += it;
    // The most visited root child among the actions legal in the real state; ties to the higher mean value.
    let best = -1;
    for (let i = 0; i < count; i++) {
      const ch = tree.find(0, legal[i]!);
      if (ch < 0) continue;
      const v = tree.visits[ch]!;
      const b = best < 0 ? -1 : tree.visits[best]!;
      if (best < 0 || v > b || (v === b && tree.value[ch]! / v > tree.value[best]! / Math.max(1, b))) best = ch;
    }
    return best >= 0 ? tree.action[best]! : legal[rng.int(count)]!;
  }

  private sample(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): S {
    if (this.readsHiddenInfo) return (this.scratch = cloneInto(game, ctx.peek(), this.scratch));
    return (this.scratch = ctx.sampleInto ? ctx.sampleInto(rng, this.scratch) : ctx.sample(rng));
  }

  private iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void {
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
      const count = game.legalActions(s, buf);
      let nUnexp = 0;
      for (let i = 0; i < count; i++) if (tree.find(node, buf[i]!) < 0) this.unexpanded[nUnexp++] = buf[i]!;
      if (nUnexp > 0) {
        const a = this.unexpanded[rng.int(nUnexp)]!;
        const child = tree.add(node, a, p);
        tree.avail[child] = 1;
        game.applyAction(s, a);
        this.push(depth++, child);
        break;
      }
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < count; i++) {
        const ch = tree.find(node, buf[i]!);
        tree.avail[ch]!++;
        const n = tree.visits[ch]!;
        const score = tree.value[ch]! / n + this.c * Math.sqrt(Math.log(tree.avail[ch]!) / n);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      node = best;
      game.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
    }
    const v = this.leafValue(game, s, me, rng);
    for (let i = 0; i < depth; i++) {
      const n = this.path[i]!;
      tree.visits[n]!++;
      tree.value[n]! += tree.player[n] === me ? v : -v;
    }
  }

  /** The value of a new leaf for the searching player. */
  private leafValue(game: Game<S>, s: S, me: number, rng: Prng): number {
    const ev = this.evaluator!;
    if (this.leaf === 'eval') return this.quiesce!.value(s, me, game.turn(s));
    const buf = this.buf;
    const turn0 = game.turn(s);
    for (let d = 0; d < this.depth && !game.isTerminal(s); d++) {
      if (this.turns > 0 && game.turn(s) - turn0 >= this.turns) break;
      const count = game.legalActions(s, buf);
      game.applyAction(s, buf[rng.int(count)]!);
    }
    return ev.value(s, me);
  }

  private push(i: number, node: number): void {
    if (i === this.path.length) {
      const p = new Int32Array(i * 2);
      p.set(this.path);
      this.path = p;
    }
    this.path[i] = node;
  }
}

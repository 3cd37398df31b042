// mcts@3: information-set tree search that expands a node's every action at once, each scored by quiescence and
// the tuned evaluation on the iteration's determinization (mcts@2 is mcts.ts, mcts@1 frozen/mcts-v1.ts).
import { cloneInto, type DecisionContext, type Game, type Prng } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { Quiescence } from './search/quiesce.js';
import { TreeSearchAgent } from './search/tree.js';

export interface ExpandMctsOptions {
  /** Iterations per decision (deterministic budget); each expands one node. Ignored when `ms` is set. */
  readonly iters?: number;
  /** Milliseconds per decision instead (wall clock: results depend on machine speed and load). */
  readonly ms?: number;
  /** UCB exploration constant (values are in [-1, 1]; the evaluation's differences between actions are small). */
  readonly c?: number;
  /** Quiescence budget per scored action: states searched to resolve a half-done action. */
  readonly qnodes?: number;
  /** Evaluation version (2: tuned). */
  readonly evaluation?: number;
  /** Agent version written in the default name. */
  readonly version?: string;
  readonly name?: string;
  /** Search the true state (reads hidden information; the name must contain `cheat`). */
  readonly cheat?: boolean;
}

/**
 * Best-first ISMCTS. Every iteration draws a fresh determinization and walks down the tree over the actions
 * legal in it (UCB1 with availability counts, as mcts@1/@2; forced moves are played in place and make no
 * node). At the first node it reaches that has never been expanded, it expands **all** the node's actions at
 * once: each is applied to a copy of the determinization, resolved by quiescence and scored with the tuned
 * evaluation from the mover's side — greedy@2's one-ply step, on one sample, so siblings are compared on the
 * same hidden cards. Each child starts with that value as one visit, and the node's mover's best child value is
 * backed up the path (negated for the other player) as the iteration's result.
 *
 * So one iteration is exactly greedy@2 (most visits, ties to the higher value), and more iterations deepen the
 * most promising lines first: the rest of the turn (charge, then summon, then attack), then the opponent's
 * best replies on other determinizations. An action legal in this sample but not yet in an expanded node (hidden
 * instances after determinize) is added and scored alone. The move is the most visited root action among the
 * true legal ones, ties to the higher mean value.
 */
export class ExpandMctsAgent<S = unknown> extends TreeSearchAgent<S> {
  readonly name: string;
  private readonly c: number;
  private readonly qnodes: number;
  private readonly version: number;
  private expanded = new Uint8Array(256);
  private evaluator: Evaluator<S> | undefined;
  private quiesce: Quiescence<S> | undefined;
  private buf = new Int32Array(0);
  private child: S | undefined;

  constructor(opts: ExpandMctsOptions = {}) {
    super(Math.max(1, Math.floor(opts.iters ?? 8)), opts.ms ?? 0, !!opts.cheat);
    this.c = opts.c ?? 0.2;
    this.qnodes = opts.qnodes ?? 12;
    this.version = opts.evaluation ?? 2;
    const v = opts.version ?? 'mcts@3';
    this.name = opts.name ?? (this.ms > 0 ? `${v}:ms=${this.ms}` : `${v}:iters=${this.iters}`);
  }

  protected prepare(game: Game<S>): void {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.quiesce = new Quiescence(game, this.evaluator, { depth: this.qnodes > 0 ? 4 : 0, nodes: this.qnodes });
      this.scratch = this.child = undefined;
    }
    if (this.buf.length < game.maxLegalActions) this.buf = new Int32Array(game.maxLegalActions);
  }

  protected override resetTree(): void {
    this.tree.reset();
    this.expanded[0] = 0;
  }

  /** A new child of `node` for action `a` by `p`, scored from p's side on a copy of `s`; returns its value. */
  private score(game: Game<S>, s: S, node: number, a: number, p: number): number {
    const tree = this.tree;
    const ch = tree.add(node, a, p);
    if (ch >= this.expanded.length) {
      const e = new Uint8Array(this.expanded.length * 2);
      e.set(this.expanded);
      this.expanded = e;
    }
    this.expanded[ch] = 0;
    const c = (this.child = cloneInto(game, s, this.child));
    game.applyAction(c, a);
    const v = this.quiesce!.value(c, p, game.turn(s));
    tree.visits[ch] = 1;
    tree.value[ch] = v;
    tree.avail[ch] = 1;
    return v;
  }

  protected iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void {
    const me = ctx.player;
    const s = this.sample(ctx, game, rng);
    const buf = this.buf;
    const tree = this.tree;
    let depth = 0;
    this.push(depth++, 0);
    let node = 0;
    let v: number; // the iteration's result for `me`
    for (;;) {
      if (game.isTerminal(s)) {
        v = this.evaluator!.value(s, me);
        break;
      }
      const p = game.currentPlayer(s);
      const n = game.legalActions(s, buf);
      if (n === 1) {
        game.applyAction(s, buf[0]!);
        continue;
      }
      if (!this.expanded[node]) {
        // Expand every action at once on this determinization; back up the mover's best.
        this.expanded[node] = 1;
        let bestV = -Infinity;
        for (let i = 0; i < n; i++) {
          const x = this.score(game, s, node, buf[i]!, p);
          if (x > bestV) bestV = x;
        }
        v = p === me ? bestV : -bestV;
        break;
      }
      // An action legal here but new to this node (hidden instances differ between samples): score it alone.
      let fresh = -1;
      for (let i = 0; i < n; i++) {
        if (tree.find(node, buf[i]!) < 0) {
          fresh = buf[i]!;
          break;
        }
      }
      if (fresh >= 0) {
        const x = this.score(game, s, node, fresh, p);
        this.push(depth++, tree.first[node]!);
        // The new child already holds its one visit: back up above it only.
        v = p === me ? x : -x;
        this.backup(depth - 1, v, me);
        return;
      }
      node = tree.selectUcb(node, buf, n, this.c);
      game.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
    }
    this.backup(depth, v, me);
  }
}

// mcts@3: information-set tree search that expands a node's every action at once, each scored by quiescence and
// the tuned evaluation on the iteration's determinization; mcts@4: the same, its tree kept through the player's own
// decisions within a turn (mcts@2 is mcts.ts, mcts@1 frozen/mcts-v1.ts).
import { cloneInto, type DecisionContext, type Game, type Prng } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { Quiescence } from './search/quiesce.js';
import { TreeSearchAgent } from './search/tree.js';

/** The value of a state for `me` after an action taken in turn `turn0` (`s` may be changed). */
export interface LeafSearch<S> {
  value(s: S, me: number, turn0: number): number;
}

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
  /**
   * Keep the tree through a run of the player's own decisions within a turn (mcts@4): the next decision searches
   * on from the subtree under the action played instead of from an empty tree.
   */
  readonly reuse?: boolean;
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
 *
 * With `reuse` (mcts@4) the tree outlives the decision when the player decides again right after it in the same
 * turn (a charge, then a summon, then an attack): the next decision starts from the node of the action played —
 * its children, visits and values, gathered on earlier determinizations — as long as that node was expanded on
 * this player's decision in every sample that reached it; and `iters` counts the root's visits, the kept ones
 * included (at least one new iteration per decision), so a decision the last one already searched costs less.
 */
export class ExpandMctsAgent<S = unknown> extends TreeSearchAgent<S> {
  readonly name: string;
  private readonly c: number;
  private readonly qnodes: number;
  private readonly version: number;
  private expanded = new Uint8Array(256);
  private evaluator: Evaluator<S> | undefined;
  private quiesce: LeafSearch<S> | undefined;
  private buf = new Int32Array(0);
  /** The children of the node being walked through, one per legal action (tree.find once per action). */
  private kids = new Int32Array(0);
  private child: S | undefined;
  private readonly reuse: boolean;
  /** The last decision this agent was asked (index, player, turn), to know whether the next one follows it. */
  private lastDecision = -2;
  private lastPlayer = -1;
  private lastTurn = -1;
  /** The node the next decision may search from (the one played, with forced moves since), or -1. */
  private carry = -1;
  /** Decisions that searched on from a kept subtree, over the agent's life (mcts@4; for tests and benchmarks). */
  keptTrees = 0;

  constructor(opts: ExpandMctsOptions = {}) {
    super(Math.max(1, Math.floor(opts.iters ?? 8)), opts.ms ?? 0, !!opts.cheat);
    this.c = opts.c ?? 0.2;
    this.qnodes = opts.qnodes ?? 12;
    this.version = opts.evaluation ?? 2;
    this.reuse = !!opts.reuse;
    const v = opts.version ?? (this.reuse ? 'mcts@4' : 'mcts@3');
    this.name = opts.name ?? (this.ms > 0 ? `${v}:ms=${this.ms}` : `${v}:iters=${this.iters}`);
  }

  protected prepare(game: Game<S>): void {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.quiesce = this.leafSearch(game, this.evaluator, this.qnodes);
      this.scratch = this.child = undefined;
    }
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.kids = new Int32Array(game.maxLegalActions);
    }
  }

  /** How an action is scored (made once per game): quiescence within the turn (mcts@6 also plays the next turn). */
  protected leafSearch(game: Game<S>, ev: Evaluator<S>, qnodes: number): LeafSearch<S> {
    return new Quiescence(game, ev, { depth: qnodes > 0 ? 4 : 0, nodes: qnodes });
  }

  override act(ctx: DecisionContext<S>): number {
    if (!this.reuse) return super.act(ctx);
    // The tree carries over only when nobody else decided since this agent's last choice (its own forced moves
    // make no node) and the turn is the same (quiescence values are taken within the turn).
    const follows = ctx.decision === this.lastDecision + 1 && ctx.player === this.lastPlayer && ctx.turn === this.lastTurn;
    this.lastDecision = ctx.decision;
    this.lastPlayer = ctx.player;
    this.lastTurn = ctx.turn;
    if (!follows) this.carry = -1;
    if (ctx.count === 1) return ctx.legal[0]!;
    const a = super.act(ctx);
    this.carry = this.played;
    return a;
  }

  /** mcts@4 counts the visits a kept root brought along: the budget is the root's visits, at least one new iteration. */
  protected override enough(it: number): boolean {
    return this.reuse ? this.tree.visits[this.root]! >= this.iters : it >= this.iters;
  }

  protected override resetTree(ctx: DecisionContext<S>): void {
    const tree = this.tree;
    const keep = this.carry;
    this.carry = -1;
    // A kept node must have been expanded on this player's decision in every sample that reached it (all its
    // children are this player's actions: hidden cards can give the opponent a decision first in some samples).
    if (keep > 0 && this.expanded[keep] && tree.first[keep]! >= 0 && this.onlyChildrenOf(keep, ctx.player)) {
      this.root = keep;
      this.keptTrees++;
      return;
    }
    tree.reset();
    this.root = 0;
    this.expanded[0] = 0;
  }

  private onlyChildrenOf(node: number, player: number): boolean {
    const tree = this.tree;
    for (let c = tree.first[node]!; c >= 0; c = tree.next[c]!) if (tree.player[c] !== player) return false;
    return true;
  }

  /**
   * A new child of `node` for action `a` by `p`, scored from p's side on a copy of `s` (on `s` itself when `inPlace`:
   * the caller reads `s` no more); returns its value.
   */
  private score(game: Game<S>, s: S, node: number, a: number, p: number, inPlace: boolean): number {
    const tree = this.tree;
    const ch = tree.add(node, a, p);
    if (ch >= this.expanded.length) {
      const e = new Uint8Array(this.expanded.length * 2);
      e.set(this.expanded);
      this.expanded = e;
    }
    this.expanded[ch] = 0;
    const turn = game.turn(s);
    const play = game.trusted ?? game; // `a` is in the list the caller got for `s`
    const c = inPlace ? s : (this.child = cloneInto(game, s, this.child));
    play.applyAction(c, a);
    const v = this.quiesce!.value(c, p, turn);
    tree.visits[ch] = 1;
    tree.value[ch] = v;
    tree.avail[ch] = 1;
    return v;
  }

  protected iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void {
    const play = game.trusted ?? game; // actions come from the lists it gives: legality is checked once
    const me = ctx.player;
    const s = this.sample(ctx, game, rng);
    const buf = this.buf;
    const tree = this.tree;
    let depth = 0;
    let node = this.root;
    this.push(depth++, node);
    let v: number; // the iteration's result for `me`
    for (;;) {
      if (game.isTerminal(s)) {
        v = this.evaluator!.value(s, me);
        break;
      }
      const p = game.currentPlayer(s);
      const n = play.legalActions(s, buf);
      if (n === 1) {
        play.applyAction(s, buf[0]!);
        continue;
      }
      if (!this.expanded[node]) {
        // Expand every action at once on this determinization; back up the mover's best.
        this.expanded[node] = 1;
        let bestV = -Infinity;
        for (let i = 0; i < n; i++) {
          const x = this.score(game, s, node, buf[i]!, p, i === n - 1);
          if (x > bestV) bestV = x;
        }
        v = p === me ? bestV : -bestV;
        break;
      }
      // An action legal here but new to this node (hidden instances differ between samples): score it alone.
      const kids = this.kids;
      let fresh = -1;
      for (let i = 0; i < n; i++) {
        if ((kids[i] = tree.find(node, buf[i]!)) < 0) {
          fresh = buf[i]!;
          break;
        }
      }
      if (fresh >= 0) {
        const x = this.score(game, s, node, fresh, p, true);
        this.push(depth++, tree.first[node]!);
        // The new child already holds its one visit: back up above it only.
        v = p === me ? x : -x;
        this.backup(depth - 1, v, me);
        return;
      }
      node = tree.selectUcbOf(kids, n, this.c);
      play.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
    }
    this.backup(depth, v, me);
  }
}

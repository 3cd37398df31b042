// mcts@3: information-set tree search that expands a node's every action at once, each scored by quiescence and
// the tuned evaluation on the iteration's determinization; mcts@4: the same, its tree kept through the player's own
// decisions within a turn; mcts@7 stops a decision once its move is settled; mcts@8 is mcts@7 with a small quiescence,
// a one-ply gap stop and its own exploration at the opponent's nodes (mcts@2 is mcts.ts, mcts@1 frozen/mcts-v1.ts).
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
  /**
   * Stop a decision early once its move is settled (mcts@7): when the most visited root action leads every other
   * legal one by more than `settle` × the iterations left (1: it cannot be overtaken; 0: never stop early).
   */
  readonly settle?: number;
  /**
   * Never walk into a child whose score when it was created (its one-ply value for the mover) lies more than
   * `prune` below the best sibling's (mcts@7; 0: off). Such a child keeps its one visit.
   */
  readonly prune?: number;
  /** Cap a decision's budget at `width` root visits per legal action (mcts@7; 0: no cap): few actions, fewer iterations. */
  readonly width?: number;
  /**
   * Stop a decision as soon as the root is expanded when the best one-ply score of its legal actions leads the second
   * by more than `gap` (mcts@8; 0: off): the budget goes to decisions whose candidates are close.
   */
  readonly gap?: number;
  /**
   * UCB exploration constant at the opponent's nodes (mcts@8; default `c`): 0 walks the opponent's best reply so far
   * (by its mean value), so the budget deepens the searching player's own lines against it.
   */
  readonly copp?: number;
  /**
   * UCB exploration constant at the decision's root (mcts@8; default `c`): a root that explores less settles sooner,
   * while the nodes below it explore with `c` (and `copp`).
   */
  readonly croot?: number;
  /**
   * Transpositions (mcts@8; default off): a quiet node reached by a permutation of another expanded node's actions
   * (summon A then B, B then A), with the same mover in the same turn, is not expanded again: the walk goes on
   * through that node's children, so both lines share one subtree and its statistics.
   */
  readonly tt?: boolean;
  /**
   * Implicit minimax backups (mcts@8; Lanctot, Winands, Pepels & Sturtevant 2014; 0: off): every node also keeps the
   * minimax value of its subtree's one-ply scores (its mover's best child, backed up the path), and selection ranks a
   * child by (1 − mm) × its mean value + mm × that minimax value (plus the exploration term).
   */
  readonly mm?: number;
  /**
   * With `mm`: how a node whose children are the opponent's moves backs up — `max` (minimax: the opponent's best reply
   * over every sample's replies) or `mean` (its mean value: an expectation over the samples, as plain ISMCTS).
   */
  readonly mmopp?: 'max' | 'mean';
  /**
   * Expand nodes at most `turns` − 1 turns past the decision's own (mcts@8; 0: no limit): a node of a later turn is a
   * leaf worth its score when it was created, so the budget stays on the lines of the decision's turn.
   */
  readonly turns?: number;
  /** With `turns`: a node past the horizon is expanded anyway once it has this many visits (0: never). */
  readonly tvisits?: number;
  /**
   * Search one action of each class the mover cannot tell apart (mcts@9; `Game.distinctActions`: which face-down
   * shield to break): at the root, at every node and in the quiescence. A decision whose legal actions form one class
   * is played without search, as a forced one.
   */
  readonly distinct?: boolean;
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
  protected expanded = new Uint8Array(256);
  private evaluator: Evaluator<S> | undefined;
  private quiesce: LeafSearch<S> | undefined;
  private buf = new Int32Array(0);
  /** The children of the node being walked through, one per legal action (tree.find once per action). */
  private kids = new Int32Array(0);
  private child: S | undefined;
  private readonly reuse: boolean;
  private readonly settle: number;
  private readonly prune: number;
  private readonly width: number;
  private readonly gap: number;
  private readonly copp: number;
  private readonly croot: number;
  private readonly tt: boolean;
  /**
   * Per node, an order-free key of the actions from node 0 (two 32-bit sums of mixed (player, action) pairs): equal
   * for permutations of the same moves (transpositions, `tt`).
   */
  protected keyA = new Int32Array(256);
  protected keyB = new Int32Array(256);
  /** Per node: the expanded node whose children it walks through (a transposition), or -1. */
  protected alias = new Int32Array(256);
  /** Per registered node: its mover and turn when it was expanded (a transposition must match both). */
  private moverAt = new Int8Array(256);
  private turnAt = new Int32Array(256);
  /** Expanded quiet nodes by key (keyA · 2^21 + low bits of keyB), cleared with the tree. */
  private readonly table = new Map<number, number>();
  private readonly mm: number;
  private readonly turns: number;
  private readonly tvisits: number;
  private readonly distinct: boolean;
  /** The decision's legal actions, one per class the player cannot tell apart (`distinct`). */
  private rootBuf = new Int32Array(0);
  /** The turn of the decision being searched (`turns`). */
  private turn0 = 0;
  private readonly mmMean: boolean;
  /** Per node: the minimax value of its subtree's scores from the view of the player who chose it (`mm`). */
  protected mmValue = new Float64Array(256);
  /** Iterations that ended at a node past the `turns` horizon, over the agent's life (for tests and benchmarks). */
  horizonLeaves = 0;
  /** Walks that went on through a transposition, over the agent's life (for tests and benchmarks). */
  transpositions = 0;
  /** Has the decision's gap test run (once, after its first iteration)? */
  private gapTested = false;
  /** Decisions stopped by the gap test, over the agent's life (mcts@8; for tests and benchmarks). */
  gapStops = 0;
  /** The budget of the decision being searched: `iters`, or less under `width`. */
  private budget = 0;
  /** The true legal actions of the decision being searched (for the settled test). */
  private legal: Int32Array = new Int32Array(0);
  private count = 0;
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
    this.settle = opts.settle ?? 0;
    this.prune = opts.prune ?? 0;
    this.width = opts.width ?? 0;
    this.gap = opts.gap ?? 0;
    this.copp = opts.copp ?? this.c;
    this.croot = opts.croot ?? this.c;
    this.tt = !!opts.tt;
    this.mm = opts.mm ?? 0;
    this.turns = opts.turns ?? 0;
    this.tvisits = opts.tvisits ?? 0;
    this.distinct = !!opts.distinct;
    this.mmMean = opts.mmopp === 'mean';
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
      if (this.distinct) this.rootBuf = new Int32Array(game.maxLegalActions);
    }
  }

  /** How an action is scored (made once per game): quiescence within the turn (mcts@6 also plays the next turn). */
  protected leafSearch(game: Game<S>, ev: Evaluator<S>, qnodes: number): LeafSearch<S> {
    return new Quiescence(game, ev, { depth: qnodes > 0 ? 4 : 0, nodes: qnodes, distinct: this.distinct });
  }

  override act(ctx: DecisionContext<S>): number {
    this.legal = ctx.legal;
    this.count = ctx.count;
    if (this.distinct && ctx.count > 1 && ctx.game.distinctActions) this.distinctRoot(ctx);
    this.budget = this.width > 0 ? Math.min(this.iters, this.width * this.count) : this.iters;
    this.gapTested = false;
    this.turn0 = ctx.turn;
    if (!this.reuse) return this.count === 1 ? this.legal[0]! : super.act(ctx);
    // The tree carries over only when nobody else decided since this agent's last choice (its own forced moves
    // make no node) and the turn is the same (quiescence values are taken within the turn).
    const follows = ctx.decision === this.lastDecision + 1 && ctx.player === this.lastPlayer && ctx.turn === this.lastTurn;
    this.lastDecision = ctx.decision;
    this.lastPlayer = ctx.player;
    this.lastTurn = ctx.turn;
    if (!follows) this.carry = -1;
    if (this.count === 1) return this.legal[0]!; // forced (or one class of actions the player cannot tell apart)
    const a = super.act(ctx);
    this.carry = this.played;
    return a;
  }

  /**
   * `distinct`: the decision's legal actions, one per class the player cannot tell apart, into `legal` and `count`. The
   * classes are read from a sample of the decision's state (zones and what the player knows are the true state's).
   */
  private distinctRoot(ctx: DecisionContext<S>): void {
    const game = ctx.game;
    this.prepare(game);
    const s = this.sample(ctx, game, ctx.rng);
    const out = this.rootBuf;
    for (let i = 0; i < ctx.count; i++) out[i] = ctx.legal[i]!;
    this.legal = out;
    this.count = game.distinctActions!(s, ctx.player, out, ctx.count);
  }

  /** mcts@4 counts the visits a kept root brought along: the budget is the root's visits, at least one new iteration. */
  protected override enough(it: number): boolean {
    const done = this.reuse ? this.tree.visits[this.root]! : it;
    if (done >= this.budget) return true;
    if (this.gap > 0 && !this.gapTested) {
      this.gapTested = true;
      if (this.clear()) {
        this.gapStops++;
        return true;
      }
    }
    return this.settle > 0 && this.settled(this.settle * (this.budget - done));
  }

  /**
   * Does the best one-ply score (a root child's value when it was created) among the true legal actions lead the
   * second by more than `gap`? Not when a legal action has no child yet (nothing is known of it).
   */
  private clear(): boolean {
    const tree = this.tree;
    let first = -Infinity;
    let second = -Infinity;
    for (let i = 0; i < this.count; i++) {
      const ch = tree.find(this.root, this.legal[i]!);
      if (ch < 0) return false;
      const v = tree.prior[ch]!;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first - second > this.gap;
  }

  /**
   * Does the most visited root action among the true legal ones lead every other legal action (one the tree has
   * not seen counts 0 visits) by more than `left` visits?
   */
  private settled(left: number): boolean {
    const tree = this.tree;
    let first = 0;
    let second = 0;
    for (let i = 0; i < this.count; i++) {
      const ch = tree.find(this.root, this.legal[i]!);
      const v = ch < 0 ? 0 : tree.visits[ch]!;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first - second > left;
  }

  protected override resetTree(ctx: DecisionContext<S>): void {
    const tree = this.tree;
    const keep = this.carry;
    this.carry = -1;
    // A kept node must have been expanded on this player's decision in every sample that reached it (all its
    // children are this player's actions: hidden cards can give the opponent a decision first in some samples).
    // (With `tt`, the kept node may be a transposition: its subtree is the node it walks through.)
    const kept = keep > 0 && this.tt && this.alias[keep]! >= 0 ? this.alias[keep]! : keep;
    if (kept > 0 && this.expanded[kept] && tree.first[kept]! >= 0 && this.onlyChildrenOf(kept, ctx.player)) {
      this.root = kept;
      this.keptTrees++;
      return;
    }
    tree.reset();
    this.root = 0;
    this.expanded[0] = 0;
    if (this.tt) {
      this.table.clear();
      this.keyA[0] = this.keyB[0] = 0;
      this.alias[0] = -1;
    }
  }

  private growNodes(): void {
    const n = this.expanded.length * 2;
    const grow = <T extends Uint8Array | Int8Array | Int32Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.expanded = grow(this.expanded, new Uint8Array(n));
    if (this.mm > 0) {
      const m = new Float64Array(n);
      m.set(this.mmValue);
      this.mmValue = m;
    }
    if (!this.tt) return;
    this.keyA = grow(this.keyA, new Int32Array(n));
    this.keyB = grow(this.keyB, new Int32Array(n));
    this.alias = grow(this.alias, new Int32Array(n));
    this.moverAt = grow(this.moverAt, new Int8Array(n));
    this.turnAt = grow(this.turnAt, new Int32Array(n));
  }

  /**
   * `tt`: the expanded node `node` (reached with `s`, mover `p`) is a transposition of, or -1 when none is known; a
   * quiet node that is not one is registered. Only quiet states: mid-attack, the same moves can leave different
   * attacks pending.
   */
  private transposed(game: Game<S>, s: S, node: number, p: number): number {
    const quiet = this.evaluator!.quiet;
    if (!quiet || !quiet(s)) return -1;
    const k = this.keyA[node]! * 2097152 + (this.keyB[node]! & 0x1fffff);
    const turn = game.turn(s);
    const y = this.table.get(k);
    if (y !== undefined && y !== node && this.moverAt[y] === p && this.turnAt[y] === turn && this.expanded[y]) return y;
    if (y === undefined) {
      this.table.set(k, node);
      this.moverAt[node] = p;
      this.turnAt[node] = turn;
    }
    return -1;
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
    if (ch >= this.expanded.length) this.growNodes();
    this.expanded[ch] = 0;
    if (this.tt) {
      // Order-free: a sum of the (player, action) pairs' mixes, so permutations of the same moves get the same key.
      const x = (a * 2 + p) | 0;
      this.keyA[ch] = (this.keyA[node]! + Math.imul(x ^ (x >>> 15), 0x2c1b3c6d)) | 0;
      this.keyB[ch] = (this.keyB[node]! + Math.imul((x + 0x6d2b79f5) ^ (x >>> 13), 0x297a2d39)) | 0;
      this.alias[ch] = -1;
    }
    const turn = game.turn(s);
    const play = game.trusted ?? game; // `a` is in the list the caller got for `s`
    const c = inPlace ? s : (this.child = cloneInto(game, s, this.child));
    play.applyAction(c, a);
    const v = this.quiesce!.value(c, p, turn);
    tree.visits[ch] = 1;
    tree.value[ch] = v;
    tree.avail[ch] = 1;
    tree.prior[ch] = v;
    if (this.mm > 0) this.mmValue[ch] = v;
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
      let n = play.legalActions(s, buf);
      if (this.distinct && n > 1 && game.distinctActions) n = game.distinctActions(s, p, buf, n);
      if (n === 1) {
        play.applyAction(s, buf[0]!);
        continue;
      }
      if (!this.expanded[node]) {
        if (
          this.turns > 0 &&
          node !== this.root &&
          game.turn(s) - this.turn0 >= this.turns &&
          (this.tvisits <= 0 || tree.visits[node]! < this.tvisits)
        ) {
          // Past the horizon: a leaf, worth its score when it was created.
          this.horizonLeaves++;
          v = tree.player[node] === me ? tree.prior[node]! : -tree.prior[node]!;
          break;
        }
        this.expanded[node] = 1;
        if (this.tt) {
          const y = this.transposed(game, s, node, p);
          if (y >= 0) {
            // A permutation of an expanded node's moves: walk on through its children instead of expanding again.
            this.alias[node] = y;
            this.transpositions++;
            node = y;
            continue;
          }
        }
        // Expand every action at once on this determinization; back up the mover's best.
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
      const c = node === this.root ? this.croot : p === me ? this.c : this.copp;
      node = this.prune > 0 ? this.selectPruned(kids, n, c) : this.mm > 0 ? this.selectMm(kids, n, c) : tree.selectUcbOf(kids, n, c);
      play.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
      if (this.tt && this.alias[node]! >= 0) node = this.alias[node]!;
    }
    this.backup(depth, v, me);
  }

  /** Back up as every tree search does, then (with `mm`) the minimax values of the path's nodes, deepest first. */
  protected override backup(depth: number, v: number, me: number): void {
    super.backup(depth, v, me);
    if (this.mm <= 0) return;
    const { first, next, player, value, visits } = this.tree;
    const mmv = this.mmValue;
    // path[0] is the decision's root: its value ranks nothing.
    for (let i = depth - 1; i >= 1; i--) {
      const n = this.path[i]!;
      const at = this.tt && this.alias[n]! >= 0 ? this.alias[n]! : n;
      let best = -1;
      for (let c = first[at]!; c >= 0; c = next[c]!) if (best < 0 || mmv[c]! > mmv[best]!) best = c;
      if (best < 0) continue;
      if (this.mmMean && player[best] !== me) mmv[n] = value[n]! / visits[n]!;
      else mmv[n] = player[best] === player[n] ? mmv[best]! : -mmv[best]!;
    }
  }

  /** UCB1 as `SearchTree.selectUcbOf` on (1 − mm) × mean + mm × minimax value (`mm`). */
  private selectMm(kids: Int32Array, n: number, c: number): number {
    const { avail, visits, value } = this.tree;
    const mmv = this.mmValue;
    const w = this.mm;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      const ch = kids[i]!;
      const a = ++avail[ch]!;
      const v = visits[ch]!;
      const score = (1 - w) * (value[ch]! / v) + w * mmv[ch]! + c * Math.sqrt(Math.log(a) / v);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best;
  }

  /** UCB1 as `SearchTree.selectUcbOf`, over the children whose prior lies within `prune` of the best sibling's. */
  private selectPruned(kids: Int32Array, n: number, c: number): number {
    const { avail, visits, value, prior } = this.tree;
    let top = -Infinity;
    for (let i = 0; i < n; i++) if (prior[kids[i]!]! > top) top = prior[kids[i]!]!;
    const floor = top - this.prune;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      const ch = kids[i]!;
      const a = ++avail[ch]!;
      if (prior[ch]! < floor) continue;
      const v = visits[ch]!;
      const score = value[ch]! / v + c * Math.sqrt(Math.log(a) / v);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best;
  }
}

// A search tree in typed arrays (no object per node): reset and reused across decisions, grown on demand.
//
// Node 0 is the root. Children of a node form a singly linked list (`first`, `next`); a node's statistics are
// stored from the point of view of the player who chose its action (`player`). `TreeSearchAgent` is the decision
// loop the ISMCTS agents over it share (mcts@2, mcts@3; the frozen mcts@1 keeps its own copy).
import { cloneInto, type Agent, type DecisionContext, type Game, type Prng } from '@tcglab/core';

export class SearchTree {
  size = 0;
  action = new Int32Array(0);
  player = new Int8Array(0);
  visits = new Int32Array(0);
  value = new Float64Array(0);
  /** ISMCTS availability: iterations in which the action was legal when its parent was selected through. */
  avail = new Int32Array(0);
  /** A prior or bias attached at expansion (e.g. the evaluation after the action), for agents that use one. */
  prior = new Float64Array(0);
  first = new Int32Array(0);
  next = new Int32Array(0);

  constructor(capacity = 256) {
    this.grow(capacity);
  }

  /** Empty the tree, keeping the root (action -1, player -1). */
  reset(): void {
    this.size = 0;
    this.add(-1, -1, -1);
  }

  /** Append a node as a child of `parent` (-1: none); returns its index. */
  add(parent: number, action: number, player: number): number {
    if (this.size === this.action.length) this.grow(this.size * 2);
    const n = this.size++;
    this.action[n] = action;
    this.player[n] = player;
    this.visits[n] = 0;
    this.value[n] = 0;
    this.avail[n] = 0;
    this.prior[n] = 0;
    this.first[n] = -1;
    if (parent >= 0) {
      this.next[n] = this.first[parent]!;
      this.first[parent] = n;
    } else this.next[n] = -1;
    return n;
  }

  /** The child of `parent` for `action`, or -1. */
  find(parent: number, action: number): number {
    const act = this.action;
    const next = this.next;
    for (let c = this.first[parent]!; c >= 0; c = next[c]!) if (act[c] === action) return c;
    return -1;
  }

  /**
   * UCB1 with availability counts over the children `kids[0..n)` of one node, one per action legal in the
   * iteration's determinization, in the order of the legal list (every one must exist): counts each as available
   * once more and returns the child with the highest mean + c·sqrt(ln avail / visits), the first on ties.
   */
  selectUcbOf(kids: Int32Array, n: number, c: number): number {
    let best = -1;
    let bestScore = -Infinity;
    const avail = this.avail;
    const visits = this.visits;
    const value = this.value;
    for (let i = 0; i < n; i++) {
      const ch = kids[i]!;
      const a = ++avail[ch]!;
      const v = visits[ch]!;
      const score = value[ch]! / v + c * Math.sqrt(Math.log(a) / v);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best;
  }

  /** The most visited child of `node` among the actions `legal[0..count)`, ties to the higher mean value; -1 if none has a child. */
  mostVisitedChild(node: number, legal: Int32Array, count: number): number {
    let best = -1;
    for (let i = 0; i < count; i++) {
      const ch = this.find(node, legal[i]!);
      if (ch < 0) continue;
      const v = this.visits[ch]!;
      const b = best < 0 ? -1 : this.visits[best]!;
      if (best < 0 || v > b || (v === b && this.value[ch]! / v > this.value[best]! / Math.max(1, b))) best = ch;
    }
    return best;
  }

  private grow(cap: number): void {
    const copy = <T extends Int32Array | Int8Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a.subarray(0, this.size) as never);
      return b;
    };
    this.action = copy(this.action, (n) => new Int32Array(n));
    this.player = copy(this.player, (n) => new Int8Array(n));
    this.visits = copy(this.visits, (n) => new Int32Array(n));
    this.value = copy(this.value, (n) => new Float64Array(n));
    this.avail = copy(this.avail, (n) => new Int32Array(n));
    this.prior = copy(this.prior, (n) => new Float64Array(n));
    this.first = copy(this.first, (n) => new Int32Array(n));
    this.next = copy(this.next, (n) => new Int32Array(n));
  }
}

/** What every ISMCTS agent over a {@link SearchTree} shares: the decision loop, the iteration's sample, the path. */
export abstract class TreeSearchAgent<S> implements Agent<S> {
  readonly deterministic: boolean;
  readonly readsHiddenInfo: boolean;
  abstract readonly name: string;
  protected readonly tree = new SearchTree();
  /** The node the decision searches from: 0, or a node kept from an earlier decision (see `resetTree`). */
  protected root = 0;
  /** The root child played in the last decision with a choice (-1 before the first). */
  protected played = -1;
  /** The nodes of the current iteration's path, root first. */
  protected path = new Int32Array(64);
  /** The iteration's determinization, reused (drop it when the game changes). */
  protected scratch: S | undefined;
  /** Iterations run in the last decision (for tests and benchmarks). */
  lastIterations = 0;
  /** Iterations run over the agent's life (for iterations per second in `tcglab perf`). */
  iterations = 0;

  constructor(
    /** Iterations per decision (ignored when `ms` > 0). */
    protected readonly iters: number,
    /** Milliseconds per decision instead (wall clock); 0: use `iters`. */
    protected readonly ms: number,
    cheat: boolean,
  ) {
    this.deterministic = ms <= 0;
    this.readsHiddenInfo = cheat;
  }

  /** Ready the agent's per-game objects and buffers for `game`. */
  protected abstract prepare(game: Game<S>): void;
  /** Ready the tree for a new decision: empty it (the root is node 0); an agent may instead keep a subtree as `root`. */
  protected resetTree(_ctx: DecisionContext<S>): void {
    this.tree.reset();
  }
  /** Has the decision run its iterations budget after `it` iterations (at least one always runs)? */
  protected enough(it: number): boolean {
    return it >= this.iters;
  }
  /** One iteration: sample, walk down, expand, back up. */
  protected abstract iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void;

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, rng } = ctx;
    if (count === 1) return legal[0]!;
    this.prepare(game);
    this.resetTree(ctx);
    const t0 = this.ms > 0 ? performance.now() : 0;
    let it = 0;
    for (;;) {
      this.iterate(ctx, game, rng);
      it++;
      if (this.ms > 0 ? performance.now() - t0 >= this.ms : this.enough(it)) break;
    }
    this.lastIterations = it;
    this.iterations += it;
    // The most visited root child among the actions legal in the real state; ties to the higher mean value.
    const best = this.tree.mostVisitedChild(this.root, legal, count);
    this.played = best;
    return best >= 0 ? this.tree.action[best]! : legal[rng.int(count)]!;
  }

  /** A determinization of the decision's state (the true state for a cheat), in the reused scratch state. */
  protected sample(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): S {
    if (this.readsHiddenInfo) return (this.scratch = cloneInto(game, ctx.peek(), this.scratch));
    return (this.scratch = ctx.sampleInto ? ctx.sampleInto(rng, this.scratch) : ctx.sample(rng));
  }

  /** Add one visit and the value `v` (for `me`) to the first `depth` nodes of the path. */
  protected backup(depth: number, v: number, me: number): void {
    const tree = this.tree;
    for (let i = 0; i < depth; i++) {
      const n = this.path[i]!;
      tree.visits[n]!++;
      tree.value[n]! += tree.player[n] === me ? v : -v;
    }
  }

  /** Set path[i] to `node`, growing the path. */
  protected push(i: number, node: number): void {
    if (i === this.path.length) {
      const p = new Int32Array(i * 2);
      p.set(this.path);
      this.path = p;
    }
    this.path[i] = node;
  }
}

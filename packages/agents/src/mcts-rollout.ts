// rollout@1: information-set MCTS whose rollouts are played by a cheap informed policy (docs/agents.md).
import type { DecisionContext, Game, Prng } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { TreeSearchAgent } from './search/tree.js';

export type RolloutPolicyKind = 'policy' | 'random' | 'mast';
export const ROLLOUT_POLICY_KINDS: readonly RolloutPolicyKind[] = ['policy', 'random', 'mast'];

/**
 * Move-average sampling (MAST, Finnsson & Björnsson 2008) for one decision: the running mean value of each
 * (player, action) over the decision's iterations, in an open-addressing table reset per decision by a stamp.
 */
class MastTable {
  private readonly size = 1 << 12;
  private keys = new Int32Array(this.size);
  private stamp = new Int32Array(this.size);
  private sum = new Float64Array(this.size);
  private n = new Int32Array(this.size);
  private now = 1;
  /** New decision: forget every entry. */
  reset(): void {
    this.now++;
  }
  private slot(key: number, add: boolean): number {
    const mask = this.size - 1;
    let h = Math.imul(key, 0x9e3779b1) >>> 20;
    for (let probes = 0; probes < this.size; probes++, h = (h + 1) & mask) {
      if (this.stamp[h] !== this.now) {
        if (!add) return -1;
        this.stamp[h] = this.now;
        this.keys[h] = key;
        this.sum[h] = 0;
        this.n[h] = 0;
        return h;
      }
      if (this.keys[h] === key) return h;
    }
    return -1; // full: the action is not recorded
  }
  /** Mean value of `action` for `player` so far (0 when never seen). */
  mean(player: number, action: number): number {
    const h = this.slot(action * 2 + player, false);
    return h < 0 || this.n[h] === 0 ? 0 : this.sum[h]! / this.n[h]!;
  }
  add(player: number, action: number, v: number): void {
    const h = this.slot(action * 2 + player, true);
    if (h < 0) return;
    this.sum[h]! += v;
    this.n[h]!++;
  }
}

/** Games with a hand-made playout policy (`Game.playoutAction`); any other game plays random rollouts (`fellBack`). */
export function hasRolloutPolicy(game: Game<unknown>): boolean {
  return game.playoutAction !== undefined;
}

export interface RolloutMctsOptions {
  /** Iterations per decision (deterministic budget). Ignored when `ms` is set. */
  readonly iters?: number;
  /** Milliseconds per decision instead (wall clock: results depend on machine speed and load). */
  readonly ms?: number;
  /** UCB exploration constant (values in [-1, 1]). */
  readonly c?: number;
  /**
   * Rollout policy: `mast` (the action with the best running mean for its player over this decision's iterations,
   * any game), `policy` (the game's hand-made policy; random where a game has none) or `random`.
   */
  readonly rollout?: RolloutPolicyKind;
  /** Probability that a rollout decision is a uniform random action instead of the policy's (mast, policy). */
  readonly eps?: number;
  /** Rollout cutoff in turns past the leaf (0: none). */
  readonly turns?: number;
  /** Rollout cutoff in decisions. */
  readonly depth?: number;
  /** Which untried action a node expands first: `random` (as mcts@1) or `mast` (the best MAST mean; with rollout=mast). */
  readonly expand?: 'random' | 'mast';
  /** Evaluation of the cut-off state: 1 the hand-written one (as mcts@1), 2 the tuned one. */
  readonly evaluation?: number;
  readonly name?: string;
  /** Search the true state (reads hidden information; the name must contain `cheat`). */
  readonly cheat?: boolean;
}

/**
 * Single-observer ISMCTS as mcts@1 (a fresh determinization per iteration, UCB1 with availability counts, one node
 * expanded per iteration, the most visited root action), with two changes: past the tree, the rollout to the
 * cutoff is played for both players by a cheap informed policy — MAST by default (each player takes the action with
 * the best mean value over the iterations of this decision so far, tree moves included; never seen: 0), or a
 * hand-made policy (`Game.playoutAction`: Duel Masters has one, `packages/duel-masters/src/policy.ts`) — each decision a uniform random action with probability
 * `eps`; and the cut-off state is scored by the tuned evaluation (v2). The policies read only the iteration's
 * determinized sample.
 */
export class RolloutMctsAgent<S = unknown> extends TreeSearchAgent<S> {
  readonly name: string;
  /** True once the agent met a game without a hand-made policy (it then plays random rollouts there). */
  fellBack = false;
  private readonly c: number;
  private readonly rollout: RolloutPolicyKind;
  private readonly eps: number;
  private readonly turns: number;
  private readonly depth: number;
  private readonly version: number;
  private readonly expandMast: boolean;
  private evaluator: Evaluator<S> | undefined;
  private usePolicy = false;
  private buf = new Int32Array(0);
  private unexpanded = new Int32Array(0);
  private kids = new Int32Array(0);
  private readonly mast = new MastTable();
  /** The iteration's moves (action, player), for MAST's update. */
  private moves = new Int32Array(256);
  private nMoves = 0;

  constructor(opts: RolloutMctsOptions = {}) {
    super(Math.max(1, Math.floor(opts.iters ?? 80)), opts.ms ?? 0, !!opts.cheat);
    this.c = opts.c ?? 0.7;
    this.rollout = opts.rollout ?? 'mast';
    this.eps = opts.eps ?? 0.2;
    this.turns = opts.turns ?? 2;
    this.depth = opts.depth ?? 80;
    this.version = opts.evaluation ?? 2;
    this.expandMast = opts.expand === 'mast' && this.rollout === 'mast';
    this.name = opts.name ?? (this.ms > 0 ? `rollout@1:ms=${this.ms}` : `rollout@1:iters=${this.iters}`);
  }

  protected prepare(game: Game<S>): void {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.scratch = undefined;
      this.usePolicy = this.rollout === 'policy' && hasRolloutPolicy(game as Game<unknown>);
      if (this.rollout === 'policy' && !this.usePolicy) this.fellBack = true;
    }
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.unexpanded = new Int32Array(game.maxLegalActions);
      this.kids = new Int32Array(game.maxLegalActions);
    }
  }

  /** A new decision: an empty tree and an empty MAST table. */
  protected override resetTree(ctx: DecisionContext<S>): void {
    super.resetTree(ctx);
    this.mast.reset();
  }

  protected iterate(ctx: DecisionContext<S>, game: Game<S>, rng: Prng): void {
    const play = game.trusted ?? game;
    const me = ctx.player;
    const s = this.sample(ctx, game, rng);
    const buf = this.buf;
    const tree = this.tree;
    const mast = this.rollout === 'mast';
    this.nMoves = 0;
    let depth = 0;
    this.push(depth++, 0);
    let node = 0;
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
        const a = this.expandMast ? this.mastBest(p, this.unexpanded, nUnexp, rng) : this.unexpanded[rng.int(nUnexp)]!;
        const child = tree.add(node, a, p);
        tree.avail[child] = 1;
        play.applyAction(s, a);
        if (mast) this.record(a, p);
        this.push(depth++, child);
        break;
      }
      node = tree.selectUcbOf(kids, count, this.c);
      play.applyAction(s, tree.action[node]!);
      if (mast) this.record(tree.action[node]!, p);
      this.push(depth++, node);
    }
    const v = this.rolloutValue(game, s, me, rng);
    this.backup(depth, v, me);
    if (mast) for (let i = 0; i < this.nMoves; i += 2) this.mast.add(this.moves[i + 1]!, this.moves[i]!, this.moves[i + 1] === me ? v : -v);
  }

  private record(action: number, player: number): void {
    if (this.nMoves + 2 > this.moves.length) {
      const m = new Int32Array(this.moves.length * 2);
      m.set(this.moves);
      this.moves = m;
    }
    this.moves[this.nMoves++] = action;
    this.moves[this.nMoves++] = player;
  }

  /** Play the rollout from `s` to the cutoff and score the state reached for `me`. */
  private rolloutValue(game: Game<S>, s: S, me: number, rng: Prng): number {
    const buf = this.buf;
    const play = game.trusted ?? game;
    const turn0 = game.turn(s);
    const policy = this.usePolicy;
    const mast = this.rollout === 'mast';
    const eps = this.eps;
    for (let d = 0; d < this.depth && !game.isTerminal(s); d++) {
      if (this.turns > 0 && game.turn(s) - turn0 >= this.turns) break;
      const count = play.legalActions(s, buf);
      let a: number;
      if (count === 1) a = buf[0]!;
      else if (mast) {
        const p = game.currentPlayer(s);
        a = rng.next() < eps ? buf[rng.int(count)]! : this.mastBest(p, buf, count, rng);
        this.record(a, p);
      } else if (!policy || (eps > 0 && rng.next() < eps)) a = buf[rng.int(count)]!;
      else a = game.playoutAction!(s, buf, count, rng);
      play.applyAction(s, a);
    }
    return this.evaluator!.value(s, me);
  }

  /** The action of `buf[0..count)` with the highest MAST mean for `p`, ties at random (reservoir). */
  private mastBest(p: number, buf: Int32Array, count: number, rng: Prng): number {
    let best = buf[0]!;
    let bestQ = -Infinity;
    let ties = 0;
    for (let i = 0; i < count; i++) {
      const q = this.mast.mean(p, buf[i]!);
      if (q > bestQ) {
        bestQ = q;
        best = buf[i]!;
        ties = 1;
      } else if (q === bestQ && rng.int(++ties) === 0) best = buf[i]!;
    }
    return best;
  }
}

// mcts@1, frozen: the ISMCTS of commit b781ea1, action for action (only faster: typed-array tree, reused states).
//
// Do not change what this agent chooses: it is the fixed reference every later agent is measured against
// (docs/agents.md). A behaviour change is a new version of `mcts`, never an edit here. The test
// `frozen-agents.test.ts` replays it against the pristine b781ea1 code.
import { cloneInto, type Agent, type DecisionContext, type Game, type Prng } from '@tcglab/core';
import { SearchTree } from '../search/tree.js';
import { stateValue } from '../value.js';
import { makeRolloutV1, type RolloutKind, type RolloutPolicy } from './rollout-v1.js';

export interface MctsV1Options {
  /** Iterations per decision (deterministic budget). Ignored when `ms` is set. */
  readonly iters?: number;
  /** Milliseconds per decision (wall-clock budget: results then depend on machine speed and load). */
  readonly ms?: number;
  /** UCB exploration constant. */
  readonly c?: number;
  /** Rollout policy past the tree. */
  readonly rollout?: RolloutKind;
  /** Random-move probability of the `eps` rollout. */
  readonly epsilon?: number;
  /** Rollout cutoff in decisions; the cut-off state is scored with `game.evaluate`. 0 = evaluate at the leaf. */
  readonly depth?: number;
  /** Rollout cutoff in turns: stop once the turn number has advanced this much (0 = no turn cutoff). */
  readonly turns?: number;
  readonly name?: string;
  /** Search the true state (reads hidden information: an upper bound; the name must contain `cheat`). */
  readonly cheat?: boolean;
}

/**
 * Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): UCB1 with availability counts over the actions
 * legal in each iteration's determinization, random (or greedy/eps) rollouts to a cutoff, `game.evaluate`.
 */
export class MctsV1Agent<S = unknown> implements Agent<S> {
  readonly name: string;
  readonly deterministic: boolean;
  readonly readsHiddenInfo: boolean;
  private readonly iters: number;
  private readonly ms: number;
  private readonly c: number;
  private readonly depth: number;
  private readonly turns: number;
  private readonly rollout: RolloutPolicy<S>;
  private readonly tree = new SearchTree();
  private buf = new Int32Array(0);
  private unexpanded = new Int32Array(0);
  private path = new Int32Array(64);
  private scratch: S | undefined;
  /** Iterations run in the last decision (for tests and benchmarks). */
  lastIterations = 0;
  /** Iterations run over the agent's life (for iterations per second in `tcglab perf`). */
  iterations = 0;

  constructor(opts: MctsV1Options = {}) {
    this.iters = Math.max(1, Math.floor(opts.iters ?? 400));
    this.ms = opts.ms ?? 0;
    this.c = opts.c ?? 0.7;
    this.depth = opts.depth ?? 40;
    this.turns = opts.turns ?? 2;
    this.rollout = makeRolloutV1<S>(opts.rollout ?? 'random', opts.epsilon ?? 0.1);
    this.deterministic = this.ms <= 0;
    this.readsHiddenInfo = !!opts.cheat;
    this.name = opts.name ?? (this.ms > 0 ? `mcts@1:ms=${this.ms}` : `mcts@1:iters=${this.iters}`);
  }

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, rng } = ctx;
    if (count === 1) return legal[0]!;
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.unexpanded = new Int32Array(game.maxLegalActions);
    }
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
      if (
        best < 0 ||
        tree.visits[ch]! > tree.visits[best]! ||
        (tree.visits[ch] === tree.visits[best] && tree.value[ch]! / tree.visits[ch]! > tree.value[best]! / Math.max(1, tree.visits[best]!))
      ) {
        best = ch;
      }
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
        const score = tree.value[ch]! / tree.visits[ch]! + this.c * Math.sqrt(Math.log(tree.avail[ch]!) / tree.visits[ch]!);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      node = best;
      game.applyAction(s, tree.action[node]!);
      this.push(depth++, node);
    }
    // Rollout to the cutoff, then score the state for the searching player.
    const turn0 = game.turn(s);
    for (let d = 0; d < this.depth && !game.isTerminal(s); d++) {
      if (this.turns > 0 && game.turn(s) - turn0 >= this.turns) break;
      const count = game.legalActions(s, buf);
      game.applyAction(s, this.rollout.choose(game, s, buf, count, rng));
    }
    const v = stateValue(game, s, me);
    for (let i = 0; i < depth; i++) {
      const n = this.path[i]!;
      tree.visits[n]!++;
      tree.value[n]! += tree.player[n] === me ? v : -v;
    }
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

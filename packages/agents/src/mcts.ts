// Information-set MCTS (single-observer ISMCTS, Cowling et al. 2012): one tree over the searching player's
// information set; every iteration samples the hidden cards afresh with the engine's `determinize`.
import type { Agent, DecisionContext, Game, Prng } from '@tcglab/core';
import { makeRollout, type RolloutKind, type RolloutPolicy } from './rollout.js';
import { stateValue } from './value.js';

export interface MctsOptions {
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
  /**
   * Search the true state instead of determinized samples (reads hidden information: an upper bound for
   * measuring what hidden information costs, never a fair opponent). The agent's name must contain `cheat`.
   */
  readonly cheat?: boolean;
}

interface Node {
  readonly action: number;
  /** The player who chose `action` (values are stored from this player's point of view). */
  readonly player: number;
  visits: number;
  value: number;
  /** Iterations in which this node's action was legal when its parent was selected through (ISMCTS availability). */
  avail: number;
  readonly children: Node[];
}

function newNode(action: number, player: number): Node {
  return { action, player, visits: 0, value: 0, avail: 0, children: [] };
}

function findChild(n: Node, a: number): Node | undefined {
  const ch = n.children;
  for (let i = 0; i < ch.length; i++) if (ch[i]!.action === a) return ch[i];
  return undefined;
}

export class MctsAgent<S = unknown> implements Agent<S> {
  readonly name: string;
  readonly deterministic: boolean;
  readonly readsHiddenInfo: boolean;
  private readonly iters: number;
  private readonly ms: number;
  private readonly c: number;
  private readonly depth: number;
  private readonly turns: number;
  private readonly rollout: RolloutPolicy<S>;
  private buf = new Int32Array(0);
  private unexpanded = new Int32Array(0);
  private path: Node[] = [];
  /** Iterations run in the last decision (for tests and benchmarks). */
  lastIterations = 0;

  constructor(opts: MctsOptions = {}) {
    this.iters = Math.max(1, Math.floor(opts.iters ?? 400));
    this.ms = opts.ms ?? 0;
    this.c = opts.c ?? 0.7;
    this.depth = opts.depth ?? 40;
    this.turns = opts.turns ?? 2;
    this.rollout = makeRollout<S>(opts.rollout ?? 'random', opts.epsilon ?? 0.1);
    this.deterministic = this.ms <= 0;
    this.readsHiddenInfo = !!opts.cheat;
    this.name = opts.name ?? (this.ms > 0 ? `mcts:ms=${this.ms}` : `mcts:iters=${this.iters}`);
  }

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, rng } = ctx;
    if (count === 1) return legal[0]!;
    if (this.buf.length < game.maxLegalActions) {
      this.buf = new Int32Array(game.maxLegalActions);
      this.unexpanded = new Int32Array(game.maxLegalActions);
    }
    const root = newNode(-1, -1);
    const t0 = this.ms > 0 ? performance.now() : 0;
    let it = 0;
    for (;;) {
      this.iterate(ctx, game, root, rng);
      it++;
      if (this.ms > 0 ? performance.now() - t0 >= this.ms : it >= this.iters) break;
    }
    this.lastIterations = it;
    // The most visited root child among the actions legal in the real state; ties to the higher mean value.
    let best: Node | undefined;
    for (let i = 0; i < count; i++) {
      const ch = findChild(root, legal[i]!);
      if (!ch) continue;
      if (!best || ch.visits > best.visits || (ch.visits === best.visits && ch.value / ch.visits > best.value / Math.max(1, best.visits))) {
        best = ch;
      }
    }
    return best ? best.action : legal[rng.int(count)]!;
  }

  private iterate(ctx: DecisionContext<S>, game: Game<S>, root: Node, rng: Prng): void {
    const me = ctx.player;
    const s = this.readsHiddenInfo ? game.clone(ctx.peek()) : ctx.sample(rng);
    const buf = this.buf;
    const path = this.path;
    path.length = 0;
    path.push(root);
    let node = root;
    // Selection and expansion, over the actions legal in this determinization.
    while (!game.isTerminal(s)) {
      const p = game.currentPlayer(s);
      const count = game.legalActions(s, buf);
      let nUnexp = 0;
      for (let i = 0; i < count; i++) if (!findChild(node, buf[i]!)) this.unexpanded[nUnexp++] = buf[i]!;
      if (nUnexp > 0) {
        const a = this.unexpanded[rng.int(nUnexp)]!;
        const child = newNode(a, p);
        child.avail = 1;
        node.children.push(child);
        game.applyAction(s, a);
        path.push(child);
        break;
      }
      let best: Node | undefined;
      let bestScore = -Infinity;
      for (let i = 0; i < count; i++) {
        const ch = findChild(node, buf[i]!)!;
        ch.avail++;
        const score = ch.value / ch.visits + this.c * Math.sqrt(Math.log(ch.avail) / ch.visits);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      node = best!;
      game.applyAction(s, node.action);
      path.push(node);
    }
    // Rollout to the cutoff, then score the state for the searching player.
    const turn0 = game.turn(s);
    for (let d = 0; d < this.depth && !game.isTerminal(s); d++) {
      if (this.turns > 0 && game.turn(s) - turn0 >= this.turns) break;
      const count = game.legalActions(s, buf);
      game.applyAction(s, this.rollout.choose(game, s, buf, count, rng));
    }
    const v = stateValue(game, s, me);
    for (let i = 0; i < path.length; i++) {
      const n = path[i]!;
      n.visits++;
      n.value += n.player === me ? v : -v;
    }
  }
}

// Quiescence: the value of a state after resolving what is half-done in it (an attack, an effect, a choice).
//
// A game's tuned evaluation says which states are quiet (`quiet(s)`; without one: the searching player is to
// decide again). From a state that is not quiet, the decisions inside it are searched by minimax — the
// searching player maximizes, the opponent minimizes — until every line is quiet, the turn ends, the game ends,
// or a depth or node budget runs out; the evaluation scores the leaves. Allocates nothing once warmed up.
import { cloneInto, type Game } from '@tcglab/core';
import type { Evaluator } from '../eval/tuned.js';

export interface QuiescenceOptions {
  /** Decisions searched below the state, at most (deeper lines are evaluated as they stand). */
  readonly depth: number;
  /** States evaluated per call, at most (further branches are cut: their parent is evaluated as it stands). */
  readonly nodes: number;
  /** Search one action of each class the mover cannot tell apart (`Game.distinctActions`); default false. */
  readonly distinct?: boolean;
}

export class Quiescence<S> {
  private readonly bufs: Int32Array[] = [];
  private readonly states: (S | undefined)[] = [];
  private nodes = 0;
  /** The engine's trusted path where it has one: every action applied comes from the list it gave for that state. */
  private readonly play: Pick<Game<S>, 'legalActions' | 'applyAction'>;
  /** States visited over the object's life (for iterations per second). */
  visited = 0;

  constructor(
    private readonly game: Game<S>,
    private readonly ev: Evaluator<S>,
    private readonly opts: QuiescenceOptions,
  ) {
    this.play = game.trusted ?? game;
    for (let d = 0; d <= opts.depth; d++) this.bufs.push(new Int32Array(game.maxLegalActions));
  }

  /** Is `s` quiet for `me` (nothing to resolve before evaluating)? */
  quiet(s: S, me: number): boolean {
    const q = this.ev.quiet;
    return q ? q(s) : this.game.currentPlayer(s) === me;
  }

  /** The value of `s` for `me` after resolving it; `turn0` is the turn of the decision being made. `s` may be changed. */
  value(s: S, me: number, turn0: number): number {
    this.nodes = 0;
    this.search(s, me, turn0, 0);
    return this.result;
  }

  /**
   * The value of the last `search` (a field, not a return value: a double returned from a call that is not inlined is
   * a new heap number, one per node searched).
   */
  private result = 0;

  private search(s: S, me: number, turn0: number, depth: number): void {
    const game = this.game;
    const play = this.play;
    const buf = this.bufs[depth]!;
    let n: number;
    // Forced moves cost no branching: play them in place.
    for (;;) {
      this.visited++;
      if (game.isTerminal(s) || game.turn(s) !== turn0 || this.quiet(s, me) || depth >= this.opts.depth) {
        this.result = this.ev.value(s, me);
        return;
      }
      n = play.legalActions(s, buf);
      if (this.opts.distinct && n > 1 && game.distinctActions) n = game.distinctActions(s, game.currentPlayer(s), buf, n);
      if (n !== 1) break;
      play.applyAction(s, buf[0]!);
    }
    if (this.nodes + n > this.opts.nodes) {
      this.result = this.ev.value(s, me);
      return;
    }
    this.nodes += n;
    const maximize = game.currentPlayer(s) === me;
    let best = maximize ? -Infinity : Infinity;
    for (let i = 0; i < n; i++) {
      // Each action on a copy of `s`, the last one on `s` itself (nothing reads `s` after it: it may be changed).
      const c = i === n - 1 ? s : (this.states[depth] = cloneInto(game, s, this.states[depth]));
      play.applyAction(c, buf[i]!);
      this.search(c, me, turn0, depth + 1);
      const v = this.result;
      if (maximize ? v > best : v < best) best = v;
    }
    this.result = best;
  }
}

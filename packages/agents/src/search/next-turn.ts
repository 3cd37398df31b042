// A leaf that sees the next turn (mcts@6): quiescence within the turn, as search/quiesce.ts, except that a line
// that ends the turn is not evaluated where it stands: the next turn is played out on the same (determinized)
// state by a cheap one-ply policy — each decider takes its best action under quiescence and the tuned evaluation
// (greedy@2 with a small budget), the opponent attacking, blocking and declaring S-Triggers as it sees fit — and
// the state the turn after that starts from is evaluated. So an attacker left tapped before a bigger creature, an
// empty board before the opponent's lethal attack, or a blocker kept back is scored by what the opponent's next
// turn does to it, which quiescence (it stops at the end of the turn) never sees. Allocates nothing once warmed up.
import { cloneInto, Prng, type Game } from '@tcglab/core';
import type { Evaluator } from '../eval/tuned.js';
import { Quiescence, type QuiescenceOptions } from './quiesce.js';

export interface NextTurnOptions extends QuiescenceOptions {
  /** Quiescence budget of the next turn's policy per scored action (0: evaluate right after the action). */
  readonly policyNodes: number;
  /** Decisions with a choice played in the next turn, at most (then the state is evaluated as it stands). */
  readonly policyDecisions: number;
  /**
   * `end`: only a line that ends the turn plays the next one; `all`: a quiet leaf within the turn too plays the
   * rest of its turn and the next one with the policy, so every leaf is scored at the same point (the start of the
   * turn after next).
   */
  readonly horizon?: 'end' | 'all';
  /** The turn policy: `greedy` (one ply under quiescence, above) or `random` (uniform legal actions, from `rng`). */
  readonly policy?: 'greedy' | 'random';
}

export class NextTurnLeaf<S> {
  private readonly bufs: Int32Array[] = [];
  private readonly states: (S | undefined)[] = [];
  private readonly policyBuf: Int32Array;
  private policyState: S | undefined;
  private nodes = 0;
  private readonly play: Pick<Game<S>, 'legalActions' | 'applyAction'>;
  /** The next turn's policy: one ply, each action resolved by a small quiescence. */
  private readonly policy: Quiescence<S>;
  /** States visited by the within-turn search over the object's life. */
  visited = 0;
  /** Next turns played out over the object's life. */
  turnsPlayed = 0;
  /** The stream of the random policy (its owner reseeds it from the decision's stream). */
  readonly rng = new Prng(0);

  constructor(
    private readonly game: Game<S>,
    private readonly ev: Evaluator<S>,
    private readonly opts: NextTurnOptions,
  ) {
    this.play = game.trusted ?? game;
    for (let d = 0; d <= opts.depth; d++) this.bufs.push(new Int32Array(game.maxLegalActions));
    this.policyBuf = new Int32Array(game.maxLegalActions);
    this.policy = new Quiescence(game, ev, { depth: opts.policyNodes > 0 ? 4 : 0, nodes: opts.policyNodes });
  }

  /** The value of `s` for `me`; `turn0` is the turn of the decision being scored. `s` may be changed. */
  value(s: S, me: number, turn0: number): number {
    this.nodes = 0;
    return this.search(s, me, turn0, 0);
  }

  private search(s: S, me: number, turn0: number, depth: number): number {
    const game = this.game;
    const play = this.play;
    const buf = this.bufs[depth]!;
    let n: number;
    for (;;) {
      this.visited++;
      if (game.isTerminal(s)) return this.ev.value(s, me);
      if (game.turn(s) !== turn0) return this.nextTurn(s, me);
      if (this.policy.quiet(s, me)) {
        if (this.opts.horizon !== 'all') return this.ev.value(s, me);
        this.playTurn(s);
        return game.isTerminal(s) || game.turn(s) === turn0 ? this.ev.value(s, me) : this.nextTurn(s, me);
      }
      if (depth >= this.opts.depth) return this.ev.value(s, me);
      n = play.legalActions(s, buf);
      if (n !== 1) break;
      play.applyAction(s, buf[0]!);
    }
    if (this.nodes + n > this.opts.nodes) return this.ev.value(s, me);
    this.nodes += n;
    const maximize = game.currentPlayer(s) === me;
    let best = maximize ? -Infinity : Infinity;
    for (let i = 0; i < n; i++) {
      const c = i === n - 1 ? s : (this.states[depth] = cloneInto(game, s, this.states[depth]));
      play.applyAction(c, buf[i]!);
      const v = this.search(c, me, turn0, depth + 1);
      if (maximize ? v > best : v < best) best = v;
    }
    return best;
  }

  /** Play the turn `s` is in to its end with the one-ply policy, then evaluate for `me`. `s` is changed. */
  private nextTurn(s: S, me: number): number {
    this.turnsPlayed++;
    this.playTurn(s);
    return this.ev.value(s, me);
  }

  /** Play the turn `s` is in to its end (or the decision cap) with the one-ply policy. `s` is changed. */
  private playTurn(s: S): void {
    const game = this.game;
    const play = this.play;
    const buf = this.policyBuf;
    const turn1 = game.turn(s);
    let choices = 0;
    while (!game.isTerminal(s) && game.turn(s) === turn1) {
      const n = play.legalActions(s, buf);
      if (n === 1) {
        play.applyAction(s, buf[0]!);
        continue;
      }
      if (choices++ >= this.opts.policyDecisions) break;
      if (this.opts.policy === 'random') {
        play.applyAction(s, buf[this.rng.int(n)]!);
        continue;
      }
      const p = game.currentPlayer(s);
      // The decider's best action (the first on ties: the policy draws nothing from a stream).
      let best = 0;
      let bestV = -Infinity;
      for (let i = 0; i < n; i++) {
        const c = (this.policyState = cloneInto(game, s, this.policyState));
        play.applyAction(c, buf[i]!);
        const v = this.policy.value(c, p, turn1);
        if (v > bestV) {
          bestV = v;
          best = i;
        }
      }
      play.applyAction(s, buf[best]!);
    }
  }
}

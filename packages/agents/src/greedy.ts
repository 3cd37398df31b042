// greedy@2: one-ply lookahead over the game's tuned evaluation (v1 over the hand-written one is frozen/greedy-v1.ts).
import { cloneInto, type Agent, type DecisionContext, type Game } from '@tcglab/core';
import { Evaluator } from './eval/tuned.js';
import { Quiescence } from './search/quiesce.js';
import { pickBest } from './frozen/greedy-v1.js';

export interface GreedyOptions {
  /** Determinizations averaged per decision (hidden cards resampled each time). Default 1. */
  readonly samples?: number;
  /** Evaluation version (2: the tuned one; games without it use their hand-written evaluation). */
  readonly evaluation?: number;
  /** Quiescence budget: states searched to resolve a half-done action (0: evaluate right after the action). */
  readonly qnodes?: number;
  /** Quiescence depth in decisions. */
  readonly qdepth?: number;
  readonly name?: string;
}

/**
 * For each legal action: apply it to a copy of a determinized sample, resolve what it leaves half-done (the
 * opponent's block, a trigger, a target: a small quiescence search, search/quiesce.ts) and score the result
 * with the tuned evaluation; play the best, ties broken by ctx.rng. Never reads hidden information: the
 * sample's hidden cards come from `ctx.sample(ctx.rng)`.
 */
export class GreedyAgent<S = unknown> implements Agent<S> {
  readonly name: string;
  private readonly samples: number;
  private readonly version: number;
  private readonly qnodes: number;
  private readonly qdepth: number;
  private evaluator: Evaluator<S> | undefined;
  private quiesce: Quiescence<S> | undefined;
  private scores = new Float64Array(64);
  private sampleLegal = new Int32Array(0);
  private base: S | undefined;
  private scratch: S | undefined;

  constructor(opts: GreedyOptions = {}) {
    this.samples = Math.max(1, Math.floor(opts.samples ?? 1));
    this.version = opts.evaluation ?? 2;
    this.qnodes = opts.qnodes ?? 12;
    this.qdepth = opts.qdepth ?? 4;
    this.name = opts.name ?? (this.samples === 1 ? 'greedy@2' : `greedy@2:samples=${this.samples}`);
  }

  /** The evaluator of this game (made once per game object; sample states are per game too). */
  private evaluatorFor(game: Game<S>): Evaluator<S> {
    if (this.evaluator?.game !== game) {
      this.evaluator = new Evaluator(game, this.version);
      this.quiesce = new Quiescence(game, this.evaluator, { depth: this.qnodes > 0 ? this.qdepth : 0, nodes: this.qnodes });
      this.base = this.scratch = undefined;
    }
    return this.evaluator;
  }

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, player, rng } = ctx;
    if (count === 1) return legal[0]!;
    const ev = this.evaluatorFor(game);
    // Legality checked once: an action is applied to the sample only when it is in the sample's own list.
    const play = game.trusted ?? game;
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    const scores = this.scores;
    scores.fill(0, 0, count);
    if (this.sampleLegal.length < game.maxLegalActions) this.sampleLegal = new Int32Array(game.maxLegalActions);
    for (let k = 0; k < this.samples; k++) {
      const base = (this.base = ctx.sampleInto ? ctx.sampleInto(rng, this.base) : ctx.sample(rng));
      // An action legal in the true state may be illegal in a sample when the engine's actions name hidden
      // card instances (a deck search after determinize): such an action scores the sample's current value.
      const n = play.legalActions(base, this.sampleLegal);
      let baseValue = NaN;
      for (let i = 0; i < count; i++) {
        const a = legal[i]!;
        if (!contains(this.sampleLegal, n, a)) {
          if (Number.isNaN(baseValue)) baseValue = ev.value(base, player);
          scores[i]! += baseValue;
          continue;
        }
        // The last action is applied to the sample itself (nothing reads it after; the next sample overwrites it).
        const c = i === count - 1 ? base : (this.scratch = cloneInto(game, base, this.scratch));
        play.applyAction(c, a);
        scores[i]! += this.quiesce!.value(c, player, ctx.turn);
      }
    }
    return pickBest(scores, legal, count, rng);
  }
}

function contains(arr: Int32Array, n: number, a: number): boolean {
  for (let i = 0; i < n; i++) if (arr[i] === a) return true;
  return false;
}

// greedy@1, frozen: the one-ply greedy of commit b781ea1 over `game.evaluate`, action for action (clones reused).
//
// Do not change what this agent chooses: it is a fixed reference (docs/agents.md). A behaviour change is a new
// version of `greedy`, never an edit here; `frozen-agents.test.ts` replays it against the pristine b781ea1 code.
import { cloneInto, type Agent, type DecisionContext } from '@tcglab/core';
import { stateValue } from '../value.js';

export interface GreedyV1Options {
  /** Determinizations averaged per decision (hidden cards resampled each time). Default 1. */
  readonly samples?: number;
  readonly name?: string;
}

/**
 * For each legal action: apply it to a clone of a determinized sample and score the result with
 * `game.evaluate` (or the result, when the action ends the game); play the best, ties broken by ctx.rng.
 * Never reads hidden information: the sample's hidden cards come from `ctx.sample(ctx.rng)`.
 */
export class GreedyV1Agent<S = unknown> implements Agent<S> {
  readonly name: string;
  private readonly samples: number;
  private scores = new Float64Array(64);
  private sampleLegal = new Int32Array(0);
  private base: S | undefined;
  private scratch: S | undefined;

  constructor(opts: GreedyV1Options = {}) {
    this.samples = Math.max(1, Math.floor(opts.samples ?? 1));
    this.name = opts.name ?? (this.samples === 1 ? 'greedy@1' : `greedy@1:samples=${this.samples}`);
  }

  act(ctx: DecisionContext<S>): number {
    const { game, legal, count, player, rng } = ctx;
    if (count === 1) return legal[0]!;
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    const scores = this.scores;
    scores.fill(0, 0, count);
    if (this.sampleLegal.length < game.maxLegalActions) this.sampleLegal = new Int32Array(game.maxLegalActions);
    for (let k = 0; k < this.samples; k++) {
      const base = (this.base = ctx.sampleInto ? ctx.sampleInto(rng, this.base) : ctx.sample(rng));
      // An action legal in the true state may be illegal in a sample when the engine's actions name hidden
      // card instances (a deck search after determinize): such an action scores the sample's current value.
      const n = game.legalActions(base, this.sampleLegal);
      let baseValue = NaN;
      for (let i = 0; i < count; i++) {
        const a = legal[i]!;
        if (!contains(this.sampleLegal, n, a)) {
          if (Number.isNaN(baseValue)) baseValue = stateValue(game, base, player);
          scores[i]! += baseValue;
          continue;
        }
        const c = (this.scratch = cloneInto(game, base, this.scratch));
        game.applyAction(c, a);
        scores[i]! += stateValue(game, c, player);
      }
    }
    return pickBest(scores, legal, count, rng);
  }
}

/** The action with the highest score; ties (within 1e-9) broken uniformly with rng (reservoir sampling). */
export function pickBest(scores: Float64Array, legal: Int32Array, count: number, rng: { next(): number }): number {
  let best = -Infinity;
  let choice = legal[0]!;
  let ties = 0;
  for (let i = 0; i < count; i++) {
    const v = scores[i]!;
    if (v > best + 1e-9) {
      best = v;
      choice = legal[i]!;
      ties = 1;
    } else if (v >= best - 1e-9) {
      ties++;
      if (rng.next() * ties < 1) choice = legal[i]!;
    }
  }
  return choice;
}

function contains(arr: Int32Array, n: number, a: number): boolean {
  for (let i = 0; i < n; i++) if (arr[i] === a) return true;
  return false;
}

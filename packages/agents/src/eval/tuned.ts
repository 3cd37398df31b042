// Tuned evaluations: a game's feature extractor with weights fitted from game outcomes (docs/agents.md).
//
// A game offers one by attaching `tuned` to the function it exports as `Game.evaluate` (each game's
// src/evaluate.ts): `evaluate.tuned = [model, …]`, one model per evaluation version. Version 1 is always the
// game's hand-written `evaluate` itself. Agents name the version they use, so refitting the weights is a new
// evaluation version and a new agent version, never a silent change.
import type { Game } from '@tcglab/core';

/** One tuned evaluation of a game: value = tanh(w·f / 2) = 2·P(win) − 1 under the fitted logistic model. */
export interface TunedEvaluation<S = unknown> {
  /** Evaluation version (≥ 2; 1 is the hand-written `evaluate`). */
  readonly version: number;
  /** Feature names, in the order `extract` fills them. */
  readonly features: readonly string[];
  /** Fill out[0 .. features.length) with the features of `s` for `player` (antisymmetric: f(s, 1−p) = −f(s, p)). */
  extract(s: S, player: number, out: Float64Array): void;
  /** One weight per feature (logit units per feature unit). */
  readonly weights: readonly number[];
  /** The command that fitted the weights. */
  readonly fittedBy: string;
  /** Per feature: +1 if its weight must be ≥ 0 (more is never worse for its owner), −1 if ≤ 0, 0 if free. */
  readonly signs?: readonly number[];
  /** Prior weights the fit is pulled toward (the hand-written evaluation in these features); default zeros. */
  readonly prior?: readonly number[];
  /**
   * A quiet state: nothing is half-resolved (no attack, effect or choice in progress), so the features mean
   * what they say. Agents resolve the decisions of a state that is not quiet before they evaluate it
   * (a quiescence search); the fit samples quiet positions only.
   */
  quiet?(s: S): boolean;
}

type EvaluateFn<S> = ((s: S, player: number) => number) & { readonly tuned?: readonly TunedEvaluation<S>[] };

/** The tuned evaluation `version` of a game, or undefined when the game has none. */
export function tunedEvaluation<S>(game: Game<S>, version: number): TunedEvaluation<S> | undefined {
  const list = (game.evaluate as EvaluateFn<S>).tuned;
  return list?.find((m) => m.version === version);
}

/** Evaluation versions a game offers (always 1, the hand-written one). */
export function evaluationVersions(game: Game<unknown>): number[] {
  return [1, ...((game.evaluate as EvaluateFn<unknown>).tuned ?? []).map((m) => m.version)];
}

/**
 * The newest tuned evaluation of a game whose version is at most `version` (a game that was not refitted for
 * v3 keeps its v2 in v3 agents), or undefined when it has none.
 */
export function newestTunedUpTo<S>(game: Game<S>, version: number): TunedEvaluation<S> | undefined {
  const list = (game.evaluate as EvaluateFn<S>).tuned;
  let best: TunedEvaluation<S> | undefined;
  for (const m of list ?? []) if (m.version <= version && (!best || m.version > best.version)) best = m;
  return best;
}

/**
 * The value of states for one player in [-1, 1] under evaluation `version`: the result when the game is over,
 * else the game's evaluation. A game without that tuned version uses its newest older one (Divine Cross and
 * CrossOver have no v3: their v3 agents play over v2); a game with no tuned evaluation at all falls back to its
 * hand-written `evaluate` (`fellBack` says so), so agents still run on games that ship no tuned weights (e.g. a
 * user's own game).
 */
export class Evaluator<S> {
  readonly fellBack: boolean;
  private readonly model: TunedEvaluation<S> | undefined;
  private readonly f: Float64Array;
  private readonly w: Float64Array;

  constructor(
    readonly game: Game<S>,
    version: number,
  ) {
    this.model = version > 1 ? newestTunedUpTo(game, version) : undefined;
    this.fellBack = version > 1 && !this.model;
    this.f = new Float64Array(this.model?.features.length ?? 0);
    this.w = Float64Array.from(this.model?.weights ?? []);
  }

  /** The game's quiet-state test, when its tuned evaluation has one. */
  get quiet(): ((s: S) => boolean) | undefined {
    return this.model?.quiet;
  }

  /** Value for `player` in [-1, 1]; ±1 / 0 for a finished game. */
  value(s: S, player: number): number {
    const game = this.game;
    if (game.isTerminal(s)) {
      const w = game.result(s).winner;
      return w === -1 ? 0 : w === player ? 1 : -1;
    }
    if (!this.model) {
      const v = game.evaluate(s, player);
      return v > 1 ? 1 : v < -1 ? -1 : v;
    }
    this.score(s, player);
    return Math.tanh(this.z / 2);
  }

  /** w·f for a state that is not over (the logit of the fitted win probability). */
  logit(s: S, player: number): number {
    this.score(s, player);
    return this.z;
  }

  /** The last `score` (a field, not a return value: a double returned from a call that is not inlined is a new heap number). */
  private z = 0;

  /** w·f into `z`. */
  private score(s: S, player: number): void {
    const f = this.f;
    const w = this.w;
    this.model!.extract(s, player, f);
    let z = 0;
    for (let i = 0; i < w.length; i++) z += w[i]! * f[i]!;
    this.z = z;
  }
}

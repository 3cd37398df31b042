// The agent contract: an agent sees what its player may know, the legal actions, and its own seeded stream.
import type { Game } from './contract.js';
import type { Prng } from './rng.js';

/**
 * What an agent gets at each decision. One context object is reused for a whole game (no allocation per
 * decision): read it during `act`, never keep it.
 */
export interface DecisionContext<S = unknown> {
  readonly game: Game<S>;
  /** The deciding player (seat). */
  readonly player: number;
  /** Legal actions in [0, count). The buffer is longer than count: never read past count. */
  readonly legal: Int32Array;
  readonly count: number;
  /** The agent's own stream, derived from (run seed, game, seat). */
  readonly rng: Prng;
  /** Turn number and decision index so far, for budgets and logs. */
  readonly turn: number;
  readonly decision: number;
  /** What the player may know (allocates: not for the hot path). */
  view(): unknown;
  /** A full state consistent with what the player knows, hidden parts resampled with `rng`. */
  sample(rng: Prng): S;
  /**
   * The same sample as `sample(rng)` (same draws from `rng`), written into `dst` (a state of this game from an
   * earlier `sample`/`sampleInto`, or undefined) through `cloneInto`: search agents reuse one state per
   * iteration instead of allocating a clone. Returns the state to use.
   */
  sampleInto?(rng: Prng, dst: S | undefined): S;
  actionToString(action: number): string;
  /**
   * The true state, hidden information included. Only agents that declare `readsHiddenInfo` (and so have
   * `cheat` in their name) may call it; for any other agent it throws.
   */
  peek(): S;
}

export interface Agent<S = unknown> {
  /** The spec it was built from, e.g. `mcts:iters=400`. Contains `cheat` if it reads hidden information. */
  readonly name: string;
  /** Reads the true state through `peek`. The match loop refuses such an agent without `cheat` in its name. */
  readonly readsHiddenInfo?: boolean;
  /** Choose one of ctx.legal[0..count). */
  act(ctx: DecisionContext<S>): number;
  /** Async agents (external processes) implement this instead; the runner then uses the async loop. */
  actAsync?(ctx: DecisionContext<S>): Promise<number>;
  /** Called once before the first decision of each game. */
  startGame?(game: Game<S>, seat: number): void | Promise<void>;
  /** Release resources (child processes). */
  close?(): void | Promise<void>;
  /** Set when the agent failed in the last decision (crash, timeout, illegal answer): goes in the game row. */
  lastError?: string;
}

/** Thrown by an agent (or for it) when it fails: the game is lost by that seat with reason `agent-error`. */
export class AgentError extends Error {
  override name = 'AgentError';
}

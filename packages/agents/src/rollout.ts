// Rollout policies for search agents: how a simulated game continues past the tree (random, greedy, epsilon-greedy).
import type { Game, Prng } from '@tcglab/core';
import { pickBest } from './greedy.js';
import { stateValue } from './value.js';

export type RolloutKind = 'random' | 'greedy' | 'eps';
export const ROLLOUT_KINDS: readonly RolloutKind[] = ['random', 'greedy', 'eps'];

/** Chooses an action for the player to move in a (determinized, fully known) simulated state. */
export interface RolloutPolicy<S> {
  choose(game: Game<S>, s: S, legal: Int32Array, count: number, rng: Prng): number;
}

export class RandomRollout<S> implements RolloutPolicy<S> {
  choose(_game: Game<S>, _s: S, legal: Int32Array, count: number, rng: Prng): number {
    return legal[rng.int(count)]!;
  }
}

/** One-ply greedy over `game.evaluate` for the mover; with probability `epsilon` a uniform random action instead. */
export class GreedyRollout<S> implements RolloutPolicy<S> {
  private scores = new Float64Array(64);
  constructor(private readonly epsilon = 0) {}
  choose(game: Game<S>, s: S, legal: Int32Array, count: number, rng: Prng): number {
    if (count === 1) return legal[0]!;
    if (this.epsilon > 0 && rng.next() < this.epsilon) return legal[rng.int(count)]!;
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    const p = game.currentPlayer(s);
    for (let i = 0; i < count; i++) {
      const c = game.clone(s);
      game.applyAction(c, legal[i]!);
      this.scores[i] = stateValue(game, c, p);
    }
    return pickBest(this.scores, legal, count, rng);
  }
}

export function makeRollout<S>(kind: RolloutKind, epsilon: number): RolloutPolicy<S> {
  if (kind === 'random') return new RandomRollout<S>();
  if (kind === 'greedy') return new GreedyRollout<S>(0);
  return new GreedyRollout<S>(epsilon);
}

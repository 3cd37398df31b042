// The rollout policies of mcts@1, frozen (b781ea1 behaviour; only the clones are reused): random, greedy, eps.
import { cloneInto, type Game, type Prng } from '@tcglab/core';
import { stateValue } from '../value.js';
import { pickBest } from './greedy-v1.js';

export type RolloutKind = 'random' | 'greedy' | 'eps';
export const ROLLOUT_KINDS: readonly RolloutKind[] = ['random', 'greedy', 'eps'];

/** Chooses an action for the player to move in a (determinized, fully known) simulated state. */
export interface RolloutPolicy<S> {
  choose(game: Game<S>, s: S, legal: Int32Array, count: number, rng: Prng): number;
}

class RandomRollout<S> implements RolloutPolicy<S> {
  choose(_game: Game<S>, _s: S, legal: Int32Array, count: number, rng: Prng): number {
    return legal[rng.int(count)]!;
  }
}

/** One-ply greedy over `game.evaluate` for the mover; with probability `epsilon` a uniform random action instead. */
class GreedyRollout<S> implements RolloutPolicy<S> {
  private scores = new Float64Array(64);
  private scratch: S | undefined;
  constructor(private readonly epsilon = 0) {}
  choose(game: Game<S>, s: S, legal: Int32Array, count: number, rng: Prng): number {
    if (count === 1) return legal[0]!;
    if (this.epsilon > 0 && rng.next() < this.epsilon) return legal[rng.int(count)]!;
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    const p = game.currentPlayer(s);
    for (let i = 0; i < count; i++) {
      const c = (this.scratch = cloneInto(game, s, this.scratch));
      game.applyAction(c, legal[i]!);
      this.scores[i] = stateValue(game, c, p);
    }
    return pickBest(this.scores, legal, count, rng);
  }
}

export function makeRolloutV1<S>(kind: RolloutKind, epsilon: number): RolloutPolicy<S> {
  if (kind === 'random') return new RandomRollout<S>();
  if (kind === 'greedy') return new GreedyRollout<S>(0);
  return new GreedyRollout<S>(epsilon);
}

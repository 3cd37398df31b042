// The value of a state for one player in [-1, 1]: the result when the game is over, else the game's evaluation.
import type { Game } from '@tcglab/core';

export function stateValue<S>(game: Game<S>, s: S, player: number): number {
  if (game.isTerminal(s)) {
    const w = game.result(s).winner;
    return w === -1 ? 0 : w === player ? 1 : -1;
  }
  const v = game.evaluate(s, player);
  return v > 1 ? 1 : v < -1 ? -1 : v;
}

// The Duel Masters heuristic evaluation (used by greedy and search agents): a value in [-1, 1] for a player.
import { breakers, power } from './query/characteristics.js';
import { type DMState, ONGOING } from './state.js';

/**
 * Heuristic value for `player` in [-1, 1]: shields, board power and breakers, mana, hand, and whether the
 * opponent is open to a lethal attack. Documented in docs/rules/duel-masters.md.
 */
export function evaluate(s: DMState, player: number): number {
  if (s.winner !== ONGOING) return s.winner < 0 ? 0 : s.winner === player ? 1 : -1;
  let score = 0;
  for (let p = 0; p < 2; p++) {
    const sign = p === player ? 1 : -1;
    const q = p as 0 | 1;
    let board = 0;
    for (const i of s.battle[q]) board += Math.max(0, power(s, i)) / 1000 + breakers(s, i) * 0.5;
    // Mana is worth less past 7 cards (the classic sets' costs top out there): a greedy player should not
    // charge its whole hand.
    const mana = s.mana[q].length;
    const manaValue = Math.min(mana, 7) * 0.3 + Math.max(0, mana - 7) * 0.05;
    const v = s.shields[q].length * 1.0 + board * 0.35 + manaValue + s.hand[q].length * 0.25 + Math.min(s.lib[q].length, 5) * 0.1;
    score += sign * v;
  }
  return Math.tanh(score / 6);
}

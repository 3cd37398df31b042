// The Divine Cross heuristic evaluation (used by greedy and search agents): a value in [-1, 1] for a player.
import type { DCState } from './state.js';
import { hpOf } from './stats.js';
/**
 * Heuristic value for `player` in [-1, 1]: KO piles (the loss race), HP lost on the Area, energy on the
 * board and board presence. Terminal states are ±1 / 0.
 */
export function evaluate(s: DCState, player: number): number {
  if (s.over) return s.winner < 0 ? 0 : s.winner === player ? 1 : -1;
  let score = 0;
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? player : 1 - player;
    const sign = q === 0 ? 1 : -1;
    let v = -0.9 * s.ko[p]!.length; // three KO'd cards lose
    let units = 0;
    for (let k = -1; k < 3; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * 3 + k]!;
      if (u < 0) continue;
      units++;
      const hp = hpOf(s, u);
      const left = Math.max(0, hp - s.damage[u]!);
      v += (k < 0 ? 0.6 : 0.3) * (left / Math.max(hp, 1));
      v += 0.08 * Math.min(s.energy[u]!, 4);
      if (s.stun[u] && k < 0) v -= 0.15;
    }
    if (units <= 1) v -= 0.4; // one KO from a no-standby loss
    v += 0.02 * Math.min(s.hand[p]!.length, 6);
    score += sign * v;
  }
  return Math.tanh(score / 3);
}

// A CrossOver evaluation for greedy and search agents: HP, board, cards and resources, squashed to [-1, 1].
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { stats } from './stats.js';
import { isCharacterOnField } from './zones.js';
import { S_COMBAT_W1, S_COMBAT_W4, S_MAIN, type COState } from './state.js';

/** Heuristic value of the state for `player` in [-1, 1]: ±1 for a decided game, 0 for a draw. */
export function evaluateState(s: COState, player: number): number {
  if (s.winner !== -2) return s.winner === -1 ? 0 : s.winner === player ? 1 : -1;
  const o = 1 - player;
  let board = 0;
  // Tempo: the turn player's untapped characters threaten damage now; a declared attack more so.
  let threat = 0;
  const tpSign = s.tp === player ? 1 : -1;
  const inMain = s.step >= S_MAIN && s.step <= S_COMBAT_W4;
  let navs = 0;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const sign = s.ctrl[x] === player ? 1 : -1;
    if (isCharacterOnField(s, x)) {
      const st = stats(s, x);
      const ap = st.ap > 0 ? st.ap : 0;
      const life = st.dp - s.damage[x]!;
      // Evasive attackers are worth more; a tapped character cannot block next turn.
      const evasive = (st.kw & (C.KW_FLYING | C.KW_DIVING)) !== 0 ? 0.5 : 0;
      board += sign * (ap * 1.2 + (life > 0 ? life : 0) * 0.8 + evasive);
      if (inMain && s.ctrl[x] === s.tp) {
        if (x === s.attacker && s.step >= S_COMBAT_W1 && !s.blocked) threat += tpSign * ap * 0.6;
        else if (!s.tapped[x]) threat += tpSign * ap * 0.3;
      }
    } else if ((defOf(s, x).types & C.T_NAVIGATOR) !== 0) navs += sign;
    else board += sign * 1; // a set card or field item
  }
  const hp = s.hp[player]! - s.hp[o]!;
  const hand = s.hand[player]!.length - s.hand[o]!.length;
  const deck = s.deck[player]!.length - s.deck[o]!.length;
  const hpLow = (s.hp[player]! <= 5 ? -3 : 0) + (s.hp[o]! <= 5 ? 3 : 0);
  const v = 0.12 * hp + 0.06 * board + 0.05 * hand + 0.15 * navs + 0.01 * deck + 0.1 * hpLow + 0.1 * threat;
  return Math.tanh(v);
}

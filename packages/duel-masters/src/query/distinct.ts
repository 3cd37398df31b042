// Actions a player cannot tell apart (query only): choices among face-down cards the player has not seen.
import { BREAK_BASE, CHOOSE_BASE } from '../actions.js';
import { F_BREAK, type DMState, topFrame, Z_HAND, Z_SHIELD } from '../state.js';

/**
 * `Game.distinctActions` for Duel Masters: compact `legal[0..count)` in place to the first action of each class of
 * actions `player` (the player to decide) cannot tell apart, in order; returns the new count. Two classes exist:
 *
 * - a **face-down shield** of one owner that `player` has not looked at (`known`), chosen to break (509.3: the
 *   attacker chooses among the face-down shields) or as an effect's target (CHOOSE of a shield instance): every
 *   such shield of that owner is one class;
 * - a card in the **opponent's hand** that `player` has not seen, chosen by an effect: one class.
 *
 * Why they are exchangeable: the player knows nothing that tells one such card from another (its shields' and the
 * opponent's hand's instances carry no other state a rule reads), and `determinize` deals the definitions of a
 * player's hidden cards uniformly over those instances, so on average over the samples each of them holds the same
 * cards. Any other action is a class of its own. Reads the zones and `known` only (what the player may know), never a
 * hidden card's definition, and allocates nothing.
 */
export function distinctActions(s: DMState, player: number, legal: Int32Array, count: number): number {
  const bit = 1 << player;
  const known = s.known;
  let seen = 0; // bit c: class c already kept (0, 1: shields of player 0, 1; 2: the opponent's hand)
  let m = 0;
  for (let k = 0; k < count; k++) {
    const a = legal[k]!;
    let cls = -1;
    if (a >= BREAK_BASE && a < BREAK_BASE + 256) {
      const top = topFrame(s);
      if (top && top.kind === F_BREAK) {
        const owner = top.arg;
        const i = s.shields[owner as 0 | 1][a - BREAK_BASE]!;
        if (!(known[i]! & bit)) cls = owner;
      }
    } else if (a >= CHOOSE_BASE && a < CHOOSE_BASE + 256) {
      const i = a - CHOOSE_BASE;
      if (!(known[i]! & bit)) {
        const z = s.zone[i];
        if (z === Z_SHIELD) cls = s.owner[i]!;
        else if (z === Z_HAND && s.owner[i] !== player) cls = 2;
      }
    }
    if (cls >= 0) {
      if (seen & (1 << cls)) continue;
      seen |= 1 << cls;
    }
    legal[m++] = a;
  }
  return m;
}

// Energy and costs (4-3-2): what a player could pay, paying by tapping navigators (A2), and the cost of a play.
import { logEvent, RulesError } from '@tcglab/core';
import * as C from './cards/codes.js';
import { cardName, defOf } from './catalog.js';
import { noteReaction } from './reactions.js';
import { RX_ENERGY, type COState } from './state.js';
import { lostAbilities } from './stats.js';

/** Energy the player could have now: pool plus untapped navigators (A2: a navigator taps for its energy). */
export function availableEnergy(s: COState, p: number): number {
  let e = s.energy[p]!;
  const f = s.navs;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p || s.tapped[x] || s.host[x]! >= 0) continue;
    const d = defOf(s, x);
    if ((d.types & C.T_NAVIGATOR) !== 0 && !lostAbilities(s, x)) e += d.energy;
  }
  return e;
}

/**
 * Gather then pay `amount` energy (4-3-2-1, 4-3-2-3). Energy is gathered before declaration by tapping
 * navigators in field order (auto-tap, docs/rules/crossover-fc.md "Energy"); payment then spends the pool. Surplus stays in the pool
 * until the next loss point (3-2-2, 3-7-4).
 */
export function payEnergy(s: COState, p: number, amount: number): void {
  const f = s.navs; // field order
  const before = s.energy[p]!;
  for (let i = 0; i < f.length && s.energy[p]! < amount; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p || s.tapped[x] || s.host[x]! >= 0) continue;
    const d = defOf(s, x);
    if ((d.types & C.T_NAVIGATOR) === 0 || lostAbilities(s, x)) continue;
    s.tapped[x] = 1;
    s.energy[p] = s.energy[p]! + d.energy;
    if (s.log) logEvent(s, `P${p + 1} taps ${cardName(s, x)} for ${d.energy} energy`);
  }
  if (s.energy[p]! < amount) throw new RulesError(`crossover-fc: P${p + 1} cannot pay ${amount} energy`);
  if (s.energy[p]! > before) noteReaction(s, RX_ENERGY, p); // an energy gain (4-3-5 window, after the action)
  s.energy[p] = s.energy[p]! - amount;
}

/** The cost of playing `inst` for `p`: printed cost plus the summed modifiers, floored at 0 (4-3-2-2, A18). */
export function playCost(s: COState, p: number, inst: number): number {
  const c = defOf(s, inst).cost + playCostModifier(s, p);
  return c < 0 ? 0 : c;
}

/** The summed cost modifiers of the field for cards `p` plays (the same for every card, A18). */
export function playCostModifier(s: COState, p: number): number {
  let mod = 0;
  const f = s.statHolders;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const st = defOf(s, x).statics;
    for (let k = 0; k < st.length; k++) {
      const a = st[k]!;
      if (a.op !== C.ST_COST) continue;
      if (a.opponent ? s.ctrl[x] !== p : s.ctrl[x] === p) mod += a.amount;
    }
  }
  return mod;
}

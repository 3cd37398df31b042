// Effect handlers that change the game rather than one object: drawing, energy, negating a play or a crash,
// and players that cannot be targeted.
import { logEvent } from '@tcglab/core';
import type { Effect } from '../cards/types.js';
import { cardName } from '../catalog.js';
import { noteReaction } from '../reactions.js';
import { CH_ABILITY, RX_ENERGY, type COState } from '../state.js';
import { drawCard } from '../zones.js';
import type { EffectContext } from './context.js';

export function draw(s: COState, e: Effect, c: EffectContext): boolean {
  for (let k = 0; k < e.amount; k++) drawCard(s, c.ctl);
  return false;
}

export function gainEnergy(s: COState, e: Effect, c: EffectContext): boolean {
  s.energy[c.ctl] = s.energy[c.ctl]! + e.amount;
  noteReaction(s, RX_ENERGY, c.ctl);
  if (s.log) logEvent(s, `  P${c.ctl + 1} gains ${e.amount} energy`);
  return false;
}

/** 4-2-14: the targeted play on the chain is negated. */
export function negatePlay(s: COState, _e: Effect, c: EffectContext): boolean {
  for (let k = 0; k < s.chLen; k++) if (s.chSrc[k] === c.tInst && s.chKind[k] !== CH_ABILITY) s.chNeg[k] = 1;
  if (s.log) logEvent(s, `  the play of ${cardName(s, c.tInst)} is negated`);
  return false;
}

/** 4-3-11-2: the targeted character's pending crash is negated. */
export function negateCrash(s: COState, _e: Effect, c: EffectContext): boolean {
  for (let k = 0; k < s.crLen; k++) if (s.crInst[k] === c.tInst && s.crNegatable[k]) s.crNeg[k] = 1;
  if (s.log) logEvent(s, `  the crash of ${cardName(s, c.tInst)} is negated`);
  return false;
}

export function playersUntargetable(s: COState): boolean {
  s.playersUntargetable = 1;
  if (s.log) logEvent(s, `  Duel Masters can't be targeted until end of turn`);
  return false;
}

// Effect handlers that change one object on the field: AP/DP until end of turn, the AP/DP swap, untap, return
// to hand, immunity, control, and putting a card onto the field without playing it.
import { logEvent } from '@tcglab/core';
import type { Effect } from '../cards/types.js';
import { cardName } from '../catalog.js';
import { Z_HAND, type COState } from '../state.js';
import { moveToOwner, putOnField } from '../zones.js';
import type { EffectContext } from './context.js';
import { affectable } from './targets.js';

export function modify(s: COState, e: Effect, c: EffectContext): boolean {
  const one = c.one;
  if (one >= 0 && affectable(s, one, c.srcTypes)) {
    s.tmpAp[one] = s.tmpAp[one]! + e.ap;
    s.tmpDp[one] = s.tmpDp[one]! + e.dp;
    if (s.log) logEvent(s, `  ${cardName(s, one)} gets ${e.ap >= 0 ? '+' : ''}${e.ap}:${e.dp >= 0 ? '+' : ''}${e.dp} until end of turn`);
  }
  return false;
}

export function swap(s: COState, _e: Effect, c: EffectContext): boolean {
  if (c.one >= 0 && affectable(s, c.one, c.srcTypes)) s.swap[c.one] = s.swap[c.one]! + 1;
  return false;
}

export function untap(s: COState, _e: Effect, c: EffectContext): boolean {
  if (c.one >= 0) s.tapped[c.one] = 0;
  return false;
}

export function bounce(s: COState, _e: Effect, c: EffectContext): boolean {
  if (c.one >= 0) {
    if (s.log) logEvent(s, `  ${cardName(s, c.one)} returns to its owner's hand`);
    moveToOwner(s, c.one, Z_HAND);
  }
  return false;
}

/** 4-3-8-1: the immunity does not apply to the effect that grants it. */
export function immune(s: COState, e: Effect, c: EffectContext): boolean {
  if (c.one >= 0) s.immune[c.one] = s.immune[c.one]! | e.types;
  return false;
}

export function takeControl(s: COState, _e: Effect, c: EffectContext): boolean {
  if (c.one >= 0) {
    s.ctrl[c.one] = c.ctl;
    if (s.log) logEvent(s, `  P${c.ctl + 1} takes control of ${cardName(s, c.one)}`);
  }
  return false;
}

/** Reanimate a dust-box character or put a hand navigator onto the field (not played). */
export function putTargetOnField(s: COState, _e: Effect, c: EffectContext): boolean {
  putOnField(s, c.tInst, c.ctl, -1);
  if (s.log) logEvent(s, `  ${cardName(s, c.tInst)} is put onto the field${s.tapped[c.tInst] ? ' tapped' : ''} (not played)`);
  return false;
}

// What an effect does to one unit (damage, heal, stun, cure, KO, stat change, energy discard), and effects with
// a fixed target or an "all your/their Standby units" target, with the 925.2 "can it be done in full" test.
import { logEvent } from '@tcglab/core';
import {
  HEAL_ALL,
  OP_CURE,
  OP_DAMAGE,
  OP_DISCARD_ENERGY,
  OP_DRAW,
  OP_HEAL,
  OP_KO,
  OP_MODIFY,
  OP_STUN,
  T_OPP_STANDBY_ALL,
  T_OWN_STANDBY_ALL,
} from '../cards/codes.js';
import type { Op } from '../cards/types.js';
import { STANDBY_SLOTS, Z_KO, type DCState } from '../state.js';
import { addContinuous } from '../stats.js';
import { dealDamage, discardEnergy, drawCards, label, moveTo } from '../zones.js';
import { fixedTarget } from './choices.js';

type UnitEffect = (s: DCState, o: Op, u: number) => void;

const UNIT_EFFECTS: Readonly<Record<number, UnitEffect>> = {
  [OP_DAMAGE]: (s, o, u) => {
    if (s.log) logEvent(s, `${o.amount} effect damage to ${label(s, u)}`);
    dealDamage(s, u, o.amount);
  },
  [OP_HEAL]: (s, o, u) => {
    const d = s.damage[u]!;
    const h = o.amount === HEAL_ALL || o.amount > d ? d : o.amount; // 915.2: capped at the damage
    s.damage[u] = d - h;
    s.koDirty = true;
    if (s.log && h > 0) logEvent(s, `Heal ${h} on ${label(s, u)}`);
  },
  [OP_STUN]: (s, _o, u) => {
    s.stun[u] = 1; // 12.1 #4: stun is a flag
    if (s.log) logEvent(s, `${label(s, u)} is stunned`);
  },
  [OP_CURE]: (s, _o, u) => {
    s.stun[u] = 0;
  },
  [OP_KO]: (s, _o, u) => {
    // 908.1: an effect that says "KO" moves the unit to the KO pile at once.
    if (s.log) logEvent(s, `${label(s, u)} is KO'd by an effect`);
    moveTo(s, u, Z_KO);
  },
  [OP_MODIFY]: (s, o, u) => {
    addContinuous(s, o.stat, u, o.amount);
  },
  [OP_DISCARD_ENERGY]: (s, o, u) => {
    discardEnergy(s, u, o.count);
  },
};

/** Apply a unit effect (its op code is one of UNIT_EFFECTS's) to unit u. */
export function applyToUnit(s: DCState, o: Op, u: number): void {
  UNIT_EFFECTS[o.code]!(s, o, u);
}

function isAllStandby(target: number): boolean {
  return target === T_OWN_STANDBY_ALL || target === T_OPP_STANDBY_ALL;
}

/** Can the optional action of a `may` be done in full (925.2)? */
export function canDoInFull(s: DCState, o: Op, src: number, ctl: number): boolean {
  if (o.code === OP_DRAW) return true; // 1102.2: drawing more than the deck holds may be chosen
  if (isAllStandby(o.target)) return true;
  const u = fixedTarget(s, o.target, src, ctl);
  if (u < 0) return false;
  if (o.code === OP_HEAL) return s.damage[u]! > 0;
  return true;
}

/** A draw, or a unit effect on a fixed target or on every Standby unit of a side. */
export function applyPlain(s: DCState, o: Op, src: number, ctl: number): void {
  if (o.code === OP_DRAW) {
    drawCards(s, ctl, o.count);
    return;
  }
  if (isAllStandby(o.target)) {
    const p = o.target === T_OWN_STANDBY_ALL ? ctl : 1 - ctl;
    for (let k = 0; k < STANDBY_SLOTS; k++) {
      const u = s.standby[p * STANDBY_SLOTS + k]!;
      if (u >= 0) applyToUnit(s, o, u);
    }
    return;
  }
  const u = fixedTarget(s, o.target, src, ctl);
  if (u >= 0) applyToUnit(s, o, u);
}

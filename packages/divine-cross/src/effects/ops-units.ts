// Op handlers that act on units: the unit effects with a chosen or fixed target, charging energy (906) and
// swapping the Main unit with a Standby unit (912).
import { logEvent } from '@tcglab/core';
import { isChosenTarget, OP_HEAL, T_OWN_STANDBY, T_OWN_UNIT } from '../cards/codes.js';
import type { Op } from '../cards/types.js';
import { CH_HAND, CH_TARGET, type DCState } from '../state.js';
import { attachEnergy, drawCards, inArea, label, swapWithMain } from '../zones.js';
import { ask, candidates, fixedTarget, handOptions } from './choices.js';
import { advanceFrame } from './frames.js';
import { applyPlain, applyToUnit } from './unit-effects.js';

/** Damage, heal, stun, cure, KO, modify, discard-energy: a chosen unit (asked when there is a real choice), else a fixed one. */
export function unitOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (!isChosenTarget(o.target)) {
    applyPlain(s, o, s.fSrc[f]!, ctl);
    return advanceFrame(s, f);
  }
  if (!resumed) {
    const n = candidates(s, o.target, ctl, o.code === OP_HEAL); // 915.3: an undamaged unit cannot be healed
    if (n === 0) return advanceFrame(s, f);
    if (n === 1) {
      applyToUnit(s, o, s.chOpts[0]!);
      return advanceFrame(s, f);
    }
    return ask(s, CH_TARGET, ctl, n);
  }
  applyToUnit(s, o, s.chosen);
  advanceFrame(s, f);
}

// The charge op keeps its unit in the frame's aux register as unit + 1 (0 = not chosen yet).
const NO_UNIT_YET = 0;

/** Attach the only hand card, or ask which one; then draw 1 (906; 12.1 #5: with an empty hand, draw anyway). */
function chargeTo(s: DCState, f: number, unit: number, ctl: number): void {
  s.fAux[f] = unit + 1;
  const h = s.hand[ctl]!;
  if (h.length > 1) return ask(s, CH_HAND, ctl, handOptions(s, ctl));
  if (h.length === 1) attachEnergy(s, h[0]!, unit);
  drawCards(s, ctl, 1);
  advanceFrame(s, f);
}

/** 906: attach a hand card as energy to a unit, then draw 1. */
export function chargeOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (s.fAux[f]! !== NO_UNIT_YET) {
    // Resumed with the hand card.
    const unit = s.fAux[f]! - 1;
    if (resumed && inArea(s, unit)) attachEnergy(s, s.chosen, unit);
    drawCards(s, ctl, 1);
    return advanceFrame(s, f);
  }
  if (o.target !== T_OWN_UNIT) {
    const unit = fixedTarget(s, o.target, s.fSrc[f]!, ctl);
    if (unit < 0) return advanceFrame(s, f);
    return chargeTo(s, f, unit, ctl);
  }
  if (resumed) return chargeTo(s, f, s.chosen, ctl);
  const n = candidates(s, T_OWN_UNIT, ctl, false);
  if (n === 0) return advanceFrame(s, f);
  if (n > 1) return ask(s, CH_TARGET, ctl, n);
  chargeTo(s, f, s.chOpts[0]!, ctl);
}

/** 912: swap the Main unit with a chosen Standby unit. */
export function swapOp(s: DCState, _o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (!resumed) {
    const n = candidates(s, T_OWN_STANDBY, ctl, false);
    if (n === 0) return advanceFrame(s, f);
    if (n > 1) return ask(s, CH_TARGET, ctl, n);
    swapWithMain(s, ctl, s.chOpts[0]!);
    return advanceFrame(s, f);
  }
  swapWithMain(s, ctl, s.chosen);
  if (s.log) logEvent(s, `P${ctl + 1} swaps in ${label(s, s.chosen)}`);
  advanceFrame(s, f);
}

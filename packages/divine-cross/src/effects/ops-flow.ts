// Op handlers that steer the resolution or the skill's damage: damage modifiers (704.6b), "you may" (925.2),
// rock-paper-scissors branches (916) and the Winning Ticket (106.2).
import { logEvent } from '@tcglab/core';
import { AFTER_NONE, CH_YESNO, NO, YES, type DCState } from '../state.js';
import { EMPTY_LIST } from '../cards/codes.js';
import type { Op } from '../cards/types.js';
import { effectOps } from '../catalog.js';
import { addOption, ask } from './choices.js';
import { counterValue } from './counters.js';
import { advanceFrame, pushFrame } from './frames.js';
import { rps } from './rps.js';
import { applyPlain, canDoInFull } from './unit-effects.js';

export function plusOp(s: DCState, o: Op, f: number): void {
  s.dmgAcc += o.amount;
  advanceFrame(s, f);
}

export function plusPerOp(s: DCState, o: Op, f: number): void {
  s.dmgAcc += o.amount * counterValue(s, o.per, s.fSrc[f]!, s.fCtl[f]!);
  advanceFrame(s, f);
}

/** "You may …; if you do, …; otherwise …": asked only when the action can be done in full (925.2). */
export function mayOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const src = s.fSrc[f]!;
  const ctl = s.fCtl[f]!;
  const inner = effectOps()[o.inner]!;
  if (!resumed) {
    if (!canDoInFull(s, inner, src, ctl)) return advanceFrame(s, f, o.else);
    const n = addOption(s, addOption(s, 0, YES), NO);
    return ask(s, CH_YESNO, ctl, n);
  }
  if (s.chosen === YES) {
    applyPlain(s, inner, src, ctl);
    return advanceFrame(s, f, o.then);
  }
  advanceFrame(s, f, o.else);
}

/** One RPS with win/lose branches, or `times` RPS with the per-win list once per win. */
export function rpsOp(s: DCState, o: Op, f: number): void {
  const ctl = s.fCtl[f]!;
  if (o.count === 1) {
    const win = rps(s, ctl);
    return advanceFrame(s, f, win ? o.then : o.else);
  }
  let wins = 0;
  for (let k = 0; k < o.count; k++) if (rps(s, ctl)) wins++;
  advanceFrame(s, f);
  if (o.perWin !== EMPTY_LIST) for (let k = 0; k < wins; k++) pushFrame(s, o.perWin, s.fSrc[f]!, ctl, AFTER_NONE, 0);
}

/** 106.2a: taking the Winning Ticket removes it from the other player. */
export function ticketOp(s: DCState, _o: Op, f: number): void {
  const ctl = s.fCtl[f]!;
  s.ticket = ctl;
  if (s.log) logEvent(s, `P${ctl + 1} is granted the Winning Ticket`);
  advanceFrame(s, f);
}

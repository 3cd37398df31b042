// Triggered EX powers (807): firing adds to a trigger count; the rule check resolves them TP first (811.2).
import { logEvent } from '@tcglab/core';
import {
  EV_OPP_EX_RESOLVED,
  EV_PUT_STANDBY,
  EV_TOOK_SKILL_DAMAGE,
  EVENT_NAMES,
  EX_TRIGGERED,
  TURN_OPPONENTS,
  TURN_YOURS,
  WHERE_MAIN,
  WHERE_STANDBY,
} from '../cards/codes.js';
import type { ExDef } from '../cards/types.js';
import { cardDefs } from '../catalog.js';
import { AFTER_EX, STANDBY_SLOTS, TR_COUNT, TR_CTL, TR_DEF, TR_EX, TR_UNIT, TRIG_REC, Z_MAIN, Z_STANDBY, type DCState } from '../state.js';
import { label } from '../zones.js';
import { pushFrame } from './frames.js';

function exOf(defIndex: number, k: number): ExDef {
  return cardDefs()[defIndex]!.ex[k]!;
}

function addPending(s: DCState, unit: number, defIndex: number, k: number, ctl: number, e: ExDef): void {
  const t = s.trig;
  for (let r = 0; r < s.trigN; r += TRIG_REC) {
    if (t[r + TR_CTL] !== ctl) continue;
    // 807.2: a "does not stack" EX power is pending at most once per name.
    if (!e.stacks && exOf(t[r + TR_DEF]!, t[r + TR_EX]!).name === e.name) return;
    if (t[r + TR_UNIT] === unit && t[r + TR_DEF] === defIndex && t[r + TR_EX] === k) {
      t[r + TR_COUNT] = t[r + TR_COUNT]! + 1;
      return;
    }
  }
  // Counted records, never a shrinking length: V8 would trim the backing store and reallocate on push.
  const r = s.trigN;
  if (r + TRIG_REC <= t.length) {
    t[r + TR_UNIT] = unit;
    t[r + TR_DEF] = defIndex;
    t[r + TR_EX] = k;
    t[r + TR_CTL] = ctl;
    t[r + TR_COUNT] = 1;
  } else t.push(unit, defIndex, k, ctl, 1); // TR_UNIT, TR_DEF, TR_EX, TR_CTL, TR_COUNT
  s.trigN = r + TRIG_REC;
  if (s.log) logEvent(s, `Trigger: ${e.name} of ${label(s, unit)} (${EVENT_NAMES[e.on]})`);
}

function scanUnit(s: DCState, unit: number, ev: number, subject: number): void {
  const p = s.owner[unit]!;
  if (ev === EV_TOOK_SKILL_DAMAGE || ev === EV_PUT_STANDBY) {
    if (unit !== subject) return;
  } else if (ev === EV_OPP_EX_RESOLVED) {
    if (p === subject) return;
  }
  const z = s.zone[unit]!;
  for (let src = 0; src < 2; src++) {
    const holder = src === 0 ? unit : s.assist[unit]!;
    if (holder < 0) continue;
    const di = s.def[holder]!;
    const d = cardDefs()[di]!;
    if ((d.trigMask & (1 << ev)) === 0) continue;
    for (let k = 0; k < d.ex.length; k++) {
      const e = d.ex[k]!;
      if (e.type !== EX_TRIGGERED || e.on !== ev) continue;
      if (e.turn === TURN_YOURS && s.tp !== p) continue;
      if (e.turn === TURN_OPPONENTS && s.tp === p) continue;
      if (e.where === WHERE_MAIN && z !== Z_MAIN) continue;
      if (e.where === WHERE_STANDBY && z !== Z_STANDBY) continue;
      addPending(s, unit, di, k, p, e);
    }
  }
}

/** The OR of the trigger masks of every Area unit and assist. */
function areaTriggers(s: DCState): void {
  const defs = cardDefs();
  let m = 0;
  for (let p = 0; p < 2; p++) {
    for (let k = -1; k < STANDBY_SLOTS; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + k]!;
      if (u < 0) continue;
      m |= defs[s.def[u]!]!.trigMask;
      const a = s.assist[u]!;
      if (a >= 0) m |= defs[s.def[a]!]!.trigMask;
    }
  }
  s.trigMask = m;
  s.trigMaskOk = true;
}

/**
 * A trigger event happened: every Area unit (and its assist, 801.1g-1) with a matching triggered EX power
 * gets +1 on its trigger count (807.1). `subject` is the unit concerned (took damage, put into Standby) or
 * the player whose EX power resolved.
 */
export function fire(s: DCState, ev: number, subject = -1): void {
  if (!s.trigMaskOk) areaTriggers(s);
  if ((s.trigMask & (1 << ev)) === 0) return; // no Area unit or assist listens to this event
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? s.tp : 1 - s.tp;
    const m = s.main[p]!;
    if (m >= 0) scanUnit(s, m, ev, subject);
    for (let k = 0; k < STANDBY_SLOTS; k++) {
      const u = s.standby[p * STANDBY_SLOTS + k]!;
      if (u >= 0) scanUnit(s, u, ev, subject);
    }
  }
}

/** Number of distinct pending trigger entries of player p; fills s.chOpts with their offsets. */
export function pendingOf(s: DCState, p: number): number {
  let n = 0;
  const t = s.trig;
  for (let r = 0; r < s.trigN; r += TRIG_REC) {
    if (t[r + TR_CTL] === p) {
      if (n < s.chOpts.length) s.chOpts[n] = r;
      else s.chOpts.push(r);
      n++;
    }
  }
  return n;
}

/** Resolve one count of the pending trigger at offset r (807.8: even if its source moved). */
export function resolveTrigger(s: DCState, r: number): void {
  const t = s.trig;
  const unit = t[r + TR_UNIT]!;
  const di = t[r + TR_DEF]!;
  const k = t[r + TR_EX]!;
  const ctl = t[r + TR_CTL]!;
  const left = t[r + TR_COUNT]! - 1;
  if (left > 0) t[r + TR_COUNT] = left;
  else {
    for (let j = r; j < s.trigN - TRIG_REC; j++) t[j] = t[j + TRIG_REC]!;
    s.trigN -= TRIG_REC;
  }
  const e = exOf(di, k);
  if (s.log) logEvent(s, `P${ctl + 1} resolves ${e.name} of ${label(s, unit)}`);
  s.trigRuns++;
  pushFrame(s, e.effects, unit, ctl, AFTER_EX, ctl);
}

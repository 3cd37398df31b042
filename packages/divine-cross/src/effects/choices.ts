// Pending choices: filling the option list (s.chOpts, reused, never shrunk), asking a player, and the candidate
// units, hand cards and fixed targets effects choose from.
import { T_OPP_MAIN, T_OPP_UNIT, T_OWN_MAIN, T_OWN_STANDBY, T_OWN_UNIT, T_SELF } from '../cards/codes.js';
import { STANDBY_SLOTS, type DCState } from '../state.js';
import { inArea } from '../zones.js';

/** Set a pending choice of `kind` for player p over the first n entries of s.chOpts. */
export function ask(s: DCState, kind: number, p: number, n: number): void {
  s.chKind = kind;
  s.chPlayer = p;
  s.chN = n;
}

/** Write option v at index n of s.chOpts; returns n + 1. */
export function addOption(s: DCState, n: number, v: number): number {
  if (n < s.chOpts.length) s.chOpts[n] = v;
  else s.chOpts.push(v);
  return n + 1;
}

/** Is a card with the same definition as `inst` among the first n options (identical cards are one option)? */
export function sameCardOffered(s: DCState, n: number, inst: number): boolean {
  for (let k = 0; k < n; k++) if (s.def[s.chOpts[k]!] === s.def[inst]) return true;
  return false;
}

/** Candidate units of a chosen target, in s.chOpts; returns the count. `damagedOnly` for heals (915.3). */
export function candidates(s: DCState, target: number, ctl: number, damagedOnly: boolean): number {
  let n = 0;
  const mine = target === T_OWN_STANDBY || target === T_OWN_UNIT;
  const p = mine ? ctl : 1 - ctl;
  const withMain = target === T_OWN_UNIT || target === T_OPP_UNIT;
  if (withMain) {
    const m = s.main[p]!;
    if (m >= 0 && (!damagedOnly || s.damage[m]! > 0)) n = addOption(s, n, m);
  }
  for (let k = 0; k < STANDBY_SLOTS; k++) {
    const u = s.standby[p * STANDBY_SLOTS + k]!;
    if (u >= 0 && (!damagedOnly || s.damage[u]! > 0)) n = addOption(s, n, u);
  }
  return n;
}

/** A fixed (non-chosen, non-all) target, or -1 when there is none. */
export function fixedTarget(s: DCState, target: number, src: number, ctl: number): number {
  switch (target) {
    case T_SELF:
      return src >= 0 && inArea(s, src) ? src : -1;
    case T_OWN_MAIN:
      return s.main[ctl]!;
    case T_OPP_MAIN:
      return s.main[1 - ctl]!;
    default:
      return -1;
  }
}

/** Hand cards of p as choice options, one per distinct card (identical cards are interchangeable). */
export function handOptions(s: DCState, p: number): number {
  const h = s.hand[p]!;
  let n = 0;
  for (let i = 0; i < h.length; i++) {
    let dup = false;
    for (let j = 0; j < i; j++) if (s.def[h[j]!] === s.def[h[i]!]) dup = true;
    if (!dup) n = addOption(s, n, h[i]!);
  }
  return n;
}

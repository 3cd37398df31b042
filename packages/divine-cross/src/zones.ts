// Zone moves for Divine Cross (302): hand, deck, discard, KO pile, the Area (Main and Standby), energy and assists.
import { logEvent } from '@tcglab/core';
import { cardLabel } from './catalog.js';
import {
  areaChanged,
  STANDBY_SLOTS,
  Z_ASSIST,
  Z_DECK,
  Z_DISCARD,
  Z_ENERGY,
  Z_HAND,
  Z_KO,
  Z_MAIN,
  Z_RESOLVING,
  Z_STANDBY,
  type DCState,
} from './state.js';
import { dropMods } from './stats.js';

/** Draw damage per card that cannot be drawn (1102.1). */
const DRAW_DAMAGE = 100;

export function label(s: DCState, i: number): string {
  return cardLabel(s.def[i]!);
}

export function inArea(s: DCState, i: number): boolean {
  const z = s.zone[i]!;
  return z === Z_MAIN || z === Z_STANDBY;
}

function removeAt(arr: number[], i: number): void {
  const k = arr.indexOf(i);
  if (k < 0) return;
  for (let j = k; j < arr.length - 1; j++) arr[j] = arr[j + 1]!;
  arr.pop();
}

/** Detach an instance from its current zone (no side effects beyond bookkeeping). */
function detach(s: DCState, i: number): void {
  const p = s.owner[i]!;
  switch (s.zone[i]) {
    case Z_DECK:
      removeAt(s.deck[p]!, i);
      break;
    case Z_HAND:
      removeAt(s.hand[p]!, i);
      break;
    case Z_DISCARD:
      removeAt(s.discard[p]!, i);
      break;
    case Z_KO:
      removeAt(s.ko[p]!, i);
      break;
    case Z_MAIN:
      if (s.main[p] === i) s.main[p] = -1;
      areaChanged(s);
      break;
    case Z_STANDBY:
      if (s.standby[p * STANDBY_SLOTS + s.slot[i]!] === i) s.standby[p * STANDBY_SLOTS + s.slot[i]!] = -1;
      s.slot[i] = -1;
      areaChanged(s);
      break;
    case Z_ENERGY: {
      const h = s.host[i]!;
      if (h >= 0) s.energy[h] = s.energy[h]! - 1;
      s.host[i] = -1;
      break;
    }
    case Z_ASSIST: {
      const h = s.host[i]!;
      if (h >= 0 && s.assist[h] === i) s.assist[h] = -1;
      s.host[i] = -1;
      areaChanged(s);
      break;
    }
    case Z_RESOLVING:
      if (s.resolving === i) s.resolving = -1;
      break;
  }
}

/** A unit leaves the Area for another zone: a new object (302.3), markers gone (907.6), effects end. */
function leaveAreaCleanup(s: DCState, i: number): void {
  if (s.energy[i]! > 0 || s.assist[i]! >= 0) s.orphans = true;
  s.damage[i] = 0;
  s.stun[i] = 0;
  dropMods(s, i);
  // Its energy and assist stay behind, orphaned, until 1005 sends them to the discard.
}

/** Move any card to a non-Area zone of its owner (302.5). */
export function moveTo(s: DCState, i: number, zone: number): void {
  const wasArea = inArea(s, i);
  detach(s, i);
  if (wasArea) leaveAreaCleanup(s, i);
  const p = s.owner[i]!;
  s.zone[i] = zone;
  switch (zone) {
    case Z_DECK:
      s.deck[p]!.push(i);
      break;
    case Z_HAND:
      s.hand[p]!.push(i);
      s.seenHand[i]! |= 1;
      break;
    case Z_DISCARD:
      s.discard[p]!.push(i);
      break;
    case Z_KO:
      s.ko[p]!.push(i);
      break;
    case Z_RESOLVING:
      s.resolving = i;
      break;
    default:
      throw new Error(`moveTo: use the Area helpers for zone ${zone}`);
  }
}

/** Put a unit card (from hand/deck) into an empty Main area. */
export function putMain(s: DCState, i: number): void {
  detach(s, i);
  const p = s.owner[i]!;
  s.zone[i] = Z_MAIN;
  s.main[p] = i;
  areaChanged(s);
}

/** Put a unit card from hand into a Standby slot (603). */
export function putStandby(s: DCState, i: number, slot: number): void {
  detach(s, i);
  const p = s.owner[i]!;
  s.zone[i] = Z_STANDBY;
  s.slot[i] = slot;
  s.standby[p * STANDBY_SLOTS + slot] = i;
  areaChanged(s);
}

/** Slot 0 is the Main area, slots 1–3 the Standby areas (action encoding and text). */
export function unitAt(s: DCState, p: number, slot: number): number {
  return slot === 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + slot - 1]!;
}

/** First empty Standby slot of p, or -1 (slots are symmetric, 12.1 #14). */
export function freeSlot(s: DCState, p: number): number {
  for (let k = 0; k < STANDBY_SLOTS; k++) if (s.standby[p * STANDBY_SLOTS + k]! < 0) return k;
  return -1;
}

/**
 * Swap p's Main unit with the Standby unit u (912). Both stay the same objects (302.3a); the old Main
 * loses its stun and every non-static continuous effect (907.7, 302.3b).
 */
export function swapWithMain(s: DCState, p: number, u: number): void {
  const m = s.main[p]!;
  const slot = s.slot[u]!;
  areaChanged(s);
  s.standby[p * STANDBY_SLOTS + slot] = m;
  s.main[p] = u;
  s.zone[u] = Z_MAIN;
  s.slot[u] = -1;
  if (m >= 0) {
    s.zone[m] = Z_STANDBY;
    s.slot[m] = slot;
    s.stun[m] = 0;
    dropMods(s, m);
  } else {
    s.standby[p * STANDBY_SLOTS + slot] = -1;
  }
}

/** Promote a Standby unit into an empty Main area (1004); nothing is removed (302.3a). */
export function promote(s: DCState, p: number, u: number): void {
  const slot = s.slot[u]!;
  areaChanged(s);
  s.standby[p * STANDBY_SLOTS + slot] = -1;
  s.slot[u] = -1;
  s.zone[u] = Z_MAIN;
  s.main[p] = u;
}

export function attachEnergy(s: DCState, card: number, unit: number): void {
  detach(s, card);
  s.zone[card] = Z_ENERGY;
  s.host[card] = unit;
  s.energy[unit] = s.energy[unit]! + 1;
  s.stamp[card] = s.stampNext++;
}

export function attachAssist(s: DCState, card: number, unit: number): void {
  detach(s, card);
  s.zone[card] = Z_ASSIST;
  s.host[card] = unit;
  s.assist[unit] = card;
  areaChanged(s);
}

/** Discard up to n energies from a unit, newest first (energy has no characteristics, 306.6a). */
export function discardEnergy(s: DCState, unit: number, n: number): number {
  let done = 0;
  while (done < n && s.energy[unit]! > 0) {
    let best = -1;
    for (let i = 0; i < s.def.length; i++) {
      if (s.zone[i] === Z_ENERGY && s.host[i] === unit && (best < 0 || s.stamp[i]! > s.stamp[best]!)) best = i;
    }
    if (best < 0) break;
    moveTo(s, best, Z_DISCARD);
    done++;
  }
  return done;
}

/** Damage a unit (914). Cards without HP or outside the Area take nothing (914.6); ≤0 does nothing (104.2). */
export function dealDamage(s: DCState, i: number, amount: number): void {
  if (i < 0 || amount <= 0 || !inArea(s, i)) return;
  s.damage[i] = s.damage[i]! + amount;
  s.koDirty = true;
}

/**
 * Draw n cards (904); each card that cannot be drawn deals 100 to the player's own Main unit (1102.1) and
 * still counts as drawn (1102.1a).
 */
export function drawCards(s: DCState, p: number, n: number): void {
  let missing = 0;
  for (let k = 0; k < n; k++) {
    const d = s.deck[p]!;
    if (d.length === 0) {
      missing++;
      continue;
    }
    moveTo(s, d[d.length - 1]!, Z_HAND);
  }
  if (s.log) logEvent(s, `P${p + 1} draws ${n - missing}${missing ? ` and takes ${missing * DRAW_DAMAGE} draw damage (1102)` : ''}`);
  if (missing > 0) dealDamage(s, s.main[p]!, missing * DRAW_DAMAGE);
}

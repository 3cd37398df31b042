// Zone moves, markers and derived stats (HP, retreat cost, skill cost, damage ups) for Divine Cross.
import {
  EX_STATIC,
  S_MODIFY,
  STAT_COST,
  STAT_HP,
  STAT_RETREAT,
  T_OPP_MAIN,
  T_OWN_MAIN,
  T_OWN_STANDBY_ALL,
  T_OPP_STANDBY_ALL,
  T_SELF,
  WHERE_MAIN,
  WHERE_STANDBY,
  type ExDef,
} from './card-format.js';
import { cardLabel, DEFS } from './cards.js';
import { MOD_REC, Z_ASSIST, Z_DECK, Z_DISCARD, Z_ENERGY, Z_HAND, Z_KO, Z_MAIN, Z_RESOLVING, Z_STANDBY, type DcState } from './state.js';

export function log(s: DcState, text: string): void {
  if (s.log) s.log.push(text);
}

export function label(s: DcState, i: number): string {
  return cardLabel(s.def[i]!);
}

export function inArea(s: DcState, i: number): boolean {
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
function detach(s: DcState, i: number): void {
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
      break;
    case Z_STANDBY:
      if (s.standby[p * 3 + s.slot[i]!] === i) s.standby[p * 3 + s.slot[i]!] = -1;
      s.slot[i] = -1;
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
      break;
    }
    case Z_RESOLVING:
      if (s.resolving === i) s.resolving = -1;
      break;
  }
}

/** A unit leaves the Area for another zone: a new object (302.3), markers gone (907.6), effects end. */
function leaveAreaCleanup(s: DcState, i: number): void {
  if (s.energy[i]! > 0 || s.assist[i]! >= 0) s.orphans = true;
  s.damage[i] = 0;
  s.stun[i] = 0;
  dropMods(s, i);
  // Its energy and assist stay behind, orphaned, until 1005 sends them to the discard.
}

function dropMods(s: DcState, i: number): void {
  const m = s.mods;
  let w = 0;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (m[r + 1] === i) continue;
    if (w !== r) for (let k = 0; k < MOD_REC; k++) m[w + k] = m[r + k]!;
    w += MOD_REC;
  }
  s.modsN = w;
}

/** Move any card to a non-Area zone of its owner (302.5). */
export function moveTo(s: DcState, i: number, zone: number): void {
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
      s.seenHand[i] = 1;
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
export function putMain(s: DcState, i: number): void {
  detach(s, i);
  const p = s.owner[i]!;
  s.zone[i] = Z_MAIN;
  s.main[p] = i;
}

/** Put a unit card from hand into a Standby slot (603). */
export function putStandby(s: DcState, i: number, slot: number): void {
  detach(s, i);
  const p = s.owner[i]!;
  s.zone[i] = Z_STANDBY;
  s.slot[i] = slot;
  s.standby[p * 3 + slot] = i;
}

/** First empty Standby slot of p, or -1 (slots are symmetric, 12.1 #14). */
export function freeSlot(s: DcState, p: number): number {
  for (let k = 0; k < 3; k++) if (s.standby[p * 3 + k]! < 0) return k;
  return -1;
}

export function standbyCount(s: DcState, p: number): number {
  let n = 0;
  for (let k = 0; k < 3; k++) if (s.standby[p * 3 + k]! >= 0) n++;
  return n;
}

/**
 * Swap p's Main unit with the Standby unit u (912). Both stay the same objects (302.3a); the old Main
 * loses its stun and every non-static continuous effect (907.7, 302.3b).
 */
export function swapWithMain(s: DcState, p: number, u: number): void {
  const m = s.main[p]!;
  const slot = s.slot[u]!;
  s.standby[p * 3 + slot] = m;
  s.main[p] = u;
  s.zone[u] = Z_MAIN;
  s.slot[u] = -1;
  if (m >= 0) {
    s.zone[m] = Z_STANDBY;
    s.slot[m] = slot;
    s.stun[m] = 0;
    dropMods(s, m);
  } else {
    s.standby[p * 3 + slot] = -1;
  }
}

/** Promote a Standby unit into an empty Main area (1004); nothing is removed (302.3a). */
export function promote(s: DcState, p: number, u: number): void {
  const slot = s.slot[u]!;
  s.standby[p * 3 + slot] = -1;
  s.slot[u] = -1;
  s.zone[u] = Z_MAIN;
  s.main[p] = u;
}

export function attachEnergy(s: DcState, card: number, unit: number): void {
  detach(s, card);
  s.zone[card] = Z_ENERGY;
  s.host[card] = unit;
  s.energy[unit] = s.energy[unit]! + 1;
  s.stamp[card] = s.stampNext++;
}

export function attachAssist(s: DcState, card: number, unit: number): void {
  detach(s, card);
  s.zone[card] = Z_ASSIST;
  s.host[card] = unit;
  s.assist[unit] = card;
}

/** Discard up to n energies from a unit, newest first (energy has no characteristics, 306.6a). */
export function discardEnergy(s: DcState, unit: number, n: number): number {
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
export function dealDamage(s: DcState, i: number, amount: number): void {
  if (i < 0 || amount <= 0 || !inArea(s, i)) return;
  s.damage[i] = s.damage[i]! + amount;
}

/**
 * Draw n cards (904); each card that cannot be drawn deals 100 to the player's own Main unit (1102.1) and
 * still counts as drawn (1102.1a).
 */
export function drawCards(s: DcState, p: number, n: number): void {
  let missing = 0;
  for (let k = 0; k < n; k++) {
    const d = s.deck[p]!;
    if (d.length === 0) {
      missing++;
      continue;
    }
    moveTo(s, d[d.length - 1]!, Z_HAND);
  }
  if (s.log) log(s, `P${p + 1} draws ${n - missing}${missing ? ` and takes ${missing * 100} draw damage (1102)` : ''}`);
  if (missing > 0) dealDamage(s, s.main[p]!, missing * 100);
}

// ---- Derived stats (919) -------------------------------------------------------------------------------

let incSum = 0;
let decSum = 0;

function addMod(amount: number): void {
  if (amount >= 0) incSum += amount;
  else decSum += amount;
}

function staticApplies(s: DcState, e: ExDef, holder: number, i: number): boolean {
  const z = s.zone[holder]!;
  if (e.where === WHERE_MAIN && z !== Z_MAIN) return false;
  if (e.where === WHERE_STANDBY && z !== Z_STANDBY) return false;
  const p = s.owner[holder]!;
  switch (e.target) {
    case T_SELF:
      return i === holder;
    case T_OWN_MAIN:
      return s.main[p] === i;
    case T_OPP_MAIN:
      return s.main[1 - p] === i;
    case T_OWN_STANDBY_ALL:
      return s.zone[i] === Z_STANDBY && s.owner[i] === p;
    case T_OPP_STANDBY_ALL:
      return s.zone[i] === Z_STANDBY && s.owner[i] !== p;
    default:
      return false;
  }
}

function scanStatics(s: DcState, holder: number, i: number, stat: number): void {
  const d = DEFS[s.def[holder]!]!;
  if (d.statMask & (1 << stat))
    for (let k = 0; k < d.ex.length; k++) {
      const e = d.ex[k]!;
      if (e.type === EX_STATIC && e.staticKind === S_MODIFY && e.stat === stat && staticApplies(s, e, holder, i)) addMod(e.amount);
    }
  const a = s.assist[holder]!;
  if (a >= 0) {
    const ad = DEFS[s.def[a]!]!;
    if (ad.statMask & (1 << stat))
      for (let k = 0; k < ad.ex.length; k++) {
        const e = ad.ex[k]!;
        if (e.type === EX_STATIC && e.staticKind === S_MODIFY && e.stat === stat && staticApplies(s, e, holder, i)) addMod(e.amount);
      }
  }
}

/** Collect the increases and decreases to `stat` of unit i (statics of every Area unit, plus effects). */
function collect(s: DcState, i: number, stat: number): void {
  incSum = 0;
  decSum = 0;
  const bit = 1 << stat;
  for (let p = 0; p < 2; p++) {
    for (let k = -1; k < 3; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * 3 + k]!;
      if (u < 0) continue;
      const a = s.assist[u]!;
      if ((DEFS[s.def[u]!]!.statMask & bit) !== 0 || (a >= 0 && (DEFS[s.def[a]!]!.statMask & bit) !== 0)) scanStatics(s, u, i, stat);
    }
  }
  const mods = s.mods;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (mods[r] === stat && mods[r + 1] === i) addMod(mods[r + 2]!);
  }
}

/**
 * 919.1–919.3: increases are applied first, then decreases; costs floor at 0 after each step (919.1c,
 * 919.2c), HP does not. Applying every increase and then every decrease with a floor is the same as one
 * sum floored once, which is what the loop below computes without allocating.
 */
function modified(base: number, floor: boolean): number {
  let v = base + incSum;
  if (floor && v < 0) v = 0;
  v += decSum;
  if (floor && v < 0) v = 0;
  return v;
}

export function hpOf(s: DcState, i: number): number {
  collect(s, i, STAT_HP);
  return modified(DEFS[s.def[i]!]!.hp, false);
}

export function retreatCostOf(s: DcState, i: number): number {
  collect(s, i, STAT_RETREAT);
  return modified(DEFS[s.def[i]!]!.retreat, true);
}

export function skillCostOf(s: DcState, unit: number, printed: number): number {
  collect(s, unit, STAT_COST);
  return modified(printed, true);
}

/** Sum of damage ups/downs of `stat` (power or guard) for unit i. */
export function statSum(s: DcState, i: number, stat: number): number {
  collect(s, i, stat);
  return incSum + decSum;
}

/** Remaining HP (921). */
export function remainingHp(s: DcState, i: number): number {
  return hpOf(s, i) - s.damage[i]!;
}

/** Add a continuous effect ("+N this turn", 919 changes from effects). */
export function addContinuous(s: DcState, stat: number, target: number, amount: number): void {
  const m = s.mods;
  const r = s.modsN;
  if (r + MOD_REC <= m.length) {
    m[r] = stat;
    m[r + 1] = target;
    m[r + 2] = amount;
    m[r + 3] = s.turn;
  } else m.push(stat, target, amount, s.turn);
  s.modsN = r + MOD_REC;
}

/** 505.3a: effects that last until end of turn end. */
export function endTurnEffects(s: DcState): void {
  const m = s.mods;
  let w = 0;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (m[r + 3]! <= s.turn) continue;
    if (w !== r) for (let k = 0; k < MOD_REC; k++) m[w + k] = m[r + k]!;
    w += MOD_REC;
  }
  s.modsN = w;
}

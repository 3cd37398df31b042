// Derived stats of Divine Cross units (919): HP, retreat cost, skill cost and damage ups/downs from static EX
// powers and continuous effects, and the continuous effects' bookkeeping ("+N this turn", 505.3a).
import {
  EX_STATIC,
  S_MODIFY,
  STAT_COST,
  STAT_HP,
  STAT_RETREAT,
  T_OPP_MAIN,
  T_OPP_STANDBY_ALL,
  T_OWN_MAIN,
  T_OWN_STANDBY_ALL,
  T_SELF,
  WHERE_MAIN,
  WHERE_STANDBY,
} from './cards/codes.js';
import type { CardDef, ExDef } from './cards/types.js';
import { cardDefs } from './catalog.js';
import { MOD_AMOUNT, MOD_REC, MOD_STAT, MOD_TARGET, MOD_UNTIL, STANDBY_SLOTS, Z_MAIN, Z_STANDBY, type DCState } from './state.js';

let incSum = 0;
let decSum = 0;

function addMod(amount: number): void {
  if (amount >= 0) incSum += amount;
  else decSum += amount;
}

function staticApplies(s: DCState, e: ExDef, holder: number, i: number): boolean {
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

function scanHolder(s: DCState, d: CardDef, holder: number, i: number, stat: number): void {
  if ((d.statMask & (1 << stat)) === 0) return;
  for (let k = 0; k < d.ex.length; k++) {
    const e = d.ex[k]!;
    if (e.type === EX_STATIC && e.staticKind === S_MODIFY && e.stat === stat && staticApplies(s, e, holder, i)) addMod(e.amount);
  }
}

/** Statics of Area unit `holder` and of its assist (801.1g-1) that change `stat` of unit i. */
function scanStatics(s: DCState, holder: number, i: number, stat: number): void {
  const defs = cardDefs();
  scanHolder(s, defs[s.def[holder]!]!, holder, i, stat);
  const a = s.assist[holder]!;
  if (a >= 0) scanHolder(s, defs[s.def[a]!]!, holder, i, stat);
}

/** The stats (bits 1 << STAT_*) that some static EX power on the Area, or some continuous effect, modifies now. */
export function modifiedStats(s: DCState): number {
  if (s.statMaskOk) return s.statMask;
  const defs = cardDefs();
  let m = 0;
  for (let p = 0; p < 2; p++) {
    for (let k = -1; k < STANDBY_SLOTS; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + k]!;
      if (u < 0) continue;
      m |= defs[s.def[u]!]!.statMask;
      const a = s.assist[u]!;
      if (a >= 0) m |= defs[s.def[a]!]!.statMask;
    }
  }
  for (let r = 0; r < s.modsN; r += MOD_REC) m |= 1 << s.mods[r + MOD_STAT]!;
  s.statMask = m;
  s.statMaskOk = true;
  return m;
}

/** Continuous effects were added or removed. */
function modsChanged(s: DCState): void {
  s.koDirty = true;
  s.statMaskOk = false;
}

const AREA_SLOTS = 1 + STANDBY_SLOTS;
const AREA_HP = new Int32Array(2 * AREA_SLOTS);

function areaUnit(s: DCState, j: number): number {
  const p = j < AREA_SLOTS ? 0 : 1;
  const k = j - p * AREA_SLOTS - 1;
  return k < 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + k]!;
}

function addHpStatics(s: DCState, d: CardDef, holder: number, slot: number): void {
  if ((d.statMask & (1 << STAT_HP)) === 0) return;
  for (let k = 0; k < d.ex.length; k++) {
    const e = d.ex[k]!;
    if (e.type !== EX_STATIC || e.staticKind !== S_MODIFY || e.stat !== STAT_HP) continue;
    if (e.target === T_SELF) {
      if (staticApplies(s, e, holder, holder)) AREA_HP[slot] = AREA_HP[slot]! + e.amount;
      continue;
    }
    for (let j = 0; j < AREA_HP.length; j++) {
      const t = areaUnit(s, j);
      if (t >= 0 && staticApplies(s, e, holder, t)) AREA_HP[j] = AREA_HP[j]! + e.amount;
    }
  }
}

/**
 * The HP modifiers of every Area unit in one pass, by Area slot j (p * 4 + 0 for the Main unit, p * 4 + 1 + k
 * for Standby k): HP has no floor (919), so a unit's HP is its printed HP plus its slot's sum.
 */
export function areaHpModifiers(s: DCState): Int32Array {
  AREA_HP.fill(0);
  const defs = cardDefs();
  for (let h = 0; h < AREA_HP.length; h++) {
    const u = areaUnit(s, h);
    if (u < 0) continue;
    addHpStatics(s, defs[s.def[u]!]!, u, h);
    const a = s.assist[u]!;
    if (a >= 0) addHpStatics(s, defs[s.def[a]!]!, u, h);
  }
  const mods = s.mods;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (mods[r + MOD_STAT] !== STAT_HP) continue;
    for (let j = 0; j < AREA_HP.length; j++) if (areaUnit(s, j) === mods[r + MOD_TARGET]) AREA_HP[j] = AREA_HP[j]! + mods[r + MOD_AMOUNT]!;
  }
  return AREA_HP;
}

/** Collect the increases and decreases to `stat` of unit i (statics of every Area unit, plus effects). */
function collect(s: DCState, i: number, stat: number): void {
  incSum = 0;
  decSum = 0;
  if ((modifiedStats(s) & (1 << stat)) === 0) return; // nothing modifies this stat now
  const defs = cardDefs();
  const bit = 1 << stat;
  for (let p = 0; p < 2; p++) {
    for (let k = -1; k < STANDBY_SLOTS; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + k]!;
      if (u < 0) continue;
      const a = s.assist[u]!;
      if ((defs[s.def[u]!]!.statMask & bit) !== 0 || (a >= 0 && (defs[s.def[a]!]!.statMask & bit) !== 0)) scanStatics(s, u, i, stat);
    }
  }
  const mods = s.mods;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (mods[r + MOD_STAT] === stat && mods[r + MOD_TARGET] === i) addMod(mods[r + MOD_AMOUNT]!);
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

export function hpOf(s: DCState, i: number): number {
  collect(s, i, STAT_HP);
  return modified(cardDefs()[s.def[i]!]!.hp, false);
}

export function retreatCostOf(s: DCState, i: number): number {
  collect(s, i, STAT_RETREAT);
  return modified(cardDefs()[s.def[i]!]!.retreat, true);
}

export function skillCostOf(s: DCState, unit: number, printed: number): number {
  collect(s, unit, STAT_COST);
  return modified(printed, true);
}

/** Sum of damage ups/downs of `stat` (power or guard) for unit i. */
export function statSum(s: DCState, i: number, stat: number): number {
  collect(s, i, stat);
  return incSum + decSum;
}

/** Add a continuous effect ("+N this turn", 919 changes from effects). */
export function addContinuous(s: DCState, stat: number, target: number, amount: number): void {
  const m = s.mods;
  const r = s.modsN;
  if (r + MOD_REC <= m.length) {
    m[r + MOD_STAT] = stat;
    m[r + MOD_TARGET] = target;
    m[r + MOD_AMOUNT] = amount;
    m[r + MOD_UNTIL] = s.turn;
  } else m.push(stat, target, amount, s.turn); // MOD_STAT, MOD_TARGET, MOD_AMOUNT, MOD_UNTIL
  s.modsN = r + MOD_REC;
  modsChanged(s);
}

/** 505.3a: effects that last until end of turn end. */
export function endTurnEffects(s: DCState): void {
  const m = s.mods;
  let w = 0;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (m[r + MOD_UNTIL]! <= s.turn) continue;
    if (w !== r) for (let k = 0; k < MOD_REC; k++) m[w + k] = m[r + k]!;
    w += MOD_REC;
  }
  if (w !== s.modsN) modsChanged(s);
  s.modsN = w;
}

/** Drop every continuous effect on unit i (it left the Area or the Main area, 907.6–907.7). */
export function dropMods(s: DCState, i: number): void {
  const m = s.mods;
  let w = 0;
  for (let r = 0; r < s.modsN; r += MOD_REC) {
    if (m[r + MOD_TARGET] === i) continue;
    if (w !== r) for (let k = 0; k < MOD_REC; k++) m[w + k] = m[r + k]!;
    w += MOD_REC;
  }
  if (w !== s.modsN) modsChanged(s);
  s.modsN = w;
}

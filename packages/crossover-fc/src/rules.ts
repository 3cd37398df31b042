// Shared rule helpers: zone moves, drawing, layered stats (4-3-8), immunity, energy and costs (4-3-2).
import { DEFS } from './cards/pool.js';
import * as C from './cards/constants.js';
import type { CardDef } from './cards/schema.js';
import {
  PS_IDLE,
  PS_WINDOW,
  RX_DRAW,
  RX_ENERGY,
  S_SETUP_MULLIGAN,
  S_SETUP_ORDER,
  Z_CHAIN,
  Z_DECK,
  Z_DUST,
  Z_FIELD,
  Z_HAND,
  type FcState,
} from './state.js';

export function dOf(s: FcState, inst: number): CardDef {
  return DEFS[s.def[inst]!]!;
}

export function log(s: FcState, line: string): void {
  s.log?.push(line);
}

export function cardName(s: FcState, inst: number): string {
  const d = dOf(s, inst);
  return `${d.name} (${d.id})`;
}

function removeFrom(list: number[], inst: number): void {
  const i = list.indexOf(inst);
  if (i < 0) return;
  for (let k = i; k < list.length - 1; k++) list[k] = list[k + 1]!;
  list.pop();
}

/** Take `inst` out of whatever zone list holds it (not the chain: that is index-based). */
function detach(s: FcState, inst: number): void {
  const z = s.zone[inst]!;
  const o = s.owner[inst]!;
  if (z === Z_DECK) removeFrom(s.deck[o]!, inst);
  else if (z === Z_HAND) removeFrom(s.hand[o]!, inst);
  else if (z === Z_DUST) removeFrom(s.dust[o]!, inst);
  else if (z === Z_FIELD) {
    s.dirty = 1;
    removeFrom(s.field, inst);
    const h = s.host[inst]!;
    if (h >= 0) s.nSet[h] = s.nSet[h]! - 1;
  }
}

function resetObject(s: FcState, inst: number): void {
  s.tapped[inst] = 0;
  s.damage[inst] = 0;
  s.host[inst] = -1;
  s.tmpAp[inst] = 0;
  s.tmpDp[inst] = 0;
  s.swap[inst] = 0;
  s.immune[inst] = 0;
  s.punch[inst] = 0;
  s.ctrl[inst] = s.owner[inst]!;
  s.zseq[inst] = s.zseq[inst]! + 1;
}

/** Move to the top of the owner's hand, dust box or deck (4-2-12: always the owner's). */
export function moveToOwner(s: FcState, inst: number, zone: number): void {
  const wasField = s.zone[inst] === Z_FIELD;
  detach(s, inst);
  resetObject(s, inst);
  const o = s.owner[inst]!;
  s.zone[inst] = zone;
  if (zone === Z_HAND) {
    s.hand[o]!.push(inst);
    s.drawn[o]![s.def[inst]!] = 1;
  } else if (zone === Z_DUST) s.dust[o]!.push(inst);
  else if (zone === Z_DECK) s.deck[o]!.push(inst);
  if (wasField) leaveFieldSetCards(s, inst);
}

/**
 * When a host leaves the field, its set cards go to their owners' dust boxes with it, in stack order (4-2-4,
 * A12: host first, so the last-set card ends on top). For a crash this is the "crash together" rule; for a
 * bounce the rules are silent and tcglab does the same ([REC], docs/rules/crossover-fc.md).
 */
function leaveFieldSetCards(s: FcState, hostInst: number): void {
  for (let i = 0; i < s.field.length;) {
    const f = s.field[i]!;
    if (s.host[f] === hostInst) {
      moveToOwner(s, f, Z_DUST);
      continue;
    }
    i++;
  }
}

/** Put a card onto the field under `controller` (characters enter tapped, 3-4-2). */
export function putOnField(s: FcState, inst: number, controller: number, host: number): void {
  detach(s, inst);
  resetObject(s, inst);
  s.zone[inst] = Z_FIELD;
  s.dirty = 1;
  s.ctrl[inst] = controller;
  s.host[inst] = host;
  if (host >= 0) s.nSet[host] = s.nSet[host]! + 1;
  s.enteredTurn[inst] = s.turn;
  if ((dOf(s, inst).types & C.T_CHARACTER) !== 0 && host < 0) s.tapped[inst] = 1;
  s.field.push(inst);
}

/** Move a hand card onto the chain (declared play). */
export function toChain(s: FcState, inst: number): void {
  detach(s, inst);
  s.zone[inst] = Z_CHAIN;
  s.zseq[inst] = s.zseq[inst]! + 1;
}

/** Player p drew / gained energy: the 4-3-5 reaction window of that kind must be checked (4-3-5). */
export function noteReaction(s: FcState, kind: number, p: number): void {
  const st = s.rxStage[kind]!;
  if (st === PS_IDLE) {
    s.rxWho[kind] = 1 << p;
    s.rxStage[kind] = PS_WINDOW;
  } else if (st === PS_WINDOW) s.rxWho[kind] = s.rxWho[kind]! | (1 << p);
  else s.rxNext[kind] = s.rxNext[kind]! | (1 << p);
}

/**
 * Draw one card (4-2-1). Returns false when the deck was empty. A draw that is not a cost (4-3-2-3) and not
 * part of the setup opens the 4-3-5 draw-reaction window (skipped when nobody can react).
 */
export function drawCard(s: FcState, p: number, reactable = true): boolean {
  if (reactable && s.step !== S_SETUP_ORDER && s.step !== S_SETUP_MULLIGAN) noteReaction(s, RX_DRAW, p);
  const d = s.deck[p]!;
  if (d.length === 0) {
    s.failed[p] = 1;
    return false;
  }
  const inst = d.pop()!;
  s.zone[inst] = Z_HAND;
  s.zseq[inst] = s.zseq[inst]! + 1;
  s.hand[p]!.push(inst);
  s.drawn[p]![s.def[inst]!] = 1;
  if (s.log) log(s, `P${p + 1} draws a card`);
  return true;
}

export function isCharacterOnField(s: FcState, inst: number): boolean {
  return s.zone[inst] === Z_FIELD && s.host[inst]! < 0 && (dOf(s, inst).types & C.T_CHARACTER) !== 0;
}

// ---------- layered stats (4-3-8), written into a reused scratch object (no allocation) ----------

export const ST = { ap: 0, dp: 0, kw: 0, gender: 0, lost: false, imm: 0 };

/** Types whose effects `inst` ignores (layer 1): set immunity statics and "until end of turn" immunity. */
export function immuneOf(s: FcState, inst: number): number {
  let m = s.immune[inst]!;
  if (s.nSet[inst] === 0) return m;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const st = dOf(s, x).statics;
    for (let k = 0; k < st.length; k++) if (st[k]!.op === C.ST_IMMUNE) m |= st[k]!.types;
  }
  return m;
}

/** Has this field object lost its special abilities (〔剣を捨てて……〕, layer 3)? */
export function lostAbilities(s: FcState, inst: number): boolean {
  if (s.nSet[inst] === 0) return false;
  const f = s.field;
  let imm = -1;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const xd = dOf(s, x);
    const st = xd.statics;
    for (let k = 0; k < st.length; k++) {
      if (st[k]!.op !== C.ST_BECOME) continue;
      if (imm < 0) imm = immuneOf(s, inst);
      if ((imm & xd.types) === 0) return true;
    }
  }
  return false;
}

/** Compute AP, DP, keywords, gender of a character on the field, layer by layer (4-3-8). */
export function stats(s: FcState, inst: number): typeof ST {
  const d = dOf(s, inst);
  const imm = immuneOf(s, inst);
  let ap = d.ap;
  let dp = d.dp;
  let kw = d.keywords;
  let gender = d.gender;
  let lost = false;
  const f = s.field;
  // Layers 2-4: type/gender, abilities lost, stats set (〔剣を捨てて……〕). Immunity (layer 1) blocks them.
  for (let i = 0; s.nSet[inst]! > 0 && i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const xd = dOf(s, x);
    if ((imm & xd.types) !== 0) continue;
    const sts = xd.statics;
    for (let k = 0; k < sts.length; k++) {
      const st = sts[k]!;
      if (st.op === C.ST_BECOME) {
        gender = st.gender;
        lost = true;
        ap = st.ap;
        dp = st.dp;
      }
    }
  }
  if (lost) kw = 0;
  let mAp = s.tmpAp[inst]!;
  let mDp = s.tmpDp[inst]!;
  const me = s.ctrl[inst];
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const xd = dOf(s, x);
    if (xd.statics.length === 0) continue;
    if ((imm & xd.types) !== 0) continue;
    const xIsChar = (xd.types & C.T_CHARACTER) !== 0 && s.host[x]! < 0;
    const sts = xd.statics;
    for (let k = 0; k < sts.length; k++) {
      const st = sts[k]!;
      if (st.op === C.ST_GRANT) {
        // Layer 3: abilities gained. [REC A20] by default gains apply after losses, so a granted ability
        // survives; option layer3 = loss-after-gain applies the loss last instead.
        if (st.to === C.TO_HOST && s.host[x] === inst && !(lost && s.options.layer3 === 'loss-after-gain')) kw |= st.keyword;
        continue;
      }
      if (st.op !== C.ST_MODIFY) continue;
      let applies = false;
      if (st.to === C.TO_HOST) applies = s.host[x] === inst;
      else if (st.to === C.TO_ALL_CHARACTERS) applies = true;
      else if (st.to === C.TO_YOUR_CHARACTERS) applies = s.ctrl[x] === me;
      else if (st.to === C.TO_YOUR_OTHER_CHARACTERS) applies = x !== inst && s.ctrl[x] === me; // 4-2-10: SELF only
      if (!applies) continue;
      if (xIsChar && lostAbilities(s, x)) continue;
      mAp += st.ap;
      mDp += st.dp;
    }
  }
  // Layer 5: all modifiers summed at once.
  ap += mAp;
  dp += mDp;
  // Layer 6: AP/DP swap (〔藤島綾香〕).
  if ((s.swap[inst]! & 1) === 1) {
    const t = ap;
    ap = dp;
    dp = t;
  }
  ST.ap = ap;
  ST.dp = dp;
  ST.kw = kw;
  ST.gender = gender;
  ST.lost = lost;
  ST.imm = imm;
  return ST;
}

/** Does this field object currently have its own printed abilities (not lost)? */
export function hasOwnAbilities(s: FcState, inst: number): boolean {
  return !lostAbilities(s, inst);
}

// ---------- energy and costs ----------

/** Energy the player could have now: pool plus untapped navigators (A2: a navigator taps for its energy). */
export function availableEnergy(s: FcState, p: number): number {
  let e = s.energy[p]!;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p || s.tapped[x] || s.host[x]! >= 0) continue;
    const d = dOf(s, x);
    if ((d.types & C.T_NAVIGATOR) !== 0 && !lostAbilities(s, x)) e += d.energy;
  }
  return e;
}

/**
 * Gather then pay `amount` energy (4-3-2-1, 4-3-2-3). Energy is gathered before declaration by tapping
 * navigators in field order (auto-tap, digest §9); payment then spends the pool. Surplus stays in the pool
 * until the next loss point (3-2-2, 3-7-4).
 */
export function payEnergy(s: FcState, p: number, amount: number): void {
  const f = s.field;
  const before = s.energy[p]!;
  for (let i = 0; i < f.length && s.energy[p]! < amount; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p || s.tapped[x] || s.host[x]! >= 0) continue;
    const d = dOf(s, x);
    if ((d.types & C.T_NAVIGATOR) === 0 || lostAbilities(s, x)) continue;
    s.tapped[x] = 1;
    s.energy[p] = s.energy[p]! + d.energy;
    if (s.log) log(s, `P${p + 1} taps ${cardName(s, x)} for ${d.energy} energy`);
  }
  if (s.energy[p]! < amount) throw new Error(`P${p + 1} cannot pay ${amount} energy`);
  if (s.energy[p]! > before) noteReaction(s, RX_ENERGY, p); // an energy gain (4-3-5 window, after the action)
  s.energy[p] = s.energy[p]! - amount;
}

/** The cost of playing `inst` for `p`: printed cost plus the summed modifiers, floored at 0 (4-3-2-2, A18). */
export function playCost(s: FcState, p: number, inst: number): number {
  const d = dOf(s, inst);
  let mod = 0;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const st = dOf(s, x).statics;
    for (let k = 0; k < st.length; k++) {
      const a = st[k]!;
      if (a.op !== C.ST_COST) continue;
      if (a.opponent ? s.ctrl[x] !== p : s.ctrl[x] === p) mod += a.amount;
    }
  }
  const c = d.cost + mod;
  return c < 0 ? 0 : c;
}

export function opponent(p: number): number {
  return 1 - p;
}

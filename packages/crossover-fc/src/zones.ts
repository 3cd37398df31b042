// CrossOver zone moves (4-2): deck, hand, dust box, field (with set cards, 4-2-4) and the chain; drawing (4-2-1).
import { logEvent } from '@tcglab/core';
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { noteReaction } from './reactions.js';
import { RX_DRAW, S_SETUP_MULLIGAN, S_SETUP_ORDER, Z_CHAIN, Z_DECK, Z_DUST, Z_FIELD, Z_HAND, type COState } from './state.js';

export function opponent(p: number): number {
  return 1 - p;
}

export function isCharacterOnField(s: COState, inst: number): boolean {
  return s.zone[inst] === Z_FIELD && s.host[inst]! < 0 && (defOf(s, inst).types & C.T_CHARACTER) !== 0;
}

function removeFrom(list: number[], inst: number): void {
  const i = list.indexOf(inst);
  if (i < 0) return;
  for (let k = i; k < list.length - 1; k++) list[k] = list[k + 1]!;
  list.pop();
}

/** Take `inst` out of whatever zone list holds it (not the chain: that is index-based). */
function detach(s: COState, inst: number): void {
  const z = s.zone[inst]!;
  const o = s.owner[inst]!;
  if (z === Z_DECK) removeFrom(s.deck[o]!, inst);
  else if (z === Z_HAND) removeFrom(s.hand[o]!, inst);
  else if (z === Z_DUST) removeFrom(s.dust[o]!, inst);
  else if (z === Z_FIELD) {
    s.dirty = 1;
    removeFrom(s.field, inst);
    const d = defOf(s, inst);
    if ((d.types & C.T_CHARACTER) !== 0) removeFrom(s.chars, inst);
    if ((d.types & C.T_NAVIGATOR) !== 0) removeFrom(s.navs, inst);
    if (d.activated.length > 0) removeFrom(s.actives, inst);
    if (d.statics.length > 0) removeFrom(s.statHolders, inst);
    const h = s.host[inst]!;
    if (h >= 0) s.nSet[h] = s.nSet[h]! - 1;
  }
}

function resetObject(s: COState, inst: number): void {
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
export function moveToOwner(s: COState, inst: number, zone: number): void {
  const wasField = s.zone[inst] === Z_FIELD;
  detach(s, inst);
  resetObject(s, inst);
  const o = s.owner[inst]!;
  s.zone[inst] = zone;
  if (zone === Z_HAND) {
    s.hand[o]!.push(inst);
    s.drawn[o]![s.def[inst]!]! |= 1;
  } else if (zone === Z_DUST) s.dust[o]!.push(inst);
  else if (zone === Z_DECK) s.deck[o]!.push(inst);
  if (wasField) leaveFieldSetCards(s, inst);
}

/**
 * When a host leaves the field, its set cards go to their owners' dust boxes with it, in stack order (4-2-4,
 * A12: host first, so the last-set card ends on top). For a crash this is the "crash together" rule; for a
 * bounce the rules are silent and tcglab does the same ([REC], docs/rules/crossover-fc.md).
 */
function leaveFieldSetCards(s: COState, hostInst: number): void {
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
export function putOnField(s: COState, inst: number, controller: number, host: number): void {
  detach(s, inst);
  resetObject(s, inst);
  s.zone[inst] = Z_FIELD;
  s.dirty = 1;
  s.ctrl[inst] = controller;
  s.host[inst] = host;
  if (host >= 0) s.nSet[host] = s.nSet[host]! + 1;
  s.enteredTurn[inst] = s.turn;
  const d = defOf(s, inst);
  if ((d.types & C.T_CHARACTER) !== 0 && host < 0) s.tapped[inst] = 1;
  s.field.push(inst);
  if ((d.types & C.T_CHARACTER) !== 0) s.chars.push(inst);
  if ((d.types & C.T_NAVIGATOR) !== 0) s.navs.push(inst);
  if (d.activated.length > 0) s.actives.push(inst);
  if (d.statics.length > 0) s.statHolders.push(inst);
}

/** Move a hand card onto the chain (declared play). */
export function toChain(s: COState, inst: number): void {
  detach(s, inst);
  s.zone[inst] = Z_CHAIN;
  s.zseq[inst] = s.zseq[inst]! + 1;
}

/**
 * Draw one card (4-2-1). Returns false when the deck was empty. A draw that is not a cost (4-3-2-3) and not
 * part of the setup opens the 4-3-5 draw-reaction window (skipped when nobody can react).
 */
export function drawCard(s: COState, p: number, reactable = true): boolean {
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
  s.drawn[p]![s.def[inst]!]! |= 1;
  if (s.log) logEvent(s, `P${p + 1} draws a card`);
  return true;
}

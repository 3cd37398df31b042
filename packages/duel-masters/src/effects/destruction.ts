// Destruction (701.6) with its replacements (609): mandatory ones applied, optional ones offered to the affected player.
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { cardName } from '../describe.js';
import { defOf, EVENT_SLOT } from '../cards/table.js';
import {
  destroyReplacement,
  optionalReplacement,
  protectReplacement,
  replacementFollowsUp,
  saverFor,
  STAYS,
  TO_DECK,
} from '../query/statics.js';
import {
  type DecisionFrame,
  type DMState,
  F_REPLACE,
  freeFrame,
  newDecisionFrame,
  newEffectFrame,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_SHIELD,
  topFrame,
} from '../state.js';
import { moveCard } from '../zones.js';
import { discardCard } from './discard.js';
import { fireLeave, fireShared, fireTrigger, mayAnyTrigger } from './fire.js';
import { fireWatchers } from './triggers.js';

const goneScratch: number[] = [];

const codeScratch: number[] = [];

/**
 * Decisions recorded in an F_REPLACE frame's registers: entry = decision * 256 + instance. DEC_SAVED: a saver is
 * destroyed instead (the creature stays); DEC_SUB: that saver (an extra entry, destroyed with the event, 609.4);
 * DEC_HAND_THEN: returned to the hand, then its 'replaced' ability runs (Dream Pirate).
 */
const DEC_NONE = 0;

const DEC_GRAVE = 1;

const DEC_HAND = 2;

const DEC_SAVED = 3;

const DEC_SUB = 4;

const DEC_HAND_THEN = 5;

/** A destroy-replacement code with a follow-up (the creature's 'replaced' ability runs after it moves). */
const THEN = 16;

// The creatures of the destruction being decided (609.9b: a card chosen for one replacement, or destroyed by the same
// event, can't be chosen for another): the F_REPLACE frame's entries, or the list destroyAll got.
let takenFrame: DecisionFrame | null = null;

let takenList: readonly number[] = [];

function takenByEvent(inst: number): boolean {
  if (takenFrame === null) return takenList.indexOf(inst) >= 0;
  const regs = takenFrame.regs;
  for (let k = 0; k < regs.length; k++) if ((regs[k]! & 255) === inst) return true;
  return false;
}

/**
 * Can an optional replacement apply to creature i: "you may return it to your hand instead", or a saver (Kip
 * Chippotto) the event has not taken? A mandatory replacement comes first (documented default for 609.8: the
 * affected player is not asked when one applies).
 */
function optionalAvailable(s: DMState, i: number): boolean {
  if (optionalReplacement(s, i)) return true;
  return destroyReplacement(s, i) < 0 && saverFor(s, i, 0, takenByEvent) >= 0;
}

/**
 * The battle-zone index (of creature i's owner) of the next saver the F_REPLACE frame `f` may choose for its creature,
 * at or after `from`, or -1 (legal actions list them).
 */
export function nextSaver(s: DMState, f: DecisionFrame, from: number): number {
  takenFrame = f;
  return saverFor(s, f.src, from, takenByEvent);
}

/**
 * Destroy creatures together (701.6, 703.4c-d): each goes to its owner's graveyard and its "when this
 * creature is destroyed" abilities trigger (look-back, 603.5c). When an optional replacement could apply
 * to one of them, the affected player decides first (an F_REPLACE decision, one creature at a time in the
 * order the event lists them, documented default); the destruction of the whole group then happens once
 * every decision is made (609.9).
 */
export function destroyAll(s: DMState, insts: readonly number[]): void {
  let ask = false;
  // Without 'mayReturnInstead' and 'saver' statics in play (s.nReplace 0) no optional replacement is available.
  if (s.nReplace > 0) {
    takenFrame = null;
    takenList = insts;
    for (let k = 0; k < insts.length; k++) {
      const i = insts[k]!;
      if (s.zone[i] === Z_BATTLE && optionalAvailable(s, i)) ask = true;
    }
  }
  if (!ask) {
    destroyNow(s, insts, insts.length);
    return;
  }
  const f = newDecisionFrame(F_REPLACE, -1, -1, -1);
  for (let k = 0; k < insts.length; k++) if (s.zone[insts[k]!] === Z_BATTLE) f.regs.push(insts[k]!);
  s.frames.push(f);
  askNextReplacement(s, f);
}

/** Point the F_REPLACE frame at the next undecided creature, or carry out the destruction and pop it. */
function askNextReplacement(s: DMState, f: DecisionFrame): void {
  takenFrame = f;
  for (let k = 0; k < f.regs.length; k++) {
    const r = f.regs[k]!;
    const i = r & 255;
    if (r >> 8 !== DEC_NONE || s.zone[i] !== Z_BATTLE) continue;
    if (!optionalAvailable(s, i)) {
      f.regs[k] = DEC_GRAVE * 256 + i;
      continue;
    }
    f.arg = k;
    f.src = i;
    f.player = s.owner[i]!;
    return;
  }
  takenFrame = null;
  if (topFrame(s) !== f) throw new RulesError('replacement frame is not on top');
  s.frames.pop();
  const list = replaceScratch;
  clearList(list);
  const toHand = replaceHandScratch;
  clearList(toHand);
  for (const r of f.regs) {
    const dec = r >> 8;
    if (dec === DEC_GRAVE || dec === DEC_NONE) list.push(r & 255);
    else if (dec === DEC_HAND || dec === DEC_HAND_THEN) toHand.push(r);
  }
  // The savers destroyed instead (609.4: the modified event; it is not replaced again, 101.5).
  const plain = list.length;
  for (const r of f.regs) if (r >> 8 === DEC_SUB) list.push(r & 255);
  freeFrame(f);
  for (const r of toHand) {
    const i = r & 255;
    if (s.zone[i] !== Z_BATTLE) continue;
    if (s.log) logEvent(s, `  ${cardName(s, i)} would be destroyed; it returns to its owner's hand instead`);
    moveCard(s, i, Z_HAND);
    if (r >> 8 === DEC_HAND_THEN) followUp(s, i);
  }
  destroyNow(s, list, plain);
}

const replaceScratch: number[] = [];

const replaceHandScratch: number[] = [];

/**
 * Record the affected player's answer for the creature the F_REPLACE frame points at: decline (`accept` false), or
 * accept: return it to the hand (paying the discard `chosen`, a card in the hand, when the replacement asks for one),
 * or destroy the saver `chosen` (a creature in the battle zone) instead.
 */
export function decideReplacement(s: DMState, f: DecisionFrame, accept: boolean, chosen: number): void {
  const k = f.arg;
  const i = f.regs[k]! & 255;
  if (accept && chosen >= 0 && s.zone[chosen] === Z_BATTLE) {
    if (s.log) logEvent(s, `  ${cardName(s, chosen)} will be destroyed instead of ${cardName(s, i)}`);
    f.regs[k] = DEC_SAVED * 256 + i;
    f.regs.push(DEC_SUB * 256 + chosen);
    askNextReplacement(s, f);
    return;
  }
  if (accept && chosen >= 0) {
    if (s.log) logEvent(s, `  P${s.owner[i]} discards ${cardName(s, chosen)}`);
    discardCard(s, chosen);
  }
  const then = accept && optionalReplacement(s, i)?.then === true;
  f.regs[k] = (accept ? (then ? DEC_HAND_THEN : DEC_HAND) : DEC_GRAVE) * 256 + i;
  askNextReplacement(s, f);
}

/** A replacement's follow-up: the card's 'replaced' ability runs now, as part of the event (its frame goes on top). */
function followUp(s: DMState, i: number): void {
  const abs = defOf(s, i).abilities;
  for (let k = 0; k < abs.length; k++) {
    if (abs[k]!.on === 'replaced') {
      s.frames.push(newEffectFrame(s.owner[i]!, i, k));
      return;
    }
  }
  throw new RulesError(`${cardName(s, i)}: a replacement with a follow-up has no 'replaced' ability`);
}

const CODE_ZONE = [Z_MANA, Z_HAND, Z_SHIELD, Z_LIBRARY];

const CODE_NAME = ['mana', 'hand', 'shields', 'the deck'];

/** Destroy `insts` together; the replacements apply to the first `plain` of them (the rest are savers, 609.4). */
function destroyNow(s: DMState, insts: readonly number[], plain: number): void {
  const gone = goneScratch;
  clearList(gone);
  // 609.2, 609.9: the replacements are decided for the whole event before anything moves, so a creature
  // destroyed in the same event still protects the others (Gigamantis).
  const codes = codeScratch;
  clearList(codes);
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (k >= plain || s.zone[i] !== Z_BATTLE) {
      codes.push(-1);
      continue;
    }
    const code = destroyReplacement(s, i);
    codes.push(code >= 0 && replacementFollowsUp(s, i, code) ? code | THEN : code);
  }
  // 603.5c: the leave triggers of the whole event look back at the battle zone before anything moves (a Survivor
  // destroyed together with the Survivor that shares an ability with it still had that ability).
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (s.zone[i] !== Z_BATTLE) continue;
    const code = codes[k]!;
    if (code >= 0 && (code & 15) === STAYS) continue; // it does not leave
    fireLeave(s, i, code < 0 ? Z_GRAVE : CODE_ZONE[code & 15]!);
    if (code < 0 && s.nShare > 0) fireShared(s, i, 'destroyed');
  }
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (s.zone[i] !== Z_BATTLE) continue;
    // 609: "when this creature would be destroyed, … instead": one replacement applies (101.5); the
    // destruction does not happen, so nothing triggers on it (603.2d).
    const code = codes[k]!;
    if (code >= 0) {
      const inst = code & 15;
      if (inst === STAYS) {
        if (s.log) logEvent(s, `  ${cardName(s, i)} would be destroyed; it stays in the battle zone instead`);
        continue;
      }
      if (s.log) logEvent(s, `  ${cardName(s, i)} would be destroyed; it goes to ${CODE_NAME[inst]} instead`);
      if (inst === TO_DECK) {
        // Ryudmila (JA: 墓地に置くかわりに自分の山札に戻す。その後、山札をシャッフルする).
        const lib = s.lib[s.owner[i]! as 0 | 1];
        moveCard(s, i, Z_LIBRARY, true, true);
        s.rng.shuffle(lib);
        for (const c of lib) s.known[c] = 0;
        continue;
      }
      moveCard(s, i, CODE_ZONE[inst]!, true, true);
      if (code & THEN) followUp(s, i);
      continue;
    }
    if (s.log) logEvent(s, `  ${cardName(s, i)} is destroyed`);
    moveCard(s, i, Z_GRAVE, true, true);
    fireTrigger(s, i, 'destroyed');
    gone.push(i);
  }
  // "Whenever another creature is destroyed" watchers still in the battle zone (603.2b: once per creature).
  if (gone.length) {
    for (let q = 0; q < 2; q++) {
      if (!mayAnyTrigger(s, q, EVENT_SLOT.otherDestroyed)) continue;
      const bz = s.battle[q as 0 | 1];
      for (let k = 0; k < bz.length; k++) for (let j = 0; j < gone.length; j++) fireTrigger(s, bz[k]!, 'otherDestroyed', gone[j]!);
    }
  }
  // "This turn, whenever one of your opponent's creatures is destroyed" (Slash and Burn): once for each (603.2b).
  if (gone.length && s.turnWatch.length !== 0)
    for (let j = 0; j < gone.length; j++) fireWatchers(s, 'opponentsCreatureDestroyed', 1 - s.owner[gone[j]!]!, gone[j]!);
}

/**
 * Put a creature from the battle zone into its owner's graveyard (not a destruction: no "destroyed"
 * triggers); a "would be put into the graveyard from the battle zone … instead" replacement applies (609).
 */
export function toGraveyardFromBattle(s: DMState, i: number): void {
  const r = protectReplacement(s, i);
  if (r === STAYS) {
    if (s.log) logEvent(s, `  ${cardName(s, i)} stays in the battle zone instead`);
    return;
  }
  if (r >= 0) {
    moveCard(s, i, CODE_ZONE[r]!);
    return;
  }
  if (s.log) logEvent(s, `  ${cardName(s, i)} goes to the graveyard`);
  moveCard(s, i, Z_GRAVE);
}

// Destruction (701.6) with its replacements (609): mandatory ones applied, optional ones offered to the affected player.
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { cardName } from '../describe.js';
import { destroyReplacement, optionalReplacement, protectReplacement } from '../query/statics.js';
import {
  type DecisionFrame,
  type DMState,
  F_REPLACE,
  freeFrame,
  newDecisionFrame,
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
import { fireLeave, fireShared, fireTrigger } from './fire.js';
import { fireWatchers } from './triggers.js';

const goneScratch: number[] = [];

const codeScratch: number[] = [];

/** Decisions recorded in an F_REPLACE frame's registers: entry = decision * 256 + instance. */
const DEC_NONE = 0;

const DEC_GRAVE = 1;

const DEC_HAND = 2;

/**
 * Destroy creatures together (701.6, 703.4c-d): each goes to its owner's graveyard and its "when this
 * creature is destroyed" abilities trigger (look-back, 603.5c). When an optional replacement could apply
 * to one of them, the affected player decides first (an F_REPLACE decision); the destruction of the whole
 * group then happens once every decision is made.
 */
export function destroyAll(s: DMState, insts: readonly number[]): void {
  let ask = false;
  if (s.nStatic > 0) {
    for (let k = 0; k < insts.length; k++) {
      const i = insts[k]!;
      if (s.zone[i] === Z_BATTLE && optionalReplacement(s, i)) ask = true;
    }
  }
  if (!ask) {
    destroyNow(s, insts);
    return;
  }
  const f = newDecisionFrame(F_REPLACE, -1, -1, -1);
  for (let k = 0; k < insts.length; k++) if (s.zone[insts[k]!] === Z_BATTLE) f.regs.push(insts[k]!);
  s.frames.push(f);
  askNextReplacement(s, f);
}

/** Point the F_REPLACE frame at the next undecided creature, or carry out the destruction and pop it. */
function askNextReplacement(s: DMState, f: DecisionFrame): void {
  for (let k = 0; k < f.regs.length; k++) {
    const r = f.regs[k]!;
    const i = r & 255;
    if (r >> 8 !== DEC_NONE || s.zone[i] !== Z_BATTLE) continue;
    if (!optionalReplacement(s, i)) {
      f.regs[k] = DEC_GRAVE * 256 + i;
      continue;
    }
    f.arg = k;
    f.src = i;
    f.player = s.owner[i]!;
    return;
  }
  if (topFrame(s) !== f) throw new RulesError('replacement frame is not on top');
  s.frames.pop();
  const list = replaceScratch;
  clearList(list);
  const toHand = replaceHandScratch;
  clearList(toHand);
  for (const r of f.regs) (r >> 8 === DEC_HAND ? toHand : list).push(r & 255);
  freeFrame(f);
  for (const i of toHand) {
    if (s.zone[i] !== Z_BATTLE) continue;
    if (s.log) logEvent(s, `  ${cardName(s, i)} would be destroyed; it returns to its owner's hand instead`);
    moveCard(s, i, Z_HAND);
  }
  destroyNow(s, list);
}

const replaceScratch: number[] = [];

const replaceHandScratch: number[] = [];

/** Record the affected player's answer for the creature the F_REPLACE frame points at. */
export function decideReplacement(s: DMState, f: DecisionFrame, accept: boolean, discard: number): void {
  const k = f.arg;
  const i = f.regs[k]! & 255;
  if (accept && discard >= 0) {
    if (s.log) logEvent(s, `  P${s.owner[i]} discards ${cardName(s, discard)}`);
    discardCard(s, discard);
  }
  f.regs[k] = (accept ? DEC_HAND : DEC_GRAVE) * 256 + i;
  askNextReplacement(s, f);
}

function destroyNow(s: DMState, insts: readonly number[]): void {
  const gone = goneScratch;
  clearList(gone);
  // 609.2, 609.9: the replacements are decided for the whole event before anything moves, so a creature
  // destroyed in the same event still protects the others (Gigamantis).
  const codes = codeScratch;
  clearList(codes);
  for (let k = 0; k < insts.length; k++) codes.push(s.zone[insts[k]!] === Z_BATTLE ? destroyReplacement(s, insts[k]!) : -1);
  // 603.5c: the leave triggers of the whole event look back at the battle zone before anything moves (a Survivor
  // destroyed together with the Survivor that shares an ability with it still had that ability).
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (s.zone[i] !== Z_BATTLE) continue;
    const code = codes[k]!;
    fireLeave(s, i, code < 0 ? Z_GRAVE : Z_HAND);
    if (code < 0 && s.nShare > 0) fireShared(s, i, 'destroyed');
  }
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (s.zone[i] !== Z_BATTLE) continue;
    // 609: "when this creature would be destroyed, … instead": one replacement applies (101.5); the
    // destruction does not happen, so nothing triggers on it (603.2d).
    const inst = codes[k]!;
    if (inst >= 0) {
      if (s.log) logEvent(s, `  ${cardName(s, i)} would be destroyed; it goes to ${['mana', 'hand', 'shields', 'the deck'][inst]} instead`);
      if (inst === 3) {
        // Ryudmila (JA: 墓地に置くかわりに自分の山札に戻す。その後、山札をシャッフルする).
        const lib = s.lib[s.owner[i]! as 0 | 1];
        moveCard(s, i, Z_LIBRARY, true, true);
        s.rng.shuffle(lib);
        for (const c of lib) s.known[c] = 0;
        continue;
      }
      moveCard(s, i, inst === 0 ? Z_MANA : inst === 1 ? Z_HAND : Z_SHIELD, true, true);
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
  if (r >= 0) {
    moveCard(s, i, r === 0 ? Z_MANA : r === 1 ? Z_HAND : Z_SHIELD);
    return;
  }
  if (s.log) logEvent(s, `  ${cardName(s, i)} goes to the graveyard`);
  moveCard(s, i, Z_GRAVE);
}

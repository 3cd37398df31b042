// Replacements of a shield break on the defender's side (609): "when one of your shields would be broken, you may
// <put this creature into your graveyard | discard 2 cards from your hand> instead" (Pulsar Tree, Nastasha, Glais
// Mejicula). The shield's owner decides for each shield about to be broken, one at a time, in an F_REPLACE frame
// (DecisionFrame.min = SAVE_BY_ATTACK or SAVE_BY_EFFECT); a saved shield stays in the shield zone, unbroken.
//
// Order of replacements (609.8): the turn player's replacement applies first, and a replaced event is not replaced
// again (609.3). So when the breaker has its own break replacement (Bolmeteus Steel Dragon, Death Phoenix, Bluum
// Erkis) and its controller is the turn player, the defender is not asked; otherwise the defender decides first and
// the shields not saved are broken with the breaker's replacement.
//
// The costs are paid as each decision is made (609.9a: the cards a replacement acts on are chosen at the decision,
// and a card chosen once can't be chosen again: a creature put into the graveyard or a discarded card is gone).
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import { cardName } from '../describe.js';
import {
  currentAttack,
  type DecisionFrame,
  type DMState,
  F_REPLACE,
  freeFrame,
  newDecisionFrame,
  removeValue,
  topFrame,
  Z_BATTLE,
  Z_HAND,
  Z_SHIELD,
} from '../state.js';
import { toGraveyardFromBattle } from './destruction.js';
import { discardCard } from './discard.js';
import { breakHeld, HELD_BY_EFFECT, moveHeldToHand } from './shield-triggers.js';

/** F_REPLACE frame `min`: the shields are an attack's (the attack frame below breaks the ones left) or an effect's. */
export const SAVE_BY_ATTACK = 1;
export const SAVE_BY_EFFECT = 2;

/** Entries of the frame's regs: decision * 256 + shield, then one BREAKER * 256 + the breaking creature (last). */
const UNDECIDED = 0;

const BROKEN = 1;

const SAVED = 2;

const BREAKER = 3;

const SELF = 1;

const DISCARD2 = 2;

/** Which replacements player p may use now: SELF (a creature that may leave) | DISCARD2 (2 cards in hand). */
function available(s: DMState, p: number): number {
  let m = 0;
  const b = s.battle[p as 0 | 1];
  for (let k = 0; k < b.length; k++) {
    const d = defOf(s, b[k]!);
    if (!d.savesShields) continue;
    for (let j = 0; j < d.statics.length; j++) {
      const st = d.statics[j]!;
      if (st.kind !== 'saveShield') continue;
      if (st.by === 'self') m |= SELF;
      else if (s.hand[p as 0 | 1].length >= 2) m |= DISCARD2;
    }
  }
  return m;
}

/** Does creature i have a replacement of the breaks it makes (Bolmeteus, Death Phoenix, Bluum Erkis)? */
function breakerReplaces(s: DMState, i: number): boolean {
  if (s.zone[i] !== Z_BATTLE) return false;
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) {
    const kind = sts[k]!.kind;
    if (kind === 'breakToGraveyard' || kind === 'breakReveal') return true;
  }
  return false;
}

/**
 * The shields in `shields` (still in `def`'s shield zone) are about to be broken by `breaker`: when `def` may replace
 * a break, push the F_REPLACE frame (it asks about each shield in turn) and return true; `by` says how the break
 * goes on once every shield is decided. Callers check `s.nShieldSave !== 0` first.
 */
export function askShieldSaves(s: DMState, breaker: number, def: number, shields: readonly number[], by: number): boolean {
  if (shields.length === 0 || available(s, def) === 0) return false;
  if (s.owner[breaker] === s.active && breakerReplaces(s, breaker)) return false; // 609.8: the turn player's first
  const f = newDecisionFrame(F_REPLACE, def, -1, 0, by, 0);
  for (let k = 0; k < shields.length; k++) f.regs.push(UNDECIDED * 256 + shields[k]!);
  f.regs.push(BREAKER * 256 + breaker);
  s.frames.push(f);
  askNext(s, f);
  return true;
}

/** The number of shields frame f asks about. */
function savesAsked(f: DecisionFrame): number {
  return f.regs.length - 1;
}

const heldScratch: number[] = [];

const NONE: readonly number[] = [];

/** Point the frame at the next undecided shield, or end it: the shields not saved go on to be broken. */
function askNext(s: DMState, f: DecisionFrame): void {
  const n = savesAsked(f);
  for (let k = 0; k < n; k++) {
    const r = f.regs[k]!;
    if (r >> 8 !== UNDECIDED) continue;
    const i = r & 255;
    if (s.zone[i] !== Z_SHIELD || available(s, f.player) === 0) {
      f.regs[k] = BROKEN * 256 + i;
      continue;
    }
    f.arg = k;
    f.src = i;
    f.max = 0;
    return;
  }
  if (topFrame(s) !== f) throw new RulesError('shield replacement frame is not on top');
  s.frames.pop();
  const breaker = f.regs[n]! & 255;
  const held = heldScratch;
  clearList(held);
  const def = f.player;
  for (let k = 0; k < n; k++) if (f.regs[k]! >> 8 === BROKEN) held.push(f.regs[k]! & 255);
  const by = f.min;
  freeFrame(f);
  if (by === SAVE_BY_ATTACK) {
    // AT_SAVED: it breaks what is left. The innermost attack: a discard's optional replacement asked by a save's cost
    // (Glais Mejicula discarding Sanfist) waits between them (effects/discard.ts).
    const atk = currentAttack(s);
    if (!atk) throw new RulesError('a shield save of an attack with no attack in progress');
    for (let k = 0; k < held.length; k++) atk.regs.push(held[k]!);
    return;
  }
  // An effect's break (701.14c): the shields left leave together and are held while their owner declares.
  let m = 0;
  for (let k = 0; k < held.length; k++) if (removeValue(s.shields[def as 0 | 1], held[k]!)) held[m++] = held[k]!;
  held.length = m;
  if (m !== 0 && !breakHeld(s, breaker, def, held, HELD_BY_EFFECT)) moveHeldToHand(s, held, NONE, def);
}

/**
 * The candidates of frame f into `out`: the creatures that may go to the graveyard instead, and the hand cards that
 * may be discarded (the first of two, or the second once `max` holds the first; identical cards once).
 */
export function saveCandidates(s: DMState, f: DecisionFrame, out: number[]): number[] {
  clearList(out);
  const p = f.player;
  const first = f.max - 1;
  if (first < 0) {
    const b = s.battle[p as 0 | 1];
    for (let k = 0; k < b.length; k++) {
      const d = defOf(s, b[k]!);
      if (d.savesShields && d.statics.some((st) => st.kind === 'saveShield' && st.by === 'self')) out.push(b[k]!);
    }
    if (!(available(s, p) & DISCARD2)) return out;
  }
  const h = s.hand[p as 0 | 1];
  for (let k = 0; k < h.length; k++) {
    const i = h[k]!;
    if (i === first) continue;
    let dup = false;
    for (let j = 0; j < k && !dup; j++) if (h[j] !== first && s.def[h[j]!] === s.def[i]) dup = true;
    if (!dup) out.push(i);
  }
  return out;
}

/** May the owner still let the shield be broken (no discard picked yet)? */
export function saveMayDecline(f: DecisionFrame): boolean {
  return f.max === 0;
}

/** The owner's answer for the shield frame f asks about: -1 lets it be broken, else a candidate of saveCandidates. */
export function decideSave(s: DMState, f: DecisionFrame, pick: number): void {
  const k = f.arg;
  const shield = f.regs[k]! & 255;
  if (pick < 0) {
    f.regs[k] = BROKEN * 256 + shield;
    askNext(s, f);
    return;
  }
  if (s.zone[pick] === Z_BATTLE) {
    // Pulsar Tree, Nastasha (JA: かわりにこのクリーチャーを自分の墓地に置いてもよい): put, not destroyed.
    if (s.log) logEvent(s, `  a shield of P${f.player} would be broken; ${cardName(s, pick)} goes to the graveyard instead`);
    toGraveyardFromBattle(s, pick);
  } else if (s.zone[pick] === Z_HAND && f.max === 0) {
    f.max = pick + 1; // the first of the two cards; the second is asked next
    return;
  } else {
    // Glais Mejicula (JA: 自分の手札を2枚捨ててもよい。そうした場合、そのシールドはブレイクされない): both together.
    const first = f.max - 1;
    if (s.log)
      logEvent(
        s,
        `  a shield of P${f.player} would be broken; P${f.player} discards ${cardName(s, first)} and ${cardName(s, pick)} instead`,
      );
    discardCard(s, first);
    discardCard(s, pick);
  }
  f.regs[k] = SAVED * 256 + shield;
  askNext(s, f);
}

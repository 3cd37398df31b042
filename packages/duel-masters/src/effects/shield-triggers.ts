// Shields on their way to the hand (113.6): held pending while their owner declares S-Triggers, then moved together.
// One decision frame (F_TRIGGER) serves both routes: a break (509.5) and an effect that puts shields into the hand.
import { clearList, logEvent } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import { cardName } from '../describe.js';
import { KW_SHIELD_TRIGGER, TYPE_SPELL } from '../keywords.js';
import { flags } from '../query/characteristics.js';
import { triggerAllowed } from '../query/statics.js';
import {
  ABILITY_CAST_SHOWN,
  ABILITY_USE_STRIGGER,
  type DecisionFrame,
  type DMState,
  F_TRIGGER,
  freeFrame,
  newDecisionFrame,
  newWaiting,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_PENDING,
} from '../state.js';
import { moveCard } from '../zones.js';
import { fireWatchers } from './triggers.js';

/** F_TRIGGER frame `arg`: the shields were broken (the attack frame below finishes the break) or put into the hand by an effect. */
export const HELD_BY_BREAK = 0;
export const HELD_BY_EFFECT = 1;

/** In an F_TRIGGER frame's regs, a held card is its instance, a declared one 256 + its instance. */
const DECLARED = 256;

/** May `i`, a held shield, still be declared in frame f (an S-Trigger its owner may use, not declared yet)? */
function declarable(s: DMState, f: DecisionFrame, i: number): boolean {
  return (flags(s, i) & KW_SHIELD_TRIGGER) !== 0 && f.regs.indexOf(DECLARED + i) < 0 && triggerAllowed(s, i);
}

/**
 * The held shields of frame f that may be declared now, identical undeclared copies once (their order is
 * irrelevant), into `out`.
 */
export function declarableShields(s: DMState, f: DecisionFrame, out: number[]): number[] {
  clearList(out);
  const r = f.regs;
  for (let k = 0; k < r.length; k++) {
    const i = r[k]!;
    if (i >= DECLARED || !declarable(s, f, i)) continue;
    let dup = false;
    for (let j = 0; j < k && !dup; j++) {
      const o = r[j]!;
      if (o < DECLARED && s.def[o] === s.def[i] && declarable(s, f, o)) dup = true;
    }
    if (!dup) out.push(i);
  }
  return out;
}

const scratch: number[] = [];

/**
 * Ask `player` for S-Trigger declarations among `held` (cards already pending, 113.6a) when any can be declared:
 * pushes the F_TRIGGER frame and returns true; else returns false and nothing is asked.
 */
export function askDeclarations(s: DMState, player: number, src: number, held: readonly number[], by: number): boolean {
  // Most breaks hold no S-Trigger at all: then nothing is declarable (declarable needs the keyword), no frame is needed.
  let any = false;
  for (let k = 0; k < held.length && !any; k++) if (flags(s, held[k]!) & KW_SHIELD_TRIGGER) any = true;
  if (!any) return false;
  const f = newDecisionFrame(F_TRIGGER, player, src, by);
  for (let k = 0; k < held.length; k++) f.regs.push(held[k]!);
  if (declarableShields(s, f, scratch).length === 0) {
    freeFrame(f);
    return false;
  }
  s.frames.push(f);
  return true;
}

/** Declare held shield i in frame f; returns true when nothing is left to declare (a forced end is not asked). */
export function declare(s: DMState, f: DecisionFrame, i: number): boolean {
  f.regs.push(DECLARED + i);
  return declarableShields(s, f, scratch).length === 0;
}

/** The instances declared in frame f, into `out`. */
export function declaredShields(f: DecisionFrame, out: number[]): number[] {
  clearList(out);
  for (const r of f.regs) if (r >= DECLARED) out.push(r - DECLARED);
  return out;
}

/** Hold shields in transit to `player`'s hand (113.6a): in no zone count until the declarations end. */
export function holdShields(s: DMState, cards: readonly number[]): void {
  for (const i of cards) {
    s.zone[i] = Z_PENDING;
    s.pending.push(i);
  }
}

/**
 * The declarations are over (113.6): every held card still pending goes to its owner's hand together, then the
 * declared S-Triggers wait (S-Trigger class: they resolve before other waiting effects, 101.4a). `breaker`: the
 * creature whose attack broke them, or -1.
 */
export function moveHeldToHand(s: DMState, held: readonly number[], declared: readonly number[], player: number, breaker = -1): void {
  for (const i of held) {
    if (i >= DECLARED || s.zone[i] !== Z_PENDING) continue;
    const seen = s.seen[i]!;
    moveCard(s, i, Z_HAND);
    s.seen[i] = seen | 4; // card statistics: reached the hand from the shield zone (a break or an effect)
    if (s.log) logEvent(s, `  ${cardName(s, i)} goes to P${s.owner[i]}'s hand`);
  }
  // The waiting entry keeps the creature that broke the shield (or -1: an effect put it into the hand), for
  // "when this creature breaks a shield and the opponent uses its S-Trigger" (Pokolul).
  for (let k = 0; k < declared.length; k++) s.waiting.push(newWaiting(declared[k]!, player, ABILITY_USE_STRIGGER, 1, breaker));
}

const NO_REPLACEMENT = 0;

const TO_GRAVEYARD = 1;

const REVEAL = 2;

/** The replacement of the breaks creature i makes: Bolmeteus's TO_GRAVEYARD, Bluum Erkis's REVEAL, or none. */
function breakReplacement(s: DMState, i: number): number {
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) {
    const kind = sts[k]!.kind;
    if (kind === 'breakToGraveyard') return TO_GRAVEYARD;
    if (kind === 'breakReveal') return REVEAL;
  }
  return NO_REPLACEMENT;
}

/**
 * Break the shields in `broken` (already out of `def`'s shield zone) by creature `breaker` (509.5, 701.14): they
 * are held while `def` declares S-Triggers. Returns true when a declaration is asked (the F_TRIGGER frame finishes
 * the break); false when the caller moves what is still held in `broken` to the hand now (it may be empty: a break
 * replacement put the shields elsewhere).
 */
export function breakHeld(s: DMState, breaker: number, def: number, broken: number[], by: number): boolean {
  // 113.6a: while declarations are made the broken cards are in no zone count (held as pending).
  holdShields(s, broken);
  if (s.log) logEvent(s, `  P${s.owner[breaker]} breaks ${broken.length} shield(s) of P${def}`);
  if (s.brokeShields.indexOf(breaker) < 0) s.brokeShields.push(breaker);
  s.shieldsBroken[def as 0 | 1] += broken.length;
  // Miracle Quest: "this turn, whenever one of your creatures breaks a shield" (once for each shield).
  if (s.turnWatch.length !== 0) fireWatchers(s, 'yourCreatureBreaks', s.owner[breaker]!, breaker, broken.length);
  const replacement = s.zone[breaker] === Z_BATTLE ? breakReplacement(s, breaker) : NO_REPLACEMENT;
  if (replacement === TO_GRAVEYARD) {
    // A break replacement (609): the shields go to the graveyard instead of the hand; no S-Trigger.
    for (const i of broken) if (s.zone[i] === Z_PENDING) moveCard(s, i, Z_GRAVE);
    clearList(broken);
    return false;
  }
  if (replacement === REVEAL && s.owner[breaker] !== def) {
    // Bluum Erkis (JA: 相手はそのシールドを手札に加えるかわりに表向きにする。それが「S・トリガー」を持つ呪文なら、自分がコストを
    // 支払わずに唱え、その後持ち主の墓地に置く。それ以外のカードであれば、持ち主の手札に加える): every broken card is shown; the
    // S-Trigger spells wait to be cast by the breaker's controller (S-Trigger class, the turn player's first: before the
    // owner's own S-Triggers, 101.4a); the other cards go on to the hand, and their owner may still use the S-Trigger of a
    // creature among them (113.6: this replacement does not forbid it).
    let m = 0;
    for (let k = 0; k < broken.length; k++) {
      const i = broken[k]!;
      s.known[i] = 3;
      if (defOf(s, i).type === TYPE_SPELL && flags(s, i) & KW_SHIELD_TRIGGER) {
        if (s.log) logEvent(s, `  ${cardName(s, i)} is shown: P${s.owner[breaker]} will cast it`);
        s.waiting.push(newWaiting(i, s.owner[breaker]!, ABILITY_CAST_SHOWN, 1, breaker));
      } else broken[m++] = i;
    }
    broken.length = m;
  }
  return askDeclarations(s, def, breaker, broken, by);
}

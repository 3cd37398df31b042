// The effect interpreter: runs an ability's steps from its frame until a decision is needed or it ends (111.2d).
import { RulesError } from '@tcglab/core';
import type { Step } from '../cards/types.js';
import { defOf } from '../cards/table.js';
import { KW_CHARGER } from '../keywords.js';
import { abilityOf } from '../query/match.js';
import { triggerSpellToHand } from '../query/statics.js';
import {
  AWAIT_NONE,
  type DMState,
  type EffectFrame,
  F_EFFECT,
  freeFrame,
  ONGOING,
  SPELL_EFFECT,
  Z_GRAVE,
  topFrame,
  Z_HAND,
  Z_MANA,
  Z_PENDING,
} from '../state.js';
import { moveCard } from '../zones.js';
import { OPS, OVER, WAIT } from './ops.js';
import { stateBased } from './state-based.js';

type AnyHandler = (s: DMState, f: EffectFrame, st: Step, end: number) => number;

/**
 * Run the effect frame on top until it needs a decision (returns false) or ends (pops it, returns true; true also when
 * it started another effect that now runs on top of it).
 * Each step is atomic: state-based actions run after it (111.2d).
 */
export function runEffect(s: DMState, f: EffectFrame): boolean {
  const steps = abilityOf(s, f).steps;
  const end = steps.length;
  while (f.pc < end) {
    if (f.awaiting !== AWAIT_NONE) return false;
    const st = steps[f.pc]!;
    const flow = (OPS[st.op] as AnyHandler)(s, f, st, end);
    if (flow === WAIT) return false;
    if (flow === OVER) return true;
    stateBased(s);
    if (s.winner !== ONGOING) return true;
    const top = topFrame(s);
    // A decision (e.g. a replacement) came up: wait for it; or a spell cast by this effect ("cast it immediately",
    // Cosmic Darts) runs on top of it first: the caller goes on with that frame.
    if (top !== f) return top !== undefined && top.kind === F_EFFECT;
  }
  finishEffect(s, f);
  return true;
}

/** Pop a finished effect; a resolved spell leaves the pending state for the graveyard (or mana: Charger). */
function finishEffect(s: DMState, f: EffectFrame): void {
  const top = s.frames.pop();
  if (top !== f) throw new RulesError('effect frame is not on top');
  if (f.ability === SPELL_EFFECT && s.zone[f.src] === Z_PENDING) {
    const charger = (defOf(s, f.src).flags & KW_CHARGER) !== 0;
    // 605.2e; Charger replaces it (609.8a); a spell cast with its S-Trigger may return to the hand instead (Bailas
    // Gale). Only one replacement applies (101.5): the card's own Charger first, as for destroy replacements.
    moveCard(s, f.src, charger ? Z_MANA : f.byTrigger && triggerSpellToHand(s, f.player) ? Z_HAND : Z_GRAVE);
  }
  freeFrame(f);
}

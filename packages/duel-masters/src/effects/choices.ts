// The cards a choose/all step can pick, and recording the decider's picks (101.3: as many as possible).
import { clearList } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import type { Step } from '../cards/types.js';
import { flags, power } from '../query/characteristics.js';
import { abilityOf, amount, matches, zoneOf } from '../query/match.js';
import { AWAIT_NONE, type DMState, type EffectFrame, regHas, regPush, Z_BATTLE, Z_SHIELD, zoneArray } from '../state.js';

function eligible(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, inst: number): boolean {
  if (
    st.op === 'choose' &&
    s.zone[inst] === Z_BATTLE &&
    s.nStatic > 0 &&
    unchoosableBy(s, inst, st.chooser === 'opponent' ? 1 - f.player : f.player)
  )
    return false;
  return matches(s, inst, st.filter, f.player, f.src, power, flags) && !regHas(f, st.reg, inst);
}

/**
 * "Whenever your opponent would choose a creature in the battle zone, he can't choose this one": the creature's
 * owner's opponent can't choose it (attacking or blocking it is not choosing it).
 */
function unchoosableBy(s: DMState, inst: number, chooser: number): boolean {
  if (s.owner[inst] === chooser) return false;
  const sts = defOf(s, inst).statics;
  for (let k = 0; k < sts.length; k++) if (sts[k]!.kind === 'unchoosable') return true;
  return false;
}

/**
 * The cards a choose/all step can pick now, in zone order: counted, and pushed into `out` when given.
 * With `dedupe`, identical cards outside the battle zone (same card, owner and tap state) count once: they
 * are one choice (a copy of the other player's is another choice: its owner differs).
 */
function collect(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, out: number[] | null, dedupe: boolean): number {
  if (out) clearList(out);
  let n = 0;
  for (let zz = 0; zz < 2; zz++) {
    const zf = zz === 0 ? st.filter.zone : st.filter.alsoZone;
    if (zf === undefined) continue;
    const z = zoneOf(zf);
    const interchangeable = dedupe && z !== Z_BATTLE && z !== Z_SHIELD;
    for (let p = 0; p < 2; p++) {
      if (st.filter.owner === 'you' && p !== f.player) continue;
      if (st.filter.owner === 'opponent' && p === f.player) continue;
      const arr = zoneArray(s, z, p);
      for (let k = 0; k < arr.length; k++) {
        const i = arr[k]!;
        if (!eligible(s, f, st, i)) continue;
        if (interchangeable && out && sameAsOneOf(s, out, i)) continue;
        n++;
        if (out) out.push(i);
      }
    }
  }
  return n;
}

const takeScratch: number[] = [];

/** Count (and with `take`, select into the step's register) the cards a choose/all step can pick. */
export function scan(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, take: boolean): number {
  if (!take) return collect(s, f, st, null, false);
  const n = collect(s, f, st, takeScratch, false);
  for (let k = 0; k < n; k++) regPush(f, st.reg, takeScratch[k]!);
  return n;
}

function sameAsOneOf(s: DMState, out: readonly number[], i: number): boolean {
  for (let k = 0; k < out.length; k++) {
    const o = out[k]!;
    if (s.def[o] === s.def[i] && s.tapped[o] === s.tapped[i] && s.zone[o] === s.zone[i] && s.owner[o] === s.owner[i]) return true;
  }
  return false;
}

/** The instances a pending choose step may pick now, into `out`. */
export function choiceCandidates(s: DMState, f: EffectFrame, out: number[]): number[] {
  collect(s, f, abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' }, out, true);
  return out;
}

/** May the chooser stop now (PASS) in the pending choose step? */
export function choiceMayStop(s: DMState, f: EffectFrame): boolean {
  const st = abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' };
  return !!st.upTo;
}

/** Record a choice; finishes the step when enough cards are chosen or none is left (101.3). */
export function applyChoice(s: DMState, f: EffectFrame, inst: number): void {
  const st = abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' };
  regPush(f, st.reg, inst);
  f.count++;
  if (f.count >= amount(st.count, s, f) || scan(s, f, st, false) === 0) {
    f.awaiting = AWAIT_NONE;
    f.count = 0;
    f.pc++;
  }
}

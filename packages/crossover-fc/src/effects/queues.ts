// The queues effects and rules feed: the damage batch (4-3-10), the crash batch (4-3-9, 4-3-11) and the pending
// triggers (4-3-6), with the trigger scans of one object and of the whole field.
import { RulesError } from '@tcglab/core';
import { defOf } from '../catalog.js';
import { CAP, PS_IDLE, PS_WINDOW, Z_FIELD, type COState } from '../state.js';
import { hasOwnAbilities } from '../stats.js';

export function pushDamage(s: COState, tgt: number, seq: number, amount: number, src: number): void {
  if (amount <= 0) return;
  if (s.dmLen >= CAP) throw new RulesError('crossover-fc: damage batch overflow');
  const i = s.dmLen++;
  s.dmTgt[i] = tgt;
  s.dmSeq[i] = seq;
  s.dmAmt[i] = amount;
  s.dmSrc[i] = src;
  if (s.dmStage === PS_IDLE) s.dmStage = PS_WINDOW;
}

export function pushCrash(s: COState, inst: number, negatable: boolean): void {
  for (let i = 0; i < s.crLen; i++) if (s.crInst[i] === inst) return;
  if (s.crLen >= CAP) throw new RulesError('crossover-fc: crash batch overflow');
  const i = s.crLen++;
  s.crInst[i] = inst;
  s.crNeg[i] = 0;
  s.crNegatable[i] = negatable ? 1 : 0;
  if (s.crStage === PS_IDLE) s.crStage = PS_WINDOW;
}

function pushTrigger(s: COState, src: number, ab: number, ctl: number, arg: number): void {
  if (s.trLen >= CAP) throw new RulesError('crossover-fc: trigger queue overflow');
  const i = s.trLen++;
  s.trSrc[i] = src;
  s.trAb[i] = ab;
  s.trCtl[i] = ctl;
  s.trArg[i] = arg;
}

/** Queue `on` triggers of one object (if it has its abilities). */
export function triggerOf(s: COState, inst: number, on: number, ctl: number, arg: number): void {
  const d = defOf(s, inst);
  if ((d.triggerMask & (1 << on)) === 0) return;
  if (s.zone[inst] === Z_FIELD && !hasOwnAbilities(s, inst)) return;
  for (let k = 0; k < d.triggers.length; k++) if (d.triggers[k]!.on === on) pushTrigger(s, inst, k, ctl, arg);
}

/** Queue `on` triggers of every field object (optionally only those `ctl` controls). */
export function triggerField(s: COState, on: number, onlyCtl: number, arg: number): void {
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (onlyCtl >= 0 && s.ctrl[x] !== onlyCtl) continue;
    triggerOf(s, x, on, s.ctrl[x]!, arg);
  }
}

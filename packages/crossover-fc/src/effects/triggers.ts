// Pending triggers (4-3-6): the turn player orders them (identical ones need no choice), and each resolves in
// turn, even if its source has left the field (3-1), pausing when one of its effects queues damage.
import { logEvent } from '@tcglab/core';
import * as C from '../cards/codes.js';
import { cardName, defOf } from '../catalog.js';
import { D_TRIGGER, Z_FIELD, type COState } from '../state.js';
import { runEffects } from './interpreter.js';

export function startTrigger(s: COState, k: number): void {
  s.trActive = 1;
  s.trCurSrc = s.trSrc[k]!;
  s.trCurAb = s.trAb[k]!;
  s.trCurCtl = s.trCtl[k]!;
  s.trCurArg = s.trArg[k]!;
  s.trEffect = 0;
  for (let i = k; i < s.trLen - 1; i++) {
    s.trSrc[i] = s.trSrc[i + 1]!;
    s.trAb[i] = s.trAb[i + 1]!;
    s.trCtl[i] = s.trCtl[i + 1]!;
    s.trArg[i] = s.trArg[i + 1]!;
  }
  s.trLen--;
  if (s.log) logEvent(s, `trigger: ${cardName(s, s.trCurSrc)}`);
}

export function continueTrigger(s: COState): void {
  const d = defOf(s, s.trCurSrc);
  const tr = d.triggers[s.trCurAb]!;
  // 3-1: a trigger resolves even if its source has left the field.
  const host = s.zone[s.trCurSrc] === Z_FIELD ? s.host[s.trCurSrc]! : -1;
  const next = runEffects(s, tr.effects, s.trEffect, s.trCurSrc, d.types, s.trCurCtl, C.TG_NONE, 0, 0, host);
  if (next < tr.effects.length) {
    s.trEffect = next;
    return;
  }
  s.trActive = 0;
}

export function startTriggers(s: COState): void {
  // Several at once: the TP orders them, whoever owns them (3-1, 4-3-6). Identical ones need no choice.
  let same = true;
  for (let k = 1; k < s.trLen; k++) {
    if (s.def[s.trSrc[k]!] !== s.def[s.trSrc[0]!] || s.trAb[k] !== s.trAb[0] || s.trCtl[k] !== s.trCtl[0]) same = false;
  }
  if (same) {
    startTrigger(s, 0);
    return;
  }
  s.decision = D_TRIGGER;
  s.actor = s.tp;
}

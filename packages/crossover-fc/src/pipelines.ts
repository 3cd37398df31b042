// The automatic pipelines: damage (4-3-10) with its reduction window, crashes (4-3-9, 4-3-11) with the
// negation window, the draw-reaction window (4-3-5), and triggers resolved in the turn player's order (4-3-6).
import * as A from './actions.js';
import * as C from './cards/constants.js';
import { pushCrash, runEffects, triggerOf } from './effects.js';
import { cardName, dOf, hasOwnAbilities, isCharacterOnField, log, moveToOwner, stats } from './rules.js';
import * as S from './state.js';
import type { FcState } from './state.js';
import { openPipelineWindow } from './windows.js';

export function bearsPunch(s: FcState, inst: number): boolean {
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const st = dOf(s, x).statics;
    for (let k = 0; k < st.length; k++) if (st[k]!.op === C.ST_PUNCH_RETURN) return true;
  }
  return false;
}

export function stepDamage(s: FcState): void {
  if (s.dmStage === S.PS_WINDOW) {
    // 4-3-10-2: the reduction window, skipped when nobody has a usable reduction.
    s.dmStage = openPipelineWindow(s, S.W_DAMAGE) ? S.PS_OPEN : S.PS_APPLY;
    return;
  }
  if (s.dmStage === S.PS_OPEN) {
    s.window = S.W_DAMAGE;
    s.decision = S.D_PRIORITY;
    s.actor = s.pPrio;
    return;
  }
  // 4-3-10-3: amounts fixed; damage reduced to 0 is not dealt (no "dealt damage" triggers).
  s.dirty = 1;
  const n = s.dmLen;
  for (let i = 0; i < n; i++) {
    const t = s.dmTgt[i]!;
    const amt = s.dmAmt[i]!;
    if (amt <= 0) continue;
    if (t < A.TGT_CARD) {
      s.hp[t - 1] = s.hp[t - 1]! - amt;
      if (s.log) log(s, `P${t} takes ${amt} damage (HP ${s.hp[t - 1]})`);
      continue;
    }
    const x = t - A.TGT_CARD;
    if (s.zseq[x] !== s.dmSeq[i] || !isCharacterOnField(s, x)) continue;
    s.damage[x] = s.damage[x]! + amt;
    if (s.log) log(s, `${cardName(s, x)} is dealt ${amt} damage (total ${s.damage[x]})`);
    const src = s.dmSrc[i]!;
    if (src >= 0 && s.zone[src] === S.Z_FIELD && bearsPunch(s, src)) s.punch[x] = 1; // A22 flag
    triggerOf(s, x, C.ON_DEALT_DAMAGE, s.ctrl[x]!, 0); // 4-3-10-4
  }
  s.dmLen = 0;
  s.dmStage = S.PS_IDLE;
}

export function stepCrash(s: FcState): void {
  if (s.crStage === S.PS_WINDOW) {
    let negatable = false;
    for (let i = 0; i < s.crLen; i++) if (s.crNegatable[i]) negatable = true;
    // 4-3-11-2: the negation window, skipped when nobody can negate.
    s.crStage = negatable && openPipelineWindow(s, S.W_CRASH) ? S.PS_OPEN : S.PS_APPLY;
    return;
  }
  if (s.crStage === S.PS_OPEN) {
    s.window = S.W_CRASH;
    s.decision = S.D_PRIORITY;
    s.actor = s.pPrio;
    return;
  }
  const n = s.crLen;
  for (let i = 0; i < n; i++) {
    const x = s.crInst[i]!;
    if (s.zone[x] !== S.Z_FIELD) continue;
    if (s.crNeg[i]) {
      s.damage[x] = 0; // 4-2-14: a negated crash never happened; damage becomes 0
      continue;
    }
    const ctl = s.ctrl[x]!;
    const had = hasOwnAbilities(s, x);
    if (s.log) log(s, `${cardName(s, x)} crashes`);
    moveToOwner(s, x, S.Z_DUST); // 4-2-4: with its set cards, each to its owner's dust box
    if (had) triggerOf(s, x, C.ON_CRASHED, ctl, 0); // 4-3-11-4
  }
  s.crLen = 0;
  s.crStage = S.PS_IDLE;
  s.dirty = 1; // a negated crash can still leave DP ≤ 0
}

/** 4-3-9: damage ≥ DP or DP ≤ 0 crashes; 〔魔界〕-style cards crash with no character on the field. */
export function collectStateCrashes(s: FcState): boolean {
  if (!s.dirty) return false;
  s.dirty = 0;
  const f = s.field;
  // Fast path: with no negative DP modifier on the field, an undamaged character with no set cards, no swap
  // and positive printed DP plus "until end of turn" DP cannot be at DP 0 (auras only raise DP then).
  let negative = false;
  for (let i = 0; i < f.length && !negative; i++) {
    const sts = dOf(s, f[i]!).statics;
    for (let k = 0; k < sts.length; k++) if (sts[k]!.op === C.ST_MODIFY && sts[k]!.dp < 0) negative = true;
  }
  let chars = 0;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (!isCharacterOnField(s, x)) continue;
    chars++;
    if (!negative && s.damage[x] === 0 && s.nSet[x] === 0 && (s.swap[x]! & 1) === 0 && dOf(s, x).dp + s.tmpDp[x]! > 0) continue;
    const st = stats(s, x);
    if (st.dp <= 0 || s.damage[x]! >= st.dp) pushCrash(s, x, true);
  }
  if (chars === 0) {
    for (let i = 0; i < f.length; i++) {
      const x = f[i]!;
      const sts = dOf(s, x).statics;
      for (let k = 0; k < sts.length; k++) if (sts[k]!.op === C.ST_CRASH_WHEN_NO_CHARACTERS) pushCrash(s, x, true);
    }
  }
  return s.crLen > 0;
}

/** Close a reaction window of `kind`: draws/gains made meanwhile open the next one. */
export function closeReaction(s: FcState, kind: number): void {
  s.rxWho[kind] = s.rxNext[kind]!;
  s.rxNext[kind] = 0;
  s.rxStage[kind] = s.rxWho[kind] ? S.PS_WINDOW : S.PS_IDLE;
}

/**
 * 4-3-5: the window right after a non-cost draw (kind RX_DRAW) or an energy gain (RX_ENERGY), for
 * "immediately after an opponent draws / gains energy" abilities; skipped when nobody holds one.
 */
export function stepReaction(s: FcState, kind: number): void {
  const w = S.W_DRAW + kind;
  if (s.rxStage[kind] === S.PS_WINDOW) {
    if (openPipelineWindow(s, w)) s.rxStage[kind] = S.PS_OPEN;
    else closeReaction(s, kind);
    return;
  }
  s.window = w;
  s.decision = S.D_PRIORITY;
  s.actor = s.pPrio;
}

export function startTrigger(s: FcState, k: number): void {
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
  if (s.log) log(s, `trigger: ${cardName(s, s.trCurSrc)}`);
}

export function continueTrigger(s: FcState): void {
  const d = dOf(s, s.trCurSrc);
  const tr = d.triggers[s.trCurAb]!;
  // 3-1: a trigger resolves even if its source has left the field.
  const host = s.zone[s.trCurSrc] === S.Z_FIELD ? s.host[s.trCurSrc]! : -1;
  const next = runEffects(s, tr.effects, s.trEffect, s.trCurSrc, d.types, s.trCurCtl, C.TG_NONE, 0, 0, host);
  if (next < tr.effects.length) {
    s.trEffect = next;
    return;
  }
  s.trActive = 0;
}

export function startTriggers(s: FcState): void {
  // Several at once: the TP orders them, whoever owns them (3-1, 4-3-6). Identical ones need no choice.
  let same = true;
  for (let k = 1; k < s.trLen; k++) {
    if (s.def[s.trSrc[k]!] !== s.def[s.trSrc[0]!] || s.trAb[k] !== s.trAb[0] || s.trCtl[k] !== s.trCtl[0]) same = false;
  }
  if (same) {
    startTrigger(s, 0);
    return;
  }
  s.decision = S.D_TRIGGER;
  s.actor = s.tp;
}

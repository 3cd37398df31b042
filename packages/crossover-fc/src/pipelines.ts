// The automatic pipelines: damage (4-3-10) with its reduction window, crashes (4-3-9, 4-3-11) with the
// negation window, and the draw- and energy-reaction windows (4-3-5).
import { logEvent } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { cardName, defOf } from './catalog.js';
import { pushCrash, triggerOf } from './effects/queues.js';
import { closeReaction } from './reactions.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { hasOwnAbilities, stats } from './stats.js';
import { openPipelineWindow } from './windows.js';
import { isCharacterOnField, moveToOwner } from './zones.js';

function bearsPunch(s: COState, inst: number): boolean {
  const f = s.statHolders;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const st = defOf(s, x).statics;
    for (let k = 0; k < st.length; k++) if (st[k]!.op === C.ST_PUNCH_RETURN) return true;
  }
  return false;
}

export function stepDamage(s: COState): void {
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
      if (s.log) logEvent(s, `P${t} takes ${amt} damage (HP ${s.hp[t - 1]})`);
      continue;
    }
    const x = t - A.TGT_CARD;
    if (s.zseq[x] !== s.dmSeq[i] || !isCharacterOnField(s, x)) continue;
    s.damage[x] = s.damage[x]! + amt;
    if (s.log) logEvent(s, `${cardName(s, x)} is dealt ${amt} damage (total ${s.damage[x]})`);
    const src = s.dmSrc[i]!;
    if (src >= 0 && s.zone[src] === S.Z_FIELD && bearsPunch(s, src)) s.punch[x] = 1; // A22 flag
    triggerOf(s, x, C.ON_DEALT_DAMAGE, s.ctrl[x]!, 0); // 4-3-10-4
  }
  s.dmLen = 0;
  s.dmStage = S.PS_IDLE;
}

export function stepCrash(s: COState): void {
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
    if (s.log) logEvent(s, `${cardName(s, x)} crashes`);
    moveToOwner(s, x, S.Z_DUST); // 4-2-4: with its set cards, each to its owner's dust box
    if (had) triggerOf(s, x, C.ON_CRASHED, ctl, 0); // 4-3-11-4
  }
  s.crLen = 0;
  s.crStage = S.PS_IDLE;
  s.dirty = 1; // a negated crash can still leave DP ≤ 0
}

/** 4-3-9: damage ≥ DP or DP ≤ 0 crashes; 〔魔界〕-style cards crash with no character on the field. */
export function collectStateCrashes(s: COState): boolean {
  if (!s.dirty) return false;
  s.dirty = 0;
  // Fast path: with no negative DP modifier on the field, an undamaged character with no set cards, no swap
  // and positive printed DP plus "until end of turn" DP cannot be at DP 0 (auras only raise DP then).
  let negative = false;
  const sh = s.statHolders;
  for (let i = 0; i < sh.length && !negative; i++) {
    const sts = defOf(s, sh[i]!).statics;
    for (let k = 0; k < sts.length; k++) if (sts[k]!.op === C.ST_MODIFY && sts[k]!.dp < 0) negative = true;
  }
  let chars = 0;
  const cs = s.chars; // field order
  for (let i = 0; i < cs.length; i++) {
    const x = cs[i]!;
    if (!isCharacterOnField(s, x)) continue;
    chars++;
    if (!negative && s.damage[x] === 0 && s.nSet[x] === 0 && (s.swap[x]! & 1) === 0 && defOf(s, x).dp + s.tmpDp[x]! > 0) continue;
    const st = stats(s, x);
    if (st.dp <= 0 || s.damage[x]! >= st.dp) pushCrash(s, x, true);
  }
  if (chars === 0) {
    for (let i = 0; i < sh.length; i++) {
      const x = sh[i]!;
      const sts = defOf(s, x).statics;
      for (let k = 0; k < sts.length; k++) if (sts[k]!.op === C.ST_CRASH_WHEN_NO_CHARACTERS) pushCrash(s, x, true);
    }
  }
  return s.crLen > 0;
}

/**
 * 4-3-5: the window right after a non-cost draw (kind RX_DRAW) or an energy gain (RX_ENERGY), for
 * "immediately after an opponent draws / gains energy" abilities; skipped when nobody holds one.
 */
export function stepReaction(s: COState, kind: number): void {
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

// Effect handlers that deal, reduce or heal damage (4-3-10). A handler that queues damage returns true: the
// resolution pauses there and the damage pipeline runs first.
import { logEvent } from '@tcglab/core';
import { TGT_CARD } from '../actions.js';
import * as C from '../cards/codes.js';
import type { Effect } from '../cards/types.js';
import { cardName } from '../catalog.js';
import { Z_FIELD, type COState } from '../state.js';
import { stats } from '../stats.js';
import { isCharacterOnField, opponent } from '../zones.js';
import type { EffectContext } from './context.js';
import { pushDamage } from './queues.js';
import { affectable } from './targets.js';

export function damage(s: COState, e: Effect, c: EffectContext): boolean {
  const before = s.dmLen;
  if (e.to === C.TO_TARGET && c.tgt < TGT_CARD) pushDamage(s, c.tgt, 0, e.amount, c.src);
  else if (e.to === C.TO_OPPONENT) pushDamage(s, 1 + opponent(c.ctl), 0, e.amount, c.src);
  else if (c.one >= 0) pushDamage(s, TGT_CARD + c.one, s.zseq[c.one]!, e.amount, c.src);
  else if (e.to === C.TO_ALL_CHARACTERS || e.to === C.TO_OPPONENT_FEMALE_CHARACTERS) {
    const f = s.chars; // field order
    for (let k = 0; k < f.length; k++) {
      const x = f[k]!;
      if (!isCharacterOnField(s, x) || !affectable(s, x, c.srcTypes)) continue;
      if (e.to === C.TO_OPPONENT_FEMALE_CHARACTERS && (s.ctrl[x] === c.ctl || stats(s, x).gender !== C.G_FEMALE)) continue;
      pushDamage(s, TGT_CARD + x, s.zseq[x]!, e.amount, c.src);
    }
  }
  return s.dmLen > before;
}

export function damagePerFemale(s: COState, e: Effect, c: EffectContext): boolean {
  let n = 0;
  const f = s.chars; // field order
  for (let k = 0; k < f.length; k++) {
    const x = f[k]!;
    if (isCharacterOnField(s, x) && s.ctrl[x] !== c.ctl && stats(s, x).gender === C.G_FEMALE) n++;
  }
  if (n === 0) return false;
  pushDamage(s, 1 + opponent(c.ctl), 0, e.amount * n, c.src);
  return true;
}

/** Damage to the opponent: this character's AP minus its blocker's (3-4-5-6: a departed blocker counts as 0:0). */
export function damageByBlockerGap(s: COState, _e: Effect, c: EffectContext): boolean {
  if (s.zone[c.src] !== Z_FIELD) return false;
  const mine = stats(s, c.src).ap;
  const b = s.blocker;
  const gone = b < 0 || s.zseq[b] !== s.blockerSeq || !isCharacterOnField(s, b) || s.ctrl[b] === c.ctl;
  const theirs = gone ? 0 : Math.max(0, stats(s, b).ap);
  if (mine - theirs <= 0) return false;
  pushDamage(s, 1 + opponent(c.ctl), 0, mine - theirs, c.src);
  return true;
}

/** 4-3-10-2: reduce the pending damage to the target by up to `amount`. */
export function reduceDamage(s: COState, e: Effect, c: EffectContext): boolean {
  let left = e.amount;
  for (let k = 0; k < s.dmLen && left > 0; k++) {
    if (s.dmTgt[k] !== c.tgt) continue;
    const r = Math.min(left, s.dmAmt[k]!);
    s.dmAmt[k] = s.dmAmt[k]! - r;
    left -= r;
  }
  if (s.log) logEvent(s, `  damage to ${cardName(s, c.tInst)} is reduced by ${e.amount - left}`);
  return false;
}

export function heal(s: COState, e: Effect, c: EffectContext): boolean {
  const p = e.to === C.TO_TARGET ? c.tgt - 1 : c.ctl;
  s.hp[p] = s.hp[p]! + e.amount;
  if (s.log) logEvent(s, `  P${p + 1} gains ${e.amount} HP (now ${s.hp[p]})`);
  return false;
}

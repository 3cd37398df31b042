// The chain (4-3-2 … 4-3-4, 4-3-7): playing cards and using abilities (gather, declare, pay, "when played",
// priority to the opponent), and resolving entries last in, first out with target re-checks and negation.
import { logEvent, RulesError } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { cardName, defOf } from './catalog.js';
import { runEffects } from './effects/interpreter.js';
import { triggerField, triggerOf } from './effects/queues.js';
import { payEnergy, playCost } from './energy.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { stats } from './stats.js';
import { drawCard, isCharacterOnField, moveToOwner, opponent, putOnField, toChain } from './zones.js';

function pushEntry(s: COState, kind: number, src: number, ab: number, tgt: number, ctl: number): void {
  if (s.chLen >= S.CAP) throw new RulesError('crossover-fc: chain overflow');
  const i = s.chLen++;
  s.chKind[i] = kind;
  s.chSrc[i] = src;
  s.chAb[i] = ab;
  s.chTgt[i] = tgt;
  s.chTgtSeq[i] = tgt >= A.TGT_CARD ? s.zseq[tgt - A.TGT_CARD]! : 0;
  s.chCtl[i] = ctl;
  s.chNeg[i] = 0;
}

function afterAction(s: COState, p: number): void {
  // 4-3-2-3: payment done, priority passes to the opponent.
  s.decision = S.D_NONE;
  if (s.window === S.W_NORMAL) {
    s.prio = opponent(p);
    s.passes = 0;
  } else {
    s.pPrio = opponent(p);
    s.pPasses = 0;
  }
}

export function play(s: COState, p: number, inst: number, tgt: number, alt: boolean): void {
  const d = defOf(s, inst);
  // 4-3-2-1…3: gather, declare (cost, targets fixed), pay. Nothing can respond in between.
  if (alt) {
    drawCard(s, p, false); // 〔失敗〕's alternative cost: a cost draw, nothing can respond (4-3-2-3)
  } else if ((d.types & C.T_NAVIGATOR) === 0) {
    payEnergy(s, p, playCost(s, p, inst));
  }
  if ((d.types & C.T_NAVIGATOR) !== 0) s.navPlayed = 1;
  toChain(s, inst);
  pushEntry(s, alt ? S.CH_PLAY_ALT : S.CH_PLAY, inst, 0, tgt, p);
  if (!s.played[p]![d.idx]) s.played[p]![d.idx] = s.turn;
  if (s.log) logEvent(s, `P${p + 1} plays ${cardName(s, inst)}${tgtText(s, tgt)}`);
  // 4-3-2-4: "when played" triggers.
  triggerOf(s, inst, C.ON_PLAYED, p, 0);
  afterAction(s, p);
}

export function activate(s: COState, p: number, inst: number, k: number, tgt: number): void {
  const ab = defOf(s, inst).activated[k];
  if (!ab) throw new RulesError(`crossover-fc: no ability ${k} on ${cardName(s, inst)}`);
  if (ab.energy) payEnergy(s, p, ab.energy);
  if (ab.tapSelf) s.tapped[inst] = 1;
  if (ab.crashFromHand) {
    // The cost's card choice: tcglab crashes the last card in hand (the newest) — a documented simplification.
    const h = s.hand[p]!;
    moveToOwner(s, h[h.length - 1]!, S.Z_DUST);
  }
  pushEntry(s, S.CH_ABILITY, inst, k, tgt, p);
  if (s.log) logEvent(s, `P${p + 1} uses ${cardName(s, inst)}${tgtText(s, tgt)}`);
  afterAction(s, p);
}

function tgtText(s: COState, tgt: number): string {
  if (tgt === 0) return '';
  if (tgt < A.TGT_CARD) return ` targeting P${tgt}`;
  return ` targeting ${cardName(s, tgt - A.TGT_CARD)}`;
}

/** Finish a successfully played card: 4-3-2-6 "when successfully played" triggers. */
function succeeded(s: COState): void {
  triggerField(s, C.ON_ANY_PLAY_SUCCEEDS, -1, 0);
}

function popEntry(s: COState): void {
  s.chLen--;
  s.resEffect = 0;
}

/** Resolve (part of) the top chain entry. Returns true when the entry is finished. */
export function resolveEntry(s: COState): boolean {
  const i = s.chLen - 1;
  const src = s.chSrc[i]!;
  const kind = s.chKind[i]!;
  const ctl = s.chCtl[i]!;
  const d = defOf(s, src);
  if (kind === S.CH_ABILITY) {
    const ab = d.activated[s.chAb[i]!]!;
    const host = s.host[src]!;
    const next = runEffects(s, ab.effects, s.resEffect, src, d.types, ctl, ab.target, s.chTgt[i]!, s.chTgtSeq[i]!, host);
    if (next < ab.effects.length) {
      s.resEffect = next;
      return false;
    }
    popEntry(s);
    return true;
  }
  if (s.resEffect === 0 && s.chNeg[i]) {
    // 4-2-14: a negated play goes to the top of the dust box; it was not successfully played (A15).
    if (s.log) logEvent(s, `${cardName(s, src)} is negated and goes to the dust box`);
    moveToOwner(s, src, S.Z_DUST);
    popEntry(s);
    return true;
  }
  if ((d.types & (C.T_CHARACTER | C.T_NAVIGATOR)) !== 0) {
    putOnField(s, src, ctl, -1); // 3-4-2: characters enter tapped
    if (s.log) logEvent(s, `${cardName(s, src)} enters the field${s.tapped[src] ? ' tapped' : ''}`);
    popEntry(s);
    succeeded(s);
    return true;
  }
  if (d.setOn === C.SET_CHARACTER) {
    const tgt = s.chTgt[i]!;
    const host = tgt - A.TGT_CARD;
    if (isCharacterOnField(s, host) && s.zseq[host] === s.chTgtSeq[i] && (stats(s, host).imm & d.types) === 0) {
      putOnField(s, src, ctl, host);
      if (s.log) logEvent(s, `${cardName(s, src)} is set on ${cardName(s, host)}`);
    } else {
      if (s.log) logEvent(s, `${cardName(s, src)} has nothing to be set on and goes to the dust box`);
      moveToOwner(s, src, S.Z_DUST);
    }
    popEntry(s);
    succeeded(s); // 4-3-7: an empty cast still counts as played
    return true;
  }
  if (d.setOn === C.SET_FIELD) {
    putOnField(s, src, ctl, -1);
    if (s.log) logEvent(s, `${cardName(s, src)} is set on the field`);
    popEntry(s);
    succeeded(s);
    return true;
  }
  const next = runEffects(s, d.effects, s.resEffect, src, d.types, ctl, d.target, s.chTgt[i]!, s.chTgtSeq[i]!, -1);
  if (next < d.effects.length) {
    s.resEffect = next;
    return false;
  }
  moveToOwner(s, src, S.Z_DUST); // 3-4-3: disposable cards go to the top of the dust box
  popEntry(s);
  succeeded(s);
  return true;
}

/** Resolve a damage/crash window's own chain entries at once, LIFO (they never deal damage). */
export function resolveWindowChain(s: COState): void {
  while (s.chLen > s.pBase) {
    if (!resolveEntry(s)) throw new RulesError('crossover-fc: an entry in a damage or crash window paused for damage');
  }
}

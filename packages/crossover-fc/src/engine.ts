// The turn engine: applyAction for every decision, and `advance`, which runs the automatic parts of the rules
// (turn steps 3-1…3-7, combat 3-4-5, the chain, damage 4-3-10, crashes 4-3-11, triggers 4-3-6) until a
// player must decide. Priority: damage pipeline > crash pipeline > state-based crashes > triggers > chain > step.
import { Prng, RulesError } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/constants.js';
import { pushCrash, pushDamage, runEffects, triggerField, triggerOf } from './effects.js';
import { canBlock, generate } from './legal.js';
import {
  availableEnergy, cardName, dOf, drawCard, hasOwnAbilities, isCharacterOnField, log, moveToOwner, opponent,
  payEnergy, playCost, putOnField, stats, toChain,
} from './rules.js';
import * as S from './state.js';
import type { FcState } from './state.js';

const SCRATCH = new Int32Array(4096);

// ---------- game end (4-1-2) ----------

/** State-based game end: HP 0 or less (A4), an empty deck (A3). Both at once: a draw. */
export function checkEnd(s: FcState): boolean {
  if (s.winner !== -2) return true;
  if (s.step === S.S_SETUP_ORDER || s.step === S.S_SETUP_MULLIGAN) return false;
  const out = s.options.deckOut === 'empty';
  const hp0 = s.hp[0]! <= 0;
  const hp1 = s.hp[1]! <= 0;
  const dk0 = out ? s.deck[0]!.length === 0 : s.failed[0] === 1;
  const dk1 = out ? s.deck[1]!.length === 0 : s.failed[1] === 1;
  const l0 = hp0 || dk0;
  const l1 = hp1 || dk1;
  if (!l0 && !l1) return false;
  if (l0 && l1) {
    s.winner = -1;
    s.reason = hp0 && hp1 ? 'hp' : dk0 && dk1 ? 'deck-out' : 'simultaneous';
  } else {
    s.winner = l0 ? 1 : 0;
    s.reason = (l0 ? hp0 : hp1) ? 'hp' : 'deck-out';
  }
  s.step = S.S_GAME_OVER;
  s.decision = S.D_NONE;
  s.actor = -1;
  if (s.log) log(s, `game over: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})`);
  return true;
}

// ---------- setup (2-1) ----------

function shuffleDeck(s: FcState, p: number): void {
  const r = new Prng(s.rngDeck[p]!);
  r.shuffle(s.deck[p]!);
  s.rngDeck[p] = r.state();
}

export function dealOpening(s: FcState): void {
  for (let p = 0; p < 2; p++) {
    shuffleDeck(s, p);
    for (let k = 0; k < 7; k++) drawCard(s, p);
  }
}

function startFirstTurn(s: FcState): void {
  s.turn = 1;
  s.tp = s.first;
  s.step = S.S_TURN_START;
  s.decision = S.D_NONE;
  if (s.log) log(s, `--- turn 1 (P${s.first + 1}) ---`);
}

// ---------- windows and priority (4-3-1) ----------

function stepAfterWindow(step: number): number {
  switch (step) {
    case S.S_MAIN:
      return S.S_END_START;
    case S.S_COMBAT_W1:
      return S.S_COMBAT_ATTACK;
    case S.S_COMBAT_W2:
      return S.S_COMBAT_BLOCK;
    case S.S_COMBAT_W3:
      return S.S_COMBAT_DAMAGE;
    case S.S_COMBAT_W4:
      return S.S_COMBAT_END;
    case S.S_END_WINDOW:
      return S.S_END_END;
    default:
      throw new RulesError(`step ${step} is not a window`);
  }
}

function doPass(s: FcState): void {
  if (s.window === S.W_NORMAL) {
    s.passes++;
    s.prio = opponent(s.prio);
    s.decision = S.D_NONE;
    if (s.passes >= 2) {
      s.passes = 0;
      if (s.chLen > 0) {
        s.resolving = 1; // A6: both passed: the whole chain resolves, last in first out
      } else {
        s.winOpen = 0; // A10: two passes in a row on an empty chain end the window
        s.step = stepAfterWindow(s.step);
      }
    }
    return;
  }
  s.pPasses++;
  s.pPrio = opponent(s.pPrio);
  s.decision = S.D_NONE;
  if (s.pPasses >= 2) {
    s.pPasses = 0;
    const w = s.window;
    resolveWindowChain(s);
    s.window = S.W_NORMAL;
    if (w === S.W_DAMAGE) s.dmStage = S.PS_APPLY;
    else if (w === S.W_CRASH) s.crStage = S.PS_APPLY;
    else {
      // Draws made by the reactions themselves open the next draw window.
      s.drWho = s.drNext;
      s.drNext = 0;
      s.drStage = s.drWho ? S.PS_WINDOW : S.PS_IDLE;
    }
  }
}

/** Does player p have anything but PASS in window `w` right now? */
function hasResponse(s: FcState, p: number, w: number): boolean {
  const d = s.decision;
  const a = s.actor;
  const win = s.window;
  s.decision = S.D_PRIORITY;
  s.actor = p;
  s.window = w;
  const n = generate(s, SCRATCH);
  s.decision = d;
  s.actor = a;
  s.window = win;
  return n > 1;
}

/** Fast pre-check: is any card that can act in window `w` in a hand or on the field at all? */
function anyCardFor(s: FcState, w: number): boolean {
  const bit = 1 << (w === S.W_DAMAGE ? C.TM_AFTER_DAMAGE : w === S.W_CRASH ? C.TM_AFTER_CRASH : C.TM_AFTER_OPPONENT_DRAW);
  const f = s.field;
  for (let i = 0; i < f.length; i++) if ((dOf(s, f[i]!).timingMask & bit) !== 0) return true;
  for (let p = 0; p < 2; p++) {
    const h = s.hand[p]!;
    for (let i = 0; i < h.length; i++) if ((dOf(s, h[i]!).timingMask & bit) !== 0) return true;
  }
  return false;
}

function openPipelineWindow(s: FcState, w: number): boolean {
  if (!anyCardFor(s, w)) return false;
  if (!hasResponse(s, s.tp, w) && !hasResponse(s, opponent(s.tp), w)) return false;
  s.pBase = s.chLen;
  s.pPrio = s.tp;
  s.pPasses = 0;
  return true;
}

// ---------- playing cards and using abilities (4-3-2, 4-3-3) ----------

function pushEntry(s: FcState, kind: number, src: number, ab: number, tgt: number, ctl: number): void {
  if (s.chLen >= S.CAP) throw new RulesError('chain overflow');
  const i = s.chLen++;
  s.chKind[i] = kind;
  s.chSrc[i] = src;
  s.chAb[i] = ab;
  s.chTgt[i] = tgt;
  s.chTgtSeq[i] = tgt >= A.TGT_CARD ? s.zseq[tgt - A.TGT_CARD]! : 0;
  s.chCtl[i] = ctl;
  s.chNeg[i] = 0;
}

function afterAction(s: FcState, p: number): void {
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

function play(s: FcState, p: number, inst: number, tgt: number, alt: boolean): void {
  const d = dOf(s, inst);
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
  if (s.log) log(s, `P${p + 1} plays ${cardName(s, inst)}${tgtText(s, tgt)}`);
  // 4-3-2-4: "when played" triggers.
  triggerOf(s, inst, C.ON_PLAYED, p, 0);
  afterAction(s, p);
}

function activate(s: FcState, p: number, inst: number, k: number, tgt: number): void {
  const ab = dOf(s, inst).activated[k];
  if (!ab) throw new RulesError(`no ability ${k} on ${cardName(s, inst)}`);
  if (ab.energy) payEnergy(s, p, ab.energy);
  if (ab.tapSelf) s.tapped[inst] = 1;
  if (ab.crashFromHand) {
    // The cost's card choice: tcglab crashes the last card in hand (the newest) — a documented simplification.
    const h = s.hand[p]!;
    moveToOwner(s, h[h.length - 1]!, S.Z_DUST);
  }
  pushEntry(s, S.CH_ABILITY, inst, k, tgt, p);
  if (s.log) log(s, `P${p + 1} uses ${cardName(s, inst)}${tgtText(s, tgt)}`);
  afterAction(s, p);
}

export function tgtText(s: FcState, tgt: number): string {
  if (tgt === 0) return '';
  if (tgt < A.TGT_CARD) return ` targeting P${tgt}`;
  return ` targeting ${cardName(s, tgt - A.TGT_CARD)}`;
}

/** Finish a successfully played card: 4-3-2-6 "when successfully played" triggers. */
function succeeded(s: FcState): void {
  triggerField(s, C.ON_ANY_PLAY_SUCCEEDS, -1, 0);
}

function popEntry(s: FcState): void {
  s.chLen--;
  s.resEffect = 0;
}

/** Resolve (part of) the top chain entry. Returns true when the entry is finished. */
function resolveEntry(s: FcState): boolean {
  const i = s.chLen - 1;
  const src = s.chSrc[i]!;
  const kind = s.chKind[i]!;
  const ctl = s.chCtl[i]!;
  const d = dOf(s, src);
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
    if (s.log) log(s, `${cardName(s, src)} is negated and goes to the dust box`);
    moveToOwner(s, src, S.Z_DUST);
    popEntry(s);
    return true;
  }
  if ((d.types & (C.T_CHARACTER | C.T_NAVIGATOR)) !== 0) {
    putOnField(s, src, ctl, -1); // 3-4-2: characters enter tapped
    if (s.log) log(s, `${cardName(s, src)} enters the field${s.tapped[src] ? ' tapped' : ''}`);
    popEntry(s);
    succeeded(s);
    return true;
  }
  if (d.setOn === C.SET_CHARACTER) {
    const tgt = s.chTgt[i]!;
    const host = tgt - A.TGT_CARD;
    if (isCharacterOnField(s, host) && s.zseq[host] === s.chTgtSeq[i] && (stats(s, host).imm & d.types) === 0) {
      putOnField(s, src, ctl, host);
      if (s.log) log(s, `${cardName(s, src)} is set on ${cardName(s, host)}`);
    } else {
      if (s.log) log(s, `${cardName(s, src)} has nothing to be set on and goes to the dust box`);
      moveToOwner(s, src, S.Z_DUST);
    }
    popEntry(s);
    succeeded(s); // 4-3-7: an empty cast still counts as played
    return true;
  }
  if (d.setOn === C.SET_FIELD) {
    putOnField(s, src, ctl, -1);
    if (s.log) log(s, `${cardName(s, src)} is set on the field`);
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
function resolveWindowChain(s: FcState): void {
  while (s.chLen > s.pBase) {
    if (!resolveEntry(s)) throw new RulesError('an entry in a damage or crash window paused for damage');
  }
}

// ---------- damage (4-3-10) and crashes (4-3-11) ----------

function bearsPunch(s: FcState, inst: number): boolean {
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const st = dOf(s, x).statics;
    for (let k = 0; k < st.length; k++) if (st[k]!.op === C.ST_PUNCH_RETURN) return true;
  }
  return false;
}

function stepDamage(s: FcState): void {
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

function stepCrash(s: FcState): void {
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
function collectStateCrashes(s: FcState): boolean {
  if (!s.dirty) return false;
  s.dirty = 0;
  const f = s.field;
  let chars = 0;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (!isCharacterOnField(s, x)) continue;
    chars++;
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

/** 4-3-5: the window right after a non-cost draw, for "immediately after an opponent draws" abilities. */
function stepDrawReaction(s: FcState): void {
  if (s.drStage === S.PS_WINDOW) {
    if (openPipelineWindow(s, S.W_DRAW)) s.drStage = S.PS_OPEN;
    else {
      s.drWho = s.drNext;
      s.drNext = 0;
      s.drStage = s.drWho ? S.PS_WINDOW : S.PS_IDLE;
    }
    return;
  }
  s.window = S.W_DRAW;
  s.decision = S.D_PRIORITY;
  s.actor = s.pPrio;
}

// ---------- triggers (4-3-6) ----------

function startTrigger(s: FcState, k: number): void {
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

function continueTrigger(s: FcState): void {
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

function startTriggers(s: FcState): void {
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

// ---------- turn steps ----------

function attackerPresent(s: FcState): boolean {
  const a = s.attacker;
  return a >= 0 && s.zseq[a] === s.attackerSeq && isCharacterOnField(s, a) && s.ctrl[a] === s.tp;
}

function blockerPresent(s: FcState): boolean {
  const b = s.blocker;
  return b >= 0 && s.zseq[b] === s.blockerSeq && isCharacterOnField(s, b) && s.ctrl[b] === opponent(s.tp);
}

function openWindow(s: FcState): void {
  if (!s.winOpen) {
    s.winOpen = 1;
    s.prio = s.tp; // 4-3-1: the TP has priority at every new step
    s.passes = 0;
  }
  s.window = S.W_NORMAL;
  s.decision = S.D_PRIORITY;
  s.actor = s.prio;
}

function stepTurn(s: FcState): void {
  const tp = s.tp;
  switch (s.step) {
    case S.S_TURN_START:
      if (s.turn > s.turnLimit) {
        s.winner = -1;
        s.reason = 'turn-limit';
        s.step = S.S_GAME_OVER;
        return;
      }
      triggerField(s, C.ON_TURN_START, tp, 0); // 3-1: "at the start of your turn"
      s.step = S.S_UNTAP;
      return;
    case S.S_UNTAP: {
      // 3-2-2: the TP untaps all their cards and loses all energy.
      const f = s.field;
      for (let i = 0; i < f.length; i++) if (s.ctrl[f[i]!] === tp) s.tapped[f[i]!] = 0;
      s.energy[tp] = 0;
      s.step = S.S_DRAW;
      return;
    }
    case S.S_DRAW:
      if (s.turn !== 1) drawCard(s, tp); // 2-1-5, 3-3-2: no draw on turn 1 only
      s.step = S.S_MAIN;
      s.winOpen = 0;
      return;
    case S.S_MAIN:
    case S.S_COMBAT_W1:
    case S.S_COMBAT_W2:
    case S.S_COMBAT_W3:
    case S.S_COMBAT_W4:
    case S.S_END_WINDOW:
      if (s.resolving) throw new RulesError('window opened while resolving');
      openWindow(s);
      return;
    case S.S_COMBAT_ATTACK: {
      const n = generateFor(s, S.D_ATTACK, tp);
      if (n <= 1) {
        s.noMoreCombat = 1; // A5: no attacker, combat is over for this turn
        s.step = S.S_COMBAT_W2;
        s.winOpen = 0;
        return;
      }
      s.decision = S.D_ATTACK;
      s.actor = tp;
      return;
    }
    case S.S_COMBAT_BLOCK: {
      // 3-4-5-3: no defence without an attacker present.
      if (!attackerPresent(s) || generateFor(s, S.D_BLOCK, opponent(tp)) <= 1) {
        s.step = S.S_COMBAT_W3;
        s.winOpen = 0;
        return;
      }
      s.decision = S.D_BLOCK;
      s.actor = opponent(tp);
      return;
    }
    case S.S_COMBAT_DAMAGE: {
      // 3-4-5-4 and 3-4-5-6: simultaneous damage; a combatant that left (or changed control) deals none,
      // and a block stands even if the blocker left.
      const ap = attackerPresent(s);
      if (s.blocked) {
        const bp = blockerPresent(s);
        if (ap && bp) {
          const aAp = stats(s, s.attacker).ap;
          const bAp = stats(s, s.blocker).ap;
          pushDamage(s, A.TGT_CARD + s.blocker, s.zseq[s.blocker]!, aAp, s.attacker);
          pushDamage(s, A.TGT_CARD + s.attacker, s.zseq[s.attacker]!, bAp, s.blocker);
        }
      } else if (ap) {
        pushDamage(s, 1 + opponent(tp), 0, stats(s, s.attacker).ap, s.attacker);
      }
      s.step = S.S_COMBAT_W4;
      s.winOpen = 0;
      return;
    }
    case S.S_COMBAT_END:
      s.attacker = -1;
      s.blocker = -1;
      s.blocked = 0;
      s.step = S.S_MAIN;
      s.winOpen = 0;
      return;
    case S.S_END_START: {
      // 3-6-2: collect the TP's cards with an upkeep (A13: the controller pays).
      s.upLen = 0;
      const f = s.field;
      for (let i = 0; i < f.length; i++) {
        const x = f[i]!;
        if (s.ctrl[x] === tp && dOf(s, x).upkeep > 0) s.upInst[s.upLen++] = x;
      }
      s.step = S.S_UPKEEP;
      return;
    }
    case S.S_UPKEEP: {
      // Drop cards that left meanwhile.
      let k = 0;
      for (let i = 0; i < s.upLen; i++) {
        const x = s.upInst[i]!;
        if (s.zone[x] === S.Z_FIELD && s.ctrl[x] === tp) s.upInst[k++] = x;
      }
      s.upLen = k;
      if (k > 0) {
        s.decision = S.D_UPKEEP;
        s.actor = tp;
        return;
      }
      s.step = S.S_END_WINDOW;
      s.winOpen = 0;
      return;
    }
    case S.S_END_END:
      s.step = S.S_EOT_DAMAGE;
      return;
    case S.S_EOT_DAMAGE: {
      // 3-7-1: damage on every character drops to 0 (before "until end of turn" effects end).
      const f = s.field;
      for (let i = 0; i < f.length; i++) s.damage[f[i]!] = 0;
      s.step = S.S_EOT_EXPIRE;
      return;
    }
    case S.S_EOT_EXPIRE: {
      // 3-7-2: all "until end of turn" effects end at once; "at end of turn" effects (うさパンチ, A22).
      const f = s.field;
      for (let i = 0; i < f.length; i++) {
        const x = f[i]!;
        s.tmpAp[x] = 0;
        s.tmpDp[x] = 0;
        s.swap[x] = 0;
        s.immune[x] = 0;
      }
      s.playersUntargetable = 0;
      s.dirty = 1;
      for (let i = 0; i < f.length; ) {
        const x = f[i]!;
        if (s.punch[x] && isCharacterOnField(s, x)) {
          if (s.log) log(s, `${cardName(s, x)} returns to its owner's hand (Rabbit Punch)`);
          moveToOwner(s, x, S.Z_HAND);
          continue;
        }
        i++;
      }
      s.step = S.S_EOT_CLEANUP;
      return;
    }
    case S.S_EOT_CLEANUP:
      // 3-7-3: only the TP, down to the hand limit; A14: the TP picks.
      if (s.hand[tp]!.length > s.options.handLimit) {
        s.decision = S.D_DISCARD;
        s.actor = tp;
        return;
      }
      s.step = S.S_EOT_ENERGY;
      return;
    case S.S_EOT_ENERGY:
      // 3-7-4: every player loses all energy. Then the next turn (3-7-5).
      s.energy[0] = 0;
      s.energy[1] = 0;
      s.turn++;
      s.tp = opponent(tp);
      s.navPlayed = 0;
      s.noMoreCombat = 0;
      s.step = S.S_TURN_START;
      if (s.log) log(s, `--- turn ${s.turn} (P${s.tp + 1}) ---`);
      return;
    default:
      throw new RulesError(`stepTurn in step ${s.step}`);
  }
}

function generateFor(s: FcState, decision: number, actor: number): number {
  const d = s.decision;
  const a = s.actor;
  s.decision = decision;
  s.actor = actor;
  const n = generate(s, SCRATCH);
  s.decision = d;
  s.actor = a;
  return n;
}

/** Run the automatic rules until a player must decide or the game ends. */
export function advance(s: FcState): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    if (checkEnd(s)) return;
    if (s.decision !== S.D_NONE) {
      if (s.decision === S.D_PRIORITY && s.options.autoPass && generate(s, SCRATCH) === 1) {
        doPass(s); // only PASS is possible: skip the decision (digest §9)
        continue;
      }
      return;
    }
    if (s.dmStage !== S.PS_IDLE) stepDamage(s);
    else if (s.crStage !== S.PS_IDLE) stepCrash(s);
    else if (s.drStage !== S.PS_IDLE) stepDrawReaction(s);
    else if (collectStateCrashes(s)) continue;
    else if (s.trActive) continueTrigger(s);
    else if (s.trLen > 0) startTriggers(s);
    else if (s.resolving) {
      if (s.chLen === 0) {
        s.resolving = 0;
        s.prio = s.tp; // after the chain resolves, the TP holds priority again (4-3-1)
        s.passes = 0;
      } else resolveEntry(s);
    } else stepTurn(s);
  }
  throw new RulesError('the rules engine did not settle (loop guard)');
}

/** Apply one legal action, then run the rules until the next decision. */
export function applyAction(s: FcState, a: number): void {
  if (s.decision === S.D_NONE) throw new RulesError('no decision is pending (the game is over)');
  const p = s.actor;
  s.decisions++;
  switch (s.decision) {
    case S.D_ORDER:
      if (a !== A.GO_FIRST && a !== A.GO_SECOND) throw new RulesError(`illegal action ${a} (choose first or second)`);
      s.first = a === A.GO_FIRST ? p : opponent(p);
      if (s.log) log(s, `P${p + 1} chooses to go ${a === A.GO_FIRST ? 'first' : 'second'}`);
      s.step = S.S_SETUP_MULLIGAN;
      s.decision = S.D_MULLIGAN;
      s.actor = s.first;
      break;
    case S.D_MULLIGAN:
      if (a === A.MULLIGAN) {
        // 2-1-6: return the 7 cards, reshuffle, draw 7 again; once per game.
        const h = s.hand[p]!;
        while (h.length) {
          const x = h.pop()!;
          s.zone[x] = S.Z_DECK;
          s.deck[p]!.push(x);
        }
        if (s.log) log(s, `P${p + 1} mulligans: 7 cards back, reshuffle, draw 7`);
        shuffleDeck(s, p);
        for (let k = 0; k < 7; k++) drawCard(s, p);
      } else if (a !== A.KEEP) throw new RulesError(`illegal action ${a} (keep or mulligan)`);
      s.mulliganDone[p] = 1;
      if (a === A.MULLIGAN) s.mulligan[p] = 1;
      if (p === s.first) s.actor = opponent(p);
      else startFirstTurn(s);
      break;
    case S.D_PRIORITY:
      if (a === A.PASS) doPass(s);
      else if (a === A.DECLARE_COMBAT) {
        s.step = S.S_COMBAT_W1; // 3-4-5-1: not an action; cannot be interrupted
        s.winOpen = 0;
        s.attacker = -1;
        s.blocker = -1;
        s.blocked = 0;
        s.decision = S.D_NONE;
        if (s.log) log(s, `P${p + 1} declares combat`);
      } else if (a >= A.PLAY_BASE && a < A.PLAY_ALT_BASE) {
        play(s, p, (a - A.PLAY_BASE) >> 8, (a - A.PLAY_BASE) & 255, false);
      } else if (a >= A.PLAY_ALT_BASE && a < A.ABILITY_BASE) {
        play(s, p, (a - A.PLAY_ALT_BASE) >> 8, (a - A.PLAY_ALT_BASE) & 255, true);
      } else if (a >= A.ABILITY_BASE && a < A.ABILITY_END) {
        const r = a - A.ABILITY_BASE;
        activate(s, p, r >> 10, (r >> 8) & 3, r & 255);
      } else throw new RulesError(`illegal action ${a} with priority`);
      break;
    case S.D_ATTACK:
      if (a === A.NO_ATTACK) {
        s.noMoreCombat = 1; // A5
        if (s.log) log(s, `P${p + 1} declares no attack`);
      } else {
        const x = a - A.ATTACK_BASE;
        s.tapped[x] = 1; // 3-4-5-2: tapping is the cost of attacking
        s.attacker = x;
        s.attackerSeq = s.zseq[x]!;
        if (s.log) log(s, `P${p + 1} attacks with ${cardName(s, x)}`);
        triggerOf(s, x, C.ON_ATTACK, p, 0);
      }
      s.step = S.S_COMBAT_W2;
      s.winOpen = 0;
      s.decision = S.D_NONE;
      break;
    case S.D_BLOCK:
      if (a !== A.NO_BLOCK) {
        const x = a - A.BLOCK_BASE;
        if (!canBlock(s, x)) throw new RulesError(`${cardName(s, x)} cannot block this attacker`);
        s.tapped[x] = 1;
        s.blocker = x;
        s.blockerSeq = s.zseq[x]!;
        s.blocked = 1;
        if (s.log) log(s, `P${p + 1} blocks with ${cardName(s, x)}`);
      } else if (s.log) log(s, `P${p + 1} does not block`);
      s.step = S.S_COMBAT_W3;
      s.winOpen = 0;
      s.decision = S.D_NONE;
      break;
    case S.D_TRIGGER: {
      const k = a - A.TRIGGER_BASE;
      if (k < 0 || k >= s.trLen) throw new RulesError(`illegal trigger choice ${a}`);
      s.decision = S.D_NONE;
      startTrigger(s, k);
      break;
    }
    case S.D_UPKEEP: {
      const pay = a >= A.UPKEEP_PAY_BASE && a < A.UPKEEP_DECLINE_BASE;
      const x = pay ? a - A.UPKEEP_PAY_BASE : a - A.UPKEEP_DECLINE_BASE;
      let k = -1;
      for (let i = 0; i < s.upLen; i++) if (s.upInst[i] === x) k = i;
      if (k < 0) throw new RulesError(`illegal upkeep action ${a}`);
      for (let i = k; i < s.upLen - 1; i++) s.upInst[i] = s.upInst[i + 1]!;
      s.upLen--;
      if (pay) {
        payEnergy(s, p, dOf(s, x).upkeep);
        if (s.log) log(s, `P${p + 1} pays the upkeep of ${cardName(s, x)}`);
      } else {
        if (s.log) log(s, `P${p + 1} declines the upkeep of ${cardName(s, x)}`);
        pushCrash(s, x, false); // 3-6-2: this crash cannot be negated
      }
      s.decision = S.D_NONE;
      break;
    }
    case S.D_DISCARD: {
      const x = a - A.DISCARD_BASE;
      if (s.zone[x] !== S.Z_HAND || s.owner[x] !== p) throw new RulesError(`illegal discard ${a}`);
      if (s.log) log(s, `P${p + 1} crashes ${cardName(s, x)} from hand (hand limit)`);
      moveToOwner(s, x, S.Z_DUST);
      s.decision = S.D_NONE;
      break;
    }
    default:
      throw new RulesError(`unknown decision ${s.decision}`);
  }
  advance(s);
}

export { availableEnergy };

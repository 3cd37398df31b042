// Enumerating the legal actions of the deciding player in a stable order (PASS first, then hand plays in hand
// order, then field abilities, then combat), into a caller-owned buffer without allocating. The windows also
// use it to ask whether anyone could act (4-3-10-2, 4-3-11-2, 4-3-5).
import { RulesError } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/codes.js';
import type { CardDef } from './cards/types.js';
import { defOf } from './catalog.js';
import { affectable } from './effects/targets.js';
import { availableEnergy, playCostModifier } from './energy.js';
import { hasOwnAbilities, stats } from './stats.js';
import { isCharacterOnField } from './zones.js';
import * as S from './state.js';
import type { COState } from './state.js';

let OUT: Int32Array = new Int32Array(0);
let N = 0;
/** Stop once this many actions are found (2 answers "is there anything but PASS?"). */
let LIMIT = Infinity;
/** The deciding player's available energy and play-cost modifier, computed once per enumeration when needed. */
let AVAIL = -1;
let COST_MOD = 0;
let COST_MOD_OK = false;

function energyOf(s: COState, p: number): number {
  if (AVAIL < 0) AVAIL = availableEnergy(s, p);
  return AVAIL;
}

function costOf(s: COState, p: number, d: CardDef): number {
  if (!COST_MOD_OK) {
    COST_MOD = playCostModifier(s, p);
    COST_MOD_OK = true;
  }
  const c = d.cost + COST_MOD;
  return c < 0 ? 0 : c;
}

function emit(a: number): void {
  if (N >= OUT.length) throw new RulesError(`crossover-fc: more than ${OUT.length} legal actions: raise maxLegalActions`);
  OUT[N++] = a;
}

/** Emit base + tgt for every legal target of `kind`; returns how many were emitted. */
function targets(s: COState, base: number, kind: number, srcTypes: number, p: number, self: number): number {
  const n0 = N;
  switch (kind) {
    case C.TG_NONE:
      emit(base);
      break;
    case C.TG_PLAYER:
      if (!s.playersUntargetable) {
        emit(base + 1);
        emit(base + 2);
      }
      break;
    case C.TG_CHARACTER:
    case C.TG_HOST:
    case C.TG_YOUR_CHARACTER:
    case C.TG_OPPONENT_CHARACTER: {
      const f = s.chars; // field order
      for (let i = 0; i < f.length; i++) {
        const x = f[i]!;
        if (!isCharacterOnField(s, x) || !affectable(s, x, srcTypes)) continue;
        if (kind === C.TG_YOUR_CHARACTER && s.ctrl[x] !== p) continue;
        if (kind === C.TG_OPPONENT_CHARACTER && s.ctrl[x] === p) continue;
        emit(base + A.TGT_CARD + x);
      }
      break;
    }
    case C.TG_PLAY:
      for (let i = 0; i < s.chLen; i++) {
        if (s.chKind[i] === S.CH_ABILITY || s.chNeg[i]) continue;
        emit(base + A.TGT_CARD + s.chSrc[i]!);
      }
      break;
    case C.TG_DUST_CHARACTER_CARD: {
      const d = s.dust[p]!;
      for (let i = 0; i < d.length; i++) {
        if ((defOf(s, d[i]!).types & C.T_CHARACTER) !== 0) emit(base + A.TGT_CARD + d[i]!);
      }
      break;
    }
    case C.TG_HAND_NAVIGATOR_CARD: {
      const h = s.hand[p]!;
      for (let i = 0; i < h.length; i++) {
        if (h[i] !== self && (defOf(s, h[i]!).types & C.T_NAVIGATOR) !== 0) emit(base + A.TGT_CARD + h[i]!);
      }
      break;
    }
    case C.TG_DAMAGED_CHARACTER:
      for (let i = 0; i < s.dmLen; i++) {
        const t = s.dmTgt[i]!;
        if (t < A.TGT_CARD || s.dmAmt[i]! <= 0) continue;
        const x = t - A.TGT_CARD;
        if (s.zseq[x] !== s.dmSeq[i] || !isCharacterOnField(s, x) || !affectable(s, x, srcTypes)) continue;
        let dup = false;
        for (let k = 0; k < i; k++) if (s.dmTgt[k] === t) dup = true;
        if (!dup) emit(base + t);
      }
      break;
    case C.TG_CRASHING_CHARACTER:
      for (let i = 0; i < s.crLen; i++) {
        const x = s.crInst[i]!;
        if (!s.crNegatable[i] || s.crNeg[i] || s.ctrl[x] !== p || !isCharacterOnField(s, x)) continue;
        emit(base + A.TGT_CARD + x);
      }
      break;
    default:
      throw new RulesError(`crossover-fc: unknown target kind ${kind}`);
  }
  return N - n0;
}

function inMainOrCombat(step: number): boolean {
  return step === S.S_MAIN || step === S.S_COMBAT_W1 || step === S.S_COMBAT_W2 || step === S.S_COMBAT_W3 || step === S.S_COMBAT_W4;
}

function timingOk(s: COState, timing: number, src = -1): boolean {
  if (s.window === S.W_DAMAGE) return timing === C.TM_AFTER_DAMAGE;
  if (s.window === S.W_CRASH) return timing === C.TM_AFTER_CRASH;
  if (s.window === S.W_DRAW) return timing === C.TM_AFTER_OPPONENT_DRAW && (s.rxWho[S.RX_DRAW]! & (1 << (1 - s.actor))) !== 0;
  if (s.window === S.W_ENERGY) {
    return timing === C.TM_AFTER_OPPONENT_ENERGY && (s.rxWho[S.RX_ENERGY]! & (1 << (1 - s.actor))) !== 0;
  }
  if (timing === C.TM_WHEN_BLOCKED) {
    // 3-4-5-6: usable after this attacker was blocked, even if the blocker has left since.
    return (
      src >= 0 &&
      s.blocked === 1 &&
      s.attacker === src &&
      s.zseq[src] === s.attackerSeq &&
      (s.step === S.S_COMBAT_W3 || s.step === S.S_COMBAT_W4)
    );
  }
  return timing === C.TM_NORMAL;
}

function handPlays(s: COState, p: number): void {
  const h = s.hand[p]!;
  const mainLike = s.window === S.W_NORMAL && inMainOrCombat(s.step);
  for (let i = 0; i < h.length && N < LIMIT; i++) {
    const inst = h[i]!;
    const d: CardDef = defOf(s, inst);
    if (!d.playable || !timingOk(s, d.timing)) continue;
    const base = A.PLAY_BASE + inst * 256;
    if ((d.types & C.T_NAVIGATOR) !== 0) {
      // 3-4-1: TP only, main phase (A8: combat windows too), once per turn; [REC A7] on an empty chain.
      if (mainLike && p === s.tp && !s.navPlayed && (s.chLen === 0 || s.options.charactersAsInterrupts)) emit(base);
      continue;
    }
    if ((d.types & C.T_CHARACTER) !== 0) {
      // 3-4-2: TP in their main phase; All Turn also in the opponent's main phase (not the end phase, 3-6-4).
      if (!mainLike || (s.chLen !== 0 && !s.options.charactersAsInterrupts)) continue;
      if (p !== s.tp && (d.keywords & C.KW_ALL_TURN) === 0) continue;
    }
    // 3-4-3: events, spells and items in any window of either turn.
    if (energyOf(s, p) >= costOf(s, p, d)) targets(s, base, d.target, d.types, p, inst);
    if (d.altDraw && s.deck[p]!.length > 0) targets(s, A.PLAY_ALT_BASE + inst * 256, d.target, d.types, p, inst);
  }
}

function fieldAbilities(s: COState, p: number): void {
  const f = s.actives; // field order
  for (let i = 0; i < f.length && N < LIMIT; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p) continue;
    const d = defOf(s, x);
    if (d.activated.length === 0) continue;
    if (s.host[x]! < 0 && !hasOwnAbilities(s, x)) continue;
    const avail = energyOf(s, p);
    for (let k = 0; k < d.activated.length; k++) {
      const ab = d.activated[k]!;
      if (!timingOk(s, ab.timing, x)) continue;
      if (ab.tapSelf && s.tapped[x]) continue;
      // An ability that taps its own navigator source would also lose that source's energy: ignore (none exist).
      if (ab.energy > avail) continue;
      if (ab.crashFromHand > s.hand[p]!.length) continue;
      targets(s, A.ABILITY_BASE + (x * 4 + k) * 256, ab.target, d.types, p, x);
    }
  }
}

function hasAttacker(s: COState, p: number): boolean {
  const f = s.chars; // field order
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.ctrl[x] === p && !s.tapped[x] && isCharacterOnField(s, x)) return true;
  }
  return false;
}

/** Can `blocker` block the current attacker (3-4-5-7 flying and diving)? */
export function canBlock(s: COState, blocker: number): boolean {
  const a = stats(s, s.attacker);
  const af = (a.kw & C.KW_FLYING) !== 0;
  const ad = (a.kw & C.KW_DIVING) !== 0;
  const b = stats(s, blocker);
  const bf = (b.kw & (C.KW_FLYING | C.KW_BLOCK_FLYING)) !== 0;
  const bd = (b.kw & C.KW_DIVING) !== 0;
  if (af && !bf) return false;
  if (ad && !bd) return false;
  return true;
}

/**
 * Fill `out` with the legal actions of the deciding player; return the count. With a `limit`, stop once that
 * many are found (the count is then min(count, limit)).
 */
export function enumerateActions(s: COState, out: Int32Array, limit = Infinity): number {
  OUT = out;
  N = 0;
  LIMIT = limit;
  AVAIL = -1;
  COST_MOD_OK = false;
  const p = s.actor;
  switch (s.decision) {
    case S.D_ORDER:
      emit(A.GO_FIRST);
      emit(A.GO_SECOND);
      break;
    case S.D_MULLIGAN:
      emit(A.KEEP);
      emit(A.MULLIGAN);
      break;
    case S.D_PRIORITY:
      emit(A.PASS);
      handPlays(s, p);
      fieldAbilities(s, p);
      if (s.window === S.W_NORMAL && s.step === S.S_MAIN && p === s.tp && s.chLen === 0 && !s.noMoreCombat && hasAttacker(s, p)) {
        emit(A.DECLARE_COMBAT);
      }
      break;
    case S.D_ATTACK: {
      emit(A.NO_ATTACK);
      const f = s.chars; // field order
      for (let i = 0; i < f.length && N < LIMIT; i++) {
        const x = f[i]!;
        if (s.ctrl[x] === p && !s.tapped[x] && isCharacterOnField(s, x)) emit(A.ATTACK_BASE + x);
      }
      break;
    }
    case S.D_BLOCK: {
      emit(A.NO_BLOCK);
      const f = s.chars; // field order
      for (let i = 0; i < f.length && N < LIMIT; i++) {
        const x = f[i]!;
        if (s.ctrl[x] === p && !s.tapped[x] && isCharacterOnField(s, x) && canBlock(s, x)) emit(A.BLOCK_BASE + x);
      }
      break;
    }
    case S.D_TRIGGER:
      for (let k = 0; k < s.trLen; k++) emit(A.TRIGGER_BASE + k);
      break;
    case S.D_UPKEEP: {
      const avail = availableEnergy(s, p);
      for (let k = 0; k < s.upLen; k++) {
        const x = s.upInst[k]!;
        if (avail >= defOf(s, x).upkeep) emit(A.UPKEEP_PAY_BASE + x);
        emit(A.UPKEEP_DECLINE_BASE + x);
      }
      break;
    }
    case S.D_DISCARD: {
      const h = s.hand[p]!;
      for (let i = 0; i < h.length; i++) emit(A.DISCARD_BASE + h[i]!);
      break;
    }
    default:
      break;
  }
  return N;
}

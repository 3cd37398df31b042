// The shared effect library: targets (4-2-13) and their re-check on resolution (4-3-2-6), one-shot effects,
// and the queues they feed (damage batch, crash batch, triggers).
import { RulesError } from '@tcglab/core';
import * as C from './cards/constants.js';
import type { Effect } from './cards/schema.js';
import {
  cardName,
  dOf,
  drawCard,
  noteReaction,
  hasOwnAbilities,
  immuneOf,
  isCharacterOnField,
  log,
  moveToOwner,
  opponent,
  putOnField,
  stats,
} from './rules.js';
import { CAP, PS_IDLE, PS_WINDOW, RX_ENERGY, Z_CHAIN, Z_DUST, Z_FIELD, Z_HAND, type FcState } from './state.js';
import { TGT_CARD } from './actions.js';

// ---------- queues ----------

export function pushDamage(s: FcState, tgt: number, seq: number, amount: number, src: number): void {
  if (amount <= 0) return;
  if (s.dmLen >= CAP) throw new RulesError('damage batch overflow');
  const i = s.dmLen++;
  s.dmTgt[i] = tgt;
  s.dmSeq[i] = seq;
  s.dmAmt[i] = amount;
  s.dmSrc[i] = src;
  if (s.dmStage === PS_IDLE) s.dmStage = PS_WINDOW;
}

export function pushCrash(s: FcState, inst: number, negatable: boolean): void {
  for (let i = 0; i < s.crLen; i++) if (s.crInst[i] === inst) return;
  if (s.crLen >= CAP) throw new RulesError('crash batch overflow');
  const i = s.crLen++;
  s.crInst[i] = inst;
  s.crNeg[i] = 0;
  s.crNegatable[i] = negatable ? 1 : 0;
  if (s.crStage === PS_IDLE) s.crStage = PS_WINDOW;
}

export function pushTrigger(s: FcState, src: number, ab: number, ctl: number, arg: number): void {
  if (s.trLen >= CAP) throw new RulesError('trigger queue overflow');
  const i = s.trLen++;
  s.trSrc[i] = src;
  s.trAb[i] = ab;
  s.trCtl[i] = ctl;
  s.trArg[i] = arg;
}

/** Queue `on` triggers of one object (if it has its abilities). */
export function triggerOf(s: FcState, inst: number, on: number, ctl: number, arg: number): void {
  const d = dOf(s, inst);
  if ((d.triggerMask & (1 << on)) === 0) return;
  if (s.zone[inst] === Z_FIELD && !hasOwnAbilities(s, inst)) return;
  for (let k = 0; k < d.triggers.length; k++) if (d.triggers[k]!.on === on) pushTrigger(s, inst, k, ctl, arg);
}

/** Queue `on` triggers of every field object (optionally only those `ctl` controls). */
export function triggerField(s: FcState, on: number, onlyCtl: number, arg: number): void {
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (onlyCtl >= 0 && s.ctrl[x] !== onlyCtl) continue;
    triggerOf(s, x, on, s.ctrl[x]!, arg);
  }
}

// ---------- targets ----------

/** Is the character `inst` a legal target/recipient for an effect from a source of `srcTypes`? (layer 1) */
export function affectable(s: FcState, inst: number, srcTypes: number): boolean {
  return (immuneOf(s, inst) & srcTypes & (C.T_SPELL | C.T_EVENT | C.T_ITEM)) === 0;
}

/** The target code still names a legal target (4-3-2-6 re-check). */
export function targetStillLegal(s: FcState, kind: number, tgt: number, seq: number, srcTypes: number, ctl: number): boolean {
  if (kind === C.TG_NONE) return true;
  if (tgt < TGT_CARD) return tgt > 0 && kind === C.TG_PLAYER && !s.playersUntargetable;
  const inst = tgt - TGT_CARD;
  if (s.zseq[inst] !== seq) return false;
  switch (kind) {
    case C.TG_CHARACTER:
    case C.TG_HOST:
    case C.TG_DAMAGED_CHARACTER:
      return isCharacterOnField(s, inst) && affectable(s, inst, srcTypes);
    case C.TG_CRASHING_CHARACTER:
      return isCharacterOnField(s, inst);
    case C.TG_YOUR_CHARACTER:
      return isCharacterOnField(s, inst) && s.ctrl[inst] === ctl && affectable(s, inst, srcTypes);
    case C.TG_OPPONENT_CHARACTER:
      return isCharacterOnField(s, inst) && s.ctrl[inst] !== ctl && affectable(s, inst, srcTypes);
    case C.TG_PLAY:
      return s.zone[inst] === Z_CHAIN;
    case C.TG_DUST_CHARACTER_CARD:
      return s.zone[inst] === Z_DUST && s.owner[inst] === ctl;
    case C.TG_HAND_NAVIGATOR_CARD:
      return s.zone[inst] === Z_HAND && s.owner[inst] === ctl;
    default:
      return false;
  }
}

// ---------- effects ----------

/**
 * Run `effects[from..]` for a source. Returns the index to resume at when a damage effect queued damage
 * (the damage pipeline runs first, 4-3-10), or effects.length when done. A part whose target became
 * illegal is skipped, the rest still happens (空打ち, 4-3-2-6).
 */
export function runEffects(
  s: FcState,
  effects: readonly Effect[],
  from: number,
  src: number,
  srcTypes: number,
  ctl: number,
  tgtKind: number,
  tgt: number,
  tgtSeq: number,
  host: number,
): number {
  s.dirty = 1;
  const tgtOk = targetStillLegal(s, tgtKind, tgt, tgtSeq, srcTypes, ctl);
  const tInst = tgt >= TGT_CARD ? tgt - TGT_CARD : -1;
  for (let i = from; i < effects.length; i++) {
    const e = effects[i]!;
    // Who the effect lands on.
    let one = -1;
    if (e.to === C.TO_TARGET) {
      if (!tgtOk) {
        if (s.log) log(s, `  (target no longer legal: that part does nothing)`);
        continue;
      }
      one = tInst;
    } else if (e.to === C.TO_SELF) one = s.zone[src] === Z_FIELD ? src : -2;
    else if (e.to === C.TO_HOST) one = host >= 0 && isCharacterOnField(s, host) ? host : -2;
    if (one === -2) continue;
    switch (e.op) {
      case C.OP_DAMAGE: {
        const before = s.dmLen;
        if (e.to === C.TO_TARGET && tgt < TGT_CARD) pushDamage(s, tgt, 0, e.amount, src);
        else if (e.to === C.TO_OPPONENT) pushDamage(s, 1 + opponent(ctl), 0, e.amount, src);
        else if (one >= 0) pushDamage(s, TGT_CARD + one, s.zseq[one]!, e.amount, src);
        else if (e.to === C.TO_ALL_CHARACTERS || e.to === C.TO_OPPONENT_FEMALE_CHARACTERS) {
          const f = s.field;
          for (let k = 0; k < f.length; k++) {
            const x = f[k]!;
            if (!isCharacterOnField(s, x) || !affectable(s, x, srcTypes)) continue;
            if (e.to === C.TO_OPPONENT_FEMALE_CHARACTERS && (s.ctrl[x] === ctl || stats(s, x).gender !== C.G_FEMALE)) continue;
            pushDamage(s, TGT_CARD + x, s.zseq[x]!, e.amount, src);
          }
        }
        if (s.dmLen > before) return i + 1;
        break;
      }
      case C.OP_DAMAGE_PER_FEMALE: {
        let n = 0;
        const f = s.field;
        for (let k = 0; k < f.length; k++) {
          const x = f[k]!;
          if (isCharacterOnField(s, x) && s.ctrl[x] !== ctl && stats(s, x).gender === C.G_FEMALE) n++;
        }
        if (n > 0) {
          pushDamage(s, 1 + opponent(ctl), 0, e.amount * n, src);
          return i + 1;
        }
        break;
      }
      case C.OP_HEAL: {
        const p = e.to === C.TO_TARGET ? tgt - 1 : ctl;
        s.hp[p] = s.hp[p]! + e.amount;
        if (s.log) log(s, `  P${p + 1} gains ${e.amount} HP (now ${s.hp[p]})`);
        break;
      }
      case C.OP_DRAW:
        for (let k = 0; k < e.amount; k++) drawCard(s, ctl);
        break;
      case C.OP_MODIFY:
        if (one >= 0 && affectable(s, one, srcTypes)) {
          s.tmpAp[one] = s.tmpAp[one]! + e.ap;
          s.tmpDp[one] = s.tmpDp[one]! + e.dp;
          if (s.log) log(s, `  ${cardName(s, one)} gets ${e.ap >= 0 ? '+' : ''}${e.ap}:${e.dp >= 0 ? '+' : ''}${e.dp} until end of turn`);
        }
        break;
      case C.OP_SWAP:
        if (one >= 0 && affectable(s, one, srcTypes)) s.swap[one] = s.swap[one]! + 1;
        break;
      case C.OP_UNTAP:
        if (one >= 0) s.tapped[one] = 0;
        break;
      case C.OP_BOUNCE:
        if (one >= 0) {
          if (s.log) log(s, `  ${cardName(s, one)} returns to its owner's hand`);
          moveToOwner(s, one, Z_HAND);
        }
        break;
      case C.OP_NEGATE_PLAY:
        for (let k = 0; k < s.chLen; k++) if (s.chSrc[k] === tInst && s.chKind[k] !== 2) s.chNeg[k] = 1;
        if (s.log) log(s, `  the play of ${cardName(s, tInst)} is negated`);
        break;
      case C.OP_REDUCE_DAMAGE: {
        let left = e.amount;
        for (let k = 0; k < s.dmLen && left > 0; k++) {
          if (s.dmTgt[k] !== tgt) continue;
          const r = Math.min(left, s.dmAmt[k]!);
          s.dmAmt[k] = s.dmAmt[k]! - r;
          left -= r;
        }
        if (s.log) log(s, `  damage to ${cardName(s, tInst)} is reduced by ${e.amount - left}`);
        break;
      }
      case C.OP_NEGATE_CRASH:
        for (let k = 0; k < s.crLen; k++) if (s.crInst[k] === tInst && s.crNegatable[k]) s.crNeg[k] = 1;
        if (s.log) log(s, `  the crash of ${cardName(s, tInst)} is negated`);
        break;
      case C.OP_PLAYERS_UNTARGETABLE:
        s.playersUntargetable = 1;
        if (s.log) log(s, `  Duel Masters can't be targeted until end of turn`);
        break;
      case C.OP_GAIN_ENERGY:
        s.energy[ctl] = s.energy[ctl]! + e.amount;
        noteReaction(s, RX_ENERGY, ctl);
        if (s.log) log(s, `  P${ctl + 1} gains ${e.amount} energy`);
        break;
      case C.OP_REANIMATE:
      case C.OP_PUT_NAVIGATOR:
        putOnField(s, tInst, ctl, -1);
        if (s.log) log(s, `  ${cardName(s, tInst)} is put onto the field${s.tapped[tInst] ? ' tapped' : ''} (not played)`);
        break;
      case C.OP_IMMUNE:
        // 4-3-8-1: the immunity does not apply to the effect that grants it.
        if (one >= 0) s.immune[one] = s.immune[one]! | e.types;
        break;
      case C.OP_TAKE_CONTROL:
        if (one >= 0) {
          s.ctrl[one] = ctl;
          if (s.log) log(s, `  P${ctl + 1} takes control of ${cardName(s, one)}`);
        }
        break;
      case C.OP_DAMAGE_BY_BLOCKER_GAP: {
        if (s.zone[src] !== Z_FIELD) break;
        const mine = stats(s, src).ap;
        const b = s.blocker;
        // 3-4-5-6: a blocker that left the field (or changed control) counts as a 0:0 character.
        const gone = b < 0 || s.zseq[b] !== s.blockerSeq || !isCharacterOnField(s, b) || s.ctrl[b] === ctl;
        const theirs = gone ? 0 : Math.max(0, stats(s, b).ap);
        if (mine - theirs > 0) {
          pushDamage(s, 1 + opponent(ctl), 0, mine - theirs, src);
          return i + 1;
        }
        break;
      }
      default:
        throw new RulesError(`unknown effect op ${e.op}`);
    }
  }
  return effects.length;
}

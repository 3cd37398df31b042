// Legal actions and applying them: the decision points of Duel Masters (see actions.ts for the encoding).
import { LegalCache, RulesError, type TrustedPath } from '@tcglab/core';
import {
  MAX_LEGAL_ACTIONS,
  ATTACK_CREATURE_BASE,
  ATTACK_PLAYER_BASE,
  BLOCK_BASE,
  BREAK_BASE,
  CAST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  EVOLVE_BASE,
  GRANTED_TAP_BASE,
  OPTION_BASE,
  ORDER_BASE,
  PASS,
  SILENT_BASE,
  SUMMON_BASE,
  TAP_ABILITY_BASE,
  TRIGGER_BASE,
  VORTEX_BASE,
  YES,
} from './actions.js';
import { cardTable, DEF_FLAGS, DEF_NEED, defOf, mayTrigger } from './cards/table.js';
import type { CardDef } from './cards/types.js';
import {
  blockers,
  blockLured,
  canAttack,
  canAttackCreature,
  canAttackPlayer,
  canAttackLure,
  canAttackRace,
  declareAttack,
  finishBreak,
  ignoresAttackLimits,
} from './combat.js';
import { describeAction } from './describe.js';
import { applyChoice, choiceCandidates, choiceMayStop } from './effects/choices.js';
import { decideReplacement, nextSaver } from './effects/destruction.js';
import { decideSave, saveCandidates, saveMayDecline } from './effects/shield-saves.js';
import { declarableShields, declare, declaredShields, HELD_BY_BREAK, moveHeldToHand } from './effects/shield-triggers.js';
import { stateBased } from './effects/state-based.js';
import { fireEach, fireTrigger } from './effects/fire.js';
import { decideDiscardToBattle } from './effects/discard.js';
import { castSpell, fireWatchers, putIntoBattle, startWaiting, summoned } from './effects/triggers.js';
import {
  KW_ATTACK_UNTAPPED,
  KW_ATTACKABLE_UNTAPPED,
  KW_CANT_ATTACK,
  KW_CANT_ATTACK_CREATURES,
  KW_CANT_ATTACK_PLAYERS,
  KW_CANT_BE_ATTACKED,
  KW_IGNORE_ATTACK_LIMITS,
  KW_IGNORE_OWN_ATTACK_BANS,
  KW_MUST_ATTACK,
  KW_MUST_BLOCK,
  KW_SPEED_ATTACKER,
  TYPE_EVOLUTION,
  TYPE_SPELL,
} from './keywords.js';
import { canPayRead, pay, readMana } from './mana.js';
import { flags, hasRace, isDragonNow, sourceHasRace } from './query/characteristics.js';
import { grantedAbility, granterDef, granterFor, granterSlot, grantsTapTo } from './query/granted.js';
import { abilityOf } from './query/match.js';
import { optionCodes } from './query/options.js';
import {
  attacksLured,
  castAllowed,
  costOf,
  creatureAbilitiesBanned,
  forcedAttackRace,
  luresAttacks,
  optionalReplacement,
} from './query/statics.js';
import {
  attackAt,
  AWAIT_DRAW_MORE,
  AWAIT_MAY,
  AWAIT_NONE,
  AWAIT_OPTION,
  type DecisionFrame,
  type DMState,
  F_BLOCK,
  F_BREAK,
  F_EFFECT,
  F_ORDER,
  F_REPLACE,
  REPLACE_DISCARD,
  F_SILENT,
  F_TRIGGER,
  type Frame,
  freeFrame,
  freeWaiting,
  newEffectFrame,
  ONGOING,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_END,
  STEP_MAIN,
  sameAbility,
  takeWaiting,
  waitingIndex,
  Z_MANA,
  topFrame,
} from './state.js';
import { advance, finishStart } from './turn.js';
import { drawOne, moveCard } from './zones.js';

const cands: number[] = [];

const blk: number[] = [];

function push(out: Int32Array, n: number, a: number): number {
  if (n >= out.length) throw new RangeError(`legal-action buffer of ${out.length} is too small`);
  out[n] = a;
  return n + 1;
}

// The definitions met so far in the current scan of a hand: a definition's entry equals `copyScan` once met (one scan
// per list, so no quadratic search for earlier copies and nothing to clear).
let copySeen = new Int32Array(0);
let copyScan = 0;

/** Start a scan of a hand for firstCopy. */
function startCopies(): void {
  if (copySeen.length === 0) copySeen = new Int32Array(cardTable().length);
  if (++copyScan === 0x7fffffff) {
    copySeen.fill(0);
    copyScan = 1;
  }
}

/**
 * Is hand card `inst` the first copy of its definition in the hand (duplicates give one action)? Asked of every card
 * of the hand in order, after startCopies.
 */
function firstCopy(s: DMState, inst: number): boolean {
  const d = s.def[inst]!;
  if (copySeen[d] === copyScan) return false;
  copySeen[d] = copyScan;
  return true;
}

/** An evolution source for d among p's creatures (801.1)? */
function isSource(s: DMState, d: CardDef, src: number): boolean {
  const sd = defOf(s, src);
  for (const r of d.evolutionRaces) if (sourceHasRace(sd, r) || (r === 'dragon' && isDragonNow(s, src))) return true;
  return false;
}

// The last legal-action list computed, so that applyAction can check legality without recomputing it
// (the match loop always asks for legal actions before applying one).
/** The legal-action check (core's shared cache of the last list; the decision count changes with every action). */
const legality = new LegalCache<DMState>(
  { game: 'duel-masters', compute: computeLegal, stamp: (s) => s.decisions, describe: describeAction },
  MAX_LEGAL_ACTIONS,
);

export function legalActions(s: DMState, out: Int32Array): number {
  return legality.legal(s, out);
}

/** Forget the remembered legal list of `s` (before its storage serves another game). */
export function forgetLegal(s: DMState): void {
  legality.forget(s);
}

/** `dst` has just become a copy of `src` (cloneInto): it forgets its own lists and takes src's current one. */
export function copyLegal(src: DMState, dst: DMState): void {
  legality.copy(src, dst);
}

function computeLegal(s: DMState, out: Int32Array): number {
  if (s.winner !== ONGOING) return 0;
  let n = 0;
  const top = topFrame(s);
  if (top) {
    switch (top.kind) {
      case F_BLOCK: {
        const atk = attackAt(s, 1);
        const legal = blockers(s, atk, blk);
        // 507.1b: a creature that must block is chosen; Storm Wrangler's chosen creature blocks it if able.
        const forced = legalForced(s, legal) || (legal.length !== 0 && s.mods.length !== 0 && blockLured(s, atk.src));
        if (!forced) n = push(out, n, PASS);
        const lured = forced && !legalForced(s, legal); // only the lured creatures are left: each may be the one
        for (const i of legal) if (!forced || lured || flags(s, i) & KW_MUST_BLOCK) n = push(out, n, BLOCK_BASE + i);
        return n;
      }
      case F_BREAK: {
        // Enough shields chosen for the smaller breaker ability: the attacker may stop there (509.2c).
        if (top.regs.length >= top.min && top.min < top.max) n = push(out, n, PASS);
        const sh = s.shields[top.arg as 0 | 1]; // the shields' owner (the decider may be either player)
        for (let k = 0; k < sh.length; k++) if (top.regs.indexOf(sh[k]!) < 0) n = push(out, n, BREAK_BASE + k);
        return n;
      }
      case F_REPLACE: {
        if (top.min === 0 && top.max === REPLACE_DISCARD) {
          // A card about to be discarded (effects/discard.ts): let it go to the graveyard (PASS) or put it into the
          // battle zone instead (YES).
          n = push(out, n, PASS);
          return push(out, n, YES);
        }
        if (top.min !== 0) {
          // A shield about to be broken (effects/shield-saves.ts): let it break (PASS), or pick what replaces the break.
          if (saveMayDecline(top)) n = push(out, n, PASS);
          for (const i of saveCandidates(s, top, cands)) n = push(out, n, CHOOSE_BASE + i);
          return n;
        }
        // The affected player: keep the destruction (PASS), or return the creature to the hand instead
        // (YES), paying the discard when the replacement asks for one (CHOOSE the card to discard).
        // Or destroy a saver instead (Kip Chippotto: CHOOSE the saver, a creature in the battle zone).
        n = push(out, n, PASS);
        const st = optionalReplacement(s, top.src);
        if (st && !st.discard) n = push(out, n, YES);
        else if (st) {
          const h = s.hand[top.player as 0 | 1];
          startCopies();
          for (let k = 0; k < h.length; k++) if (firstCopy(s, h[k]!)) n = push(out, n, CHOOSE_BASE + h[k]!);
        }
        const b = s.battle[top.player as 0 | 1];
        for (let k = nextSaver(s, top, 0); k >= 0; k = nextSaver(s, top, k + 1)) n = push(out, n, CHOOSE_BASE + b[k]!);
        return n;
      }
      case F_SILENT: {
        n = push(out, n, PASS);
        for (const r of top.regs) if (r < 256 && top.regs.indexOf(256 + r) < 0) n = push(out, n, SILENT_BASE + r);
        return n;
      }
      case F_TRIGGER: {
        n = push(out, n, PASS);
        for (const i of declarableShields(s, top, cands)) n = push(out, n, TRIGGER_BASE + i);
        return n;
      }
      case F_ORDER: {
        // Waiting effects of the same card and ability are identical (effects/triggers.ts): one choice for them.
        let k = 0;
        const ws = s.waiting;
        for (let j = 0; j < ws.length; j++) {
          const w = ws[j]!;
          if (w.player !== top.player || w.strigger !== top.arg) continue;
          if (!sameEarlier(s, j)) n = push(out, n, ORDER_BASE + k);
          k++;
        }
        return n;
      }
      case F_EFFECT: {
        if (top.awaiting === AWAIT_MAY || top.awaiting === AWAIT_DRAW_MORE) {
          n = push(out, n, PASS);
          return push(out, n, YES);
        }
        if (top.awaiting === AWAIT_OPTION) {
          const st = abilityOf(s, top).steps[top.pc]!;
          if (st.op !== 'chooseOption') throw new RulesError(`an option is awaited at a ${st.op} step`);
          for (const c of optionCodes(s, st.kind, st.except, cands)) n = push(out, n, OPTION_BASE + c);
          return n;
        }
        if (choiceMayStop(s, top)) n = push(out, n, PASS);
        for (const i of choiceCandidates(s, top, cands)) n = push(out, n, CHOOSE_BASE + i);
        return n;
      }
      default:
        throw new RulesError(`no decision at frame kind ${top.kind}`);
    }
  }
  const p = s.active;
  const hand = s.hand[p as 0 | 1];
  switch (s.step) {
    case STEP_CHARGE:
      n = push(out, n, PASS);
      startCopies();
      for (let k = 0; k < hand.length; k++) if (firstCopy(s, hand[k]!)) n = push(out, n, CHARGE_BASE + hand[k]!);
      return n;
    case STEP_MAIN: {
      n = push(out, n, PASS);
      const untapped = readMana(s, p);
      const printed = s.nCostStatic === 0; // costOf is the printed cost
      const table = cardTable();
      startCopies();
      for (let k = 0; k < hand.length; k++) {
        const i = hand[k]!;
        // Without statics a card costs its printed cost (costOf): one that needs more untapped cards than there are is
        // refused before the copy check (and before its definition is read). Its later copies are refused the same way,
        // so none is listed for it either.
        if (printed && untapped < DEF_NEED[s.def[i]!]!) continue;
        if (!firstCopy(s, i)) continue;
        const d = table[s.def[i]!]!;
        if (!canPayRead(s, p, d, costOf(s, p, i))) continue;
        if (d.useIf && !d.useIf(s, p)) continue;
        if (d.type === TYPE_SPELL) {
          if (castAllowed(s, p, d)) n = push(out, n, CAST_BASE + i);
        } else if (d.type === TYPE_EVOLUTION && d.vortexRaces.length === 2) {
          const b = s.battle[p as 0 | 1];
          for (let j = 0; j < b.length; j++) {
            if (!sourceHasRace(defOf(s, b[j]!), d.vortexRaces[0]!)) continue;
            for (let k = 0; k < b.length; k++) {
              if (k !== j && sourceHasRace(defOf(s, b[k]!), d.vortexRaces[1]!))
                n = push(out, n, VORTEX_BASE + i * 65536 + b[j]! * 256 + b[k]!);
            }
          }
        } else if (d.type === TYPE_EVOLUTION) {
          const b = s.battle[p as 0 | 1];
          for (let j = 0; j < b.length; j++) if (isSource(s, d, b[j]!)) n = push(out, n, EVOLVE_BASE + i * 256 + b[j]!);
        } else n = push(out, n, SUMMON_BASE + i);
      }
      return n;
    }
    case STEP_ATTACK: {
      if (s.nAttackStatic === 0 && s.mods.length === 0 && plainAttacks) return plainAttackActions(s, p, out);
      const b = s.battle[p as 0 | 1];
      const opp = s.battle[(1 - p) as 0 | 1];
      if (!mustAttackPending(s)) n = push(out, n, PASS);
      // Lockdown Lizard: 「誰も、自分自身のクリーチャーの能力を使うことはできない」: no tap abilities (602).
      const lock = s.nStatic > 0 && creatureAbilitiesBanned(s);
      // Forbidding Totem: an attack that can target a creature of this race must (the opponent's static).
      const forced = forcedAttackRace(s, p);
      // Bodacious Giant: a creature able to attack it must attack it (a luring creature, 506.1b).
      const lured = attacksLured(s, p);
      for (let k = 0; k < b.length; k++) {
        const i = b[k]!;
        if (!canAttack(s, i)) {
          if (ignoresAttackLimits(s, i)) n = push(out, n, ATTACK_PLAYER_BASE + i);
          continue;
        }
        if (lured && canAttackLure(s, i)) {
          for (let j = 0; j < opp.length; j++)
            if (luresAttacks(s, opp[j]!) && canAttackCreature(s, i, opp[j]!)) n = push(out, n, ATTACK_CREATURE_BASE + i * 256 + opp[j]!);
          if (lock) continue;
          if (hasTapAbility(s, i)) n = push(out, n, TAP_ABILITY_BASE + i);
          if (s.nStatic > 0) n = pushGrantedTaps(s, i, out, n);
          continue;
        }
        const only = forced !== undefined && canAttackRace(s, i, forced) ? forced : undefined;
        if (only === undefined && (canAttackPlayer(s, i) || ignoresAttackLimits(s, i))) n = push(out, n, ATTACK_PLAYER_BASE + i);
        for (let j = 0; j < opp.length; j++)
          if (canAttackCreature(s, i, opp[j]!) && (only === undefined || hasRace(defOf(s, opp[j]!), only)))
            n = push(out, n, ATTACK_CREATURE_BASE + i * 256 + opp[j]!);
        if (lock) continue;
        if (hasTapAbility(s, i)) n = push(out, n, TAP_ABILITY_BASE + i);
        if (s.nStatic > 0) n = pushGrantedTaps(s, i, out, n);
      }
      return n;
    }
    default:
      throw new RulesError(`no decision in step ${s.step}`);
  }
}

// Tests turn the plain path off to compare it with the general one (test/attack-fast-path.test.ts).
let plainAttacks = true;

/** Use (true, the default) or skip the plain attack-step path of computeLegal (tests compare the two). */
export function usePlainAttacks(on: boolean): void {
  plainAttacks = on;
}

/**
 * The attack step's actions when no creature in either battle zone has a static ability the attack step reads (only
 * the kinds of catalog.ts ATTACK_NEUTRAL: costs, powers, replacements, …) and no turn modifier exists (s.nAttackStatic 0,
 * s.mods empty: almost every turn of a random game, and most turns with Cocco Lupia or Barkwhip in play). Then a
 * creature's keyword flags are its printed ones (no granted flags), no attack is forced or lured (506.1b: only
 * KW_MUST_ATTACK), no tap ability is banned or granted, no creature is unattackable by or may attack only some
 * creatures, and no attack on a player is barred: the general path's answers, in its order, from one pass over the
 * battle zones with the printed flags read once per creature instead of once per (attacker, target) pair.
 */
function plainAttackActions(s: DMState, p: number, out: Int32Array): number {
  const b = s.battle[p as 0 | 1];
  const opp = s.battle[(1 - p) as 0 | 1];
  const table = cardTable();
  // The list is built from index 1; PASS goes in slot 0 unless a creature must attack (506.1b), else the list shifts.
  let n = 1;
  let mustAttack = false;
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    const f = DEF_FLAGS[s.def[i]!]!;
    // canAttack: untapped, no "can't attack" (101.2), not summoning sick unless speed attacker or evolution (301.5, 801.3).
    if (s.tapped[i] || f & KW_CANT_ATTACK || (s.sick[i] && !(f & KW_SPEED_ATTACKER) && table[s.def[i]!]!.type !== TYPE_EVOLUTION)) {
      if (f & (KW_IGNORE_ATTACK_LIMITS | KW_IGNORE_OWN_ATTACK_BANS) && ignoresAttackLimits(s, i)) n = push(out, n, ATTACK_PLAYER_BASE + i);
      continue;
    }
    const player = !(f & KW_CANT_ATTACK_PLAYERS);
    if (player || (f & (KW_IGNORE_ATTACK_LIMITS | KW_IGNORE_OWN_ATTACK_BANS) && ignoresAttackLimits(s, i))) {
      n = push(out, n, ATTACK_PLAYER_BASE + i);
    }
    let creature = false;
    if (!(f & KW_CANT_ATTACK_CREATURES)) {
      // 505.2: a tapped creature of the opponent (or an untapped one, with the keywords that allow it).
      for (let j = 0; j < opp.length; j++) {
        const t = opp[j]!;
        const ft = DEF_FLAGS[s.def[t]!]!;
        if (ft & KW_CANT_BE_ATTACKED) continue;
        if (s.tapped[t] || f & KW_ATTACK_UNTAPPED || ft & KW_ATTACKABLE_UNTAPPED) {
          n = push(out, n, ATTACK_CREATURE_BASE + i * 256 + t);
          creature = true;
        }
      }
    }
    if (f & KW_MUST_ATTACK && (player || creature)) mustAttack = true;
    if (hasTapAbility(s, i)) n = push(out, n, TAP_ABILITY_BASE + i);
  }
  if (!mustAttack) {
    out[0] = PASS;
    return n;
  }
  out.copyWithin(0, 1, n);
  return n - 1;
}

/** Is there a waiting effect before index j of the same player, class, card and ability? */
function sameEarlier(s: DMState, j: number): boolean {
  const w = s.waiting[j]!;
  for (let i = 0; i < j; i++) {
    const v = s.waiting[i]!;
    if (v.player === w.player && v.strigger === w.strigger && sameAbility(s, v, w)) return true;
  }
  return false;
}

function legalForced(s: DMState, legal: readonly number[]): boolean {
  for (const i of legal) if (flags(s, i) & KW_MUST_BLOCK) return true;
  return false;
}

function hasTapAbility(s: DMState, i: number): boolean {
  if (!mayTrigger(s, i, 'tap')) return false;
  const abs = defOf(s, i).abilities;
  for (let k = 0; k < abs.length; k++) if (abs[k]!.on === 'tap') return true;
  return false;
}

/** The granted tap abilities creature i may use (602): one action per granting card (its copies grant the same). */
function pushGrantedTaps(s: DMState, i: number, out: Int32Array, n: number): number {
  const b = s.battle[s.owner[i]! as 0 | 1];
  for (let k = 0; k < b.length; k++) {
    const src = b[k]!;
    const g = granterSlot(defOf(s, src));
    if (g < 0 || !grantsTapTo(s, src, i)) continue;
    let earlier = false;
    for (let j = 0; j < k; j++) if (s.def[b[j]!] === s.def[src] && grantsTapTo(s, b[j]!, i)) earlier = true;
    if (!earlier) n = push(out, n, GRANTED_TAP_BASE + g * 256 + i);
  }
  return n;
}

/**
 * 506.1b: a creature that "attacks each turn if able" and can attack keeps the attack step open; so does a creature
 * able to attack a creature that lures attacks (Bodacious Giant).
 */
function mustAttackPending(s: DMState): boolean {
  const b = s.battle[s.active as 0 | 1];
  const lured = attacksLured(s, s.active);
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (lured && canAttack(s, i) && canAttackLure(s, i)) return true;
    if (flags(s, i) & KW_MUST_ATTACK && canAttack(s, i)) {
      if (canAttackPlayer(s, i)) return true;
      const opp = s.battle[(1 - s.active) as 0 | 1];
      for (let j = 0; j < opp.length; j++) if (canAttackCreature(s, i, opp[j]!)) return true;
    }
  }
  return false;
}

const declaredScratch: number[] = [];

/** The S-Trigger declarations of frame f are over: the held shields go to the hand (a break finishes there). */
function endDeclarations(s: DMState, f: DecisionFrame): void {
  s.frames.pop();
  const declared = declaredShields(f, declaredScratch);
  if (f.arg === HELD_BY_BREAK) finishBreak(s, attackAt(s, 0), declared);
  else moveHeldToHand(s, f.regs, declared, f.player);
  freeFrame(f);
}

/** Apply a legal action, then run the game forward to the next decision. */
export function applyAction(s: DMState, a: number): void {
  legality.assertLegal(s, a);
  applyUnchecked(s, a);
}

/** The trusted path (core's `Game.trusted`): the caller checked the action against the list computeLegal gave it. */
export const trusted: TrustedPath<DMState> = { legalActions: computeLegal, applyAction: applyUnchecked };

function applyUnchecked(s: DMState, a: number): void {
  s.decisions++;
  const top = topFrame(s);
  if (top) applyFrameAction(s, top, a);
  else applyStepAction(s, a);
  stateBased(s);
  advance(s);
}

function applyStepAction(s: DMState, a: number): void {
  const p = s.active;
  if (s.step === STEP_CHARGE) {
    // The action text itself is the log line for the charge.
    if (a !== PASS) {
      moveCard(s, a - CHARGE_BASE, Z_MANA); // 503.1, 405.1
      s.chargedThisTurn = 1;
    }
    s.step = STEP_MAIN;
    return;
  }
  if (s.step === STEP_MAIN) {
    if (a === PASS) {
      s.step = STEP_ATTACK;
      return;
    }
    if (a >= VORTEX_BASE) {
      const x = a - VORTEX_BASE;
      const i = Math.floor(x / 65536);
      const j = Math.floor(x / 256) % 256;
      const k = x % 256;
      const d = defOf(s, i);
      pay(s, p, d, costOf(s, p, i));
      putIntoBattle(s, p, i, j, k);
      summoned(s, p, i);
      return;
    }
    if (a >= EVOLVE_BASE && a < ATTACK_CREATURE_BASE) {
      const i = Math.floor((a - EVOLVE_BASE) / 256);
      const src = (a - EVOLVE_BASE) % 256;
      const d = defOf(s, i);
      pay(s, p, d, costOf(s, p, i));
      putIntoBattle(s, p, i, src);
      summoned(s, p, i);
      return;
    }
    const i = a >= CAST_BASE ? a - CAST_BASE : a - SUMMON_BASE;
    const d = defOf(s, i);
    pay(s, p, d, costOf(s, p, i));
    if (a >= CAST_BASE) {
      castSpell(s, p, i);
    } else {
      putIntoBattle(s, p, i, -1);
      summoned(s, p, i);
    }
    return;
  }
  // STEP_ATTACK
  if (a === PASS) {
    s.step = STEP_END;
    return;
  }
  if (a >= ATTACK_CREATURE_BASE) {
    const x = a - ATTACK_CREATURE_BASE;
    declareAttack(s, Math.floor(x / 256), x % 256);
  } else if (a >= GRANTED_TAP_BASE) {
    // 602: tap the creature instead of attacking; the granting creature's ability resolves (it is the source).
    const i = (a - GRANTED_TAP_BASE) % 256;
    const d = granterDef(Math.floor((a - GRANTED_TAP_BASE) / 256));
    s.tapped[i] = 1;
    s.frames.push(newEffectFrame(p, granterFor(s, p, d, i), grantedAbility(d)));
  } else if (a >= TAP_ABILITY_BASE) {
    const i = a - TAP_ABILITY_BASE;
    s.tapped[i] = 1; // 602: tap it instead of attacking, then the ability resolves
    const abs = defOf(s, i).abilities;
    for (let k = 0; k < abs.length; k++) if (abs[k]!.on === 'tap') s.frames.push(newEffectFrame(p, i, k));
  } else {
    declareAttack(s, a - ATTACK_PLAYER_BASE, -1);
  }
}

function applyFrameAction(s: DMState, top: Frame, a: number): void {
  switch (top.kind) {
    case F_BLOCK: {
      s.frames.pop();
      const atk = attackAt(s, 0);
      if (a === PASS) {
        freeFrame(top);
        return;
      }
      const i = a - BLOCK_BASE;
      // 507.1b: every creature that must block is used; the one chosen blocks last and is the blocker.
      for (const j of blockers(s, atk, blk)) {
        if (j !== i && flags(s, j) & KW_MUST_BLOCK && s.opts.blockerTaps) s.tapped[j] = 1;
      }
      if (s.opts.blockerTaps) s.tapped[i] = 1; // a blocker used taps (the default of docs/rules/duel-masters.md, blockerTaps)
      atk.blocked = 1;
      atk.blocker = i;
      fireTrigger(s, i, 'block');
      fireTrigger(s, atk.src, 'blocked', i); // 507.3a: "whenever this creature becomes blocked"
      fireEach(s, 1 - atk.player, 'allyBlocks', i); // "whenever one of your <race> blocks"
      // Spinning Totem: "this turn, whenever one of your creatures attacking the opponent becomes blocked".
      if (s.turnWatch.length !== 0 && atk.target < 0) fireWatchers(s, 'yourCreatureBlocked', atk.player, atk.src);
      freeFrame(top);
      return;
    }
    case F_BREAK: {
      const sh = s.shields[top.arg as 0 | 1];
      if (a !== PASS) top.regs.push(sh[a - BREAK_BASE]!);
      if (a === PASS || top.regs.length >= top.max) {
        s.frames.pop();
        const atk = attackAt(s, 0);
        for (const i of top.regs) atk.regs.push(i);
        freeFrame(top);
      }
      return;
    }
    case F_REPLACE:
      if (top.min === 0 && top.max === REPLACE_DISCARD) decideDiscardToBattle(s, top, a === YES);
      else if (top.min !== 0) decideSave(s, top, a === PASS ? -1 : a - CHOOSE_BASE);
      else decideReplacement(s, top, a !== PASS, a >= CHOOSE_BASE ? a - CHOOSE_BASE : -1);
      return;
    case F_SILENT: {
      if (a === PASS) {
        s.frames.pop();
        const chosen: number[] = [];
        for (const r of top.regs) if (r >= 256) chosen.push(r - 256);
        freeFrame(top);
        finishStart(s, chosen);
        return;
      }
      top.regs.push(256 + a - SILENT_BASE);
      return;
    }
    case F_TRIGGER:
      // 113.6: declaring the last S-Trigger that can be declared ends the declarations (a forced end is not asked).
      if (a === PASS || declare(s, top, a - TRIGGER_BASE)) endDeclarations(s, top);
      return;
    case F_ORDER: {
      s.frames.pop();
      const idx = waitingIndex(s, top.player, top.arg, a - ORDER_BASE);
      freeFrame(top);
      const w = takeWaiting(s, idx);
      startWaiting(s, w);
      freeWaiting(w);
      return;
    }
    case F_EFFECT: {
      if (top.awaiting === AWAIT_MAY) {
        top.awaiting = AWAIT_NONE;
        const steps = abilityOf(s, top).steps;
        const st = steps[top.pc]!;
        if (a === YES) top.pc++;
        else if (st.op === 'may' && st.skip !== undefined)
          top.pc += 1 + st.skip; // only the next steps are skipped
        else top.pc = steps.length; // "you may" declined: the rest does not happen
        return;
      }
      if (top.awaiting === AWAIT_OPTION) {
        top.awaiting = AWAIT_NONE;
        top.option = a - OPTION_BASE;
        top.pc++;
        return;
      }
      if (top.awaiting === AWAIT_DRAW_MORE) {
        top.awaiting = AWAIT_NONE;
        if (a === YES) {
          drawOne(s, top.player);
          top.count++;
        } else {
          top.count = 0;
          top.pc++;
        }
        return;
      }
      if (a === PASS) {
        top.awaiting = AWAIT_NONE;
        top.pc++;
        return;
      }
      applyChoice(s, top, a - CHOOSE_BASE);
      return;
    }
  }
}

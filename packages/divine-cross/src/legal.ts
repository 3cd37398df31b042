// The Divine Cross decision points: who decides, the legal actions (in a stable order) and applying one.
import { LegalCache, RulesError } from '@tcglab/core';
import {
  ASSIST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  END_MAIN,
  EX_BASE,
  MAX_ACTIONS,
  MAX_HAND,
  MAX_OPTIONS,
  NO_SKILL,
  PLAY_BASE,
  PUT_BASE,
  RETREAT_BASE,
  SETUP_BONUS_NO,
  SETUP_BONUS_YES,
  SETUP_PLACE_BASE,
  SKILL_BASE,
  SLOTS,
} from './actions.js';
import { EV_PUT_STANDBY, EX_ACTIVATED, KIND_ASSIST, KIND_EVENT, KIND_UNIT, MAX_SKILLS } from './cards/codes.js';
import { cardDefs } from './catalog.js';
import { canDeclare, exHolder, successCheck } from './combat.js';
import { describeAction } from './describe.js';
import { pushFrame } from './effects/frames.js';
import { fire } from './effects/triggers.js';
import { finishBonus, runSetup, setupPlacer } from './setup.js';
import {
  AFTER_COMMAND,
  AFTER_EX,
  CH_NONE,
  EX_SLOTS,
  ST_BATTLE_END,
  ST_BATTLE_START,
  ST_MAIN,
  ST_SETUP,
  ST_SETUP_BONUS,
  ST_SETUP_PLACE,
  ST_SKILL,
  ST_TURN_END,
  ST_WHEN_USING,
  STANDBY_SLOTS,
  Z_RESOLVING,
  type DCState,
} from './state.js';
import { retreatCostOf } from './stats.js';
import { run } from './turn.js';
import {
  attachAssist,
  attachEnergy,
  discardEnergy,
  drawCards,
  freeSlot,
  moveTo,
  putMain,
  putStandby,
  swapWithMain,
  unitAt,
} from './zones.js';

export function currentPlayer(s: DCState): number {
  if (s.over) return -1;
  if (s.chKind !== CH_NONE) return s.chPlayer;
  if (s.step === ST_SETUP_PLACE) return setupPlacer(s);
  if (s.step === ST_SETUP_BONUS) return s.setupBonusFor;
  return s.tp;
}

/** Hand cards with the same card as an earlier hand card are not offered again (they are interchangeable). */
function firstOfDef(s: DCState, h: number[], i: number): boolean {
  const d = s.def[h[i]!];
  for (let j = 0; j < i; j++) if (s.def[h[j]!] === d) return false;
  return true;
}

/** May EX power k of unit u (0–3 its own, 4–7 its assist's) be activated now (606; 802.2a: not while stunned)? */
function usableEx(s: DCState, u: number, k: number): boolean {
  const holder = exHolder(s, u, k);
  if (holder < 0) return false;
  const e = cardDefs()[s.def[holder]!]!.ex[k % MAX_SKILLS];
  return !!e && e.type === EX_ACTIVATED && s.exUses[u * EX_SLOTS + k]! < e.uses;
}

/** The turn player's unit in each slot (0 Main, 1–3 Standby), filled once per main-phase enumeration. */
const SLOT_UNIT = new Int32Array(SLOTS);

function mainActions(s: DCState, out: Int32Array): number {
  const tp = s.tp;
  const defs = cardDefs();
  let occupied = 0; // slots with a unit
  let assistFree = 0; // slots whose unit has no assist (804.2b-1)
  for (let slot = 0; slot < SLOTS; slot++) {
    const u = unitAt(s, tp, slot);
    SLOT_UNIT[slot] = u;
    if (u < 0) continue;
    occupied |= 1 << slot;
    if (s.assist[u]! < 0) assistFree |= 1 << slot;
  }
  let n = 0;
  const h = s.hand[tp]!;
  const free = freeSlot(s, tp);
  for (let i = 0; i < h.length && i < MAX_HAND; i++) {
    if (!firstOfDef(s, h, i)) continue;
    const d = defs[s.def[h[i]!]!]!;
    if (!s.chargeUsed) {
      for (let slot = 0; slot < SLOTS; slot++) if (occupied & (1 << slot)) out[n++] = CHARGE_BASE + i * SLOTS + slot;
    }
    if (d.kind === KIND_UNIT) {
      if (free >= 0) out[n++] = PUT_BASE + i;
    } else if (d.kind === KIND_ASSIST) {
      for (let slot = 0; slot < SLOTS; slot++) if (assistFree & (1 << slot)) out[n++] = ASSIST_BASE + i * SLOTS + slot;
    } else if (d.kind !== KIND_EVENT || !s.eventUsed) {
      out[n++] = PLAY_BASE + i; // 803.2: one event per turn
    }
  }
  const m = s.main[tp]!;
  if (!s.retreatUsed && m >= 0 && retreatCostOf(s, m) <= s.energy[m]!) {
    for (let j = 0; j < STANDBY_SLOTS; j++) if (s.standby[tp * STANDBY_SLOTS + j]! >= 0) out[n++] = RETREAT_BASE + j;
  }
  for (let slot = 0; slot < SLOTS; slot++) {
    const u = SLOT_UNIT[slot]!;
    if (u < 0 || s.stun[u]) continue; // 802.2a
    const a = s.assist[u]!;
    if (defs[s.def[u]!]!.activatedMask === 0 && (a < 0 || defs[s.def[a]!]!.activatedMask === 0)) continue; // no activated EX power
    for (let k = 0; k < EX_SLOTS; k++) if (usableEx(s, u, k)) out[n++] = EX_BASE + slot * EX_SLOTS + k;
  }
  out[n++] = END_MAIN;
  return n;
}

function computeLegal(s: DCState, out: Int32Array): number {
  if (s.over) return 0;
  let n = 0;
  if (s.chKind !== CH_NONE) {
    for (let i = 0; i < s.chN && i < MAX_OPTIONS; i++) out[n++] = CHOOSE_BASE + i;
    return n;
  }
  switch (s.step) {
    case ST_SETUP_PLACE: {
      const p = setupPlacer(s);
      const h = s.hand[p]!;
      for (let i = 0; i < h.length && i < MAX_HAND; i++) {
        if (cardDefs()[s.def[h[i]!]!]!.kind === KIND_UNIT && firstOfDef(s, h, i)) out[n++] = SETUP_PLACE_BASE + i;
      }
      return n;
    }
    case ST_SETUP_BONUS:
      out[n++] = SETUP_BONUS_YES;
      out[n++] = SETUP_BONUS_NO;
      return n;
    case ST_SKILL: {
      const m = s.main[s.tp]!;
      if (m >= 0) for (let k = 0; k < 2 * MAX_SKILLS; k++) if (canDeclare(s, m, k)) out[n++] = SKILL_BASE + k;
      out[n++] = NO_SKILL;
      return n;
    }
    case ST_MAIN:
      return mainActions(s, out);
    default:
      throw new RulesError(`divine-cross: no decision at step ${s.step}`);
  }
}

const cache = new LegalCache<DCState>(
  { game: 'divine-cross', compute: computeLegal, stamp: (s) => s.decisions, describe: describeAction },
  MAX_ACTIONS,
);

/** Fill `out` with the legal actions (choice options, or the decision step's actions); return the count. */
export function legalActions(s: DCState, out: Int32Array): number {
  return cache.legal(s, out);
}

/** Forget the cached legal list of a state changed in place (determinize, cloneInto). */
export function forgetLegal(s: DCState): void {
  cache.forget(s);
}

/** `dst` has just become a copy of `src` (cloneInto): it forgets its own lists and takes src's current one. */
export function copyLegal(src: DCState, dst: DCState): void {
  cache.copy(src, dst);
}

/** The card's first turn played, per player (card statistics). */
function recordPlayed(s: DCState, inst: number): void {
  const key = s.def[inst]! * 2 + s.owner[inst]!;
  if (s.playedTurn[key] === 0) s.playedTurn[key] = s.turn;
}

function applyChoice(s: DCState, a: number): void {
  s.chosen = s.chOpts[a - CHOOSE_BASE]!;
  s.resumeKind = s.chKind;
  s.chKind = CH_NONE;
  s.resume = true;
  run(s);
}

function placeMainUnit(s: DCState, a: number): void {
  const p = setupPlacer(s);
  const c = s.hand[p]![a - SETUP_PLACE_BASE]!;
  putMain(s, c);
  s.placed[p] = c;
  s.step = ST_SETUP;
  runSetup(s);
}

function declareSkill(s: DCState, a: number): void {
  if (a === NO_SKILL) {
    s.step = ST_BATTLE_END; // 703.1: no skill goes to the end step
    run(s);
    return;
  }
  const m = s.main[s.tp]!;
  const k = a - SKILL_BASE;
  const own = k < MAX_SKILLS;
  s.atk = m;
  s.atkDef = own ? s.def[m]! : s.def[s.assist[m]!]!;
  s.atkSkill = k % MAX_SKILLS;
  s.atkAdv = cardDefs()[s.def[m]!]!.adv;
  recordPlayed(s, own ? m : s.assist[m]!);
  s.step = successCheck(s) ? ST_WHEN_USING : ST_BATTLE_END; // 917.2a
  run(s);
}

/** 602: attach a hand card as energy (once per turn), then draw 1. */
function charge(s: DCState, a: number): void {
  const tp = s.tp;
  attachEnergy(s, s.hand[tp]![Math.floor((a - CHARGE_BASE) / SLOTS)]!, unitAt(s, tp, (a - CHARGE_BASE) % SLOTS)); // 602.1
  s.chargeUsed = 1; // 602.2
  drawCards(s, tp, 1);
}

/** 603: put a unit into the first empty Standby area (not "played", 804). */
function putIntoStandby(s: DCState, a: number): void {
  const c = s.hand[s.tp]![a - PUT_BASE]!;
  putStandby(s, c, freeSlot(s, s.tp));
  recordPlayed(s, c);
  fire(s, EV_PUT_STANDBY, c);
}

/** 804.2a: an event or action goes to the resolution zone and its effects resolve. */
function playCommand(s: DCState, a: number): void {
  const c = s.hand[s.tp]![a - PLAY_BASE]!;
  const d = cardDefs()[s.def[c]!]!;
  if (d.kind === KIND_EVENT) s.eventUsed = 1;
  recordPlayed(s, c);
  moveTo(s, c, Z_RESOLVING);
  pushFrame(s, d.effects, -1, s.tp, AFTER_COMMAND, c);
}

/** 804.2b–c: attach an assist to a unit without one. */
function attach(s: DCState, a: number): void {
  const c = s.hand[s.tp]![Math.floor((a - ASSIST_BASE) / SLOTS)]!;
  recordPlayed(s, c);
  attachAssist(s, c, unitAt(s, s.tp, (a - ASSIST_BASE) % SLOTS));
}

/** 605, 913: pay the retreat cost (all or nothing) and swap the Main unit with a Standby unit. */
function retreat(s: DCState, a: number): void {
  const tp = s.tp;
  const m = s.main[tp]!;
  discardEnergy(s, m, retreatCostOf(s, m));
  swapWithMain(s, tp, s.standby[tp * STANDBY_SLOTS + a - RETREAT_BASE]!);
  s.retreatUsed = 1; // 605.2
}

/** 606: activate an EX power. */
function activateEx(s: DCState, a: number): void {
  const tp = s.tp;
  const k = (a - EX_BASE) % EX_SLOTS;
  const u = unitAt(s, tp, Math.floor((a - EX_BASE) / EX_SLOTS));
  const holder = exHolder(s, u, k);
  const use = u * EX_SLOTS + k;
  if (s.exUses[use] === 0) {
    if (s.exUsedN < s.exUsed.length) s.exUsed[s.exUsedN] = use;
    else s.exUsed.push(use);
    s.exUsedN++;
  }
  s.exUses[use] = s.exUses[use]! + 1;
  recordPlayed(s, holder);
  pushFrame(s, cardDefs()[s.def[holder]!]!.ex[k % MAX_SKILLS]!.effects, u, tp, AFTER_EX, tp);
}

function applyMain(s: DCState, a: number): void {
  if (a === END_MAIN) {
    s.step = s.turn === 1 ? ST_TURN_END : ST_BATTLE_START; // 504.1: no battle phase on the first turn
    run(s);
    return;
  }
  if (a < PUT_BASE) charge(s, a);
  else if (a < PLAY_BASE) putIntoStandby(s, a);
  else if (a < ASSIST_BASE) playCommand(s, a);
  else if (a < RETREAT_BASE) attach(s, a);
  else if (a < EX_BASE) retreat(s, a);
  else activateEx(s, a);
  s.needCheck = true; // 503.2: a rule check after every action
  run(s);
}

/** Apply a legal action (a RulesError names an illegal one), then run to the next decision. */
export function applyAction(s: DCState, a: number): void {
  cache.assertLegal(s, a);
  s.decisions++;
  // 1101.1c: count trigger resolutions since the last action that is not a choice inside a resolution
  // (a trigger-order choice does not stop a forced loop).
  if (s.chKind !== CH_NONE) return applyChoice(s, a);
  s.trigRuns = 0;
  switch (s.step) {
    case ST_SETUP_PLACE:
      return placeMainUnit(s, a);
    case ST_SETUP_BONUS:
      finishBonus(s, a === SETUP_BONUS_YES); // 403.3a-1
      return runSetup(s);
    case ST_SKILL:
      return declareSkill(s, a);
    default:
      return applyMain(s, a);
  }
}

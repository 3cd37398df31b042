// Divine Cross actions: integer encoding, legal actions, applying them, and their readable text.
//
// Encoding (h = hand index < 32, slot = 0 Main / 1–3 Standby 1–3, k = skill or EX index, i = option):
//   SETUP_PLACE_BASE + h           put hand card h face down as the Main unit (403.3)
//   SETUP_BONUS_YES / _NO          take / decline the optional draw (403.3a-1)
//   CHARGE_BASE + h*4 + slot       charge hand card h to the unit in slot (602)
//   PUT_BASE + h                   put unit h into the first empty Standby area (603; slots are symmetric)
//   PLAY_BASE + h                  play event/action h (604)
//   ASSIST_BASE + h*4 + slot       play assist h on the unit in slot (804.2b)
//   RETREAT_BASE + j               retreat, swapping with Standby j (0–2) (605, 913)
//   EX_BASE + slot*8 + k           activate EX power k (0–3 the unit's, 4–7 its assist's) (606)
//   END_MAIN                       end the main phase (607)
//   SKILL_BASE + k                 declare skill k of the Main unit (0–3) or its assist (4–7) (703)
//   NO_SKILL                       declare no skill (703.1)
//   CHOOSE_BASE + i                pick option i of the pending choice (targets, hand cards, yes/no, numbers,
//                                  trigger order, promotion, search)
// Hand cards with the same card as an earlier hand card are not offered again (they are interchangeable).
import { EX_ACTIVATED, KIND_ASSIST, KIND_EVENT, KIND_UNIT, type SkillDef } from './card-format.js';
import { DEFS } from './cards.js';
import { finishBonus, run, setupPlacer, successCheck } from './flow.js';
import { pushFrame } from './frames.js';
import {
  AFTER_COMMAND,
  AFTER_EX,
  CH_DISCARD_PILE,
  CH_HAND,
  CH_NONE,
  CH_NUMBER,
  CH_PROMOTE,
  CH_SEARCH,
  CH_TARGET,
  CH_TRIGGER,
  CH_YESNO,
  ST_BATTLE_START,
  ST_MAIN,
  ST_SETUP,
  ST_SETUP_BONUS,
  ST_SETUP_PLACE,
  ST_SKILL,
  ST_TURN_END,
  ST_WHEN_USING,
  ST_BATTLE_END,
  Z_RESOLVING,
  type DcState,
} from './state.js';
import { fire } from './triggers.js';
import { EV_PUT_STANDBY } from './card-format.js';
import {
  attachAssist,
  attachEnergy,
  discardEnergy,
  drawCards,
  freeSlot,
  inArea,
  label,
  moveTo,
  putMain,
  putStandby,
  retreatCostOf,
  skillCostOf,
  swapWithMain,
} from './zones.js';

export const SETUP_PLACE_BASE = 0;
export const SETUP_BONUS_YES = 32;
export const SETUP_BONUS_NO = 33;
export const CHARGE_BASE = 64;
export const PUT_BASE = 192;
export const PLAY_BASE = 224;
export const ASSIST_BASE = 256;
export const RETREAT_BASE = 384;
export const EX_BASE = 388;
export const END_MAIN = 420;
export const SKILL_BASE = 424;
export const NO_SKILL = 432;
export const CHOOSE_BASE = 448;
export const MAX_ACTIONS = 512;
const MAX_HAND = 32;
const MAX_OPTIONS = MAX_ACTIONS - CHOOSE_BASE;

/** Unit in slot (0 Main, 1–3 Standby) of p, or -1. */
export function unitAt(s: DcState, p: number, slot: number): number {
  return slot === 0 ? s.main[p]! : s.standby[p * 3 + slot - 1]!;
}

function firstOfDef(s: DcState, h: number[], i: number): boolean {
  const d = s.def[h[i]!];
  for (let j = 0; j < i; j++) if (s.def[h[j]!] === d) return false;
  return true;
}

/** Skill k of unit u: 0–3 its own, 4–7 its assist's (703.1a-1). */
export function skillAt(s: DcState, u: number, k: number): SkillDef | undefined {
  if (k < 4) return DEFS[s.def[u]!]!.skills[k];
  const a = s.assist[u]!;
  return a >= 0 ? DEFS[s.def[a]!]!.skills[k - 4] : undefined;
}

function exHolder(s: DcState, u: number, k: number): number {
  return k < 4 ? u : s.assist[u]!;
}

export function canDeclare(s: DcState, u: number, k: number): boolean {
  const sk = skillAt(s, u, k);
  if (!sk) return false;
  if (s.stun[u] && !sk.whileStunned) return false; // 703.1b, 922
  return skillCostOf(s, u, sk.cost) <= s.energy[u]!; // 209.2, 703.1a: energy count ≥ cost, nothing paid
}

export function legalActions(s: DcState, out: Int32Array): number {
  if (s.over) return 0;
  let n = 0;
  if (s.chKind !== CH_NONE) {
    for (let i = 0; i < s.chN && i < MAX_OPTIONS; i++) out[n++] = CHOOSE_BASE + i;
    return n;
  }
  const tp = s.tp;
  switch (s.step) {
    case ST_SETUP_PLACE: {
      const p = setupPlacer(s);
      const h = s.hand[p]!;
      for (let i = 0; i < h.length && i < MAX_HAND; i++) {
        if (DEFS[s.def[h[i]!]!]!.kind === KIND_UNIT && firstOfDef(s, h, i)) out[n++] = SETUP_PLACE_BASE + i;
      }
      return n;
    }
    case ST_SETUP_BONUS:
      out[n++] = SETUP_BONUS_YES;
      out[n++] = SETUP_BONUS_NO;
      return n;
    case ST_SKILL: {
      const m = s.main[tp]!;
      if (m >= 0) for (let k = 0; k < 8; k++) if (canDeclare(s, m, k)) out[n++] = SKILL_BASE + k;
      out[n++] = NO_SKILL;
      return n;
    }
    case ST_MAIN:
      break;
    default:
      throw new Error(`divine-cross: no decision at step ${s.step}`);
  }
  const h = s.hand[tp]!;
  const free = freeSlot(s, tp);
  for (let i = 0; i < h.length && i < MAX_HAND; i++) {
    if (!firstOfDef(s, h, i)) continue;
    const d = DEFS[s.def[h[i]!]!]!;
    if (!s.chargeUsed) {
      for (let slot = 0; slot < 4; slot++) if (unitAt(s, tp, slot) >= 0) out[n++] = CHARGE_BASE + i * 4 + slot;
    }
    if (d.kind === KIND_UNIT) {
      if (free >= 0) out[n++] = PUT_BASE + i;
    } else if (d.kind === KIND_ASSIST) {
      for (let slot = 0; slot < 4; slot++) {
        const u = unitAt(s, tp, slot);
        if (u >= 0 && s.assist[u]! < 0) out[n++] = ASSIST_BASE + i * 4 + slot; // 804.2b-1
      }
    } else if (d.kind !== KIND_EVENT || !s.eventUsed) {
      out[n++] = PLAY_BASE + i; // 803.2: one event per turn
    }
  }
  const m = s.main[tp]!;
  if (!s.retreatUsed && m >= 0 && retreatCostOf(s, m) <= s.energy[m]!) {
    for (let j = 0; j < 3; j++) if (s.standby[tp * 3 + j]! >= 0) out[n++] = RETREAT_BASE + j;
  }
  for (let slot = 0; slot < 4; slot++) {
    const u = unitAt(s, tp, slot);
    if (u < 0 || s.stun[u]) continue; // 802.2a
    for (let k = 0; k < 8; k++) {
      const holder = exHolder(s, u, k);
      if (holder < 0) continue;
      const e = DEFS[s.def[holder]!]!.ex[k & 3];
      if (e && e.type === EX_ACTIVATED && s.exUses[u * 8 + k]! < e.uses) out[n++] = EX_BASE + slot * 8 + k;
    }
  }
  out[n++] = END_MAIN;
  return n;
}

function record(s: DcState, inst: number): void {
  const key = s.def[inst]! * 2 + s.owner[inst]!;
  if (s.playedTurn[key] === 0) s.playedTurn[key] = s.turn;
}

function illegal(s: DcState, a: number): never {
  throw new Error(`divine-cross: illegal action ${a} at step ${s.step} (turn ${s.turn})`);
}

export function applyAction(s: DcState, a: number): void {
  if (s.over) illegal(s, a);
  s.decisions++;
  // 1101.1c: count trigger resolutions since the last action that is not a choice inside a resolution
  // (a trigger-order choice does not stop a forced loop).
  if (s.chKind === CH_NONE) s.trigRuns = 0;
  if (s.chKind !== CH_NONE) {
    const i = a - CHOOSE_BASE;
    if (i < 0 || i >= s.chN) illegal(s, a);
    s.chosen = s.chOpts[i]!;
    s.resumeKind = s.chKind;
    s.chKind = CH_NONE;
    s.resume = true;
    run(s);
    return;
  }
  const tp = s.tp;
  switch (s.step) {
    case ST_SETUP_PLACE: {
      const p = setupPlacer(s);
      const c = s.hand[p]![a - SETUP_PLACE_BASE];
      if (c === undefined || DEFS[s.def[c]!]!.kind !== KIND_UNIT) illegal(s, a);
      putMain(s, c);
      s.placed[p] = c;
      s.step = ST_SETUP;
      run(s);
      return;
    }
    case ST_SETUP_BONUS:
      if (a !== SETUP_BONUS_YES && a !== SETUP_BONUS_NO) illegal(s, a);
      finishBonus(s, a === SETUP_BONUS_YES);
      run(s);
      return;
    case ST_SKILL: {
      const m = s.main[tp]!;
      if (a === NO_SKILL) {
        s.step = ST_BATTLE_END; // 703.1: no skill goes to the end step
        run(s);
        return;
      }
      const k = a - SKILL_BASE;
      if (k < 0 || k > 7 || m < 0 || !canDeclare(s, m, k)) illegal(s, a);
      s.atk = m;
      s.atkDef = k < 4 ? s.def[m]! : s.def[s.assist[m]!]!;
      s.atkSkill = k & 3;
      s.atkAdv = DEFS[s.def[m]!]!.adv;
      record(s, k < 4 ? m : s.assist[m]!);
      s.step = successCheck(s) ? ST_WHEN_USING : ST_BATTLE_END; // 917.2a
      run(s);
      return;
    }
    case ST_MAIN:
      break;
    default:
      illegal(s, a);
  }
  const h = s.hand[tp]!;
  if (a === END_MAIN) {
    s.step = s.turn === 1 ? ST_TURN_END : ST_BATTLE_START; // 504.1: no battle phase on the first turn
    run(s);
    return;
  }
  if (a >= CHARGE_BASE && a < PUT_BASE) {
    const c = h[(a - CHARGE_BASE) >> 2];
    const u = unitAt(s, tp, (a - CHARGE_BASE) & 3);
    if (c === undefined || u < 0 || s.chargeUsed) illegal(s, a);
    attachEnergy(s, c, u); // 602.1
    s.chargeUsed = 1; // 602.2
    drawCards(s, tp, 1);
  } else if (a >= PUT_BASE && a < PLAY_BASE) {
    const c = h[a - PUT_BASE];
    const slot = freeSlot(s, tp);
    if (c === undefined || slot < 0 || DEFS[s.def[c]!]!.kind !== KIND_UNIT) illegal(s, a);
    putStandby(s, c, slot); // 603 (not "played", 804)
    record(s, c);
    fire(s, EV_PUT_STANDBY, c);
  } else if (a >= PLAY_BASE && a < ASSIST_BASE) {
    const c = h[a - PLAY_BASE];
    if (c === undefined) illegal(s, a);
    const d = DEFS[s.def[c]!]!;
    if (d.kind === KIND_UNIT || d.kind === KIND_ASSIST || (d.kind === KIND_EVENT && s.eventUsed)) illegal(s, a);
    if (d.kind === KIND_EVENT) s.eventUsed = 1;
    record(s, c);
    moveTo(s, c, Z_RESOLVING); // 804.2a
    pushFrame(s, d.effects, -1, tp, AFTER_COMMAND, c);
  } else if (a >= ASSIST_BASE && a < RETREAT_BASE) {
    const c = h[(a - ASSIST_BASE) >> 2];
    const u = unitAt(s, tp, (a - ASSIST_BASE) & 3);
    if (c === undefined || u < 0 || s.assist[u]! >= 0 || DEFS[s.def[c]!]!.kind !== KIND_ASSIST) illegal(s, a);
    record(s, c);
    attachAssist(s, c, u); // 804.2b–c
  } else if (a >= RETREAT_BASE && a < EX_BASE) {
    const m = s.main[tp]!;
    const u = s.standby[tp * 3 + a - RETREAT_BASE]!;
    if (s.retreatUsed || m < 0 || u < 0) illegal(s, a);
    const cost = retreatCostOf(s, m);
    if (cost > s.energy[m]!) illegal(s, a);
    discardEnergy(s, m, cost); // 913: all or nothing
    swapWithMain(s, tp, u);
    s.retreatUsed = 1; // 605.2
  } else if (a >= EX_BASE && a < END_MAIN) {
    const slot = (a - EX_BASE) >> 3;
    const k = (a - EX_BASE) & 7;
    const u = unitAt(s, tp, slot);
    const holder = u >= 0 ? exHolder(s, u, k) : -1;
    const e = holder >= 0 ? DEFS[s.def[holder]!]!.ex[k & 3] : undefined;
    if (!e || e.type !== EX_ACTIVATED || s.stun[u] || s.exUses[u * 8 + k]! >= e.uses) illegal(s, a);
    s.exUses[u * 8 + k] = s.exUses[u * 8 + k]! + 1;
    record(s, holder);
    pushFrame(s, e.effects, u, tp, AFTER_EX, tp);
  } else {
    illegal(s, a);
  }
  s.needCheck = true; // 503.2: a rule check after every action
  run(s);
}

export function currentPlayer(s: DcState): number {
  if (s.over) return -1;
  if (s.chKind !== CH_NONE) return s.chPlayer;
  if (s.step === ST_SETUP_PLACE) return setupPlacer(s);
  if (s.step === ST_SETUP_BONUS) return s.setupBonusFor;
  return s.tp;
}

const SLOT_NAMES = ['Main', 'Standby 1', 'Standby 2', 'Standby 3'];

function where(s: DcState, u: number): string {
  const p = s.owner[u]!;
  const mine = s.main[p] === u ? 'Main' : `Standby ${s.slot[u]! + 1}`;
  return `P${p + 1} ${mine}`;
}

export function actionToString(s: DcState, a: number): string {
  const tp = s.tp;
  if (s.chKind !== CH_NONE) {
    const v = s.chOpts[a - CHOOSE_BASE];
    if (v === undefined) return `Choose invalid option ${a - CHOOSE_BASE}`;
    switch (s.chKind) {
      case CH_TARGET:
        return `Choose ${label(s, v)} [${where(s, v)}]`;
      case CH_HAND:
        return `Choose ${label(s, v)} from hand`;
      case CH_DISCARD_PILE:
        return `Choose ${label(s, v)} from the discard pile`;
      case CH_YESNO:
        return v === 1 ? 'Choose yes' : 'Choose no';
      case CH_NUMBER:
        return `Choose ${v}`;
      case CH_TRIGGER: {
        const e = DEFS[s.trig[v + 1]!]!.ex[s.trig[v + 2]!]!;
        const u = s.trig[v]!;
        return `Resolve ${e.name} of ${label(s, u)}${inArea(s, u) ? ` [${where(s, u)}]` : ''}`;
      }
      case CH_PROMOTE:
        return `Promote ${label(s, v)} [${where(s, v)}]`;
      case CH_SEARCH:
        return v < 0 ? 'Find nothing' : `Take ${label(s, v)} from the deck`;
    }
    return `Choose option ${a - CHOOSE_BASE}`;
  }
  if (s.step === ST_SETUP_PLACE) {
    const c = s.hand[setupPlacer(s)]![a - SETUP_PLACE_BASE];
    return c === undefined ? `Place invalid ${a}` : `Place ${label(s, c)} face down as the Main unit`;
  }
  if (a === SETUP_BONUS_YES) return 'Draw the optional card (403.3a-1)';
  if (a === SETUP_BONUS_NO) return 'Decline the optional card (403.3a-1)';
  if (a === END_MAIN) return 'End the main phase';
  if (a === NO_SKILL) return 'Use no skill';
  const h = s.hand[tp]!;
  const c = (i: number) => (h[i] === undefined ? `hand ${i}` : label(s, h[i]!));
  const u = (slot: number) => {
    const x = unitAt(s, tp, slot);
    return x < 0 ? SLOT_NAMES[slot]! : `${label(s, x)} [${SLOT_NAMES[slot]}]`;
  };
  if (a >= SKILL_BASE && a < NO_SKILL) {
    const m = s.main[tp]!;
    const sk = m >= 0 ? skillAt(s, m, a - SKILL_BASE) : undefined;
    return `Use ${sk?.name ?? '?'} of ${m >= 0 ? label(s, m) : '?'}${a - SKILL_BASE >= 4 ? ' (assist)' : ''}`;
  }
  if (a >= CHARGE_BASE && a < PUT_BASE) return `Charge ${c((a - CHARGE_BASE) >> 2)} to ${u((a - CHARGE_BASE) & 3)}`;
  if (a >= PUT_BASE && a < PLAY_BASE) return `Put ${c(a - PUT_BASE)} into Standby`;
  if (a >= PLAY_BASE && a < ASSIST_BASE) return `Play ${c(a - PLAY_BASE)}`;
  if (a >= ASSIST_BASE && a < RETREAT_BASE) return `Attach ${c((a - ASSIST_BASE) >> 2)} to ${u((a - ASSIST_BASE) & 3)}`;
  if (a >= RETREAT_BASE && a < EX_BASE) {
    const x = s.standby[tp * 3 + a - RETREAT_BASE]!;
    return `Retreat ${u(0)} for ${x >= 0 ? label(s, x) : '?'} [Standby ${a - RETREAT_BASE + 1}]`;
  }
  if (a >= EX_BASE && a < END_MAIN) {
    const slot = (a - EX_BASE) >> 3;
    const k = (a - EX_BASE) & 7;
    const x = unitAt(s, tp, slot);
    const holder = x >= 0 ? exHolder(s, x, k) : -1;
    const e = holder >= 0 ? DEFS[s.def[holder]!]!.ex[k & 3] : undefined;
    return `Activate ${e?.name ?? '?'} of ${u(slot)}`;
  }
  return `Unknown action ${a}`;
}

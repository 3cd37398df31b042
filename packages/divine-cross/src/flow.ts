// Turn flow (500–700), the damage step (704), setup (403) and the rule check (811.2, 1000s).
import {
  EV_AFTER_SKILL,
  EV_BATTLE_END,
  EV_BATTLE_START,
  EV_DRAW_START,
  EV_GAME_START,
  EV_MAIN_START,
  EV_TOOK_SKILL_DAMAGE,
  EV_TURN_END,
  EV_TURN_START,
  EV_USING_SKILL,
  EX_STATIC,
  KIND_UNIT,
  S_NO_SKILL_DAMAGE,
  S_SKILL_FAIL_RPS,
  STAT_GUARD,
  STAT_POWER,
  WHERE_MAIN,
  WHERE_STANDBY,
  type SkillDef,
} from './card-format.js';
import { DEFS } from './cards.js';
import { ask, counterValue, execOp, rps } from './effects.js';
import { pushFrame } from './frames.js';
import {
  AFTER_MODIFIERS,
  AFTER_NONE,
  CH_NONE,
  CH_PROMOTE,
  CH_TRIGGER,
  ST_AFTER_USING,
  ST_BATTLE_END,
  ST_BATTLE_START,
  ST_BEFORE_DAMAGE,
  ST_CLEANUP,
  ST_DAMAGE_BASE,
  ST_DAMAGE_DEAL,
  ST_DAMAGE_EFFECTS,
  ST_DRAW,
  ST_DRAW_TRIGGERS,
  ST_MAIN,
  ST_MAIN_START,
  ST_NEXT_TURN,
  ST_OTHER_EFFECTS,
  ST_OVER,
  ST_SETUP,
  ST_SETUP_BONUS,
  ST_SETUP_PLACE,
  ST_SKILL,
  ST_TURN_END,
  ST_WHEN_USING,
  Z_DECK,
  Z_DISCARD,
  Z_ENERGY,
  Z_ASSIST,
  Z_HAND,
  Z_KO,
  Z_MAIN,
  Z_STANDBY,
  type DcState,
} from './state.js';
import { fire, pendingOf, resolveTrigger } from './triggers.js';
import { dealDamage, drawCards, endTurnEffects, inArea, label, log, moveTo, promote, remainingHp, statSum } from './zones.js';

const KO_BUF = new Int32Array(8);

/** Trigger resolutions within one rule check after which the game is a draw (1101.1c forced loop). */
export const LOOP_LIMIT = 1000;

export function endGame(s: DcState, winner: number, reason: string): void {
  s.over = true;
  s.winner = winner;
  s.reason = reason;
  s.step = ST_OVER;
  s.chKind = CH_NONE;
  s.fN = 0;
  if (s.log) log(s, winner < 0 ? `The game is a draw (${reason})` : `P${winner + 1} wins (${reason})`);
}

// ---- Setup (403) -----------------------------------------------------------------------------------------

export function hasUnitInHand(s: DcState, p: number): boolean {
  const h = s.hand[p]!;
  for (let i = 0; i < h.length; i++) if (DEFS[s.def[h[i]!]!]!.kind === KIND_UNIT) return true;
  return false;
}

/** 403.1–403.2: shuffle the deck (the hand returned to it first) and move the top 5 cards to hand. */
export function redeal(s: DcState, p: number): void {
  const h = s.hand[p]!;
  while (h.length > 0) moveTo(s, h[h.length - 1]!, Z_DECK);
  s.shuf[p]!.shuffle(s.deck[p]!);
  const d = s.deck[p]!;
  for (let k = 0; k < 5 && d.length > 0; k++) moveTo(s, d[d.length - 1]!, Z_HAND);
}

/** The player who must put a unit face down now (403.3), or -1. */
export function setupPlacer(s: DcState): number {
  for (let p = 0; p < 2; p++) if (s.placed[p]! < 0 && hasUnitInHand(s, p)) return p;
  return -1;
}

function setupAdvance(s: DcState): void {
  if (++s.redos > 10000) throw new Error('divine-cross setup: more than 10000 redos (a deck without units?)');
  const lack0 = s.placed[0] < 0 && !hasUnitInHand(s, 0);
  const lack1 = s.placed[1] < 0 && !hasUnitInHand(s, 1);
  if (lack0 && lack1) {
    // 403.3a-2: both reveal and restart; nobody gets a bonus card.
    if (s.log) log(s, 'Neither player has a unit: both reveal and redo (403.3a-2)');
    redeal(s, 0);
    redeal(s, 1);
    return;
  }
  if (lack0 || lack1) {
    const o = lack0 ? 1 : 0;
    if (s.placed[o]! < 0) {
      s.step = ST_SETUP_PLACE;
      return;
    }
    // 403.3a-1: the unit-less player reveals; the opponent may draw 1; then the redo.
    if (s.log) log(s, `P${2 - o} has no unit and reveals the hand (403.3a-1)`);
    s.setupBonusFor = o;
    s.setupRedoer = 1 - o;
    s.step = ST_SETUP_BONUS;
    return;
  }
  if (setupPlacer(s) >= 0) {
    s.step = ST_SETUP_PLACE;
    return;
  }
  // 403.4–403.6: random first player (drawn by the runner as startWinner), flip, start.
  s.revealed = true;
  s.turn = 1;
  s.tp = s.firstPlayer;
  s.step = ST_DRAW;
  if (s.log) log(s, `P${s.firstPlayer + 1} goes first; Main units: ${label(s, s.placed[0])} / ${label(s, s.placed[1])}`);
}

/** After the 403.3a-1 bonus decision: the unit-less player returns the hand and starts over alone. */
export function finishBonus(s: DcState, take: boolean): void {
  const o = s.setupBonusFor;
  if (take) drawCards(s, o, 1);
  redeal(s, s.setupRedoer);
  s.setupBonusFor = -1;
  s.setupRedoer = -1;
  s.step = ST_SETUP;
}

// ---- Rule check (811.2, 1001.2) --------------------------------------------------------------------------

function promoteStage(s: DcState, p: number): boolean {
  if (s.main[p]! >= 0) return true;
  if (s.resume && s.resumeKind === CH_PROMOTE) {
    s.resume = false;
    promote(s, p, s.chosen);
    if (s.log) log(s, `P${p + 1} promotes ${label(s, s.chosen)} (1004)`);
    s.rpDirty = true;
    return true;
  }
  let n = 0;
  for (let k = 0; k < 3; k++) {
    const u = s.standby[p * 3 + k]!;
    if (u < 0) continue;
    if (n < s.chOpts.length) s.chOpts[n] = u;
    else s.chOpts.push(u);
    n++;
  }
  if (n === 0) {
    s.promoteFailed[p] = true; // 1002.2 applies in the next pass
    s.rpDirty = true;
    return true;
  }
  if (n === 1) {
    promote(s, p, s.chOpts[0]!);
    if (s.log) log(s, `P${p + 1} promotes ${label(s, s.chOpts[0]!)} (1004)`);
    s.rpDirty = true;
    return true;
  }
  ask(s, CH_PROMOTE, p, n);
  return false;
}

/** One step of the rule check: rule processing until stable, then one trigger (TP first, 811.2b/c). */
function ruleCheck(s: DcState): void {
  for (;;) {
    switch (s.rpStage) {
      case 0: {
        // 1002: defeat. Both at once: the non-turn player wins (103.3).
        const l0 = s.ko[0].length >= 3 || s.promoteFailed[0];
        const l1 = s.ko[1].length >= 3 || s.promoteFailed[1];
        if (l0 || l1) {
          const loser = l0 && l1 ? s.tp : l0 ? 0 : 1;
          const reason = s.ko[loser]!.length >= 3 ? 'ko-pile' : 'no-standby';
          endGame(s, 1 - loser, reason);
          return;
        }
        s.rpStage = 1;
        break;
      }
      case 1: {
        // 1003: every Area unit with HP ≤ 0 or damage ≥ HP is KO'd, simultaneously.
        let n = 0;
        for (let p = 0; p < 2; p++) {
          for (let k = -1; k < 3; k++) {
            const u = k < 0 ? s.main[p]! : s.standby[p * 3 + k]!;
            if (u >= 0 && remainingHp(s, u) <= 0) KO_BUF[n++] = u;
          }
        }
        for (let j = 0; j < n; j++) {
          const u = KO_BUF[j]!;
          if (s.log) log(s, `${label(s, u)} is KO'd (1003)`);
          moveTo(s, u, Z_KO);
        }
        if (n > 0) s.rpDirty = true;
        s.rpStage = 2;
        break;
      }
      case 2:
        // 1004: promotion, TP first (1004.1a).
        if (!promoteStage(s, s.tp)) return;
        s.rpStage = 3;
        break;
      case 3:
        if (!promoteStage(s, 1 - s.tp)) return;
        s.rpStage = 4;
        break;
      case 4: {
        // 1005: orphaned assists and energy are discarded.
        if (s.orphans)
          for (let i = 0; i < s.def.length; i++) {
            const z = s.zone[i];
            if ((z === Z_ENERGY || z === Z_ASSIST) && !inArea(s, s.host[i]!)) {
              moveTo(s, i, Z_DISCARD);
              s.rpDirty = true;
            }
          }
        s.orphans = false;
        s.rpStage = 0;
        if (s.rpDirty) {
          s.rpDirty = false;
          break; // 811.2a: repeat while rule processing is due
        }
        // 811.2b/c: the TP resolves one pending trigger, else the NTP; then back to (a).
        if (s.trigRuns > LOOP_LIMIT) {
          endGame(s, -1, 'loop'); // 1101.1c: nobody can stop the loop
          return;
        }
        for (let q = 0; q < 2; q++) {
          const p = q === 0 ? s.tp : 1 - s.tp;
          if (s.resume && s.resumeKind === CH_TRIGGER) {
            s.resume = false;
            resolveTrigger(s, s.chosen);
            return;
          }
          const n = pendingOf(s, p);
          if (n === 1) {
            resolveTrigger(s, s.chOpts[0]!);
            return;
          }
          if (n > 1) {
            ask(s, CH_TRIGGER, p, n);
            return;
          }
        }
        s.needCheck = false;
        return;
      }
    }
  }
}

// ---- The damage step (704) -------------------------------------------------------------------------------

export function skillOf(s: DcState): SkillDef {
  return DEFS[s.atkDef]!.skills[s.atkSkill]!;
}

function hasStatic(s: DcState, unit: number, kind: number): boolean {
  const z = s.zone[unit]!;
  for (let src = 0; src < 2; src++) {
    const holder = src === 0 ? unit : s.assist[unit]!;
    if (holder < 0) continue;
    const d = DEFS[s.def[holder]!]!;
    for (let k = 0; k < d.ex.length; k++) {
      const e = d.ex[k]!;
      if (e.type !== EX_STATIC || e.staticKind !== kind) continue;
      if (e.where === WHERE_MAIN && z !== Z_MAIN) continue;
      if (e.where === WHERE_STANDBY && z !== Z_STANDBY) continue;
      return true;
    }
  }
  return false;
}

/** 917: the success check of a declared skill; true when it succeeds. */
export function successCheck(s: DcState): boolean {
  const sk = skillOf(s);
  if (sk.failUnlessRpsWin && !rps(s, s.tp)) return false; // 917.1b, the skill's own condition
  const opp = 1 - s.tp;
  for (let k = -1; k < 3; k++) {
    const u = k < 0 ? s.main[opp]! : s.standby[opp * 3 + k]!;
    if (u < 0) continue;
    // 917.1b: "RPS; if you win, the opponent's skill fails" — the RPS is done now.
    if (hasStatic(s, u, S_SKILL_FAIL_RPS) && rps(s, opp)) return false;
  }
  return true; // 917.1c
}

function attrsOf(s: DcState, u: number): number {
  return DEFS[s.def[u]!]!.attrs;
}

function dealSkillDamage(s: DcState): void {
  let amount = s.dmgAcc;
  const def = s.main[1 - s.tp]!;
  // 704.6b: damage ups and downs from other sources (the TP's group, then the opponent's; sums commute).
  if (inArea(s, s.atk)) amount += statSum(s, s.atk, STAT_POWER);
  if (def >= 0) amount += statSum(s, def, STAT_GUARD);
  if (def < 0) return;
  // 704.6c: advantage after the modifiers; 12.1 #15: last-known advantage if the attacker left.
  const adv = inArea(s, s.atk) ? DEFS[s.def[s.atk]!]!.adv : s.atkAdv;
  if ((adv & attrsOf(s, def)) !== 0) amount *= 2; // 12.1 #9: double once
  if (hasStatic(s, def, S_NO_SKILL_DAMAGE)) amount = 0; // 924 at 704.6d
  if (amount <= 0) return; // 104.2
  if (s.log) log(s, `${label(s, def)} takes ${amount} skill damage`);
  dealDamage(s, def, amount);
  if (amount >= 100) fire(s, EV_TOOK_SKILL_DAMAGE, def); // 923
}

// ---- The flow loop ---------------------------------------------------------------------------------------

function advance(s: DcState): void {
  const tp = s.tp;
  switch (s.step) {
    case ST_SETUP:
      setupAdvance(s);
      return;
    case ST_DRAW:
      if (s.log) log(s, `— Turn ${s.turn}: P${tp + 1} —`);
      drawCards(s, tp, 1); // 502.1, 1102
      s.step = ST_DRAW_TRIGGERS;
      return;
    case ST_DRAW_TRIGGERS:
      fire(s, EV_DRAW_START);
      fire(s, EV_TURN_START);
      if (s.turn === 1) fire(s, EV_GAME_START);
      s.needCheck = true; // 502.3
      s.step = ST_MAIN_START;
      return;
    case ST_MAIN_START:
      fire(s, EV_MAIN_START);
      s.needCheck = true;
      s.step = ST_MAIN;
      return;
    case ST_BATTLE_START:
      fire(s, EV_BATTLE_START);
      s.needCheck = true;
      s.step = ST_SKILL;
      return;
    case ST_WHEN_USING:
      fire(s, EV_USING_SKILL);
      s.needCheck = true; // 704.3
      s.step = ST_BEFORE_DAMAGE;
      return;
    case ST_BEFORE_DAMAGE:
      pushFrame(s, skillOf(s).beforeDamage, s.atk, tp, AFTER_NONE, 0);
      s.needCheck = true; // 704.5
      s.step = ST_DAMAGE_BASE;
      return;
    case ST_DAMAGE_BASE: {
      const sk = skillOf(s);
      const base = sk.damagePerCounter >= 0 ? sk.damagePer * counterValue(s, sk.damagePerCounter, s.atk, tp) : sk.damage;
      if (base <= 0) {
        s.step = ST_DAMAGE_EFFECTS; // 704.6a: no modifiers, no advantage, no damage triggers
        return;
      }
      s.dmgAcc = base;
      pushFrame(s, sk.modifiers, s.atk, tp, AFTER_MODIFIERS, 0); // 704.6b, the skill's own modifiers
      s.step = ST_DAMAGE_DEAL;
      return;
    }
    case ST_DAMAGE_DEAL:
      dealSkillDamage(s);
      s.step = ST_DAMAGE_EFFECTS;
      return;
    case ST_DAMAGE_EFFECTS:
      pushFrame(s, skillOf(s).damageEffects, s.atk, tp, AFTER_NONE, 0); // 704.7: no advantage
      s.step = ST_OTHER_EFFECTS;
      return;
    case ST_OTHER_EFFECTS:
      pushFrame(s, skillOf(s).effects, s.atk, tp, AFTER_NONE, 0); // 704.8
      s.needCheck = true; // 704.9
      s.step = ST_AFTER_USING;
      return;
    case ST_AFTER_USING:
      fire(s, EV_AFTER_SKILL);
      s.needCheck = true;
      s.step = ST_BATTLE_END;
      return;
    case ST_BATTLE_END:
      fire(s, EV_BATTLE_END);
      s.needCheck = true;
      s.step = ST_TURN_END;
      return;
    case ST_TURN_END:
      fire(s, EV_TURN_END); // 505.1
      s.needCheck = true; // 505.2
      s.step = ST_CLEANUP;
      return;
    case ST_CLEANUP: {
      endTurnEffects(s); // 505.3a
      const m = s.main[tp]!;
      if (m >= 0) s.stun[m] = 0; // 505.3b
      s.needCheck = true; // 505.3c: anything now due is processed before the turn passes
      s.step = ST_NEXT_TURN;
      return;
    }
    case ST_NEXT_TURN:
      if (s.turn >= s.turnLimit) {
        endGame(s, -1, 'turn-limit');
        return;
      }
      s.tp = 1 - tp;
      s.turn++;
      s.chargeUsed = 0;
      s.retreatUsed = 0;
      s.eventUsed = 0;
      s.exUses.fill(0);
      s.atk = -1;
      s.step = ST_DRAW;
      return;
  }
  throw new Error(`divine-cross: no automatic transition from step ${s.step}`);
}

/** Run automatic steps until a player must decide or the game is over. */
export function run(s: DcState): void {
  while (!s.over) {
    if (s.chKind !== CH_NONE) {
      if (s.chN !== 1) return;
      // A choice with a single option is forced: take it without asking (identical cards are one option).
      s.chosen = s.chOpts[0]!;
      s.resumeKind = s.chKind;
      s.chKind = CH_NONE;
      s.resume = true;
      continue;
    }
    if (s.fN > 0) {
      execOp(s);
      continue;
    }
    if (s.needCheck) {
      ruleCheck(s);
      continue;
    }
    const st = s.step;
    if (st === ST_MAIN || st === ST_SKILL || st === ST_SETUP_PLACE || st === ST_SETUP_BONUS) return;
    advance(s);
  }
}

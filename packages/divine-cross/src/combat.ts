// The battle phase (700): declaring a skill (703), its success check (917) and the damage step (704), one
// handler per automatic step; static EX powers that change a battle (917.1b, 924).
import { logEvent } from '@tcglab/core';
import {
  EV_AFTER_SKILL,
  EV_BATTLE_END,
  EV_BATTLE_START,
  EV_TOOK_SKILL_DAMAGE,
  EV_USING_SKILL,
  EX_STATIC,
  MAX_SKILLS,
  NO_COUNTER,
  S_NO_SKILL_DAMAGE,
  S_SKILL_FAIL_RPS,
  STAT_GUARD,
  STAT_POWER,
  WHERE_MAIN,
  WHERE_STANDBY,
} from './cards/codes.js';
import type { SkillDef } from './cards/types.js';
import { cardDefs } from './catalog.js';
import { counterValue } from './effects/counters.js';
import { pushFrame } from './effects/frames.js';
import { rps } from './effects/rps.js';
import { fire } from './effects/triggers.js';
import {
  AFTER_MODIFIERS,
  AFTER_NONE,
  ST_AFTER_USING,
  ST_BATTLE_END,
  ST_BEFORE_DAMAGE,
  ST_DAMAGE_BASE,
  ST_DAMAGE_DEAL,
  ST_DAMAGE_EFFECTS,
  ST_OTHER_EFFECTS,
  ST_SKILL,
  ST_TURN_END,
  STANDBY_SLOTS,
  Z_MAIN,
  Z_STANDBY,
  type DCState,
} from './state.js';
import { skillCostOf, statSum } from './stats.js';
import { dealDamage, inArea, label } from './zones.js';

/** Skill damage of at least this much fires "took skill damage" triggers (923). */
const BIG_SKILL_DAMAGE = 100;

/** Skill k of unit u: 0–3 its own, 4–7 its assist's (703.1a-1). */
export function skillAt(s: DCState, u: number, k: number): SkillDef | undefined {
  if (k < MAX_SKILLS) return cardDefs()[s.def[u]!]!.skills[k];
  const a = s.assist[u]!;
  return a >= 0 ? cardDefs()[s.def[a]!]!.skills[k - MAX_SKILLS] : undefined;
}

/** The card holding EX power k of unit u: the unit (0–3) or its assist (4–7); -1 without an assist. */
export function exHolder(s: DCState, u: number, k: number): number {
  return k < MAX_SKILLS ? u : s.assist[u]!;
}

/** May unit u declare skill k now? */
export function canDeclare(s: DCState, u: number, k: number): boolean {
  const sk = skillAt(s, u, k);
  if (!sk) return false;
  if (s.stun[u] && !sk.whileStunned) return false; // 703.1b, 922
  return skillCostOf(s, u, sk.cost) <= s.energy[u]!; // 209.2, 703.1a: energy count ≥ cost, nothing paid
}

/** The skill being used in this battle. */
function skillOf(s: DCState): SkillDef {
  return cardDefs()[s.atkDef]!.skills[s.atkSkill]!;
}

function hasStatic(s: DCState, unit: number, kind: number): boolean {
  const z = s.zone[unit]!;
  for (let src = 0; src < 2; src++) {
    const holder = src === 0 ? unit : s.assist[unit]!;
    if (holder < 0) continue;
    const d = cardDefs()[s.def[holder]!]!;
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
export function successCheck(s: DCState): boolean {
  const sk = skillOf(s);
  if (sk.failUnlessRpsWin && !rps(s, s.tp)) return false; // 917.1b, the skill's own condition
  const opp = 1 - s.tp;
  for (let k = -1; k < STANDBY_SLOTS; k++) {
    const u = k < 0 ? s.main[opp]! : s.standby[opp * STANDBY_SLOTS + k]!;
    if (u < 0) continue;
    // 917.1b: "RPS; if you win, the opponent's skill fails" — the RPS is done now.
    if (hasStatic(s, u, S_SKILL_FAIL_RPS) && rps(s, opp)) return false;
  }
  return true; // 917.1c
}

function dealSkillDamage(s: DCState): void {
  let amount = s.dmgAcc;
  const def = s.main[1 - s.tp]!;
  // 704.6b: damage ups and downs from other sources (the TP's group, then the opponent's; sums commute).
  if (inArea(s, s.atk)) amount += statSum(s, s.atk, STAT_POWER);
  if (def >= 0) amount += statSum(s, def, STAT_GUARD);
  if (def < 0) return;
  // 704.6c: advantage after the modifiers; 12.1 #15: last-known advantage if the attacker left.
  const adv = inArea(s, s.atk) ? cardDefs()[s.def[s.atk]!]!.adv : s.atkAdv;
  if ((adv & cardDefs()[s.def[def]!]!.attrs) !== 0) amount *= 2; // 12.1 #9: double once
  if (hasStatic(s, def, S_NO_SKILL_DAMAGE)) amount = 0; // 924 at 704.6d
  if (amount <= 0) return; // 104.2
  if (s.log) logEvent(s, `${label(s, def)} takes ${amount} skill damage`);
  dealDamage(s, def, amount);
  if (amount >= BIG_SKILL_DAMAGE) fire(s, EV_TOOK_SKILL_DAMAGE, def); // 923
}

// ---- The automatic battle steps (one handler per step, called by the turn flow) ----

export function battleStart(s: DCState): void {
  fire(s, EV_BATTLE_START);
  s.needCheck = true;
  s.step = ST_SKILL;
}

export function whenUsing(s: DCState): void {
  fire(s, EV_USING_SKILL);
  s.needCheck = true; // 704.3
  s.step = ST_BEFORE_DAMAGE;
}

export function beforeDamage(s: DCState): void {
  pushFrame(s, skillOf(s).beforeDamage, s.atk, s.tp, AFTER_NONE, 0);
  s.needCheck = true; // 704.5
  s.step = ST_DAMAGE_BASE;
}

export function damageBase(s: DCState): void {
  const sk = skillOf(s);
  const base = sk.damagePerCounter !== NO_COUNTER ? sk.damagePer * counterValue(s, sk.damagePerCounter, s.atk, s.tp) : sk.damage;
  if (base <= 0) {
    s.step = ST_DAMAGE_EFFECTS; // 704.6a: no modifiers, no advantage, no damage triggers
    return;
  }
  s.dmgAcc = base;
  pushFrame(s, sk.modifiers, s.atk, s.tp, AFTER_MODIFIERS, 0); // 704.6b, the skill's own modifiers
  s.step = ST_DAMAGE_DEAL;
}

export function damageDeal(s: DCState): void {
  dealSkillDamage(s);
  s.step = ST_DAMAGE_EFFECTS;
}

export function damageEffects(s: DCState): void {
  pushFrame(s, skillOf(s).damageEffects, s.atk, s.tp, AFTER_NONE, 0); // 704.7: no advantage
  s.step = ST_OTHER_EFFECTS;
}

export function otherEffects(s: DCState): void {
  pushFrame(s, skillOf(s).effects, s.atk, s.tp, AFTER_NONE, 0); // 704.8
  s.needCheck = true; // 704.9
  s.step = ST_AFTER_USING;
}

export function afterUsing(s: DCState): void {
  fire(s, EV_AFTER_SKILL);
  s.needCheck = true;
  s.step = ST_BATTLE_END;
}

export function battleEnd(s: DCState): void {
  fire(s, EV_BATTLE_END);
  s.needCheck = true;
  s.step = ST_TURN_END;
}

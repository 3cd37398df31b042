// The Divine Cross turn flow (500–700): one handler per automatic step, and `run`, which resolves effects,
// rule checks and steps until a player must decide or the game is over.
import { logEvent, RulesError } from '@tcglab/core';
import { EV_DRAW_START, EV_GAME_START, EV_MAIN_START, EV_TURN_END, EV_TURN_START } from './cards/codes.js';
import {
  afterUsing,
  battleEnd,
  battleStart,
  beforeDamage,
  damageBase,
  damageDeal,
  damageEffects,
  otherEffects,
  whenUsing,
} from './combat.js';
import { execOp } from './effects/interpreter.js';
import { fire } from './effects/triggers.js';
import { endGame, ruleCheck } from './rule-check.js';
import {
  CH_NONE,
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
  ST_SETUP_BONUS,
  ST_SETUP_PLACE,
  ST_SKILL,
  ST_TURN_END,
  ST_WHEN_USING,
  type DCState,
} from './state.js';
import { endTurnEffects } from './stats.js';
import { drawCards } from './zones.js';

function drawStep(s: DCState): void {
  if (s.log) logEvent(s, `— Turn ${s.turn}: P${s.tp + 1} —`);
  drawCards(s, s.tp, 1); // 502.1, 1102
  s.step = ST_DRAW_TRIGGERS;
}

function drawTriggers(s: DCState): void {
  fire(s, EV_DRAW_START);
  fire(s, EV_TURN_START);
  if (s.turn === 1) fire(s, EV_GAME_START);
  s.needCheck = true; // 502.3
  s.step = ST_MAIN_START;
}

function mainStart(s: DCState): void {
  fire(s, EV_MAIN_START);
  s.needCheck = true; // 503.2
  s.step = ST_MAIN;
}

function turnEnd(s: DCState): void {
  fire(s, EV_TURN_END); // 505.1
  s.needCheck = true; // 505.2
  s.step = ST_CLEANUP;
}

function cleanup(s: DCState): void {
  endTurnEffects(s); // 505.3a
  const m = s.main[s.tp]!;
  if (m >= 0) s.stun[m] = 0; // 505.3b
  s.needCheck = true; // 505.3c: anything now due is processed before the turn passes
  s.step = ST_NEXT_TURN;
}

function nextTurn(s: DCState): void {
  if (s.turn >= s.turnLimit) {
    endGame(s, -1, 'turn-limit');
    return;
  }
  s.tp = 1 - s.tp; // 505.4
  s.turn++;
  s.chargeUsed = 0;
  s.retreatUsed = 0;
  s.eventUsed = 0;
  for (let i = 0; i < s.exUsedN; i++) s.exUses[s.exUsed[i]!] = 0;
  s.exUsedN = 0;
  s.atk = -1;
  s.step = ST_DRAW;
}

/** The automatic steps (the setup's are run by setup.ts; decision steps wait for an action). */
const STEPS: Readonly<Record<number, (s: DCState) => void>> = {
  [ST_DRAW]: drawStep,
  [ST_DRAW_TRIGGERS]: drawTriggers,
  [ST_MAIN_START]: mainStart,
  [ST_BATTLE_START]: battleStart,
  [ST_WHEN_USING]: whenUsing,
  [ST_BEFORE_DAMAGE]: beforeDamage,
  [ST_DAMAGE_BASE]: damageBase,
  [ST_DAMAGE_DEAL]: damageDeal,
  [ST_DAMAGE_EFFECTS]: damageEffects,
  [ST_OTHER_EFFECTS]: otherEffects,
  [ST_AFTER_USING]: afterUsing,
  [ST_BATTLE_END]: battleEnd,
  [ST_TURN_END]: turnEnd,
  [ST_CLEANUP]: cleanup,
  [ST_NEXT_TURN]: nextTurn,
};

function isDecisionStep(st: number): boolean {
  return st === ST_MAIN || st === ST_SKILL || st === ST_SETUP_PLACE || st === ST_SETUP_BONUS;
}

/** Run automatic steps until a player must decide or the game is over. */
export function run(s: DCState): void {
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
    if (isDecisionStep(s.step)) return;
    const step = STEPS[s.step];
    if (!step) throw new RulesError(`divine-cross: no automatic transition from step ${s.step}`);
    step(s);
  }
}

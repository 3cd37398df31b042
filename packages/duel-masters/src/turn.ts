// Turn flow (500-512) and the engine's main loop: run everything automatic until a player must decide.
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { defOf } from './cards/table.js';
import { stepAttack } from './combat.js';
import { runEffect } from './effects/interpreter.js';
import { stateBased } from './effects/state-based.js';
import { fireTrigger, startNextWaiting } from './effects/triggers.js';
import {
  type DMState,
  F_ATTACK,
  F_EFFECT,
  F_SILENT,
  newDecisionFrame,
  newWaiting,
  ONGOING,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_DRAW,
  STEP_END,
  STEP_MAIN,
  STEP_START,
  Z_GRAVE,
  topFrame,
} from './state.js';
import { drawOne, endGame, moveCard } from './zones.js';

/**
 * Run the game forward until a decision is needed or the game is over. Order at each point: a running
 * effect continues (101.4d: nothing interrupts it); else waiting effects start in rule order; else the
 * attack in progress moves on; else the turn flow moves on.
 */
export function advance(s: DMState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.winner !== ONGOING) return;
    const top = topFrame(s);
    if (top && top.kind === F_EFFECT) {
      if (!runEffect(s, top)) return;
      continue;
    }
    if (top && top.kind !== F_ATTACK) return; // a decision frame
    if (s.waiting.length > 0) {
      startNextWaiting(s);
      continue;
    }
    if (top) {
      if (!stepAttack(s, top)) return;
      stateBased(s);
      continue;
    }
    switch (s.step) {
      case STEP_START:
        startStep(s);
        continue;
      case STEP_DRAW:
        drawStep(s);
        continue;
      case STEP_CHARGE:
        // 503.1: the charge is optional; with an empty hand there is nothing to decide.
        if (s.hand[s.active as 0 | 1].length === 0 || s.chargedThisTurn) {
          s.step = STEP_MAIN;
          continue;
        }
        return;
      case STEP_MAIN:
      case STEP_ATTACK:
        return;
      case STEP_END:
        endStep(s);
        continue;
    }
  }
  throw new RulesError('the engine did not reach a decision (loop guard)');
}

/**
 * 501: untap the turn player's cards (702.3a); creatures are no longer "new" this turn. A tapped creature
 * with a silent skill may stay tapped to use it (501.1a): the player picks them first (an F_SILENT
 * decision), and their effects resolve after the untap.
 */
function startStep(s: DMState): void {
  const p = s.active;
  if (s.turn > s.turnLimit) {
    endGame(s, -1, 'turn-limit');
    return;
  }
  if (s.log) logEvent(s, `-- Turn ${s.turn}: P${p} --`);
  // "Until the start of your next turn" effects end now.
  for (let k = s.mods.length - 1; k >= 0; k--) {
    const u = s.mods[k]!.until;
    if (u && u <= s.turn) s.mods.splice(k, 1);
  }
  const b = s.battle[p as 0 | 1];
  let candidates: number[] | undefined;
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (s.tapped[i] && hasAbility(s, i, 'silentSkill')) (candidates ??= []).push(i);
  }
  if (candidates) {
    // a = 0; regs = candidates; chosen ones are recorded as 256 + instance.
    const f = newDecisionFrame(F_SILENT, p, -1);
    for (const c of candidates) f.regs.push(c);
    s.frames.push(f);
    return;
  }
  finishStart(s, undefined);
}

function hasAbility(s: DMState, i: number, on: string): boolean {
  const abs = defOf(s, i).abilities;
  for (let k = 0; k < abs.length; k++) if (abs[k]!.on === on) return true;
  return false;
}

/** Untap (except the creatures keeping tapped for their silent skills), then their skills wait. */
export function finishStart(s: DMState, silent: readonly number[] | undefined): void {
  const p = s.active;
  for (let i = 0; i < s.n; i++) {
    s.sick[i] = 0;
    if (s.owner[i] === p && (s.zone[i] === 4 || s.zone[i] === 2) && !(silent && silent.includes(i))) s.tapped[i] = 0;
  }
  if (silent) {
    for (const i of silent) {
      const abs = defOf(s, i).abilities;
      for (let k = 0; k < abs.length; k++) if (abs[k]!.on === 'silentSkill') s.waiting.push(newWaiting(i, p, k, 0, -1));
    }
  }
  s.step = STEP_DRAW;
}

/** 502: draw one card; the first player skips the draw of the first turn (103.5, 500.6). */
function drawStep(s: DMState): void {
  if (!(s.turn === 1 && s.active === s.firstPlayer)) {
    drawOne(s, s.active);
    stateBased(s); // 703.4b: drawing the last card loses at once
  }
  s.step = STEP_CHARGE;
}

/** 511: end-of-turn triggers (TP's, then NTP's), then "until end of turn" effects end (511.2); 512. */
function endStep(s: DMState): void {
  if (s.stage === 0) {
    s.stage = 1;
    // The classic sets' end-of-turn abilities all say "at the end of (each of) your turn(s)".
    const b = s.battle[s.active as 0 | 1];
    for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'endOfTurn');
    // Delayed triggers created this turn ("at the end of the turn, …").
    for (const w of s.delayed) s.waiting.push(w);
    clearList(s.delayed);
    return;
  }
  // 511.2: "this turn" and "until end of turn" effects end together.
  for (let k = s.mods.length - 1; k >= 0; k--) if (!s.mods[k]!.until) s.mods.splice(k, 1);
  clearList(s.brokeShields);
  s.turnFlags[0] = 0;
  s.turnFlags[1] = 0;
  // 512.1: cards left pending go to the graveyard with no triggers.
  while (s.pending.length) moveCard(s, s.pending[s.pending.length - 1]!, Z_GRAVE);
  s.stage = 0;
  s.active = 1 - s.active;
  s.turn++;
  s.chargedThisTurn = 0;
  s.spellsThisTurn[0] = 0;
  s.spellsThisTurn[1] = 0;
  s.step = STEP_START;
}

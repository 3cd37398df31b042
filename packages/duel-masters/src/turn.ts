// Turn flow (500-512) and the engine's main loop: run everything automatic until a player must decide.
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { defOf, EVENT_SLOT, mayTrigger } from './cards/table.js';
import type { TriggerEvent } from './cards/types.js';
import { stepAttack } from './combat.js';
import { runEffect } from './effects/interpreter.js';
import { stateBased } from './effects/state-based.js';
import { creatureAbilitiesBanned, untapPrevented } from './query/statics.js';
import { fireTrigger, mayAnyTrigger } from './effects/fire.js';
import { startNextWaiting } from './effects/triggers.js';
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
  topFrame,
  Z_GRAVE,
} from './state.js';
import { untapMana } from './mana.js';
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
  // Lockdown Lizard: silent skills are abilities used (501.1a): none while it is in the battle zone.
  const lock = s.nStatic > 0 && creatureAbilitiesBanned(s);
  for (let k = 0; k < b.length && !lock; k++) {
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

function hasAbility(s: DMState, i: number, on: TriggerEvent): boolean {
  if (!mayTrigger(s, i, on)) return false;
  const abs = defOf(s, i).abilities;
  for (let k = 0; k < abs.length; k++) if (abs[k]!.on === on) return true;
  return false;
}

/** Untap (except the creatures keeping tapped for their silent skills), then their skills wait. */
export function finishStart(s: DMState, silent: readonly number[] | undefined): void {
  const p = s.active;
  // 501.1: effects may prevent untapping (Terradragon Cusdalf: your mana; Warped Lunatron: every creature).
  const keepMana = s.nStatic !== 0 && untapPrevented(s, p, 0);
  const keepCreatures = s.nStatic !== 0 && untapPrevented(s, p, 1);
  // 301.5: no creature entered the battle zone this turn yet. Every card with `sick` set is in `sickList`.
  const sl = s.sickList;
  for (let k = 0; k < sl.length; k++) s.sick[sl[k]!] = 0;
  clearList(sl);
  // 702.3a: the turn player's cards untap (zone arrays are the owner's: no card changes control).
  if (!keepCreatures) {
    const b = s.battle[p as 0 | 1];
    for (let k = 0; k < b.length; k++) if (!silent || !silent.includes(b[k]!)) s.tapped[b[k]!] = 0;
  }
  if (!keepMana) {
    untapMana(s, p);
  }
  if (silent) {
    for (const i of silent) {
      const abs = defOf(s, i).abilities;
      for (let k = 0; k < abs.length; k++) if (abs[k]!.on === 'silentSkill') s.waiting.push(newWaiting(i, p, k, 0, -1));
    }
  }
  // 501.2: "at the start of your turn" / "of your opponent's turn" abilities trigger after the untap.
  for (let q = 0; q < 2; q++) {
    if (!mayAnyTrigger(s, q, q === p ? EVENT_SLOT.startOfTurn : EVENT_SLOT.startOfOpponentsTurn)) continue;
    const b = s.battle[q as 0 | 1];
    for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, q === p ? 'startOfTurn' : 'startOfOpponentsTurn');
  }
  s.step = STEP_DRAW;
}

/** 502: draw one card; the first player skips the draw of the first turn (103.5, 500.6). */
function drawStep(s: DMState): void {
  if (!(s.turn === 1 && s.active === s.firstPlayer)) {
    const drew = drawOne(s, s.active);
    stateBased(s); // 703.4b: drawing the last card loses at once
    if (drew && mayAnyTrigger(s, s.active, EVENT_SLOT.drawStep)) {
      // "Whenever you draw the card at the start of your turn, you may draw an extra card" (Cosmic Nebula).
      const b = s.battle[s.active as 0 | 1];
      for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'drawStep');
    }
  }
  s.step = STEP_CHARGE;
}

/** 511: end-of-turn triggers (TP's, then NTP's), then "until end of turn" effects end (511.2); 512. */
function endStep(s: DMState): void {
  if (s.stage === 0) {
    s.stage = 1;
    // The classic sets' end-of-turn abilities all say "at the end of (each of) your turn(s)".
    const b = s.battle[s.active as 0 | 1];
    if (mayAnyTrigger(s, s.active, EVENT_SLOT.endOfTurn)) for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'endOfTurn');
    // "At the end of each turn" abilities (Gigavrand): both players' creatures, the turn player's first (511.1).
    for (let q = 0; q < 2; q++) {
      const who = q === 0 ? s.active : 1 - s.active;
      if (!mayAnyTrigger(s, who, EVENT_SLOT.endOfEachTurn)) continue;
      const bz = s.battle[who as 0 | 1];
      for (let k = 0; k < bz.length; k++) fireTrigger(s, bz[k]!, 'endOfEachTurn');
    }
    // Delayed triggers created this turn ("at the end of the turn, …").
    for (const w of s.delayed) s.waiting.push(w);
    clearList(s.delayed);
    return;
  }
  // Bombazar: 「そのターンの終わりに、自分はゲームに負ける」 (after the end-of-turn abilities).
  if (s.loseAtEnd !== 0) {
    endGame(s, s.loseAtEnd & (1 << s.active) ? 1 - s.active : s.active, 'extra-turn-loss');
    return;
  }
  // 511.2: "this turn" and "until end of turn" effects end together.
  for (let k = s.mods.length - 1; k >= 0; k--) if (!s.mods[k]!.until) s.mods.splice(k, 1);
  clearList(s.brokeShields);
  s.shieldsBroken[0] = 0;
  s.shieldsBroken[1] = 0;
  clearList(s.turnWatch);
  s.turnFlags[0] = 0;
  s.turnFlags[1] = 0;
  // 512.1: cards left pending go to the graveyard with no triggers.
  while (s.pending.length) moveCard(s, s.pending[s.pending.length - 1]!, Z_GRAVE);
  s.stage = 0;
  // 500.5: an extra turn comes right after this one; then the normal order goes on from the last normal turn.
  const base = s.normalPlayer < 0 ? s.active : s.normalPlayer;
  if (s.extraTurns.length !== 0) {
    const e = s.extraTurns.shift()!;
    s.active = e & 1;
    s.loseAtEnd = e & 2 ? 1 << (e & 1) : 0;
    s.normalPlayer = base;
    if (s.log) logEvent(s, `  P${s.active} takes an extra turn`);
  } else {
    s.active = 1 - base;
    s.normalPlayer = -1;
  }
  s.drawnThisTurn[0] = 0;
  s.drawnThisTurn[1] = 0;
  s.turn++;
  s.chargedThisTurn = 0;
  s.spellsThisTurn[0] = 0;
  s.spellsThisTurn[1] = 0;
  s.step = STEP_START;
}

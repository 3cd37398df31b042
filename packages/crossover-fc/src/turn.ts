// The CrossOver turn engine: `advance` runs the automatic parts of the rules (turn steps 3-1…3-7, combat, the
// chain, the damage/crash/reaction pipelines, triggers) until a player must decide or the game ends. Order:
// damage > crash > draw reactions > energy reactions > state-based crashes > triggers > chain > turn step.
import { logEvent, RulesError } from '@tcglab/core';
import * as C from './cards/codes.js';
import { cardName, defOf } from './catalog.js';
import { resolveEntry } from './chain.js';
import { stepCombat } from './combat.js';
import { triggerField } from './effects/queues.js';
import { continueTrigger, startTriggers } from './effects/triggers.js';
import { enumerateActions } from './enumerate.js';
import { collectStateCrashes, stepCrash, stepDamage, stepReaction } from './pipelines.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { doPass, openWindow, SCRATCH } from './windows.js';
import { drawCard, isCharacterOnField, moveToOwner, opponent } from './zones.js';

/** Iterations of `advance` after which the engine is considered stuck (a rules bug, never a game state). */
const LOOP_GUARD = 1_000_000;

// ---------- game end (4-1-2) ----------

/** The game is over. */
function endGame(s: COState, winner: number, reason: string): void {
  s.winner = winner;
  s.reason = reason;
  s.step = S.S_GAME_OVER;
  s.decision = S.D_NONE;
  s.actor = -1;
  if (s.log) logEvent(s, `game over: ${winner < 0 ? 'draw' : `P${winner + 1} wins`} (${reason})`);
}

/** State-based game end: HP 0 or less (A4), an empty deck (A3). Both at once: a draw. */
function checkEnd(s: COState): boolean {
  if (s.winner !== S.ONGOING) return true;
  if (s.step === S.S_SETUP_ORDER || s.step === S.S_SETUP_MULLIGAN) return false;
  const out = s.options.deckOut === 'empty';
  const hp0 = s.hp[0]! <= 0;
  const hp1 = s.hp[1]! <= 0;
  const dk0 = out ? s.deck[0]!.length === 0 : s.failed[0] === 1;
  const dk1 = out ? s.deck[1]!.length === 0 : s.failed[1] === 1;
  const l0 = hp0 || dk0;
  const l1 = hp1 || dk1;
  if (!l0 && !l1) return false;
  if (l0 && l1) endGame(s, -1, hp0 && hp1 ? 'hp' : dk0 && dk1 ? 'deck-out' : 'simultaneous');
  else endGame(s, l0 ? 1 : 0, (l0 ? hp0 : hp1) ? 'hp' : 'deck-out');
  return true;
}

// ---------- turn steps ----------

function turnStart(s: COState): void {
  if (s.turn > s.turnLimit) {
    s.winner = -1;
    s.reason = 'turn-limit';
    s.step = S.S_GAME_OVER;
    return;
  }
  triggerField(s, C.ON_TURN_START, s.tp, 0); // 3-1: "at the start of your turn"
  s.step = S.S_UNTAP;
}

/** 3-2-2: the TP untaps all their cards and loses all energy. */
function untapStep(s: COState): void {
  const f = s.field;
  for (let i = 0; i < f.length; i++) if (s.ctrl[f[i]!] === s.tp) s.tapped[f[i]!] = 0;
  s.energy[s.tp] = 0;
  s.step = S.S_DRAW;
}

function drawStep(s: COState): void {
  if (s.turn !== 1) drawCard(s, s.tp); // 2-1-5, 3-3-2: no draw on turn 1 only
  s.step = S.S_MAIN;
  s.winOpen = 0;
}

function windowStep(s: COState): void {
  if (s.resolving) throw new RulesError('crossover-fc: window opened while resolving');
  openWindow(s);
}

/** 3-6-2: collect the TP's cards with an upkeep (A13: the controller pays). */
function endStart(s: COState): void {
  s.upLen = 0;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.ctrl[x] === s.tp && defOf(s, x).upkeep > 0) s.upInst[s.upLen++] = x;
  }
  s.step = S.S_UPKEEP;
}

function upkeepStep(s: COState): void {
  // Drop cards that left meanwhile.
  let k = 0;
  for (let i = 0; i < s.upLen; i++) {
    const x = s.upInst[i]!;
    if (s.zone[x] === S.Z_FIELD && s.ctrl[x] === s.tp) s.upInst[k++] = x;
  }
  s.upLen = k;
  if (k > 0) {
    s.decision = S.D_UPKEEP;
    s.actor = s.tp;
    return;
  }
  s.step = S.S_END_WINDOW;
  s.winOpen = 0;
}

function endEnd(s: COState): void {
  s.step = S.S_EOT_DAMAGE;
}

/** 3-7-1: damage on every character drops to 0 (before "until end of turn" effects end). */
function damageReset(s: COState): void {
  const f = s.field;
  for (let i = 0; i < f.length; i++) s.damage[f[i]!] = 0;
  s.step = S.S_EOT_EXPIRE;
}

/** 3-7-2: all "until end of turn" effects end at once; "at end of turn" effects (うさパンチ, A22). */
function effectsEnd(s: COState): void {
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    s.tmpAp[x] = 0;
    s.tmpDp[x] = 0;
    s.swap[x] = 0;
    s.immune[x] = 0;
  }
  s.playersUntargetable = 0;
  s.dirty = 1;
  for (let i = 0; i < f.length;) {
    const x = f[i]!;
    if (s.punch[x] && isCharacterOnField(s, x)) {
      if (s.log) logEvent(s, `${cardName(s, x)} returns to its owner's hand (Rabbit Punch)`);
      moveToOwner(s, x, S.Z_HAND);
      continue;
    }
    i++;
  }
  s.step = S.S_EOT_CLEANUP;
}

/** 3-7-3: only the TP, down to the hand limit; A14: the TP picks. */
function handCleanup(s: COState): void {
  if (s.hand[s.tp]!.length > s.options.handLimit) {
    s.decision = S.D_DISCARD;
    s.actor = s.tp;
    return;
  }
  s.step = S.S_EOT_ENERGY;
}

/** 3-7-4: every player loses all energy. Then the next turn (3-7-5). */
function energyLost(s: COState): void {
  s.energy[0] = 0;
  s.energy[1] = 0;
  s.turn++;
  s.tp = opponent(s.tp);
  s.navPlayed = 0;
  s.noMoreCombat = 0;
  s.step = S.S_TURN_START;
  if (s.log) logEvent(s, `--- turn ${s.turn} (P${s.tp + 1}) ---`);
}

const STEPS: Readonly<Record<number, (s: COState) => void>> = {
  [S.S_TURN_START]: turnStart,
  [S.S_UNTAP]: untapStep,
  [S.S_DRAW]: drawStep,
  [S.S_MAIN]: windowStep,
  [S.S_COMBAT_W1]: windowStep,
  [S.S_COMBAT_W2]: windowStep,
  [S.S_COMBAT_W3]: windowStep,
  [S.S_COMBAT_W4]: windowStep,
  [S.S_END_WINDOW]: windowStep,
  [S.S_COMBAT_ATTACK]: stepCombat,
  [S.S_COMBAT_BLOCK]: stepCombat,
  [S.S_COMBAT_DAMAGE]: stepCombat,
  [S.S_COMBAT_END]: stepCombat,
  [S.S_END_START]: endStart,
  [S.S_UPKEEP]: upkeepStep,
  [S.S_END_END]: endEnd,
  [S.S_EOT_DAMAGE]: damageReset,
  [S.S_EOT_EXPIRE]: effectsEnd,
  [S.S_EOT_CLEANUP]: handCleanup,
  [S.S_EOT_ENERGY]: energyLost,
};

function stepTurn(s: COState): void {
  const step = STEPS[s.step];
  if (!step) throw new RulesError(`crossover-fc: no automatic turn step ${s.step}`);
  step(s);
}

/** The chain resolves (both passed): one entry, or the whole chain (A6). */
function stepChain(s: COState): void {
  if (s.chLen === 0) {
    s.resolving = 0;
    s.prio = s.tp; // after the chain resolves, the TP holds priority again (4-3-1)
    s.passes = 0;
  } else if (resolveEntry(s) && s.options.chainResolution === 'one' && s.chLen > 0) {
    s.resolving = 0; // A6 option: after each entry the TP gets priority again
    s.prio = s.tp;
    s.passes = 0;
  }
}

/** Run the automatic rules until a player must decide or the game ends. */
export function advance(s: COState): void {
  for (let guard = 0; guard < LOOP_GUARD; guard++) {
    if (checkEnd(s)) return;
    if (s.decision !== S.D_NONE) {
      if (s.decision === S.D_PRIORITY && s.options.autoPass && enumerateActions(s, SCRATCH, 2) === 1) {
        doPass(s); // only PASS is possible: skip the decision (autoPass)
        continue;
      }
      return;
    }
    if (s.dmStage !== S.PS_IDLE) stepDamage(s);
    else if (s.crStage !== S.PS_IDLE) stepCrash(s);
    else if (s.rxStage[S.RX_DRAW] !== S.PS_IDLE) stepReaction(s, S.RX_DRAW);
    else if (s.rxStage[S.RX_ENERGY] !== S.PS_IDLE) stepReaction(s, S.RX_ENERGY);
    else if (collectStateCrashes(s)) continue;
    else if (s.trActive) continueTrigger(s);
    else if (s.trLen > 0) startTriggers(s);
    else if (s.resolving) stepChain(s);
    else stepTurn(s);
  }
  throw new RulesError('crossover-fc: the rules engine did not settle (loop guard)');
}

// The turn engine: applyAction for every decision, and `advance`, which runs the automatic parts of the rules
// (turn steps 3-1…3-7, combat, the chain, the damage/crash/draw pipelines, triggers) until a player must
// decide. Order: damage > crash > draw reactions > state-based crashes > triggers > chain > turn step.
import { Prng, RulesError } from '@tcglab/core';
import * as A from './actions.js';
import { activate, play, resolveEntry } from './chain.js';
import { declareAttack, declareBlock, declareCombat, stepCombat } from './combat.js';
import * as C from './cards/constants.js';
import { pushCrash, triggerField } from './effects.js';
import { generate } from './legal.js';
import { collectStateCrashes, continueTrigger, startTrigger, startTriggers, stepCrash, stepDamage, stepReaction } from './pipelines.js';
import { availableEnergy, cardName, dOf, drawCard, isCharacterOnField, log, moveToOwner, opponent, payEnergy } from './rules.js';
import * as S from './state.js';
import type { FcState } from './state.js';
import { doPass, openWindow, SCRATCH } from './windows.js';

// ---------- game end (4-1-2) ----------

/** State-based game end: HP 0 or less (A4), an empty deck (A3). Both at once: a draw. */
export function checkEnd(s: FcState): boolean {
  if (s.winner !== -2) return true;
  if (s.step === S.S_SETUP_ORDER || s.step === S.S_SETUP_MULLIGAN) return false;
  const out = s.options.deckOut === 'empty';
  const hp0 = s.hp[0]! <= 0;
  const hp1 = s.hp[1]! <= 0;
  const dk0 = out ? s.deck[0]!.length === 0 : s.failed[0] === 1;
  const dk1 = out ? s.deck[1]!.length === 0 : s.failed[1] === 1;
  const l0 = hp0 || dk0;
  const l1 = hp1 || dk1;
  if (!l0 && !l1) return false;
  if (l0 && l1) {
    s.winner = -1;
    s.reason = hp0 && hp1 ? 'hp' : dk0 && dk1 ? 'deck-out' : 'simultaneous';
  } else {
    s.winner = l0 ? 1 : 0;
    s.reason = (l0 ? hp0 : hp1) ? 'hp' : 'deck-out';
  }
  s.step = S.S_GAME_OVER;
  s.decision = S.D_NONE;
  s.actor = -1;
  if (s.log) log(s, `game over: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})`);
  return true;
}

// ---------- setup (2-1) ----------

function shuffleDeck(s: FcState, p: number): void {
  const r = new Prng(s.rngDeck[p]!);
  r.shuffle(s.deck[p]!);
  s.rngDeck[p] = r.state();
}

export function dealOpening(s: FcState): void {
  for (let p = 0; p < 2; p++) {
    shuffleDeck(s, p);
    for (let k = 0; k < 7; k++) drawCard(s, p);
  }
}

function startFirstTurn(s: FcState): void {
  s.turn = 1;
  s.tp = s.first;
  s.step = S.S_TURN_START;
  s.decision = S.D_NONE;
  if (s.log) log(s, `--- turn 1 (P${s.first + 1}) ---`);
}

// ---------- turn steps ----------

function stepTurn(s: FcState): void {
  const tp = s.tp;
  switch (s.step) {
    case S.S_TURN_START:
      if (s.turn > s.turnLimit) {
        s.winner = -1;
        s.reason = 'turn-limit';
        s.step = S.S_GAME_OVER;
        return;
      }
      triggerField(s, C.ON_TURN_START, tp, 0); // 3-1: "at the start of your turn"
      s.step = S.S_UNTAP;
      return;
    case S.S_UNTAP: {
      // 3-2-2: the TP untaps all their cards and loses all energy.
      const f = s.field;
      for (let i = 0; i < f.length; i++) if (s.ctrl[f[i]!] === tp) s.tapped[f[i]!] = 0;
      s.energy[tp] = 0;
      s.step = S.S_DRAW;
      return;
    }
    case S.S_DRAW:
      if (s.turn !== 1) drawCard(s, tp); // 2-1-5, 3-3-2: no draw on turn 1 only
      s.step = S.S_MAIN;
      s.winOpen = 0;
      return;
    case S.S_MAIN:
    case S.S_COMBAT_W1:
    case S.S_COMBAT_W2:
    case S.S_COMBAT_W3:
    case S.S_COMBAT_W4:
    case S.S_END_WINDOW:
      if (s.resolving) throw new RulesError('window opened while resolving');
      openWindow(s);
      return;
    case S.S_COMBAT_ATTACK:
    case S.S_COMBAT_BLOCK:
    case S.S_COMBAT_DAMAGE:
    case S.S_COMBAT_END:
      stepCombat(s);
      return;
    case S.S_END_START: {
      // 3-6-2: collect the TP's cards with an upkeep (A13: the controller pays).
      s.upLen = 0;
      const f = s.field;
      for (let i = 0; i < f.length; i++) {
        const x = f[i]!;
        if (s.ctrl[x] === tp && dOf(s, x).upkeep > 0) s.upInst[s.upLen++] = x;
      }
      s.step = S.S_UPKEEP;
      return;
    }
    case S.S_UPKEEP: {
      // Drop cards that left meanwhile.
      let k = 0;
      for (let i = 0; i < s.upLen; i++) {
        const x = s.upInst[i]!;
        if (s.zone[x] === S.Z_FIELD && s.ctrl[x] === tp) s.upInst[k++] = x;
      }
      s.upLen = k;
      if (k > 0) {
        s.decision = S.D_UPKEEP;
        s.actor = tp;
        return;
      }
      s.step = S.S_END_WINDOW;
      s.winOpen = 0;
      return;
    }
    case S.S_END_END:
      s.step = S.S_EOT_DAMAGE;
      return;
    case S.S_EOT_DAMAGE: {
      // 3-7-1: damage on every character drops to 0 (before "until end of turn" effects end).
      const f = s.field;
      for (let i = 0; i < f.length; i++) s.damage[f[i]!] = 0;
      s.step = S.S_EOT_EXPIRE;
      return;
    }
    case S.S_EOT_EXPIRE: {
      // 3-7-2: all "until end of turn" effects end at once; "at end of turn" effects (うさパンチ, A22).
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
          if (s.log) log(s, `${cardName(s, x)} returns to its owner's hand (Rabbit Punch)`);
          moveToOwner(s, x, S.Z_HAND);
          continue;
        }
        i++;
      }
      s.step = S.S_EOT_CLEANUP;
      return;
    }
    case S.S_EOT_CLEANUP:
      // 3-7-3: only the TP, down to the hand limit; A14: the TP picks.
      if (s.hand[tp]!.length > s.options.handLimit) {
        s.decision = S.D_DISCARD;
        s.actor = tp;
        return;
      }
      s.step = S.S_EOT_ENERGY;
      return;
    case S.S_EOT_ENERGY:
      // 3-7-4: every player loses all energy. Then the next turn (3-7-5).
      s.energy[0] = 0;
      s.energy[1] = 0;
      s.turn++;
      s.tp = opponent(tp);
      s.navPlayed = 0;
      s.noMoreCombat = 0;
      s.step = S.S_TURN_START;
      if (s.log) log(s, `--- turn ${s.turn} (P${s.tp + 1}) ---`);
      return;
    default:
      throw new RulesError(`stepTurn in step ${s.step}`);
  }
}

/** Run the automatic rules until a player must decide or the game ends. */
export function advance(s: FcState): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    if (checkEnd(s)) return;
    if (s.decision !== S.D_NONE) {
      if (s.decision === S.D_PRIORITY && s.options.autoPass && generate(s, SCRATCH) === 1) {
        doPass(s); // only PASS is possible: skip the decision (digest §9)
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
    else if (s.resolving) {
      if (s.chLen === 0) {
        s.resolving = 0;
        s.prio = s.tp; // after the chain resolves, the TP holds priority again (4-3-1)
        s.passes = 0;
      } else if (resolveEntry(s) && s.options.chainResolution === 'one' && s.chLen > 0) {
        s.resolving = 0; // A6 option: after each entry the TP gets priority again
        s.prio = s.tp;
        s.passes = 0;
      }
    } else stepTurn(s);
  }
  throw new RulesError('the rules engine did not settle (loop guard)');
}

/** Apply one legal action, then run the rules until the next decision. */
export function applyAction(s: FcState, a: number): void {
  if (s.decision === S.D_NONE) throw new RulesError('no decision is pending (the game is over)');
  const p = s.actor;
  s.decisions++;
  switch (s.decision) {
    case S.D_ORDER:
      if (a !== A.GO_FIRST && a !== A.GO_SECOND) throw new RulesError(`illegal action ${a} (choose first or second)`);
      s.first = a === A.GO_FIRST ? p : opponent(p);
      if (s.log) log(s, `P${p + 1} chooses to go ${a === A.GO_FIRST ? 'first' : 'second'}`);
      s.step = S.S_SETUP_MULLIGAN;
      s.decision = S.D_MULLIGAN;
      s.actor = s.first;
      break;
    case S.D_MULLIGAN:
      if (a === A.MULLIGAN) {
        // 2-1-6: return the 7 cards, reshuffle, draw 7 again; once per game.
        const h = s.hand[p]!;
        while (h.length) {
          const x = h.pop()!;
          s.zone[x] = S.Z_DECK;
          s.deck[p]!.push(x);
        }
        if (s.log) log(s, `P${p + 1} mulligans: 7 cards back, reshuffle, draw 7`);
        shuffleDeck(s, p);
        for (let k = 0; k < 7; k++) drawCard(s, p);
      } else if (a !== A.KEEP) throw new RulesError(`illegal action ${a} (keep or mulligan)`);
      s.mulliganDone[p] = 1;
      if (a === A.MULLIGAN) s.mulligan[p] = 1;
      if (p === s.first) s.actor = opponent(p);
      else startFirstTurn(s);
      break;
    case S.D_PRIORITY:
      if (a === A.PASS) doPass(s);
      else if (a === A.DECLARE_COMBAT) {
        declareCombat(s, p);
      } else if (a >= A.PLAY_BASE && a < A.PLAY_ALT_BASE) {
        play(s, p, (a - A.PLAY_BASE) >> 8, (a - A.PLAY_BASE) & 255, false);
      } else if (a >= A.PLAY_ALT_BASE && a < A.ABILITY_BASE) {
        play(s, p, (a - A.PLAY_ALT_BASE) >> 8, (a - A.PLAY_ALT_BASE) & 255, true);
      } else if (a >= A.ABILITY_BASE && a < A.ABILITY_END) {
        const r = a - A.ABILITY_BASE;
        activate(s, p, r >> 10, (r >> 8) & 3, r & 255);
      } else throw new RulesError(`illegal action ${a} with priority`);
      break;
    case S.D_ATTACK:
      declareAttack(s, p, a);
      break;
    case S.D_BLOCK:
      declareBlock(s, p, a);
      break;
    case S.D_TRIGGER: {
      const k = a - A.TRIGGER_BASE;
      if (k < 0 || k >= s.trLen) throw new RulesError(`illegal trigger choice ${a}`);
      s.decision = S.D_NONE;
      startTrigger(s, k);
      break;
    }
    case S.D_UPKEEP: {
      const pay = a >= A.UPKEEP_PAY_BASE && a < A.UPKEEP_DECLINE_BASE;
      const x = pay ? a - A.UPKEEP_PAY_BASE : a - A.UPKEEP_DECLINE_BASE;
      let k = -1;
      for (let i = 0; i < s.upLen; i++) if (s.upInst[i] === x) k = i;
      if (k < 0) throw new RulesError(`illegal upkeep action ${a}`);
      for (let i = k; i < s.upLen - 1; i++) s.upInst[i] = s.upInst[i + 1]!;
      s.upLen--;
      if (pay) {
        payEnergy(s, p, dOf(s, x).upkeep);
        if (s.log) log(s, `P${p + 1} pays the upkeep of ${cardName(s, x)}`);
      } else {
        if (s.log) log(s, `P${p + 1} declines the upkeep of ${cardName(s, x)}`);
        pushCrash(s, x, false); // 3-6-2: this crash cannot be negated
      }
      s.decision = S.D_NONE;
      break;
    }
    case S.D_DISCARD: {
      const x = a - A.DISCARD_BASE;
      if (s.zone[x] !== S.Z_HAND || s.owner[x] !== p) throw new RulesError(`illegal discard ${a}`);
      if (s.log) log(s, `P${p + 1} crashes ${cardName(s, x)} from hand (hand limit)`);
      moveToOwner(s, x, S.Z_DUST);
      s.decision = S.D_NONE;
      break;
    }
    default:
      throw new RulesError(`unknown decision ${s.decision}`);
  }
  advance(s);
}

export { availableEnergy };

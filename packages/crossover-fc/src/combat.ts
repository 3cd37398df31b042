// Combat (3-4-5): combat start, one attacker, one blocker with flying/diving limits (3-4-5-7), simultaneous
// damage, and who still counts as "in combat" after leaving the field or changing control (3-4-5-6).
import { logEvent, RulesError } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { cardName } from './catalog.js';
import { pushDamage, triggerOf } from './effects/queues.js';
import { canBlock } from './enumerate.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { stats } from './stats.js';
import { hasChoice } from './windows.js';
import { isCharacterOnField, opponent } from './zones.js';

function attackerPresent(s: COState): boolean {
  const a = s.attacker;
  return a >= 0 && s.zseq[a] === s.attackerSeq && isCharacterOnField(s, a) && s.ctrl[a] === s.tp;
}

function blockerPresent(s: COState): boolean {
  const b = s.blocker;
  return b >= 0 && s.zseq[b] === s.blockerSeq && isCharacterOnField(s, b) && s.ctrl[b] === opponent(s.tp);
}

/** 3-4-5-1: declaring combat is not an action and cannot be interrupted; the first window follows. */
export function declareCombat(s: COState, p: number): void {
  s.step = S.S_COMBAT_W1;
  s.winOpen = 0;
  s.attacker = -1;
  s.blocker = -1;
  s.blocked = 0;
  s.decision = S.D_NONE;
  if (s.log) logEvent(s, `P${p + 1} declares combat`);
}

export function declareAttack(s: COState, p: number, a: number): void {
  if (a === A.NO_ATTACK) {
    s.noMoreCombat = 1; // A5
    if (s.log) logEvent(s, `P${p + 1} declares no attack`);
  } else {
    const x = a - A.ATTACK_BASE;
    s.tapped[x] = 1; // 3-4-5-2: tapping is the cost of attacking
    s.attacker = x;
    s.attackerSeq = s.zseq[x]!;
    if (s.log) logEvent(s, `P${p + 1} attacks with ${cardName(s, x)}`);
    triggerOf(s, x, C.ON_ATTACK, p, 0);
  }
  s.step = S.S_COMBAT_W2;
  s.winOpen = 0;
  s.decision = S.D_NONE;
}

export function declareBlock(s: COState, p: number, a: number): void {
  if (a !== A.NO_BLOCK) {
    const x = a - A.BLOCK_BASE;
    if (!canBlock(s, x)) throw new RulesError(`crossover-fc: ${cardName(s, x)} cannot block this attacker`);
    s.tapped[x] = 1; // 3-4-5-3: tapping is the cost of blocking
    s.blocker = x;
    s.blockerSeq = s.zseq[x]!;
    s.blocked = 1;
    if (s.log) logEvent(s, `P${p + 1} blocks with ${cardName(s, x)}`);
  } else if (s.log) logEvent(s, `P${p + 1} does not block`);
  s.step = S.S_COMBAT_W3;
  s.winOpen = 0;
  s.decision = S.D_NONE;
}

/** The automatic combat steps: ask for the attacker, the blocker, exchange damage, end the combat. */
export function stepCombat(s: COState): void {
  const tp = s.tp;
  switch (s.step) {
    case S.S_COMBAT_ATTACK: {
      if (!hasChoice(s, S.D_ATTACK, tp)) {
        s.noMoreCombat = 1; // A5: no attacker, combat is over for this turn
        s.step = S.S_COMBAT_W2;
        s.winOpen = 0;
        return;
      }
      s.decision = S.D_ATTACK;
      s.actor = tp;
      return;
    }
    case S.S_COMBAT_BLOCK: {
      // 3-4-5-3: no defence without an attacker present.
      if (!attackerPresent(s) || !hasChoice(s, S.D_BLOCK, opponent(tp))) {
        s.step = S.S_COMBAT_W3;
        s.winOpen = 0;
        return;
      }
      s.decision = S.D_BLOCK;
      s.actor = opponent(tp);
      return;
    }
    case S.S_COMBAT_DAMAGE: {
      // 3-4-5-4 and 3-4-5-6: simultaneous damage; a combatant that left (or changed control) deals none,
      // and a block stands even if the blocker left.
      const ap = attackerPresent(s);
      if (s.blocked) {
        const bp = blockerPresent(s);
        if (ap && bp) {
          const aAp = stats(s, s.attacker).ap;
          const bAp = stats(s, s.blocker).ap;
          pushDamage(s, A.TGT_CARD + s.blocker, s.zseq[s.blocker]!, aAp, s.attacker);
          pushDamage(s, A.TGT_CARD + s.attacker, s.zseq[s.attacker]!, bAp, s.blocker);
        }
      } else if (ap) {
        pushDamage(s, 1 + opponent(tp), 0, stats(s, s.attacker).ap, s.attacker);
      }
      s.step = S.S_COMBAT_W4;
      s.winOpen = 0;
      return;
    }
    case S.S_COMBAT_END:
      s.attacker = -1;
      s.blocker = -1;
      s.blocked = 0;
      s.step = S.S_MAIN;
      s.winOpen = 0;
      return;
    default:
      throw new RulesError(`crossover-fc: stepCombat in step ${s.step}`);
  }
}

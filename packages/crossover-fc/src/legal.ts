// The CrossOver decision points: who decides, the legal actions (with the shared illegal-action check) and
// applying one, then running the rules to the next decision.
import { LegalCache, logEvent } from '@tcglab/core';
import * as A from './actions.js';
import { cardName, defOf } from './catalog.js';
import { activate, play } from './chain.js';
import { declareAttack, declareBlock, declareCombat } from './combat.js';
import { describeAction } from './describe.js';
import { pushCrash } from './effects/queues.js';
import { startTrigger } from './effects/triggers.js';
import { payEnergy } from './energy.js';
import { enumerateActions } from './enumerate.js';
import { chooseOrder, decideMulligan } from './setup.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { advance } from './turn.js';
import { doPass } from './windows.js';
import { moveToOwner } from './zones.js';

/** Size of the legal-action buffer a caller must provide. */
export const MAX_LEGAL_ACTIONS = 4096;

export function currentPlayer(s: COState): number {
  return s.winner !== S.ONGOING || s.decision === S.D_NONE ? -1 : s.actor;
}

function computeLegal(s: COState, out: Int32Array): number {
  return s.winner !== S.ONGOING ? 0 : enumerateActions(s, out);
}

const cache = new LegalCache<COState>(
  { game: 'crossover-fc', compute: computeLegal, stamp: (s) => s.decisions, describe: describeAction },
  MAX_LEGAL_ACTIONS,
);

/** Fill `out` with the legal actions of the deciding player in a stable order; return the count. */
export function legalActions(s: COState, out: Int32Array): number {
  return cache.legal(s, out);
}

/** Forget the cached legal list of a state changed in place (determinize, cloneInto). */
export function forgetLegal(s: COState): void {
  cache.forget(s);
}

/** `dst` has just become a copy of `src` (cloneInto): it forgets its own lists and takes src's current one. */
export function copyLegal(src: COState, dst: COState): void {
  cache.copy(src, dst);
}

function withPriority(s: COState, p: number, a: number): void {
  if (a === A.PASS) doPass(s);
  else if (a === A.DECLARE_COMBAT) declareCombat(s, p);
  else if (a < A.PLAY_ALT_BASE) play(s, p, (a - A.PLAY_BASE) >> 8, (a - A.PLAY_BASE) & 255, false);
  else if (a < A.ABILITY_BASE) play(s, p, (a - A.PLAY_ALT_BASE) >> 8, (a - A.PLAY_ALT_BASE) & 255, true);
  else {
    const r = a - A.ABILITY_BASE;
    activate(s, p, r >> 10, (r >> 8) & 3, r & 255);
  }
}

/** 3-6-2: pay an upkeep now, or decline it (the card crashes, and that crash cannot be negated). */
function upkeep(s: COState, p: number, a: number): void {
  const pay = a < A.UPKEEP_DECLINE_BASE;
  const x = pay ? a - A.UPKEEP_PAY_BASE : a - A.UPKEEP_DECLINE_BASE;
  let k = 0;
  while (s.upInst[k] !== x) k++;
  for (let i = k; i < s.upLen - 1; i++) s.upInst[i] = s.upInst[i + 1]!;
  s.upLen--;
  if (pay) {
    payEnergy(s, p, defOf(s, x).upkeep);
    if (s.log) logEvent(s, `P${p + 1} pays the upkeep of ${cardName(s, x)}`);
  } else {
    if (s.log) logEvent(s, `P${p + 1} declines the upkeep of ${cardName(s, x)}`);
    pushCrash(s, x, false);
  }
  s.decision = S.D_NONE;
}

/** 3-7-3: crash a hand card at the hand cleanup. */
function handLimitCrash(s: COState, p: number, a: number): void {
  const x = a - A.DISCARD_BASE;
  if (s.log) logEvent(s, `P${p + 1} crashes ${cardName(s, x)} from hand (hand limit)`);
  moveToOwner(s, x, S.Z_DUST);
  s.decision = S.D_NONE;
}

/** Apply a legal action (a RulesError names an illegal one), then run the rules until the next decision. */
export function applyAction(s: COState, a: number): void {
  cache.assertLegal(s, a);
  const p = s.actor;
  s.decisions++;
  switch (s.decision) {
    case S.D_ORDER:
      chooseOrder(s, p, a);
      break;
    case S.D_MULLIGAN:
      decideMulligan(s, p, a);
      break;
    case S.D_PRIORITY:
      withPriority(s, p, a);
      break;
    case S.D_ATTACK:
      declareAttack(s, p, a);
      break;
    case S.D_BLOCK:
      declareBlock(s, p, a);
      break;
    case S.D_TRIGGER:
      s.decision = S.D_NONE;
      startTrigger(s, a - A.TRIGGER_BASE);
      break;
    case S.D_UPKEEP:
      upkeep(s, p, a);
      break;
    case S.D_DISCARD:
      handLimitCrash(s, p, a);
      break;
  }
  advance(s);
}

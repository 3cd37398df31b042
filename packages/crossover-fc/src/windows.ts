// Priority windows (4-3-1): passing, opening the main/combat/end windows, and the damage, crash and draw
// sub-windows, which open only when some player holds a card that can act in them.
import { RulesError } from '@tcglab/core';
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { resolveWindowChain } from './chain.js';
import { enumerateActions } from './enumerate.js';
import { closeReaction } from './reactions.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { opponent } from './zones.js';

export const SCRATCH = new Int32Array(4096);

function stepAfterWindow(step: number): number {
  switch (step) {
    case S.S_MAIN:
      return S.S_END_START;
    case S.S_COMBAT_W1:
      return S.S_COMBAT_ATTACK;
    case S.S_COMBAT_W2:
      return S.S_COMBAT_BLOCK;
    case S.S_COMBAT_W3:
      return S.S_COMBAT_DAMAGE;
    case S.S_COMBAT_W4:
      return S.S_COMBAT_END;
    case S.S_END_WINDOW:
      return S.S_END_END;
    default:
      throw new RulesError(`crossover-fc: step ${step} is not a window`);
  }
}

export function doPass(s: COState): void {
  if (s.window === S.W_NORMAL) {
    s.passes++;
    s.prio = opponent(s.prio);
    s.decision = S.D_NONE;
    if (s.passes >= 2) {
      s.passes = 0;
      if (s.chLen > 0) {
        s.resolving = 1; // A6: both passed: the whole chain resolves, last in first out
      } else {
        s.winOpen = 0; // A10: two passes in a row on an empty chain end the window
        s.step = stepAfterWindow(s.step);
      }
    }
    return;
  }
  s.pPasses++;
  s.pPrio = opponent(s.pPrio);
  s.decision = S.D_NONE;
  if (s.pPasses >= 2) {
    s.pPasses = 0;
    const w = s.window;
    resolveWindowChain(s);
    s.window = S.W_NORMAL;
    if (w === S.W_DAMAGE) s.dmStage = S.PS_APPLY;
    else if (w === S.W_CRASH) s.crStage = S.PS_APPLY;
    else closeReaction(s, w - S.W_DRAW); // draws/gains made by the reactions open the next window
  }
}

/** Does player p have anything but PASS in window `w` right now? */
function hasResponse(s: COState, p: number, w: number): boolean {
  const d = s.decision;
  const a = s.actor;
  const win = s.window;
  s.decision = S.D_PRIORITY;
  s.actor = p;
  s.window = w;
  const n = enumerateActions(s, SCRATCH, 2); // PASS comes first: a second action is a response
  s.decision = d;
  s.actor = a;
  s.window = win;
  return n > 1;
}

/** Fast pre-check: is any card that can act in window `w` in a hand or on the field at all? */
function anyCardFor(s: COState, w: number): boolean {
  const bit =
    1 <<
    (w === S.W_DAMAGE
      ? C.TM_AFTER_DAMAGE
      : w === S.W_CRASH
        ? C.TM_AFTER_CRASH
        : w === S.W_DRAW
          ? C.TM_AFTER_OPPONENT_DRAW
          : C.TM_AFTER_OPPONENT_ENERGY);
  const f = s.field;
  for (let i = 0; i < f.length; i++) if ((defOf(s, f[i]!).timingMask & bit) !== 0) return true;
  for (let p = 0; p < 2; p++) {
    const h = s.hand[p]!;
    for (let i = 0; i < h.length; i++) if ((defOf(s, h[i]!).timingMask & bit) !== 0) return true;
  }
  return false;
}

export function openPipelineWindow(s: COState, w: number): boolean {
  if (!anyCardFor(s, w)) return false;
  if (!hasResponse(s, s.tp, w) && !hasResponse(s, opponent(s.tp), w)) return false;
  s.pBase = s.chLen;
  s.pPrio = s.tp;
  s.pPasses = 0;
  return true;
}

export function openWindow(s: COState): void {
  if (!s.winOpen) {
    s.winOpen = 1;
    s.prio = s.tp; // 4-3-1: the TP has priority at every new step
    s.passes = 0;
  }
  s.window = S.W_NORMAL;
  s.decision = S.D_PRIORITY;
  s.actor = s.prio;
}

/** Has `actor` a real choice at `decision` (an action besides the first, the decline)? */
export function hasChoice(s: COState, decision: number, actor: number): boolean {
  const d = s.decision;
  const a = s.actor;
  s.decision = decision;
  s.actor = actor;
  const n = enumerateActions(s, SCRATCH, 2);
  s.decision = d;
  s.actor = a;
  return n > 1;
}

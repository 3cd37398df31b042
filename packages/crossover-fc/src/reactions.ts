// The 4-3-5 reaction windows' bookkeeping: who drew a card or gained energy, and closing a window (draws and
// gains made while it was open open the next one).
import { PS_IDLE, PS_WINDOW, type COState } from './state.js';

/** Player p drew / gained energy: the 4-3-5 reaction window of that kind must be checked (4-3-5). */
export function noteReaction(s: COState, kind: number, p: number): void {
  const st = s.rxStage[kind]!;
  if (st === PS_IDLE) {
    s.rxWho[kind] = 1 << p;
    s.rxStage[kind] = PS_WINDOW;
  } else if (st === PS_WINDOW) s.rxWho[kind] = s.rxWho[kind]! | (1 << p);
  else s.rxNext[kind] = s.rxNext[kind]! | (1 << p);
}

/** Close a reaction window of `kind`: draws/gains made meanwhile open the next one. */
export function closeReaction(s: COState, kind: number): void {
  s.rxWho[kind] = s.rxNext[kind]!;
  s.rxNext[kind] = 0;
  s.rxStage[kind] = s.rxWho[kind] ? PS_WINDOW : PS_IDLE;
}

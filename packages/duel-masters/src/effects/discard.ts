// Discarding (a card put from its owner's hand into the graveyard by an effect or a cost) and what watches it:
// "would be discarded during the opponent's turn … battle zone instead" replacements (609) and triggers.
import { logEvent, RulesError } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import { cardName } from '../describe.js';
import {
  type DecisionFrame,
  type DMState,
  F_REPLACE,
  freeFrame,
  newDecisionFrame,
  REPLACE_DISCARD,
  topFrame,
  Z_GRAVE,
  Z_PENDING,
} from '../state.js';
import { moveCard } from '../zones.js';
import { fireTrigger } from './fire.js';
import { putIntoBattle } from './triggers.js';

/**
 * Card i leaves its owner's hand for the graveyard. During the opponent's turn a card with a 'discardToBattle'
 * replacement goes to the battle zone instead (Terradragon Arque Delacerna, Bingole: 「墓地に置くかわりに
 * バトルゾーンに置く」; it is put there, not summoned); a card with a 'discardedOnOpponentsTurn' ability triggers
 * from the graveyard (Dava Torey: 「手札から自分の墓地に置かれた場合」).
 */
export function discardCard(s: DMState, i: number): void {
  const d = defOf(s, i);
  const theirTurn = s.active !== s.owner[i];
  if (theirTurn && d.statics.length !== 0) {
    for (let k = 0; k < d.statics.length; k++) {
      const st = d.statics[k]!;
      if (st.kind !== 'discardToBattle') continue;
      if (st.may) askDiscardToBattle(s, i);
      else toBattleInstead(s, i);
      return;
    }
  }
  toGraveyard(s, i);
}

/** The replacement applied: the card is put into its owner's battle zone, not summoned. */
function toBattleInstead(s: DMState, i: number): void {
  if (s.log) logEvent(s, `  ${cardName(s, i)} would be discarded; it goes to the battle zone instead`);
  putIntoBattle(s, s.owner[i]!, i, -1);
}

function toGraveyard(s: DMState, i: number): void {
  moveCard(s, i, Z_GRAVE);
  if (s.active !== s.owner[i] && defOf(s, i).abilities.length !== 0) fireTrigger(s, i, 'discardedOnOpponentsTurn');
}

/**
 * An optional discard replacement (Sanfist, the Savage Vizier: 「墓地に置くかわりにバトルゾーンに出してもよい」): the
 * card waits in the pending state (409.1c: in no zone's count, so the discard that is going on cannot pick it again)
 * while its owner decides. The question comes at once when an effect discards (the effect waits for it); when the
 * discard pays another replacement's cost (an F_REPLACE decision on top: Dream Pirate, Glais Mejicula), it comes
 * right after that decision, before anything else happens (609.9: the event's replacements are chosen before it
 * applies).
 */
function askDiscardToBattle(s: DMState, i: number): void {
  moveCard(s, i, Z_PENDING);
  const f = newDecisionFrame(F_REPLACE, s.owner[i]!, i, 0, 0, REPLACE_DISCARD);
  const top = topFrame(s);
  if (top && top.kind === F_REPLACE) s.frames.splice(s.frames.length - 1, 0, f);
  else s.frames.push(f);
}

/** The owner's answer: put the card into the battle zone (`accept`), or let it be discarded. */
export function decideDiscardToBattle(s: DMState, f: DecisionFrame, accept: boolean): void {
  if (topFrame(s) !== f) throw new RulesError('discard replacement frame is not on top');
  s.frames.pop();
  const i = f.src;
  freeFrame(f);
  if (s.zone[i] !== Z_PENDING) return;
  if (accept) toBattleInstead(s, i);
  else toGraveyard(s, i);
}

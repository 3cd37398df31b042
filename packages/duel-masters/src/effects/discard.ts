// Discarding (a card put from its owner's hand into the graveyard by an effect or a cost) and what watches it:
// "would be discarded during the opponent's turn … battle zone instead" replacements (609) and triggers.
import { logEvent } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import { cardName } from '../describe.js';
import { type DMState, Z_GRAVE } from '../state.js';
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
  const p = s.owner[i]!;
  const theirTurn = s.active !== p;
  if (theirTurn && d.statics.length !== 0) {
    for (let k = 0; k < d.statics.length; k++) {
      if (d.statics[k]!.kind !== 'discardToBattle') continue;
      if (s.log) logEvent(s, `  ${cardName(s, i)} would be discarded; it goes to the battle zone instead`);
      putIntoBattle(s, p, i, -1);
      return;
    }
  }
  moveCard(s, i, Z_GRAVE);
  if (theirTurn && d.abilities.length !== 0) fireTrigger(s, i, 'discardedOnOpponentsTurn');
}

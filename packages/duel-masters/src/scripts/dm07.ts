// DM-07 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { on } from './lib.js';

export const DM07: Record<string, CardScript> = {
  // Propeller Mutant
  'dm07-046': {
    lines: ['When this creature is destroyed, your opponent discards a card at random from his hand.'],
    abilities: [on('destroyed', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
};

// DM-08 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { chooseThen, on } from './lib.js';

export const DM08: Record<string, CardScript> = {
  // Quixotic Hero Swine Snout: each time another creature (either player's) enters, +3000 until end of turn.
  'dm08-055': {
    lines: ['Whenever another creature is put into the battle zone, this creature gets +3000 power until the end of the turn.'],
    abilities: [on('otherEnters', { op: 'self', reg: 0 }, { op: 'power', reg: 0, amount: 3000 })],
  },
  // Überdragon Bajula: you choose up to 2 of the opponent's mana cards; they go to his graveyard.
  'dm08-s04': {
    lines: [
      "Whenever this creature attacks, choose up to 2 cards in your opponent's mana zone. Your opponent puts those cards into his graveyard.",
    ],
    abilities: [on('attack', chooseThen({ zone: 'mana', owner: 'opponent' }, 2, 'toGraveyard', { upTo: true }))],
  },
};

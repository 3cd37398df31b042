// DM-01 (Base Set) card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { chooseThen, may, on, opponentsCreature, spell } from './lib.js';

export const DM01: Record<string, CardScript> = {
  // Terror Pit: "Destroy 1 of your opponent's creatures."
  'dm01-027': {
    lines: ["Destroy 1 of your opponent's creatures."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'destroy')),
  },
  // Aqua Hulcus: "When you put this creature into the battle zone, you may draw a card."
  'dm01-080': {
    lines: ['When you put this creature into the battle zone, you may draw a card.'],
    abilities: [on('summon', may({ op: 'draw', who: 'you', count: 1 }))],
  },
  // Bone Spider: "When this creature wins a battle, destroy it."
  'dm01-056': {
    lines: ['When this creature wins a battle, destroy it.'],
    abilities: [on('winBattle', { op: 'self', reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Cyber Brain: "Draw up to 3 cards."
  'dm01-052': {
    lines: ['Draw up to 3 cards.'],
    spell: spell({ op: 'drawUpTo', count: 3 }),
  },
  // Holy Awe: "Tap all your opponent's creatures in the battle zone."
  'dm01-015': {
    lines: ["Tap all your opponent's creatures in the battle zone."],
    spell: spell({ op: 'all', filter: opponentsCreature(), reg: 0 }, { op: 'tap', reg: 0 }),
  },
};

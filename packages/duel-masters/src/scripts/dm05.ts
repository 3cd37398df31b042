// DM-05 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { anyCreature, chooseThen, NATURE, on, spell } from './lib.js';
import { choose, countBattle } from './lib-a.js';

export const DM05: Record<string, CardScript> = {
  // Cataclysmic Eruption: one optional choice per nature creature you have (counted on resolution).
  'dm05-017': {
    lines: [
      "For each nature creature you have in the battle zone, you may choose a card in your opponent's mana zone and put it into his graveyard.",
    ],
    spell: spell(
      choose({ zone: 'mana', owner: 'opponent' }, (s, f) => countBattle(s, f.player, (d) => (d.civs & NATURE) !== 0), 0, { upTo: true }),
      { op: 'toGraveyard', reg: 0 },
    ),
  },
  // Aqua Surfer
  'dm05-024': {
    lines: [
      "When you put this creature into the battle zone, you may choose a creature in the battle zone and return it to its owner's hand.",
    ],
    abilities: [on('summon', chooseThen(anyCreature(), 1, 'toHand', { upTo: true }))],
  },
};

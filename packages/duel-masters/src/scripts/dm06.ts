// DM-06 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { TYPE_SPELL } from '../keywords.js';
import { chooseThen, on, opponentsCreature, spell } from './lib.js';
import { choose, raceOf, toGraveyardOrDestroy } from './lib-a.js';

export const DM06: Record<string, CardScript> = {
  // Crisis Boulder: the opponent picks one of his creatures or mana cards; a creature put into the graveyard
  // from the battle zone is destroyed (701 Destroy), a mana card just moves.
  'dm06-034': {
    lines: [
      'Your opponent chooses one of his creatures in the battle zone or a card in his mana zone and puts it into his graveyard.',
    ],
    spell: spell(
      choose({ zone: 'battle', alsoZone: 'mana', owner: 'opponent' }, 1, 0, { chooser: 'opponent' }),
      toGraveyardOrDestroy(0, 1),
    ),
  },
  // Thrash Crawler
  'dm06-050': {
    lines: ['When you put this creature into the battle zone, return a card from your mana zone to your hand.'],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
  },
  // Proclamation of Death
  'dm06-058': {
    lines: ['Your opponent chooses one of his creatures in the battle zone and destroys it.'],
    spell: spell(chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' })),
  },
  // Cocco Lupia: while it is in the battle zone, its controller's Dragons cost 2 less to summon, not below 2.
  'dm06-062': {
    lines: [
      'Your creatures that have Dragon in their race each cost 2 less to summon. They can\'t cost less than 2.',
    ],
    statics: [{ kind: 'cost', whose: 'you', card: (d) => d.type !== TYPE_SPELL && raceOf(d, 'dragon'), delta: -2, min: 2 }],
  },
  // Comet Missile
  'dm06-064': {
    lines: ['Destroy one of your opponent\'s creatures that has "blocker" and power 6000 or less.'],
    spell: spell(chooseThen(opponentsCreature({ blocker: true, maxPower: 6000 }), 1, 'destroy')),
  },
  // Faerie Life
  'dm06-110': {
    lines: ['Put the top card of your deck into your mana zone.'],
    spell: spell({ op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 }),
  },
  // Bolmeteus Steel Dragon
  'dm06-s08': {
    lines: ['Whenever this creature would break a shield, your opponent puts that shield into his graveyard instead.'],
    statics: [{ kind: 'breakToGraveyard' }],
  },
};

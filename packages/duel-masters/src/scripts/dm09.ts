// DM-09 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';
import { KW_MUST_ATTACK, KW_UNBLOCKABLE, TYPE_SPELL } from '../keywords.js';
import { defOf } from '../zones.js';
import { anyCreature, chooseThen, DARKNESS, NATURE, on, opponentsCreature, search, spell, yourCreature } from './lib.js';
import { attackingCreature, choose, countBattle, DB_LINE, powerBreakers, TB_LINE, toGraveyardOrDestroy } from './lib-a.js';

const unblockableAttackingCreature: CardScript = {
  lines: ["While attacking a creature, this creature can't be blocked."],
  statics: [{ kind: 'flags', target: { self: true }, flags: KW_UNBLOCKABLE, when: attackingCreature }],
};

export const DM09: Record<string, CardScript> = {
  // Stallob, the Lifequasher
  'dm09-s03': {
    lines: ['When this creature is destroyed, destroy all creatures.'],
    abilities: [on('destroyed', { op: 'all', filter: anyCreature(), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Magmadragon Ogrist Vhal
  'dm09-s04': {
    lines: ['This creature gets +3000 power for each card in your hand.', DB_LINE, TB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 3000 * s.hand[s.owner[src]! as 0 | 1].length },
      ...powerBreakers(true),
    ],
  },
  // Nexus Charger
  'dm09-008': {
    lines: ['Add a card from your hand to your shields face down.'],
    spell: spell(chooseThen({ zone: 'hand', owner: 'you' }, 1, 'toShield')),
  },
  // Abduction Charger
  'dm09-011': {
    lines: ["Choose up to 2 creatures in the battle zone and return them to their owners' hands."],
    spell: spell(chooseThen(anyCreature(), 2, 'toHand', { upTo: true })),
  },
  // Gabzagul, Warlord of Pain
  'dm09-012': {
    lines: ['Each creature attacks each turn if able.'],
    statics: [{ kind: 'flags', target: { owner: 'any' }, flags: KW_MUST_ATTACK }],
  },
  // Necrodragon Izorist Vhal
  'dm09-027': {
    lines: ['This creature gets +2000 power for each darkness creature in your graveyard.', DB_LINE],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: (s, src) => {
          const g = s.grave[s.owner[src]! as 0 | 1];
          let n = 0;
          for (let k = 0; k < g.length; k++) {
            const d = defOf(s, g[k]!);
            if (d.type !== TYPE_SPELL && d.civs & DARKNESS) n++;
          }
          return 2000 * n;
        },
      },
      ...powerBreakers(false),
    ],
  },
  // Grinning Hunger: a creature chosen is destroyed; a shield just goes to the graveyard (no S-Trigger).
  'dm09-029': {
    lines: ['Your opponent chooses one of his creatures in the battle zone or one of his shields and puts it into his graveyard.'],
    spell: spell(choose({ zone: 'battle', alsoZone: 'shields', owner: 'opponent' }, 1, 0, { chooser: 'opponent' }), toGraveyardOrDestroy(0, 1)),
  },
  // Snaptongue Lizard
  'dm09-030': unblockableAttackingCreature,
  // Whispering Totem: another card of the same name.
  'dm09-034': {
    lines: [
      'When you put this creature into the battle zone, search your deck. You may take a Whispering Totem from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('summon', search({ test: (s, i) => defOf(s, i).name === 'Whispering Totem' }))],
  },
  // Vine Charger
  'dm09-035': {
    lines: ['Your opponent chooses one of his creatures in the battle zone and puts it into his mana zone.'],
    spell: spell(chooseThen(opponentsCreature(), 1, 'toMana', { chooser: 'opponent' })),
  },
  // Jil Warka, Time Guardian
  'dm09-037': {
    lines: ["When this creature is destroyed, choose up to 2 of your opponent's creatures in the battle zone and tap them."],
    abilities: [on('destroyed', chooseThen(opponentsCreature(), 2, 'tap', { upTo: true }))],
  },
  // Cosmic Wing
  'dm09-039': {
    lines: ["Choose one of your creatures in the battle zone. It can't be blocked this turn."],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE }),
  },
  // Bat Doctor, Shadow of Undeath
  'dm09-046': {
    lines: ['When this creature is destroyed, you may return another creature from your graveyard to your hand.'],
    abilities: [on('destroyed', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature', notSelf: true }, 1, 'toHand', { upTo: true }))],
  },
  // Steam Rumbler Kain
  'dm09-049': {
    lines: ['Whenever this creature attacks, choose one of your shields and put it into your graveyard.'],
    abilities: [on('attack', chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toGraveyard'))],
  },
  // Aerodactyl Kooza
  'dm09-050': unblockableAttackingCreature,
  // Solid Horn
  'dm09-052': { lines: ['When this creature would be destroyed, put it into your mana zone instead.'], statics: [{ kind: 'destroyInstead', to: 'mana' }] },
  // Blizzard of Spears
  'dm09-017': {
    lines: ['Destroy all creatures that have power 4000 or less.'],
    spell: spell({ op: 'all', filter: anyCreature({ maxPower: 4000 }), reg: 0 }, { op: 'destroy', reg: 0 }),
  },
  // Terradragon Anrist Vhal
  'dm09-019': {
    lines: ['This creature gets +2000 power for each of your other nature creatures in the battle zone.', DB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 2000 * countBattle(s, s.owner[src]!, (d) => (d.civs & NATURE) !== 0, src) },
      ...powerBreakers(false),
    ],
  },
  // Mana Bonanza: as many cards as you have in mana (counted on resolution), tapped.
  'dm09-020': {
    lines: ['For each card in your mana zone, put a card from the top of your deck into your mana zone tapped.'],
    spell: spell(
      { op: 'top', who: 'you', count: (s, f) => s.mana[f.player as 0 | 1].length, reg: 0 },
      { op: 'toMana', reg: 0 },
      { op: 'tap', reg: 0 },
    ),
  },
  // Tekorax
  'dm09-024': {
    lines: ["When you put this creature into the battle zone, look at your opponent's shields. Then put them back where they were."],
    abilities: [on('summon', { op: 'all', filter: { zone: 'shields', owner: 'opponent' }, reg: 0 }, { op: 'look', reg: 0 })],
  },
};

// DM-07 card scripts: the text lines each covers and what they do.
import type { CardScript, Step } from '../cards/types.js';
import {
  KW_ATTACK_UNTAPPED,
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_DESTROY_AFTER_BATTLE,
  KW_DOUBLE_BREAKER,
  KW_SLAYER,
  KW_UNBLOCKABLE,
} from '../keywords.js';
import { power } from '../query/characteristics.js';
import { regCount } from '../state.js';
import { choose, countBattle, mergeReg, putBackInOrder, regPower, tapAbility, youHaveNoShields } from './lib-a.js';
import { anyCreature, chooseThen, DARKNESS, FIRE, LIGHT, NATURE, on, opponentsCreature, spell, WATER, yourCreature } from './lib.js';

const ETB = 'When you put this creature into the battle zone, ';

const shieldToHand: CardScript = {
  lines: [`${ETB}choose one of your shields and put it into your hand. You can't use the "shield trigger" ability of that shield.`],
  abilities: [on('summon', chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toHand'))],
};

const allYour = (civ: number): Step => ({ op: 'all', filter: yourCreature({ civ }), reg: 0 });

const others = (s: Parameters<typeof power>[0], src: number) => countBattle(s, s.owner[src]!, () => true, src);

export const DM07: Record<string, CardScript> = {
  // Propeller Mutant
  'dm07-046': {
    lines: ['When this creature is destroyed, your opponent discards a card at random from his hand.'],
    abilities: [on('destroyed', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },

  // Siri, Glory Elemental
  'dm07-s01': {
    lines: ['While you have no shields, this creature has "blocker" and "At the end of each of your turns, you may untap this creature."'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_BLOCKER, when: youHaveNoShields }],
    abilities: [
      on(
        'endOfTurn',
        { op: 'if', test: (s, f) => s.shields[f.player as 0 | 1].length === 0 },
        { op: 'may' },
        { op: 'self', reg: 0 },
        { op: 'untap', reg: 0 },
      ),
    ],
  },
  // Crath Lade, Merciless King
  'dm07-s03': tapAbility('$tap Your opponent discards 2 cards at random from his hand.', {
    op: 'discardRandom',
    who: 'opponent',
    count: 2,
  }),
  // Sky Crusher, the Agitator: each player chooses one of his own mana cards; they go together.
  'dm07-s04': tapAbility(
    '$tap Each player puts a card from his mana zone into his graveyard.',
    choose({ zone: 'mana', owner: 'you' }, 1, 0),
    choose({ zone: 'mana', owner: 'opponent' }, 1, 1, { chooser: 'opponent' }),
    mergeReg(1, 0),
    { op: 'toGraveyard', reg: 0 },
  ),
  // Headlong Giant. Japanese text: "it can't attack unless you put a card from your hand into your graveyard"
  // (an attack cost); implemented as the English lines: it can't attack with an empty hand, and when it attacks
  // you discard a card of your choice (the same result; only the timing against other attack triggers differs).
  'dm07-s05': {
    lines: [
      "This creature can't attack if you have no cards in your hand.",
      'Whenever this creature attacks, discard a card from your hand.',
      "This creature can't be blocked by any creature that has power 4000 or less.",
    ],
    statics: [
      { kind: 'flags', target: { self: true }, flags: KW_CANT_ATTACK, when: (s, src) => s.hand[s.owner[src]! as 0 | 1].length === 0 },
      { kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 4000 },
    ],
    abilities: [on('attack', chooseThen({ zone: 'hand', owner: 'you' }, 1, 'toGraveyard'))],
  },
  // King Benthos
  'dm07-002': tapAbility(
    '$tap Each of your water creatures gets "This creature can\'t be blocked" until the end of the turn.',
    allYour(WATER),
    { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE },
  ),
  // Battleship Mutant
  'dm07-003': tapAbility(
    '$tap Until the end of the turn, each of your darkness creatures in the battle zone gets +4000 power and "double breaker." Whenever any of those creatures battles this turn, destroy it after the battle.',
    allYour(DARKNESS),
    { op: 'power', reg: 0, amount: 4000 },
    { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER | KW_DESTROY_AFTER_BATTLE },
  ),
  // Armored Transport Galiacruse
  'dm07-004': tapAbility(
    '$tap Each of your fire creatures gets "This creature can attack untapped creatures" until the end of the turn.',
    allYour(FIRE),
    { op: 'grant', reg: 0, flags: KW_ATTACK_UNTAPPED },
  ),
  // Aqua Fencer
  'dm07-010': tapAbility(
    "$tap Choose a card in your opponent's mana zone and return it to his hand.",
    chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toHand'),
  ),
  // Biancus
  'dm07-011': tapAbility(
    "$tap Choose one of your creatures in the battle zone. It can't be blocked this turn.",
    choose(yourCreature(), 1, 0),
    { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE },
  ),
  // Gigabuster
  'dm07-013': shieldToHand,
  // Hopeless Vortex
  'dm07-014': {
    lines: ["Destroy one of your opponent's creatures."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'destroy')),
  },
  // Kipo's Contraption
  'dm07-016': tapAbility(
    "$tap Destroy one of your opponent's creatures that has power 2000 or less.",
    chooseThen(opponentsCreature({ maxPower: 2000 }), 1, 'destroy'),
  ),
  // Tangle Fist, the Weaver
  'dm07-020': tapAbility(
    '$tap Put up to 3 cards from your hand into your mana zone.',
    chooseThen({ zone: 'hand', owner: 'you' }, 3, 'toMana', { upTo: true }),
  ),
  // Rondobil, the Explorer
  'dm07-021': tapAbility(
    '$tap Add one of your creatures from the battle zone to your shields face down.',
    chooseThen(yourCreature(), 1, 'toShield'),
  ),
  // Geoshine, Spectral Knight
  'dm07-022': {
    lines: ['Whenever this creature attacks, you may choose a darkness or fire creature in the battle zone and tap it.'],
    abilities: [on('attack', chooseThen(anyCreature({ civ: DARKNESS | FIRE }), 1, 'tap', { upTo: true }))],
  },
  // Lightning Charger
  'dm07-023': {
    lines: ["Choose one of your opponent's creatures in the battle zone and tap it."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'tap')),
  },
  // Splash Zebrafish
  'dm07-024': {
    lines: [`${ETB}return a card from your mana zone to your hand.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
  },
  // Riptide Charger
  'dm07-026': {
    lines: ["Choose a creature in the battle zone and return it to its owner's hand."],
    spell: spell(chooseThen(anyCreature(), 1, 'toHand')),
  },
  // Three-Faced Ashura Fang
  'dm07-027': shieldToHand,
  // Venom Charger
  'dm07-029': {
    lines: ['One of your creatures in the battle zone gets "slayer" until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_SLAYER }),
  },
  // Cratersaur
  'dm07-031': {
    lines: ['While you have no shields, this creature can attack untapped creatures and has "Power attacker +3000."'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_ATTACK_UNTAPPED, powerAttacker: 3000, when: youHaveNoShields }],
  },
  // Energy Charger
  'dm07-032': {
    lines: ['One of your creatures gets +2000 power until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'power', reg: 0, amount: 2000 }),
  },
  // Brood Shell
  'dm07-033': tapAbility(
    '$tap Return a creature from your mana zone to your hand.',
    chooseThen({ zone: 'mana', owner: 'you', type: 'creature' }, 1, 'toHand'),
  ),
  // Mulch Charger
  'dm07-035': {
    lines: ['Put one of your creatures from the battle zone into your mana zone.'],
    spell: spell(chooseThen(yourCreature(), 1, 'toMana')),
  },
  // Rom, Vizier of Tendrils
  'dm07-037': {
    lines: [`${ETB}you may choose one of your opponent's creatures in the battle zone and tap it.`],
    abilities: [on('summon', chooseThen(opponentsCreature(), 1, 'tap', { upTo: true }))],
  },
  // Bex, the Oracle
  'dm07-038': {
    lines: ['While you have no shields, this creature has "Blocker."'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_BLOCKER, when: youHaveNoShields }],
  },
  // Cetibols
  'dm07-043': {
    lines: ['When this creature is destroyed, you may draw a card.'],
    abilities: [on('destroyed', { op: 'may' }, { op: 'draw', who: 'you', count: 1 })],
  },
  // Vacuum Gel
  'dm07-047': {
    lines: ["Destroy one of your opponent's untapped light or untapped nature creatures."],
    spell: spell(chooseThen(opponentsCreature({ civ: LIGHT | NATURE, tapped: false }), 1, 'destroy')),
  },
  // Gazarias Dragon
  'dm07-048': {
    lines: ['While you have no shields, this creature gets +4000 power and has "double breaker."'],
    statics: [
      { kind: 'power', target: { self: true }, amount: 4000, when: youHaveNoShields },
      { kind: 'flags', target: { self: true }, flags: KW_DOUBLE_BREAKER, when: youHaveNoShields },
    ],
  },
  // Astronaut Skyterror
  'dm07-049': {
    lines: ['While you have no other creatures in the battle zone, this creature has "Power attacker +4000" and "double breaker."'],
    statics: [
      { kind: 'flags', target: { self: true }, flags: KW_DOUBLE_BREAKER, powerAttacker: 4000, when: (s, src) => others(s, src) === 0 },
    ],
  },
  // Popple, Flowerpetal Dancer
  'dm07-053': tapAbility(
    '$tap Put the top card of your deck into your mana zone.',
    { op: 'top', who: 'you', count: 1, reg: 0 },
    { op: 'toMana', reg: 0 },
  ),
  // Launch Locust
  'dm07-054': {
    lines: ['While attacking, this creature gets +1000 power for each other creature you have in the battle zone.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 1000 * others(s, src) }],
  },
  // Freezing Icehammer
  'dm07-055': {
    lines: [
      "Choose one of your opponent's water or darkness creatures in the battle zone. Your opponent puts that creature into his mana zone.",
    ],
    spell: spell(chooseThen(opponentsCreature({ civ: WATER | DARKNESS }), 1, 'toMana')),
  },
  // Curious Eye
  'dm07-025': {
    lines: ["Whenever this creature attacks, you may look at one of your opponent's shields. Then put it back where it was."],
    abilities: [on('attack', { op: 'may' }, choose({ zone: 'shields', owner: 'opponent' }, 1, 0), { op: 'look', reg: 0 })],
  },
  // Trenchdive Shark: up to 2 hand cards become shields; then as many shields (any of them) go to the hand
  // without being broken (no S-Trigger).
  'dm07-009': {
    lines: [
      `${ETB}you may add up to 2 cards from your hand to your shields face down. If you do, choose the same number of your shields and put them into your hand. You can't use the "shield trigger" ability of those shields.`,
    ],
    abilities: [
      on(
        'summon',
        choose({ zone: 'hand', owner: 'you' }, 2, 0, { upTo: true }),
        { op: 'toShield', reg: 0 },
        { op: 'ifAny', reg: 0 },
        choose({ zone: 'shields', owner: 'you' }, (_s, f) => regCount(f, 0), 1),
        { op: 'toHand', reg: 1 },
      ),
    ],
  },
  // Apocalypse Vise: any number of opposing creatures whose total power stays 8000 or less (each pick must keep
  // the running total within 8000; you may stop at any time).
  'dm07-017': {
    lines: ["Destroy any number of your opponent's creatures that have total power 8000 or less."],
    spell: spell(choose(opponentsCreature({ test: (s, i) => regPower(s, 0) + Math.max(0, power(s, i)) <= 8000 }), 40, 0, { upTo: true }), {
      op: 'destroy',
      reg: 0,
    }),
  },
  // Aqua Agent: an optional replacement, offered to its owner when it would be destroyed.
  'dm07-040': {
    lines: ['When this creature would be destroyed, you may return it to your hand instead.'],
    statics: [{ kind: 'mayReturnInstead', target: { self: true } }],
  },
  // Garatyano: the top 3 go back on top in the order you pick them (the last one picked on top).
  'dm07-042': tapAbility(
    '$tap Look at the top 3 cards of your deck. Then put them back in any order.',
    { op: 'top', who: 'you', count: 3, reg: 0 },
    { op: 'look', reg: 0 },
    putBackInOrder(0, 3, 'top'),
  ),
};

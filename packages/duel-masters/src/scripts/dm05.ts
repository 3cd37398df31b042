// DM-05 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript, Step } from '../cards/types.js';
import { KW_CANT_ATTACK, KW_MUST_ATTACK, KW_SLAYER } from '../keywords.js';
import { power } from '../query/characteristics.js';
import { battlingOpponent, choose, civsOf, countBattle, handIntoDeckThenRedraw, opponentHasNoShields, sameNameAsSource } from './lib-a.js';
import {
  anyCreature,
  chooseThen,
  DARKNESS,
  FIRE,
  LIGHT,
  NATURE,
  on,
  opponentsCreature,
  search,
  spell,
  WATER,
  yourCreature,
} from './lib.js';

const ETB = 'When you put this creature into the battle zone, ';

const natureLightSlayer: CardScript = {
  lines: ['Nature and light slayer'],
  statics: [
    {
      kind: 'flags',
      target: { self: true },
      flags: KW_SLAYER,
      when: (s, src) => battlingOpponent(s, src) >= 0 && (defOf(s, battlingOpponent(s, src)).civs & (NATURE | LIGHT)) !== 0,
    },
  ],
};

const cantAttackWhileNoShields: CardScript = {
  lines: ["While your opponent has no shields, this creature can't attack."],
  statics: [{ kind: 'flags', target: { self: true }, flags: KW_CANT_ATTACK, when: opponentHasNoShields }],
};

/** "If your opponent has more cards in his mana zone than you have in yours" (checked on resolution). */
const opponentHasMoreMana: Step = { op: 'if', test: (s, f) => s.mana[(1 - f.player) as 0 | 1].length > s.mana[f.player as 0 | 1].length };

const waterDarkPerOpposing: CardScript = {
  lines: ['This creature gets +1000 power for each water creature and darkness creature your opponent has in the battle zone.'],
  statics: [
    {
      kind: 'power',
      target: { self: true },
      amount: (s, src) => 1000 * countBattle(s, 1 - s.owner[src]!, (d) => (d.civs & (WATER | DARKNESS)) !== 0),
    },
  ],
};

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
    lines: [`${ETB}you may choose a creature in the battle zone and return it to its owner's hand.`],
    abilities: [on('summon', chooseThen(anyCreature(), 1, 'toHand', { upTo: true }))],
  },
  // King Tsunami
  'dm05-s02': {
    lines: [`${ETB}return all other creatures from the battle zone to their owners' hands.`],
    abilities: [on('summon', { op: 'all', filter: anyCreature({ notSelf: true }), reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Death Cruzer, the Annihilator
  'dm05-s03': {
    lines: [`${ETB}destroy all your other creatures.`],
    abilities: [on('summon', { op: 'all', filter: yourCreature({ notSelf: true }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // King Mazelan
  'dm05-002': {
    lines: [`${ETB}you may choose a creature in the battle zone and return it to its owner's hand.`],
    abilities: [on('summon', chooseThen(anyCreature(), 1, 'toHand', { upTo: true }))],
  },
  // Sinister General Damudo
  'dm05-003': {
    lines: ['When this creature is destroyed, destroy all creatures that have power 3000 or less.'],
    abilities: [on('destroyed', { op: 'all', filter: anyCreature({ maxPower: 3000 }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Syforce, Aurora Elemental
  'dm05-006': {
    lines: [`${ETB}you may return a spell from your mana zone to your hand.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you', type: 'spell' }, 1, 'toHand', { upTo: true }))],
  },
  // Glory Snow
  'dm05-008': {
    lines: [
      'If your opponent has more cards in his mana zone than you have in yours, put the top 2 cards of your deck into your mana zone.',
    ],
    spell: spell(opponentHasMoreMana, { op: 'top', who: 'you', count: 2, reg: 0 }, { op: 'toMana', reg: 0 }),
  },
  // Divine Riptide
  'dm05-011': {
    lines: ['Each player returns all cards from his mana zone to his hand.'],
    spell: spell({ op: 'all', filter: { zone: 'mana', owner: 'any' }, reg: 0 }, { op: 'toHand', reg: 0 }),
  },
  // Vashuna, Sword Dancer
  'dm05-012': cantAttackWhileNoShields,
  // Bloodwing Mantis
  'dm05-019': {
    lines: ['Whenever this creature attacks, return 2 creatures from your mana zone to your hand.'],
    abilities: [on('attack', chooseThen({ zone: 'mana', owner: 'you', type: 'creature' }, 2, 'toHand'))],
  },
  // Thunder Net
  'dm05-023': {
    lines: [
      "For each water creature you have in the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    ],
    spell: spell(
      choose(opponentsCreature(), (s, f) => countBattle(s, f.player, (d) => (d.civs & WATER) !== 0), 0, { upTo: true }),
      { op: 'tap', reg: 0 },
    ),
  },
  // Cyclone Panic
  'dm05-032': {
    lines: ['Each player counts the cards in his hand, shuffles these cards into his deck, then draws that many cards.'],
    spell: spell(handIntoDeckThenRedraw(true)),
  },
  // Horned Mutant: nature cards of both players cost 1 more.
  'dm05-028': {
    lines: ['Each nature creature costs 1 more to summon, and each nature spell costs 1 more to cast.'],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => (d.civs & NATURE) !== 0, delta: 1 }],
  },
  // Moon Horn
  'dm05-033': waterDarkPerOpposing,
  // Jewel Spider: the shield goes to the hand without being broken, so no S-Trigger.
  'dm05-047': {
    lines: [
      'When this creature is destroyed, you may choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    ],
    abilities: [on('destroyed', chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toHand', { upTo: true }))],
  },
  // Enchanted Soil
  'dm05-035': {
    lines: ['Put up to 2 creatures from your graveyard into your mana zone.'],
    spell: spell(chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 2, 'toMana', { upTo: true })),
  },
  // Kulus, Soulshine Enforcer
  'dm05-037': {
    lines: [
      `${ETB}if your opponent has more cards in his mana zone than you have in yours, put the top card of your deck into your mana zone.`,
    ],
    abilities: [on('summon', opponentHasMoreMana, { op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 })],
  },
  // Calgo, Vizier of Rainclouds
  'dm05-038': {
    lines: ["This creature can't be blocked by creatures that have power 4000 or more."],
    statics: [{ kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) >= 4000 }],
  },
  // Le Quist, the Oracle
  'dm05-039': {
    lines: ['Whenever this creature attacks, you may choose a darkness or fire creature in the battle zone and tap it.'],
    abilities: [on('attack', chooseThen(anyCreature({ civ: DARKNESS | FIRE }), 1, 'tap', { upTo: true }))],
  },
  // Steel-Turret Cluster
  'dm05-042': {
    lines: ["This creature can't be attacked by fire or nature creatures."],
    statics: [{ kind: 'unattackableBy', by: (s, a) => (civsOf(s, a) & (FIRE | NATURE)) !== 0 }],
  },
  // Solidskin Fish
  'dm05-043': {
    lines: [`${ETB}return a card from your mana zone to your hand.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
  },
  // Gigazoul
  'dm05-045': cantAttackWhileNoShields,
  // Storm Javelin Wyvern
  'dm05-048': {
    lines: ['This creature can attack untapped light or water creatures.'],
    statics: [{ kind: 'attackUntapped', which: (s, t) => (civsOf(s, t) & (LIGHT | WATER)) !== 0 }],
  },
  // Scissor Scarab
  'dm05-052': {
    lines: [
      `${ETB}search your deck. You may take a Giant Insect from your deck, show that Giant Insect to your opponent, and put it into your hand. Then shuffle your deck.`,
    ],
    abilities: [on('summon', search({ race: 'Giant Insect' }))],
  },
  // Smash Horn Q: Survivor — every Survivor of its controller (itself included) gets +1000.
  'dm05-054': {
    lines: ['Survivor: This creature gets +1000 power.'],
    statics: [{ kind: 'power', target: { owner: 'you', race: 'Survivor' }, amount: 1000 }],
  },
  // Crow Winger
  'dm05-055': waterDarkPerOpposing,
  // Ruthless Skyterror (English redesign)
  'tcg-dm05-044': {
    lines: ['This creature can attack untapped water creatures.'],
    statics: [{ kind: 'attackUntapped', which: (s, t) => (civsOf(s, t) & WATER) !== 0 }],
  },
  // Slime Veil: the opponent's creatures now in the battle zone (608.2b) must attack during his next turn; the
  // grant lasts until the start of your next turn, i.e. through his whole next turn.
  'dm05-014': {
    lines: ["During your opponent's next turn, each of his creatures attacks if able."],
    spell: spell({ op: 'all', filter: opponentsCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: KW_MUST_ATTACK, untilNextTurn: true }),
  },
  // Scheming Hands: you look at his hand (you then know it) and choose the card.
  'dm05-029': {
    lines: ["Look at your opponent's hand and choose a card from it. Your opponent discards that card."],
    spell: spell(
      { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
      { op: 'look', reg: 0 },
      choose({ zone: 'hand', owner: 'opponent' }, 1, 1),
      { op: 'toGraveyard', reg: 1 },
    ),
  },
  // Ballus, Dogfight Enforcer Q: Survivor — each of your Survivors untaps at the end of your turn. Several
  // Balluses give each Survivor several copies of that ability; untapping twice is the same as once, so one
  // end-of-turn ability per Ballus untapping every Survivor of yours is exact.
  'dm05-022': {
    lines: ['Survivor: At the end of each of your turns, untap this creature.'],
    abilities: [on('endOfTurn', { op: 'all', filter: yourCreature({ race: 'Survivor' }), reg: 0 }, { op: 'untap', reg: 0 })],
  },
  // Obsidian Scarab, Ambush Scorpion: another card of the same name from your mana zone, put into the battle
  // zone without summoning (JA: when it is put into your graveyard from the battle zone — i.e. destroyed).
  'dm05-005': {
    lines: ['When this creature is destroyed, you may put an Obsidian Scarab from your mana zone into the battle zone.'],
    abilities: [
      on('destroyed', choose({ zone: 'mana', owner: 'you', test: sameNameAsSource }, 1, 0, { upTo: true }), {
        op: 'putIntoBattle',
        reg: 0,
      }),
    ],
  },
  'dm05-053': {
    lines: ['When this creature is destroyed, you may choose an Ambush Scorpion in your mana zone and put it into the battle zone.'],
    abilities: [
      on('destroyed', choose({ zone: 'mana', owner: 'you', test: sameNameAsSource }, 1, 0, { upTo: true }), {
        op: 'putIntoBattle',
        reg: 0,
      }),
    ],
  },
  // Gigakail, Wisp Howler: "Nature and light slayer" (JA: an opposing nature or light creature that battles it goes
  // to the graveyard even if it wins): slayer while it battles a nature or light creature.
  'dm05-027': natureLightSlayer,
  'dm05-046': natureLightSlayer,
};

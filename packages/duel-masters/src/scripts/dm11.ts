// DM-11 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript } from '../cards/types.js';
import { KW_ATTACK_UNTAPPED, KW_BLOCKER, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import { power, waveStrikerActive } from '../query/characteristics.js';
import { Z_GRAVE, Z_MANA } from '../state.js';
import { attackingCreature, canEnter, choose, countBattle, enterBattle, inReg, putBackInOrder, raceOf, regCard } from './lib-a.js';
import { anyCreature, chooseThen, FIRE, LIGHT, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

const SS = 'Silent skill: ';

/**
 * "At the end of each of your turns, if this creature broke any shields that turn, return it to your hand"
 * (JA: when it breaks a shield, it returns at the end of that turn). Read from the turn's record of creatures
 * that broke shields (the same card instance counts even if it left and came back that turn).
 */
const brokeThenHome: CardScript = {
  lines: ['At the end of each of your turns, if this creature broke any shields that turn, return it to your hand.'],
  abilities: [
    on('endOfTurn', { op: 'if', test: (s, f) => s.brokeShields.includes(f.src) }, { op: 'self', reg: 0 }, { op: 'toHand', reg: 0 }),
  ],
};

export const DM11: Record<string, CardScript> = {
  // Diamondia, the Blizzard Rider. `evolution` pins the source race (the engine's plural reading of the
  // evolution line gave "Snow Faery" before cards.ts was fixed).
  'dm11-003': {
    lines: [
      'When you put this creature into the battle zone, return all Snow Faeries from your graveyard and your mana zone to your hand.',
    ],
    evolution: ['Snow Faerie'],
    abilities: [
      on(
        'summon',
        { op: 'all', filter: { zone: 'graveyard', alsoZone: 'mana', owner: 'you', race: 'Snow Faerie' }, reg: 0 },
        { op: 'toHand', reg: 0 },
      ),
    ],
  },
  // Jabaha's Automaton: keywords only; `evolution` pins the source race (formerly read as "Xenopart").
  'dm11-017': { lines: [], evolution: ['Xenoparts'] },
  // Miraculous Snare
  'dm11-004': {
    lines: ["Choose a non-evolution creature in the battle zone and add it to its owner's shields face down."],
    spell: spell(chooseThen(anyCreature({ evolution: false }), 1, 'toShield')),
  },
  // Belix, the Explorer
  'dm11-008': {
    lines: ['When you put this creature into the battle zone, return a spell from your mana zone to your hand.'],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you', type: 'spell' }, 1, 'toHand'))],
  },
  // Squawking Lunatron
  'dm11-011': {
    lines: [`${SS}Return up to 3 cards from your mana zone to your hand.`],
    abilities: [on('silentSkill', chooseThen({ zone: 'mana', owner: 'you' }, 3, 'toHand', { upTo: true }))],
  },
  // Baraid, the Explorer
  'dm11-021': {
    lines: [`${SS}Your light creatures can't be blocked this turn.`],
    abilities: [
      on('silentSkill', { op: 'all', filter: yourCreature({ civ: LIGHT }), reg: 0 }, { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE }),
    ],
  },
  // Merlee, the Oracle: while wave striker is on, all your creatures (itself included) get +1000.
  'dm11-022': {
    lines: ['Wave striker: Each of your creatures in the battle zone gets +1000 power.'],
    statics: [{ kind: 'power', target: { owner: 'you' }, amount: 1000, when: waveStrikerActive }],
  },
  // Lucky Ball
  'dm11-023': {
    lines: ['When you put this creature into the battle zone, if your opponent has 3 or fewer shields, draw up to 2 cards.'],
    abilities: [on('summon', { op: 'if', test: (s, f) => s.shields[(1 - f.player) as 0 | 1].length <= 3 }, { op: 'drawUpTo', count: 2 })],
  },
  // Morbid Medicine
  'dm11-026': {
    lines: ['Return up to 2 creatures from your graveyard to your hand.'],
    spell: spell(chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 2, 'toHand', { upTo: true })),
  },
  // Hide and Seek
  'dm11-032': {
    lines: [
      "Choose one of your opponent's non-evolution creatures in the battle zone and return it to his hand. Then he discards a card at random from his hand.",
    ],
    spell: spell(chooseThen(opponentsCreature({ evolution: false }), 1, 'toHand'), { op: 'discardRandom', who: 'opponent', count: 1 }),
  },
  // Reap and Sow
  'dm11-034': {
    lines: [
      "Choose a card in your opponent's mana zone and put it into his graveyard. Then put the top card of your deck into your mana zone.",
    ],
    spell: spell(
      chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toGraveyard'),
      { op: 'top', who: 'you', count: 1, reg: 1 },
      { op: 'toMana', reg: 1 },
    ),
  },
  // Solar Trap
  'dm11-039': {
    lines: ["Choose one of your opponent's creatures in the battle zone and tap it."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'tap')),
  },
  // Emergency Typhoon
  'dm11-043': {
    lines: ['Draw up to 2 cards. Then discard a card from your hand.'],
    spell: spell({ op: 'drawUpTo', count: 2 }, chooseThen({ zone: 'hand', owner: 'you' }, 1, 'toGraveyard')),
  },
  // Spinning Terror, the Wretched
  'dm11-047': {
    lines: ['This creature gets +2000 power for each tapped creature your opponent has in the battle zone.'],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 2000 * countBattle(s, 1 - s.owner[src]!, (_d, i) => !!s.tapped[i]) },
    ],
  },
  // Gankloak, Rogue Commando
  'dm11-048': {
    lines: [`${SS}Each of your fire creatures in the battle zone gets "double breaker" until the end of the turn.`],
    abilities: [
      on('silentSkill', { op: 'all', filter: yourCreature({ civ: FIRE }), reg: 0 }, { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER }),
    ],
  },
  // Ten-Ton Crunch
  'dm11-051': {
    lines: ["Destroy one of your opponent's creatures that has power 3000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 3000 }), 1, 'destroy')),
  },
  // Quillspike Rumbler
  'dm11-052': {
    lines: ['Whenever this creature attacks a creature, this creature gets +3000 power until the end of the turn.'],
    abilities: [
      on(
        'attack',
        { op: 'if', test: (s, f) => attackingCreature(s, f.src) },
        { op: 'self', reg: 0 },
        { op: 'power', reg: 0, amount: 3000 },
      ),
    ],
  },
  // Rainbow Gate
  'dm11-055': {
    lines: [
      'Search your deck. You may take a multi-colored creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    spell: spell(search({ type: 'creature', test: (s, i) => defOf(s, i).civCount > 1 })),
  },
  // Heavyweight Dragon
  'dm11-002': {
    lines: [
      'Instead of having this creature attack, you may tap it to use its $tap ability.',
      "$tap Choose up to 2 of your opponent's tapped creatures in the battle zone. If they have total power less than this creature's power, destroy them.",
    ],
    abilities: [
      on(
        'tap',
        choose(opponentsCreature({ tapped: true }), 2, 0, { upTo: true }),
        {
          op: 'if',
          test: (s, f) => {
            let sum = 0;
            for (const r of f.regs) if (r >> 8 === 0) sum += Math.max(0, power(s, r & 255));
            return sum < power(s, f.src);
          },
        },
        { op: 'destroy', reg: 0 },
      ),
    ],
  },
  // Miraculous Meltdown: the opponent keeps as many shields as you have; the rest go to his hand (not broken).
  'dm11-s04': {
    lines: [
      'You can cast this spell only if your opponent has more shields than you do.',
      'Your opponent chooses one of his shields for each shield you have. He puts the rest of his shields into his hand.',
    ],
    useIf: (s, p) => s.shields[(1 - p) as 0 | 1].length > s.shields[p as 0 | 1].length,
    spell: spell(
      choose({ zone: 'shields', owner: 'opponent' }, (s, f) => s.shields[f.player as 0 | 1].length, 0, { chooser: 'opponent' }),
      { op: 'all', filter: { zone: 'shields', owner: 'opponent', test: (s, i) => !inReg(0)(s, i) }, reg: 1 },
      { op: 'toHand', reg: 1 },
    ),
  },
  // Royal Durian: every evolution creature (both sides) loses its top card to its owner's mana (801.4).
  'dm11-019': {
    lines: [
      "When you put this creature into the battle zone, put the top card of each evolution creature from the battle zone into its owner's mana zone.",
    ],
    abilities: [
      on('summon', { op: 'all', filter: anyCreature({ evolution: true }), reg: 0 }, { op: 'evolutionTopTo', reg: 0, to: 'mana' }),
    ],
  },
  // Hazard Hopper
  'dm11-029': brokeThenHome,
  // Hearty Cap'n Polligon
  'dm11-054': brokeThenHome,
  // Asra, Vizier of Safety
  'dm11-038': {
    lines: ['Wave striker: This creature gets +4000 power and has "Blocker."'],
    statics: [
      { kind: 'power', target: { self: true }, amount: 4000, when: waveStrikerActive },
      { kind: 'flags', target: { self: true }, flags: KW_BLOCKER, when: waveStrikerActive },
    ],
  },
  // Sapian Tark, Flame Dervish
  'dm11-049': {
    lines: ['Wave striker: This creature gets +4000 power and can attack untapped creatures.'],
    statics: [
      { kind: 'power', target: { self: true }, amount: 4000, when: waveStrikerActive },
      { kind: 'flags', target: { self: true }, flags: KW_ATTACK_UNTAPPED, when: waveStrikerActive },
    ],
  },
  // Ninja Pumpkin
  'dm11-053': {
    lines: ["Wave striker: This creature gets +4000 power and can't be blocked by any creature that has power 5000 or less."],
    statics: [
      { kind: 'power', target: { self: true }, amount: 4000, when: waveStrikerActive },
      { kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 5000, when: waveStrikerActive },
    ],
  },
  // Gazer Eyes, Shadow of Secrets
  'dm11-012': {
    lines: [`${SS}Look at your opponent's hand and choose a card from it. Your opponent discards that card.`],
    abilities: [
      on(
        'silentSkill',
        { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
        { op: 'look', reg: 0 },
        choose({ zone: 'hand', owner: 'opponent' }, 1, 1),
        { op: 'toGraveyard', reg: 1 },
      ),
    ],
  },
  // Time Scout
  'dm11-042': {
    lines: ["When you put this creature into the battle zone, look at the top card of your opponent's deck."],
    abilities: [on('summon', { op: 'top', who: 'opponent', count: 1, reg: 0 }, { op: 'look', reg: 0 })],
  },
  // Miraculous Plague: you choose 2; the opponent picks which one returns to his hand, the other is destroyed
  // (likewise for 2 of his mana cards: one to his hand, the other to his graveyard).
  'dm11-s03': {
    lines: [
      "Choose 2 of your opponent's creatures in the battle zone. Your opponent chooses one of them, puts it into his hand, and destroys the other one. Then choose 2 cards in your opponent's mana zone. Your opponent chooses one of them, puts it into his hand, and puts the other one into his graveyard.",
    ],
    spell: spell(
      choose(opponentsCreature(), 2, 0),
      choose(opponentsCreature({ test: inReg(0) }), 1, 1, { chooser: 'opponent' }),
      { op: 'toHand', reg: 1 },
      { op: 'destroy', reg: 0 },
      choose({ zone: 'mana', owner: 'opponent' }, 2, 2),
      choose({ zone: 'mana', owner: 'opponent', test: inReg(2) }, 1, 3, { chooser: 'opponent' }),
      { op: 'toHand', reg: 3 },
      { op: 'split', reg: 2, keep: (s, i) => s.zone[i] === Z_MANA, rest: 0 },
      { op: 'toGraveyard', reg: 2 },
    ),
  },
  // Rollicking Totem: a Dragon from your mana zone enters without being summoned (not optional).
  'dm11-018': {
    lines: [`${SS}Put a creature that has Dragon in its race from your mana zone into the battle zone.`],
    abilities: [
      on(
        'silentSkill',
        choose({ zone: 'mana', owner: 'you', type: 'creature', test: (s, i) => raceOf(defOf(s, i), 'dragon') && canEnter(s, i) }, 1, 0),
        enterBattle(0, 'you', 1),
      ),
    ],
  },
  // Miraculous Rebirth: if the destroyed creature reached its owner's graveyard, you may take a creature with the
  // same cost from your deck and put it into the battle zone. (JA first line: it is put into the mana zone tapped —
  // the rule for every multicolored card.)
  'dm11-s05': {
    lines: [
      "Destroy one of your opponent's creatures that has power 5000 or less. When your opponent puts that creature into his graveyard, search your deck. You may take a creature from your deck that has the same cost as that creature and put it into the battle zone. Then shuffle your deck.",
    ],
    spell: spell(
      choose(opponentsCreature({ maxPower: 5000 }), 1, 1),
      { op: 'destroy', reg: 1 },
      { op: 'if', test: (s) => regCard(s, 1) >= 0 && s.zone[regCard(s, 1)] === Z_GRAVE },
      choose(
        {
          zone: 'library',
          owner: 'you',
          type: 'creature',
          test: (s, i) => defOf(s, i).cost === defOf(s, regCard(s, 1)).cost && canEnter(s, i),
        },
        1,
        0,
        { upTo: true },
      ),
      enterBattle(0, 'you', 1),
      { op: 'shuffle', who: 'you' },
    ),
  },
  // Rise and Shine: the top 4 are revealed; one with "blocker" goes to your hand (none: nothing does), the rest to
  // the bottom of your deck in the order you pick them.
  'dm11-031': {
    lines: [
      'Reveal the top 4 cards of your deck. Put one of them that has "blocker" into your hand, and put the rest on the bottom of your deck in any order.',
    ],
    spell: spell(
      { op: 'top', who: 'you', count: 4, reg: 0 },
      { op: 'reveal', reg: 0 },
      choose({ zone: 'library', owner: 'you', blocker: true, test: inReg(0) }, 1, 1),
      { op: 'toHand', reg: 1 },
      putBackInOrder(0, 4, 'bottom'),
    ),
  },
};

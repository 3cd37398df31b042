// DM-12 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript, Filter, Step } from '../cards/types.js';
import { KW_BLOCKER, KW_DESTROY_AFTER_BATTLE, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE, TYPE_EVOLUTION, TYPE_SPELL } from '../keywords.js';
import { power, waveStrikerActive } from '../query/characteristics.js';
import { type DMState, regCount } from '../state.js';
import { causeOf, choose, DB_LINE, destroySelf, isBlocking, powerBreakers, regCard, sameNameAsSource } from './lib-a.js';
import { anyCreature, chooseThen, DARKNESS, FIRE, NATURE, on, opponentsCreature, spell, WATER, yourCreature } from './lib.js';

const ETB = 'When you put this creature into the battle zone, ';

const tapSelf: Step[] = [
  { op: 'self', reg: 0 },
  { op: 'tap', reg: 0 },
];

/** Cards named `name` in both graveyards. */
function inGraveyards(s: DMState, name: string): number {
  let n = 0;
  for (let q = 0; q < 2; q++) for (const i of s.grave[q as 0 | 1]) if (defOf(s, i).name === name) n++;
  return n;
}

/** "Choose one …. Then, for each <name> in each graveyard, you may choose another …" into register 0. */
function cloned(name: string, filter: Filter): Step[] {
  return [choose(filter, 1, 0), choose(filter, (s) => inGraveyards(s, name), 0, { upTo: true })];
}

const lordOf = (a: string, b: string) => (s: DMState, i: number) => {
  const r = defOf(s, i).races;
  return r.includes(a) || r.includes(b);
};

/** The lowest power among all creatures in the battle zone (read as 0 when negative). */
function lowestPower(s: DMState): number {
  let m = Infinity;
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) m = Math.min(m, Math.max(0, power(s, i)));
  return m;
}

export const DM12: Record<string, CardScript> = {
  // Extreme Crawler
  'dm12-002': {
    lines: [`${ETB}return all your other creatures from the battle zone to your hand.`],
    abilities: [on('summon', { op: 'all', filter: yourCreature({ notSelf: true }), reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Punch Trooper Bronks: among the creatures with the lowest power (itself included), you choose one.
  'dm12-004': {
    lines: [
      `${ETB}destroy the creature that has the lowest power in the battle zone. If there's a tie, you choose from among the tied creatures.`,
    ],
    abilities: [on('summon', chooseThen(anyCreature({ test: (s, i) => Math.max(0, power(s, i)) === lowestPower(s) }), 1, 'destroy'))],
  },
  // Typhoon Crawler
  'dm12-008': {
    lines: ["This creature can't be attacked by fire or nature creatures."],
    statics: [{ kind: 'unattackableBy', by: (s, a) => (defOf(s, a).civs & (FIRE | NATURE)) !== 0 }],
  },
  // Whirling Warrior Malian
  'dm12-012': { lines: ['When another creature is put into battle zone, tap this creature.'], abilities: [on('otherEnters', tapSelf)] },
  // Pincer Scarab
  'dm12-014': {
    lines: ["This creature gets +2000 power for each card in your opponent's hand.", DB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 2000 * s.hand[(1 - s.owner[src]!) as 0 | 1].length },
      ...powerBreakers(false),
    ],
  },
  // Hydrooze, the Mutant Emperor
  'dm12-017': {
    lines: [
      'Each of your other Cyber Lords and Hedrians in the battle zone gets +2000 power.',
      "Your Cyber Lords or Hedrians can't be blocked.",
    ],
    statics: [
      { kind: 'power', target: { owner: 'you', other: true, test: lordOf('Cyber Lord', 'Hedrian') }, amount: 2000 },
      { kind: 'flags', target: { owner: 'you', test: lordOf('Cyber Lord', 'Hedrian') }, flags: KW_UNBLOCKABLE },
    ],
  },
  // Phantomach, the Gigatrooper
  'dm12-018': {
    lines: [
      'Each of your other Chimeras and Armorloids in the battle zone gain +2000 power.',
      'Each of your Chimeras and Armorloids in the battle zone has "double breaker."',
    ],
    statics: [
      { kind: 'power', target: { owner: 'you', other: true, test: lordOf('Chimera', 'Armorloid') }, amount: 2000 },
      { kind: 'flags', target: { owner: 'you', test: lordOf('Chimera', 'Armorloid') }, flags: KW_DOUBLE_BREAKER },
    ],
  },
  // Comet Eye, The Spectral Spud. `evolution` pins the source races (its evolution line, "Wild Veggies or a
  // Rainbow Phantoms", was formerly read as "Wild Veggy" / "a Rainbow Phantom").
  'dm12-020': {
    lines: [
      'Each of your other Wild Veggies and Rainbow Phantoms in the battle zone gets +2000 power.',
      'At the end each of your turns, you may untap any number of your Wild Veggies and Rainbow Phantoms in the battle zone.',
    ],
    evolution: ['Wild Veggies', 'Rainbow Phantom'],
    statics: [{ kind: 'power', target: { owner: 'you', other: true, test: lordOf('Wild Veggies', 'Rainbow Phantom') }, amount: 2000 }],
    abilities: [
      on(
        'endOfTurn',
        chooseThen(yourCreature({ tapped: true, test: (s, i) => lordOf('Wild Veggies', 'Rainbow Phantom')(s, i) }), 40, 'untap', {
          upTo: true,
        }),
      ),
    ],
  },
  // Cloned Deflector
  'dm12-022': {
    lines: [
      "Choose one of your opponent's creatures in the battle zone. Then, for each Cloned Deflector in each graveyard, you may choose another of your opponent's creatures in the battle zone. Tap all those creatures.",
    ],
    spell: spell(cloned('Cloned Deflector', opponentsCreature()), { op: 'tap', reg: 0 }),
  },
  // Cloned Spiral
  'dm12-023': {
    lines: [
      "Choose a creature in battle zone. Then, for each Cloned Spiral in each graveyard, you may choose another creature in the battle zone. Return all those creature to their owner's hands.",
    ],
    spell: spell(cloned('Cloned Spiral', anyCreature()), { op: 'toHand', reg: 0 }),
  },
  // Gigabalza
  'dm12-025': {
    lines: [`${ETB}your opponent discards a card at random from his hand.`],
    abilities: [on('summon', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Cloned Blade
  'dm12-028': {
    lines: [
      "Choose an opponent's creature in the battle zone that has power 3000 or less. Then, for each Cloned Blade in each graveyard, you may choose another opponent's creature in the battle zone that has power 3000 or less. Destroy all those creatures.",
    ],
    spell: spell(cloned('Cloned Blade', opponentsCreature({ maxPower: 3000 })), { op: 'destroy', reg: 0 }),
  },
  // Cloned Spike-Horn
  'dm12-030': {
    lines: ['This creature gets +3000 power for each Cloned Spike-Horn in each graveyard.', DB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s) => 3000 * inGraveyards(s, 'Cloned Spike-Horn') },
      ...powerBreakers(false),
    ],
  },
  // Mizoy, the Oracle
  'dm12-037': {
    lines: [
      'When you put this creature is put into the battle zone, you may choose a darkness or fire creature in the battle zone and tap it.',
    ],
    abilities: [on('summon', chooseThen(anyCreature({ civ: DARKNESS | FIRE }), 1, 'tap', { upTo: true }))],
  },
  // Pharzi, the Oracle
  'dm12-039': {
    lines: ['When this creature is destroyed, you may return a Spell from your graveyard to your hand.'],
    abilities: [on('destroyed', chooseThen({ zone: 'graveyard', owner: 'you', type: 'spell' }, 1, 'toHand', { upTo: true }))],
  },
  // Wily Carpenter
  'dm12-042': {
    lines: [`${ETB}draw up to 2 cards. Then discard 2 cards from your hand.`],
    abilities: [on('summon', { op: 'drawUpTo', count: 2 }, chooseThen({ zone: 'hand', owner: 'you' }, 2, 'toGraveyard'))],
  },
  // Frantic Chieftain (itself costs 2, so it may be the one returned)
  'dm12-043': {
    lines: [`${ETB}return one of your creatures that costs 4 or less from the battle zone to your hand.`],
    abilities: [on('summon', chooseThen(yourCreature({ maxCost: 4 }), 1, 'toHand'))],
  },
  // Necrodragon Zalva
  'dm12-044': {
    lines: ['When this creature is put into battle zone, your opponent draws a card.'],
    abilities: [on('summon', { op: 'draw', who: 'opponent', count: 1 })],
  },
  // Gigarayze
  'dm12-045': {
    lines: ['When you put this card into the battle zone, your may return a water or fire creature from your graveyard to your hand.'],
    abilities: [
      on('summon', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature', civ: WATER | FIRE }, 1, 'toHand', { upTo: true })),
    ],
  },
  // Windmill Mutant
  'dm12-046': {
    lines: ['Whenever this creature attacks, you opponent discards a card at random from his hand.'],
    abilities: [on('attack', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Gandaval's Stapler
  'dm12-051': {
    lines: ['Whenever another creature is put into the battle zone, tap this creature.'],
    abilities: [on('otherEnters', tapSelf)],
  },
  // Fever Nuts: every player's creatures cost 1 less, but a cost of 1 stays 1.
  'dm12-054': {
    lines: ["Your creatures and your opponent's creatures each cost up to 1 less to summon. They can't cost less than 1."],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => d.type !== TYPE_SPELL, delta: -1, min: 1 }],
  },
  // Enigmatic Cascade
  'dm12-024': {
    lines: ['Discard any number of cards from your hand. Then draw that many cards.'],
    spell: spell(
      choose({ zone: 'hand', owner: 'you' }, 40, 0, { upTo: true }),
      { op: 'toGraveyard', reg: 0 },
      { op: 'draw', who: 'you', count: (_s, f) => regCount(f, 0) },
    ),
  },
  // Tropic Crawler: the attacking player chooses one of his creatures (the attacker too) and returns it.
  'dm12-040': {
    lines: ['Whenever this creature blocks, your opponent chooses one of his creatures in the battle zone, and returns it to his hand.'],
    abilities: [on('block', chooseThen(opponentsCreature(), 1, 'toHand', { chooser: 'opponent' }))],
  },
  // Kilstine, Nebula Elemental. Japanese text (implemented): ALL your creatures (Kilstine included) get +5000,
  // blocker and double breaker; the English text says "each of your other creatures".
  'dm12-001': {
    lines: ['Wave striker: Each of your other creatures in battle zone gets +5000 power and has "blocker" and "double breaker".'],
    statics: [
      { kind: 'power', target: { owner: 'you' }, amount: 5000, when: waveStrikerActive },
      { kind: 'flags', target: { owner: 'you' }, flags: KW_BLOCKER | KW_DOUBLE_BREAKER, when: waveStrikerActive },
    ],
  },
  // Copper Locust (JA: when another creature evolves): an evolution creature put on top of another creature,
  // either player's, summoned or put there by an effect.
  'dm12-052': {
    lines: ['When a player evolves another creature, destroy this creature.'],
    abilities: [
      on('otherEnters', { op: 'if', test: (s, f) => causeOf(f) >= 0 && defOf(s, causeOf(f)).type === TYPE_EVOLUTION }, destroySelf(0)),
    ],
  },
  // Mechadragon's Breath: choosing a number <= 6000 is choosing the power of the creatures to destroy; a number
  // no creature has destroys nothing. So: you may choose a creature with power 6000 or less (none: a number
  // nobody has), then every creature with exactly that power is destroyed (powers read as 0 when negative).
  'dm12-013': {
    lines: ['Choose a number less than or equal to 6000. Destroy all creatures that have that power.'],
    spell: spell(
      choose(anyCreature({ maxPower: 6000 }), 1, 0, { upTo: true }),
      { op: 'ifAny', reg: 0 },
      { op: 'all', filter: anyCreature({ test: (s, i) => Math.max(0, power(s, i)) === Math.max(0, power(s, regCard(s, 0))) }), reg: 1 },
      { op: 'destroy', reg: 1 },
    ),
  },
  // Necrodragon Jagraveen (JA: when it blocks, destroy it after the battle): while it is the blocker of the attack
  // in progress it has "destroy it after the battle" (no battle, e.g. the attacker left: it stays).
  'dm12-003': {
    lines: ['When this creature blocks, destroy it after battles.'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_DESTROY_AFTER_BATTLE, when: isBlocking }],
  },
  // Cloned Nightmare: one random card, plus one more for each Cloned Nightmare in the graveyards that you pick
  // (picking k of them = choosing k more cards, all unseen until they are discarded together; the spell itself
  // is not in a graveyard while it resolves). The picks come first, so nothing is seen before the count is set.
  'dm12-026': {
    lines: [
      "Choose a card at random from opponent's hand. Then, for each Cloned Nightmare in each graveyard, you may choose another card at random from opponent's hand. Your opponent discards all those cards.",
    ],
    spell: spell(choose({ zone: 'graveyard', owner: 'any', test: sameNameAsSource }, 40, 0, { upTo: true }), {
      op: 'discardRandom',
      who: 'opponent',
      count: (_s, f) => 1 + regCount(f, 0),
    }),
  },
};

// DM-01 (Base Set) card scripts, and the English redesign Brain Serum: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript } from '../cards/types.js';
import { KW_ATTACKABLE_UNTAPPED, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import { power } from '../query/characteristics.js';
import { type DMState, TURN_BLOCKERS_TO_GRAVEYARD } from '../state.js';
import { choose, countBattle, destroySelf, ifNone, ifYouHaveRace, mergeReg, whileYouHaveRace } from './lib-a.js';
import { anyCreature, chooseThen, FIRE, may, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

const ETB = 'When you put this creature into the battle zone, ';

const WIN_DESTROY = 'When this creature wins a battle, destroy it.';

const winDestroy: CardScript = {
  lines: [WIN_DESTROY],
  abilities: [on('winBattle', { op: 'self', reg: 0 }, { op: 'destroy', reg: 0 })],
};

const toHandInstead = (line: string): CardScript => ({ lines: [line], statics: [{ kind: 'destroyInstead', to: 'hand' }] });

const toManaInstead = (line: string): CardScript => ({ lines: [line], statics: [{ kind: 'destroyInstead', to: 'mana' }] });

/**
 * Black Feather / Stinger Worm. The Japanese text (implemented) reads "put 1 of your OTHER creatures into your
 * graveyard; if you don't, put this creature into your graveyard": another creature must be chosen if there
 * is one, and only then the creature itself. The English "destroy 1 of your creatures" would allow choosing
 * this creature while others remain.
 */
const destroyOtherElseSelf: CardScript = {
  lines: [`${ETB}destroy 1 of your creatures.`],
  abilities: [on('summon', choose(yourCreature({ notSelf: true }), 1, 0), { op: 'destroy', reg: 0 }, ifNone(0), destroySelf(1))],
};

/** Player `p`'s fire cards in the graveyard. */
function fireInGrave(s: DMState, p: number): number {
  const g = s.grave[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < g.length; k++) if (defOf(s, g[k]!).civs & FIRE) n++;
  return n;
}

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
  'dm01-056': winDestroy,
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

  // ---- cards of the historical decklists ----
  // Teleportation
  'dm01-021': {
    lines: ["Choose up to 2 creatures in the battle zone and return them to their owners' hands."],
    spell: spell(chooseThen(anyCreature(), 2, 'toHand', { upTo: true })),
  },
  // Rothus, the Traveler. Japanese text (implemented): each player chooses 1 of their own creatures and puts it
  // into their graveyard, together (one event). The English "destroy 1 … Then your opponent …" reads sequential.
  'dm01-032': {
    lines: [`${ETB}destroy 1 of your creatures. Then your opponent chooses 1 of his creatures and destroys it.`],
    abilities: [
      on('summon', choose(yourCreature(), 1, 0), choose(opponentsCreature(), 1, 1, { chooser: 'opponent' }), mergeReg(1, 0), {
        op: 'destroy',
        reg: 0,
      }),
    ],
  },
  // Natural Snare
  'dm01-039': {
    lines: ["Choose 1 of your opponent's creatures in the battle zone and put it into his mana zone."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'toMana')),
  },
  // Swamp Worm
  'dm01-053': {
    lines: [`${ETB}your opponent chooses 1 of his creatures and destroys it.`],
    abilities: [on('summon', chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' }))],
  },
  // Masked Horror, Shadow of Scorn
  'dm01-054': {
    lines: [`${ETB}your opponent discards a card at random from his hand.`],
    abilities: [on('summon', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Stinger Worm (see destroyOtherElseSelf)
  'dm01-057': destroyOtherElseSelf,
  // Dark Reversal
  'dm01-058': {
    lines: ['Return a creature from your graveyard to your hand.'],
    spell: spell(chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 1, 'toHand')),
  },
  // Tornado Flame
  'dm01-064': {
    lines: ["Destroy 1 of your opponent's creatures that has power 4000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 4000 }), 1, 'destroy')),
  },
  // Spiral Gate
  'dm01-086': {
    lines: ["Choose a creature in the battle zone and return it to its owner's hand."],
    spell: spell(chooseThen(anyCreature(), 1, 'toHand')),
  },
  // Bloody Squito
  'dm01-089': winDestroy,
  // Death Smoke
  'dm01-093': {
    lines: ["Destroy one of your opponent's untapped creatures."],
    spell: spell(chooseThen(opponentsCreature({ tapped: false }), 1, 'destroy')),
  },
  // Ghost Touch
  'dm01-094': {
    lines: ['Your opponent discards a card at random from his hand.'],
    spell: spell({ op: 'discardRandom', who: 'opponent', count: 1 }),
  },
  // Bronze-Arm Tribe
  'dm01-106': {
    lines: [`${ETB}put the top card of your deck into your mana zone.`],
    abilities: [on('summon', { op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 })],
  },
  // Dimension Gate
  'dm01-110': {
    lines: [
      'Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    spell: spell(search({ type: 'creature' })),
  },
  // Aqua Sniper
  'dm01-s03': {
    lines: [`${ETB}choose up to 2 creatures in the battle zone and return them to their owners' hands.`],
    abilities: [on('summon', chooseThen(anyCreature(), 2, 'toHand', { upTo: true }))],
  },
  // Scarlet Skyterror
  'dm01-s07': {
    lines: [`${ETB}destroy all creatures that have "blocker."`],
    abilities: [on('summon', { op: 'all', filter: anyCreature({ blocker: true }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Brain Serum (English redesign of Cyber Brain)
  'tcg-dm01-027': {
    lines: ['Draw up to 2 cards.'],
    spell: spell({ op: 'drawUpTo', count: 2 }),
  },

  // ---- the rest of DM-01 ----
  // Rayla, Truth Enforcer
  'dm01-002': {
    lines: [
      `${ETB}search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.`,
    ],
    abilities: [on('summon', search({ type: 'spell' }))],
  },
  // King Ripped-Hide
  'dm01-003': {
    lines: [`${ETB}draw up to 2 cards.`],
    abilities: [on('summon', { op: 'drawUpTo', count: 2 })],
  },
  // Vampire Silphy
  'dm01-005': {
    lines: [`${ETB}destroy all creatures that have power 3000 or less.`],
    abilities: [on('summon', { op: 'all', filter: anyCreature({ maxPower: 3000 }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Gigargon
  'dm01-006': {
    lines: [`${ETB}return up to 2 creatures from your graveyard to your hand.`],
    abilities: [on('summon', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 2, 'toHand', { upTo: true }))],
  },
  // Bolshack Dragon
  'dm01-008': {
    lines: ['While attacking, this creature gets +1000 power for each fire card in your graveyard.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 1000 * fireInGrave(s, s.owner[src]!) }],
  },
  // Tower Shell
  'dm01-009': {
    lines: ["This creature can't be blocked by any creature that has power 4000 or less."],
    statics: [{ kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 4000 }],
  },
  // Thorny Mandra
  'dm01-010': {
    lines: [`${ETB}you may put 1 creature from your graveyard into your mana zone.`],
    abilities: [on('summon', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 1, 'toMana', { upTo: true }))],
  },
  // Chilias, the Oracle
  'dm01-014': toHandInstead('When this creature would be destroyed, put it into your hand instead.'),
  // Laser Wing
  'dm01-016': {
    lines: ["Choose up to 2 of your creatures in the battle zone. They can't be blocked this turn."],
    spell: spell(choose(yourCreature(), 2, 0, { upTo: true }), { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE }),
  },
  // Aqua Knight
  'dm01-017': toHandInstead('When this creature would be destroyed, return it to your hand instead.'),
  // Saucer-Head Shark
  'dm01-018': {
    lines: [`${ETB}return each creature in the battle zone that has power 2000 or less to its owner's hand.`],
    abilities: [on('summon', { op: 'all', filter: anyCreature({ maxPower: 2000 }), reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Tropico
  'dm01-019': {
    lines: ["This creature can't be blocked while you have at least 2 other creatures in the battle zone."],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_UNBLOCKABLE,
        when: (s, src) => countBattle(s, s.owner[src]!, () => true, src) >= 2,
      },
    ],
  },
  // Unicorn Fish
  'dm01-020': {
    lines: [`${ETB}you may choose 1 creature in the battle zone and return it to its owner's hand.`],
    abilities: [on('summon', chooseThen(anyCreature(), 1, 'toHand', { upTo: true }))],
  },
  // Crystal Memory
  'dm01-022': {
    lines: ['Search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.'],
    spell: spell(search()),
  },
  // Gigaberos. Japanese text (implemented): "put 2 of your other creatures into your graveyard; if you don't,
  // put this creature into your graveyard". Read as: with 2 or more other creatures, 2 of them are destroyed
  // (no "may"); with fewer, none of them is and this creature is destroyed. The English "or" reads as a free
  // choice between the two.
  'dm01-024': {
    lines: [`${ETB}destroy 2 of your other creatures or destroy this creature.`],
    abilities: [
      on(
        'summon',
        choose(yourCreature({ notSelf: true }), (s, f) => (countBattle(s, f.player, () => true, f.src) >= 2 ? 2 : 0), 0),
        { op: 'destroy', reg: 0 },
        ifNone(0),
        destroySelf(1),
      ),
    ],
  },
  // Dark Clown
  'dm01-026': winDestroy,
  // Explosive Fighter Ucarn
  'dm01-029': {
    lines: [`${ETB}put 2 cards from your mana zone into your graveyard.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 2, 'toGraveyard'))],
  },
  // Storm Shell
  'dm01-035': {
    lines: [`${ETB}your opponent chooses 1 of his creatures in the battle zone and puts it into his mana zone.`],
    abilities: [on('summon', chooseThen(opponentsCreature(), 1, 'toMana', { chooser: 'opponent' }))],
  },
  // Red-Eye Scorpion
  'dm01-037': toManaInstead('When this creature would be destroyed, put it into your mana zone instead.'),
  // Stampeding Longhorn
  'dm01-038': {
    lines: ["This creature can't be blocked by any creature that has power 3000 or less."],
    statics: [{ kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 3000 }],
  },
  // Toel, Vizier of Hope
  'dm01-041': {
    lines: ['At the end of each of your turns, you may untap all your creatures in the battle zone.'],
    abilities: [on('endOfTurn', may({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'untap', reg: 0 }))],
  },
  // Iocant, the Oracle
  'dm01-045': {
    lines: ['While you have at least 1 Angel Command in the battle zone, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: whileYouHaveRace('Angel Command') }],
  },
  // Moonlight Flash
  'dm01-046': {
    lines: ["Choose up to 2 of your opponent's creatures in the battle zone and tap them."],
    spell: spell(chooseThen(opponentsCreature(), 2, 'tap', { upTo: true })),
  },
  // Illusionary Merfolk
  'dm01-047': {
    lines: [`${ETB}if you have a Cyber Lord in the battle zone, draw up to 3 cards.`],
    abilities: [on('summon', ifYouHaveRace('Cyber Lord'), { op: 'drawUpTo', count: 3 })],
  },
  // Aqua Soldier
  'dm01-050': toHandInstead('When this creature would be destroyed, return it to your hand instead.'),
  // Meteosaur
  'dm01-060': {
    lines: [`${ETB}you may destroy 1 of your opponent's creatures that has power 2000 or less.`],
    abilities: [on('summon', chooseThen(opponentsCreature({ maxPower: 2000 }), 1, 'destroy', { upTo: true }))],
  },
  // Armored Walker Urherion
  'dm01-061': {
    lines: ['While you have at least 1 Human in the battle zone, this creature gets +2000 power during its attacks.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, attacking: true, when: whileYouHaveRace('Human') }],
  },
  // Onslaughter Triceps
  'dm01-063': {
    lines: [`${ETB}put 1 card from your mana zone into your graveyard.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toGraveyard'))],
  },
  // Coiling Vines
  'dm01-067': toManaInstead('When this creature would be destroyed, put it into your mana zone instead.'),
  // Poisonous Mushroom
  'dm01-069': {
    lines: [`${ETB}you may put 1 card from your hand into your mana zone.`],
    abilities: [on('summon', chooseThen({ zone: 'hand', owner: 'you' }, 1, 'toMana', { upTo: true }))],
  },
  // Pangaea's Song
  'dm01-070': {
    lines: ['Put 1 of your creatures from the battle zone into your mana zone.'],
    spell: spell(chooseThen(yourCreature(), 1, 'toMana')),
  },
  // Miele, Vizier of Lightning
  'dm01-073': {
    lines: [`${ETB}you may choose 1 of your opponent's creatures in the battle zone and tap it.`],
    abilities: [on('summon', chooseThen(opponentsCreature(), 1, 'tap', { upTo: true }))],
  },
  // Sonic Wing
  'dm01-077': {
    lines: ["Choose 1 of your creatures in the battle zone. It can't be blocked this turn."],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE }),
  },
  // Solar Ray
  'dm01-078': {
    lines: ["Choose 1 of your opponent's creatures in the battle zone and tap it."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'tap')),
  },
  // Virtual Tripwire
  'dm01-085': {
    lines: ["Choose 1 of your opponent's creatures in the battle zone and tap it."],
    spell: spell(chooseThen(opponentsCreature(), 1, 'tap')),
  },
  // Black Feather, Shadow of Rage (see destroyOtherElseSelf)
  'dm01-092': destroyOtherElseSelf,
  // Fatal Attacker Horvath
  'dm01-096': {
    lines: ['While you have at least 1 Armorloid in the battle zone, this creature gets +2000 power during its attacks.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, attacking: true, when: whileYouHaveRace('Armorloid') }],
  },
  // Artisan Picora
  'dm01-099': {
    lines: [`${ETB}put 1 card from your mana zone into your graveyard.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toGraveyard'))],
  },
  // Crimson Hammer
  'dm01-101': {
    lines: ["Destroy 1 of your opponent's creatures that has power 2000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 2000 }), 1, 'destroy')),
  },
  // Mighty Shouter
  'dm01-105': toManaInstead('When this creature would be destroyed, put it into your mana zone instead.'),
  // Ultimate Force
  'dm01-109': {
    lines: ['Put the top 2 cards of your deck into your mana zone.'],
    spell: spell({ op: 'top', who: 'you', count: 2, reg: 0 }, { op: 'toMana', reg: 0 }),
  },
  // Magma Gazer
  'dm01-033': {
    lines: ['One of your creatures gets "power attacker +4000" and "double breaker" until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER, powerAttacker: 4000 }),
  },
  // Aura Blast (the creatures in the battle zone when it resolves, 608.2b)
  'dm01-040': {
    lines: ['Each of your creatures in the battle zone gets "power attacker +2000" until the end of the turn.'],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: 0, powerAttacker: 2000 }),
  },
  // Burning Power
  'dm01-102': {
    lines: ['One of your creatures gets "power attacker +2000" until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: 0, powerAttacker: 2000 }),
  },
  // Chaos Strike. Japanese text (implemented): choose any one of the opponent's creatures (the English says an
  // untapped one; choosing a tapped one changes nothing); this turn it can be attacked although untapped.
  'dm01-034': {
    lines: [
      "Choose 1 of your opponent's untapped creatures in the battle zone. Your creatures can attack it this turn as though it were tapped.",
    ],
    spell: spell(choose(opponentsCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_ATTACKABLE_UNTAPPED }),
  },
  // Creeping Plague (JA: このターン、自分のクリーチャーをブロックした相手クリーチャーはすべて、バトルに勝っても
  // 持ち主の墓地に置かれる): this turn, opposing creatures that block your creatures go to the graveyard after the
  // battle, even when they win it. The English "gets slayer when blocked" is the TCG wording; implemented per
  // the Japanese text (a move to the graveyard, not a destruction).
  'dm01-028': {
    lines: ['Whenever any of your creatures becomes blocked this turn, it gets "slayer" until the end of the turn.'],
    spell: { on: 'summon', steps: [{ op: 'turnFlag', flag: TURN_BLOCKERS_TO_GRAVEYARD }] },
  },
};

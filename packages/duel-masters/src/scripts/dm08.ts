// DM-08 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardDef, CardScript, Step } from '../cards/types.js';
import {
  KW_ATTACK_UNTAPPED,
  KW_CANT_ATTACK,
  KW_DOUBLE_BREAKER,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_UNBLOCKABLE,
  TYPE_SPELL,
} from '../keywords.js';
import { power, turboRushActive } from '../query/characteristics.js';
import type { DMState } from '../state.js';
import { battlingOpponent, canEnter, choose, countBattle, destroySelf, enterBattle, ifCauseYours, raceOf } from './lib-a.js';
import { anyCreature, chooseThen, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

/** Continue only if a card in register `reg` has Dragon in its race (read after it moved: same card). */
const ifDragonIn = (reg: number): Step => ({
  op: 'if',
  test: (s, f) => f.regs.some((r) => r >> 8 === reg && raceOf(defOf(s, r & 255), 'dragon')),
});

/** Turbo rush triggers: the ability exists only while turbo rush is on (nothing between the attack and its
 * trigger's resolution can change that, so it is checked on resolution). */
const ifTurbo: Step = { op: 'if', test: (s, f) => turboRushActive(s, f.src) };

/** A Dragonoid, or a creature that has Dragon in its race (JA: ドラゴンまたはドラゴノイド). */
const dragonOrDragonoid = (d: CardDef): boolean => d.races.includes('Dragonoid') || raceOf(d, 'dragon');

/** Filter test: the creature has the least power in the battle zone (powers read as 0 when negative). */
const leastPower = (s: DMState, inst: number): boolean => {
  let min = Infinity;
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) min = Math.min(min, Math.max(0, power(s, i)));
  return Math.max(0, power(s, inst)) === min;
};

const destroyWhenAnotherEnters: CardScript = {
  lines: ['When you put another creature into the battle zone, destroy this creature.'],
  abilities: [on('otherEnters', ifCauseYours(), destroySelf(0))],
};

const shieldToGraveyard = chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toGraveyard');

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

  // Super Necrodragon Abzo Dolba
  'dm08-s03': {
    lines: ['This creature gets +2000 power for each creature in your graveyard.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: (s, src) => {
          const g = s.grave[s.owner[src]! as 0 | 1];
          let n = 0;
          for (let k = 0; k < g.length; k++) if (defOf(s, g[k]!).type !== TYPE_SPELL) n++;
          return 2000 * n;
        },
      },
    ],
  },
  // Aqua Ranger
  'dm08-002': {
    lines: ['When this creature would be destroyed, put it into your hand instead.'],
    statics: [{ kind: 'destroyInstead', to: 'hand' }],
  },
  // Megaria, Empress of Dread
  'dm08-003': {
    lines: ['Each creature in the battle zone has "slayer."'],
    statics: [{ kind: 'flags', target: { owner: 'any' }, flags: KW_SLAYER }],
  },
  // Nariel, the Oracle
  'dm08-008': {
    lines: ["Creatures that have power 3000 or more can't attack."],
    statics: [{ kind: 'flags', target: { owner: 'any', test: (s, i) => Math.max(0, power(s, i)) >= 3000 }, flags: KW_CANT_ATTACK }],
  },
  // Aqua Grappler
  'dm08-009': {
    lines: ['Whenever this creature attacks, you may draw a card for each other tapped creature you have in the battle zone.'],
    abilities: [
      on('attack', { op: 'may' }, { op: 'draw', who: 'you', count: (s, f) => countBattle(s, f.player, (_d, i) => !!s.tapped[i], f.src) }),
    ],
  },
  // Marine Scramble
  'dm08-011': {
    lines: ["Your creatures in the battle zone can't be blocked this turn."],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE }),
  },
  // Necrodragon Galbazeek
  'dm08-012': {
    lines: ['Whenever this creature attacks, choose one of your shields and put it into your graveyard.'],
    abilities: [on('attack', shieldToGraveyard)],
  },
  // Skeleton Vice
  'dm08-014': {
    lines: ['Your opponent discards 2 cards at random from their hand.'],
    spell: spell({ op: 'discardRandom', who: 'opponent', count: 2 }),
  },
  // Laser Whip
  'dm08-022': {
    lines: [
      "Choose one of your opponent's creatures in the battle zone and tap it. Then you may choose one of your creatures in the battle zone. If you do, it can't be blocked this turn.",
    ],
    spell: spell(chooseThen(opponentsCreature(), 1, 'tap'), choose(yourCreature(), 1, 1, { upTo: true }), {
      op: 'grant',
      reg: 1,
      flags: KW_UNBLOCKABLE,
    }),
  },
  // Dracobarrier
  'dm08-023': {
    lines: [
      "Choose one of your opponent's creatures in the battle zone and tap it. If it has Dragon in its race, add the top card of your deck to your shields face down.",
    ],
    spell: spell(
      chooseThen(opponentsCreature(), 1, 'tap'),
      ifDragonIn(0),
      { op: 'top', who: 'you', count: 1, reg: 1 },
      { op: 'toShield', reg: 1 },
    ),
  },
  // Wave Lance
  'dm08-026': {
    lines: ["Choose a creature in the battle zone and return it to its owner's hand. If it has Dragon in its race, you may draw a card."],
    spell: spell(chooseThen(anyCreature(), 1, 'toHand'), ifDragonIn(0), { op: 'may' }, { op: 'draw', who: 'you', count: 1 }),
  },
  // Dimension Splitter
  'dm08-029': {
    lines: [
      'When you put this creature into the battle zone, you may return all creatures that have Dragon in their race from your graveyard to your hand.',
    ],
    abilities: [
      on(
        'summon',
        { op: 'may' },
        { op: 'all', filter: { zone: 'graveyard', owner: 'you', type: 'creature', test: (s, i) => raceOf(defOf(s, i), 'dragon') }, reg: 0 },
        { op: 'toHand', reg: 0 },
      ),
    ],
  },
  // Bruiser Dragon
  'dm08-030': {
    lines: ['When this creature is destroyed, choose one of your shields and put it into your graveyard.'],
    abilities: [on('destroyed', shieldToGraveyard)],
  },
  // Volcano Charger
  'dm08-032': {
    lines: ["Destroy one of your opponent's creatures that has power 2000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 2000 }), 1, 'destroy')),
  },
  // Muscle Charger
  'dm08-035': {
    lines: ['Each of your creatures in the battle zone gets +3000 power until the end of the turn.'],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'power', reg: 0, amount: 3000 }),
  },
  // Misha, Channeler of Suns
  'dm08-036': {
    lines: ["This creature can't be attacked by any creature that has Dragon in its race."],
    statics: [{ kind: 'unattackableBy', by: (s, a) => raceOf(defOf(s, a), 'dragon') }],
  },
  // Eureka Charger
  'dm08-043': { lines: ['Draw a card.'], spell: spell({ op: 'draw', who: 'you', count: 1 }) },
  // Corpse Charger
  'dm08-047': {
    lines: ['Put a creature from your graveyard into your hand.'],
    spell: spell(chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 1, 'toHand')),
  },
  // Torpedo Skyterror
  'dm08-048': {
    lines: ['While attacking, this creature gets +2000 power for each other tapped creature you have in the battle zone.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        attacking: true,
        amount: (s, src) => 2000 * countBattle(s, s.owner[src]!, (_d, i) => !!s.tapped[i], src),
      },
    ],
  },
  // Totto Pipicchi
  'dm08-051': {
    lines: ['Each creature in the battle zone that has Dragon in its race has "speed attacker."'],
    statics: [{ kind: 'flags', target: { owner: 'any', test: (s, i) => raceOf(defOf(s, i), 'dragon') }, flags: KW_SPEED_ATTACKER }],
  },
  // Cranium Clamp (English redesign): the opponent chooses the 2 cards.
  'tcg-dm08-027': {
    lines: ['Your opponent chooses and discards 2 cards from his hand.'],
    spell: spell(chooseThen({ zone: 'hand', owner: 'opponent' }, 2, 'toGraveyard', { chooser: 'opponent' })),
  },
  // Magmadragon Jagalzor
  'dm08-004': {
    lines: ['Turbo rush: Each of your creatures in the battle zone has "speed attacker."'],
    statics: [{ kind: 'flags', target: { owner: 'you' }, flags: KW_SPEED_ATTACKER, when: turboRushActive }],
  },
  // Vikorakys
  'dm08-010': {
    lines: [
      'Turbo rush: When this creature attacks, search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('attack', ifTurbo, search())],
  },
  // Slaphappy Soldier Galback
  'dm08-016': {
    lines: ["Turbo rush: Whenever this creature attacks, you may destroy one of your opponent's creatures that has power 4000 or less."],
    abilities: [on('attack', ifTurbo, chooseThen(opponentsCreature({ maxPower: 4000 }), 1, 'destroy', { upTo: true }))],
  },
  // Gigaclaws
  'dm08-044': {
    lines: ['Turbo rush: Whenever this creature attacks, your opponent discards his hand.'],
    abilities: [on('attack', ifTurbo, { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 }, { op: 'toGraveyard', reg: 0 })],
  },
  // Missile Soldier Ultimo
  'dm08-050': {
    lines: ['Turbo rush: This creature can attack untapped creatures and has "Power attacker +4000."'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_ATTACK_UNTAPPED, powerAttacker: 4000, when: turboRushActive }],
  },
  // Senia, Orchard Avenger
  'dm08-053': {
    lines: ['Turbo rush: This creature gets +5000 power and has "double breaker."'],
    statics: [
      { kind: 'power', target: { self: true }, amount: 5000, when: turboRushActive },
      { kind: 'flags', target: { self: true }, flags: KW_DOUBLE_BREAKER, when: turboRushActive },
    ],
  },
  // Lalicious
  'dm08-024': {
    lines: ["Whenever this creature attacks, you may look at your opponent's hand and at the top card of his deck."],
    abilities: [
      on(
        'attack',
        { op: 'may' },
        { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
        { op: 'top', who: 'opponent', count: 1, reg: 0 },
        { op: 'look', reg: 0 },
      ),
    ],
  },
  // Migalo, Vizier of Spycraft
  'dm08-037': {
    lines: [
      "Turbo rush: Whenever this creature attacks, you may look at 2 of your opponent's shields. Then put them back where they were.",
    ],
    abilities: [on('attack', ifTurbo, { op: 'may' }, choose({ zone: 'shields', owner: 'opponent' }, 2, 0), { op: 'look', reg: 0 })],
  },
  // Grape Globbo
  'dm08-042': {
    lines: ["When you put this creature into the battle zone, look at your opponent's hand."],
    abilities: [on('summon', { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 }, { op: 'look', reg: 0 })],
  },
  // Coliseum Shell
  'dm08-033': {
    lines: ['Whenever this creature becomes blocked, you may put the top card of your deck into your mana zone.'],
    abilities: [on('blocked', { op: 'may' }, { op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 })],
  },
  // Solar Grass: every other creature of yours (not named Solar Grass) untaps.
  'dm08-021': {
    lines: [
      "Turbo rush: Whenever this creature is attacking your opponent and isn't blocked, untap all your creatures in the battle zone except Solar Grasses.",
    ],
    abilities: [
      on(
        'unblocked',
        ifTurbo,
        { op: 'all', filter: yourCreature({ test: (s, i) => defOf(s, i).name !== 'Solar Grass' }), reg: 0 },
        { op: 'untap', reg: 0 },
      ),
    ],
  },
  // Gachack, Mechanical Doll (JA: you may put a creature in the battle zone into its owner's graveyard: destroy)
  'dm08-028': {
    lines: ["Turbo rush: Whenever this creature is attacking your opponent and isn't blocked, you may destroy a creature."],
    abilities: [on('unblocked', ifTurbo, chooseThen(anyCreature(), 1, 'destroy', { upTo: true }))],
  },
  // Thrumiss, Zephyr Guardian: its own attacks count too (JA: 自分のクリーチャーが攻撃するとき).
  'dm08-007': {
    lines: ["Whenever any of your creatures attacks, you may choose one of your opponent's creatures in the battle zone and tap it."],
    abilities: (['attack', 'allyAttacks'] as const).map((ev) => on(ev, chooseThen(opponentsCreature(), 1, 'tap', { upTo: true }))),
  },
  // Motorcycle Mutant, Tyrant Worm (JA: when another creature of yours enters, put this one into your graveyard)
  'dm08-027': destroyWhenAnotherEnters,
  'dm08-046': destroyWhenAnotherEnters,
  // Scream Slicer, Shadow of Fear
  'dm08-013': {
    lines: [
      "Whenever you put a Dragonoid or a creature that has Dragon in its race into the battle zone, destroy the creature that has the least power in the battle zone. If there's a tie, you choose from among the tied creatures.",
    ],
    abilities: [on('otherEnters', ifCauseYours(dragonOrDragonoid), chooseThen(anyCreature({ test: leastPower }), 1, 'destroy'))],
  },
  // Bakkra Horn, the Silent
  'dm08-054': {
    lines: [
      'Whenever you put a Dragonoid or a creature that has Dragon in its race into the battle zone, put the top card of your deck into your mana zone.',
    ],
    abilities: [on('otherEnters', ifCauseYours(dragonOrDragonoid), { op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 })],
  },
  // Kyrstron, Lair Delver (JA: when it is put into your graveyard from the battle zone — destroyed): a Dragon
  // from your hand enters without being summoned (an evolution Dragon only on one of its sources).
  'dm08-015': {
    lines: ['When this creature is destroyed, you may put a creature that has Dragon in its race from your hand into the battle zone.'],
    abilities: [
      on(
        'destroyed',
        choose({ zone: 'hand', owner: 'you', type: 'creature', test: (s, i) => raceOf(defOf(s, i), 'dragon') && canEnter(s, i) }, 1, 0, {
          upTo: true,
        }),
        enterBattle(0, 'you', 1),
      ),
    ],
  },
  // Terradragon Gamiratar: the opponent may put a creature from his hand into his battle zone (not summoned).
  'dm08-018': {
    lines: [
      'When you put this creature into the battle zone, your opponent may choose a creature in his hand and put it into the battle zone.',
    ],
    abilities: [
      on(
        'summon',
        choose({ zone: 'hand', owner: 'opponent', type: 'creature', test: canEnter }, 1, 0, { upTo: true, chooser: 'opponent' }),
        enterBattle(0, 'opponent', 1),
      ),
    ],
  },
  // Sasha, Channeler of Suns (JA: when it battles a Dragon, +6000)
  'dm08-006': {
    lines: ['While battling a creature that has Dragon in its race, this creature gets +6000 power.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: 6000,
        when: (s, src) => battlingOpponent(s, src) >= 0 && raceOf(defOf(s, battlingOpponent(s, src)), 'dragon'),
      },
    ],
  },
};

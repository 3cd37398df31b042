// DM-09 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript } from '../cards/types.js';
import { KW_DOUBLE_BREAKER, KW_MUST_ATTACK, KW_UNBLOCKABLE, TYPE_SPELL } from '../keywords.js';
import {
  attackingCreature,
  canEnter,
  choose,
  countBattle,
  DB_LINE,
  enterBattle,
  ifCauseYours,
  lookTopOneToHandRestBottom,
  noBattle,
  powerBreakers,
  raceOf,
  sharesRaceWith,
  TB_LINE,
  toGraveyardOrDestroy,
} from './lib-a.js';
import { anyCreature, chooseThen, DARKNESS, NATURE, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

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
    spell: spell(
      choose({ zone: 'battle', alsoZone: 'shields', owner: 'opponent' }, 1, 0, { chooser: 'opponent' }),
      toGraveyardOrDestroy(0, 1),
    ),
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
    abilities: [
      on('destroyed', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature', notSelf: true }, 1, 'toHand', { upTo: true })),
    ],
  },
  // Steam Rumbler Kain
  'dm09-049': {
    lines: ['Whenever this creature attacks, choose one of your shields and put it into your graveyard.'],
    abilities: [on('attack', chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toGraveyard'))],
  },
  // Aerodactyl Kooza
  'dm09-050': unblockableAttackingCreature,
  // Solid Horn
  'dm09-052': {
    lines: ['When this creature would be destroyed, put it into your mana zone instead.'],
    statics: [{ kind: 'destroyInstead', to: 'mana' }],
  },
  // Blizzard of Spears
  'dm09-017': {
    lines: ['Destroy all creatures that have power 4000 or less.'],
    spell: spell({ op: 'all', filter: anyCreature({ maxPower: 4000 }), reg: 0 }, { op: 'destroy', reg: 0 }),
  },
  // Terradragon Anrist Vhal
  'dm09-019': {
    lines: ['This creature gets +2000 power for each of your other nature creatures in the battle zone.', DB_LINE],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: (s, src) => 2000 * countBattle(s, s.owner[src]!, (d) => (d.civs & NATURE) !== 0, src),
      },
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
  // Emperor Maroll. JA (implemented): when it becomes blocked, no battle happens and the blocker returns to its
  // owner's hand (the English line leaves out "no battle happens"; with the blocker gone the result is the same).
  'dm09-009': {
    lines: [
      'Whenever you put another creature into the battle zone, return this creature to your hand.',
      "Whenever this creature becomes blocked, return the blocking creature to its owner's hand.",
    ],
    abilities: [
      on('otherEnters', ifCauseYours(), { op: 'self', reg: 0 }, { op: 'toHand', reg: 0 }),
      on('blocked', noBattle, { op: 'toHand', reg: 3 }),
    ],
  },
  // Scout Cluster
  'dm09-041': {
    lines: ['Whenever you put another creature into the battle zone, return this creature from the battle zone to your hand.'],
    abilities: [on('otherEnters', ifCauseYours(), { op: 'self', reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Marching Motherboard: another creature of yours with "Cyber" in its race (JA: 「サイバー」と付く種族).
  'dm09-002': {
    lines: ['Whenever you put another creature that has Cyber in its race into the battle zone, you may draw a card.'],
    abilities: [
      on(
        'otherEnters',
        ifCauseYours((d) => d.races.some((r) => /\bcyber\b/i.test(r))),
        { op: 'may' },
        { op: 'draw', who: 'you', count: 1 },
      ),
    ],
  },
  // Azaghast, Tyrant of Shadows
  'dm09-003': {
    lines: ["Whenever you put a Ghost into the battle zone, you may destroy one of your opponent's untapped creatures."],
    abilities: [
      on(
        'otherEnters',
        ifCauseYours((d) => raceOf(d, 'Ghost')),
        chooseThen(opponentsCreature({ tapped: false }), 1, 'destroy', { upTo: true }),
      ),
    ],
  },
  // Vreemah, Freaky Mojo Totem: every Beast Folk (both players') in the battle zone.
  'dm09-005': {
    lines: [
      'Whenever you put another creature into the battle zone, each Beast Folk in the battle zone gets +2000 power and "double breaker" until the end of the turn.',
    ],
    abilities: [
      on(
        'otherEnters',
        ifCauseYours(),
        { op: 'all', filter: anyCreature({ test: (s, i) => raceOf(defOf(s, i), 'Beast Folk') }), reg: 0 },
        { op: 'power', reg: 0, amount: 2000 },
        { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER },
      ),
    ],
  },
  // Micute, the Oracle
  'dm09-007': {
    lines: [
      "Whenever you put a Guardian into the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    ],
    abilities: [
      on(
        'otherEnters',
        ifCauseYours((d) => raceOf(d, 'Guardian')),
        chooseThen(opponentsCreature(), 1, 'tap', { upTo: true }),
      ),
    ],
  },
  // Ice Vapor, Shadow of Anguish: after the spell, the caster discards a card, then puts a mana card into the graveyard.
  'dm09-013': {
    lines: [
      'Whenever your opponent casts a spell, he chooses and discards a card from his hand, then chooses a card in his mana zone and puts it into his graveyard.',
    ],
    abilities: [
      on(
        'opponentCasts',
        chooseThen({ zone: 'hand', owner: 'opponent' }, 1, 'toGraveyard', { chooser: 'opponent' }),
        choose({ zone: 'mana', owner: 'opponent' }, 1, 1, { chooser: 'opponent' }),
        { op: 'toGraveyard', reg: 1 },
      ),
    ],
  },
  // Shock Trooper Mykee (JA: put it into its owner's graveyard: destroy)
  'dm09-015': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, you may destroy one of your opponent's creatures that has power 3000 or less.",
    ],
    abilities: [on('unblocked', chooseThen(opponentsCreature({ maxPower: 3000 }), 1, 'destroy', { upTo: true }))],
  },
  // Cyclolink, Spectral Knight
  'dm09-036': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.",
    ],
    abilities: [on('unblocked', search({ type: 'spell' }))],
  },
  // Tentacle Cluster
  'dm09-040': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, you may choose a creature in the battle zone and return it to its owner's hand.",
    ],
    abilities: [on('unblocked', chooseThen(anyCreature(), 1, 'toHand', { upTo: true }))],
  },
  // Trixo, Wicked Doll
  'dm09-045': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, your opponent chooses one of his creatures and destroys it.",
    ],
    abilities: [on('unblocked', chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' }))],
  },
  // Quakesaur
  'dm09-048': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, your opponent chooses a card in his mana zone and puts it into his graveyard.",
    ],
    abilities: [on('unblocked', chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toGraveyard', { chooser: 'opponent' }))],
  },
  // Cavern Raider
  'dm09-054': {
    lines: [
      "Whenever this creature is attacking your opponent and isn't blocked, search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.",
    ],
    abilities: [on('unblocked', search({ type: 'creature' }))],
  },
  // Stratosphere Giant (JA: the opponent may put up to 2 creatures from his hand; they enter together).
  'dm09-s05': {
    lines: [
      'When you put this creature into the battle zone, your opponent chooses up to 2 creatures in his hand and puts them into the battle zone.',
    ],
    abilities: [
      on(
        'summon',
        choose({ zone: 'hand', owner: 'opponent', type: 'creature', test: canEnter }, 2, 0, { upTo: true, chooser: 'opponent' }),
        enterBattle(0, 'opponent', 2),
      ),
    ],
  },
  // Simian Warrior Grash: itself (an Armorloid) or another Armorloid of yours. Destroyed together with another
  // Armorloid, it triggers once, for itself (look-back applies only to the leaving card, 603.5c).
  'dm09-016': {
    lines: ['Whenever one of your Armorloids is destroyed, your opponent chooses a card in his mana zone and puts it into his graveyard.'],
    abilities: [
      on('destroyed', chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toGraveyard', { chooser: 'opponent' })),
      on(
        'otherDestroyed',
        ifCauseYours((d) => raceOf(d, 'Armorloid')),
        chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toGraveyard', { chooser: 'opponent' }),
      ),
    ],
  },
  // Zeppelin Crawler, Kelp Candle, Submarine Project: one of the top 4 to the hand, the other 3 to the bottom in
  // the order you pick them.
  'dm09-010': {
    lines: [
      'Whenever this creature blocks, look at the top 4 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.',
    ],
    abilities: [on('block', lookTopOneToHandRestBottom(4))],
  },
  'dm09-042': {
    lines: [
      'Whenever this creature blocks, look at the top 4 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.',
    ],
    abilities: [on('block', lookTopOneToHandRestBottom(4))],
  },
  'dm09-026': {
    lines: [
      'Look at the top 4 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.',
    ],
    spell: spell(lookTopOneToHandRestBottom(4)),
  },
  // Zombie Carnival, Dance of the Sproutlings: "choose a race, then creatures of that race" as choosing creatures
  // that share a race (lib-a sharesRaceWith).
  'dm09-047': {
    lines: ['Choose a race. Return up to 3 creatures of that race from your graveyard to your hand.'],
    spell: spell(choose({ zone: 'graveyard', owner: 'you', type: 'creature', test: sharesRaceWith(0) }, 3, 0, { upTo: true }), {
      op: 'toHand',
      reg: 0,
    }),
  },
  'dm09-055': {
    lines: ['Choose a race. You may put any number of creatures of that race from your hand into your mana zone.'],
    spell: spell(choose({ zone: 'hand', owner: 'you', type: 'creature', test: sharesRaceWith(0) }, 40, 0, { upTo: true }), {
      op: 'toMana',
      reg: 0,
    }),
  },
  // Kalute, Vizier of Eternity. JA (implemented): "when this creature would be put into your graveyard from the
  // battle zone" (any move there, as Gigamantis) — the English text says "would be destroyed" — if another Kalute
  // (either player's) is in the battle zone, it returns to your hand instead. Two destroyed together both see
  // each other (replacements are decided before anything moves, 609.2).
  'dm09-038': {
    lines: [
      'When this creature would be destroyed, if another Kalute, Vizier of Eternity is in the battle zone, return this creature to your hand instead.',
    ],
    statics: [
      {
        kind: 'protect',
        to: 'hand',
        target: {
          owner: 'you',
          test: (s, inst, src) =>
            inst === src && [0, 1].some((q) => s.battle[q as 0 | 1].some((o) => o !== src && defOf(s, o).name === defOf(s, src).name)),
        },
      },
    ],
  },
};

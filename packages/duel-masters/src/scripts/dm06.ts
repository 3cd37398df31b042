// DM-06 card scripts: the text lines each covers and what they do.
import type { CardScript, Step } from '../cards/types.js';
import {
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_DOUBLE_BREAKER,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_TRIPLE_BREAKER,
  KW_UNBLOCKABLE,
  TYPE_SPELL,
} from '../keywords.js';
import { power } from '../query/characteristics.js';
import { regCount } from '../state.js';
import {
  choose,
  countBattle,
  destroySelf,
  handIntoDeckThenRedraw,
  noBattle,
  raceOf,
  tapAbility,
  toGraveyardOrDestroy,
  topToShieldsUpTo,
} from './lib-a.js';
import { anyCreature, chooseThen, DARKNESS, FIRE, NATURE, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

const ETB = 'When you put this creature into the battle zone, ';

const ANY_NUMBER = 40;

const onlySpellCast: CardScript = {
  lines: ['You can summon this creature only if you have cast a spell this turn.'],
  useIf: (s, p) => s.spellsThisTurn[p as 0 | 1] > 0,
};

const destroyIfAlone: CardScript = {
  lines: ['At the end of each of your turns, if this is your only creature in the battle zone, destroy it.'],
  abilities: [on('endOfTurn', { op: 'if', test: (s, f) => countBattle(s, f.player, () => true, f.src) === 0 }, destroySelf(0))],
};

/** "Whenever your opponent summons a creature or casts a spell, this creature gets "blocker" until the end of
 * the turn" (S-Trigger creatures are summoned too, 112.3a). */
const blockerWhenOpponentPlays: CardScript = {
  lines: ['Whenever your opponent summons a creature or casts a spell, this creature gets "blocker" until the end of the turn.'],
  abilities: (['opponentSummons', 'opponentCasts'] as const).map((ev) =>
    on(ev, { op: 'self', reg: 0 }, { op: 'grant', reg: 0, flags: KW_BLOCKER }),
  ),
};

/** JA: このクリーチャーの攻撃がブロックされた場合、バトルは行われない (both creatures stay tapped). */
const noBattleWhenBlocked: CardScript = {
  lines: ['Whenever this creature becomes blocked, no battle happens.'],
  abilities: [on('blocked', noBattle)],
};

const returnAtEndOfTurn: CardScript = {
  lines: ['At the end of your turn, return this creature to your hand.'],
  abilities: [on('endOfTurn', { op: 'self', reg: 0 }, { op: 'toHand', reg: 0 })],
};

const draw = (count: number): Step => ({ op: 'draw', who: 'you', count });

const unblockableUpTo = (max: number) => (s: Parameters<typeof power>[0], b: number) => Math.max(0, power(s, b)) <= max;

/** "Search your opponent's deck. Take up to n cards … into his graveyard. Then your opponent shuffles." */
const millSearch = (n: number): Step[] => [
  choose({ zone: 'library', owner: 'opponent' }, n, 0, { upTo: true }),
  { op: 'toGraveyard', reg: 0 },
  { op: 'shuffle', who: 'opponent' },
];

export const DM06: Record<string, CardScript> = {
  // Crisis Boulder: the opponent picks one of his creatures or mana cards; a creature put into the graveyard
  // from the battle zone is destroyed (701 Destroy), a mana card just moves.
  'dm06-034': {
    lines: ['Your opponent chooses one of his creatures in the battle zone or a card in his mana zone and puts it into his graveyard.'],
    spell: spell(
      choose({ zone: 'battle', alsoZone: 'mana', owner: 'opponent' }, 1, 0, { chooser: 'opponent' }),
      toGraveyardOrDestroy(0, 1),
    ),
  },
  // Thrash Crawler
  'dm06-050': {
    lines: [`${ETB}return a card from your mana zone to your hand.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
  },
  // Proclamation of Death
  'dm06-058': {
    lines: ['Your opponent chooses one of his creatures in the battle zone and destroys it.'],
    spell: spell(chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' })),
  },
  // Cocco Lupia: while it is in the battle zone, its controller's Dragons cost 2 less to summon, not below 2.
  'dm06-062': {
    lines: ["Your creatures that have Dragon in their race each cost 2 less to summon. They can't cost less than 2."],
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

  // Craze Valkyrie, the Drastic
  'dm06-s01': {
    lines: [`${ETB}choose up to 2 of your opponent's creatures in the battle zone and tap them.`],
    abilities: [on('summon', chooseThen(opponentsCreature(), 2, 'tap', { upTo: true }))],
  },
  // Q-tronic Hypermind: Survivors of both players count.
  'dm06-s03': {
    lines: [`${ETB}you may draw a card for each Survivor in the battle zone.`],
    abilities: [
      on(
        'summon',
        { op: 'may' },
        {
          op: 'draw',
          who: 'you',
          count: (s) => countBattle(s, 0, (d) => raceOf(d, 'Survivor')) + countBattle(s, 1, (d) => raceOf(d, 'Survivor')),
        },
      ),
    ],
  },
  // Crystal Jouster. Japanese text (implemented): a trigger, "when this creature is put into your graveyard from
  // the battle zone, return it to your hand" (its evolution sources stay in the graveyard). The English text is
  // a replacement ("would be destroyed … instead"), which would take the whole stack to the hand.
  'dm06-s04': {
    lines: ['When this creature would be destroyed, return it to your hand instead.'],
    abilities: [on('destroyed', { op: 'self', reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Daidalos, General of Fury. Japanese text (implemented): "it can't attack unless you put another of your
  // creatures into your graveyard" (an attack cost). So: it can't attack without another creature, and when it
  // attacks you destroy one of your OTHER creatures. The English "destroy one of your creatures" would allow
  // destroying Daidalos itself (and attacking alone).
  'dm06-s06': {
    lines: ['Whenever this creature attacks, destroy one of your creatures.'],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_CANT_ATTACK,
        when: (s, src) => countBattle(s, s.owner[src]!, () => true, src) === 0,
      },
    ],
    abilities: [on('attack', chooseThen(yourCreature({ notSelf: true }), 1, 'destroy'))],
  },
  // Ultra Mantis, Scourge of Fate
  'dm06-s09': {
    lines: ["This creature can't be blocked by any creature that has power 8000 or less."],
    statics: [{ kind: 'unblockableBy', by: unblockableUpTo(8000) }],
  },
  // Cliffcrush Giant
  'dm06-s10': {
    lines: ["While you have any other untapped creatures in the battle zone, this creature can't attack."],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_CANT_ATTACK,
        when: (s, src) => countBattle(s, s.owner[src]!, (_d, i) => !s.tapped[i], src) > 0,
      },
    ],
  },
  // Invincible Aura: one card at a time, up to 3.
  'dm06-002': {
    lines: ['Add up to 3 cards from the top of your deck to your shields face down.'],
    spell: spell(topToShieldsUpTo(3)),
  },
  // Aeropica
  'dm06-003': tapAbility(
    "$tap Choose a creature in the battle zone and return it to its owner's hand.",
    chooseThen(anyCreature(), 1, 'toHand'),
  ),
  // Invincible Technology
  'dm06-004': {
    lines: [
      'Search your deck. You may take any number of cards from your deck, show those cards to your opponent, and put them into your hand. Then shuffle your deck.',
    ],
    spell: spell(
      choose({ zone: 'library', owner: 'you' }, ANY_NUMBER, 0, { upTo: true }),
      { op: 'toHand', reg: 0 },
      { op: 'shuffle', who: 'you' },
    ),
  },
  // Tank Mutant
  'dm06-005': tapAbility(
    '$tap Your opponent chooses one of his creatures in the battle zone and destroys it.',
    chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' }),
  ),
  // Invincible Abyss
  'dm06-006': {
    lines: ["Destroy all your opponent's creatures."],
    spell: spell({ op: 'all', filter: opponentsCreature(), reg: 0 }, { op: 'destroy', reg: 0 }),
  },
  // Invincible Cataclysm
  'dm06-008': {
    lines: ["Choose up to 3 of your opponent's shields and put them into his graveyard."],
    spell: spell(chooseThen({ zone: 'shields', owner: 'opponent' }, 3, 'toGraveyard', { upTo: true })),
  },
  // Invincible Unity
  'dm06-010': {
    lines: ['Each of your creatures in the battle zone gets +8000 power and "triple breaker" until the end of the turn.'],
    spell: spell(
      { op: 'all', filter: yourCreature(), reg: 0 },
      { op: 'power', reg: 0, amount: 8000 },
      { op: 'grant', reg: 0, flags: KW_TRIPLE_BREAKER },
    ),
  },
  // Gariel, Elemental of Sunbeams
  'dm06-013': onlySpellCast,
  // Cosmogold, Spectral Knight
  'dm06-014': tapAbility(
    '$tap Return a spell from your mana zone to your hand.',
    chooseThen({ zone: 'mana', owner: 'you', type: 'spell' }, 1, 'toHand'),
  ),
  // Bonds of Justice
  'dm06-016': {
    lines: ['Tap all creatures in the battle zone that don\'t have "blocker."'],
    spell: spell({ op: 'all', filter: anyCreature({ blocker: false }), reg: 0 }, { op: 'tap', reg: 0 }),
  },
  // Midnight Crawler
  'dm06-019': {
    lines: [`${ETB}choose a card in your opponent's mana zone and return it to his hand.`],
    abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'opponent' }, 1, 'toHand'))],
  },
  // Raptor Fish
  'dm06-020': {
    lines: [`${ETB}count the cards in your hand, shuffle those cards into your deck, then draw that many cards.`],
    abilities: [on('summon', handIntoDeckThenRedraw(false))],
  },
  // Frost Specter, Shadow of Age (itself a Ghost)
  'dm06-023': {
    lines: ['Each of your Ghosts in the battle zone has "slayer."'],
    statics: [{ kind: 'flags', target: { owner: 'you', race: 'Ghost' }, flags: KW_SLAYER }],
  },
  // Gnarvash, Merchant of Blood
  'dm06-024': destroyIfAlone,
  // Schuka, Duke of Amnesia
  'dm06-025': {
    lines: ['When this creature is destroyed, each player discards his hand.'],
    abilities: [on('destroyed', { op: 'all', filter: { zone: 'hand', owner: 'any' }, reg: 0 }, { op: 'toGraveyard', reg: 0 })],
  },
  // Wicked Soul Reincarnation: 2 cards per creature chosen (JA: "that creature", 1 per chosen creature).
  'dm06-028': {
    lines: ['Destroy any number of your creatures. Then draw 2 cards for each creature destroyed this way.'],
    spell: spell(
      choose(yourCreature(), ANY_NUMBER, 0, { upTo: true }),
      { op: 'destroy', reg: 0 },
      {
        op: 'draw',
        who: 'you',
        count: (_s, f) => 2 * regCount(f, 0),
      },
    ),
  },
  // Armored Decimator Valkaizer
  'dm06-030': {
    lines: [`${ETB}you may destroy one of your opponent's creatures that has power 4000 or less.`],
    abilities: [on('summon', chooseThen(opponentsCreature({ maxPower: 4000 }), 1, 'destroy', { upTo: true }))],
  },
  // Bazagazeal Dragon
  'dm06-031': returnAtEndOfTurn,
  // Rikabu's Screwdriver
  'dm06-033': tapAbility(
    '$tap Destroy one of your opponent\'s creatures that has "blocker."',
    chooseThen(opponentsCreature({ blocker: true }), 1, 'destroy'),
  ),
  // Clobber Totem
  'dm06-036': {
    lines: ["This creature can't be blocked by any creature that has power 5000 or less."],
    statics: [{ kind: 'unblockableBy', by: unblockableUpTo(5000) }],
  },
  // Charmilia, the Enticer
  'dm06-039': tapAbility(
    '$tap Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature' }),
  ),
  // Mystic Treasure Chest
  'dm06-040': {
    lines: ['Search your deck. You may take a non-nature card from your deck and put it into your mana zone. Then shuffle your deck.'],
    spell: spell(search({ notCiv: NATURE }, 'toMana')),
  },
  // Razorpine Tree
  'dm06-042': {
    lines: ['This creature gets +2000 power for each shield you have.'],
    statics: [{ kind: 'power', target: { self: true }, amount: (s, src) => 2000 * s.shields[s.owner[src]! as 0 | 1].length }],
  },
  // Moontear, Spectral Knight
  'dm06-044': onlySpellCast,
  // Protective Force
  'dm06-046': {
    lines: ['One of your creatures in the battle zone that has "blocker" gets +4000 power until the end of the turn.'],
    spell: spell(choose(yourCreature({ blocker: true }), 1, 0), { op: 'power', reg: 0, amount: 4000 }),
  },
  // Neon Cluster
  'dm06-047': tapAbility('$tap Draw 2 cards.', draw(2)),
  // Shock Hurricane: return any number of yours; then you may return exactly that many of the opponent's.
  'dm06-051': {
    lines: [
      "Return any number of your creatures from the battle zone to your hand. Then you may choose that many of your opponent's creatures in the battle zone and return them to your opponent's hand.",
    ],
    spell: spell(
      choose(yourCreature(), ANY_NUMBER, 0, { upTo: true }),
      { op: 'toHand', reg: 0 },
      { op: 'ifAny', reg: 0 },
      { op: 'may' },
      choose(opponentsCreature(), (_s, f) => regCount(f, 0), 1),
      { op: 'toHand', reg: 1 },
    ),
  },
  // Mystic Dreamscape
  'dm06-052': {
    lines: ['Return up to 3 cards from your mana zone to your hand.'],
    spell: spell(chooseThen({ zone: 'mana', owner: 'you' }, 3, 'toHand', { upTo: true })),
  },
  // Skullcutter, Swarm Leader
  'dm06-055': destroyIfAlone,
  // Lupa, Poison-Tipped Doll
  'dm06-056': tapAbility(
    '$tap One of your creatures in the battle zone gets "slayer" until the end of the turn.',
    choose(yourCreature(), 1, 0),
    { op: 'grant', reg: 0, flags: KW_SLAYER },
  ),
  // Hell Slash
  'dm06-057': {
    lines: [
      "Search your opponent's deck. Take up to 3 cards from their deck and put them into their graveyard. Then your opponent shuffles their deck.",
    ],
    spell: spell(millSearch(3)),
  },
  // Cutthroat Skyterror
  'dm06-060': returnAtEndOfTurn,
  // Migasa, Adept of Chaos
  'dm06-061': tapAbility(
    '$tap One of your fire creatures in the battle zone gets "double breaker" until the end of the turn.',
    choose(yourCreature({ civ: FIRE }), 1, 0),
    { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER },
  ),
  // Spastic Missile
  'dm06-063': {
    lines: ["Destroy one of your opponent's creatures that has power 3000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 3000 }), 1, 'destroy')),
  },
  // Bliss Totem, Avatar of Luck
  'dm06-066': tapAbility(
    '$tap Put up to 3 cards from your graveyard into your mana zone.',
    chooseThen({ zone: 'graveyard', owner: 'you' }, 3, 'toMana', { upTo: true }),
  ),
  // Chen Treg, Vizier of Blades
  'dm06-071': tapAbility(
    "$tap Choose one of your opponent's creatures in the battle zone and tap it.",
    chooseThen(opponentsCreature(), 1, 'tap'),
  ),
  // Yuluk, the Oracle
  'dm06-076': onlySpellCast,
  // Sphere of Wonder
  'dm06-078': {
    lines: ['If your opponent has more shields than you do, add the top card of your deck to your shields face down.'],
    spell: spell(
      { op: 'if', test: (s, f) => s.shields[(1 - f.player) as 0 | 1].length > s.shields[f.player as 0 | 1].length },
      { op: 'top', who: 'you', count: 1, reg: 0 },
      { op: 'toShield', reg: 0 },
    ),
  },
  // Sopian
  'dm06-079': tapAbility(
    "$tap Choose one of your creatures in the battle zone. It can't be blocked this turn.",
    choose(yourCreature(), 1, 0),
    { op: 'grant', reg: 0, flags: KW_UNBLOCKABLE },
  ),
  // Energy Stream
  'dm06-085': { lines: ['Draw 2 cards.'], spell: spell(draw(2)) },
  // Grim Soul, Shadow of Reversal
  'dm06-088': tapAbility(
    '$tap Return a darkness creature from your graveyard to your hand.',
    chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature', civ: DARKNESS }, 1, 'toHand'),
  ),
  // Lone Tear, Shadow of Solitude
  'dm06-093': destroyIfAlone,
  // Legionnaire Lizard
  'dm06-095': tapAbility(
    '$tap One of your creatures in the battle zone gets "speed attacker" until the end of the turn.',
    choose(yourCreature(), 1, 0),
    { op: 'grant', reg: 0, flags: KW_SPEED_ATTACKER },
  ),
  // Armored Scout Gestuchar
  'dm06-096': {
    lines: ['While you have no other fire creatures in the battle zone, this creature has "power attacker +3000" and "double breaker."'],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_DOUBLE_BREAKER,
        powerAttacker: 3000,
        when: (s, src) => countBattle(s, s.owner[src]!, (d) => (d.civs & FIRE) !== 0, src) === 0,
      },
    ],
  },
  // Pyrofighter Magnus
  'dm06-098': returnAtEndOfTurn,
  // Torchclencher
  'dm06-099': {
    lines: ['While you have at least one other fire creature in the battle zone, this creature has "Power attacker +3000."'],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: 0,
        powerAttacker: 3000,
        when: (s, src) => countBattle(s, s.owner[src]!, (d) => (d.civs & FIRE) !== 0, src) > 0,
      },
    ],
  },
  // Phantom Dragon's Flame (also dm10-101, a reprint)
  'dm06-102': {
    lines: ["Destroy one of your opponent's creatures that has power 2000 or less."],
    spell: spell(chooseThen(opponentsCreature({ maxPower: 2000 }), 1, 'destroy')),
  },
  // Mighty Bandit, Ace of Thieves
  'dm06-106': tapAbility(
    '$tap One of your creatures in the battle zone gets +5000 power until the end of the turn.',
    choose(yourCreature(), 1, 0),
    { op: 'power', reg: 0, amount: 5000 },
  ),
  // Intense Evil (English redesign of Wicked Soul Reincarnation): 1 card per creature chosen.
  'tcg-dm06-061': {
    lines: ['Destroy any number of your creatures. Then draw that many cards.'],
    spell: spell(
      choose(yourCreature(), ANY_NUMBER, 0, { upTo: true }),
      { op: 'destroy', reg: 0 },
      {
        op: 'draw',
        who: 'you',
        count: (_s, f) => regCount(f, 0),
      },
    ),
  },
  // Future Slash (English redesign of Hell Slash)
  'tcg-dm06-055': {
    lines: [
      "Search your opponent's deck. Take up to 2 cards from his deck and put them into his graveyard. Then your opponent shuffles his deck.",
    ],
    spell: spell(millSearch(2)),
  },
  // Pangaea's Will: only the top card goes; the creature under it stays (801.4).
  'dm06-070': {
    lines: [
      "Choose one of your opponent's evolution creatures in the battle zone and put the top card of that creature into your opponent's mana zone.",
    ],
    spell: spell(choose(opponentsCreature({ evolution: true }), 1, 0), { op: 'evolutionTopTo', reg: 0, to: 'mana' }),
  },
  // Telitol, the Explorer
  'dm06-015': {
    lines: ['When you put this creature into the battle zone, you may look at your shields. Then put them back where they were.'],
    abilities: [on('summon', { op: 'may' }, { op: 'all', filter: { zone: 'shields', owner: 'you' }, reg: 0 }, { op: 'look', reg: 0 })],
  },
  // Adomis, the Oracle: either player's shield.
  'dm06-043': tapAbility(
    '$tap Choose a shield and look at it. Then put it back where it was.',
    choose({ zone: 'shields', owner: 'any' }, 1, 0),
    { op: 'look', reg: 0 },
  ),
  // Rain of Arrows
  'dm06-045': {
    lines: ["Look at your opponent's hand. He discards all darkness spells from it."],
    spell: spell(
      { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
      { op: 'look', reg: 0 },
      { op: 'all', filter: { zone: 'hand', owner: 'opponent', type: 'spell', civ: DARKNESS }, reg: 1 },
      { op: 'toGraveyard', reg: 1 },
    ),
  },
  // King Triumphant, Overload Cluster, Aqua Rider
  'dm06-018': blockerWhenOpponentPlays,
  'dm06-049': blockerWhenOpponentPlays,
  'dm06-080': blockerWhenOpponentPlays,
  // Badlands Lizard, Choya, the Unheeding
  'dm06-032': noBattleWhenBlocked,
  'dm06-101': noBattleWhenBlocked,
  // Chekicul, Vizier of Endurance (JA: when it blocks an attack, no battle happens; both stay tapped)
  'dm06-072': { lines: ['Whenever this creature blocks, no battle happens.'], abilities: [on('block', noBattle)] },
};

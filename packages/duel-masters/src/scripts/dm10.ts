// DM-10 card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript, Step } from '../cards/types.js';
import { KW_BLOCKER, KW_MUST_ATTACK, KW_SLAYER, KW_SPEED_ATTACKER, KW_UNBLOCKABLE, TYPE_CREATURE, TYPE_SPELL } from '../keywords.js';
import { power } from '../query/characteristics.js';
import { regCount, regPush, Z_GRAVE } from '../state.js';
import {
  attackTarget,
  battlingOpponent,
  canEnter,
  choose,
  countBattle,
  DB_LINE,
  enterBattle,
  inReg,
  ifCauseYours,
  powerBreakers,
  raceOf,
  regCard,
  TB_LINE,
} from './lib-a.js';
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

const SS = 'Silent skill: ';

const top = (reg: number): Step => ({ op: 'top', who: 'you', count: 1, reg });

const opponentShieldToGraveyard: CardScript = {
  lines: [`${ETB}choose one of your opponent's shields and put it into his graveyard.`],
  abilities: [on('summon', chooseThen({ zone: 'shields', owner: 'opponent' }, 1, 'toGraveyard'))],
};

const ownShieldToHand: CardScript = {
  lines: [`${ETB}choose one of your shields and put it into your hand.`],
  abilities: [on('summon', chooseThen({ zone: 'shields', owner: 'you' }, 1, 'shieldsToHand'))],
};

const manaCardToHand: CardScript = {
  lines: [`${ETB}return a card from your mana zone to your hand.`],
  abilities: [on('summon', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
};

const topToShieldsSilent: CardScript = {
  lines: [`${SS}Add the top card of your deck to your shields face down.`],
  abilities: [on('silentSkill', top(0), { op: 'toShield', reg: 0 })],
};

/** Tapped cards in player p's mana zone. */
const tappedMana = (s: Parameters<typeof power>[0], p: number) => {
  let n = 0;
  for (const i of s.mana[p as 0 | 1]) if (s.tapped[i]) n++;
  return n;
};

/** Mana into hand and hand into mana (tapped) at the same time, for `who` ('you' or both players). */
function swapManaAndHand(who: 'you' | 'any'): Step[] {
  return [
    { op: 'all', filter: { zone: 'mana', owner: who }, reg: 0 },
    { op: 'all', filter: { zone: 'hand', owner: who }, reg: 1 },
    { op: 'toHand', reg: 0 },
    { op: 'toMana', reg: 1 },
    { op: 'tap', reg: 1 },
  ];
}

const tappedOthers = (s: Parameters<typeof power>[0], src: number) => countBattle(s, s.owner[src]!, (_d, i) => !!s.tapped[i], src);

export const DM10: Record<string, CardScript> = {
  // Elixia, Pureblade Elemental: +3000 per distinct civilization among your mana cards.
  'dm10-s01': {
    lines: ['This creature gets +3000 power for each civilization in your mana zone.', DB_LINE, TB_LINE],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: (s, src) => {
          let m = 0;
          for (const i of s.mana[s.owner[src]! as 0 | 1]) m |= defOf(s, i).civs;
          let n = 0;
          for (; m; m &= m - 1) n++;
          return 3000 * n;
        },
      },
      ...powerBreakers(true),
    ],
  },
  // Hawkeye Lunatron
  'dm10-s02': {
    lines: [`${ETB}search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.`],
    abilities: [on('summon', search())],
  },
  // Necrodragon Bryzenaga
  'dm10-s04': {
    lines: [`${ETB}put all your shields into your hand.`],
    abilities: [on('summon', { op: 'all', filter: { zone: 'shields', owner: 'you' }, reg: 0 }, { op: 'shieldsToHand', reg: 0 })],
  },
  // Core-Crash Lizard
  'dm10-s05': opponentShieldToGraveyard,
  // King Oquanos
  'dm10-003': {
    lines: ["This creature gets +2000 power for each tapped card in your opponent's mana zone.", DB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 2000 * tappedMana(s, 1 - s.owner[src]!) },
      ...powerBreakers(false),
    ],
  },
  // Gajirabute, Vile Centurion
  'dm10-005': opponentShieldToGraveyard,
  // Uliya, the Entrancer
  'dm10-023': ownShieldToHand,
  // Spark Chemist, Shadow of Whim
  'dm10-025': {
    lines: [`${ETB}return all the cards from your mana zone to your hand.`],
    abilities: [on('summon', { op: 'all', filter: { zone: 'mana', owner: 'you' }, reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Hurlosaur
  'dm10-028': {
    lines: [`${ETB}destroy one of your opponent's creatures that has power 1000 or less.`],
    abilities: [on('summon', chooseThen(opponentsCreature({ maxPower: 1000 }), 1, 'destroy'))],
  },
  // Smash Warrior Stagrandu
  'dm10-031': {
    lines: [
      'Whenever this creature attacks a creature that has power 6000 or more, this creature gets +9000 power until the end of the turn.',
    ],
    abilities: [
      on(
        'attack',
        {
          op: 'if',
          test: (s, f) => {
            const t = attackTarget(s, f.src);
            return t >= 0 && Math.max(0, power(s, t)) >= 6000;
          },
        },
        { op: 'self', reg: 0 },
        { op: 'power', reg: 0, amount: 9000 },
      ),
    ],
  },
  // Earth Ripper, Talon of Rage
  'dm10-032': {
    lines: [`${ETB}return all tapped cards from your mana zone to your hand.`],
    abilities: [on('summon', { op: 'all', filter: { zone: 'mana', owner: 'you', tapped: true }, reg: 0 }, { op: 'toHand', reg: 0 })],
  },
  // Shaman Broccoli
  'dm10-035': {
    lines: ['When this creature would be destroyed, put it into your mana zone instead.'],
    statics: [{ kind: 'destroyInstead', to: 'mana' }],
  },
  // Aqua Skydiver
  'dm10-037': {
    lines: ['When this creature would be destroyed, return it to your hand instead.'],
    statics: [{ kind: 'destroyInstead', to: 'hand' }],
  },
  // Soderlight, the Cold Blade
  'dm10-038': {
    lines: [`${SS}Your opponent chooses one of his creatures and destroys it.`],
    abilities: [on('silentSkill', chooseThen(opponentsCreature(), 1, 'destroy', { chooser: 'opponent' }))],
  },
  // Tagtapp, the Retaliator
  'dm10-040': {
    lines: ["This creature gets +1000 power for each water card in your opponent's mana zone.", DB_LINE],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: (s, src) => {
          let n = 0;
          for (const i of s.mana[(1 - s.owner[src]!) as 0 | 1]) if (defOf(s, i).civs & WATER) n++;
          return 1000 * n;
        },
      },
      ...powerBreakers(false),
    ],
  },
  // Berochika, Channeler of Suns
  'dm10-042': {
    lines: [`${ETB}if you have 5 or more shields, add the top card of your deck to your shields face down.`],
    abilities: [on('summon', { op: 'if', test: (s, f) => s.shields[f.player as 0 | 1].length >= 5 }, top(0), { op: 'toShield', reg: 0 })],
  },
  // Bulgluf, the Spydroid
  'dm10-043': topToShieldsSilent,
  // Clearlo, Grace Enforcer
  'dm10-044': {
    lines: ['This creature gets +1000 power for each of your other untapped creatures in the battle zone.'],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s, src) => 1000 * countBattle(s, s.owner[src]!, (_d, i) => !s.tapped[i], src) },
    ],
  },
  // Buoyant Blowfish
  'dm10-046': {
    lines: ["This creature gets +1000 power for each tapped card in your opponent's mana zone."],
    statics: [{ kind: 'power', target: { self: true }, amount: (s, src) => 1000 * tappedMana(s, 1 - s.owner[src]!) }],
  },
  // Dedreen, the Hidden Corrupter
  'dm10-049': {
    lines: [`${ETB}if your opponent has 3 or fewer shields, he discards a card at random from his hand.`],
    abilities: [
      on(
        'summon',
        { op: 'if', test: (s, f) => s.shields[(1 - f.player) as 0 | 1].length <= 3 },
        { op: 'discardRandom', who: 'opponent', count: 1 },
      ),
    ],
  },
  // Gigamente
  'dm10-051': {
    lines: [`${SS}Return a creature from your graveyard to your hand.`],
    abilities: [on('silentSkill', chooseThen({ zone: 'graveyard', owner: 'you', type: 'creature' }, 1, 'toHand'))],
  },
  // Explosive Trooper Zalmez
  'dm10-054': {
    lines: [`${ETB}if your opponent has 2 or fewer shields, you may destroy one of your opponent's creatures that has power 3000 or less.`],
    abilities: [
      on(
        'summon',
        { op: 'if', test: (s, f) => s.shields[(1 - f.player) as 0 | 1].length <= 2 },
        chooseThen(opponentsCreature({ maxPower: 3000 }), 1, 'destroy', { upTo: true }),
      ),
    ],
  },
  // Vorg's Engine
  'dm10-055': {
    lines: [`${SS}Destroy all creatures that have power 2000 or less.`],
    abilities: [on('silentSkill', { op: 'all', filter: anyCreature({ maxPower: 2000 }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Minelord Skyterror
  'dm10-030': {
    lines: [`${SS}Destroy all creatures that have power 3000 or less.`],
    abilities: [on('silentSkill', { op: 'all', filter: anyCreature({ maxPower: 3000 }), reg: 0 }, { op: 'destroy', reg: 0 })],
  },
  // Supersonic Jet Pack
  'dm10-056': {
    lines: ['One of your creatures in the battle zone gets "speed attacker" until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_SPEED_ATTACKER }),
  },
  // Twitch Horn, the Aggressor
  'dm10-057': {
    lines: ['While attacking, this creature gets +2000 power for each tapped card in your mana zone.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 2000 * tappedMana(s, s.owner[src]!) }],
  },
  // Ancient Horn, the Watcher
  'dm10-058': {
    lines: [`${ETB}if you have 5 or more shields, untap all the cards in your mana zone.`],
    abilities: [
      on(
        'summon',
        { op: 'if', test: (s, f) => s.shields[f.player as 0 | 1].length >= 5 },
        { op: 'all', filter: { zone: 'mana', owner: 'you' }, reg: 0 },
        { op: 'untap', reg: 0 },
      ),
    ],
  },
  // Sporeblast Erengi. The English text has no "Then shuffle your deck"; the Japanese text (implemented) does.
  'dm10-059': {
    lines: [
      `${SS}Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand.`,
    ],
    abilities: [on('silentSkill', search({ type: 'creature' }))],
  },
  // Karate Potato
  'dm10-060': {
    lines: [`${ETB}you may put up to 2 cards from your hand into your mana zone.`],
    abilities: [on('summon', chooseThen({ zone: 'hand', owner: 'you' }, 2, 'toMana', { upTo: true }))],
  },
  // Galek, the Shadow Warrior
  'dm10-065': {
    lines: [
      `${ETB}destroy one of your opponent's creatures that has "blocker." Then your opponent discards a card at random from his hand.`,
    ],
    abilities: [
      on('summon', chooseThen(opponentsCreature({ blocker: true }), 1, 'destroy'), { op: 'discardRandom', who: 'opponent', count: 1 }),
    ],
  },
  // Wind Axe, the Warrior Savage
  'dm10-067': {
    lines: [`${ETB}destroy one of your opponent's creatures that has "blocker." Then put the top card of your deck into your mana zone.`],
    abilities: [on('summon', chooseThen(opponentsCreature({ blocker: true }), 1, 'destroy'), top(1), { op: 'toMana', reg: 1 })],
  },
  // Skysword, the Savage Vizier
  'dm10-069': {
    lines: [`${ETB}put the top card of your deck into your mana zone. Then add the top card of your deck to your shields face down.`],
    abilities: [on('summon', top(0), { op: 'toMana', reg: 0 }, top(1), { op: 'toShield', reg: 1 })],
  },
  // Lemik, Vizier of Thought
  'dm10-071': {
    lines: ['Each of your water creatures and nature creatures in the battle zone has "blocker."'],
    statics: [{ kind: 'flags', target: { owner: 'you', civ: WATER | NATURE }, flags: KW_BLOCKER }],
  },
  // Flohdani, the Spydroid
  'dm10-072': {
    lines: [`${SS}Choose up to 2 of your opponent's creatures in the battle zone and tap them.`],
    abilities: [on('silentSkill', chooseThen(opponentsCreature(), 2, 'tap', { upTo: true }))],
  },
  // Kaemira, the Oracle
  'dm10-073': topToShieldsSilent,
  // Fluorogill Manta
  'dm10-079': {
    lines: ["Your light creatures and darkness creatures can't be blocked."],
    statics: [{ kind: 'flags', target: { owner: 'you', civ: LIGHT | DARKNESS }, flags: KW_UNBLOCKABLE }],
  },
  // Milporo
  'dm10-080': { lines: [`${SS}Draw a card.`], abilities: [on('silentSkill', { op: 'draw', who: 'you', count: 1 })] },
  // Torpedo Cluster
  'dm10-083': manaCardToHand,
  // Benzo, the Hidden Fury
  'dm10-088': ownShieldToHand,
  // Hourglass Mutant
  'dm10-089': {
    lines: ['Each of your water creatures and fire creatures in the battle zone has "slayer."'],
    statics: [{ kind: 'flags', target: { owner: 'you', civ: WATER | FIRE }, flags: KW_SLAYER }],
  },
  // Mummy Wrap, Shadow of Fatigue
  'dm10-090': {
    lines: [
      'Instead of having this creature attack, you may tap it to use its $tap ability.',
      '$tap Each player discards a card at random from his hand.',
    ],
    abilities: [on('tap', { op: 'discardRandom', who: 'you', count: 1 }, { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Mykee's Pliers
  'dm10-095': {
    lines: ['Each of your darkness creatures and nature creatures in the battle zone has "speed attacker."'],
    statics: [{ kind: 'flags', target: { owner: 'you', civ: DARKNESS | NATURE }, flags: KW_SPEED_ATTACKER }],
  },
  // Siege Roller Bagash
  'dm10-097': {
    lines: ['While attacking, this creature gets +1000 power for each of your other tapped creatures in the battle zone.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 1000 * tappedOthers(s, src) }],
  },
  // Brad, Super Kickin' Dynamo
  'dm10-099': {
    lines: [`${SS}Destroy one of your opponent's creatures that has "blocker."`],
    abilities: [on('silentSkill', chooseThen(opponentsCreature({ blocker: true }), 1, 'destroy'))],
  },
  // Colossus Boost
  'dm10-102': {
    lines: ['One of your creatures gets +4000 power until the end of the turn.'],
    spell: spell(choose(yourCreature(), 1, 0), { op: 'power', reg: 0, amount: 4000 }),
  },
  // Legacy Shell
  'dm10-103': {
    lines: ['Each of your light creatures and fire creatures has "power attacker +3000."'],
    statics: [{ kind: 'flags', target: { owner: 'you', civ: LIGHT | FIRE }, flags: 0, powerAttacker: 3000 }],
  },
  // Sabermask Scarab
  'dm10-104': {
    lines: ['Whenever this creature attacks, return a card from your mana zone to your hand.'],
    abilities: [on('attack', chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'))],
  },
  // Jiggly Totem
  'dm10-105': {
    lines: ['While attacking, this creature gets +1000 power for each tapped card in your mana zone.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 1000 * tappedMana(s, s.owner[src]!) }],
  },
  // Hustle Berry
  'dm10-107': {
    lines: [`${SS}Put the top card of your deck into your mana zone.`],
    abilities: [on('silentSkill', top(0), { op: 'toMana', reg: 0 })],
  },
  // Terradragon Dakma Balgarow
  'dm10-s08': {
    lines: ['This creature gets +2000 power for each shield you and your opponent have.', DB_LINE, TB_LINE],
    statics: [
      { kind: 'power', target: { self: true }, amount: (s) => 2000 * (s.shields[0].length + s.shields[1].length) },
      ...powerBreakers(true),
    ],
  },
  // Techno Totem
  'dm10-010': {
    lines: [
      'While this creature is tapped, each of your other creatures has "power attacker +1500."',
      'Instead of having this creature attack, you may tap it to use its $tap ability.',
      "$tap Choose one of your opponent's creatures in the battle zone and tap it.",
    ],
    statics: [{ kind: 'flags', target: { owner: 'you', other: true }, flags: 0, powerAttacker: 1500, when: (s, src) => !!s.tapped[src] }],
    abilities: [on('tap', chooseThen(opponentsCreature(), 1, 'tap'))],
  },
  // Hurricane Crawler
  'dm10-s03': {
    lines: [`${ETB}put all the cards from your hand into your mana zone. Then put that many cards from your mana zone into your hand.`],
    abilities: [
      on(
        'summon',
        { op: 'all', filter: { zone: 'hand', owner: 'you' }, reg: 0 },
        { op: 'toMana', reg: 0 },
        choose({ zone: 'mana', owner: 'you' }, (_s, f) => regCount(f, 0), 1),
        { op: 'toHand', reg: 1 },
      ),
    ],
  },
  // Carnival Totem: mana and hand swap at the same time (both sets are fixed before anything moves).
  'dm10-007': {
    lines: [
      `${ETB}put all the cards from your mana zone into your hand and, at the same time, put all the cards from your hand into your mana zone tapped.`,
    ],
    abilities: [on('summon', swapManaAndHand('you'))],
  },
  // Upheaval
  'dm10-026': {
    lines: [
      'Each player puts all the cards from his mana zone into his hand and, at the same time, puts all the cards from his hand into his mana zone tapped.',
    ],
    spell: spell(swapManaAndHand('any')),
  },
  // Tanzanyte, the Awakener
  'dm10-008': {
    lines: [
      'Instead of having this creature attack, you may tap it to use its $tap ability.',
      '$tap Choose a creature in your graveyard. Return all creatures that have that name from your graveyard to your hand.',
    ],
    abilities: [
      on(
        'tap',
        choose({ zone: 'graveyard', owner: 'you', type: 'creature' }, 1, 0),
        {
          op: 'custom',
          name: 'every creature of that name in your graveyard',
          run: (s, f) => {
            const chosen = f.regs.find((r) => r >> 8 === 0);
            if (chosen === undefined) return;
            const name = defOf(s, chosen & 255).name;
            for (const i of s.grave[f.player as 0 | 1]) if (defOf(s, i).name === name && defOf(s, i).type !== TYPE_SPELL) regPush(f, 1, i);
          },
        },
        { op: 'toHand', reg: 1 },
      ),
    ],
  },
  // Pala Olesis, Morning Guardian
  'dm10-014': {
    lines: ["During your opponent's turn, each of your other creatures gets +2000 power."],
    statics: [{ kind: 'power', target: { owner: 'you', other: true }, amount: 2000, when: (s, src) => s.active !== s.owner[src] }],
  },
  // Static Warp: each player keeps one of his creatures untapped; every other creature is tapped.
  'dm10-016': {
    lines: ['Each player chooses one of his creatures in the battle zone. Tap the rest of the creatures in the battle zone.'],
    spell: spell(
      choose(yourCreature(), 1, 0),
      choose(opponentsCreature(), 1, 1, { chooser: 'opponent' }),
      { op: 'all', filter: anyCreature({ test: (s, i) => !inReg(0)(s, i) && !inReg(1)(s, i) }), reg: 2 },
      { op: 'tap', reg: 2 },
    ),
  },
  // Armored Raider Gandaval
  'dm10-027': {
    lines: ['While attacking, this creature gets +2000 power for each of your other tapped creatures in the battle zone.'],
    statics: [{ kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 2000 * tappedOthers(s, src) }],
  },
  // Burnwisp Lizard
  'dm10-029': {
    lines: ['Each of your creatures in the battle zone that has "silent skill" has "speed attacker."'],
    statics: [
      {
        kind: 'flags',
        target: { owner: 'you', test: (s, i) => defOf(s, i).abilities.some((a) => a.on === 'silentSkill') },
        flags: KW_SPEED_ATTACKER,
      },
    ],
  },
  // Dolmarks, the Shadow Warrior: you choose a creature and a mana card of yours, they go; then the opponent does.
  'dm10-039': {
    lines: [
      `${ETB}destroy one of your creatures and put a card from your mana zone into your graveyard. Then your opponent chooses and destroys one of his creatures and chooses a card in his mana zone and puts it into his graveyard.`,
    ],
    abilities: [
      on(
        'summon',
        choose(yourCreature(), 1, 0),
        choose({ zone: 'mana', owner: 'you' }, 1, 1),
        { op: 'destroy', reg: 0 },
        { op: 'toGraveyard', reg: 1 },
        choose(opponentsCreature(), 1, 2, { chooser: 'opponent' }),
        choose({ zone: 'mana', owner: 'opponent' }, 1, 3, { chooser: 'opponent' }),
        { op: 'destroy', reg: 2 },
        { op: 'toGraveyard', reg: 3 },
      ),
    ],
  },
  // Pinpoint Lunatron
  'dm10-045': {
    lines: [`${SS}Choose a creature in the battle zone or a card in either player's mana zone and return it to its owner's hand.`],
    abilities: [on('silentSkill', chooseThen({ zone: 'battle', alsoZone: 'mana', owner: 'any' }, 1, 'toHand'))],
  },
  // Siren Concerto
  'dm10-048': {
    lines: ['Put a card from your mana zone into your hand. Then put a card from your hand into your mana zone.'],
    spell: spell(chooseThen({ zone: 'mana', owner: 'you' }, 1, 'toHand'), choose({ zone: 'hand', owner: 'you' }, 1, 1), {
      op: 'toMana',
      reg: 1,
    }),
  },
  // Charge Whipper
  'dm10-020': {
    lines: [
      `${SS}You may add a card from your hand to your shields face down. If you do, choose one of your shields and put it into your hand. You can't use the "shield trigger" ability of that shield.`,
    ],
    abilities: [
      on(
        'silentSkill',
        choose({ zone: 'hand', owner: 'you' }, 1, 0, { upTo: true }),
        { op: 'toShield', reg: 0 },
        { op: 'ifAny', reg: 0 },
        chooseThen({ zone: 'shields', owner: 'you' }, 1, 'toHand').map((st) => ({ ...st, reg: 1 }) as Step),
      ),
    ],
  },
  // Infernal Command
  'dm10-094': {
    lines: [
      'Choose one of your opponent\'s creatures in the battle zone. It gets "this creature attacks if able" until the start of your next turn.',
    ],
    spell: spell(choose(opponentsCreature(), 1, 0), { op: 'grant', reg: 0, flags: KW_MUST_ATTACK, untilNextTurn: true }),
  },
  // Forced Frenzy (the opponent's creatures in the battle zone when it resolves, 608.2b)
  'dm10-100': {
    lines: ['Each of your opponent\'s creatures gets "This creature attacks if able" until the start of your next turn.'],
    spell: spell({ op: 'all', filter: opponentsCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: KW_MUST_ATTACK, untilNextTurn: true }),
  },
  // Thirst for the Hunt (the creatures in the battle zone when it resolves, 608.2b)
  'dm10-110': {
    lines: ['Each of your creatures gets "power attacker +1000" until the end of the turn.'],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: 0, powerAttacker: 1000 }),
  },
  // Deklowaz, the Terminator
  'dm10-s10': {
    lines: [
      'Instead of having this creature attack, you may tap it to use its $tap ability.',
      "$tap Destroy all creatures that have power 3000 or less. Then look at your opponent's hand. He discards all creatures from it that have power 3000 or less.",
    ],
    abilities: [
      on(
        'tap',
        { op: 'all', filter: anyCreature({ maxPower: 3000 }), reg: 1 },
        { op: 'destroy', reg: 1 },
        { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
        { op: 'look', reg: 0 },
        { op: 'all', filter: { zone: 'hand', owner: 'opponent', type: 'creature', maxPower: 3000 }, reg: 2 },
        { op: 'toGraveyard', reg: 2 },
      ),
    ],
  },
  // Gigandura
  'dm10-024': {
    lines: [
      `${ETB}look at your opponent's hand. You may choose a card in it and put it into his mana zone. If you do, choose a card in his mana zone and put it into his hand.`,
    ],
    abilities: [
      on(
        'summon',
        { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
        { op: 'look', reg: 0 },
        choose({ zone: 'hand', owner: 'opponent' }, 1, 1, { upTo: true }),
        { op: 'toMana', reg: 1 },
        { op: 'ifAny', reg: 1 },
        choose({ zone: 'mana', owner: 'opponent' }, 1, 2),
        { op: 'toHand', reg: 2 },
      ),
    ],
  },
  // Estol, Vizier of Aqua
  'dm10-061': {
    lines: [`${ETB}add the top card of your deck to your shields face down. Then look at one of your opponent's shields.`],
    abilities: [
      on('summon', top(0), { op: 'toShield', reg: 0 }, choose({ zone: 'shields', owner: 'opponent' }, 1, 1), { op: 'look', reg: 1 }),
    ],
  },
  // Pointa, the Aqua Shadow
  'dm10-063': {
    lines: [`${ETB}look at one of your opponent's shields. Then your opponent discards a card at random from his hand.`],
    abilities: [
      on(
        'summon',
        choose({ zone: 'shields', owner: 'opponent' }, 1, 0),
        { op: 'look', reg: 0 },
        { op: 'discardRandom', who: 'opponent', count: 1 },
      ),
    ],
  },
  // Taunting Skyterror
  'dm10-053': {
    lines: ["While this creature is tapped during your opponent's turn, each of his creatures attacks if able."],
    statics: [
      {
        kind: 'flags',
        target: { owner: 'opponent' },
        flags: KW_MUST_ATTACK,
        when: (s, src) => !!s.tapped[src] && s.active !== s.owner[src],
      },
    ],
  },
  // Zero Nemesis, Shadow of Panic: its own attacks count too (JA: 自分のクリーチャーが攻撃する時).
  'dm10-022': {
    lines: ['Whenever one of your creatures attacks, your opponent discards a card at random from his hand.'],
    abilities: (['attack', 'allyAttacks'] as const).map((ev) => on(ev, { op: 'discardRandom', who: 'opponent', count: 1 })),
  },
  // Zaltan: discard up to 2, then one creature returns to its owner's hand per card discarded.
  'dm10-019': {
    lines: [
      "Whenever you put a Cyber Virus into the battle zone, you may discard up to 2 cards from your hand. For each card you discard, choose a creature in the battle zone and return it to its owner's hand.",
    ],
    abilities: [
      on(
        'otherEnters',
        ifCauseYours((d) => raceOf(d, 'Cyber Virus')),
        choose({ zone: 'hand', owner: 'you' }, 2, 0, { upTo: true }),
        { op: 'toGraveyard', reg: 0 },
        choose(anyCreature(), (_s, f) => regCount(f, 0), 1),
        { op: 'toHand', reg: 1 },
      ),
    ],
  },
  // Soulswap: the creature goes to its owner's mana zone; then you choose a non-evolution creature in that mana
  // zone costing no more than its card count (counted after the move), and it is put into the battle zone.
  'dm10-036': {
    lines: [
      "You may choose a creature in the battle zone and put it into its owner's mana zone. If you do, choose a non-evolution creature in that player's mana zone that costs the same as or less than the number of cards in that mana zone. That player puts that creature into the battle zone.",
    ],
    spell: spell(
      choose(anyCreature(), 1, 0, { upTo: true }),
      { op: 'ifAny', reg: 0 },
      { op: 'toMana', reg: 0 },
      choose(
        {
          zone: 'mana',
          owner: 'any',
          type: 'creature',
          evolution: false,
          test: (s, i) => {
            const c = regCard(s, 0);
            return c >= 0 && s.owner[i] === s.owner[c] && defOf(s, i).cost <= s.mana[s.owner[c]! as 0 | 1].length;
          },
        },
        1,
        1,
      ),
      { op: 'putIntoBattle', reg: 1 },
    ),
  },
  // Transmogrify. JA (implemented): "Choose a creature and destroy it" — not optional (the English text says
  // "You may destroy a creature"). If it was destroyed (it is in the graveyard), its owner reveals cards from
  // the top of his deck until a non-evolution creature: that one is put into the battle zone, the rest go to
  // the graveyard (with none, every card revealed goes to the graveyard).
  'dm10-021': {
    lines: [
      'You may destroy a creature. If you do, its owner reveals cards from the top of his deck until he reveals a non-evolution creature. He puts that creature into the battle zone and puts the rest of those cards into his graveyard.',
    ],
    spell: spell(
      choose(anyCreature(), 1, 0),
      { op: 'destroy', reg: 0 },
      { op: 'if', test: (s) => regCard(s, 0) >= 0 && s.zone[regCard(s, 0)] === Z_GRAVE },
      {
        op: 'custom',
        name: 'reveal until a non-evolution creature',
        run: (s, f) => {
          const lib = s.lib[s.owner[regCard(s, 0)]! as 0 | 1];
          for (let k = lib.length - 1; k >= 0; k--) {
            const i = lib[k]!;
            const d = defOf(s, i);
            if (d.type === TYPE_CREATURE) {
              regPush(f, 1, i);
              return;
            }
            regPush(f, 2, i);
          }
        },
      },
      { op: 'reveal', reg: 1 },
      { op: 'reveal', reg: 2 },
      { op: 'putIntoBattle', reg: 1 },
      { op: 'toGraveyard', reg: 2 },
    ),
  },
  // Rapid Reincarnation: if your creature was destroyed (it is in the graveyard: a replacement means you didn't),
  // a creature from your hand costing no more than your mana zone's card count enters without being summoned.
  'dm10-015': {
    lines: [
      'You may destroy one of your creatures. If you do, choose a creature in your hand that costs the same as or less than the number of cards in your mana zone and put it into the battle zone.',
    ],
    spell: spell(
      choose(yourCreature(), 1, 1, { upTo: true }),
      { op: 'ifAny', reg: 1 },
      { op: 'destroy', reg: 1 },
      { op: 'if', test: (s) => s.zone[regCard(s, 1)] === Z_GRAVE },
      choose(
        {
          zone: 'hand',
          owner: 'you',
          type: 'creature',
          test: (s, i, p) => defOf(s, i).cost <= s.mana[p as 0 | 1].length && canEnter(s, i),
        },
        1,
        0,
      ),
      enterBattle(0, 'you', 1),
    ),
  },
  // Tajimal, Vizier of Aqua (JA: when it battles a fire creature, +4000)
  'dm10-062': {
    lines: ['While battling a fire creature, this creature gets +4000 power.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        amount: 4000,
        when: (s, src) => battlingOpponent(s, src) >= 0 && (defOf(s, battlingOpponent(s, src)).civs & FIRE) !== 0,
      },
    ],
  },
};

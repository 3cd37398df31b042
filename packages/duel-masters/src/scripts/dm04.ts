// DM-04 (Invincible Soul) card scripts: the text lines each covers and what they do.
import type { CardScript, Filter } from '../cards/types.js';
import { KW_BLOCKER, KW_DOUBLE_BREAKER } from '../keywords.js';
import { type DMState, type Frame, regCount } from '../state.js';
import {
  allDo,
  chooseDo,
  countCreatures,
  DARKNESS,
  graveyard,
  handOf,
  hasCiv,
  ifAnyMatch,
  LIGHT,
  manaZone,
  mayChoose,
  NATURE,
  raceIs,
  revealKeep,
} from './lib-b.js';
import { anyCreature, may, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

/** The number of creatures of the frame's controller (or opponent) that have civilization `civ`. */
const yourCivCreatures =
  (civ: number, except = false) =>
  (s: DMState, f: Frame) =>
    countCreatures(s, f.player, (i) => hasCiv(s, i, civ), except ? f.src : -1);

const opponentsCivCreatures = (civ: number) => (s: DMState, f: Frame) => countCreatures(s, 1 - f.player, (i) => hasCiv(s, i, civ));

const commands = (s: DMState, i: number) => raceIs(s, i, 'Angel Command') || raceIs(s, i, 'Demon Command');

const commandsInGrave: Filter = graveyard('you', { type: 'creature', test: commands });

/** The static condition "while you have a <civ> creature in the battle zone". */
const whileYouHave = (civ: number) => (s: DMState, src: number) => countCreatures(s, s.owner[src]!, (i) => hasCiv(s, i, civ)) > 0;

export const DM04: Record<string, CardScript> = {
  // Rimuel: ETB, for each untapped light card in your mana zone you may tap one of the opponent's creatures.
  // text_ja is optional (タップしてもよい) where the English is not: implemented per the Japanese text (up to).
  'dm04-s01': {
    lines: [
      "When you put this creature into the battle zone, tap one of your opponent's creatures in the battle zone for each untapped light card in your mana zone.",
    ],
    abilities: [
      on(
        'summon',
        chooseDo(
          opponentsCreature(),
          (s, f) => {
            let k = 0;
            for (const m of s.mana[f.player as 0 | 1]) if (!s.tapped[m] && hasCiv(s, m, LIGHT)) k++;
            return k;
          },
          'tap',
          0,
          { upTo: true },
        ),
      ),
    ],
  },
  // King Aquakamui: ETB, you may return all Angel Commands and Demon Commands from your graveyard; they
  // (both sides) get +2000.
  'dm04-s02': {
    lines: [
      'When you put this creature into the battle zone, you may return all Angel Commands and all Demon Commands from your graveyard to your hand.',
      'Angel Commands and Demon Commands in the battle zone each get +2000 power.',
    ],
    abilities: [on('summon', ifAnyMatch(commandsInGrave), { op: 'may' }, allDo(commandsInGrave, 'toHand'))],
    statics: [{ kind: 'power', target: { test: (s, i) => commands(s, i) }, amount: 2000 }],
  },
  // Ballom: ETB, destroy every creature that is not darkness.
  'dm04-s03': {
    lines: ['When you put this creature into the battle zone, destroy all creatures except darkness creatures.'],
    abilities: [on('summon', allDo(anyCreature({ notCiv: DARKNESS }), 'destroy'))],
  },
  // Galklife Dragon: ETB, destroy all light creatures with power 4000 or less.
  'dm04-s04': {
    lines: ['When you put this creature into the battle zone, destroy all light creatures that have power 4000 or less.'],
    abilities: [on('summon', allDo(anyCreature({ civ: LIGHT, maxPower: 4000 }), 'destroy'))],
  },
  // Niofa: ETB, search your deck for a nature creature.
  'dm04-s05': {
    lines: [
      'When you put this creature into the battle zone, search your deck. You may take a nature creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('summon', search({ type: 'creature', civ: NATURE }))],
  },
  // Astral Reef: ETB, you may draw 3 cards.
  'dm04-002': {
    lines: ['When you put this creature, you may draw 3 cards.'],
    abilities: [on('summon', may({ op: 'draw', who: 'you', count: 3 }))],
  },
  // Trox: ETB, the opponent discards at random one card per other darkness creature of yours.
  'dm04-003': {
    lines: [
      'When you put this creature into the battle zone, your opponent discards a card at random from his hand for each other darkness creature you have in the battle zone.',
    ],
    abilities: [on('summon', { op: 'discardRandom', who: 'opponent', count: yourCivCreatures(DARKNESS, true) })],
  },
  // Doboulgyser: ETB, you may destroy an opposing creature with power 3000 or less.
  'dm04-004': {
    lines: [
      "When you put this creature into the battle zone, you may destroy one of your opponent's creatures that has power 3000 or less.",
    ],
    abilities: [on('summon', mayChoose(opponentsCreature({ maxPower: 3000 }), 1, 'destroy'))],
  },
  // Supporting Tulip: every Angel Command (both sides) has power attacker +4000.
  'dm04-005': {
    lines: ['Each Angel Command in the battle zone has "power attacker +4000."'],
    statics: [{ kind: 'flags', target: { race: 'Angel Command' }, flags: 0, powerAttacker: 4000 }],
  },
  // Aeris: can attack untapped darkness creatures ("can't attack players" is a keyword line).
  'dm04-006': {
    lines: ['This creature can attack untapped darkness creatures.'],
    statics: [{ kind: 'attackUntapped', which: (s, t) => hasCiv(s, t, DARKNESS) }],
  },
  // Ouks: would be destroyed → to your shields instead.
  'dm04-007': {
    lines: ['When this creature would be destroyed, add it to your shields face down instead.'],
    statics: [{ kind: 'destroyInstead', to: 'shields' }],
  },
  // Smile Angler: on attack, you may return a card of the opponent's mana zone to his hand.
  'dm04-009': {
    lines: ["Whenever this creature attacks, you may choose a card in your opponent's mana zone and return it to his hand."],
    abilities: [on('attack', mayChoose(manaZone('opponent'), 1, 'toHand'))],
  },
  // Aquan: ETB, you may reveal the top 5; light and darkness cards to your hand, the rest to your graveyard.
  'dm04-010': {
    lines: [
      'When you put this creature, you may reveal the top 5 cards of your deck. Put all light and darkness cards from among them into your hand, and put the rest into your graveyard.',
    ],
    abilities: [on('summon', may(revealKeep(5, LIGHT | DARKNESS)))],
  },
  // Hydro Hurricane: for each darkness creature of yours, you may return an opposing creature; for each
  // light creature of yours, you may return a card of the opponent's mana zone (text_ja order: darkness
  // first; the counts are of your creatures, which neither part changes).
  'dm04-011': {
    lines: [
      "For each light creature you have in the battle zone, you may choose a card in your opponent's mana zone and return it to his hand.",
      "For each darkness creature you have in the battle zone, you may choose one of your opponent's creatures in the battle zone and return it to his hand.",
    ],
    spell: spell(
      chooseDo(opponentsCreature(), yourCivCreatures(DARKNESS), 'toHand', 0, { upTo: true }),
      chooseDo(manaZone('opponent'), yourCivCreatures(LIGHT), 'toHand', 1, { upTo: true }),
    ),
  },
  // Gregoria: every Demon Command (both sides) gets +2000 and "blocker".
  'dm04-012': {
    lines: ['Each Demon Command in the battle zone gets +2000 power and has "blocker."'],
    statics: [
      { kind: 'power', target: { race: 'Demon Command' }, amount: 2000 },
      { kind: 'flags', target: { race: 'Demon Command' }, flags: KW_BLOCKER },
    ],
  },
  // Photocide: can attack untapped light creatures ("can't attack players" is a keyword line).
  'dm04-013': {
    lines: ['This creature can attack untapped light creatures.'],
    statics: [{ kind: 'attackUntapped', which: (s, t) => hasCiv(s, t, LIGHT) }],
  },
  // Chains of Sacrifice: destroy up to 2 opposing creatures, then one of yours (mandatory if you have one).
  'dm04-014': {
    lines: ["Destroy up to 2 of your opponent's creatures.", 'Destroy one of your creatures.'],
    spell: spell(chooseDo(opponentsCreature(), 2, 'destroy', 0, { upTo: true }), chooseDo(yourCreature(), 1, 'destroy', 1)),
  },
  // Chaotic Skyterror: every Demon Command (both sides) has power attacker +4000 and double breaker.
  'dm04-015': {
    lines: ['Each Demon Command in the battle zone has "power attacker +4000" and "double breaker."'],
    statics: [{ kind: 'flags', target: { race: 'Demon Command' }, flags: KW_DOUBLE_BREAKER, powerAttacker: 4000 }],
  },
  // Magmarex: ETB, destroy every creature with power exactly 1000.
  'dm04-016': {
    lines: ['When you put this creature into the battle zone, destroy all creatures that have power 1000.'],
    abilities: [on('summon', allDo(anyCreature({ power: 1000 }), 'destroy'))],
  },
  // Mega Detonator: discard any number of cards, then that many of your creatures get double breaker.
  'dm04-017': {
    lines: [
      'Discard any number of cards from your hand. Then choose the same number of your creatures in the battle zone. Each of those creatures gets "double breaker" until the end of the turn.',
    ],
    spell: spell(
      chooseDo(handOf('you'), (s, f) => s.hand[f.player as 0 | 1].length, 'toGraveyard', 0, { upTo: true }),
      { op: 'choose', filter: yourCreature(), count: (_s, f) => regCount(f, 0), reg: 1 },
      { op: 'grant', reg: 1, flags: KW_DOUBLE_BREAKER },
    ),
  },
  // Ancient Giant: can't be blocked by darkness creatures.
  'dm04-018': {
    lines: ["This creature can't be blocked by darkness creatures."],
    statics: [{ kind: 'unblockableBy', by: (s, b) => hasCiv(s, b, DARKNESS) }],
  },
  // Mystic Inscription: the top card of your deck becomes a shield.
  'dm04-019': {
    lines: ['Add the top card of your deck to your shields face down.'],
    spell: spell({ op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toShield', reg: 0 }),
  },
  // Sword of Benevolent Life: your creatures get +1000 per light creature of yours, until the end of the turn.
  'dm04-020': {
    lines: [
      'Each of your creatures in the battle zone gets +1000 power until the end of the turn for each light creature you have in the battle zone.',
    ],
    spell: spell(
      { op: 'all', filter: yourCreature(), reg: 0 },
      { op: 'power', reg: 0, amount: (s, f) => 1000 * yourCivCreatures(LIGHT)(s, f) },
    ),
  },
  // Re Bil: every other light creature (both sides) gets +2000.
  'dm04-021': {
    lines: ['Each other light creature in the battle zone gets +2000 power.'],
    statics: [{ kind: 'power', target: { other: true, civ: LIGHT }, amount: 2000 }],
  },
  // Fu Reil: nobody can use the S-Triggers of darkness cards.
  'dm04-022': {
    lines: ['Player\'s can\'t use the "shield trigger" abilities of darkness cards.'],
    statics: [{ kind: 'noShieldTrigger', which: (d) => (d.civs & DARKNESS) !== 0 }],
  },
  // Milieus: darkness creatures and spells (everyone's) cost 2 more.
  'dm04-023': {
    lines: ['Each darkness creature costs 2 more to summon, and each darkness spell costs 2 more to cast.'],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => (d.civs & DARKNESS) !== 0, delta: 2 }],
  },
  // Mist Rias: whenever another creature enters the battle zone, you may draw a card.
  'dm04-024': {
    lines: ['Whenever another creature is put into the battle zone, you may draw a card.'],
    abilities: [on('otherEnters', may({ op: 'draw', who: 'you', count: 1 }))],
  },
  // Screaming Sunburst: tap every creature that is not light.
  'dm04-025': {
    lines: ['Tap all creatures in the battle zone except light creatures.'],
    spell: spell(allDo(anyCreature({ notCiv: LIGHT }), 'tap')),
  },
  // Volcano Smog: light creatures and spells (everyone's) cost 2 more.
  'dm04-027': {
    lines: ['Each light creature costs 2 more to summon, and each light spell costs 2 more to cast.'],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => (d.civs & LIGHT) !== 0, delta: 2 }],
  },
  // Mongrel Man: whenever another creature is destroyed, you may draw a card.
  'dm04-028': {
    lines: ['Whenever another creature is destroyed, you may draw a card.'],
    abilities: [on('otherDestroyed', may({ op: 'draw', who: 'you', count: 1 }))],
  },
  // Locomotiver: ETB, the opponent discards a card at random.
  'dm04-029': {
    lines: ['When you put this creature into the battle zone, your opponent discards a card at random from his hand.'],
    abilities: [on('summon', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Gigabolver: nobody can use the S-Triggers of light cards.
  'dm04-030': {
    lines: ['Players can\'t use the "shield trigger" abilities of light cards.'],
    statics: [{ kind: 'noShieldTrigger', which: (d) => (d.civs & LIGHT) !== 0 }],
  },
  // Soul Gulp: the opponent chooses and discards a card per light creature he has.
  'dm04-031': {
    lines: ['Your opponent chooses and discards a card from his hand for each light creature he has in the battle zone.'],
    spell: spell(chooseDo(handOf('opponent'), opponentsCivCreatures(LIGHT), 'toGraveyard', 0, { chooser: 'opponent' })),
  },
  // Missile Boy: light creatures and spells (everyone's) cost 1 more.
  'dm04-032': {
    lines: ['Each light creature costs 1 more to summon, and each light spell costs 1 more to cast.'],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => (d.civs & LIGHT) !== 0, delta: 1 }],
  },
  // Three-Eyed Dragonfly: on attack, you may destroy another creature of yours; if you do, +2000 and
  // double breaker until the end of the turn.
  'dm04-034': {
    lines: [
      'Whenever this creature attacks, you may destroy one of your other creatures. If you do, this creature gets +2000 power and has "double breaker" until the end of the turn.',
    ],
    abilities: [
      on(
        'attack',
        ifAnyMatch(yourCreature({ notSelf: true })),
        { op: 'may' },
        chooseDo(yourCreature({ notSelf: true }), 1, 'destroy', 0),
        { op: 'ifAny', reg: 0 },
        { op: 'self', reg: 1 },
        { op: 'power', reg: 1, amount: 2000 },
        { op: 'grant', reg: 1, flags: KW_DOUBLE_BREAKER },
      ),
    ],
  },
  // Dew Mushroom: darkness creatures and spells (everyone's) cost 1 more.
  'dm04-035': {
    lines: ['Each darkness creature costs 1 more to summon, and each darkness spell costs 1 more to cast.'],
    statics: [{ kind: 'cost', whose: 'any', card: (d) => (d.civs & DARKNESS) !== 0, delta: 1 }],
  },
  // Kolon: ETB, you may tap one of the opponent's creatures.
  'dm04-037': {
    lines: [
      "When you put this creature into the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    ],
    abilities: [on('summon', mayChoose(opponentsCreature(), 1, 'tap'))],
  },
  // Gulan Rias: can't be attacked or blocked by darkness creatures.
  'dm04-038': {
    lines: ["This creature can't be attacked by darkness creatures.", "This creature can't be blocked by darkness creatures."],
    statics: [
      { kind: 'unattackableBy', by: (s, a) => hasCiv(s, a, DARKNESS) },
      { kind: 'unblockableBy', by: (s, b) => hasCiv(s, b, DARKNESS) },
    ],
  },
  // Keeper of the Sunlit Abyss: light and darkness creatures (both sides) get +1000.
  'dm04-041': {
    lines: ['Light creatures and darkness creatures in the battle zone each get +1000 power.'],
    statics: [{ kind: 'power', target: { civ: LIGHT | DARKNESS }, amount: 1000 }],
  },
  // Clone Factory: up to 2 cards of your mana zone return to your hand.
  'dm04-044': {
    lines: ['Return up to 2 cards from your mana zone to your hand.'],
    spell: spell(chooseDo(manaZone('you'), 2, 'toHand', 0, { upTo: true })),
  },
  // Shadow Moon: every other darkness creature (both sides) gets +2000.
  'dm04-046': {
    lines: ['Each other darkness creature in the battle zone gets +2000 power.'],
    statics: [{ kind: 'power', target: { other: true, civ: DARKNESS }, amount: 2000 }],
  },
  // Skeleton Thief: ETB, you may return a Living Dead from your graveyard to your hand.
  'dm04-047': {
    lines: ['When you put this creature into the battle zone, you may return a Living Dead from your graveyard to your hand.'],
    abilities: [on('summon', mayChoose(graveyard('you', { type: 'creature', race: 'Living Dead' }), 1, 'toHand'))],
  },
  // Purple Piercer: can't be attacked or blocked by light creatures.
  'dm04-048': {
    lines: ["This creature can't be attacked by light creatures.", "This creature can't be blocked by light creatures."],
    statics: [
      { kind: 'unattackableBy', by: (s, a) => hasCiv(s, a, LIGHT) },
      { kind: 'unblockableBy', by: (s, b) => hasCiv(s, b, LIGHT) },
    ],
  },
  // Darkpact: any number of your mana cards go to your graveyard, then draw that many.
  'dm04-049': {
    lines: ['Put any number of cards from your mana zone into your graveyard. Then draw that many cards.'],
    spell: spell(
      chooseDo(manaZone('you'), (s, f) => s.mana[f.player as 0 | 1].length, 'toGraveyard', 0, { upTo: true }),
      { op: 'draw', who: 'you', count: (_s, f) => regCount(f, 0) },
    ),
  },
  // Pippie Kuppie: every Armored Dragon (both sides) gets +1000.
  'dm04-050': {
    lines: ['Each Armored Dragon in the battle zone gets +1000 power.'],
    statics: [{ kind: 'power', target: { race: 'Armored Dragon' }, amount: 1000 }],
  },
  // Blasto: +2000 while you have a darkness creature.
  'dm04-051': {
    lines: ['While you have a darkness creature in the battle zone, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: whileYouHave(DARKNESS) }],
  },
  // Cannon Shell: +1000 per shield you have.
  'dm04-053': {
    lines: ['This creature gets +1000 power for each shield you have.'],
    statics: [{ kind: 'power', target: { self: true }, amount: (s, src) => 1000 * s.shields[s.owner[src]! as 0 | 1].length }],
  },
  // Exploding Cactus: +2000 while you have a light creature.
  'dm04-054': {
    lines: ['While you have a light creature in the battle zone, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: whileYouHave(LIGHT) }],
  },
  // Marinomancer (English redesign of Aquan): ETB, you may reveal the top 3; light and darkness cards to
  // your hand, the rest to your graveyard.
  'tcg-dm04-025': {
    lines: [
      'When you put this creature into the battle zone, you may reveal the top 3 cards of your deck. Put all light cards and all darkness cards from the revealed cards into your hand, and put the rest into your graveyard.',
    ],
    abilities: [on('summon', may(revealKeep(3, LIGHT | DARKNESS)))],
  },
  // Astral Warper (English redesign of Astral Reef): evolution on a Cyber Virus (the keyword parser reads
  // "Cyber Viruses" as "Cyber Viruse", so the source race is given here); ETB, draw up to 3 cards.
  'tcg-dm04-002': {
    lines: ['When you put this creature into the battle zone, draw up to 3 cards.'],
    evolution: ['Cyber Virus'],
    abilities: [on('summon', { op: 'drawUpTo', count: 3 })],
  },
  // Alcadeias: while it is in the battle zone, nobody can cast spells other than light spells.
  'dm04-001': {
    lines: ["Players can't cast spells other than light spells."],
    statics: [{ kind: 'cantCast', whose: 'any', which: (d) => (d.civs & LIGHT) === 0 }],
  },
  // Full Defensor: until the start of your next turn, your creatures in the battle zone (now) have Blocker.
  'dm04-008': {
    lines: ['Until the start of your next turn, each of your creatures in the battle zone gets "Blocker."'],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: KW_BLOCKER, untilNextTurn: true }),
  },
  // Whisking Whirlwind: a delayed trigger; at the end of your turn, untap all your creatures (JA: 自分のターンの終わりに).
  'dm04-040': {
    lines: ['At the end of the turn, untap all your creatures in the battle zone.'],
    spell: spell({ op: 'atEndOfTurn', ability: 0 }),
    abilities: [on('endOfTurn', { op: 'all', filter: yourCreature(), reg: 0 }, { op: 'untap', reg: 0 })],
  },
  // Sword of Malevolent Death: this turn, while attacking, each of your creatures (now in the battle zone)
  // gets +1000 power for each darkness card in your mana zone (counted as it attacks).
  'dm04-033': {
    lines: [
      'Until the end of the turn, each of your creatures in the battle zone gets "While attacking, this creature gets +1000 power for each darkness card in your mana zone."',
    ],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: 0, paManaCiv: DARKNESS, paPer: 1000 }),
  },
};

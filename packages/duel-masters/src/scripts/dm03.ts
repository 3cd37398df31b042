// DM-03 (Rampage of the Super Warriors) card scripts: the text lines each covers and what they do.
import { defOf } from '../cards/table.js';
import type { CardScript } from '../cards/types.js';
import { KW_BLOCKER, KW_CANT_ATTACK, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import { power } from '../query/characteristics.js';
import {
  allDo,
  allManaIs,
  chooseDo,
  DARKNESS,
  FIRE,
  graveyard,
  handOf,
  ifAnyMatch,
  LIGHT,
  manaZone,
  mayChoose,
  NATURE,
  perOtherCivCreature,
  revealKeep,
  shields,
  WATER,
  yourShieldCount,
} from './lib-b.js';
import { anyCreature, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

export const DM03: Record<string, CardScript> = {
  // Chaos Fish: +1000 per other water creature of yours; on attack, draw up to that many cards. text_ja:
  // 好きな枚数のカードを引いてよい。ただし、その枚数は…の数までであること ("any number, up to"), so the
  // drawing is card by card with a stop (drawUpTo), per the Japanese text.
  'dm03-s02': {
    lines: [
      'This creature gets +1000 power for each other water creature you have in the battle zone.',
      'Whenever this creature attacks, you may draw a card for each of your other water creatures in the battle zone.',
    ],
    statics: [perOtherCivCreature(WATER, 1000)],
    abilities: [
      on('attack', {
        op: 'drawUpTo',
        count: (s, f) => {
          let n = 0;
          for (const i of s.battle[f.player as 0 | 1]) if (i !== f.src && defOf(s, i).civs & WATER) n++;
          return n;
        },
      }),
    ],
  },
  // Garkago Dragon: +1000 per other fire creature of yours ("can attack untapped creatures" is a keyword line).
  'dm03-s04': {
    lines: ['This creature gets +1000 power for each other fire creature you have in the battle zone.'],
    statics: [perOtherCivCreature(FIRE, 1000)],
  },
  // Earthstomp Giant: on attack, every creature card in your mana zone returns to your hand.
  'dm03-s05': {
    lines: ['Whenever this creature attacks, return all creatures from your mana zone to your hand.'],
    abilities: [on('attack', allDo(manaZone('you', { type: 'creature' }), 'toHand'))],
  },
  // Sieg Balicula: your other light creatures have "blocker".
  'dm03-001': {
    lines: ['Each of your other light creatures in the battle zone has "blocker."'],
    statics: [{ kind: 'flags', target: { owner: 'you', other: true, civ: LIGHT }, flags: KW_BLOCKER }],
  },
  // Legendary Bynor: your other water creatures can't be blocked.
  'dm03-002': {
    lines: ["Your other water creatures in the battle zone can't be blocked."],
    statics: [{ kind: 'flags', target: { owner: 'you', other: true, civ: WATER }, flags: KW_UNBLOCKABLE }],
  },
  // Überdragon Jabaha: evolution on an Armored Dragon; your other fire creatures have power attacker +2000.
  // (The data joins the evolution line and the static in one text line.)
  'dm03-004': {
    lines: [
      'Evolution—Put on one of your Armored Dragons. Each of your other fire creatures in the battle zone has "power attacker +2000."',
    ],
    evolution: ['Armored Dragon'],
    statics: [{ kind: 'flags', target: { owner: 'you', other: true, civ: FIRE }, flags: 0, powerAttacker: 2000 }],
  },
  // Raza Vega: would go to the graveyard from the battle zone → to your shields face down instead.
  'dm03-006': {
    lines: ['When this creature would be put into your graveyard from the battle zone, add it to your shields face down instead.'],
    statics: [{ kind: 'destroyInstead', to: 'shields' }],
  },
  // Alek: +1000 per other light creature of yours.
  'dm03-007': {
    lines: ['This creature gets +1000 power for each other light creature you have in the battle zone.'],
    statics: [perOtherCivCreature(LIGHT, 1000)],
  },
  // Logic Sphere: a spell from your mana zone returns to your hand.
  'dm03-008': {
    lines: ['Return a spell from your mana zone to your hand.'],
    spell: spell(chooseDo(manaZone('you', { type: 'spell' }), 1, 'toHand')),
  },
  // Aqua Deformer: ETB, 2 of your mana cards return to your hand, then the opponent returns 2 of his.
  'dm03-009': {
    lines: [
      'When you put this creature into the battle zone, return 2 cards from your mana zone to your hand. Then your opponent chooses 2 cards in his mana zone and returns them to his hand.',
    ],
    abilities: [
      on('summon', chooseDo(manaZone('you'), 2, 'toHand', 0), chooseDo(manaZone('opponent'), 2, 'toHand', 1, { chooser: 'opponent' })),
    ],
  },
  // King Neptas: on attack, you may return a creature with power 2000 or less to its owner's hand.
  'dm03-010': {
    lines: [
      "Whenever this creature attacks, you may choose a creature in the battle zone that has power 2000 or less and return it to its owner's hand.",
    ],
    abilities: [on('attack', mayChoose(anyCreature({ maxPower: 2000 }), 1, 'toHand'))],
  },
  // Streaming Shaper: reveal the top 4; water cards to your hand, the rest to your graveyard.
  'dm03-011': {
    lines: ['Reveal the top 4 cards of your deck. Put all water cards from among them into your hand and the rest into your graveyard.'],
    spell: spell(revealKeep(4, WATER)),
  },
  // Gamil: on attack, you may return a darkness creature from your graveyard to your hand.
  'dm03-012': {
    lines: ['Whenever this creature attacks, you may return a darkness creature from your graveyard to your hand.'],
    abilities: [on('attack', mayChoose(graveyard('you', { type: 'creature', civ: DARKNESS }), 1, 'toHand'))],
  },
  // Scratchclaw: +1000 per other darkness creature of yours.
  'dm03-013': {
    lines: ['This creature gets +1000 power for each other darkness creature you have in the battle zone.'],
    statics: [perOtherCivCreature(DARKNESS, 1000)],
  },
  // Ghastly Drain: any number of your shields go to your hand (no S-Trigger).
  'dm03-014': {
    lines: [
      'Choose any number of your shields and put them into your hand. You can\'t use the "shield trigger" abilities of those shields.',
    ],
    spell: spell(chooseDo(shields('you'), yourShieldCount, 'toHand', 0, { upTo: true })),
  },
  // Flametropus: on attack, you may put a mana card into your graveyard; if you do, power attacker +3000
  // and double breaker until the end of the turn. The power attacker is its own static, active while a
  // turn mark (granted with the double breaker) is on it.
  'dm03-016': {
    lines: [
      'Whenever this creature attacks, you may put a card from your mana zone into your graveyard. If you do, this creature gets "power attacker +3000" and "double breaker" until the end of the turn.',
    ],
    abilities: [
      on(
        'attack',
        ifAnyMatch(manaZone('you')),
        { op: 'may' },
        chooseDo(manaZone('you'), 1, 'toGraveyard', 0),
        { op: 'ifAny', reg: 0 },
        { op: 'self', reg: 1 },
        { op: 'grant', reg: 1, flags: KW_DOUBLE_BREAKER, powerAttacker: 3000 },
      ),
    ],
  },
  // Psyshroom: on attack, you may put a nature card from your graveyard into your mana zone.
  'dm03-019': {
    lines: ['Whenever this creature attacks, you may put a nature card from your graveyard into your mana zone.'],
    abilities: [on('attack', mayChoose(graveyard('you', { civ: NATURE }), 1, 'toMana'))],
  },
  // Aurora of Reversal: any number of your shields go to your mana zone.
  'dm03-020': {
    lines: ['Choose any number of your shields and put them into your mana zone.'],
    spell: spell(chooseDo(shields('you'), yourShieldCount, 'toMana', 0, { upTo: true })),
  },
  // Ra Vu: on attack, you may return a light spell from your graveyard to your hand.
  'dm03-021': {
    lines: ['Whenever this creature attacks, you may return a light spell from your graveyard to your hand.'],
    abilities: [on('attack', mayChoose(graveyard('you', { type: 'spell', civ: LIGHT }), 1, 'toHand'))],
  },
  // Sparkle Flower: while all your mana cards are light, it has "blocker".
  'dm03-022': {
    lines: ['While all the cards in your mana zone are light cards, this creature has "Blocker"'],
    statics: [{ kind: 'flags', target: { self: true }, flags: KW_BLOCKER, when: allManaIs(LIGHT) }],
  },
  // Boomerang Comet: text_ja puts the spell into your mana zone FIRST, then you return a card from your
  // mana zone (it may be this spell) to your hand (この呪文を…マナゾーンに置く。その後、…1枚選び、手札に戻す);
  // the English text has the opposite order. Implemented per the Japanese text.
  'dm03-023': {
    lines: [
      'Return a card from your mana zone to your hand.',
      'After you cast this spell, put it into your mana zone instead of your graveyard.',
    ],
    spell: spell({ op: 'spellToMana' }, chooseDo(manaZone('you'), 1, 'toHand')),
  },
  // King Ponitas: on attack, search your deck for a water card.
  'dm03-024': {
    lines: [
      'Whenever this creature attacks, search your deck. You may take a water card from your deck, show that card to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('attack', search({ civ: WATER }))],
  },
  // Flood Valve: a card from your mana zone returns to your hand.
  'dm03-026': {
    lines: ['Return a card from your mana zone to your hand.'],
    spell: spell(chooseDo(manaZone('you'), 1, 'toHand')),
  },
  // Baraga: ETB, one of your shields goes to your hand (no S-Trigger).
  'dm03-028': {
    lines: [
      'When you put this creature into the battle zone, choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    ],
    abilities: [on('summon', chooseDo(shields('you'), 1, 'toHand'))],
  },
  // Muramasa: on attack, you may destroy an opposing creature with power 2000 or less.
  'dm03-030': {
    lines: ["Whenever this creature attacks, you may destroy one of your opponent's creatures that has power 2000 or less."],
    abilities: [on('attack', mayChoose(opponentsCreature({ maxPower: 2000 }), 1, 'destroy'))],
  },
  // Armored Warrior Quelos: on attack, a non-fire mana card of yours, then one of the opponent's (his
  // choice), go to their owners' graveyards.
  'dm03-031': {
    lines: [
      'Whenever this creature attacks, put a non-fire card from your mana zone into your graveyard. Then your opponent chooses a non-fire card in his mana zone and puts it into his graveyard.',
    ],
    abilities: [
      on(
        'attack',
        chooseDo(manaZone('you', { notCiv: FIRE }), 1, 'toGraveyard', 0),
        chooseDo(manaZone('opponent', { notCiv: FIRE }), 1, 'toGraveyard', 1, { chooser: 'opponent' }),
      ),
    ],
  },
  // Searing Wave: destroy the opponent's creatures with power 3000 or less; one of your shields to your graveyard.
  'dm03-032': {
    lines: [
      "Destroy all your opponent's creatures that have power 3000 or less.",
      'Choose one of your shields and put it into your graveyard.',
    ],
    spell: spell(allDo(opponentsCreature({ maxPower: 3000 }), 'destroy'), chooseDo(shields('you'), 1, 'toGraveyard', 1)),
  },
  // Masked Pomegranate: +1000 per other nature creature of yours; can't be blocked by power 4000 or less.
  'dm03-033': {
    lines: [
      'This creature gets +1000 power for each of your other nature creatures in the battle zone.',
      "This creature can't be blocked by any creature that has power 4000 or less.",
    ],
    statics: [perOtherCivCreature(NATURE, 1000), { kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 4000 }],
  },
  // Mana Nexus: a card from your mana zone becomes a shield (face down).
  'dm03-035': {
    lines: ['Add a card from your mana zone to your shields face down.'],
    spell: spell(chooseDo(manaZone('you'), 1, 'toShield')),
  },
  // Aless, the Oracle: would go to the graveyard from the battle zone → to your shields instead.
  'dm03-036': {
    lines: ['When this creature would be put into your graveyard from the battle zone, add it to your shields face down instead.'],
    statics: [{ kind: 'destroyInstead', to: 'shields' }],
  },
  // Ur Pale: +2000 while all your mana cards are light.
  'dm03-037': {
    lines: ['While all the cards in your mana zone are light cards, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: allManaIs(LIGHT) }],
  },
  // Lena: ETB, you may return a spell from your mana zone to your hand.
  'dm03-038': {
    lines: ['When you put this creature into the battle zone, you may return a spell from your mana zone to your hand.'],
    abilities: [on('summon', mayChoose(manaZone('you', { type: 'spell' }), 1, 'toHand'))],
  },
  // Sundrop Armor: a card from your hand becomes a shield.
  'dm03-039': {
    lines: ['Add a card from your hand to your shields face down.'],
    spell: spell(chooseDo(handOf('you'), 1, 'toShield')),
  },
  // Shtra: ETB, one of your mana cards returns to your hand, then one of the opponent's (his choice) to his.
  'dm03-040': {
    lines: [
      'When you put this creature into the battle zone, return a card from your mana zone to your hand. Then your opponent chooses a card in his mana zone and returns it to his hand.',
    ],
    abilities: [
      on('summon', chooseDo(manaZone('you'), 1, 'toHand', 0), chooseDo(manaZone('opponent'), 1, 'toHand', 1, { chooser: 'opponent' })),
    ],
  },
  // Angler Cluster: +3000 while all your mana cards are water.
  'dm03-041': {
    lines: ['While all the cards in your mana zone are water cards, this creature gets +3000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 3000, when: allManaIs(WATER) }],
  },
  // Emeral: ETB, you may add a hand card to your shields; if you do, one of your shields goes to your hand
  // (no S-Trigger).
  'dm03-042': {
    lines: [
      'When you put this creature into the battle zone, you may add a card from your hand to your shields face down. If you do, choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    ],
    abilities: [
      on(
        'summon',
        ifAnyMatch(handOf('you')),
        { op: 'may' },
        chooseDo(handOf('you'), 1, 'toShield', 0),
        { op: 'ifAny', reg: 0 },
        chooseDo(shields('you'), 1, 'toHand', 1),
      ),
    ],
  },
  // Mudman: +2000 while all your mana cards are darkness.
  'dm03-044': {
    lines: ['While all the cards in your mana zone are darkness cards, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: allManaIs(DARKNESS) }],
  },
  // Bone Piercer: when it goes from the battle zone to your graveyard, you may return a creature from your
  // mana zone to your hand.
  'dm03-046': {
    lines: [
      'When this creature is put into your graveyard from the battle zone, you may return a creature from your mana zone to your hand.',
    ],
    abilities: [on('destroyed', mayChoose(manaZone('you', { type: 'creature' }), 1, 'toHand'))],
  },
  // Snake Attack: your creatures get double breaker this turn; one of your shields to your graveyard.
  'dm03-047': {
    lines: [
      'Each of your creatures in the battle zone gets "double breaker" until the end of the turn.',
      'Choose one of your shields and put it into your graveyard.',
    ],
    spell: spell(
      { op: 'all', filter: yourCreature(), reg: 0 },
      { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER },
      chooseDo(shields('you'), 1, 'toGraveyard', 1),
    ),
  },
  // Baby Zoppe: +2000 while all your mana cards are fire.
  'dm03-049': {
    lines: ['While all the cards in your mana zone are fire cards, this creature gets +2000 power.'],
    statics: [{ kind: 'power', target: { self: true }, amount: 2000, when: allManaIs(FIRE) }],
  },
  // Snip Striker Bullraizer: can't attack while the opponent has more creatures than you.
  'dm03-050': {
    lines: ["This creature can't attack while your opponent has more creatures in the battle zone than you do."],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_CANT_ATTACK,
        when: (s, src) => s.battle[(1 - s.owner[src]!) as 0 | 1].length > s.battle[s.owner[src]! as 0 | 1].length,
      },
    ],
  },
  // Volcanic Arrows: destroy a creature with power 6000 or less; one of your shields to your graveyard.
  'dm03-051': {
    lines: ['Destroy a creature that has power 6000 or less.', 'Choose one of your shields and put it into your graveyard.'],
    spell: spell(chooseDo(anyCreature({ maxPower: 6000 }), 1, 'destroy', 0), chooseDo(shields('you'), 1, 'toGraveyard', 1)),
  },
  // Raging Dash-Horn: while all your mana cards are nature, +3000 and double breaker.
  'dm03-052': {
    lines: ['While all the cards in your mana zone are nature cards, this creature gets +3000 power and has "double breaker."'],
    statics: [
      { kind: 'power', target: { self: true }, amount: 3000, when: allManaIs(NATURE) },
      { kind: 'flags', target: { self: true }, flags: KW_DOUBLE_BREAKER, when: allManaIs(NATURE) },
    ],
  },
  // Sniper Mosquito: on attack, a card from your mana zone returns to your hand (mandatory).
  'dm03-054': {
    lines: ['Whenever this creature attacks, return a card from your mana zone to your hand.'],
    abilities: [on('attack', chooseDo(manaZone('you'), 1, 'toHand'))],
  },
  // Roar of the Earth: a creature costing 6 or more from your mana zone returns to your hand.
  'dm03-055': {
    lines: ['Return a creature that costs 6 or more from your mana zone to your hand.'],
    spell: spell(chooseDo(manaZone('you', { type: 'creature', minCost: 6 }), 1, 'toHand')),
  },
  // Psychic Shaper (English redesign of Streaming Shaper, cost 6): same text.
  'tcg-dm03-020': {
    lines: ['Reveal the top 4 cards of your deck. Put all water cards from among them into your hand and the rest into your graveyard.'],
    spell: spell(revealKeep(4, WATER)),
  },
  // Pouch Shell: ETB, you may put the top card of one of the opponent's evolution creatures into its
  // owner's graveyard; the card under it stays as the creature (801.4).
  'dm03-034': {
    lines: [
      "When you put this creature into the battle zone, you may choose one of your opponent's evolution creatures in the battle zone and put the top card of that creature into your opponent's graveyard.",
    ],
    abilities: [
      on(
        'summon',
        ifAnyMatch(opponentsCreature({ evolution: true })),
        { op: 'may' },
        { op: 'choose', filter: opponentsCreature({ evolution: true }), count: 1, reg: 0 },
        { op: 'evolutionTopTo', reg: 0, to: 'graveyard' },
      ),
    ],
  },
  // Gigamantis: your other nature creatures that would go from the battle zone to the graveyard go to your
  // mana zone instead (JA: バトルゾーンから墓地に置かれるとき — any move to the graveyard, not only destruction).
  'dm03-005': {
    lines: [
      'Whenever another of your nature creatures would be put into your graveyard from the battle zone, put it into your mana zone instead.',
    ],
    statics: [{ kind: 'protect', target: { owner: 'you', other: true, civ: NATURE }, to: 'mana' }],
  },
  // Blaze Cannon: per the Japanese text the mana condition is a condition of the effect, not of casting
  // (自分のマナゾーンのカードがすべて火のカードであれば、このターン…): castable always, effect only if all mana is fire.
  'dm03-017': {
    lines: [
      'You can cast this spell only if all the cards in your mana zone are fire cards.',
      'Each of your creatures in the battle zone gets "power attacker +4000" and "double breaker" until the end of the turn.',
    ],
    spell: spell(
      { op: 'if', test: (s, f) => s.mana[f.player as 0 | 1].every((m) => (defOf(s, m).civs & FIRE) !== 0) },
      { op: 'all', filter: yourCreature(), reg: 0 },
      { op: 'grant', reg: 0, flags: KW_DOUBLE_BREAKER, powerAttacker: 4000 },
    ),
  },
  // Stinger Ball: attacking, you may look at one of the opponent's shields.
  'dm03-025': {
    lines: ["Whenever this creature attacks, you may look at one of your opponent's shields. Then put it back where it was."],
    abilities: [
      on(
        'attack',
        { op: 'may' },
        { op: 'choose', filter: { zone: 'shields', owner: 'opponent' }, count: 1, reg: 0 },
        { op: 'look', reg: 0 },
      ),
    ],
  },
  // Liquid Scope: look at the opponent's hand and shields.
  'dm03-043': {
    lines: ["Look at your opponent's hand and shields. Then put the shields back where they were."],
    spell: spell(
      { op: 'all', filter: { zone: 'hand', owner: 'opponent' }, reg: 0 },
      { op: 'all', filter: { zone: 'shields', owner: 'opponent' }, reg: 0 },
      { op: 'look', reg: 0 },
    ),
  },
  // Eldritch Poison (JA): putting one of your darkness creatures into your graveyard is a cost of casting
  // (it can't be cast without one, also as an S-Trigger); then return a creature from your mana zone to
  // your hand. The English "you may … if you do" is the TCG wording of the same card.
  'dm03-029': {
    lines: ['You may destroy one of your darkness creatures. If you do, return a creature from your mana zone to your hand.'],
    useIf: (s, p) => s.battle[p as 0 | 1].some((i) => (defOf(s, i).civs & DARKNESS) !== 0),
    spell: spell(
      { op: 'choose', filter: yourCreature({ civ: DARKNESS }), count: 1, reg: 0 },
      { op: 'toGraveyard', reg: 0 },
      { op: 'choose', filter: { zone: 'mana', owner: 'you', type: 'creature' }, count: 1, reg: 1 },
      { op: 'toHand', reg: 1 },
    ),
  },
  // Jack Viper: your other darkness creatures that would go to the graveyard may return to your hand instead.
  'dm03-003': {
    lines: [
      'Whenever another of your darkness creatures would be put into your graveyard from the battle zone, you may return it to your hand instead.',
    ],
    statics: [{ kind: 'mayReturnInstead', target: { owner: 'you', other: true, civ: DARKNESS } }],
  },
};

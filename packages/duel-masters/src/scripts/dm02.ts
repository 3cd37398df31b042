// DM-02 (Evo-Crushinators of Doom) card scripts: the text lines each covers and what they do.
import type { CardScript } from '../cards/types.js';
import { KW_ATTACK_UNTAPPED, KW_DOUBLE_BREAKER, KW_IGNORE_ATTACK_LIMITS, KW_UNBLOCKABLE, TYPE_SPELL } from '../keywords.js';
import { power } from '../query/characteristics.js';
import {
  allDo,
  chooseDo,
  countCreatures,
  currentAttack,
  FIRE,
  graveyard,
  handOf,
  manaZone,
  mayChoose,
  NATURE,
  raceIs,
  shields,
} from './lib-b.js';
import { anyCreature, may, on, opponentsCreature, search, spell, yourCreature } from './lib.js';

export const DM02: Record<string, CardScript> = {
  // Crystal Paladin: ETB, every creature with "blocker" (both sides) returns to its owner's hand.
  'dm02-s02': {
    lines: [
      'When you put this creature into the battle zone, return all creatures in the battle zone that have "blocker" to their owners\' hands.',
    ],
    abilities: [on('summon', allDo(anyCreature({ blocker: true }), 'toHand'))],
  },
  // Armored Blaster Valdios: your other Humans get +1000.
  'dm02-s04': {
    lines: ['Each of your other Humans in the battle zone gets +1000 power.'],
    statics: [{ kind: 'power', target: { owner: 'you', other: true, race: 'Human' }, amount: 1000 }],
  },
  // Fighter Dual Fang: ETB, the top 2 cards of your deck go to your mana zone.
  'dm02-s05': {
    lines: ['When you put this creature into the battle zone, put the top 2 cards of your deck into your mana zone.'],
    abilities: [on('summon', { op: 'top', who: 'you', count: 2, reg: 0 }, { op: 'toMana', reg: 0 })],
  },
  // Plasma Chaser: on attack, you may draw as many cards as your opponent has creatures (all or none: 引いてよい).
  'dm02-002': {
    lines: [
      'Whenever this creature attacks, you may draw a number of cards equal to the number of creatures your opponent has in the battle zone.',
    ],
    abilities: [
      on(
        'attack',
        { op: 'if', test: (s, f) => s.battle[(1 - f.player) as 0 | 1].length > 0 },
        may({ op: 'draw', who: 'you', count: (s, f) => s.battle[(1 - f.player) as 0 | 1].length }),
      ),
    ],
  },
  // Dark Titan Maginn: on attack, your opponent discards a card at random.
  'dm02-003': {
    lines: ['Whenever this creature attacks, your opponent discards a card at random from his hand.'],
    abilities: [on('attack', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Bolzard Dragon: on attack, choose a card in the opponent's mana zone; it goes to his graveyard.
  'dm02-004': {
    lines: ["Whenever this creature attacks, choose a card in your opponent's mana zone and put it into his graveyard."],
    abilities: [on('attack', chooseDo(manaZone('opponent'), 1, 'toGraveyard'))],
  },
  // Xeno Mantis: can't be blocked by power 5000 or less.
  'dm02-005': {
    lines: ["This creature can't be blocked by any creature that has power 5000 or less."],
    statics: [{ kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= 5000 }],
  },
  // Phal Eega: ETB, you may return a spell from your graveyard to your hand.
  'dm02-006': {
    lines: ['When you put this creature into the battle zone, you may return a spell from your graveyard to your hand.'],
    abilities: [on('summon', mayChoose(graveyard('you', { type: 'spell' }), 1, 'toHand'))],
  },
  // Laguna: on attack, search your deck for a spell (may fail to find), to hand, shuffle.
  'dm02-007': {
    lines: [
      'Whenever this creature attacks, search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('attack', search({ type: 'spell' }))],
  },
  // Spiral Grass: "untap it after it battles" when it blocked. A blocker that battles and is still in the
  // battle zone afterwards is exactly one that won the battle (a loser or a tie is destroyed, and it has no
  // replacement), so this is its win-battle trigger, limited to battles of an attack it blocked.
  'dm02-008': {
    lines: ['Whenever this creature blocks, untap it after it battles.'],
    abilities: [
      on(
        'winBattle',
        {
          op: 'if',
          test: (s, f) => {
            const atk = currentAttack(s);
            return !!atk && atk.blocked === 1 && atk.blocker === f.src;
          },
        },
        { op: 'self', reg: 0 },
        { op: 'untap', reg: 0 },
      ),
    ],
  },
  // King Nautilus: every Liquid People (both sides) can't be blocked.
  'dm02-009': {
    lines: ["Liquid People can't be blocked."],
    statics: [{ kind: 'flags', target: { race: 'Liquid People' }, flags: KW_UNBLOCKABLE }],
  },
  // Aqua Bouncer: ETB, you may return any creature (itself included) to its owner's hand.
  'dm02-010': {
    lines: [
      "When you put this creature into the battle zone, you may choose a creature in the battle zone and return it to its owner's hand.",
    ],
    abilities: [on('summon', mayChoose(anyCreature(), 1, 'toHand'))],
  },
  // Hypersquid Walter: on attack, you may draw a card.
  'dm02-011': {
    lines: ['Whenever this creature attacks, you may draw a card.'],
    abilities: [on('attack', may({ op: 'draw', who: 'you', count: 1 }))],
  },
  // General Dark Fiend: on attack, one of your shields (chosen face down) goes to your graveyard (no S-Trigger).
  'dm02-012': {
    lines: [
      'Whenever this creature attacks, choose one of your shields without looking and put it into your graveyard. You can\'t use the "shield trigger" ability of that shield.',
    ],
    abilities: [on('attack', chooseDo(shields('you'), 1, 'toGraveyard'))],
  },
  // Poison Worm: ETB, destroy one of your creatures with power 3000 or less (mandatory).
  'dm02-013': {
    lines: ['When you put this creature into the battle zone, destroy one of your creatures that has power 3000 or less.'],
    abilities: [on('summon', chooseDo(yourCreature({ maxPower: 3000 }), 1, 'destroy'))],
  },
  // Amber Piercer: on attack, you may return a creature from your graveyard to your hand.
  'dm02-014': {
    lines: ['Whenever this creature attacks, you may return a creature from your graveyard to your hand.'],
    abilities: [on('attack', mayChoose(graveyard('you', { type: 'creature' }), 1, 'toHand'))],
  },
  // Metalwing Skyterror: on attack, destroy one of the opponent's blockers. text_ja has no "may"
  // (…1体選び、持ち主の墓地に置く): implemented as mandatory, per the Japanese text.
  'dm02-015': {
    lines: ['Whenever this creature attacks, you may destroy one of your opponent\'s creatures that has "blocker."'],
    abilities: [on('attack', chooseDo(opponentsCreature({ blocker: true }), 1, 'destroy'))],
  },
  // Bombersaur: when destroyed, each player chooses 2 cards of his own mana zone; they go to the graveyard.
  'dm02-016': {
    lines: ['When this creature is destroyed, each player chooses 2 cards in his mana zone and puts them into his graveyard.'],
    abilities: [
      on(
        'destroyed',
        chooseDo(manaZone('you'), 2, 'toGraveyard', 0),
        chooseDo(manaZone('opponent'), 2, 'toGraveyard', 1, { chooser: 'opponent' }),
      ),
    ],
  },
  // Dogarn: while attacking, +2000 for each other tapped creature you have.
  'dm02-017': {
    lines: ['While attacking, this creature gets +2000 power for each other tapped creature you have in the battle zone.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        attacking: true,
        amount: (s, src) => 2000 * countCreatures(s, s.owner[src]!, (i) => !!s.tapped[i], src),
      },
    ],
  },
  // Fortress Shell: ETB, up to 2 cards of the opponent's mana zone go to his graveyard.
  'dm02-018': {
    lines: [
      "When you put this creature into the battle zone, choose up to 2 cards in your opponent's mana zone and put them into his graveyard.",
    ],
    abilities: [on('summon', chooseDo(manaZone('opponent'), 2, 'toGraveyard', 0, { upTo: true }))],
  },
  // Rumbling Terahorn: ETB, search your deck for a creature.
  'dm02-019': {
    lines: [
      'When you put this creature into the battle zone, search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    abilities: [on('summon', search({ type: 'creature' }))],
  },
  // Elf-X: your creatures cost 1 less (not below 1).
  'dm02-020': {
    lines: ["Your creatures each cost 1 less to summon. They can't cost less than 1."],
    statics: [{ kind: 'cost', whose: 'you', card: (d) => d.type !== TYPE_SPELL, delta: -1, min: 1 }],
  },
  // Larba Geer: ETB, tap all the opponent's blockers.
  'dm02-021': {
    lines: ['When you put this creature into the battle zone, tap all your opponent\'s creatures in the battle zone that have "blocker."'],
    abilities: [on('summon', allDo(opponentsCreature({ blocker: true }), 'tap'))],
  },
  // Stained Glass: on attack, you may return a fire or nature creature to its owner's hand. text_ja says
  // any fire or nature creature in the battle zone (バトルゾーンにある火または自然のクリーチャー, 持ち主の手札),
  // not only the opponent's: implemented per the Japanese text.
  'dm02-025': {
    lines: [
      "Whenever this creature attacks, you may choose one of your opponent's fire or nature creatures in the battle zone and return it to its owner's hand.",
    ],
    abilities: [on('attack', mayChoose(anyCreature({ civ: FIRE | NATURE }), 1, 'toHand'))],
  },
  // Deep Operation: draw a card for each of the opponent's creatures.
  'dm02-026': {
    lines: ["Draw a card for each of your opponent's creatures in the battle zone."],
    spell: spell({ op: 'draw', who: 'you', count: (s, f) => s.battle[(1 - f.player) as 0 | 1].length }),
  },
  // Chaos Worm: ETB, you may destroy one of the opponent's creatures.
  'dm02-027': {
    lines: ["When you put this creature into the battle zone, you may destroy one of your opponent's creatures."],
    abilities: [on('summon', mayChoose(opponentsCreature(), 1, 'destroy'))],
  },
  // Lost Soul: the opponent discards his whole hand.
  'dm02-029': {
    lines: ['Your opponent discards all cards from his hand.'],
    spell: spell(allDo(handOf('opponent'), 'toGraveyard')),
  },
  // Armored Cannon Balbaro: while attacking, +2000 for each other Human in the battle zone (both sides).
  'dm02-030': {
    lines: ['While attacking, this creature gets +2000 power for each other Human in the battle zone.'],
    statics: [
      {
        kind: 'power',
        target: { self: true },
        attacking: true,
        amount: (s, src) =>
          2000 * (countCreatures(s, 0, (i) => raceIs(s, i, 'Human'), src) + countCreatures(s, 1, (i) => raceIs(s, i, 'Human'), src)),
      },
    ],
  },
  // Burst Shot: destroy all creatures with power 2000 or less.
  'dm02-032': {
    lines: ['Destroy all creatures that have power 2000 or less.'],
    spell: spell(allDo(anyCreature({ maxPower: 2000 }), 'destroy')),
  },
  // Barkwhip: while it is tapped, your other Beast Folk get +2000.
  'dm02-033': {
    lines: ['While this creature is tapped, each of your other Beast Folk in the battle zone gets +2000 power.'],
    statics: [
      { kind: 'power', target: { owner: 'you', other: true, race: 'Beast Folk' }, amount: 2000, when: (s, src) => !!s.tapped[src] },
    ],
  },
  // Mana Crisis: a card of the opponent's mana zone goes to his graveyard.
  'dm02-035': {
    lines: ["Choose a card in your opponent's mana zone and put it into his graveyard."],
    spell: spell(chooseDo(manaZone('opponent'), 1, 'toGraveyard')),
  },
  // Magris: ETB, you may draw a card.
  'dm02-036': {
    lines: ['When you put this creature into the battle zone, you may draw a card.'],
    abilities: [on('summon', may({ op: 'draw', who: 'you', count: 1 }))],
  },
  // Fonch: ETB, you may tap one of the opponent's creatures.
  'dm02-037': {
    lines: [
      "When you put this creature into the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    ],
    abilities: [on('summon', mayChoose(opponentsCreature(), 1, 'tap'))],
  },
  // Logic Cube: search your deck for a spell.
  'dm02-039': {
    lines: [
      'Search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    ],
    spell: spell(search({ type: 'spell' })),
  },
  // Corile: ETB, one of the opponent's creatures goes on top of his deck (mandatory).
  'dm02-040': {
    lines: [
      "When you put this creature into the battle zone, choose one of your opponent's creatures in the battle zone and put it on top of his deck.",
    ],
    abilities: [on('summon', chooseDo(opponentsCreature(), 1, 'toDeckTop'))],
  },
  // Horrid Worm: on attack, the opponent discards a card at random.
  'dm02-045': {
    lines: ['Whenever this creature attacks, your opponent discards a card at random from his hand.'],
    abilities: [on('attack', { op: 'discardRandom', who: 'opponent', count: 1 })],
  },
  // Marrow Ooze: after an attack on a player (blocked or not), it is destroyed (510.1 end-of-attack trigger).
  'dm02-046': {
    lines: ['When this creature attacks a player, destroy it after the attack.'],
    abilities: [
      on(
        'endOfAttack',
        {
          op: 'if',
          test: (s, f) => {
            const atk = currentAttack(s);
            return !!atk && atk.src === f.src && atk.target === -1;
          },
        },
        { op: 'self', reg: 0 },
        { op: 'destroy', reg: 0 },
      ),
    ],
  },
  // Critical Blade: destroy one of the opponent's blockers.
  'dm02-047': {
    lines: ['Destroy one of your opponent\'s creatures that has "blocker."'],
    spell: spell(chooseDo(opponentsCreature({ blocker: true }), 1, 'destroy')),
  },
  // Galsaur: with no other creature of yours, power attacker +4000 and double breaker.
  'dm02-048': {
    lines: ['While you have no other creatures in the battle zone, this creature has "power attacker +4000" and "double breaker."'],
    statics: [
      {
        kind: 'flags',
        target: { self: true },
        flags: KW_DOUBLE_BREAKER,
        powerAttacker: 4000,
        when: (s, src) => s.battle[s.owner[src]! as 0 | 1].length === 1,
      },
    ],
  },
  // Engineer Kipo: when destroyed, each player chooses a card of his own mana zone; it goes to the graveyard.
  'dm02-050': {
    lines: ['When this creature is destroyed, each player chooses a card in his mana zone and puts it into his graveyard.'],
    abilities: [
      on(
        'destroyed',
        chooseDo(manaZone('you'), 1, 'toGraveyard', 0),
        chooseDo(manaZone('opponent'), 1, 'toGraveyard', 1, { chooser: 'opponent' }),
      ),
    ],
  },
  // Rumble Gate: this turn, your creatures get +1000 and can attack untapped creatures.
  'dm02-051': {
    lines: [
      'Each of your creatures in the battle zone gets +1000 power until the end of the turn.',
      'Each of your creatures in the battle zone that can attack creatures can attack untapped creatures this turn.',
    ],
    spell: spell(
      { op: 'all', filter: yourCreature(), reg: 0 },
      { op: 'power', reg: 0, amount: 1000 },
      { op: 'grant', reg: 0, flags: KW_ATTACK_UNTAPPED },
    ),
  },
  // Leaping Tornado Horn: while attacking, +1000 for each creature you have. text_ja counts every creature
  // of yours (自分のクリーチャー1体につき, no 他の "other"), itself included: implemented per the Japanese text.
  'dm02-052': {
    lines: ['While attacking, this creature gets +1000 power for each other creature you have in the battle zone.'],
    statics: [
      { kind: 'power', target: { self: true }, attacking: true, amount: (s, src) => 1000 * s.battle[s.owner[src]! as 0 | 1].length },
    ],
  },
  // Silver Axe: on attack, you may put the top card of your deck into your mana zone.
  'dm02-053': {
    lines: ['Whenever this creature attacks, you may put the top card of your deck into your mana zone.'],
    abilities: [on('attack', may({ op: 'top', who: 'you', count: 1, reg: 0 }, { op: 'toMana', reg: 0 }))],
  },
  // Essence Elf: your spells cost 1 less (not below 1).
  'dm02-054': {
    lines: ["Your spells each cost 1 less to cast. They can't cost less than 1."],
    statics: [{ kind: 'cost', whose: 'you', card: (d) => d.type === TYPE_SPELL, delta: -1, min: 1 }],
  },
  // Rainbow Stone: search your deck for any card; it goes to your mana zone.
  'dm02-055': {
    lines: ['Search your deck. You may take a card from your deck and put it into your mana zone. Then shuffle your deck.'],
    spell: spell(search({}, 'toMana')),
  },
  // Thought Probe (English redesign): if the opponent has 3 or more creatures, draw 3.
  'tcg-dm02-022': {
    lines: ['When you cast this spell, if your opponent has 3 or more creatures in the battle zone, draw 3 cards.'],
    spell: spell({ op: 'if', test: (s, f) => s.battle[(1 - f.player) as 0 | 1].length >= 3 }, { op: 'draw', who: 'you', count: 3 }),
  },
  // Wyn, the Oracle: attacking, you may look at one of the opponent's shields (you then know it).
  'dm02-022': {
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
  // Recon Operation: look at up to 3 of the opponent's shields.
  'dm02-043': {
    lines: ["Look at up to 3 of your opponent's shields. Then put them back where they were."],
    spell: spell({ op: 'choose', filter: { zone: 'shields', owner: 'opponent' }, count: 3, upTo: true, reg: 0 }, { op: 'look', reg: 0 }),
  },
  // Diamond Cutter (JA): this turn your creatures in the battle zone may attack the opponent even if they are
  // summoning sick or say "can't attack" / "can't attack players".
  'dm02-023': {
    lines: ['This turn, ignore any effects that would prevent your creatures from attacking your opponent.'],
    spell: spell({ op: 'all', filter: yourCreature(), reg: 0 }, { op: 'grant', reg: 0, flags: KW_IGNORE_ATTACK_LIMITS }),
  },
  // Gigastand: when it would go from the battle zone to the graveyard, you may discard a card from your hand;
  // if you do, it returns to your hand instead (JA: 手札からカードを1枚選んで墓地に置いてよい。その場合…手札に戻す).
  'dm02-044': {
    lines: [
      'When this creature would be put into your graveyard from the battle zone, you may return it to your hand instead. If you do, discard a card from your hand.',
    ],
    statics: [{ kind: 'mayReturnInstead', target: { self: true }, discard: true }],
  },
};

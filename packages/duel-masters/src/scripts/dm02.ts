// DM-02 (Evo-Crushinators of Doom) card scripts, and the English redesign Thought Probe: the text lines each covers and what they do.
import { KW_ATTACK_UNTAPPED, KW_DOUBLE_BREAKER, KW_IGNORE_ATTACK_LIMITS, KW_UNBLOCKABLE, TYPE_SPELL } from '../keywords.js';
import { currentAttack, type DMState } from '../state.js';
import {
  all,
  type CardScript,
  choose,
  costChange,
  creatures,
  destroy,
  discardAtRandom,
  draw,
  FIRE,
  grant,
  gets,
  graveyard,
  hand,
  isBlocking,
  itself,
  keywords,
  look,
  mana,
  may,
  mayReturnToHandInstead,
  NATURE,
  ofRace,
  onlyIf,
  opponentChooses,
  opponents,
  opponentsCreatureCount,
  otherCreatures,
  powerAttackerFor,
  powerFor,
  powerPer,
  search,
  shields,
  spellLines,
  spellText,
  staticText,
  tap,
  toDeckTop,
  toGraveyard,
  toHand,
  toMana,
  topCards,
  triggered,
  unblockableBy,
  untap,
  upTo,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  yourOtherCreatures,
  yours,
  youMay,
} from './lib/index.js';

/** All the creatures the source's controller has in the battle zone, the source included. */
const yourCreatureCount = (s: DMState, src: number): number => s.battle[s.owner[src]! as 0 | 1].length;

/** Rumble Gate: your creatures now in the battle zone. */
function rumbleGate(): CardScript {
  const mine = all(yours());
  return spellLines(
    [
      'Each of your creatures in the battle zone gets +1000 power until the end of the turn.',
      'Each of your creatures in the battle zone that can attack creatures can attack untapped creatures this turn.',
    ],
    gets(mine, 1000),
    grant(mine, KW_ATTACK_UNTAPPED),
  );
}

export const DM02: Record<string, CardScript> = {
  'dm02-s02': whenEnters(
    'return all creatures in the battle zone that have "blocker" to their owners\' hands.',
    toHand(all(creatures({ blocker: true }))),
  ), // Crystal Paladin (both sides' blockers)
  'dm02-s04': staticText(
    'Each of your other Humans in the battle zone gets +1000 power.',
    powerFor({ owner: 'you', other: true, race: 'Human' }, 1000),
  ), // Armored Blaster Valdios
  'dm02-s05': whenEnters('put the top 2 cards of your deck into your mana zone.', toMana(topCards(2))), // Fighter Dual Fang
  // Plasma Chaser: you may draw as many cards as your opponent has creatures (all or none: 引いてよい).
  'dm02-002': whenAttacks(
    'you may draw a number of cards equal to the number of creatures your opponent has in the battle zone.',
    onlyIf((s, f) => opponentsCreatureCount(s, f) > 0),
    may(draw(opponentsCreatureCount)),
  ),
  'dm02-003': whenAttacks('your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Dark Titan Maginn
  'dm02-004': whenAttacks("choose a card in your opponent's mana zone and put it into his graveyard.", toGraveyard(mana('opponent'))), // Bolzard Dragon
  'dm02-005': staticText("This creature can't be blocked by any creature that has power 5000 or less.", unblockableBy(5000)), // Xeno Mantis
  'dm02-006': whenEnters('you may return a spell from your graveyard to your hand.', youMay(toHand, graveyard('you', { type: 'spell' }))), // Phal Eega
  'dm02-007': whenAttacks(
    'search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'spell' }),
  ), // Laguna, Lightning Enforcer (finding may fail)
  // Spiral Grass: "untap it after it battles" when it blocked. A blocker that battles and is still in the
  // battle zone afterwards is exactly one that won the battle (a loser or a tie is destroyed, and it has no
  // replacement), so this is its win-battle trigger, limited to battles of an attack it blocked.
  'dm02-008': triggered(
    'Whenever this creature blocks, untap it after it battles.',
    'winBattle',
    onlyIf((s, f) => isBlocking(s, f.src)),
    untap(itself()),
  ),
  'dm02-009': staticText("Liquid People can't be blocked.", keywords({ race: 'Liquid People' }, KW_UNBLOCKABLE)), // King Nautilus (both sides)
  'dm02-010': whenEnters("you may choose a creature in the battle zone and return it to its owner's hand.", youMay(toHand, creatures())), // Aqua Bouncer (itself included)
  'dm02-011': whenAttacks('you may draw a card.', may(draw(1))), // Hypersquid Walter
  'dm02-012': whenAttacks(
    'choose one of your shields without looking and put it into your graveyard. You can\'t use the "shield trigger" ability of that shield.',
    toGraveyard(shields('you')),
  ), // General Dark Fiend
  'dm02-013': whenEnters('destroy one of your creatures that has power 3000 or less.', destroy(yours({ maxPower: 3000 }))), // Poison Worm (mandatory)
  'dm02-014': whenAttacks(
    'you may return a creature from your graveyard to your hand.',
    youMay(toHand, graveyard('you', { type: 'creature' })),
  ), // Amber Piercer
  // Metalwing Skyterror: text_ja has no "may" (…1体選び、持ち主の墓地に置く): implemented as mandatory, per the
  // Japanese text.
  'dm02-015': whenAttacks('you may destroy one of your opponent\'s creatures that has "blocker."', destroy(opponents({ blocker: true }))),
  'dm02-016': whenDestroyed(
    'each player chooses 2 cards in his mana zone and puts them into his graveyard.',
    toGraveyard(choose(mana('you'), 2)),
    toGraveyard(opponentChooses(mana('opponent'), 2)),
  ), // Bombersaur
  'dm02-017': staticText(
    'While attacking, this creature gets +2000 power for each other tapped creature you have in the battle zone.',
    powerPer(
      2000,
      yourOtherCreatures((s, i) => !!s.tapped[i]),
      { attacking: true },
    ),
  ), // Dogarn, the Marauder
  'dm02-018': whenEnters(
    "choose up to 2 cards in your opponent's mana zone and put them into his graveyard.",
    toGraveyard(upTo(2, mana('opponent'))),
  ), // Fortress Shell
  'dm02-019': whenEnters(
    'search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature' }),
  ), // Rumbling Terahorn
  'dm02-020': staticText(
    "Your creatures each cost 1 less to summon. They can't cost less than 1.",
    costChange('you', (d) => d.type !== TYPE_SPELL, -1, 1),
  ), // Elf-X
  'dm02-021': whenEnters(
    'tap all your opponent\'s creatures in the battle zone that have "blocker."',
    tap(all(opponents({ blocker: true }))),
  ), // Larba Geer, the Immaculate
  // Stained Glass: text_ja says any fire or nature creature in the battle zone (バトルゾーンにある火または自然の
  // クリーチャー, 持ち主の手札), not only the opponent's: implemented per the Japanese text.
  'dm02-025': whenAttacks(
    "you may choose one of your opponent's fire or nature creatures in the battle zone and return it to its owner's hand.",
    youMay(toHand, creatures({ civ: FIRE | NATURE })),
  ),
  'dm02-026': spellText("Draw a card for each of your opponent's creatures in the battle zone.", draw(opponentsCreatureCount)), // Deep Operation
  'dm02-027': whenEnters("you may destroy one of your opponent's creatures.", youMay(destroy, opponents())), // Chaos Worm
  'dm02-029': spellText('Your opponent discards all cards from his hand.', toGraveyard(all(hand('opponent')))), // Lost Soul
  'dm02-030': staticText(
    'While attacking, this creature gets +2000 power for each other Human in the battle zone.',
    powerPer(2000, otherCreatures(ofRace('Human')), { attacking: true }),
  ), // Armored Cannon Balbaro (both sides' Humans)
  'dm02-032': spellText('Destroy all creatures that have power 2000 or less.', destroy(all(creatures({ maxPower: 2000 })))), // Burst Shot
  'dm02-033': staticText(
    'While this creature is tapped, each of your other Beast Folk in the battle zone gets +2000 power.',
    powerFor({ owner: 'you', other: true, race: 'Beast Folk' }, 2000, { when: (s, src) => !!s.tapped[src] }),
  ), // Barkwhip, the Smasher
  'dm02-035': spellText("Choose a card in your opponent's mana zone and put it into his graveyard.", toGraveyard(mana('opponent'))), // Mana Crisis
  'dm02-036': whenEnters('you may draw a card.', may(draw(1))), // Magris, Vizier of Magnetism
  'dm02-037': whenEnters("you may choose one of your opponent's creatures in the battle zone and tap it.", youMay(tap, opponents())), // Fonch, the Oracle
  'dm02-039': spellText(
    'Search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'spell' }),
  ), // Logic Cube
  'dm02-040': whenEnters(
    "choose one of your opponent's creatures in the battle zone and put it on top of his deck.",
    toDeckTop(opponents()),
  ), // Corile (mandatory)
  'dm02-045': whenAttacks('your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Horrid Worm
  // Marrow Ooze: after an attack on a player (blocked or not), it is destroyed (510.1 end-of-attack trigger).
  'dm02-046': triggered(
    'When this creature attacks a player, destroy it after the attack.',
    'endOfAttack',
    onlyIf((s, f) => {
      const atk = currentAttack(s);
      return !!atk && atk.src === f.src && atk.target === -1;
    }),
    destroy(itself()),
  ),
  'dm02-047': spellText('Destroy one of your opponent\'s creatures that has "blocker."', destroy(opponents({ blocker: true }))), // Critical Blade
  'dm02-048': staticText(
    'While you have no other creatures in the battle zone, this creature has "power attacker +4000" and "double breaker."',
    powerAttackerFor({ self: true }, 4000, { flags: KW_DOUBLE_BREAKER, when: (s, src) => yourCreatureCount(s, src) === 1 }),
  ), // Galsaur
  'dm02-050': whenDestroyed(
    'each player chooses a card in his mana zone and puts it into his graveyard.',
    toGraveyard(mana('you')),
    toGraveyard(opponentChooses(mana('opponent'))),
  ), // Engineer Kipo
  'dm02-051': rumbleGate(), // Rumble Gate
  // Leaping Tornado Horn: text_ja counts every creature of yours (自分のクリーチャー1体につき, no 他の "other"),
  // itself included: implemented per the Japanese text.
  'dm02-052': staticText(
    'While attacking, this creature gets +1000 power for each other creature you have in the battle zone.',
    powerPer(1000, yourCreatureCount, { attacking: true }),
  ),
  'dm02-053': whenAttacks('you may put the top card of your deck into your mana zone.', may(toMana(topCards(1)))), // Silver Axe
  'dm02-054': staticText(
    "Your spells each cost 1 less to cast. They can't cost less than 1.",
    costChange('you', (d) => d.type === TYPE_SPELL, -1, 1),
  ), // Essence Elf
  'dm02-055': spellText(
    'Search your deck. You may take a card from your deck and put it into your mana zone. Then shuffle your deck.',
    search({}, 'toMana'),
  ), // Rainbow Stone
  'tcg-dm02-022': spellText(
    'When you cast this spell, if your opponent has 3 or more creatures in the battle zone, draw 3 cards.',
    onlyIf((s, f) => opponentsCreatureCount(s, f) >= 3),
    draw(3),
  ), // Thought Probe (English redesign)
  // Wyn, the Oracle: you then know the shield.
  'dm02-022': whenAttacks("you may look at one of your opponent's shields. Then put it back where it was.", may(look(shields('opponent')))),
  'dm02-043': spellText(
    "Look at up to 3 of your opponent's shields. Then put them back where they were.",
    look(upTo(3, shields('opponent'))),
  ), // Recon Operation
  // Diamond Cutter (JA): this turn your creatures in the battle zone may attack the opponent even if they are
  // summoning sick or say "can't attack" / "can't attack players".
  'dm02-023': spellText(
    'This turn, ignore any effects that would prevent your creatures from attacking your opponent.',
    grant(all(yours()), KW_IGNORE_ATTACK_LIMITS),
  ),
  // Gigastand: when it would go from the battle zone to the graveyard, you may discard a card from your hand;
  // if you do, it returns to your hand instead (JA: 手札からカードを1枚選んで墓地に置いてよい。その場合…手札に戻す).
  'dm02-044': staticText(
    'When this creature would be put into your graveyard from the battle zone, you may return it to your hand instead. If you do, discard a card from your hand.',
    mayReturnToHandInstead({ self: true }, { discard: true }),
  ),
};

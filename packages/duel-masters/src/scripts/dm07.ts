// DM-07 card scripts: the text lines each covers and what they do.
import {
  KW_ATTACK_UNTAPPED,
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_DESTROY_AFTER_BATTLE,
  KW_DOUBLE_BREAKER,
  KW_IGNORE_OWN_ATTACK_BANS,
  KW_SLAYER,
  KW_UNBLOCKABLE,
} from '../keywords.js';
import {
  all,
  alsoOn,
  anyNumberOf,
  atEndOfTurn,
  breakOpponentsShields,
  card,
  cause,
  choose,
  chooseCivilizationOf,
  countOf,
  creatures,
  DARKNESS,
  destroy,
  discardAtRandom,
  draw,
  FIRE,
  gets,
  grant,
  hand,
  ifCause,
  ifChosen,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  may,
  NATURE,
  noShieldTriggers,
  ofChosenCivilization,
  onlyIf,
  opponentChooses,
  opponents,
  plusStatics,
  power,
  powerAttacker,
  powerPer,
  putBackInOrder,
  type Sel,
  select,
  selfPower,
  selPower,
  shields,
  spellText,
  staticText,
  thisTurn,
  tap,
  tapAbility,
  together,
  toGraveyard,
  toHand,
  toMana,
  topCards,
  toShields,
  triggered,
  type CardScript,
  unblockableBy,
  untap,
  upTo,
  WATER,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  youHaveNoShields,
  yourOtherCreatures,
  yours,
  yourShieldCount,
  turnFlag,
  replacementThen,
  saveShieldInstead,
} from './lib/index.js';
import { TURN_CREATURES_TO_MANA } from '../state.js';

const shieldToHand = whenEnters(
  'choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
  toHand(shields('you')),
);

/** The source's controller's other creatures in the battle zone. */
const others = yourOtherCreatures();

export const DM07: Record<string, CardScript> = {
  'dm07-046': whenDestroyed('your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Propeller Mutant

  // Siri, Glory Elemental
  'dm07-s01': card(
    triggered(
      'While you have no shields, this creature has "blocker" and "At the end of each of your turns, you may untap this creature."',
      'endOfTurn',
      onlyIf((s, f) => yourShieldCount(s, f) === 0),
      may(untap(itself())),
    ),
    plusStatics(keywords({ self: true }, KW_BLOCKER, youHaveNoShields)),
  ),
  // Cosmic Nebula: after the draw of your draw step, you may draw one more card.
  'dm07-s02': triggered('Whenever you draw the card at the start of your turn, you may draw an extra card.', 'drawStep', may(draw(1))),
  'dm07-s03': tapAbility('$tap Your opponent discards 2 cards at random from his hand.', discardAtRandom(2, 'opponent')), // Crath Lade, Merciless King
  // Sky Crusher, the Agitator: each player chooses one of his own mana cards; they go together.
  'dm07-s04': (() => {
    const mine = choose(mana('you'));
    const theirs = opponentChooses(mana('opponent'));
    return tapAbility(
      '$tap Each player puts a card from his mana zone into his graveyard.',
      select(mine),
      select(theirs),
      together(mine, theirs),
      toGraveyard(mine),
    );
  })(),
  // Headlong Giant. Japanese text: "it can't attack unless you put a card from your hand into your graveyard"
  // (an attack cost); implemented as the English lines: it can't attack with an empty hand, and when it attacks
  // you discard a card of your choice (the same result; only the timing against other attack triggers differs).
  'dm07-s05': card(
    staticText(
      "This creature can't attack if you have no cards in your hand.",
      keywords({ self: true }, KW_CANT_ATTACK, (s, src) => s.hand[s.owner[src]! as 0 | 1].length === 0),
    ),
    whenAttacks('discard a card from your hand.', toGraveyard(hand('you'))),
    staticText("This creature can't be blocked by any creature that has power 4000 or less.", unblockableBy(4000)),
  ),
  // Gandar, Seeker of Explosions: a delayed trigger (JA: このターンの終わりに、自分の光のクリーチャーをすべてアンタップする).
  'dm07-001': card(
    tapAbility('$tap At the end of the turn, untap all your light creatures.', atEndOfTurn(1)),
    alsoOn('delayed', untap(all(yours({ civ: LIGHT })))),
  ),
  'dm07-002': tapAbility(
    '$tap Each of your water creatures gets "This creature can\'t be blocked" until the end of the turn.',
    grant(all(yours({ civ: WATER })), KW_UNBLOCKABLE),
  ), // King Benthos
  'dm07-003': (() => {
    const dark = all(yours({ civ: DARKNESS }));
    return tapAbility(
      '$tap Until the end of the turn, each of your darkness creatures in the battle zone gets +4000 power and "double breaker." Whenever any of those creatures battles this turn, destroy it after the battle.',
      gets(dark, 4000),
      grant(dark, KW_DOUBLE_BREAKER | KW_DESTROY_AFTER_BATTLE),
    );
  })(), // Battleship Mutant
  'dm07-004': tapAbility(
    '$tap Each of your fire creatures gets "This creature can attack untapped creatures" until the end of the turn.',
    grant(all(yours({ civ: FIRE })), KW_ATTACK_UNTAPPED),
  ), // Armored Transport Galiacruse
  // Spinning Totem (JA: このターン、バトルゾーンにある自分の自然クリーチャーが相手を攻撃してブロックされたとき、相手の
  // シールドが1枚でもあれば、そのうち1枚をブレイクする): the blocked creature breaks it (its break replacements apply).
  'dm07-005': card(
    tapAbility(
      '$tap This turn, whenever any of your nature creatures is attacking your opponent and becomes blocked, it breaks one of his shields.',
      thisTurn(1),
    ),
    alsoOn(
      'yourCreatureBlocked',
      ifCause((d) => (d.civs & NATURE) !== 0),
      breakOpponentsShields(1, cause),
    ),
  ),
  // Pulsar Tree. Japanese text (implemented): 「かわりにこのクリーチャーを自分の墓地に置いてもよい」: it is put into the
  // graveyard, not destroyed ("when destroyed" abilities do not trigger); the English says "destroy".
  'dm07-007': staticText('When one of your shields would be broken, you may destroy this creature instead.', saveShieldInstead('self')),
  'dm07-010': tapAbility("$tap Choose a card in your opponent's mana zone and return it to his hand.", toHand(mana('opponent'))), // Aqua Fencer
  'dm07-011': tapAbility(
    "$tap Choose one of your creatures in the battle zone. It can't be blocked this turn.",
    grant(yours(), KW_UNBLOCKABLE),
  ), // Biancus
  'dm07-013': shieldToHand, // Gigabuster
  'dm07-014': spellText("Destroy one of your opponent's creatures.", destroy(opponents())), // Hopeless Vortex
  'dm07-016': tapAbility(
    "$tap Destroy one of your opponent's creatures that has power 2000 or less.",
    destroy(opponents({ maxPower: 2000 })),
  ), // Kipo's Contraption
  // Curse Totem: the opponent's S-Triggers (of any card) can't be used while it is in the battle zone.
  'dm07-019': staticText(
    'Your opponent can\'t use the "shield trigger" abilities of their shields.',
    noShieldTriggers(() => true, { whose: 'opponent' }),
  ),
  // Cryptic Totem (TCG redesign of Curse Totem, no Japanese text): only while it is tapped.
  'tcg-dm07-047': staticText(
    'While this creature is tapped, your opponent can\'t use the "shield trigger" ability of his shields.',
    noShieldTriggers(() => true, { whose: 'opponent', when: (s, src) => s.tapped[src] === 1 }),
  ),
  'dm07-020': tapAbility('$tap Put up to 3 cards from your hand into your mana zone.', toMana(upTo(3, hand('you')))), // Tangle Fist, the Weaver
  'dm07-021': tapAbility('$tap Add one of your creatures from the battle zone to your shields face down.', toShields(yours())), // Rondobil, the Explorer
  'dm07-022': whenAttacks(
    'you may choose a darkness or fire creature in the battle zone and tap it.',
    tap(upTo(1, creatures({ civ: DARKNESS | FIRE }))),
  ), // Geoshine, Spectral Knight
  'dm07-023': spellText("Choose one of your opponent's creatures in the battle zone and tap it.", tap(opponents())), // Lightning Charger
  'dm07-024': whenEnters('return a card from your mana zone to your hand.', toHand(mana('you'))), // Splash Zebrafish
  'dm07-026': spellText("Choose a creature in the battle zone and return it to its owner's hand.", toHand(creatures())), // Riptide Charger
  'dm07-027': shieldToHand, // Three-Faced Ashura Fang
  // Scalpel Spider (JA: 攻撃を受けたとき、このクリーチャーはこのターンが終わるまで「スレイヤー」を得る)
  'dm07-028': triggered(
    'Whenever this creature is attacked, it gets "slayer" until the end of the turn.',
    'attacked',
    grant(itself(), KW_SLAYER),
  ),
  'dm07-029': spellText('One of your creatures in the battle zone gets "slayer" until the end of the turn.', grant(yours(), KW_SLAYER)), // Venom Charger
  'dm07-031': staticText(
    'While you have no shields, this creature can attack untapped creatures and has "Power attacker +3000."',
    powerAttacker(3000, KW_ATTACK_UNTAPPED, youHaveNoShields),
  ), // Cratersaur
  'dm07-032': spellText('One of your creatures gets +2000 power until the end of the turn.', gets(yours(), 2000)), // Energy Charger
  'dm07-033': tapAbility('$tap Return a creature from your mana zone to your hand.', toHand(mana('you', { type: 'creature' }))), // Brood Shell
  // Fruit of Eternity. JA: このターン、自分のクリーチャー1体がバトルゾーンから自分の墓地に置かれるとき、墓地に置くかわりに
  // 自分のマナゾーンに置く: every way to the graveyard from the battle zone, not only destruction (the EN says destroyed).
  'dm07-034': spellText(
    'Whenever any of your creatures would be destroyed this turn, put it into your mana zone instead.',
    turnFlag(TURN_CREATURES_TO_MANA),
  ),
  'dm07-035': spellText('Put one of your creatures from the battle zone into your mana zone.', toMana(yours())), // Mulch Charger
  'dm07-037': whenEnters("you may choose one of your opponent's creatures in the battle zone and tap it.", tap(upTo(1, opponents()))), // Rom, Vizier of Tendrils
  'dm07-038': staticText('While you have no shields, this creature has "Blocker."', keywords({ self: true }, KW_BLOCKER, youHaveNoShields)), // Bex, the Oracle
  // Miracle Portal (JA: …ブロックされない。また、「このクリーチャーは攻撃することができない」または「このクリーチャーは相手
  // プレイヤーを攻撃できない」と書かれていても、このターンそのクリーチャーは相手プレイヤーを攻撃することができる): only the
  // creature's own "can't attack (players)" text is lifted, not summoning sickness nor other cards' effects (the EN says "any effects").
  'dm07-039': spellText(
    "Choose one of your creatures in the battle zone. This turn, it can't be blocked and you ignore any effects that would prevent that creature from attacking your opponent.",
    grant(yours(), KW_UNBLOCKABLE | KW_IGNORE_OWN_ATTACK_BANS),
  ),
  'dm07-043': whenDestroyed('you may draw a card.', may(draw(1))), // Cetibols
  'dm07-047': spellText(
    "Destroy one of your opponent's untapped light or untapped nature creatures.",
    destroy(opponents({ civ: LIGHT | NATURE, tapped: false })),
  ), // Vacuum Gel
  'dm07-048': staticText(
    'While you have no shields, this creature gets +4000 power and has "double breaker."',
    selfPower(4000, { when: youHaveNoShields }),
    keywords({ self: true }, KW_DOUBLE_BREAKER, youHaveNoShields),
  ), // Gazarias Dragon
  'dm07-049': staticText(
    'While you have no other creatures in the battle zone, this creature has "Power attacker +4000" and "double breaker."',
    powerAttacker(4000, KW_DOUBLE_BREAKER, (s, src) => others(s, src) === 0),
  ), // Astronaut Skyterror
  'dm07-053': tapAbility('$tap Put the top card of your deck into your mana zone.', toMana(topCards(1))), // Popple, Flowerpetal Dancer
  'dm07-054': staticText(
    'While attacking, this creature gets +1000 power for each other creature you have in the battle zone.',
    powerPer(1000, others, { attacking: true }),
  ), // Launch Locust
  'dm07-055': spellText(
    "Choose one of your opponent's water or darkness creatures in the battle zone. Your opponent puts that creature into his mana zone.",
    toMana(opponents({ civ: WATER | DARKNESS })),
  ), // Freezing Icehammer
  'dm07-025': whenAttacks("you may look at one of your opponent's shields. Then put it back where it was.", may(look(shields('opponent')))), // Curious Eye
  // Trenchdive Shark: up to 2 hand cards become shields; then as many shields (any of them) go to the hand
  // without being broken (no S-Trigger).
  // Justice Jamming: choose darkness or fire, then tap every creature of it (Ulex, the Dauntless stays untapped for his opponent).
  'dm07-008': spellText(
    'Tap all darkness creatures in the battle zone, or tap all fire creatures in the battle zone.',
    chooseCivilizationOf('darkness', 'fire'),
    tap(all(creatures({ test: ofChosenCivilization }))),
  ),
  'dm07-009': (() => {
    const added = upTo(2, hand('you'));
    return whenEnters(
      'you may add up to 2 cards from your hand to your shields face down. If you do, choose the same number of your shields and put them into your hand. You can\'t use the "shield trigger" ability of those shields.',
      toShields(added),
      ifChosen(added),
      toHand(choose(shields('you'), countOf(added))),
    );
  })(),
  // Apocalypse Vise: any number of opposing creatures whose total power stays 8000 or less (each pick must keep
  // the running total within 8000; you may stop at any time).
  'dm07-017': (() => {
    const chosen: Sel = anyNumberOf(opponents({ test: (s, i) => selPower(s, chosen) + Math.max(0, power(s, i)) <= 8000 }));
    return spellText("Destroy any number of your opponent's creatures that have total power 8000 or less.", destroy(chosen));
  })(),
  // Aqua Agent: an optional replacement, offered to its owner when it would be destroyed.
  'dm07-040': staticText('When this creature would be destroyed, you may return it to your hand instead.', {
    kind: 'mayReturnInstead',
    target: { self: true },
  }),
  // Dream Pirate, Shadow of Theft: an optional replacement; 「そうした場合、自分の手札から1枚選び、自分の墓地に置く」 is a
  // separate event after it returns (101.5a), so the card put into the graveyard may be the Dream Pirate itself.
  'dm07-044': replacementThen(
    'When this creature would be destroyed, you may return it to your hand instead. If you do, put a card from your hand into your graveyard.',
    { kind: 'mayReturnInstead', target: { self: true }, then: true },
    toGraveyard(hand('you')),
  ),
  // Garatyano: the top 3 go back on top in the order you pick them (the last one picked on top).
  'dm07-042': (() => {
    const seen = topCards(3);
    return tapAbility(
      '$tap Look at the top 3 cards of your deck. Then put them back in any order.',
      look(seen),
      putBackInOrder(seen, 3, 'top'),
    );
  })(),
};

// DM-03 (Rampage of the Super Warriors) card scripts, and the English redesign Psychic Shaper: the text lines each covers and what they do.
import { KW_BLOCKER, KW_CANT_ATTACK, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import {
  all,
  allManaIs,
  allOf,
  card,
  type CardScript,
  choose,
  creatures,
  creaturesOfCiv,
  DARKNESS,
  defOf,
  destroy,
  destroyedInstead,
  drawUpTo,
  evolutionTopTo,
  evolvesFrom,
  FIRE,
  grant,
  graveyard,
  hand,
  ifChosen,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  may,
  mayChoose,
  mayReturnToHandInstead,
  NATURE,
  onlyIf,
  onlyUsableIf,
  opponentChooses,
  opponents,
  perOtherCivCreature,
  powerAttackerFor,
  protect,
  revealKeep,
  search,
  selfPower,
  shields,
  spellLines,
  spellText,
  spellToMana,
  staticText,
  toGraveyard,
  toHand,
  toMana,
  toShields,
  triggered,
  unblockableBy,
  upTo,
  WATER,
  whenAttacks,
  whenEnters,
  youMay,
  yours,
  yourShieldCount,
} from './lib/index.js';

/** "Reveal the top 4 cards of your deck. Put all water cards …" (Streaming Shaper and its redesign Psychic Shaper). */
const streamingShaper = (): CardScript =>
  spellText(
    'Reveal the top 4 cards of your deck. Put all water cards from among them into your hand and the rest into your graveyard.',
    revealKeep(4, WATER),
  );

/** "… you may look at one of your opponent's shields. Then put it back where it was." (you then know it) */
const peekAtShield = (): CardScript =>
  whenAttacks("you may look at one of your opponent's shields. Then put it back where it was.", may(look(shields('opponent'))));

/** "… choose one of your shields and put it into your graveyard." (the second line of Searing Wave and others) */
const SHIELD_TO_GRAVEYARD = 'Choose one of your shields and put it into your graveyard.';

/** Flametropus: you may put a mana card into your graveyard; if you do, this creature gets … */
function flametropus(): CardScript {
  const paid = choose(mana('you'));
  return whenAttacks(
    'you may put a card from your mana zone into your graveyard. If you do, this creature gets "power attacker +3000" and "double breaker" until the end of the turn.',
    mayChoose(paid, toGraveyard(paid), ifChosen(paid), grant(itself(), KW_DOUBLE_BREAKER, { powerAttacker: 3000 })),
  );
}

/** Emeral: you may add a card from your hand to your shields; if you do, one of your shields goes to your hand. */
function emeral(): CardScript {
  const added = choose(hand('you'));
  return whenEnters(
    'you may add a card from your hand to your shields face down. If you do, choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    mayChoose(added, toShields(added), ifChosen(added), toHand(shields('you'))),
  );
}

/** Every creature of yours now in the battle zone gets the keywords (Snake Attack, Blaze Cannon). */
const allYours = () => all(yours());

export const DM03: Record<string, CardScript> = {
  // Chaos Fish: text_ja: 好きな枚数のカードを引いてよい。ただし、その枚数は…の数までであること ("any number, up
  // to"), so the drawing is card by card with a stop (drawUpTo), per the Japanese text.
  'dm03-s02': card(
    staticText(
      'This creature gets +1000 power for each other water creature you have in the battle zone.',
      perOtherCivCreature(WATER, 1000),
    ),
    whenAttacks(
      'you may draw a card for each of your other water creatures in the battle zone.',
      drawUpTo(creaturesOfCiv('you', WATER, { other: true })),
    ),
  ),
  // Garkago Dragon ("can attack untapped creatures" is a keyword line).
  'dm03-s04': staticText(
    'This creature gets +1000 power for each other fire creature you have in the battle zone.',
    perOtherCivCreature(FIRE, 1000),
  ),
  'dm03-s05': whenAttacks('return all creatures from your mana zone to your hand.', toHand(all(mana('you', { type: 'creature' })))), // Earthstomp Giant
  'dm03-001': staticText(
    'Each of your other light creatures in the battle zone has "blocker."',
    keywords({ owner: 'you', other: true, civ: LIGHT }, KW_BLOCKER),
  ), // Sieg Balicula, the Intense
  'dm03-002': staticText(
    "Your other water creatures in the battle zone can't be blocked.",
    keywords({ owner: 'you', other: true, civ: WATER }, KW_UNBLOCKABLE),
  ), // Legendary Bynor
  // Überdragon Jabaha: evolution on an Armored Dragon (the data joins the evolution line and the static in one
  // text line).
  'dm03-004': card(
    staticText(
      'Evolution—Put on one of your Armored Dragons. Each of your other fire creatures in the battle zone has "power attacker +2000."',
      powerAttackerFor({ owner: 'you', other: true, civ: FIRE }, 2000),
    ),
    evolvesFrom('Armored Dragon'),
  ),
  'dm03-006': destroyedInstead(
    'When this creature would be put into your graveyard from the battle zone, add it to your shields face down instead.',
    'shields',
  ), // Raza Vega, Thunder Guardian
  'dm03-007': staticText(
    'This creature gets +1000 power for each other light creature you have in the battle zone.',
    perOtherCivCreature(LIGHT, 1000),
  ), // Alek, Solidity Enforcer
  'dm03-008': spellText('Return a spell from your mana zone to your hand.', toHand(mana('you', { type: 'spell' }))), // Logic Sphere
  'dm03-009': whenEnters(
    'return 2 cards from your mana zone to your hand. Then your opponent chooses 2 cards in his mana zone and returns them to his hand.',
    toHand(choose(mana('you'), 2)),
    toHand(opponentChooses(mana('opponent'), 2)),
  ), // Aqua Deformer
  'dm03-010': whenAttacks(
    "you may choose a creature in the battle zone that has power 2000 or less and return it to its owner's hand.",
    youMay(toHand, creatures({ maxPower: 2000 })),
  ), // King Neptas
  'dm03-011': streamingShaper(), // Streaming Shaper
  'dm03-012': whenAttacks(
    'you may return a darkness creature from your graveyard to your hand.',
    youMay(toHand, graveyard('you', { type: 'creature', civ: DARKNESS })),
  ), // Gamil, Knight of Hatred
  'dm03-013': staticText(
    'This creature gets +1000 power for each other darkness creature you have in the battle zone.',
    perOtherCivCreature(DARKNESS, 1000),
  ), // Scratchclaw
  'dm03-014': spellText(
    'Choose any number of your shields and put them into your hand. You can\'t use the "shield trigger" abilities of those shields.',
    toHand(upTo(yourShieldCount, shields('you'))),
  ), // Ghastly Drain
  'dm03-016': flametropus(), // Flametropus
  'dm03-019': whenAttacks(
    'you may put a nature card from your graveyard into your mana zone.',
    youMay(toMana, graveyard('you', { civ: NATURE })),
  ), // Psyshroom
  'dm03-020': spellText(
    'Choose any number of your shields and put them into your mana zone.',
    toMana(upTo(yourShieldCount, shields('you'))),
  ), // Aurora of Reversal
  'dm03-021': whenAttacks(
    'you may return a light spell from your graveyard to your hand.',
    youMay(toHand, graveyard('you', { type: 'spell', civ: LIGHT })),
  ), // Ra Vu, Seeker of Lightning
  'dm03-022': staticText(
    'While all the cards in your mana zone are light cards, this creature has "Blocker"',
    keywords({ self: true }, KW_BLOCKER, allManaIs(LIGHT)),
  ), // Sparkle Flower
  // Boomerang Comet: text_ja puts the spell into your mana zone FIRST, then you return a card from your
  // mana zone (it may be this spell) to your hand (この呪文を…マナゾーンに置く。その後、…1枚選び、手札に戻す);
  // the English text has the opposite order. Implemented per the Japanese text.
  'dm03-023': spellLines(
    ['Return a card from your mana zone to your hand.', 'After you cast this spell, put it into your mana zone instead of your graveyard.'],
    spellToMana,
    toHand(mana('you')),
  ),
  'dm03-024': whenAttacks(
    'search your deck. You may take a water card from your deck, show that card to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ civ: WATER }),
  ), // King Ponitas
  'dm03-026': spellText('Return a card from your mana zone to your hand.', toHand(mana('you'))), // Flood Valve
  'dm03-028': whenEnters(
    'choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    toHand(shields('you')),
  ), // Baraga, Blade of Gloom
  'dm03-030': whenAttacks(
    "you may destroy one of your opponent's creatures that has power 2000 or less.",
    youMay(destroy, opponents({ maxPower: 2000 })),
  ), // Muramasa, Duke of Blades
  'dm03-031': whenAttacks(
    'put a non-fire card from your mana zone into your graveyard. Then your opponent chooses a non-fire card in his mana zone and puts it into his graveyard.',
    toGraveyard(mana('you', { notCiv: FIRE })),
    toGraveyard(opponentChooses(mana('opponent', { notCiv: FIRE }))),
  ), // Armored Warrior Quelos
  'dm03-032': spellLines(
    ["Destroy all your opponent's creatures that have power 3000 or less.", SHIELD_TO_GRAVEYARD],
    destroy(all(opponents({ maxPower: 3000 }))),
    toGraveyard(shields('you')),
  ), // Searing Wave
  'dm03-033': card(
    staticText(
      'This creature gets +1000 power for each of your other nature creatures in the battle zone.',
      perOtherCivCreature(NATURE, 1000),
    ),
    staticText("This creature can't be blocked by any creature that has power 4000 or less.", unblockableBy(4000)),
  ), // Masked Pomegranate
  'dm03-035': spellText('Add a card from your mana zone to your shields face down.', toShields(mana('you'))), // Mana Nexus
  'dm03-036': destroyedInstead(
    'When this creature would be put into your graveyard from the battle zone, add it to your shields face down instead.',
    'shields',
  ), // Aless, the Oracle
  'dm03-037': staticText(
    'While all the cards in your mana zone are light cards, this creature gets +2000 power.',
    selfPower(2000, { when: allManaIs(LIGHT) }),
  ), // Ur Pale, Seeker of Sunlight
  'dm03-038': whenEnters('you may return a spell from your mana zone to your hand.', youMay(toHand, mana('you', { type: 'spell' }))), // Lena, Vizier of Brilliance
  'dm03-039': spellText('Add a card from your hand to your shields face down.', toShields(hand('you'))), // Sundrop Armor
  'dm03-040': whenEnters(
    'return a card from your mana zone to your hand. Then your opponent chooses a card in his mana zone and returns it to his hand.',
    toHand(mana('you')),
    toHand(opponentChooses(mana('opponent'))),
  ), // Shtra
  'dm03-041': staticText(
    'While all the cards in your mana zone are water cards, this creature gets +3000 power.',
    selfPower(3000, { when: allManaIs(WATER) }),
  ), // Angler Cluster
  'dm03-042': emeral(), // Emeral
  'dm03-044': staticText(
    'While all the cards in your mana zone are darkness cards, this creature gets +2000 power.',
    selfPower(2000, { when: allManaIs(DARKNESS) }),
  ), // Mudman
  'dm03-046': triggered(
    'When this creature is put into your graveyard from the battle zone, you may return a creature from your mana zone to your hand.',
    'destroyed',
    youMay(toHand, mana('you', { type: 'creature' })),
  ), // Bone Piercer
  'dm03-047': spellLines(
    ['Each of your creatures in the battle zone gets "double breaker" until the end of the turn.', SHIELD_TO_GRAVEYARD],
    grant(allYours(), KW_DOUBLE_BREAKER),
    toGraveyard(shields('you')),
  ), // Snake Attack
  'dm03-049': staticText(
    'While all the cards in your mana zone are fire cards, this creature gets +2000 power.',
    selfPower(2000, { when: allManaIs(FIRE) }),
  ), // Baby Zoppe
  'dm03-050': staticText(
    "This creature can't attack while your opponent has more creatures in the battle zone than you do.",
    keywords(
      { self: true },
      KW_CANT_ATTACK,
      (s, src) => s.battle[(1 - s.owner[src]!) as 0 | 1].length > s.battle[s.owner[src]! as 0 | 1].length,
    ),
  ), // Snip Striker Bullraizer
  'dm03-051': spellLines(
    ['Destroy a creature that has power 6000 or less.', SHIELD_TO_GRAVEYARD],
    destroy(creatures({ maxPower: 6000 })),
    toGraveyard(shields('you')),
  ), // Volcanic Arrows
  'dm03-052': staticText(
    'While all the cards in your mana zone are nature cards, this creature gets +3000 power and has "double breaker."',
    selfPower(3000, { when: allManaIs(NATURE) }),
    keywords({ self: true }, KW_DOUBLE_BREAKER, allManaIs(NATURE)),
  ), // Raging Dash-Horn
  'dm03-054': whenAttacks('return a card from your mana zone to your hand.', toHand(mana('you'))), // Sniper Mosquito (mandatory)
  'dm03-055': spellText(
    'Return a creature that costs 6 or more from your mana zone to your hand.',
    toHand(mana('you', { type: 'creature', minCost: 6 })),
  ), // Roar of the Earth
  'tcg-dm03-020': streamingShaper(), // Psychic Shaper (English redesign of Streaming Shaper, cost 6): same text
  // Pouch Shell: the card under the top card stays as the creature (801.4).
  'dm03-034': whenEnters(
    "you may choose one of your opponent's evolution creatures in the battle zone and put the top card of that creature into your opponent's graveyard.",
    youMay((evo) => evolutionTopTo(evo, 'graveyard'), opponents({ evolution: true })),
  ),
  // Gigamantis: your other nature creatures that would go from the battle zone to the graveyard go to your
  // mana zone instead (JA: バトルゾーンから墓地に置かれるとき — any move to the graveyard, not only destruction).
  'dm03-005': staticText(
    'Whenever another of your nature creatures would be put into your graveyard from the battle zone, put it into your mana zone instead.',
    protect({ owner: 'you', other: true, civ: NATURE }, 'mana'),
  ),
  // Blaze Cannon: per the Japanese text the mana condition is a condition of the effect, not of casting
  // (自分のマナゾーンのカードがすべて火のカードであれば、このターン…): castable always, effect only if all mana is fire.
  'dm03-017': spellLines(
    [
      'You can cast this spell only if all the cards in your mana zone are fire cards.',
      'Each of your creatures in the battle zone gets "power attacker +4000" and "double breaker" until the end of the turn.',
    ],
    onlyIf((s, f) => s.mana[f.player as 0 | 1].every((m) => (defOf(s, m).civs & FIRE) !== 0)),
    grant(allYours(), KW_DOUBLE_BREAKER, { powerAttacker: 4000 }),
  ),
  'dm03-025': peekAtShield(), // Stinger Ball
  'dm03-043': spellText(
    "Look at your opponent's hand and shields. Then put the shields back where they were.",
    look(allOf(hand('opponent'), shields('opponent'))),
  ), // Liquid Scope
  // Eldritch Poison (JA): putting one of your darkness creatures into your graveyard is a cost of casting
  // (it can't be cast without one, also as an S-Trigger); then return a creature from your mana zone to
  // your hand. The English "you may … if you do" is the TCG wording of the same card.
  'dm03-029': card(
    spellText(
      'You may destroy one of your darkness creatures. If you do, return a creature from your mana zone to your hand.',
      toGraveyard(yours({ civ: DARKNESS })),
      toHand(mana('you', { type: 'creature' })),
    ),
    onlyUsableIf(null, (s, p) => s.battle[p as 0 | 1].some((i) => (defOf(s, i).civs & DARKNESS) !== 0)),
  ),
  // Jack Viper: your other darkness creatures that would go to the graveyard may return to your hand instead.
  'dm03-003': staticText(
    'Whenever another of your darkness creatures would be put into your graveyard from the battle zone, you may return it to your hand instead.',
    mayReturnToHandInstead({ owner: 'you', other: true, civ: DARKNESS }),
  ),
};

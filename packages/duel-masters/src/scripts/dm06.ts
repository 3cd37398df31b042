// DM-06 card scripts: the text lines each covers and what they do.
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
import {
  all,
  anyNumberOf,
  BLOCKED_BREAKS,
  breakOpponentsShields,
  card,
  choose,
  costChange,
  countCreatures,
  countOf,
  creatures,
  DARKNESS,
  deck,
  destroy,
  discardAtRandom,
  draw,
  evolutionTopTo,
  FIRE,
  flags,
  gets,
  grant,
  grantsTapAbility,
  graveyard,
  hand,
  handsIntoDeckThenRedraw,
  hasCiv,
  hasRace,
  ifChosen,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  may,
  NATURE,
  noBattle,
  onlyIf,
  onlyUsableIf,
  opponentChooses,
  opponents,
  plusStatics,
  powerAttacker,
  powerPer,
  putIntoBattle,
  search,
  shields,
  shuffleDeck,
  spellText,
  staticText,
  survivor,
  tap,
  tapAbility,
  toGraveyard,
  toGraveyardDestroying,
  toHand,
  toMana,
  topCards,
  topToShieldsUpTo,
  toShields,
  triggered,
  triggeredOnEach,
  type CardScript,
  unblockableBy,
  upTo,
  WATER,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  yourOtherCreatures,
  youMay,
  yours,
} from './lib/index.js';

/** Counters for "while you have (no) other … creatures": the source's controller's other creatures. */
const otherCreatures = yourOtherCreatures();
const otherUntapped = yourOtherCreatures((s, i) => !s.tapped[i]);
const otherFire = yourOtherCreatures((s, i) => hasCiv(s, i, FIRE));

const onlySpellCast = onlyUsableIf(
  'You can summon this creature only if you have cast a spell this turn.',
  (s, p) => s.spellsThisTurn[p as 0 | 1] > 0,
);

const destroyIfAlone = triggered(
  'At the end of each of your turns, if this is your only creature in the battle zone, destroy it.',
  'endOfTurn',
  onlyIf((s, f) => countCreatures(s, f.player, () => true, f.src) === 0),
  destroy(itself()),
);

/** "Whenever your opponent summons a creature or casts a spell, this creature gets "blocker" until the end of
 * the turn" (S-Trigger creatures are summoned too, 112.3a). */
const blockerWhenOpponentPlays = triggeredOnEach(
  'Whenever your opponent summons a creature or casts a spell, this creature gets "blocker" until the end of the turn.',
  ['opponentSummons', 'opponentCasts'],
  () => [grant(itself(), KW_BLOCKER)],
);

/** JA: このクリーチャーの攻撃がブロックされた場合、バトルは行われない (both creatures stay tapped). */
const noBattleWhenBlocked = triggered('Whenever this creature becomes blocked, no battle happens.', 'blocked', noBattle);

const returnAtEndOfTurn = triggered('At the end of your turn, return this creature to your hand.', 'endOfTurn', toHand(itself()));

/** "Search your opponent's deck. Take up to n cards … into his graveyard. Then your opponent shuffles." */
const millSearch = (line: string, n: number): CardScript =>
  spellText(line, toGraveyard(upTo(n, deck('opponent'))), shuffleDeck('opponent'));

/** Wicked Soul Reincarnation and its English redesign: destroy any number of yours, then draw `each` per creature. */
function destroyAnyThenDraw(line: string, each: number): CardScript {
  const mine = anyNumberOf(yours());
  return spellText(line, destroy(mine), draw(countOf(mine, each)));
}

export const DM06: Record<string, CardScript> = {
  // Crisis Boulder: the opponent picks one of his creatures or mana cards; a creature put into the graveyard
  // from the battle zone is destroyed (701 Destroy), a mana card just moves.
  'dm06-034': spellText(
    'Your opponent chooses one of his creatures in the battle zone or a card in his mana zone and puts it into his graveyard.',
    toGraveyardDestroying(opponentChooses(opponents({ alsoZone: 'mana' }))),
  ),
  'dm06-050': whenEnters('return a card from your mana zone to your hand.', toHand(mana('you'))), // Thrash Crawler
  'dm06-058': spellText(
    'Your opponent chooses one of his creatures in the battle zone and destroys it.',
    destroy(opponentChooses(opponents())),
  ), // Proclamation of Death
  // Cocco Lupia: while it is in the battle zone, its controller's Dragons cost 2 less to summon, not below 2.
  'dm06-062': staticText(
    "Your creatures that have Dragon in their race each cost 2 less to summon. They can't cost less than 2.",
    costChange('you', (d) => d.type !== TYPE_SPELL && hasRace(d, 'dragon'), -2, 2),
  ),
  'dm06-064': spellText(
    'Destroy one of your opponent\'s creatures that has "blocker" and power 6000 or less.',
    destroy(opponents({ blocker: true, maxPower: 6000 })),
  ), // Comet Missile
  'dm06-110': spellText('Put the top card of your deck into your mana zone.', toMana(topCards(1))), // Faerie Life
  'dm06-s08': staticText('Whenever this creature would break a shield, your opponent puts that shield into his graveyard instead.', {
    kind: 'breakToGraveyard',
  }), // Bolmeteus Steel Dragon

  'dm06-s01': whenEnters("choose up to 2 of your opponent's creatures in the battle zone and tap them.", tap(upTo(2, opponents()))), // Craze Valkyrie, the Drastic
  // Q-tronic Hypermind: Survivors of both players count.
  'dm06-s03': whenEnters(
    'you may draw a card for each Survivor in the battle zone.',
    may(draw((s) => countCreatures(s, 0, (d) => hasRace(d, 'Survivor')) + countCreatures(s, 1, (d) => hasRace(d, 'Survivor')))),
  ),
  // Crystal Jouster. Japanese text (implemented): a trigger, "when this creature is put into your graveyard from
  // the battle zone, return it to your hand" (its evolution sources stay in the graveyard). The English text is
  // a replacement ("would be destroyed … instead"), which would take the whole stack to the hand.
  'dm06-s04': triggered('When this creature would be destroyed, return it to your hand instead.', 'destroyed', toHand(itself())),
  // Daidalos, General of Fury. Japanese text (implemented): "it can't attack unless you put another of your
  // creatures into your graveyard" (an attack cost). So: it can't attack without another creature, and when it
  // attacks you destroy one of your OTHER creatures. The English "destroy one of your creatures" would allow
  // destroying Daidalos itself (and attacking alone).
  // Phantasmal Horror Gigazald (JA: 相手の手札からカードを1枚見ないで選び、持ち主の墓地に置く: at random)
  'dm06-s05': grantsTapAbility(
    "Each of your darkness creatures may tap instead of attacking to use this creature's ability.: Your opponent discards a card at random from his hand.",
    DARKNESS,
    discardAtRandom(1),
  ),
  'dm06-s06': card(
    whenAttacks('destroy one of your creatures.', destroy(yours({ notSelf: true }))),
    plusStatics(keywords({ self: true }, KW_CANT_ATTACK, (s, src) => otherCreatures(s, src) === 0)),
  ),
  // Lava Walker Executo
  'dm06-s07': grantsTapAbility(
    "Each of your fire creatures may tap instead of attacking to use this creature's ability.: One of your fire creatures in the battle zone gets +3000 power until the end of the turn.",
    FIRE,
    gets(yours({ civ: FIRE }), 3000),
  ),
  'dm06-s09': staticText("This creature can't be blocked by any creature that has power 8000 or less.", unblockableBy(8000)), // Ultra Mantis, Scourge of Fate
  'dm06-s10': staticText(
    "While you have any other untapped creatures in the battle zone, this creature can't attack.",
    keywords({ self: true }, KW_CANT_ATTACK, (s, src) => otherUntapped(s, src) > 0),
  ), // Cliffcrush Giant
  // Lu Gila, Silver Rift Guardian: while it is in the battle zone, every evolution creature (either player's) enters tapped.
  'dm06-001': staticText('Evolution creatures are put into the battle zone tapped.', { kind: 'evolutionEntersTapped' }),
  // Invincible Aura: one card at a time, up to 3.
  'dm06-002': spellText('Add up to 3 cards from the top of your deck to your shields face down.', topToShieldsUpTo(3)),
  'dm06-003': tapAbility("$tap Choose a creature in the battle zone and return it to its owner's hand.", toHand(creatures())), // Aeropica
  'dm06-004': spellText(
    'Search your deck. You may take any number of cards from your deck, show those cards to your opponent, and put them into your hand. Then shuffle your deck.',
    toHand(anyNumberOf(deck('you'))),
    shuffleDeck('you'),
  ), // Invincible Technology
  'dm06-005': tapAbility(
    '$tap Your opponent chooses one of his creatures in the battle zone and destroys it.',
    destroy(opponentChooses(opponents())),
  ), // Tank Mutant
  'dm06-006': spellText("Destroy all your opponent's creatures.", destroy(all(opponents()))), // Invincible Abyss
  'dm06-008': spellText(
    "Choose up to 3 of your opponent's shields and put them into his graveyard.",
    toGraveyard(upTo(3, shields('opponent'))),
  ), // Invincible Cataclysm
  // Splinterclaw Wasp (JA: ブロックされるとき、相手のシールドが1枚でもあれば、そのうちの1枚をブレイクする)
  'dm06-009': triggered(BLOCKED_BREAKS, 'blocked', breakOpponentsShields()),
  'dm06-010': (() => {
    const mine = all(yours());
    return spellText(
      'Each of your creatures in the battle zone gets +8000 power and "triple breaker" until the end of the turn.',
      gets(mine, 8000),
      grant(mine, KW_TRIPLE_BREAKER),
    );
  })(), // Invincible Unity
  // Arc Bine, the Astounding
  'dm06-011': grantsTapAbility(
    "Each of your light creatures may tap instead of attacking to use this creature's ability.: Choose one of your opponent's creatures in the battle zone and tap it.",
    LIGHT,
    tap(opponents()),
  ),
  // Forbos, Sanctum Guardian Q; each of your other Survivors has the ETB too (survivor(…)), as do the next Survivors.
  'dm06-012': survivor(
    whenEnters(
      'search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
      search({ type: 'spell' }),
    ),
  ),
  'dm06-013': onlySpellCast, // Gariel, Elemental of Sunbeams
  'dm06-014': tapAbility('$tap Return a spell from your mana zone to your hand.', toHand(mana('you', { type: 'spell' }))), // Cosmogold, Spectral Knight
  'dm06-016': spellText('Tap all creatures in the battle zone that don\'t have "blocker."', tap(all(creatures({ blocker: false })))), // Bonds of Justice
  'dm06-017': grantsTapAbility(
    "Each of your water creatures may tap instead of attacking to use this creature's ability.: Draw a card.",
    WATER,
    draw(1),
  ), // Fort Megacluster
  'dm06-019': whenEnters("choose a card in your opponent's mana zone and return it to his hand.", toHand(mana('opponent'))), // Midnight Crawler
  'dm06-020': whenEnters(
    'count the cards in your hand, shuffle those cards into your deck, then draw that many cards.',
    handsIntoDeckThenRedraw(false),
  ), // Raptor Fish
  'dm06-022': survivor(
    whenEnters("you may choose one of your opponent's creatures in the battle zone and tap it.", youMay(tap, opponents())),
  ), // Ripple Lotus Q
  // Frost Specter, Shadow of Age (itself a Ghost)
  // Kyuroro. JA: 自分のシールドが相手のクリーチャーにブレイクされるとき、ブレイクされるシールドを裏向きのまま自分で選ぶ.
  'dm06-021': staticText("Whenever an opponent's creature would break a shield, you choose the shield instead of your opponent.", {
    kind: 'ownerChoosesShields',
    whose: 'you',
    breaksOnly: true,
  }),
  'dm06-023': staticText('Each of your Ghosts in the battle zone has "slayer."', keywords({ owner: 'you', race: 'Ghost' }, KW_SLAYER)),
  'dm06-024': destroyIfAlone, // Gnarvash, Merchant of Blood
  'dm06-025': whenDestroyed('each player discards his hand.', toGraveyard(all(hand('any')))), // Schuka, Duke of Amnesia
  'dm06-026': survivor(
    whenEnters('you may return a Survivor from your graveyard to your hand.', youMay(toHand, graveyard('you', { race: 'Survivor' }))),
  ), // Grave Worm Q
  // Wicked Soul Reincarnation: 2 cards per creature chosen (JA: "that creature", 1 per chosen creature).
  'dm06-028': destroyAnyThenDraw('Destroy any number of your creatures. Then draw 2 cards for each creature destroyed this way.', 2),
  'dm06-030': whenEnters(
    "you may destroy one of your opponent's creatures that has power 4000 or less.",
    destroy(upTo(1, opponents({ maxPower: 4000 }))),
  ), // Armored Decimator Valkaizer
  'dm06-031': returnAtEndOfTurn, // Bazagazeal Dragon
  'dm06-033': tapAbility('$tap Destroy one of your opponent\'s creatures that has "blocker."', destroy(opponents({ blocker: true }))), // Rikabu's Screwdriver
  // Living Citadel Vosh
  'dm06-035': grantsTapAbility(
    "Each of your nature creatures may tap instead of attacking to use this creature's ability.: Put the top card of your deck into your mana zone.",
    NATURE,
    toMana(topCards(1)),
  ),
  'dm06-036': staticText("This creature can't be blocked by any creature that has power 5000 or less.", unblockableBy(5000)), // Clobber Totem
  'dm06-037': survivor(
    whenEnters(
      'search your deck. You may take a Survivor from your deck, show that Survivor to your opponent, and put it into your hand. Then shuffle your deck.',
      search({ race: 'Survivor' }),
    ),
  ), // Factory Shell Q
  // Forbidding Totem: an opposing attacker that can attack one of your Mystery Totems must attack one of them.
  'dm06-038': staticText("Your opponent's attacking creatures attack Mystery Totems if able.", {
    kind: 'attackRaceIfAble',
    race: 'Mystery Totem',
  }),
  'dm06-039': tapAbility(
    '$tap Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature' }),
  ), // Charmilia, the Enticer
  'dm06-040': spellText(
    'Search your deck. You may take a non-nature card from your deck and put it into your mana zone. Then shuffle your deck.',
    search({ notCiv: NATURE }, 'toMana'),
  ), // Mystic Treasure Chest
  // Dava Torey, Seeker of Clouds. Japanese text (implemented): 「相手のターンに、このクリーチャーが自分の手札から自分の
  // 墓地に置かれた場合、このクリーチャーをバトルゾーンに置く」: a triggered ability (it goes to the graveyard, then from
  // there into the battle zone, not summoned), not the English "would be discarded … instead" replacement.
  'dm06-041': triggered(
    "During your opponent's turn, if this creature would be discarded from your hand, put it into the battle zone instead.",
    'discardedOnOpponentsTurn',
    putIntoBattle(itself()),
  ),
  'dm06-042': staticText(
    'This creature gets +2000 power for each shield you have.',
    powerPer(2000, (s, src) => s.shields[s.owner[src]! as 0 | 1].length),
  ), // Razorpine Tree
  'dm06-044': onlySpellCast, // Moontear, Spectral Knight
  'dm06-046': spellText(
    'One of your creatures in the battle zone that has "blocker" gets +4000 power until the end of the turn.',
    gets(yours({ blocker: true }), 4000),
  ), // Protective Force
  'dm06-047': tapAbility('$tap Draw 2 cards.', draw(2)), // Neon Cluster
  // Shock Hurricane: return any number of yours; then you may return exactly that many of the opponent's.
  'dm06-051': (() => {
    const mine = anyNumberOf(yours());
    return spellText(
      "Return any number of your creatures from the battle zone to your hand. Then you may choose that many of your opponent's creatures in the battle zone and return them to your opponent's hand.",
      toHand(mine),
      ifChosen(mine),
      may(toHand(choose(opponents(), countOf(mine)))),
    );
  })(),
  'dm06-052': spellText('Return up to 3 cards from your mana zone to your hand.', toHand(upTo(3, mana('you')))), // Mystic Dreamscape
  // Bazooka Mutant ("can't attack players" is its keyword line).
  'dm06-054': staticText('This creature can attack only creatures that have "blocker."', {
    kind: 'attackOnly',
    which: (s, t) => (flags(s, t) & KW_BLOCKER) !== 0,
  }),
  'dm06-055': destroyIfAlone, // Skullcutter, Swarm Leader
  'dm06-056': tapAbility(
    '$tap One of your creatures in the battle zone gets "slayer" until the end of the turn.',
    grant(yours(), KW_SLAYER),
  ), // Lupa, Poison-Tipped Doll
  'dm06-057': millSearch(
    "Search your opponent's deck. Take up to 3 cards from their deck and put them into their graveyard. Then your opponent shuffles their deck.",
    3,
  ), // Hell Slash
  'dm06-060': returnAtEndOfTurn, // Cutthroat Skyterror
  'dm06-061': tapAbility(
    '$tap One of your fire creatures in the battle zone gets "double breaker" until the end of the turn.',
    grant(yours({ civ: FIRE }), KW_DOUBLE_BREAKER),
  ), // Migasa, Adept of Chaos
  'dm06-063': spellText("Destroy one of your opponent's creatures that has power 3000 or less.", destroy(opponents({ maxPower: 3000 }))), // Spastic Missile
  'dm06-066': tapAbility('$tap Put up to 3 cards from your graveyard into your mana zone.', toMana(upTo(3, graveyard('you')))), // Bliss Totem, Avatar of Luck
  // Innocent Hunter, Blade of All: a source for every evolution creature (and either race of a vortex evolution).
  'dm06-069': staticText('You can put an evolution creature of any race on this creature.', { kind: 'anyEvolutionSource' }),
  'dm06-071': tapAbility("$tap Choose one of your opponent's creatures in the battle zone and tap it.", tap(opponents())), // Chen Treg, Vizier of Blades
  'dm06-076': onlySpellCast, // Yuluk, the Oracle
  'dm06-078': spellText(
    'If your opponent has more shields than you do, add the top card of your deck to your shields face down.',
    onlyIf((s, f) => s.shields[(1 - f.player) as 0 | 1].length > s.shields[f.player as 0 | 1].length),
    toShields(topCards(1)),
  ), // Sphere of Wonder
  'dm06-079': tapAbility(
    "$tap Choose one of your creatures in the battle zone. It can't be blocked this turn.",
    grant(yours(), KW_UNBLOCKABLE),
  ), // Sopian
  'dm06-085': spellText('Draw 2 cards.', draw(2)), // Energy Stream
  'dm06-088': tapAbility(
    '$tap Return a darkness creature from your graveyard to your hand.',
    toHand(graveyard('you', { type: 'creature', civ: DARKNESS })),
  ), // Grim Soul, Shadow of Reversal
  'dm06-093': destroyIfAlone, // Lone Tear, Shadow of Solitude
  'dm06-095': tapAbility(
    '$tap One of your creatures in the battle zone gets "speed attacker" until the end of the turn.',
    grant(yours(), KW_SPEED_ATTACKER),
  ), // Legionnaire Lizard
  'dm06-096': staticText(
    'While you have no other fire creatures in the battle zone, this creature has "power attacker +3000" and "double breaker."',
    powerAttacker(3000, KW_DOUBLE_BREAKER, (s, src) => otherFire(s, src) === 0),
  ), // Armored Scout Gestuchar
  'dm06-098': returnAtEndOfTurn, // Pyrofighter Magnus
  'dm06-099': staticText(
    'While you have at least one other fire creature in the battle zone, this creature has "Power attacker +3000."',
    powerAttacker(3000, 0, (s, src) => otherFire(s, src) > 0),
  ), // Torchclencher
  // Phantom Dragon's Flame (also dm10-101, a reprint)
  'dm06-102': spellText("Destroy one of your opponent's creatures that has power 2000 or less.", destroy(opponents({ maxPower: 2000 }))),
  'dm06-106': tapAbility('$tap One of your creatures in the battle zone gets +5000 power until the end of the turn.', gets(yours(), 5000)), // Mighty Bandit, Ace of Thieves
  // Intense Evil (English redesign of Wicked Soul Reincarnation): 1 card per creature chosen.
  'tcg-dm06-061': destroyAnyThenDraw('Destroy any number of your creatures. Then draw that many cards.', 1),
  'tcg-dm06-055': millSearch(
    "Search your opponent's deck. Take up to 2 cards from his deck and put them into his graveyard. Then your opponent shuffles his deck.",
    2,
  ), // Future Slash (English redesign of Hell Slash)
  // Pangaea's Will: only the top card goes; the creature under it stays (801.4).
  'dm06-070': spellText(
    "Choose one of your opponent's evolution creatures in the battle zone and put the top card of that creature into your opponent's mana zone.",
    evolutionTopTo(opponents({ evolution: true }), 'mana'),
  ),
  'dm06-015': whenEnters('you may look at your shields. Then put them back where they were.', may(look(all(shields('you'))))), // Telitol, the Explorer
  // Adomis, the Oracle: either player's shield.
  'dm06-043': tapAbility('$tap Choose a shield and look at it. Then put it back where it was.', look(shields('any'))),
  'dm06-045': spellText(
    "Look at your opponent's hand. He discards all darkness spells from it.",
    look(all(hand('opponent'))),
    toGraveyard(all(hand('opponent', { type: 'spell', civ: DARKNESS }))),
  ), // Rain of Arrows
  // King Triumphant, Overload Cluster, Aqua Rider
  'dm06-018': blockerWhenOpponentPlays,
  'dm06-049': blockerWhenOpponentPlays,
  'dm06-080': blockerWhenOpponentPlays,
  // Badlands Lizard, Choya, the Unheeding
  'dm06-032': noBattleWhenBlocked,
  'dm06-101': noBattleWhenBlocked,
  // Chekicul, Vizier of Endurance (JA: when it blocks an attack, no battle happens; both stay tapped)
  'dm06-072': triggered('Whenever this creature blocks, no battle happens.', 'block', noBattle),
};

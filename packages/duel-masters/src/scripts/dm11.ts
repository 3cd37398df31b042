// DM-11 card scripts: the text lines each covers and what they do.
import { KW_ATTACK_UNTAPPED, KW_BLOCKER, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import { type DMState, type EffectFrame, Z_GRAVE } from '../state.js';
import {
  all,
  alsoOn,
  anyNumberOf,
  attackingCreature,
  canEnter,
  card,
  type CardScript,
  choose,
  chooseCivilizationOf,
  chooseNumber,
  chosenCivilizationCantAttackYou,
  countOf,
  countCreatures,
  creatures,
  DARKNESS,
  deck,
  defOf,
  destroy,
  destroyInsteadWhile,
  discardAtRandom,
  draw,
  drawUpTo,
  evolutionTopTo,
  evolvesFrom,
  FIRE,
  gets,
  grant,
  graveyard,
  hand,
  hasRace,
  ifCauseYours,
  inSel,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  may,
  ofChosenCost,
  onlyIf,
  onlyThoseStillIn,
  onlyUsableIf,
  opponentChooses,
  opponents,
  opponentsCreatures,
  opponentsShieldCount,
  power,
  powerFor,
  powerPer,
  putBackInOrder,
  putOnSources,
  reveal,
  sameNameAsCause,
  search,
  selCard,
  select,
  selfPower,
  selPower,
  shields,
  shuffleDeck,
  silentSkill,
  spellText,
  stealth,
  staticText,
  thisTurn,
  unchoosable,
  tap,
  tapAbility,
  toGraveyard,
  toHand,
  toMana,
  topCards,
  toShields,
  triggered,
  unblockableBy,
  untap,
  upTo,
  waveStrikerActive,
  waveStrikerTriggered,
  whenEnters,
  yours,
  yourShieldCount,
} from './lib/index.js';

/**
 * "At the end of each of your turns, if this creature broke any shields that turn, return it to your hand"
 * (JA: when it breaks a shield, it returns at the end of that turn). Read from the turn's record of creatures
 * that broke shields (the same card instance counts even if it left and came back that turn).
 */
/** Player p's creatures in the battle zone that have "wave striker". */
function waveStrikersOf(s: DMState, p: number): number {
  return countCreatures(s, p, (d) => d.waveStriker);
}

/** It is the opponent's turn (of the ability's controller). */
const opponentsTurn = (s: DMState, f: EffectFrame): boolean => s.active !== f.player;

const brokeThenHome = (): CardScript =>
  triggered(
    'At the end of each of your turns, if this creature broke any shields that turn, return it to your hand.',
    'endOfTurn',
    onlyIf((s, f) => s.brokeShields.includes(f.src)),
    toHand(itself()),
  );

/** Filter test: a multicolored card. */
const multicolored = (s: DMState, i: number): boolean => defOf(s, i).civCount > 1;

/** "Your opponent has more shields than you do" (player `p` about to cast). */
const opponentHasMoreShields = (s: DMState, p: number): boolean => s.shields[(1 - p) as 0 | 1].length > s.shields[p as 0 | 1].length;

/** Heavyweight Dragon: up to 2 of the opponent's tapped creatures, destroyed if their total power is less than its own. */
const heavyweightTargets = upTo(2, opponents({ tapped: true }));

/** Miraculous Meltdown: the shields the opponent keeps (one for each of yours). */
const keptShields = opponentChooses(shields('opponent'), yourShieldCount);

/** Miraculous Plague: the 2 creatures and the 2 mana cards you choose (the opponent takes one of each back). */
const twoCreatures = choose(opponents(), 2);
const twoManaCards = choose(mana('opponent'), 2);

/** Miraculous Rebirth: the creature destroyed (a creature of its cost may come from your deck). */
const rebirthVictim = choose(opponents({ maxPower: 5000 }));
const victimInGraveyard = (s: DMState): boolean => selCard(s, rebirthVictim) >= 0 && s.zone[selCard(s, rebirthVictim)] === Z_GRAVE;

/** Rise and Shine: the top 4 cards of your deck. */
const topFour = topCards(4);

export const DM11: Record<string, CardScript> = {
  // Diamondia, the Blizzard Rider. `evolvesFrom` pins the source race (the engine's plural reading of the
  // evolution line gave "Snow Faery" before cards.ts was fixed).
  'dm11-s01': unchoosable, // Warlord Ailzonius
  // Evil Incarnate: at the start of each player's turn, that player chooses one of his creatures and destroys it.
  'dm11-001': card(
    triggered(
      "At the start of each player's turn, that player chooses one of his creatures and destroys it.",
      'startOfTurn',
      destroy(yours()),
    ),
    alsoOn('startOfOpponentsTurn', destroy(opponentChooses(opponents()))),
  ),
  // Miraculous Truce (JA: 次の自分のターンのはじめまで、その文明のクリーチャーは自分を攻撃することができない): attacks on you
  // only (your creatures can still be attacked), by any creature that has that civilization, whenever it entered.
  'dm11-005': spellText(
    "Choose a civilization. Until the start of your next turn, creatures of that civilization can't attack you even if your opponent puts them into the battle zone after you cast this spell.",
    chooseCivilizationOf('light', 'water', 'darkness', 'fire', 'nature'),
    chosenCivilizationCantAttackYou,
  ),
  // Klujadras: each player draws one card for each of his own creatures with wave striker (the controller first).
  'dm11-s02': waveStrikerTriggered(
    whenEnters(
      'each player draws a card for each of his creatures in the battle zone that has "wave striker."',
      draw((s, f) => waveStrikersOf(s, f.player)),
      draw((s, f) => waveStrikersOf(s, 1 - f.player), 'opponent'),
    ),
  ),
  'dm11-003': card(
    whenEnters(
      'return all Snow Faeries from your graveyard and your mana zone to your hand.',
      toHand(all(graveyard('you', { alsoZone: 'mana', race: 'Snow Faerie' }))),
    ),
    evolvesFrom('Snow Faerie'),
  ),
  // Jabaha's Automaton: keywords only; `evolvesFrom` pins the source race (formerly read as "Xenopart").
  // Lockdown Lizard (JA: 「誰も、自分自身のクリーチャーの能力を使うことはできない」): no tap abilities, no silent skills.
  'dm11-015': staticText("Players can't use the abilities of their creatures.", { kind: 'noCreatureAbilities' }),
  'dm11-013': waveStrikerTriggered(
    whenEnters('your opponent chooses one of his creatures and destroys it.', destroy(opponentChooses(opponents()))),
  ), // Hazaria, Duke of Thorns
  // Roulette of Ruin (JA: 自分の手札を相手に見せ…その後、相手は自分自身の手札を見せ…): any number (the engine offers the
  // costs of the game's cards); each hand is shown to both players, then its cards of that cost are discarded.
  'dm11-014': spellText(
    'Choose a number. Show your hand to your opponent and discard from it each card that has that cost. Then your opponent shows you his hand and discards from it each card that has that cost.',
    chooseNumber,
    reveal(all(hand('you'))),
    toGraveyard(all(hand('you', { test: ofChosenCost }))),
    reveal(all(hand('opponent'))),
    toGraveyard(all(hand('opponent', { test: ofChosenCost }))),
  ),
  // Eviscerating Warrior Lumez: itself too (power 2000).
  'dm11-016': waveStrikerTriggered(
    whenEnters('destroy all creatures that have power 2000 or less.', destroy(all(creatures({ maxPower: 2000 })))),
  ),
  'dm11-017': evolvesFrom('Xenoparts'),
  'dm11-004': spellText(
    "Choose a non-evolution creature in the battle zone and add it to its owner's shields face down.",
    toShields(creatures({ evolution: false })),
  ), // Miraculous Snare
  // Lamiel, Destiny Enforcer: itself (look-back, 603.5c) or another of your creatures, destroyed during the opponent's
  // turn.
  'dm11-006': waveStrikerTriggered(
    card(
      triggered(
        "Whenever one of your creatures is destroyed during your opponent's turn, you may draw a card.",
        'destroyed',
        onlyIf(opponentsTurn),
        may(draw(1)),
      ),
      alsoOn('otherDestroyed', ifCauseYours(), onlyIf(opponentsTurn), may(draw(1))),
    ),
  ),
  'dm11-007': unchoosable, // Yuliana, Channeler of Suns
  'dm11-008': whenEnters('return a spell from your mana zone to your hand.', toHand(mana('you', { type: 'spell' }))), // Belix, the Explorer
  // Warped Lunatron: no creature untaps at the start of a turn; then the turn player may tap mana cards, two for each
  // of his creatures he untaps (an ability of each turn's start: the controller's own, or the opponent's choices).
  'dm11-009': (() => {
    const yourMana = anyNumberOf(mana('you', { tapped: false }));
    const theirMana = choose(mana('opponent', { tapped: false }), 40, { upTo: true, by: 'opponent' });
    return card(
      staticText("Creatures in the battle zone don't untap at the start of each player's turn.", {
        kind: 'noUntap',
        whose: 'any',
        what: 'creatures',
      }),
      triggered(
        'When each player untaps his cards at the start of his turn, he may then tap any number of cards in his mana zone. For every 2 cards he taps this way, he untaps one of his creatures in the battle zone.',
        'startOfTurn',
        tap(yourMana),
        untap(choose(yours({ tapped: true }), (s, f) => Math.floor(countOf(yourMana)(s, f) / 2))),
      ),
      alsoOn(
        'startOfOpponentsTurn',
        tap(theirMana),
        untap(choose(opponents({ tapped: true }), (s, f) => Math.floor(countOf(theirMana)(s, f) / 2), { by: 'opponent' })),
      ),
    );
  })(),
  'dm11-011': silentSkill('Return up to 3 cards from your mana zone to your hand.', toHand(upTo(3, mana('you')))), // Squawking Lunatron
  'dm11-021': silentSkill("Your light creatures can't be blocked this turn.", grant(all(yours({ civ: LIGHT })), KW_UNBLOCKABLE)), // Baraid, the Explorer
  'dm11-020': waveStrikerTriggered(
    whenEnters(
      'your opponent chooses one of his creatures in the battle zone and puts it into his mana zone.',
      toMana(opponentChooses(opponents())),
    ),
  ), // Skyscraper Shell
  // Merlee, the Oracle: while wave striker is on, all your creatures (itself included) get +1000.
  'dm11-022': staticText(
    'Wave striker: Each of your creatures in the battle zone gets +1000 power.',
    powerFor({ owner: 'you' }, 1000, { when: waveStrikerActive }),
  ),
  'dm11-023': whenEnters(
    'if your opponent has 3 or fewer shields, draw up to 2 cards.',
    onlyIf((s, f) => opponentsShieldCount(s, f) <= 3),
    drawUpTo(2),
  ), // Lucky Ball
  'dm11-024': waveStrikerTriggered(whenEnters("choose one of your opponent's creatures in the battle zone and tap it.", tap(opponents()))), // Aqua Trickster
  'dm11-025': waveStrikerTriggered(whenEnters('your opponent discards 3 cards at random from his hand.', discardAtRandom(3))), // Jagila, the Hidden Pillager
  'dm11-027': waveStrikerTriggered(
    whenEnters('destroy up to 2 of your opponent\'s creatures that have "blocker."', destroy(upTo(2, opponents({ blocker: true })))),
  ), // Bonfire Lizard
  'dm11-026': spellText(
    'Return up to 2 creatures from your graveyard to your hand.',
    toHand(upTo(2, graveyard('you', { type: 'creature' }))),
  ), // Morbid Medicine
  'dm11-032': spellText(
    "Choose one of your opponent's non-evolution creatures in the battle zone and return it to his hand. Then he discards a card at random from his hand.",
    toHand(opponents({ evolution: false })),
    discardAtRandom(1),
  ), // Hide and Seek
  // Slash and Burn (JA: このターン、相手のクリーチャーが破壊された時、相手は自分自身のマナゾーンからカードを1枚選び、持ち主の
  // 墓地に置く。その後、相手は自分自身のシールドを1枚選び、持ち主の墓地に置く。(その「S・トリガー」能力は使えない)): once
  // for each of the opponent's creatures destroyed this turn; the shield goes to the graveyard with no S-Trigger.
  'dm11-033': card(
    spellText(
      "Whenever any of your opponent's creatures is destroyed this turn, your opponent chooses a card in his mana zone and puts it into his graveyard. Then he chooses one of his shields and puts it into his graveyard.",
      thisTurn(0),
    ),
    alsoOn('opponentsCreatureDestroyed', toGraveyard(opponentChooses(mana('opponent'))), toGraveyard(opponentChooses(shields('opponent')))),
  ),
  'dm11-034': spellText(
    "Choose a card in your opponent's mana zone and put it into his graveyard. Then put the top card of your deck into your mana zone.",
    toGraveyard(mana('opponent')),
    toMana(topCards(1)),
  ), // Reap and Sow
  'dm11-039': spellText("Choose one of your opponent's creatures in the battle zone and tap it.", tap(opponents())), // Solar Trap
  'dm11-043': spellText('Draw up to 2 cards. Then discard a card from your hand.', drawUpTo(2), toGraveyard(hand('you'))), // Emergency Typhoon
  'dm11-047': staticText(
    'This creature gets +2000 power for each tapped creature your opponent has in the battle zone.',
    powerPer(
      2000,
      opponentsCreatures((s, i) => !!s.tapped[i]),
    ),
  ), // Spinning Terror, the Wretched
  'dm11-048': silentSkill(
    'Each of your fire creatures in the battle zone gets "double breaker" until the end of the turn.',
    grant(all(yours({ civ: FIRE })), KW_DOUBLE_BREAKER),
  ), // Gankloak, Rogue Commando
  'dm11-051': spellText("Destroy one of your opponent's creatures that has power 3000 or less.", destroy(opponents({ maxPower: 3000 }))), // Ten-Ton Crunch
  'dm11-052': triggered(
    'Whenever this creature attacks a creature, this creature gets +3000 power until the end of the turn.',
    'attack',
    onlyIf((s, f) => attackingCreature(s, f.src)),
    gets(itself(), 3000),
  ), // Quillspike Rumbler
  'dm11-055': spellText(
    'Search your deck. You may take a multi-colored creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature', test: multicolored }),
  ), // Rainbow Gate
  'dm11-002': tapAbility(
    "$tap Choose up to 2 of your opponent's tapped creatures in the battle zone. If they have total power less than this creature's power, destroy them.",
    select(heavyweightTargets),
    onlyIf((s, f) => selPower(s, heavyweightTargets) < power(s, f.src)),
    destroy(heavyweightTargets),
  ), // Heavyweight Dragon
  // Miraculous Meltdown: the opponent keeps as many shields as you have; the rest go to his hand (not broken).
  'dm11-s04': card(
    onlyUsableIf('You can cast this spell only if your opponent has more shields than you do.', opponentHasMoreShields),
    spellText(
      'Your opponent chooses one of his shields for each shield you have. He puts the rest of his shields into his hand.',
      select(keptShields),
      toHand(all(shields('opponent', { test: (s, i) => !inSel(keptShields)(s, i) }))),
    ),
  ),
  // Royal Durian: every evolution creature (both sides) loses its top card to its owner's mana (801.4).
  'dm11-019': whenEnters(
    "put the top card of each evolution creature from the battle zone into its owner's mana zone.",
    evolutionTopTo(all(creatures({ evolution: true })), 'mana'),
  ),
  'dm11-029': brokeThenHome(), // Hazard Hopper
  'dm11-054': brokeThenHome(), // Hearty Cap'n Polligon
  // Live and Breathe: for the rest of the turn, each creature you summon may bring a creature of the same name from
  // your deck (an evolution one onto a source), which is put, not summoned: it does not trigger this again.
  'dm11-035': card(
    spellText(
      'Whenever you summon a creature this turn, search your deck. You may take a creature from your deck that has the same name as that creature and put it into the battle zone. Then shuffle your deck.',
      thisTurn(0),
    ),
    alsoOn(
      'youSummon',
      putOnSources(upTo(1, deck('you', { type: 'creature', test: (s, i) => sameNameAsCause(s, i) && canEnter(s, i) })), 'you', 1),
      shuffleDeck(),
    ),
  ),
  'dm11-038': staticText(
    'Wave striker: This creature gets +4000 power and has "Blocker."',
    selfPower(4000, { when: waveStrikerActive }),
    keywords({ self: true }, KW_BLOCKER, waveStrikerActive),
  ), // Asra, Vizier of Safety
  'dm11-049': staticText(
    'Wave striker: This creature gets +4000 power and can attack untapped creatures.',
    selfPower(4000, { when: waveStrikerActive }),
    keywords({ self: true }, KW_ATTACK_UNTAPPED, waveStrikerActive),
  ), // Sapian Tark, Flame Dervish
  'dm11-053': staticText(
    "Wave striker: This creature gets +4000 power and can't be blocked by any creature that has power 5000 or less.",
    selfPower(4000, { when: waveStrikerActive }),
    unblockableBy(5000, waveStrikerActive),
  ), // Ninja Pumpkin
  'dm11-012': silentSkill(
    "Look at your opponent's hand and choose a card from it. Your opponent discards that card.",
    look(all(hand('opponent'))),
    toGraveyard(hand('opponent')),
  ), // Gazer Eyes, Shadow of Secrets
  // Revival Soldier: JA 「このクリーチャーが破壊される時、墓地に置くかわりに自分の手札に戻す」, while wave striker is on.
  'dm11-041': staticText(
    'Wave striker: This creature gets +4000 power.: When this creature would be destroyed, return it to your hand instead.',
    selfPower(4000, { when: waveStrikerActive }),
    destroyInsteadWhile('hand', waveStrikerActive),
  ),
  'dm11-046': staticText(
    'Wave striker: This creature gets +4000 power and has "Darkness stealth."',
    selfPower(4000, { when: waveStrikerActive }),
    stealth(DARKNESS, waveStrikerActive),
  ), // Saliva Worm
  'dm11-042': whenEnters("look at the top card of your opponent's deck.", look(topCards(1, 'opponent'))), // Time Scout
  // Miraculous Plague: you choose 2; the opponent picks which one returns to his hand, the other is destroyed
  // (likewise for 2 of his mana cards: one to his hand, the other to his graveyard).
  'dm11-s03': spellText(
    "Choose 2 of your opponent's creatures in the battle zone. Your opponent chooses one of them, puts it into his hand, and destroys the other one. Then choose 2 cards in your opponent's mana zone. Your opponent chooses one of them, puts it into his hand, and puts the other one into his graveyard.",
    select(twoCreatures),
    toHand(opponentChooses(opponents({ test: inSel(twoCreatures) }))),
    destroy(twoCreatures),
    select(twoManaCards),
    toHand(opponentChooses(mana('opponent', { test: inSel(twoManaCards) }))),
    onlyThoseStillIn(twoManaCards, 'mana'),
    toGraveyard(twoManaCards),
  ),
  // Rollicking Totem: a Dragon from your mana zone enters without being summoned (not optional).
  'dm11-018': silentSkill(
    'Put a creature that has Dragon in its race from your mana zone into the battle zone.',
    putOnSources(choose(mana('you', { type: 'creature', test: (s, i) => hasRace(defOf(s, i), 'dragon') && canEnter(s, i) })), 'you', 1),
  ),
  // Miraculous Rebirth: if the destroyed creature reached its owner's graveyard, you may take a creature with the
  // same cost from your deck and put it into the battle zone. (JA first line: it is put into the mana zone tapped —
  // the rule for every multicolored card.)
  'dm11-s05': spellText(
    "Destroy one of your opponent's creatures that has power 5000 or less. When your opponent puts that creature into his graveyard, search your deck. You may take a creature from your deck that has the same cost as that creature and put it into the battle zone. Then shuffle your deck.",
    destroy(rebirthVictim),
    onlyIf(victimInGraveyard),
    putOnSources(
      upTo(
        1,
        deck('you', { type: 'creature', test: (s, i) => defOf(s, i).cost === defOf(s, selCard(s, rebirthVictim)).cost && canEnter(s, i) }),
      ),
      'you',
      1,
    ),
    shuffleDeck(),
  ),
  // Rise and Shine: the top 4 are revealed; one with "blocker" goes to your hand (none: nothing does), the rest to
  // the bottom of your deck in the order you pick them.
  'dm11-031': spellText(
    'Reveal the top 4 cards of your deck. Put one of them that has "blocker" into your hand, and put the rest on the bottom of your deck in any order.',
    reveal(topFour),
    toHand(deck('you', { blocker: true, test: inSel(topFour) })),
    putBackInOrder(topFour, 4, 'bottom'),
  ),
};

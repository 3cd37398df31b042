// DM-08 card scripts: the text lines each covers and what they do.
import type { CardDef } from '../cards/types.js';
import {
  KW_ATTACK_UNTAPPED,
  KW_CANT_ATTACK,
  KW_DOUBLE_BREAKER,
  KW_IS_DRAGON,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_UNBLOCKABLE,
  TYPE_SPELL,
} from '../keywords.js';
import { turboRushActive } from '../query/characteristics.js';
import { type DMState, TURN_CREATURES_TO_MANA } from '../state.js';
import {
  all,
  alsoOn,
  atEndOfTurnFor,
  attackingPlayer,
  BLOCKS_UNTAP_AFTER,
  breakOpponentsShields,
  canEnter,
  cantBeAttackedBy,
  card,
  choose,
  countCreatures,
  creatures,
  deck,
  defOf,
  destroy,
  destroyedInstead,
  discardAtRandom,
  draw,
  drawUpTo,
  gets,
  grant,
  graveyard,
  hand,
  hasRace,
  isDragonNow,
  ifAnyMatch,
  ifCauseYours,
  ifSelHas,
  isCause,
  itself,
  keywords,
  look,
  mana,
  may,
  onlyIf,
  opponentChooses,
  opponents,
  power,
  powerAttacker,
  powerPer,
  putOnSources,
  search,
  selfPower,
  shields,
  shuffleDeck,
  spellText,
  staticText,
  tap,
  tapAbility,
  toGraveyard,
  toHand,
  toMana,
  topCards,
  toShields,
  triggered,
  triggeredOnEach,
  type CardScript,
  untap,
  untapAfterBattle,
  upTo,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  whileBattling,
  yourOtherCreatures,
  yours,
  turnFlag,
  replacementThen,
  saveShieldInstead,
} from './lib/index.js';

/** The card has Dragon in its race. */
const isDragon = (d: CardDef): boolean => hasRace(d, 'dragon');
/** A Dragon now: its races, or "is a Dragon this turn" (Furious Onslaught) while in the battle zone. */
const dragonNow = (_d: CardDef, i: number, s: DMState): boolean => isDragonNow(s, i);

/** Turbo rush triggers: the ability exists only while turbo rush is on (nothing between the attack and its
 * trigger's resolution can change that, so it is checked on resolution). */
const ifTurbo = onlyIf((s, f) => turboRushActive(s, f.src));

/** A Dragonoid, or a creature that has Dragon in its race (JA: ドラゴンまたはドラゴノイド). */
const dragonOrDragonoid = (d: CardDef): boolean => d.races.includes('Dragonoid') || isDragon(d);

/** Filter test: the creature has the least power in the battle zone (powers read as 0 when negative). */
const leastPower = (s: DMState, inst: number): boolean => {
  let min = Infinity;
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) min = Math.min(min, Math.max(0, power(s, i)));
  return Math.max(0, power(s, inst)) === min;
};

const destroyWhenAnotherEnters = triggered(
  'When you put another creature into the battle zone, destroy this creature.',
  'otherEnters',
  ifCauseYours(),
  destroy(itself()),
);

/** "Choose one of your shields and put it into your graveyard." */
const shieldToGraveyard = toGraveyard(shields('you'));

/** The source's controller's other tapped creatures. */
const otherTapped = yourOtherCreatures((s, i) => !!s.tapped[i]);

export const DM08: Record<string, CardScript> = {
  // Quixotic Hero Swine Snout: each time another creature (either player's) enters, +3000 until end of turn.
  'dm08-055': triggered(
    'Whenever another creature is put into the battle zone, this creature gets +3000 power until the end of the turn.',
    'otherEnters',
    gets(itself(), 3000),
  ),
  // Überdragon Bajula: you choose up to 2 of the opponent's mana cards; they go to his graveyard.
  'dm08-s04': whenAttacks(
    "choose up to 2 cards in your opponent's mana zone. Your opponent puts those cards into his graveyard.",
    toGraveyard(upTo(2, mana('opponent'))),
  ),

  // Emperor Quazla: while it is in the battle zone, whenever the opponent uses an S-Trigger, draw up to 2.
  'dm08-s02': triggered(
    'Whenever your opponent uses the "shield trigger" ability of one of his shields, draw up to 2 cards.',
    'opponentUsesTrigger',
    drawUpTo(2),
  ),
  'dm08-s03': staticText(
    'This creature gets +2000 power for each creature in your graveyard.',
    powerPer(2000, (s, src) => {
      const g = s.grave[s.owner[src]! as 0 | 1];
      let n = 0;
      for (let k = 0; k < g.length; k++) if (defOf(s, g[k]!).type !== TYPE_SPELL) n++;
      return n;
    }),
  ), // Super Necrodragon Abzo Dolba
  // Super Terradragon Bailas Gale: your spells cast with their S-Trigger return to your hand after resolving.
  'dm08-s05': staticText('After you cast a spell by using its "shield trigger" ability, put it into your hand instead of your graveyard.', {
    kind: 'triggerSpellToHand',
  }),
  // Nastasha, Channeler of Suns. Japanese text (implemented): 「かわりにこのクリーチャーを自分の墓地に置いてもよい」: put
  // into the graveyard, not destroyed; the English says "destroy".
  'dm08-s01': staticText('When one of your shields would be broken, you may destroy this creature instead.', saveShieldInstead('self')),
  'dm08-001': triggered(BLOCKS_UNTAP_AFTER, 'block', untapAfterBattle(itself())), // Kuukai, Finder of Karma
  'dm08-002': destroyedInstead('When this creature would be destroyed, put it into your hand instead.', 'hand'), // Aqua Ranger
  'dm08-003': staticText('Each creature in the battle zone has "slayer."', keywords({ owner: 'any' }, KW_SLAYER)), // Megaria, Empress of Dread
  'dm08-008': staticText(
    "Creatures that have power 3000 or more can't attack.",
    keywords({ owner: 'any', test: (s, i) => Math.max(0, power(s, i)) >= 3000 }, KW_CANT_ATTACK),
  ), // Nariel, the Oracle
  'dm08-009': whenAttacks(
    'you may draw a card for each other tapped creature you have in the battle zone.',
    may(draw((s, f) => countCreatures(s, f.player, (_d, i) => !!s.tapped[i], f.src))),
  ), // Aqua Grappler
  'dm08-011': spellText("Your creatures in the battle zone can't be blocked this turn.", grant(all(yours()), KW_UNBLOCKABLE)), // Marine Scramble
  'dm08-012': whenAttacks('choose one of your shields and put it into your graveyard.', shieldToGraveyard), // Necrodragon Galbazeek
  'dm08-014': spellText('Your opponent discards 2 cards at random from their hand.', discardAtRandom(2, 'opponent')), // Skeleton Vice
  // Root Charger. JA: バトルゾーンから自分の墓地に置かれるとき…マナゾーンに置く: every way to the graveyard, as Fruit of Eternity.
  'dm08-020': spellText(
    'Whenever any of your creatures would be destroyed this turn, put it into your mana zone instead.',
    turnFlag(TURN_CREATURES_TO_MANA),
  ),
  'dm08-022': spellText(
    "Choose one of your opponent's creatures in the battle zone and tap it. Then you may choose one of your creatures in the battle zone. If you do, it can't be blocked this turn.",
    tap(opponents()),
    grant(upTo(1, yours()), KW_UNBLOCKABLE),
  ), // Laser Whip
  'dm08-023': (() => {
    const it = choose(opponents());
    return spellText(
      "Choose one of your opponent's creatures in the battle zone and tap it. If it has Dragon in its race, add the top card of your deck to your shields face down.",
      tap(it),
      ifSelHas(it, dragonNow),
      toShields(topCards(1)),
    );
  })(), // Dracobarrier
  'dm08-026': (() => {
    const it = choose(creatures());
    return spellText(
      "Choose a creature in the battle zone and return it to its owner's hand. If it has Dragon in its race, you may draw a card.",
      toHand(it),
      ifSelHas(it, isDragon),
      may(draw(1)),
    );
  })(), // Wave Lance
  'dm08-029': whenEnters(
    'you may return all creatures that have Dragon in their race from your graveyard to your hand.',
    may(toHand(all(graveyard('you', { type: 'creature', test: (s, i) => isDragon(defOf(s, i)) })))),
  ), // Dimension Splitter
  'dm08-030': whenDestroyed('choose one of your shields and put it into your graveyard.', shieldToGraveyard), // Bruiser Dragon
  'dm08-032': spellText("Destroy one of your opponent's creatures that has power 2000 or less.", destroy(opponents({ maxPower: 2000 }))), // Volcano Charger
  // Dracodance Totem: while you have a Dragon creature in your mana zone it goes to the mana zone instead; 「その後、自分の
  // マナゾーンからドラゴンを1体、自分の手札に戻す」 follows at once (the replacement's follow-up).
  'dm08-034': replacementThen(
    'When this creature would be destroyed, if you have a creature that has Dragon in its race in your mana zone, put this creature into your mana zone instead of destroying it. Then return a creature that has Dragon in its race from your mana zone to your hand.',
    {
      kind: 'destroyInstead',
      to: 'mana',
      when: (s, src) => s.mana[s.owner[src]! as 0 | 1].some((c) => defOf(s, c).type !== TYPE_SPELL && isDragon(defOf(s, c))),
      then: true,
    },
    toHand(mana('you', { type: 'creature', race: 'dragon' })),
  ),
  'dm08-035': spellText('Each of your creatures in the battle zone gets +3000 power until the end of the turn.', gets(all(yours()), 3000)), // Muscle Charger
  'dm08-036': staticText(
    "This creature can't be attacked by any creature that has Dragon in its race.",
    cantBeAttackedBy((s, a) => isDragonNow(s, a)),
  ), // Misha, Channeler of Suns
  'dm08-043': spellText('Draw a card.', draw(1)), // Eureka Charger
  'dm08-047': spellText('Put a creature from your graveyard into your hand.', toHand(graveyard('you', { type: 'creature' }))), // Corpse Charger
  'dm08-048': staticText(
    'While attacking, this creature gets +2000 power for each other tapped creature you have in the battle zone.',
    powerPer(2000, otherTapped, { attacking: true }),
  ), // Torpedo Skyterror
  'dm08-051': staticText(
    'Each creature in the battle zone that has Dragon in its race has "speed attacker."',
    keywords({ owner: 'any', test: (s, i) => isDragonNow(s, i) }, KW_SPEED_ATTACKER),
  ), // Totto Pipicchi
  // Cranium Clamp (English redesign): the opponent chooses the 2 cards.
  'tcg-dm08-027': spellText('Your opponent chooses and discards 2 cards from his hand.', toGraveyard(opponentChooses(hand('opponent'), 2))),
  'dm08-004': staticText(
    'Turbo rush: Each of your creatures in the battle zone has "speed attacker."',
    keywords({ owner: 'you' }, KW_SPEED_ATTACKER, turboRushActive),
  ), // Magmadragon Jagalzor
  'dm08-010': triggered(
    'Turbo rush: When this creature attacks, search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.',
    'attack',
    ifTurbo,
    search(),
  ), // Vikorakys
  'dm08-016': triggered(
    "Turbo rush: Whenever this creature attacks, you may destroy one of your opponent's creatures that has power 4000 or less.",
    'attack',
    ifTurbo,
    destroy(upTo(1, opponents({ maxPower: 4000 }))),
  ), // Slaphappy Soldier Galback
  'dm08-044': triggered(
    'Turbo rush: Whenever this creature attacks, your opponent discards his hand.',
    'attack',
    ifTurbo,
    toGraveyard(all(hand('opponent'))),
  ), // Gigaclaws
  'dm08-050': staticText(
    'Turbo rush: This creature can attack untapped creatures and has "Power attacker +4000."',
    powerAttacker(4000, KW_ATTACK_UNTAPPED, turboRushActive),
  ), // Missile Soldier Ultimo
  'dm08-053': staticText(
    'Turbo rush: This creature gets +5000 power and has "double breaker."',
    selfPower(5000, { when: turboRushActive }),
    keywords({ self: true }, KW_DOUBLE_BREAKER, turboRushActive),
  ), // Senia, Orchard Avenger
  // Lalicious: the hand and the top card are looked at one after the other (nothing happens between the two).
  'dm08-024': whenAttacks(
    "you may look at your opponent's hand and at the top card of his deck.",
    may(look(all(hand('opponent'))), look(topCards(1, 'opponent'))),
  ),
  'dm08-037': triggered(
    "Turbo rush: Whenever this creature attacks, you may look at 2 of your opponent's shields. Then put them back where they were.",
    'attack',
    ifTurbo,
    may(look(choose(shields('opponent'), 2))),
  ), // Migalo, Vizier of Spycraft
  'dm08-042': whenEnters("look at your opponent's hand.", look(all(hand('opponent')))), // Grape Globbo
  'dm08-033': triggered(
    'Whenever this creature becomes blocked, you may put the top card of your deck into your mana zone.',
    'blocked',
    may(toMana(topCards(1))),
  ), // Coliseum Shell
  // Carbonite Scarab (JA: 相手プレイヤーを攻撃してブロックされたとき、…そのうちの1枚をブレイクする)
  'dm08-019': triggered(
    "Turbo rush: Whenever this creature is attacking your opponent and becomes blocked, it breaks one of your opponent's shields.",
    'blocked',
    ifTurbo,
    onlyIf((s, f) => attackingPlayer(s, f.src)),
    breakOpponentsShields(),
  ),
  // Solar Grass: every other creature of yours (not named Solar Grass) untaps.
  'dm08-021': triggered(
    "Turbo rush: Whenever this creature is attacking your opponent and isn't blocked, untap all your creatures in the battle zone except Solar Grasses.",
    'unblocked',
    ifTurbo,
    untap(all(yours({ test: (s, i) => defOf(s, i).name !== 'Solar Grass' }))),
  ),
  // Gachack, Mechanical Doll (JA: you may put a creature in the battle zone into its owner's graveyard: destroy)
  'dm08-028': triggered(
    "Turbo rush: Whenever this creature is attacking your opponent and isn't blocked, you may destroy a creature.",
    'unblocked',
    ifTurbo,
    destroy(upTo(1, creatures())),
  ),
  // Thrumiss, Zephyr Guardian: its own attacks count too (JA: 自分のクリーチャーが攻撃するとき).
  'dm08-007': triggeredOnEach(
    "Whenever any of your creatures attacks, you may choose one of your opponent's creatures in the battle zone and tap it.",
    ['attack', 'allyAttacks'],
    () => [tap(upTo(1, opponents()))],
  ),
  // Motorcycle Mutant, Tyrant Worm (JA: when another creature of yours enters, put this one into your graveyard)
  'dm08-027': destroyWhenAnotherEnters,
  'dm08-046': destroyWhenAnotherEnters,
  'dm08-013': triggered(
    "Whenever you put a Dragonoid or a creature that has Dragon in its race into the battle zone, destroy the creature that has the least power in the battle zone. If there's a tie, you choose from among the tied creatures.",
    'otherEnters',
    ifCauseYours(dragonOrDragonoid),
    destroy(creatures({ test: leastPower })),
  ), // Scream Slicer, Shadow of Fear
  'dm08-054': triggered(
    'Whenever you put a Dragonoid or a creature that has Dragon in its race into the battle zone, put the top card of your deck into your mana zone.',
    'otherEnters',
    ifCauseYours(dragonOrDragonoid),
    toMana(topCards(1)),
  ), // Bakkra Horn, the Silent
  // Kyrstron, Lair Delver (JA: when it is put into your graveyard from the battle zone — destroyed): a Dragon
  // from your hand enters without being summoned (an evolution Dragon only on one of its sources).
  'dm08-015': whenDestroyed(
    'you may put a creature that has Dragon in its race from your hand into the battle zone.',
    putOnSources(upTo(1, hand('you', { type: 'creature', test: (s, i) => isDragon(defOf(s, i)) && canEnter(s, i) })), 'you', 1),
  ),
  // Terradragon Gamiratar: the opponent may put a creature from his hand into his battle zone (not summoned).
  // Sol Galla, Halo Guardian: after any player's spell is done (JA: 呪文の効果を行ってから), +3000 until the end of the turn.
  'dm08-038': triggered(
    'Whenever a player casts a spell, this creature gets +3000 power until the end of the turn.',
    'spellCast',
    gets(itself(), 3000),
  ),
  // Lunar Charger: at the end of the turn, one "you may untap it" for each creature chosen (charger: its keyword line).
  'dm08-039': (() => {
    const chosen = upTo(2, yours());
    return card(
      spellText(
        'Choose up to 2 of your creatures in the battle zone. At the end of the turn, you may untap them.',
        atEndOfTurnFor(0, chosen),
      ),
      alsoOn('delayed', ifAnyMatch(yours({ test: isCause })), may(untap(all(yours({ test: isCause }))))),
    );
  })(),
  // Furious Onslaught (JA: バトルゾーンにある自分のドラゴノイドはすべてドラゴンになり…): they become Dragons (every "Dragon"
  // reference counts them, 203.2), not Armored Dragons as the English says; the Dragonoids there when it resolves.
  'dm08-017': (() => {
    const dragonoids = all(yours({ race: 'Dragonoid' }));
    return spellText(
      'Until the end of the turn, each of your Dragonoids in the battle zone is an Armored Dragon in addition to its other races, gets +4000 power, and has "double breaker."',
      gets(dragonoids, 4000),
      grant(dragonoids, KW_DOUBLE_BREAKER | KW_IS_DRAGON),
    );
  })(),
  'dm08-018': whenEnters(
    'your opponent may choose a creature in his hand and put it into the battle zone.',
    putOnSources(choose(hand('opponent', { type: 'creature', test: canEnter }), 1, { upTo: true, by: 'opponent' }), 'opponent', 1),
  ),
  // Sasha, Channeler of Suns (JA: when it battles a Dragon, +6000)
  // Kachua, Keeper of the Icegate (JA: 「このターンが終わるとき、そのドラゴンを自分の墓地に置く」: put into the graveyard,
  // not destroyed as the English says; no "when destroyed" or destroy replacement applies).
  'dm08-005': (() => {
    const dragon = upTo(1, deck('you', { type: 'creature', test: (s, i) => hasRace(defOf(s, i), 'dragon') && canEnter(s, i) }));
    return card(
      tapAbility(
        '$tap Search your deck. You may take a creature that has Dragon in its race from your deck and put it into the battle zone. Then shuffle your deck. That creature has "speed attacker." At the end of the turn, destroy it.',
        putOnSources(dragon, 'you', 1),
        shuffleDeck(),
        grant(dragon, KW_SPEED_ATTACKER),
        atEndOfTurnFor(1, dragon),
      ),
      alsoOn('delayed', toGraveyard(all(yours({ test: isCause })))),
    );
  })(),
  'dm08-006': staticText(
    'While battling a creature that has Dragon in its race, this creature gets +6000 power.',
    selfPower(6000, { when: whileBattling(dragonNow) }),
  ),
};

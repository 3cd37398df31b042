// DM-09 card scripts: the text lines each covers and what they do.
import {
  KW_ATTACK_UNTAPPED,
  KW_BLOCKER,
  KW_DOUBLE_BREAKER,
  KW_MUST_ATTACK,
  KW_SLAYER,
  KW_UNBLOCKABLE,
  KW_UNBLOCKABLE_BY_3000,
  KW_UNBLOCKABLE_VS_CREATURES,
  TYPE_SPELL,
} from '../keywords.js';
import type { DMState } from '../state.js';
import {
  all,
  alsoOn,
  atEndOfTurn,
  blocksThisIfAble,
  attackingCreature,
  canEnter,
  card,
  type CardScript,
  cause,
  choose,
  choosePlayer,
  chooseRace,
  creatures,
  creaturesOfChosenRace,
  DARKNESS,
  deck,
  defOf,
  destroy,
  destroyedInstead,
  draw,
  extraTurn,
  gets,
  grant,
  graveyard,
  hand,
  hasRace,
  ifCauseYours,
  itself,
  keywords,
  look,
  lookTopOneToHandRestBottom,
  mana,
  may,
  NATURE,
  noBattle,
  ofChosenPlayer,
  ofChosenRace,
  ofRace,
  ofRaceChosenBySource,
  opponentChooses,
  opponents,
  perOtherCivCreature,
  plusStatics,
  powerBreakerLines,
  powerFor,
  powerPer,
  protect,
  putOnSources,
  rememberChoice,
  search,
  shuffleChosenDeck,
  shields,
  spellText,
  staticText,
  tap,
  tapAbility,
  toGraveyard,
  toGraveyardDestroying,
  toHand,
  toMana,
  topCards,
  toShields,
  triggered,
  turnFaceUp,
  unchoosable,
  untap,
  untapAfterBattle,
  upTo,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  whenUnblocked,
  yourManaCount,
  yours,
  yourChosenRaceReturnsInstead,
} from './lib/index.js';

const unblockableAttackingCreature = staticText(
  "While attacking a creature, this creature can't be blocked.",
  keywords({ self: true }, KW_UNBLOCKABLE, attackingCreature),
);

/** Darkness creatures in player `p`'s graveyard. */
function darknessCreaturesInGrave(s: DMState, p: number): number {
  const g = s.grave[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < g.length; k++) {
    const d = defOf(s, g[k]!);
    if (d.type !== TYPE_SPELL && d.civs & DARKNESS) n++;
  }
  return n;
}

/** "… look at the top 4 cards of your deck. Put one of them into your hand, and the rest on the bottom …" */
const TOP_4_ONE_TO_HAND =
  'look at the top 4 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.';

/** Zeppelin Crawler, Kelp Candle: "Whenever this creature blocks, look at the top 4 …" */
const blocksLookTop4 = () => triggered(`Whenever this creature blocks, ${TOP_4_ONE_TO_HAND}`, 'block', lookTopOneToHandRestBottom(4));

/** "Your opponent chooses a card in his mana zone and puts it into his graveyard." */
const opponentsManaToGraveyard = () => toGraveyard(opponentChooses(mana('opponent')));

export const DM09: Record<string, CardScript> = {
  // Petrova, Channeler of Suns: the race is chosen when the ability resolves; the +4000 lasts while Petrova stays in the
  // battle zone and covers every creature of that race, both players', also those put there later (JA: バトルゾーンに
  // ある、その種族のクリーチャーのパワーは+4000される).
  'dm09-s01': card(
    whenEnters(
      'choose a race other than Mecha del Sol. Each creature of that race gets +4000 power.',
      chooseRace(['Mecha Del Sol']),
      rememberChoice,
    ),
    plusStatics(powerFor({ owner: 'any', test: ofRaceChosenBySource }, 4000)),
    unchoosable,
  ),
  'dm09-s03': whenDestroyed('destroy all creatures.', destroy(all(creatures()))), // Stallob, the Lifequasher
  'dm09-s04': card(
    staticText(
      'This creature gets +3000 power for each card in your hand.',
      powerPer(3000, (s, src) => s.hand[s.owner[src]! as 0 | 1].length),
    ),
    powerBreakerLines(true),
  ), // Magmadragon Ogrist Vhal
  // Aqua Master (JA: 「相手のシールドを1枚選び、表向きにしてプレイする」): the shield stays face up.
  'dm09-s02': whenUnblocked("choose one of your opponent's shields and turn it face up.", turnFaceUp(shields('opponent'))),
  // Mihail, Celestial Elemental (JA: 他のクリーチャーがバトルゾーンから墓地に置かれるとき、…バトルゾーンにとどまる): every
  // other creature, both players', that would go from the battle zone to the graveyard (destroyed or not) stays.
  'dm09-006': staticText(
    'Whenever another creature would be destroyed, it stays in the battle zone instead.',
    protect({ owner: 'any', other: true }, 'stay'),
  ),
  'dm09-008': spellText('Add a card from your hand to your shields face down.', toShields(hand('you'))), // Nexus Charger
  'dm09-011': spellText(
    "Choose up to 2 creatures in the battle zone and return them to their owners' hands.",
    toHand(upTo(2, creatures())),
  ), // Abduction Charger
  'dm09-012': staticText('Each creature attacks each turn if able.', keywords({ owner: 'any' }, KW_MUST_ATTACK)), // Gabzagul, Warlord of Pain
  // Hokira (JA: このターン、その種族のクリーチャーがバトルゾーンから自分の墓地に置かれるとき、墓地に置くかわりに自分の手札に
  // 戻す): your creatures of that race, any way from the battle zone to your graveyard (the English says "destroyed").
  'dm09-025': tapAbility(
    '$tap Choose a race. Whenever one of your creatures of that race would be destroyed this turn, return it to your hand instead.',
    chooseRace(),
    yourChosenRaceReturnsInstead,
  ),
  'dm09-027': card(
    staticText(
      'This creature gets +2000 power for each darkness creature in your graveyard.',
      powerPer(2000, (s, src) => darknessCreaturesInGrave(s, s.owner[src]!)),
    ),
    powerBreakerLines(false),
  ), // Necrodragon Izorist Vhal
  // Grinning Hunger: a creature chosen is destroyed; a shield just goes to the graveyard (no S-Trigger).
  // Venom Worm: the creatures of that race in the battle zone when it resolves, both players'.
  'dm09-028': tapAbility(
    '$tap Choose a race. Each creature of that race gets "slayer" until the end of the turn.',
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_SLAYER),
  ),
  'dm09-029': spellText(
    'Your opponent chooses one of his creatures in the battle zone or one of his shields and puts it into his graveyard.',
    toGraveyardDestroying(opponentChooses({ zone: 'battle', alsoZone: 'shields', owner: 'opponent' })),
  ),
  'dm09-030': unblockableAttackingCreature, // Snaptongue Lizard
  // Whispering Totem: another card of the same name.
  // Gigio's Hammer: the creatures of that race in the battle zone when it resolves, both players'.
  'dm09-031': tapAbility(
    '$tap Choose a race. Each creature of that race attacks this turn if able and gets "power attacker +4000" until the end of the turn.',
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_MUST_ATTACK, { powerAttacker: 4000 }),
  ),
  // Silvermoon Trailblazer: the creatures of that race in the battle zone when it resolves; power read at the block.
  // Fists of Forever
  'dm09-032': spellText(
    'Choose one of your creatures in the battle zone. Whenever that creature wins a battle this turn, untap it.',
    untapAfterBattle(yours(), { onWin: true }),
  ),
  'dm09-033': tapAbility(
    "$tap Choose a race. Creatures of that race can't be blocked by creatures that have power 3000 or less this turn.",
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_UNBLOCKABLE_BY_3000),
  ),
  'dm09-034': whenEnters(
    'search your deck. You may take a Whispering Totem from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ test: (s, i) => defOf(s, i).name === 'Whispering Totem' }),
  ),
  'dm09-035': spellText(
    'Your opponent chooses one of his creatures in the battle zone and puts it into his mana zone.',
    toMana(opponentChooses(opponents())),
  ), // Vine Charger
  'dm09-037': whenDestroyed("choose up to 2 of your opponent's creatures in the battle zone and tap them.", tap(upTo(2, opponents()))), // Jil Warka, Time Guardian
  'dm09-039': spellText("Choose one of your creatures in the battle zone. It can't be blocked this turn.", grant(yours(), KW_UNBLOCKABLE)), // Cosmic Wing
  // Impossible Tunnel: the creatures of that race in the battle zone when it resolves.
  'dm09-043': spellText(
    "Choose a race. Creatures of that race can't be blocked this turn.",
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_UNBLOCKABLE),
  ),
  'dm09-046': whenDestroyed(
    'you may return another creature from your graveyard to your hand.',
    toHand(upTo(1, graveyard('you', { type: 'creature', notSelf: true }))),
  ), // Bat Doctor, Shadow of Undeath
  'dm09-049': whenAttacks('choose one of your shields and put it into your graveyard.', toGraveyard(shields('you'))), // Steam Rumbler Kain
  'dm09-050': unblockableAttackingCreature, // Aerodactyl Kooza
  // Relentless Blitz: the creatures of that race in the battle zone when it resolves.
  'dm09-051': spellText(
    "Choose a race. This turn, each creature of that race can attack untapped creatures and can't be blocked while attacking a creature.",
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_ATTACK_UNTAPPED | KW_UNBLOCKABLE_VS_CREATURES),
  ),
  'dm09-052': destroyedInstead('When this creature would be destroyed, put it into your mana zone instead.', 'mana'), // Solid Horn
  'dm09-017': spellText('Destroy all creatures that have power 4000 or less.', destroy(all(creatures({ maxPower: 4000 })))), // Blizzard of Spears
  // Storm Wrangler, the Furious (JA: 相手の「ブロッカー」を持つクリーチャーを1体選んでもよい): any of the opponent's creatures
  // with blocker, tapped ones too (the EN says untapped): a tapped one can't block, and then no other creature may.
  'dm09-018': card(
    whenAttacks(
      'you may choose one of your opponent\'s untapped creatures that has "blocker." This turn, that creature blocks this creature if able and this creature can\'t be blocked by other creatures.',
      blocksThisIfAble(upTo(1, opponents({ blocker: true }))),
    ),
    triggered('Whenever this creature becomes blocked, it gets +3000 power until the end of the turn.', 'blocked', gets(itself(), 3000)),
  ),
  'dm09-019': card(
    staticText(
      'This creature gets +2000 power for each of your other nature creatures in the battle zone.',
      perOtherCivCreature(NATURE, 2000),
    ),
    powerBreakerLines(false),
  ), // Terradragon Anrist Vhal
  // Mana Bonanza: as many cards as you have in mana (counted on resolution), tapped.
  'dm09-020': (() => {
    const top = topCards(yourManaCount);
    return spellText(
      'For each card in your mana zone, put a card from the top of your deck into your mana zone tapped.',
      toMana(top),
      tap(top),
    );
  })(),
  // Tra Rion, Penumbra Guardian: the creatures of that race in the battle zone at the end of the turn, both players'.
  'dm09-021': card(
    tapAbility(
      '$tap Choose a race. At the end of this turn, untap all creatures of that race in the battle zone.',
      chooseRace(),
      atEndOfTurn(1),
    ),
    alsoOn('delayed', untap(all(creatures({ test: ofChosenRace })))),
  ),
  // Unified Resistance: JA バトルゾーンにあるその種族のクリーチャーはすべて — every creature of that race (both players'), where
  // the English says "each of your creatures": the JA text is followed. The creatures there when it resolves.
  'dm09-023': spellText(
    'Choose a race. Until the start of your next turn, each of your creatures in the battle zone of that race gets "Blocker."',
    chooseRace(),
    grant(all(creatures({ test: ofChosenRace })), KW_BLOCKER, { untilNextTurn: true }),
  ),
  'dm09-024': whenEnters("look at your opponent's shields. Then put them back where they were.", look(all(shields('opponent')))), // Tekorax
  // Emperor Maroll. JA (implemented): when it becomes blocked, no battle happens and the blocker returns to its
  // owner's hand (the English line leaves out "no battle happens"; with the blocker gone the result is the same).
  'dm09-009': card(
    triggered(
      'Whenever you put another creature into the battle zone, return this creature to your hand.',
      'otherEnters',
      ifCauseYours(),
      toHand(itself()),
    ),
    triggered(
      "Whenever this creature becomes blocked, return the blocking creature to its owner's hand.",
      'blocked',
      noBattle,
      toHand(cause),
    ),
  ),
  'dm09-041': triggered(
    'Whenever you put another creature into the battle zone, return this creature from the battle zone to your hand.',
    'otherEnters',
    ifCauseYours(),
    toHand(itself()),
  ), // Scout Cluster
  // Balesk Baj, the Timeburner
  'dm09-004': card(
    whenUnblocked('take an extra turn after this one.', extraTurn()),
    triggered('At the end of your turn, return this creature to your hand.', 'endOfTurn', toHand(itself())),
  ),
  // Marching Motherboard: another creature of yours with "Cyber" in its race (JA: 「サイバー」と付く種族).
  // Glena Vuele, the Hypnotic: whenever the opponent uses an S-Trigger, you may add your top card to your shields.
  'dm09-001': triggered(
    'Whenever your opponent uses the "shield trigger" ability of one of his shields, you may add the top card of your deck to your shields face down.',
    'opponentUsesTrigger',
    may(toShields(topCards(1))),
  ),
  'dm09-002': triggered(
    'Whenever you put another creature that has Cyber in its race into the battle zone, you may draw a card.',
    'otherEnters',
    ifCauseYours((d) => d.races.some((r) => /\bcyber\b/i.test(r))),
    may(draw(1)),
  ),
  'dm09-003': triggered(
    "Whenever you put a Ghost into the battle zone, you may destroy one of your opponent's untapped creatures.",
    'otherEnters',
    ifCauseYours((d) => hasRace(d, 'Ghost')),
    destroy(upTo(1, opponents({ tapped: false }))),
  ), // Azaghast, Tyrant of Shadows
  // Vreemah, Freaky Mojo Totem: every Beast Folk (both players') in the battle zone.
  'dm09-005': (() => {
    const beastFolk = all(creatures({ test: ofRace('Beast Folk') }));
    return triggered(
      'Whenever you put another creature into the battle zone, each Beast Folk in the battle zone gets +2000 power and "double breaker" until the end of the turn.',
      'otherEnters',
      ifCauseYours(),
      gets(beastFolk, 2000),
      grant(beastFolk, KW_DOUBLE_BREAKER),
    );
  })(),
  'dm09-007': triggered(
    "Whenever you put a Guardian into the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    'otherEnters',
    ifCauseYours((d) => hasRace(d, 'Guardian')),
    tap(upTo(1, opponents())),
  ), // Micute, the Oracle
  // Ice Vapor, Shadow of Anguish: after the spell, the caster discards a card, then puts a mana card into the graveyard.
  'dm09-013': triggered(
    'Whenever your opponent casts a spell, he chooses and discards a card from his hand, then chooses a card in his mana zone and puts it into his graveyard.',
    'opponentCasts',
    toGraveyard(opponentChooses(hand('opponent'))),
    opponentsManaToGraveyard(),
  ),
  // Slash Charger (JA: 自分または相手の山札を見る。その中からカードを1枚選び、持ち主の墓地に置いてもよい。その後、そのカードの
  // 持ち主は山札をシャッフルする): first the deck is chosen (yours or the opponent's), then searched; that deck's owner
  // shuffles it even when no card was taken. Charger: the spell then goes to your mana zone.
  'dm09-014': spellText(
    "Search a player's deck. You may take a card from that deck and put it into that player's graveyard. Then the player shuffles his deck.",
    choosePlayer,
    toGraveyard(upTo(1, deck('any', { test: ofChosenPlayer }))),
    shuffleChosenDeck,
  ),
  // Shock Trooper Mykee (JA: put it into its owner's graveyard: destroy)
  'dm09-015': whenUnblocked(
    "you may destroy one of your opponent's creatures that has power 3000 or less.",
    destroy(upTo(1, opponents({ maxPower: 3000 }))),
  ),
  'dm09-036': whenUnblocked(
    'search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'spell' }),
  ), // Cyclolink, Spectral Knight
  'dm09-040': whenUnblocked(
    "you may choose a creature in the battle zone and return it to its owner's hand.",
    toHand(upTo(1, creatures())),
  ), // Tentacle Cluster
  'dm09-045': whenUnblocked('your opponent chooses one of his creatures and destroys it.', destroy(opponentChooses(opponents()))), // Trixo, Wicked Doll
  'dm09-048': whenUnblocked('your opponent chooses a card in his mana zone and puts it into his graveyard.', opponentsManaToGraveyard()), // Quakesaur
  'dm09-054': whenUnblocked(
    'search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature' }),
  ), // Cavern Raider
  // Stratosphere Giant (JA: the opponent may put up to 2 creatures from his hand; they enter together).
  'dm09-s05': whenEnters(
    'your opponent chooses up to 2 creatures in his hand and puts them into the battle zone.',
    putOnSources(choose(hand('opponent', { type: 'creature', test: canEnter }), 2, { upTo: true, by: 'opponent' }), 'opponent', 2),
  ),
  // Simian Warrior Grash: itself (an Armorloid) or another Armorloid of yours. Destroyed together with another
  // Armorloid, it triggers once, for itself (look-back applies only to the leaving card, 603.5c).
  'dm09-016': card(
    triggered(
      'Whenever one of your Armorloids is destroyed, your opponent chooses a card in his mana zone and puts it into his graveyard.',
      'destroyed',
      opponentsManaToGraveyard(),
    ),
    alsoOn(
      'otherDestroyed',
      ifCauseYours((d) => hasRace(d, 'Armorloid')),
      opponentsManaToGraveyard(),
    ),
  ),
  // Zeppelin Crawler, Kelp Candle, Submarine Project: one of the top 4 to the hand, the other 3 to the bottom in
  // the order you pick them.
  'dm09-010': blocksLookTop4(),
  'dm09-042': blocksLookTop4(),
  'dm09-026': spellText(
    'Look at the top 4 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.',
    lookTopOneToHandRestBottom(4),
  ),
  // Zombie Carnival, Dance of the Sproutlings: "choose a race, then creatures of that race" as choosing creatures
  // that share a race (creaturesOfChosenRace).
  'dm09-047': spellText(
    'Choose a race. Return up to 3 creatures of that race from your graveyard to your hand.',
    toHand(creaturesOfChosenRace(3, graveyard('you'))),
  ),
  'dm09-055': spellText(
    'Choose a race. You may put any number of creatures of that race from your hand into your mana zone.',
    toMana(creaturesOfChosenRace(40, hand('you'))),
  ),
  // Kalute, Vizier of Eternity. JA (implemented): "when this creature would be put into your graveyard from the
  // battle zone" (any move there, as Gigamantis) — the English text says "would be destroyed" — if another Kalute
  // (either player's) is in the battle zone, it returns to your hand instead. Two destroyed together both see
  // each other (replacements are decided before anything moves, 609.2).
  'dm09-038': staticText(
    'When this creature would be destroyed, if another Kalute, Vizier of Eternity is in the battle zone, return this creature to your hand instead.',
    protect(
      {
        owner: 'you',
        test: (s, inst, src) =>
          inst === src && [0, 1].some((q) => s.battle[q as 0 | 1].some((o) => o !== src && defOf(s, o).name === defOf(s, src).name)),
      },
      'hand',
    ),
  ),
};

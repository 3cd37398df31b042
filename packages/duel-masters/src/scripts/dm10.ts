// DM-10 card scripts: the text lines each covers and what they do.
import { KW_BLOCKER, KW_MUST_ATTACK, KW_SLAYER, KW_SPEED_ATTACKER, KW_UNBLOCKABLE, TYPE_CREATURE, TYPE_SPELL } from '../keywords.js';
import { type DMState, Z_GRAVE } from '../state.js';
import {
  all,
  attackTarget,
  breakOpponentsShields,
  canAttack,
  canEnter,
  card,
  cause,
  choose,
  compute,
  countOf,
  creatures,
  DARKNESS,
  defOf,
  destroy,
  destroyedInstead,
  discardAtRandom,
  draw,
  extraTurn,
  FIRE,
  gets,
  grant,
  graveyard,
  hand,
  hasRace,
  isDragonNow,
  ifCauseYours,
  ifChosen,
  inSel,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  mayChoose,
  NATURE,
  onlyIf,
  opponentChooses,
  opponents,
  opponentsShieldCount,
  power,
  powerAttackerFor,
  powerBreakerLines,
  powerFor,
  powerPer,
  putBackInOrder,
  putIntoBattle,
  putOnSources,
  reveal,
  search,
  selCard,
  select,
  selection,
  selfPower,
  shields,
  shieldsToHand,
  silentSkill,
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
  type Phrase,
  untap,
  untapAfterBattle,
  upTo,
  WATER,
  whenAttacks,
  whenEnters,
  whileBattling,
  yourOtherCreatures,
  yours,
  yourShieldCount,
  protect,
  saveShieldInstead,
} from './lib/index.js';

const opponentShieldToGraveyard = whenEnters(
  "choose one of your opponent's shields and put it into his graveyard.",
  toGraveyard(shields('opponent')),
);

const ownShieldToHand = whenEnters('choose one of your shields and put it into your hand.', shieldsToHand(shields('you')));

const manaCardToHand = whenEnters('return a card from your mana zone to your hand.', toHand(mana('you')));

const topToShieldsSilent = silentSkill('Add the top card of your deck to your shields face down.', toShields(topCards(1)));

/** Tapped cards in player p's mana zone. */
function tappedMana(s: DMState, p: number): number {
  let n = 0;
  for (const i of s.mana[p as 0 | 1]) if (s.tapped[i]) n++;
  return n;
}

/** Tapped cards in the mana zone of the source's controller's opponent. */
const opponentsTappedMana = (s: DMState, src: number) => tappedMana(s, 1 - s.owner[src]!);
/** Tapped cards in the source's controller's mana zone. */
const yourTappedMana = (s: DMState, src: number) => tappedMana(s, s.owner[src]!);

/** Mana into hand and hand into mana (tapped) at the same time, for `who` ('you' or both players). */
function swapManaAndHand(who: 'you' | 'any'): Phrase {
  const fromMana = all(mana(who));
  const fromHand = all(hand(who));
  return [select(fromMana), select(fromHand), toHand(fromMana), toMana(fromHand), tap(fromHand)];
}

/** The source's controller's other tapped creatures. */
const otherTapped = yourOtherCreatures((s, i) => !!s.tapped[i]);

/** The number of civilizations among the cards in the source's controller's mana zone. */
function civsInMana(s: DMState, src: number): number {
  let m = 0;
  for (const i of s.mana[s.owner[src]! as 0 | 1]) m |= defOf(s, i).civs;
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** Water cards in the mana zone of the source's controller's opponent. */
function opponentsWaterMana(s: DMState, src: number): number {
  let n = 0;
  for (const i of s.mana[(1 - s.owner[src]!) as 0 | 1]) if (defOf(s, i).civs & WATER) n++;
  return n;
}

/** Tanzanyte: a creature in your graveyard, then every creature of that name there. */
function sameNameFromGraveyard(): Phrase {
  const chosen = choose(graveyard('you', { type: 'creature' }));
  const sameName = selection();
  return [
    select(chosen),
    compute('every creature of that name in your graveyard', [sameName], (s, f, add) => {
      const c = selCard(s, chosen);
      if (c < 0) return;
      const name = defOf(s, c).name;
      for (const i of s.grave[f.player as 0 | 1]) if (defOf(s, i).name === name && defOf(s, i).type !== TYPE_SPELL) add(0, i);
    }),
    toHand(sameName),
  ];
}

export const DM10: Record<string, CardScript> = {
  // Elixia, Pureblade Elemental: +3000 per distinct civilization among your mana cards.
  'dm10-s01': card(
    staticText('This creature gets +3000 power for each civilization in your mana zone.', powerPer(3000, civsInMana)),
    powerBreakerLines(true),
  ),
  'dm10-s02': whenEnters(
    'search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.',
    search(),
  ), // Hawkeye Lunatron
  'dm10-s04': whenEnters('put all your shields into your hand.', shieldsToHand(all(shields('you')))), // Necrodragon Bryzenaga
  'dm10-s05': opponentShieldToGraveyard, // Core-Crash Lizard
  // Glais Mejicula, the Extreme (JA: 自分のシールドがブレイクされる時、自分の手札を2枚捨ててもよい。そうした場合、そのシールドは
  // ブレイクされない): for each shield, with 2 cards in hand; the discards are ordinary discards.
  'dm10-011': staticText(
    'Whenever one of your shields would be broken, you may discard 2 cards from your hand instead.',
    saveShieldInstead('discard2'),
  ),
  'dm10-003': card(
    staticText("This creature gets +2000 power for each tapped card in your opponent's mana zone.", powerPer(2000, opponentsTappedMana)),
    powerBreakerLines(false),
  ), // King Oquanos
  // Kejila, the Hidden Horror (double breaker: its keyword line).
  'dm10-004': silentSkill("This creature breaks 2 of your opponent's shields.", breakOpponentsShields(2)),
  'dm10-005': opponentShieldToGraveyard, // Gajirabute, Vile Centurion
  'dm10-023': ownShieldToHand, // Uliya, the Entrancer
  'dm10-025': whenEnters('return all the cards from your mana zone to your hand.', toHand(all(mana('you')))), // Spark Chemist, Shadow of Whim
  'dm10-028': whenEnters("destroy one of your opponent's creatures that has power 1000 or less.", destroy(opponents({ maxPower: 1000 }))), // Hurlosaur
  'dm10-031': triggered(
    'Whenever this creature attacks a creature that has power 6000 or more, this creature gets +9000 power until the end of the turn.',
    'attack',
    onlyIf((s, f) => {
      const t = attackTarget(s, f.src);
      return t >= 0 && Math.max(0, power(s, t)) >= 6000;
    }),
    gets(itself(), 9000),
  ), // Smash Warrior Stagrandu
  'dm10-032': whenEnters('return all tapped cards from your mana zone to your hand.', toHand(all(mana('you', { tapped: true })))), // Earth Ripper, Talon of Rage
  'dm10-033': staticText("You can't untap the cards in your mana zone at the start of each of your turns.", {
    kind: 'noUntap',
    whose: 'you',
    what: 'mana',
  }), // Terradragon Cusdalf
  // Bubble Scarab (JA: 自分のクリーチャーが攻撃された時、自分の手札を1枚捨ててもよい。そうした場合、…+3000): itself too.
  'dm10-034': (() => {
    const discarded = choose(hand('you'));
    return triggered(
      'Whenever one of your creatures is attacked, you may discard a card from your hand. If you do, that creature gets +3000 power until the end of the turn.',
      'creatureAttacked',
      mayChoose(discarded, toGraveyard(discarded)),
      ifChosen(discarded),
      gets(cause, 3000),
    );
  })(),
  'dm10-035': destroyedInstead('When this creature would be destroyed, put it into your mana zone instead.', 'mana'), // Shaman Broccoli
  'dm10-037': destroyedInstead('When this creature would be destroyed, return it to your hand instead.', 'hand'), // Aqua Skydiver
  'dm10-038': silentSkill('Your opponent chooses one of his creatures and destroys it.', destroy(opponentChooses(opponents()))), // Soderlight, the Cold Blade
  'dm10-040': card(
    staticText("This creature gets +1000 power for each water card in your opponent's mana zone.", powerPer(1000, opponentsWaterMana)),
    powerBreakerLines(false),
  ), // Tagtapp, the Retaliator
  'dm10-042': whenEnters(
    'if you have 5 or more shields, add the top card of your deck to your shields face down.',
    onlyIf((s, f) => yourShieldCount(s, f) >= 5),
    toShields(topCards(1)),
  ), // Berochika, Channeler of Suns
  'dm10-043': topToShieldsSilent, // Bulgluf, the Spydroid
  'dm10-044': staticText(
    'This creature gets +1000 power for each of your other untapped creatures in the battle zone.',
    powerPer(
      1000,
      yourOtherCreatures((s, i) => !s.tapped[i]),
    ),
  ), // Clearlo, Grace Enforcer
  'dm10-046': staticText(
    "This creature gets +1000 power for each tapped card in your opponent's mana zone.",
    powerPer(1000, opponentsTappedMana),
  ), // Buoyant Blowfish
  'dm10-049': whenEnters(
    'if your opponent has 3 or fewer shields, he discards a card at random from his hand.',
    onlyIf((s, f) => opponentsShieldCount(s, f) <= 3),
    discardAtRandom(1, 'opponent'),
  ), // Dedreen, the Hidden Corrupter
  // Spinal Parasite: at the start of the opponent's turn, he chooses one of his creatures that can attack; it attacks
  // that turn if able.
  'dm10-050': triggered(
    "At the start of each of your opponent's turns, he chooses one of his creatures in the battle zone that can attack. That creature attacks that turn if able.",
    'startOfOpponentsTurn',
    grant(opponentChooses(opponents({ test: (s, i) => canAttack(s, i) })), KW_MUST_ATTACK),
  ),
  'dm10-051': silentSkill('Return a creature from your graveyard to your hand.', toHand(graveyard('you', { type: 'creature' }))), // Gigamente
  'dm10-054': whenEnters(
    "if your opponent has 2 or fewer shields, you may destroy one of your opponent's creatures that has power 3000 or less.",
    onlyIf((s, f) => opponentsShieldCount(s, f) <= 2),
    destroy(upTo(1, opponents({ maxPower: 3000 }))),
  ), // Explosive Trooper Zalmez
  'dm10-055': silentSkill('Destroy all creatures that have power 2000 or less.', destroy(all(creatures({ maxPower: 2000 })))), // Vorg's Engine
  'dm10-030': silentSkill('Destroy all creatures that have power 3000 or less.', destroy(all(creatures({ maxPower: 3000 })))), // Minelord Skyterror
  'dm10-056': spellText(
    'One of your creatures in the battle zone gets "speed attacker" until the end of the turn.',
    grant(yours(), KW_SPEED_ATTACKER),
  ), // Supersonic Jet Pack
  'dm10-057': staticText(
    'While attacking, this creature gets +2000 power for each tapped card in your mana zone.',
    powerPer(2000, yourTappedMana, { attacking: true }),
  ), // Twitch Horn, the Aggressor
  'dm10-058': whenEnters(
    'if you have 5 or more shields, untap all the cards in your mana zone.',
    onlyIf((s, f) => yourShieldCount(s, f) >= 5),
    untap(all(mana('you'))),
  ), // Ancient Horn, the Watcher
  // Sporeblast Erengi. The English text has no "Then shuffle your deck"; the Japanese text (implemented) does.
  'dm10-059': silentSkill(
    'Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand.',
    search({ type: 'creature' }),
  ),
  'dm10-060': whenEnters('you may put up to 2 cards from your hand into your mana zone.', toMana(upTo(2, hand('you')))), // Karate Potato
  'dm10-065': whenEnters(
    'destroy one of your opponent\'s creatures that has "blocker." Then your opponent discards a card at random from his hand.',
    destroy(opponents({ blocker: true })),
    discardAtRandom(1, 'opponent'),
  ), // Galek, the Shadow Warrior
  // Ulex, the Dauntless: his opponent's effects don't tap it.
  'dm10-066': staticText("Your opponent can't tap this creature.", { kind: 'untappableByOpponent' }),
  'dm10-067': whenEnters(
    'destroy one of your opponent\'s creatures that has "blocker." Then put the top card of your deck into your mana zone.',
    destroy(opponents({ blocker: true })),
    toMana(topCards(1)),
  ), // Wind Axe, the Warrior Savage
  'dm10-069': whenEnters(
    'put the top card of your deck into your mana zone. Then add the top card of your deck to your shields face down.',
    toMana(topCards(1)),
    toShields(topCards(1)),
  ), // Skysword, the Savage Vizier
  // Sanfist, the Savage Vizier. Japanese text (implemented): 「墓地に置くかわりにバトルゾーンに出してもよい」, an optional
  // replacement its owner is asked about (Terradragon Arque Delacerna's is mandatory).
  'dm10-070': staticText(
    "When this creature would be discarded from your hand during your opponent's turn, you may put it into the battle zone instead.",
    { kind: 'discardToBattle', may: true },
  ),
  'dm10-071': staticText(
    'Each of your water creatures and nature creatures in the battle zone has "blocker."',
    keywords({ owner: 'you', civ: WATER | NATURE }, KW_BLOCKER),
  ), // Lemik, Vizier of Thought
  'dm10-072': silentSkill("Choose up to 2 of your opponent's creatures in the battle zone and tap them.", tap(upTo(2, opponents()))), // Flohdani, the Spydroid
  'dm10-073': topToShieldsSilent, // Kaemira, the Oracle
  'dm10-079': staticText(
    "Your light creatures and darkness creatures can't be blocked.",
    keywords({ owner: 'you', civ: LIGHT | DARKNESS }, KW_UNBLOCKABLE),
  ), // Fluorogill Manta
  'dm10-080': silentSkill('Draw a card.', draw(1)), // Milporo
  'dm10-083': manaCardToHand, // Torpedo Cluster
  // Aqua Strummer: "up to 5": it looks at 5 (or all, with fewer); looking at fewer never helps (the order stays free).
  'dm10-084': (() => {
    const seen = topCards(5);
    return whenEnters(
      'look at up to 5 cards from the top of your deck and put them back in any order.',
      look(seen),
      putBackInOrder(seen, 5, 'top'),
    );
  })(),
  'dm10-088': ownShieldToHand, // Benzo, the Hidden Fury
  'dm10-089': staticText(
    'Each of your water creatures and fire creatures in the battle zone has "slayer."',
    keywords({ owner: 'you', civ: WATER | FIRE }, KW_SLAYER),
  ), // Hourglass Mutant
  'dm10-090': tapAbility(
    '$tap Each player discards a card at random from his hand.',
    discardAtRandom(1, 'you'),
    discardAtRandom(1, 'opponent'),
  ), // Mummy Wrap, Shadow of Fatigue
  'dm10-092': silentSkill("This creature breaks one of your opponent's shields.", breakOpponentsShields()), // Venom Capsule
  'dm10-095': staticText(
    'Each of your darkness creatures and nature creatures in the battle zone has "speed attacker."',
    keywords({ owner: 'you', civ: DARKNESS | NATURE }, KW_SPEED_ATTACKER),
  ), // Mykee's Pliers
  'dm10-097': staticText(
    'While attacking, this creature gets +1000 power for each of your other tapped creatures in the battle zone.',
    powerPer(1000, otherTapped, { attacking: true }),
  ), // Siege Roller Bagash
  'dm10-099': silentSkill('Destroy one of your opponent\'s creatures that has "blocker."', destroy(opponents({ blocker: true }))), // Brad, Super Kickin' Dynamo
  'dm10-102': spellText('One of your creatures gets +4000 power until the end of the turn.', gets(yours(), 4000)), // Colossus Boost
  'dm10-103': staticText(
    'Each of your light creatures and fire creatures has "power attacker +3000."',
    powerAttackerFor({ owner: 'you', civ: LIGHT | FIRE }, 3000),
  ), // Legacy Shell
  'dm10-104': whenAttacks('return a card from your mana zone to your hand.', toHand(mana('you'))), // Sabermask Scarab
  'dm10-105': staticText(
    'While attacking, this creature gets +1000 power for each tapped card in your mana zone.',
    powerPer(1000, yourTappedMana, { attacking: true }),
  ), // Jiggly Totem
  'dm10-107': silentSkill('Put the top card of your deck into your mana zone.', toMana(topCards(1))), // Hustle Berry
  // Ultimate Dragon: +5000 and one more shield broken for each of your other Dragons.
  'dm10-s06': card(
    staticText(
      'This creature gets +5000 power for each of your other creatures in the battle zone that has Dragon in its race.',
      powerPer(
        5000,
        yourOtherCreatures((s, i) => isDragonNow(s, i)),
      ),
    ),
  ),
  // Bodacious Giant (JA: …相手のクリーチャーは可能ならこのクリーチャーを攻撃する): each of the opponent's creatures able to attack
  // it must attack it (506.1b), until it has been attacked that turn.
  'dm10-s07': staticText(
    "While this creature is tapped during your opponent's turn, if it hasn't been attacked that turn, your opponent's creatures must attack it if able.",
    { kind: 'attackMeIfAble' },
  ),
  'dm10-s08': card(
    staticText(
      'This creature gets +2000 power for each shield you and your opponent have.',
      powerPer(2000, (s) => s.shields[0].length + s.shields[1].length),
    ),
    powerBreakerLines(true),
  ), // Terradragon Dakma Balgarow
  // Ryudmila, Channeler of Suns (JA: 破壊される時、墓地に置くかわりに自分の山札に戻す。その後、山札をシャッフルする)
  'dm10-002': card(
    staticText(
      'This creature gets +2000 power for each of your other untapped creatures in the battle zone.',
      powerPer(
        2000,
        yourOtherCreatures((s, i) => !s.tapped[i]),
      ),
    ),
    destroyedInstead('When this creature would be destroyed, shuffle it into your deck instead.', 'deck'),
  ),
  // Bombazar, Dragon of Destiny: creatures with power exactly 6000 (other than itself), then the extra turn.
  'dm10-009': whenEnters(
    'destroy all other creatures that have 6000 power. Take an extra turn after this one. You lose the game at the end of that turn.',
    destroy(all(creatures({ power: 6000, notSelf: true }))),
    extraTurn({ loseAtEnd: true }),
  ),
  'dm10-010': card(
    staticText(
      'While this creature is tapped, each of your other creatures has "power attacker +1500."',
      powerAttackerFor({ owner: 'you', other: true }, 1500, { when: (s, src) => !!s.tapped[src] }),
    ),
    tapAbility("$tap Choose one of your opponent's creatures in the battle zone and tap it.", tap(opponents())),
  ), // Techno Totem
  'dm10-s03': (() => {
    const fromHand = all(hand('you'));
    return whenEnters(
      'put all the cards from your hand into your mana zone. Then put that many cards from your mana zone into your hand.',
      toMana(fromHand),
      toHand(choose(mana('you'), countOf(fromHand))),
    );
  })(), // Hurricane Crawler
  // Carnival Totem: mana and hand swap at the same time (both sets are fixed before anything moves).
  'dm10-007': whenEnters(
    'put all the cards from your mana zone into your hand and, at the same time, put all the cards from your hand into your mana zone tapped.',
    swapManaAndHand('you'),
  ),
  'dm10-026': spellText(
    'Each player puts all the cards from his mana zone into his hand and, at the same time, puts all the cards from his hand into his mana zone tapped.',
    swapManaAndHand('any'),
  ), // Upheaval
  'dm10-008': tapAbility(
    '$tap Choose a creature in your graveyard. Return all creatures that have that name from your graveyard to your hand.',
    sameNameFromGraveyard(),
  ), // Tanzanyte, the Awakener
  // Ikaz, the Spydroid. JA: 自分のクリーチャーを1体選んでもよい (you may choose; the EN says "choose"): up to one.
  'dm10-013': triggered(
    'Whenever this creature blocks, choose one of your creatures in the battle zone. Untap it after the battle.',
    'block',
    untapAfterBattle(upTo(1, yours())),
  ),
  'dm10-014': staticText(
    "During your opponent's turn, each of your other creatures gets +2000 power.",
    powerFor({ owner: 'you', other: true }, 2000, { when: (s, src) => s.active !== s.owner[src] }),
  ), // Pala Olesis, Morning Guardian
  // Static Warp: each player keeps one of his creatures untapped; every other creature is tapped.
  'dm10-016': (() => {
    const mine = choose(yours());
    const theirs = opponentChooses(opponents());
    const isMine = inSel(mine);
    const isTheirs = inSel(theirs);
    return spellText(
      'Each player chooses one of his creatures in the battle zone. Tap the rest of the creatures in the battle zone.',
      select(mine),
      select(theirs),
      tap(all(creatures({ test: (s, i) => !isMine(s, i) && !isTheirs(s, i) }))),
    );
  })(),
  'dm10-027': staticText(
    'While attacking, this creature gets +2000 power for each of your other tapped creatures in the battle zone.',
    powerPer(2000, otherTapped, { attacking: true }),
  ), // Armored Raider Gandaval
  'dm10-029': staticText(
    'Each of your creatures in the battle zone that has "silent skill" has "speed attacker."',
    keywords({ owner: 'you', test: (s, i) => defOf(s, i).abilities.some((a) => a.on === 'silentSkill') }, KW_SPEED_ATTACKER),
  ), // Burnwisp Lizard
  // Dolmarks, the Shadow Warrior: you choose a creature and a mana card of yours, they go; then the opponent does.
  'dm10-039': (() => {
    const myCreature = choose(yours());
    const myMana = choose(mana('you'));
    const theirCreature = opponentChooses(opponents());
    const theirMana = opponentChooses(mana('opponent'));
    return whenEnters(
      'destroy one of your creatures and put a card from your mana zone into your graveyard. Then your opponent chooses and destroys one of his creatures and chooses a card in his mana zone and puts it into his graveyard.',
      select(myCreature),
      select(myMana),
      destroy(myCreature),
      toGraveyard(myMana),
      select(theirCreature),
      select(theirMana),
      destroy(theirCreature),
      toGraveyard(theirMana),
    );
  })(),
  'dm10-045': silentSkill(
    "Choose a creature in the battle zone or a card in either player's mana zone and return it to its owner's hand.",
    toHand({ zone: 'battle', alsoZone: 'mana', owner: 'any' }),
  ), // Pinpoint Lunatron
  'dm10-048': spellText(
    'Put a card from your mana zone into your hand. Then put a card from your hand into your mana zone.',
    toHand(mana('you')),
    toMana(hand('you')),
  ), // Siren Concerto
  // Mystic Magician: the silent skill is a triggered ability 'silentSkill'; 破壊される時 (destroyed only, not an effect's
  // "put into the graveyard").
  'dm10-018': card(
    staticText('Your creatures that have "silent skill" are put into the battle zone tapped.', { kind: 'silentEntersTapped' }),
    staticText(
      'Whenever one of your creatures that has "silent skill" would be destroyed, put it into your hand instead.',
      protect({ owner: 'you', test: (s, i) => defOf(s, i).abilities.some((a) => a.on === 'silentSkill') }, 'hand', { destroyOnly: true }),
    ),
  ),
  'dm10-020': (() => {
    const added = upTo(1, hand('you'));
    return silentSkill(
      'You may add a card from your hand to your shields face down. If you do, choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
      toShields(added),
      ifChosen(added),
      toHand(shields('you')),
    );
  })(), // Charge Whipper
  'dm10-094': spellText(
    'Choose one of your opponent\'s creatures in the battle zone. It gets "this creature attacks if able" until the start of your next turn.',
    grant(opponents(), KW_MUST_ATTACK, { untilNextTurn: true }),
  ), // Infernal Command
  // Forced Frenzy (the opponent's creatures in the battle zone when it resolves, 608.2b)
  'dm10-100': spellText(
    'Each of your opponent\'s creatures gets "This creature attacks if able" until the start of your next turn.',
    grant(all(opponents()), KW_MUST_ATTACK, { untilNextTurn: true }),
  ),
  // Thirst for the Hunt (the creatures in the battle zone when it resolves, 608.2b)
  'dm10-110': spellText(
    'Each of your creatures gets "power attacker +1000" until the end of the turn.',
    grant(all(yours()), 0, { powerAttacker: 1000 }),
  ),
  // Bluum Erkis, Flare Guardian (the JA first line, multicolored cards enter the mana zone tapped, is rule 405.1). A
  // break replacement (609; effects/shield-triggers.ts breakHeld): the shields are shown, the S-Trigger spells among
  // them are cast by this creature's controller for no cost, one at a time (the controller orders them), the rest go
  // to the hand (their owner may still use an S-Trigger creature among them).
  'dm10-s09': staticText(
    "Whenever this creature would break one of your opponent's shields, your opponent shows that shield to you instead of putting it into his hand. If it's a spell that has \"shield trigger,\" you cast it for no cost, then put it into your opponent's graveyard. If it's not, your opponent puts it into his hand.",
    { kind: 'breakReveal' },
  ),
  'dm10-s10': tapAbility(
    "$tap Destroy all creatures that have power 3000 or less. Then look at your opponent's hand. He discards all creatures from it that have power 3000 or less.",
    destroy(all(creatures({ maxPower: 3000 }))),
    look(all(hand('opponent'))),
    toGraveyard(all(hand('opponent', { type: 'creature', maxPower: 3000 }))),
  ), // Deklowaz, the Terminator
  'dm10-024': (() => {
    const put = upTo(1, hand('opponent'));
    return whenEnters(
      "look at your opponent's hand. You may choose a card in it and put it into his mana zone. If you do, choose a card in his mana zone and put it into his hand.",
      look(all(hand('opponent'))),
      toMana(put),
      ifChosen(put),
      toHand(mana('opponent')),
    );
  })(), // Gigandura
  'dm10-061': whenEnters(
    "add the top card of your deck to your shields face down. Then look at one of your opponent's shields.",
    toShields(topCards(1)),
    look(shields('opponent')),
  ), // Estol, Vizier of Aqua
  'dm10-063': whenEnters(
    "look at one of your opponent's shields. Then your opponent discards a card at random from his hand.",
    look(shields('opponent')),
    discardAtRandom(1, 'opponent'),
  ), // Pointa, the Aqua Shadow
  'dm10-053': staticText(
    "While this creature is tapped during your opponent's turn, each of his creatures attacks if able.",
    keywords({ owner: 'opponent' }, KW_MUST_ATTACK, (s, src) => !!s.tapped[src] && s.active !== s.owner[src]),
  ), // Taunting Skyterror
  // Zero Nemesis, Shadow of Panic: its own attacks count too (JA: 自分のクリーチャーが攻撃する時).
  'dm10-022': triggeredOnEach(
    'Whenever one of your creatures attacks, your opponent discards a card at random from his hand.',
    ['attack', 'allyAttacks'],
    () => [discardAtRandom(1, 'opponent')],
  ),
  // Zaltan: discard up to 2, then one creature returns to its owner's hand per card discarded.
  'dm10-019': (() => {
    const discarded = upTo(2, hand('you'));
    return triggered(
      "Whenever you put a Cyber Virus into the battle zone, you may discard up to 2 cards from your hand. For each card you discard, choose a creature in the battle zone and return it to its owner's hand.",
      'otherEnters',
      ifCauseYours((d) => hasRace(d, 'Cyber Virus')),
      toGraveyard(discarded),
      toHand(choose(creatures(), countOf(discarded))),
    );
  })(),
  // Soulswap: the creature goes to its owner's mana zone; then you choose a non-evolution creature in that mana
  // zone costing no more than its card count (counted after the move), and it is put into the battle zone.
  'dm10-036': (() => {
    const moved = upTo(1, creatures());
    return spellText(
      "You may choose a creature in the battle zone and put it into its owner's mana zone. If you do, choose a non-evolution creature in that player's mana zone that costs the same as or less than the number of cards in that mana zone. That player puts that creature into the battle zone.",
      ifChosen(moved),
      toMana(moved),
      putIntoBattle(
        mana('any', {
          type: 'creature',
          evolution: false,
          test: (s, i) => {
            const c = selCard(s, moved);
            return c >= 0 && s.owner[i] === s.owner[c] && defOf(s, i).cost <= s.mana[s.owner[c]! as 0 | 1].length;
          },
        }),
      ),
    );
  })(),
  // Transmogrify. JA (implemented): "Choose a creature and destroy it" — not optional (the English text says
  // "You may destroy a creature"). If it was destroyed (it is in the graveyard), its owner reveals cards from
  // the top of his deck until a non-evolution creature: that one is put into the battle zone, the rest go to
  // the graveyard (with none, every card revealed goes to the graveyard).
  'dm10-021': (() => {
    const victim = choose(creatures());
    const found = selection();
    const rest = selection();
    return spellText(
      'You may destroy a creature. If you do, its owner reveals cards from the top of his deck until he reveals a non-evolution creature. He puts that creature into the battle zone and puts the rest of those cards into his graveyard.',
      destroy(victim),
      onlyIf((s) => selCard(s, victim) >= 0 && s.zone[selCard(s, victim)] === Z_GRAVE),
      compute('reveal until a non-evolution creature', [found, rest], (s, _f, add) => {
        const lib = s.lib[s.owner[selCard(s, victim)]! as 0 | 1];
        for (let k = lib.length - 1; k >= 0; k--) {
          const i = lib[k]!;
          if (defOf(s, i).type === TYPE_CREATURE) {
            add(0, i);
            return;
          }
          add(1, i);
        }
      }),
      reveal(found),
      reveal(rest),
      putIntoBattle(found),
      toGraveyard(rest),
    );
  })(),
  // Rapid Reincarnation: if your creature was destroyed (it is in the graveyard: a replacement means you didn't),
  // a creature from your hand costing no more than your mana zone's card count enters without being summoned.
  'dm10-015': (() => {
    const sacrificed = upTo(1, yours());
    return spellText(
      'You may destroy one of your creatures. If you do, choose a creature in your hand that costs the same as or less than the number of cards in your mana zone and put it into the battle zone.',
      ifChosen(sacrificed),
      destroy(sacrificed),
      onlyIf((s) => s.zone[selCard(s, sacrificed)] === Z_GRAVE),
      putOnSources(
        choose(hand('you', { type: 'creature', test: (s, i, p) => defOf(s, i).cost <= s.mana[p as 0 | 1].length && canEnter(s, i) })),
        'you',
        1,
      ),
    );
  })(),
  // Tajimal, Vizier of Aqua (JA: when it battles a fire creature, +4000)
  'dm10-062': staticText(
    'While battling a fire creature, this creature gets +4000 power.',
    selfPower(4000, { when: whileBattling((d) => (d.civs & FIRE) !== 0) }),
  ),
};

// DM-05 card scripts: the text lines each covers and what they do.
import { KW_CANT_ATTACK, KW_MUST_ATTACK, KW_SLAYER } from '../keywords.js';
import type { DMState, EffectFrame } from '../state.js';
import {
  all,
  alsoOn,
  atEndOfTurn,
  BLOCKED_BREAKS,
  BLOCKS_UNTAP_AFTER,
  breakOpponentsShields,
  canAttackUntapped,
  cantBeAttackedBy,
  cantBeBlockedBy,
  card,
  type CardScript,
  cause,
  choose,
  costChange,
  countCreatures,
  countYourCreatures,
  creatures,
  DARKNESS,
  deck,
  destroy,
  draw,
  FIRE,
  grant,
  graveyard,
  hand,
  handsIntoDeckThenRedraw,
  hasCiv,
  itself,
  keywords,
  LIGHT,
  look,
  mana,
  may,
  NATURE,
  onlyIf,
  onlyThoseStillIn,
  opponentChooses,
  opponentHasNoShields,
  opponents,
  power,
  powerFor,
  powerPer,
  putIntoBattle,
  reveal,
  sameNameAsSource,
  search,
  shields,
  shuffleDeck,
  spellText,
  staticText,
  survivor,
  tap,
  thisTurn,
  toGraveyard,
  toHand,
  toMana,
  topCards,
  triggered,
  untap,
  untapAfterBattle,
  upTo,
  WATER,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  whileBattling,
  yours,
  saver,
} from './lib/index.js';

const balloonshroom = itself();

// Gigakail, Wisp Howler, Shadow of Tears: "Nature and light slayer" (JA: an opposing nature or light creature that battles it goes
// to the graveyard even if it wins): slayer while it battles a nature or light creature.
const natureLightSlayer = staticText(
  'Nature and light slayer',
  keywords(
    { self: true },
    KW_SLAYER,
    whileBattling((d) => (d.civs & (NATURE | LIGHT)) !== 0),
  ),
);

const cantAttackWhileNoShields = staticText(
  "While your opponent has no shields, this creature can't attack.",
  keywords({ self: true }, KW_CANT_ATTACK, opponentHasNoShields),
);

/** "If your opponent has more cards in his mana zone than you have in yours" (checked on resolution). */
const opponentHasMoreMana = (s: DMState, f: EffectFrame): boolean =>
  s.mana[(1 - f.player) as 0 | 1].length > s.mana[f.player as 0 | 1].length;

const waterDarkPerOpposing = staticText(
  'This creature gets +1000 power for each water creature and darkness creature your opponent has in the battle zone.',
  powerPer(1000, (s, src) => countCreatures(s, 1 - s.owner[src]!, (d) => (d.civs & (WATER | DARKNESS)) !== 0)),
);

/** "You may choose a creature in the battle zone and return it to its owner's hand." */
const mayBounceOnEntry = whenEnters(
  "you may choose a creature in the battle zone and return it to its owner's hand.",
  toHand(upTo(1, creatures())),
);

/** "… you may put a <card of the same name> from your mana zone into the battle zone" (put, not summoned). */
const sameNameFromMana = (rest: string): CardScript => whenDestroyed(rest, putIntoBattle(upTo(1, mana('you', { test: sameNameAsSource }))));

export const DM05: Record<string, CardScript> = {
  // Cataclysmic Eruption: one optional choice per nature creature you have (counted on resolution).
  'dm05-017': spellText(
    "For each nature creature you have in the battle zone, you may choose a card in your opponent's mana zone and put it into his graveyard.",
    toGraveyard(
      upTo(
        countYourCreatures((d) => (d.civs & NATURE) !== 0),
        mana('opponent'),
      ),
    ),
  ),
  'dm05-024': mayBounceOnEntry, // Aqua Surfer
  'dm05-025': survivor(whenAttacks('you may draw a card.', may(draw(1)))), // Split-Head Hydroturtle Q
  'dm05-s02': whenEnters(
    "return all other creatures from the battle zone to their owners' hands.",
    toHand(all(creatures({ notSelf: true }))),
  ), // King Tsunami
  'dm05-s03': whenEnters('destroy all your other creatures.', destroy(all(yours({ notSelf: true })))), // Death Cruzer, the Annihilator
  // Avalanche Giant (JA: ブロックされたとき、相手のシールドが1枚でもあれば、そのうちの1枚をブレイクする)
  'dm05-s05': triggered(BLOCKED_BREAKS, 'blocked', breakOpponentsShields()),
  'dm05-001': triggered(BLOCKS_UNTAP_AFTER, 'block', untapAfterBattle(itself())), // La Byle, Seeker of the Winds
  'dm05-002': mayBounceOnEntry, // King Mazelan
  'dm05-003': whenDestroyed('destroy all creatures that have power 3000 or less.', destroy(all(creatures({ maxPower: 3000 })))), // Sinister General Damudo
  'dm05-006': whenEnters('you may return a spell from your mana zone to your hand.', toHand(upTo(1, mana('you', { type: 'spell' })))), // Syforce, Aurora Elemental
  // Snork La, Shrine Guardian: each of your mana cards the opponent's effect puts into your graveyard may come back.
  'dm05-007': triggered(
    'Whenever your opponent causes a card to be put into your graveyard from your mana zone, you may return that card to your mana zone.',
    'manaToGraveyardByOpponent',
    may(toMana(cause)),
  ),
  'dm05-008': spellText(
    'If your opponent has more cards in his mana zone than you have in yours, put the top 2 cards of your deck into your mana zone.',
    onlyIf(opponentHasMoreMana),
    toMana(topCards(2)),
  ), // Glory Snow
  // Pokolul (JA: 「このクリーチャーがシールドをブレイクし、相手が「S・トリガー」を使った場合」): a shield this creature broke.
  'dm05-010': triggered(
    'Whenever your opponent uses the "shield trigger" ability of a shield broken by this creature, you may untap this creature.',
    'triggerOfItsBreak',
    may(untap(itself())),
  ),
  'dm05-011': spellText('Each player returns all cards from his mana zone to his hand.', toHand(all(mana('any')))), // Divine Riptide
  'dm05-012': cantAttackWhileNoShields, // Vashuna, Sword Dancer
  // Skullsweeper Q: each of your other Survivors has the attack trigger too (survivor(…)).
  'dm05-013': survivor(
    whenAttacks('your opponent chooses and discards a card from his hand.', toGraveyard(opponentChooses(hand('opponent')))),
  ),
  'dm05-019': whenAttacks('return 2 creatures from your mana zone to your hand.', toHand(choose(mana('you', { type: 'creature' }), 2))), // Bloodwing Mantis
  // Brutal Charge (JA: このターンにブレイクされた相手のシールド1枚につき: every opposing shield broken this turn counts,
  // whatever broke it, not only "your creatures" as the English says; counted at the end of the turn).
  'dm05-020': (() => {
    const found = upTo((s, f) => s.shieldsBroken[(1 - f.player) as 0 | 1], deck('you', { type: 'creature' }));
    return card(
      spellText(
        "At the end of this turn, search your deck. For each of your opponent's shields your creatures broke this turn, you may take a creature from your deck, show it to your opponent, and put it into your hand. Then shuffle your deck.",
        atEndOfTurn(0),
      ),
      alsoOn('delayed', reveal(found), toHand(found), shuffleDeck()),
    );
  })(),
  'dm05-023': spellText(
    "For each water creature you have in the battle zone, you may choose one of your opponent's creatures in the battle zone and tap it.",
    tap(
      upTo(
        countYourCreatures((d) => (d.civs & WATER) !== 0),
        opponents(),
      ),
    ),
  ), // Thunder Net
  'dm05-032': spellText(
    'Each player counts the cards in his hand, shuffles these cards into his deck, then draws that many cards.',
    handsIntoDeckThenRedraw(true),
  ), // Cyclone Panic
  // Horned Mutant: nature cards of both players cost 1 more.
  // Miracle Quest (JA: このターン、自分のクリーチャーがシールドをブレイクするたびに、カードを2枚引いてもよい: "may draw 2"
  // each time one of your creatures breaks a shield, once for each shield, as the break happens; the English waits
  // for the end of the attack).
  'dm05-026': card(
    spellText('Whenever any of your creatures finishes attacking this turn, you may draw 2 cards for each shield it broke.', thisTurn(0)),
    alsoOn('yourCreatureBreaks', may(draw(2))),
  ),
  'dm05-028': staticText(
    'Each nature creature costs 1 more to summon, and each nature spell costs 1 more to cast.',
    costChange('any', (d) => (d.civs & NATURE) !== 0, 1),
  ),
  'dm05-033': waterDarkPerOpposing, // Moon Horn
  // Balloonshroom Q: the JA text is a trigger, not a replacement: 「このクリーチャーがバトルゾーンから自分の墓地に置かれたとき、
  // 自分のマナゾーンに置く。」 It goes to the graveyard (destroyed or not: "when destroyed" abilities trigger), then to
  // the mana zone if it is still in the graveyard when the trigger resolves. Shared with your other Survivors.
  'dm05-034': survivor(
    triggered(
      'When this creature would be destroyed, put it into your mana zone instead.',
      'toGraveFromBattle',
      onlyThoseStillIn(balloonshroom, 'graveyard'),
      toMana(balloonshroom),
    ),
  ),
  // Jewel Spider: the shield goes to the hand without being broken, so no S-Trigger.
  'dm05-047': whenDestroyed(
    'you may choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
    toHand(upTo(1, shields('you'))),
  ),
  'dm05-035': spellText(
    'Put up to 2 creatures from your graveyard into your mana zone.',
    toMana(upTo(2, graveyard('you', { type: 'creature' }))),
  ), // Enchanted Soil
  'dm05-037': whenEnters(
    'if your opponent has more cards in his mana zone than you have in yours, put the top card of your deck into your mana zone.',
    onlyIf(opponentHasMoreMana),
    toMana(topCards(1)),
  ), // Kulus, Soulshine Enforcer
  'dm05-038': staticText(
    "This creature can't be blocked by creatures that have power 4000 or more.",
    cantBeBlockedBy((s, b) => Math.max(0, power(s, b)) >= 4000),
  ), // Calgo, Vizier of Rainclouds
  'dm05-039': whenAttacks(
    'you may choose a darkness or fire creature in the battle zone and tap it.',
    tap(upTo(1, creatures({ civ: DARKNESS | FIRE }))),
  ), // Le Quist, the Oracle
  'dm05-042': staticText(
    "This creature can't be attacked by fire or nature creatures.",
    cantBeAttackedBy((s, a) => hasCiv(s, a, FIRE | NATURE)),
  ), // Steel-Turret Cluster
  'dm05-043': whenEnters('return a card from your mana zone to your hand.', toHand(mana('you'))), // Solidskin Fish
  'dm05-045': cantAttackWhileNoShields, // Gigazoul
  'dm05-048': staticText(
    'This creature can attack untapped light or water creatures.',
    canAttackUntapped((s, t) => hasCiv(s, t, LIGHT | WATER)),
  ), // Storm Javelin Wyvern
  // Kip Chippotto (JA セイバー:アーマード・ドラゴン: 自分のアーマード・ドラゴンが自分の墓地に置かれるとき、…代わりにこのクリーチャーを
  // 自分の墓地に置いてもよい): offered to its owner as an optional replacement when one of their Armored Dragons would be
  // destroyed; Kip is then destroyed instead (701.6a: putting it from the battle zone into the graveyard is destroying it).
  'dm05-050': staticText(
    'When one of your Armored Dragons would be destroyed, you may destroy this creature instead.',
    saver({ owner: 'you', race: 'Armored Dragon' }),
  ),
  'dm05-052': whenEnters(
    'search your deck. You may take a Giant Insect from your deck, show that Giant Insect to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ race: 'Giant Insect' }),
  ), // Scissor Scarab
  // Smash Horn Q: Survivor — every Survivor of its controller (itself included) gets +1000.
  'dm05-054': staticText('Survivor: This creature gets +1000 power.', powerFor({ owner: 'you', race: 'Survivor' }, 1000)),
  'dm05-055': waterDarkPerOpposing, // Crow Winger
  'tcg-dm05-044': staticText(
    'This creature can attack untapped water creatures.',
    canAttackUntapped((s, t) => hasCiv(s, t, WATER)),
  ), // Ruthless Skyterror (English redesign)
  // Slime Veil: the opponent's creatures now in the battle zone (608.2b) must attack during his next turn; the
  // grant lasts until the start of your next turn, i.e. through his whole next turn.
  'dm05-014': spellText(
    "During your opponent's next turn, each of his creatures attacks if able.",
    grant(all(opponents()), KW_MUST_ATTACK, { untilNextTurn: true }),
  ),
  // Scheming Hands: you look at his hand (you then know it) and choose the card.
  'dm05-029': spellText(
    "Look at your opponent's hand and choose a card from it. Your opponent discards that card.",
    look(all(hand('opponent'))),
    toGraveyard(hand('opponent')),
  ),
  // Ballus, Dogfight Enforcer Q: Survivor — each of your Survivors untaps at the end of your turn. Several
  // Balluses give each Survivor several copies of that ability; untapping twice is the same as once, so one
  // end-of-turn ability per Ballus untapping every Survivor of yours is exact.
  'dm05-022': triggered(
    'Survivor: At the end of each of your turns, untap this creature.',
    'endOfTurn',
    untap(all(yours({ race: 'Survivor' }))),
  ),
  // Obsidian Scarab, Ambush Scorpion: another card of the same name from your mana zone, put into the battle
  // zone without summoning (JA: when it is put into your graveyard from the battle zone — i.e. destroyed).
  'dm05-005': sameNameFromMana('you may put an Obsidian Scarab from your mana zone into the battle zone.'),
  'dm05-053': sameNameFromMana('you may choose an Ambush Scorpion in your mana zone and put it into the battle zone.'),
  'dm05-027': natureLightSlayer, // Gigakail
  'dm05-046': natureLightSlayer, // Wisp Howler, Shadow of Tears
};

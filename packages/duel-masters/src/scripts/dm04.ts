// DM-04 (Invincible Soul) card scripts, and the English redesigns Marinomancer and Astral Warper: the text lines each covers and what they do.
import { KW_BLOCKER, KW_DOUBLE_BREAKER } from '../keywords.js';
import type { DMState, EffectFrame } from '../state.js';
import {
  all,
  alsoOn,
  atEndOfTurn,
  canAttackUntapped,
  cantBeAttackedBy,
  cantBeBlockedBy,
  cantCast,
  card,
  type CardScript,
  choose,
  costChange,
  countOf,
  creatures,
  creaturesOfCiv,
  DARKNESS,
  destroy,
  destroyedInstead,
  discardAtRandom,
  draw,
  drawUpTo,
  evolvesFrom,
  gets,
  grant,
  graveyard,
  hand,
  hasCiv,
  ifChosen,
  itself,
  keywords,
  LIGHT,
  mana,
  may,
  mayChoose,
  NATURE,
  noShieldTriggers,
  ofCiv,
  ofRace,
  opponentChooses,
  opponents,
  powerAttackerFor,
  powerFor,
  powerPer,
  revealKeep,
  search,
  selfPower,
  spellLines,
  spellText,
  staticText,
  tap,
  toGraveyard,
  toHand,
  topCards,
  toShields,
  triggered,
  untap,
  upTo,
  whenAttacks,
  whenEnters,
  whileYouHaveCiv,
  youMay,
  yourHandCount,
  yourManaCount,
  yours,
} from './lib/index.js';

/** Angel Commands and Demon Commands. */
const commands = (s: DMState, i: number): boolean => ofRace('Angel Command')(s, i) || ofRace('Demon Command')(s, i);

/** The untapped light cards in the ability's controller's mana zone (Rimuel). */
function untappedLightMana(s: DMState, f: EffectFrame): number {
  let k = 0;
  for (const m of s.mana[f.player as 0 | 1]) if (!s.tapped[m] && hasCiv(s, m, LIGHT)) k++;
  return k;
}

/** The cost static of Milieus and the others: "each <civ> creature costs N more to summon, and each <civ> spell …". */
const civCostsMore = (civ: number, n: number) => costChange('any', (d) => (d.civs & civ) !== 0, n);

/** King Aquakamui: you may return all Angel Commands and Demon Commands from your graveyard to your hand. */
function kingAquakamui(): CardScript {
  const inGrave = all(graveyard('you', { type: 'creature', test: commands }));
  return card(
    whenEnters(
      'you may return all Angel Commands and all Demon Commands from your graveyard to your hand.',
      mayChoose(inGrave, toHand(inGrave)),
    ),
    staticText(
      'Angel Commands and Demon Commands in the battle zone each get +2000 power.',
      powerFor({ test: (s, i) => commands(s, i) }, 2000),
    ),
  );
}

/** Three-Eyed Dragonfly: you may destroy another creature of yours; if you do, this creature gets … */
function threeEyedDragonfly(): CardScript {
  const other = choose(yours({ notSelf: true }));
  const me = itself();
  return whenAttacks(
    'you may destroy one of your other creatures. If you do, this creature gets +2000 power and has "double breaker" until the end of the turn.',
    mayChoose(other, destroy(other), ifChosen(other), gets(me, 2000), grant(me, KW_DOUBLE_BREAKER)),
  );
}

/** Mega Detonator: discard any number of cards, then that many of your creatures get double breaker. */
function megaDetonator(): CardScript {
  const discarded = upTo(yourHandCount, hand('you'));
  return spellText(
    'Discard any number of cards from your hand. Then choose the same number of your creatures in the battle zone. Each of those creatures gets "double breaker" until the end of the turn.',
    toGraveyard(discarded),
    grant(choose(yours(), countOf(discarded)), KW_DOUBLE_BREAKER),
  );
}

/** Darkpact: any number of your mana cards go to your graveyard, then draw that many. */
function darkpact(): CardScript {
  const paid = upTo(yourManaCount, mana('you'));
  return spellText(
    'Put any number of cards from your mana zone into your graveyard. Then draw that many cards.',
    toGraveyard(paid),
    draw(countOf(paid)),
  );
}

export const DM04: Record<string, CardScript> = {
  // Rimuel: for each untapped light card in your mana zone you may tap one of the opponent's creatures.
  // text_ja is optional (タップしてもよい) where the English is not: implemented per the Japanese text (up to).
  'dm04-s01': whenEnters(
    "tap one of your opponent's creatures in the battle zone for each untapped light card in your mana zone.",
    tap(upTo(untappedLightMana, opponents())),
  ),
  'dm04-s02': kingAquakamui(), // King Aquakamui (both sides' Commands get +2000)
  'dm04-s03': whenEnters('destroy all creatures except darkness creatures.', destroy(all(creatures({ notCiv: DARKNESS })))), // Ballom, Emperor of Darkness
  'dm04-s04': whenEnters(
    'destroy all light creatures that have power 4000 or less.',
    destroy(all(creatures({ civ: LIGHT, maxPower: 4000 }))),
  ), // Galklife Dragon
  'dm04-s05': whenEnters(
    'search your deck. You may take a nature creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature', civ: NATURE }),
  ), // Niofa, Horned Protector
  'dm04-002': triggered('When you put this creature, you may draw 3 cards.', 'summon', may(draw(3))), // Astral Reef
  'dm04-003': whenEnters(
    'your opponent discards a card at random from his hand for each other darkness creature you have in the battle zone.',
    discardAtRandom(creaturesOfCiv('you', DARKNESS, { other: true }), 'opponent'),
  ), // Trox, General of Destruction
  'dm04-004': whenEnters(
    "you may destroy one of your opponent's creatures that has power 3000 or less.",
    youMay(destroy, opponents({ maxPower: 3000 })),
  ), // Doboulgyser, Giant Rock Beast
  'dm04-005': staticText(
    'Each Angel Command in the battle zone has "power attacker +4000."',
    powerAttackerFor({ race: 'Angel Command' }, 4000),
  ), // Supporting Tulip (both sides)
  // Aeris, Flight Elemental ("can't attack players" is a keyword line).
  'dm04-006': staticText('This creature can attack untapped darkness creatures.', canAttackUntapped(ofCiv(DARKNESS))),
  'dm04-007': destroyedInstead('When this creature would be destroyed, add it to your shields face down instead.', 'shields'), // Ouks, Vizier of Restoration
  'dm04-009': whenAttacks(
    "you may choose a card in your opponent's mana zone and return it to his hand.",
    youMay(toHand, mana('opponent')),
  ), // Smile Angler
  'dm04-010': triggered(
    'When you put this creature, you may reveal the top 5 cards of your deck. Put all light and darkness cards from among them into your hand, and put the rest into your graveyard.',
    'summon',
    may(revealKeep(5, LIGHT | DARKNESS)),
  ), // Aquan
  // Hydro Hurricane: text_ja order: darkness first (the counts are of your creatures, which neither part changes).
  'dm04-011': spellLines(
    [
      "For each light creature you have in the battle zone, you may choose a card in your opponent's mana zone and return it to his hand.",
      "For each darkness creature you have in the battle zone, you may choose one of your opponent's creatures in the battle zone and return it to his hand.",
    ],
    toHand(upTo(creaturesOfCiv('you', DARKNESS), opponents())),
    toHand(upTo(creaturesOfCiv('you', LIGHT), mana('opponent'))),
  ),
  'dm04-012': staticText(
    'Each Demon Command in the battle zone gets +2000 power and has "blocker."',
    powerFor({ race: 'Demon Command' }, 2000),
    keywords({ race: 'Demon Command' }, KW_BLOCKER),
  ), // Gregoria, Princess of War (both sides)
  // Photocide, Lord of the Wastes ("can't attack players" is a keyword line).
  'dm04-013': staticText('This creature can attack untapped light creatures.', canAttackUntapped(ofCiv(LIGHT))),
  // Chains of Sacrifice: then one of yours (mandatory if you have one).
  'dm04-014': spellLines(
    ["Destroy up to 2 of your opponent's creatures.", 'Destroy one of your creatures.'],
    destroy(upTo(2, opponents())),
    destroy(yours()),
  ),
  'dm04-015': staticText(
    'Each Demon Command in the battle zone has "power attacker +4000" and "double breaker."',
    powerAttackerFor({ race: 'Demon Command' }, 4000, { flags: KW_DOUBLE_BREAKER }),
  ), // Chaotic Skyterror (both sides)
  'dm04-016': whenEnters('destroy all creatures that have power 1000.', destroy(all(creatures({ power: 1000 })))), // Magmarex
  'dm04-017': megaDetonator(), // Mega Detonator
  'dm04-018': staticText("This creature can't be blocked by darkness creatures.", cantBeBlockedBy(ofCiv(DARKNESS))), // Ancient Giant
  'dm04-019': spellText('Add the top card of your deck to your shields face down.', toShields(topCards(1))), // Mystic Inscription
  'dm04-020': spellText(
    'Each of your creatures in the battle zone gets +1000 power until the end of the turn for each light creature you have in the battle zone.',
    gets(all(yours()), (s, f) => 1000 * creaturesOfCiv('you', LIGHT)(s, f)),
  ), // Sword of Benevolent Life
  'dm04-021': staticText('Each other light creature in the battle zone gets +2000 power.', powerFor({ other: true, civ: LIGHT }, 2000)), // Re Bil, Seeker of Archery (both sides)
  'dm04-022': staticText(
    'Player\'s can\'t use the "shield trigger" abilities of darkness cards.',
    noShieldTriggers((d) => (d.civs & DARKNESS) !== 0),
  ), // Fu Reil, Seeker of Storms
  'dm04-023': staticText(
    'Each darkness creature costs 2 more to summon, and each darkness spell costs 2 more to cast.',
    civCostsMore(DARKNESS, 2),
  ), // Milieus, the Daystretcher (everyone's)
  'dm04-024': triggered('Whenever another creature is put into the battle zone, you may draw a card.', 'otherEnters', may(draw(1))), // Mist Rias, Sonic Guardian
  'dm04-025': spellText('Tap all creatures in the battle zone except light creatures.', tap(all(creatures({ notCiv: LIGHT })))), // Screaming Sunburst
  'dm04-027': staticText('Each light creature costs 2 more to summon, and each light spell costs 2 more to cast.', civCostsMore(LIGHT, 2)), // Volcano Smog, Deceptive Shade (everyone's)
  'dm04-028': triggered('Whenever another creature is destroyed, you may draw a card.', 'otherDestroyed', may(draw(1))), // Mongrel Man
  'dm04-029': whenEnters('your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Locomotiver
  'dm04-030': staticText(
    'Players can\'t use the "shield trigger" abilities of light cards.',
    noShieldTriggers((d) => (d.civs & LIGHT) !== 0),
  ), // Gigabolver
  'dm04-031': spellText(
    'Your opponent chooses and discards a card from his hand for each light creature he has in the battle zone.',
    toGraveyard(opponentChooses(hand('opponent'), creaturesOfCiv('opponent', LIGHT))),
  ), // Soul Gulp
  'dm04-032': staticText('Each light creature costs 1 more to summon, and each light spell costs 1 more to cast.', civCostsMore(LIGHT, 1)), // Missile Boy (everyone's)
  'dm04-034': threeEyedDragonfly(), // Three-Eyed Dragonfly
  'dm04-035': staticText(
    'Each darkness creature costs 1 more to summon, and each darkness spell costs 1 more to cast.',
    civCostsMore(DARKNESS, 1),
  ), // Dew Mushroom (everyone's)
  'dm04-037': whenEnters("you may choose one of your opponent's creatures in the battle zone and tap it.", youMay(tap, opponents())), // Kolon, the Oracle
  'dm04-038': card(
    staticText("This creature can't be attacked by darkness creatures.", cantBeAttackedBy(ofCiv(DARKNESS))),
    staticText("This creature can't be blocked by darkness creatures.", cantBeBlockedBy(ofCiv(DARKNESS))),
  ), // Gulan Rias, Speed Guardian
  'dm04-041': staticText(
    'Light creatures and darkness creatures in the battle zone each get +1000 power.',
    powerFor({ civ: LIGHT | DARKNESS }, 1000),
  ), // Keeper of the Sunlit Abyss (both sides)
  'dm04-044': spellText('Return up to 2 cards from your mana zone to your hand.', toHand(upTo(2, mana('you')))), // Clone Factory
  'dm04-046': staticText(
    'Each other darkness creature in the battle zone gets +2000 power.',
    powerFor({ other: true, civ: DARKNESS }, 2000),
  ), // Shadow Moon, Cursed Shade (both sides)
  'dm04-047': whenEnters(
    'you may return a Living Dead from your graveyard to your hand.',
    youMay(toHand, graveyard('you', { type: 'creature', race: 'Living Dead' })),
  ), // Skeleton Thief, the Revealer
  'dm04-048': card(
    staticText("This creature can't be attacked by light creatures.", cantBeAttackedBy(ofCiv(LIGHT))),
    staticText("This creature can't be blocked by light creatures.", cantBeBlockedBy(ofCiv(LIGHT))),
  ), // Purple Piercer
  'dm04-049': darkpact(), // Darkpact
  'dm04-050': staticText('Each Armored Dragon in the battle zone gets +1000 power.', powerFor({ race: 'Armored Dragon' }, 1000)), // Pippie Kuppie (both sides)
  'dm04-051': staticText(
    'While you have a darkness creature in the battle zone, this creature gets +2000 power.',
    selfPower(2000, { when: whileYouHaveCiv(DARKNESS) }),
  ), // Blasto, the Fire Bird
  'dm04-053': staticText(
    'This creature gets +1000 power for each shield you have.',
    powerPer(1000, (s, src) => s.shields[s.owner[src]! as 0 | 1].length),
  ), // Cannon Shell
  'dm04-054': staticText(
    'While you have a light creature in the battle zone, this creature gets +2000 power.',
    selfPower(2000, { when: whileYouHaveCiv(LIGHT) }),
  ), // Exploding Cactus
  'tcg-dm04-025': whenEnters(
    'you may reveal the top 3 cards of your deck. Put all light cards and all darkness cards from the revealed cards into your hand, and put the rest into your graveyard.',
    may(revealKeep(3, LIGHT | DARKNESS)),
  ), // Marinomancer (English redesign of Aquan)
  // Astral Warper (English redesign of Astral Reef): evolution on a Cyber Virus (the keyword parser reads
  // "Cyber Viruses" as "Cyber Viruse", so the source race is given here).
  'tcg-dm04-002': card(whenEnters('draw up to 3 cards.', drawUpTo(3)), evolvesFrom('Cyber Virus')),
  'dm04-001': staticText(
    "Players can't cast spells other than light spells.",
    cantCast('any', (d) => (d.civs & LIGHT) === 0),
  ), // Alcadeias, Lord of Spirits
  // Full Defensor: your creatures in the battle zone now.
  'dm04-008': spellText(
    'Until the start of your next turn, each of your creatures in the battle zone gets "Blocker."',
    grant(all(yours()), KW_BLOCKER, { untilNextTurn: true }),
  ),
  // Whisking Whirlwind: a delayed trigger; at the end of your turn, untap all your creatures (JA: 自分のターンの終わりに).
  'dm04-040': card(
    spellText('At the end of the turn, untap all your creatures in the battle zone.', atEndOfTurn(0)),
    alsoOn('endOfTurn', untap(all(yours()))),
  ),
  // Sword of Malevolent Death: this turn, while attacking, each of your creatures (now in the battle zone)
  // gets +1000 power for each darkness card in your mana zone (counted as it attacks).
  'dm04-033': spellText(
    'Until the end of the turn, each of your creatures in the battle zone gets "While attacking, this creature gets +1000 power for each darkness card in your mana zone."',
    grant(all(yours()), 0, { paManaCiv: DARKNESS, paPer: 1000 }),
  ),
};

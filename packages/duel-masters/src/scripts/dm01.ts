// DM-01 (Base Set) card scripts, and the English redesign Brain Serum: the text lines each covers and what they do.
import { KW_ATTACKABLE_UNTAPPED, KW_DOUBLE_BREAKER, KW_UNBLOCKABLE } from '../keywords.js';
import { type DMState, TURN_BLOCKERS_TO_GRAVEYARD } from '../state.js';
import {
  all,
  type CardScript,
  choose,
  countCreatures,
  creatures,
  defOf,
  destroy,
  destroyedInstead,
  draw,
  drawUpTo,
  discardAtRandom,
  FIRE,
  grant,
  graveyard,
  hand,
  ifNoneChosen,
  ifYouHaveRace,
  itself,
  keywords,
  mana,
  may,
  opponentChooses,
  opponents,
  search,
  select,
  selfPower,
  spellText,
  staticText,
  tap,
  toGraveyard,
  toHand,
  together,
  topCards,
  toMana,
  triggered,
  turnFlag,
  unblockableBy,
  untap,
  upTo,
  whenEnters,
  whileYouHaveRace,
  yours,
} from './lib/index.js';

/** "When this creature wins a battle, destroy it." */
const winDestroy = triggered('When this creature wins a battle, destroy it.', 'winBattle', destroy(itself()));

/**
 * Black Feather / Stinger Worm. The Japanese text (implemented) reads "put 1 of your OTHER creatures into your
 * graveyard; if you don't, put this creature into your graveyard": another creature must be chosen if there
 * is one, and only then the creature itself. The English "destroy 1 of your creatures" would allow choosing
 * this creature while others remain.
 */
function destroyOtherElseSelf(): CardScript {
  const other = choose(yours({ notSelf: true }));
  return whenEnters('destroy 1 of your creatures.', destroy(other), ifNoneChosen(other), destroy(itself()));
}

/** Player `p`'s fire cards in the graveyard. */
function fireInGrave(s: DMState, p: number): number {
  const g = s.grave[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < g.length; k++) if (defOf(s, g[k]!).civs & FIRE) n++;
  return n;
}

/** Gigaberos: 2 of your other creatures if you have 2, else none (see the card). */
const twoOthersIfAny = (s: DMState, f: { player: number; src: number }) => (countCreatures(s, f.player, () => true, f.src) >= 2 ? 2 : 0);

export const DM01: Record<string, CardScript> = {
  'dm01-027': spellText("Destroy 1 of your opponent's creatures.", destroy(opponents())), // Terror Pit
  'dm01-080': whenEnters('you may draw a card.', may(draw(1))), // Aqua Hulcus
  'dm01-056': winDestroy, // Bone Spider
  'dm01-052': spellText('Draw up to 3 cards.', drawUpTo(3)), // Cyber Brain
  'dm01-015': spellText("Tap all your opponent's creatures in the battle zone.", tap(all(opponents()))), // Holy Awe

  // ---- cards of the historical decklists ----
  'dm01-021': spellText(
    "Choose up to 2 creatures in the battle zone and return them to their owners' hands.",
    toHand(upTo(2, creatures())),
  ), // Teleportation
  // Rothus, the Traveler. Japanese text (implemented): each player chooses 1 of their own creatures and puts it
  // into their graveyard, together (one event). The English "destroy 1 … Then your opponent …" reads sequential.
  'dm01-032': (() => {
    const mine = choose(yours());
    const theirs = opponentChooses(opponents());
    return whenEnters(
      'destroy 1 of your creatures. Then your opponent chooses 1 of his creatures and destroys it.',
      select(mine),
      select(theirs),
      together(mine, theirs),
      destroy(mine),
    );
  })(),
  'dm01-039': spellText("Choose 1 of your opponent's creatures in the battle zone and put it into his mana zone.", toMana(opponents())), // Natural Snare
  'dm01-053': whenEnters('your opponent chooses 1 of his creatures and destroys it.', destroy(opponentChooses(opponents()))), // Swamp Worm
  'dm01-054': whenEnters('your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Masked Horror
  'dm01-057': destroyOtherElseSelf(), // Stinger Worm
  'dm01-058': spellText('Return a creature from your graveyard to your hand.', toHand(graveyard('you', { type: 'creature' }))), // Dark Reversal
  'dm01-064': spellText("Destroy 1 of your opponent's creatures that has power 4000 or less.", destroy(opponents({ maxPower: 4000 }))), // Tornado Flame
  'dm01-086': spellText("Choose a creature in the battle zone and return it to its owner's hand.", toHand(creatures())), // Spiral Gate
  'dm01-089': winDestroy, // Bloody Squito
  'dm01-093': spellText("Destroy one of your opponent's untapped creatures.", destroy(opponents({ tapped: false }))), // Death Smoke
  'dm01-094': spellText('Your opponent discards a card at random from his hand.', discardAtRandom(1, 'opponent')), // Ghost Touch
  'dm01-106': whenEnters('put the top card of your deck into your mana zone.', toMana(topCards(1))), // Bronze-Arm Tribe
  'dm01-110': spellText(
    'Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'creature' }),
  ), // Dimension Gate
  'dm01-s03': whenEnters(
    "choose up to 2 creatures in the battle zone and return them to their owners' hands.",
    toHand(upTo(2, creatures())),
  ), // Aqua Sniper
  'dm01-s07': whenEnters('destroy all creatures that have "blocker."', destroy(all(creatures({ blocker: true })))), // Scarlet Skyterror
  'tcg-dm01-027': spellText('Draw up to 2 cards.', drawUpTo(2)), // Brain Serum (English redesign of Cyber Brain)

  // ---- the rest of DM-01 ----
  'dm01-002': whenEnters(
    'search your deck. You may take a spell from your deck, show that spell to your opponent, and put it into your hand. Then shuffle your deck.',
    search({ type: 'spell' }),
  ), // Rayla, Truth Enforcer
  'dm01-003': whenEnters('draw up to 2 cards.', drawUpTo(2)), // King Ripped-Hide
  'dm01-005': whenEnters('destroy all creatures that have power 3000 or less.', destroy(all(creatures({ maxPower: 3000 })))), // Vampire Silphy
  'dm01-006': whenEnters(
    'return up to 2 creatures from your graveyard to your hand.',
    toHand(upTo(2, graveyard('you', { type: 'creature' }))),
  ), // Gigargon
  'dm01-008': staticText(
    'While attacking, this creature gets +1000 power for each fire card in your graveyard.',
    selfPower((s, src) => 1000 * fireInGrave(s, s.owner[src]!), { attacking: true }),
  ), // Bolshack Dragon
  'dm01-009': staticText("This creature can't be blocked by any creature that has power 4000 or less.", unblockableBy(4000)), // Tower Shell
  'dm01-010': whenEnters(
    'you may put 1 creature from your graveyard into your mana zone.',
    toMana(upTo(1, graveyard('you', { type: 'creature' }))),
  ), // Thorny Mandra
  'dm01-014': destroyedInstead('When this creature would be destroyed, put it into your hand instead.', 'hand'), // Chilias, the Oracle
  'dm01-016': spellText(
    "Choose up to 2 of your creatures in the battle zone. They can't be blocked this turn.",
    grant(upTo(2, yours()), KW_UNBLOCKABLE),
  ), // Laser Wing
  'dm01-017': destroyedInstead('When this creature would be destroyed, return it to your hand instead.', 'hand'), // Aqua Knight
  'dm01-018': whenEnters(
    "return each creature in the battle zone that has power 2000 or less to its owner's hand.",
    toHand(all(creatures({ maxPower: 2000 }))),
  ), // Saucer-Head Shark
  'dm01-019': staticText(
    "This creature can't be blocked while you have at least 2 other creatures in the battle zone.",
    keywords({ self: true }, KW_UNBLOCKABLE, (s, src) => countCreatures(s, s.owner[src]!, () => true, src) >= 2),
  ), // Tropico
  'dm01-020': whenEnters("you may choose 1 creature in the battle zone and return it to its owner's hand.", toHand(upTo(1, creatures()))), // Unicorn Fish
  'dm01-022': spellText(
    'Search your deck. You may take a card from your deck and put it into your hand. Then shuffle your deck.',
    search(),
  ), // Crystal Memory
  // Gigaberos. Japanese text (implemented): "put 2 of your other creatures into your graveyard; if you don't,
  // put this creature into your graveyard". Read as: with 2 or more other creatures, 2 of them are destroyed
  // (no "may"); with fewer, none of them is and this creature is destroyed. The English "or" reads as a free
  // choice between the two.
  'dm01-024': (() => {
    const others = choose(yours({ notSelf: true }), twoOthersIfAny);
    return whenEnters(
      'destroy 2 of your other creatures or destroy this creature.',
      destroy(others),
      ifNoneChosen(others),
      destroy(itself()),
    );
  })(),
  'dm01-026': winDestroy, // Dark Clown
  'dm01-029': whenEnters('put 2 cards from your mana zone into your graveyard.', toGraveyard(choose(mana('you'), 2))), // Explosive Fighter Ucarn
  'dm01-035': whenEnters(
    'your opponent chooses 1 of his creatures in the battle zone and puts it into his mana zone.',
    toMana(opponentChooses(opponents())),
  ), // Storm Shell
  'dm01-037': destroyedInstead('When this creature would be destroyed, put it into your mana zone instead.', 'mana'), // Red-Eye Scorpion
  'dm01-038': staticText("This creature can't be blocked by any creature that has power 3000 or less.", unblockableBy(3000)), // Stampeding Longhorn
  'dm01-041': triggered(
    'At the end of each of your turns, you may untap all your creatures in the battle zone.',
    'endOfTurn',
    may(untap(all(yours()))),
  ), // Toel
  'dm01-045': staticText(
    'While you have at least 1 Angel Command in the battle zone, this creature gets +2000 power.',
    selfPower(2000, { when: whileYouHaveRace('Angel Command') }),
  ), // Iocant, the Oracle
  'dm01-046': spellText("Choose up to 2 of your opponent's creatures in the battle zone and tap them.", tap(upTo(2, opponents()))), // Moonlight Flash
  'dm01-047': whenEnters('if you have a Cyber Lord in the battle zone, draw up to 3 cards.', ifYouHaveRace('Cyber Lord'), drawUpTo(3)), // Illusionary Merfolk
  'dm01-050': destroyedInstead('When this creature would be destroyed, return it to your hand instead.', 'hand'), // Aqua Soldier
  'dm01-060': whenEnters(
    "you may destroy 1 of your opponent's creatures that has power 2000 or less.",
    destroy(upTo(1, opponents({ maxPower: 2000 }))),
  ), // Meteosaur
  'dm01-061': staticText(
    'While you have at least 1 Human in the battle zone, this creature gets +2000 power during its attacks.',
    selfPower(2000, { attacking: true, when: whileYouHaveRace('Human') }),
  ), // Armored Walker Urherion
  'dm01-063': whenEnters('put 1 card from your mana zone into your graveyard.', toGraveyard(mana('you'))), // Onslaughter Triceps
  'dm01-067': destroyedInstead('When this creature would be destroyed, put it into your mana zone instead.', 'mana'), // Coiling Vines
  'dm01-069': whenEnters('you may put 1 card from your hand into your mana zone.', toMana(upTo(1, hand('you')))), // Poisonous Mushroom
  'dm01-070': spellText('Put 1 of your creatures from the battle zone into your mana zone.', toMana(yours())), // Pangaea's Song
  'dm01-073': whenEnters("you may choose 1 of your opponent's creatures in the battle zone and tap it.", tap(upTo(1, opponents()))), // Miele
  'dm01-077': spellText("Choose 1 of your creatures in the battle zone. It can't be blocked this turn.", grant(yours(), KW_UNBLOCKABLE)), // Sonic Wing
  'dm01-078': spellText("Choose 1 of your opponent's creatures in the battle zone and tap it.", tap(opponents())), // Solar Ray
  'dm01-085': spellText("Choose 1 of your opponent's creatures in the battle zone and tap it.", tap(opponents())), // Virtual Tripwire
  'dm01-092': destroyOtherElseSelf(), // Black Feather, Shadow of Rage
  'dm01-096': staticText(
    'While you have at least 1 Armorloid in the battle zone, this creature gets +2000 power during its attacks.',
    selfPower(2000, { attacking: true, when: whileYouHaveRace('Armorloid') }),
  ), // Fatal Attacker Horvath
  'dm01-099': whenEnters('put 1 card from your mana zone into your graveyard.', toGraveyard(mana('you'))), // Artisan Picora
  'dm01-101': spellText("Destroy 1 of your opponent's creatures that has power 2000 or less.", destroy(opponents({ maxPower: 2000 }))), // Crimson Hammer
  'dm01-105': destroyedInstead('When this creature would be destroyed, put it into your mana zone instead.', 'mana'), // Mighty Shouter
  'dm01-109': spellText('Put the top 2 cards of your deck into your mana zone.', toMana(topCards(2))), // Ultimate Force
  'dm01-033': spellText(
    'One of your creatures gets "power attacker +4000" and "double breaker" until the end of the turn.',
    grant(yours(), KW_DOUBLE_BREAKER, { powerAttacker: 4000 }),
  ), // Magma Gazer
  // Aura Blast (the creatures in the battle zone when it resolves, 608.2b)
  'dm01-040': spellText(
    'Each of your creatures in the battle zone gets "power attacker +2000" until the end of the turn.',
    grant(all(yours()), 0, { powerAttacker: 2000 }),
  ),
  'dm01-102': spellText(
    'One of your creatures gets "power attacker +2000" until the end of the turn.',
    grant(yours(), 0, { powerAttacker: 2000 }),
  ), // Burning Power
  // Chaos Strike. Japanese text (implemented): choose any one of the opponent's creatures (the English says an
  // untapped one; choosing a tapped one changes nothing); this turn it can be attacked although untapped.
  'dm01-034': spellText(
    "Choose 1 of your opponent's untapped creatures in the battle zone. Your creatures can attack it this turn as though it were tapped.",
    grant(opponents(), KW_ATTACKABLE_UNTAPPED),
  ),
  // Creeping Plague (JA: このターン、自分のクリーチャーをブロックした相手クリーチャーはすべて、バトルに勝っても
  // 持ち主の墓地に置かれる): this turn, opposing creatures that block your creatures go to the graveyard after the
  // battle, even when they win it. The English "gets slayer when blocked" is the TCG wording; implemented per
  // the Japanese text (a move to the graveyard, not a destruction).
  'dm01-028': spellText(
    'Whenever any of your creatures becomes blocked this turn, it gets "slayer" until the end of the turn.',
    turnFlag(TURN_BLOCKERS_TO_GRAVEYARD),
  ),
};

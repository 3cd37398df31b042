// DM-12 card scripts: the text lines each covers and what they do.
import {
  KW_BLOCKER,
  KW_DESTROY_AFTER_BATTLE,
  KW_DOUBLE_BREAKER,
  KW_UNBLOCKABLE,
  TYPE_CREATURE,
  TYPE_EVOLUTION,
  TYPE_SPELL,
} from '../keywords.js';
import type { Filter } from '../cards/types.js';
import type { DMState } from '../state.js';
import {
  all,
  anyNumberOf,
  cantBeAttackedBy,
  card,
  type CardScript,
  castForFree,
  choose,
  chooseOneThenUpTo,
  costChange,
  countOf,
  countYourCreatures,
  creatures,
  DARKNESS,
  defOf,
  destroy,
  discardAtRandom,
  draw,
  drawUpTo,
  eachPlayerMay,
  evolvesFrom,
  FIRE,
  graveyard,
  hand,
  hasCiv,
  hasRace,
  ifCause,
  ifChosen,
  ifSelHas,
  isBlocking,
  itself,
  keywords,
  look,
  mana,
  may,
  NATURE,
  onlyIf,
  opponentChooses,
  opponents,
  power,
  powerBreakerLines,
  powerFor,
  powerPer,
  revealTopThenEither,
  putIntoBattle,
  sameNameAsSource,
  search,
  selCard,
  select,
  shields,
  spellText,
  staticText,
  tap,
  toGraveyard,
  toHand,
  toMana,
  toShields,
  topCards,
  triggered,
  triggeredOnEach,
  turnFaceUp,
  untap,
  upTo,
  WATER,
  waveStrikerActive,
  waveStrikerTriggered,
  whenAttacks,
  whenDestroyed,
  whenEnters,
  yours,
} from './lib/index.js';

/** Cards named `name` in both graveyards. */
function inGraveyards(s: DMState, name: string): number {
  let n = 0;
  for (let q = 0; q < 2; q++) for (const i of s.grave[q as 0 | 1]) if (defOf(s, i).name === name) n++;
  return n;
}

/** "Choose one of <these>. Then, for each <name> in each graveyard, you may choose another of <these>." */
const cloned = (name: string, these: Filter) => chooseOneThenUpTo(these, (s) => inGraveyards(s, name));

/** Filter test: the card has race `a` or race `b` ("Cyber Lords and Hedrians"). */
const ofRaces = (a: string, b: string) => (s: DMState, i: number) => {
  const r = defOf(s, i).races;
  return r.includes(a) || r.includes(b);
};

/** Power read as 0 when negative (108.1b). */
const powerOf = (s: DMState, i: number): number => Math.max(0, power(s, i));

/** The lowest power among all creatures in the battle zone. */
function lowestPower(s: DMState): number {
  let m = Infinity;
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) m = Math.min(m, powerOf(s, i));
  return m;
}

/** Player p's most powerful creature has more power than each of the opponent's creatures (Wingeye Moth). */
function strongestIsStronger(s: DMState, p: number): boolean {
  let best = -1;
  for (const i of s.battle[p as 0 | 1]) best = Math.max(best, powerOf(s, i));
  if (best < 0) return false;
  for (const i of s.battle[(1 - p) as 0 | 1]) if (powerOf(s, i) >= best) return false;
  return true;
}

/** Mechadragon's Breath: the creature whose power is the number chosen (none: a number no creature has). */
const numberChosen = upTo(1, creatures({ maxPower: 6000 }));

/** Enigmatic Cascade: the cards discarded. */
const discarded = anyNumberOf(hand('you'));

/** Cloned Nightmare: the Cloned Nightmares in the graveyards picked, one more random card each. */
const nightmaresPicked = anyNumberOf(graveyard('any', { test: sameNameAsSource }));

const gladiatorOrEarthEater = (s: DMState, i: number) => hasRace(defOf(s, i), 'Gladiator') || hasRace(defOf(s, i), 'Earth Eater');
const xenopartsOrGiantInsect = (s: DMState, i: number) => hasRace(defOf(s, i), 'Xenoparts') || hasRace(defOf(s, i), 'Giant Insect');

export const DM12: Record<string, CardScript> = {
  // Terradragon Arque Delacerna. Japanese text (implemented): 「墓地に置くかわりにバトルゾーンに置く」, a mandatory
  // replacement (the English says "you may").
  'dm12-s01': staticText(
    "When this creature would be discarded from your hand during your opponent's turn you may put it into the battle zone instead.",
    { kind: 'discardToBattle' },
  ),
  'dm12-002': whenEnters('return all your other creatures from the battle zone to your hand.', toHand(all(yours({ notSelf: true })))), // Extreme Crawler
  // Punch Trooper Bronks: among the creatures with the lowest power (itself included), you choose one.
  'dm12-004': whenEnters(
    "destroy the creature that has the lowest power in the battle zone. If there's a tie, you choose from among the tied creatures.",
    destroy(creatures({ test: (s, i) => powerOf(s, i) === lowestPower(s) })),
  ),
  // Soul Phoenix, Avatar of Unity (JA: 一番上のカードだけがバトルゾーンから離れる。(下のカード2枚は、別々のクリーチャーとなる)):
  // however it leaves (destroyed, returned, put into mana or shields), the cards under it stay as separate creatures.
  'dm12-005': staticText('When this card would leave the battle zone, only the top card leaves the battle zone instead.', {
    kind: 'onlyTopLeaves',
  }),
  // Ularus, Punishment Elemental: any shields (either player's), one for each of your creatures, this one included.
  'dm12-006': whenEnters(
    'for each creature you have in the battle zone, you may choose a shield and turn it face up.',
    turnFaceUp(upTo(countYourCreatures(), shields('any'))),
  ),
  // Cosmic Darts (JA: 自分のシールドを1枚相手に選ばせ、見る。それが呪文であればコストを支払わずにすぐ唱えてもよい。唱えない場合や
  // そのカードが呪文でない場合、元の場所に戻す): the shield never leaves unless it is cast, so "put it back" is nothing to do.
  'dm12-007': (() => {
    const picked = opponentChooses(shields('you'));
    return spellText(
      "Your opponent chooses one of your shields. Look at it. If it's a spell, you may cast immediately for no cost. If it's not a spell or if you don't cast it, put it back where it was.",
      look(picked),
      ifSelHas(picked, (d) => d.type === TYPE_SPELL),
      may(castForFree(picked)),
    );
  })(),
  'dm12-008': staticText(
    "This creature can't be attacked by fire or nature creatures.",
    cantBeAttackedBy((s, a) => hasCiv(s, a, FIRE | NATURE)),
  ), // Typhoon Crawler
  // Gigavrand (JA: 「相手プレイヤーは、カードを2枚以上引いたターンの終わりに、自分自身の手札をすべて捨てる」): at the end of any
  // turn in which the opponent drew 2 or more cards.
  'dm12-010': triggered(
    'At the end of each turn, if your opponent drew 2 or more cards that turn, he discards his hand.',
    'endOfEachTurn',
    onlyIf((s, f) => s.drawnThisTurn[(1 - f.player) as 0 | 1] >= 2),
    toGraveyard(all(hand('opponent'))),
  ),
  // Meloppe (JA: 自分のシールドを相手が選ぶ時、…自分が選ぶ。相手のシールドを自分が選ぶ時、…相手自身が選ぶ)
  'dm12-009': card(
    staticText('Whenever your opponent would choose one of your shields, you choose instead.', {
      kind: 'ownerChoosesShields',
      whose: 'you',
      breaksOnly: false,
    }),
    staticText("Whenever you would choose one of your opponent's shields, your opponent chooses instead.", {
      kind: 'ownerChoosesShields',
      whose: 'opponent',
      breaksOnly: false,
    }),
  ),
  // Steamroller Mutant: itself too.
  'dm12-011': waveStrikerTriggered(
    triggered('When this creature is put into battle Zone, destroy all creatures.', 'summon', destroy(all(creatures()))),
  ),
  'dm12-012': triggered('When another creature is put into battle zone, tap this creature.', 'otherEnters', tap(itself())), // Whirling Warrior Malian
  'dm12-014': card(
    staticText(
      "This creature gets +2000 power for each card in your opponent's hand.",
      powerPer(2000, (s, src) => s.hand[(1 - s.owner[src]!) as 0 | 1].length),
    ),
    powerBreakerLines(false),
  ), // Pincer Scarab
  // Agira, the Warlord Crawler: the draw also triggers when Agira itself blocks (it is a Gladiator and an Earth Eater).
  'dm12-016': card(
    staticText(
      'Each of your other Gladiators and Earth Eaters in the battle zone gets +2000 power.',
      powerFor({ owner: 'you', other: true, test: gladiatorOrEarthEater }, 2000),
    ),
    triggered(
      'Whenever one of your Gladiators or Earth Eaters blocks, you may draw a card.',
      'allyBlocks',
      ifCause((d) => hasRace(d, 'Gladiator') || hasRace(d, 'Earth Eater')),
      may(draw(1)),
    ),
  ),
  'dm12-017': card(
    staticText(
      'Each of your other Cyber Lords and Hedrians in the battle zone gets +2000 power.',
      powerFor({ owner: 'you', other: true, test: ofRaces('Cyber Lord', 'Hedrian') }, 2000),
    ),
    staticText(
      "Your Cyber Lords or Hedrians can't be blocked.",
      keywords({ owner: 'you', test: ofRaces('Cyber Lord', 'Hedrian') }, KW_UNBLOCKABLE),
    ),
  ), // Hydrooze, the Mutant Emperor
  'dm12-018': card(
    staticText(
      'Each of your other Chimeras and Armorloids in the battle zone gain +2000 power.',
      powerFor({ owner: 'you', other: true, test: ofRaces('Chimera', 'Armorloid') }, 2000),
    ),
    staticText(
      'Each of your Chimeras and Armorloids in the battle zone has "double breaker."',
      keywords({ owner: 'you', test: ofRaces('Chimera', 'Armorloid') }, KW_DOUBLE_BREAKER),
    ),
  ), // Phantomach, the Gigatrooper
  // Comet Eye, The Spectral Spud. `evolvesFrom` pins the source races (its evolution line, "Wild Veggies or a
  // Rainbow Phantoms", was formerly read as "Wild Veggy" / "a Rainbow Phantom").
  // Nemonex, Bajula's Robomantis: Nemonex itself (a Xenoparts and a Giant Insect) triggers it too.
  'dm12-019': card(
    staticText(
      'Each of your other Xeno Parts and Giant Insects in the battle zone gets +2000 power.',
      powerFor({ owner: 'you', other: true, test: xenopartsOrGiantInsect }, 2000),
    ),
    triggered(
      "Whenever any of your Xeno Parts or Giant Insects is attacking and isn't blocked, your opponent chooses a card in his mana zone, and puts it into his graveyard.",
      'allyUnblocked',
      ifCause((d) => hasRace(d, 'Xenoparts') || hasRace(d, 'Giant Insect')),
      toGraveyard(opponentChooses(mana('opponent'))),
    ),
  ),
  'dm12-020': card(
    staticText(
      'Each of your other Wild Veggies and Rainbow Phantoms in the battle zone gets +2000 power.',
      powerFor({ owner: 'you', other: true, test: ofRaces('Wild Veggies', 'Rainbow Phantom') }, 2000),
    ),
    triggered(
      'At the end each of your turns, you may untap any number of your Wild Veggies and Rainbow Phantoms in the battle zone.',
      'endOfTurn',
      untap(anyNumberOf(yours({ tapped: true, test: ofRaces('Wild Veggies', 'Rainbow Phantom') }))),
    ),
    evolvesFrom('Wild Veggies', 'Rainbow Phantom'),
  ),
  'dm12-022': spellText(
    "Choose one of your opponent's creatures in the battle zone. Then, for each Cloned Deflector in each graveyard, you may choose another of your opponent's creatures in the battle zone. Tap all those creatures.",
    tap(cloned('Cloned Deflector', opponents())),
  ), // Cloned Deflector
  'dm12-023': spellText(
    "Choose a creature in battle zone. Then, for each Cloned Spiral in each graveyard, you may choose another creature in the battle zone. Return all those creature to their owner's hands.",
    toHand(cloned('Cloned Spiral', creatures())),
  ), // Cloned Spiral
  'dm12-025': whenEnters('your opponent discards a card at random from his hand.', discardAtRandom()), // Gigabalza
  'dm12-028': spellText(
    "Choose an opponent's creature in the battle zone that has power 3000 or less. Then, for each Cloned Blade in each graveyard, you may choose another opponent's creature in the battle zone that has power 3000 or less. Destroy all those creatures.",
    destroy(cloned('Cloned Blade', opponents({ maxPower: 3000 }))),
  ), // Cloned Blade
  // Wingeye Moth (JA: your most powerful creature is more powerful than each of the opponent's creatures).
  'dm12-029': triggered(
    "Whenever your draw the card at the start of your turn, if one of your creatures in the battle zone has higher power then each of your opponent's creatures in the battle zone, you may draw an extra card.",
    'drawStep',
    onlyIf((s, f) => strongestIsStronger(s, f.player)),
    may(draw(1)),
  ),
  'dm12-030': card(
    staticText(
      'This creature gets +3000 power for each Cloned Spike-Horn in each graveyard.',
      powerPer(3000, (s) => inGraveyards(s, 'Cloned Spike-Horn')),
    ),
    powerBreakerLines(false),
  ), // Cloned Spike-Horn
  // Bingole, the Explorer. Japanese text (implemented): 「墓地に置くかわりにバトルゾーンに出す」, a mandatory replacement (the
  // English says "you may").
  'dm12-036': staticText(
    "When this creature would be discarded from your hand during your opponent's turn, you may put it into the battle zone instead.",
    { kind: 'discardToBattle' },
  ),
  'dm12-037': triggered(
    'When you put this creature is put into the battle zone, you may choose a darkness or fire creature in the battle zone and tap it.',
    'summon',
    tap(upTo(1, creatures({ civ: DARKNESS | FIRE }))),
  ), // Mizoy, the Oracle
  'dm12-039': whenDestroyed(
    'you may return a Spell from your graveyard to your hand.',
    toHand(upTo(1, graveyard('you', { type: 'spell' }))),
  ), // Pharzi, the Oracle
  // Funky Wizard (blocker: its keyword line): you, then your opponent, may draw; one declining doesn't stop the other.
  'dm12-041': whenEnters('each player may draw a card.', eachPlayerMay(draw(1), draw(1, 'opponent'))),
  'dm12-042': whenEnters('draw up to 2 cards. Then discard 2 cards from your hand.', drawUpTo(2), toGraveyard(choose(hand('you'), 2))), // Wily Carpenter
  // Frantic Chieftain (itself costs 2, so it may be the one returned)
  'dm12-043': whenEnters(
    'return one of your creatures that costs 4 or less from the battle zone to your hand.',
    toHand(yours({ maxCost: 4 })),
  ),
  'dm12-044': triggered('When this creature is put into battle zone, your opponent draws a card.', 'summon', draw(1, 'opponent')), // Necrodragon Zalva
  'dm12-045': triggered(
    'When you put this card into the battle zone, your may return a water or fire creature from your graveyard to your hand.',
    'summon',
    toHand(upTo(1, graveyard('you', { type: 'creature', civ: WATER | FIRE }))),
  ), // Gigarayze
  'dm12-046': whenAttacks('you opponent discards a card at random from his hand.', discardAtRandom()), // Windmill Mutant
  'dm12-048': waveStrikerTriggered(
    triggered(
      "When you put this creature is put into battle zone, destroy one of your opponent's creatures that has power 5000 or less.",
      'summon',
      destroy(opponents({ maxPower: 5000 })),
    ),
  ), // Flame Trooper Goliac
  'dm12-051': triggered('Whenever another creature is put into the battle zone, tap this creature.', 'otherEnters', tap(itself())), // Gandaval's Stapler
  // Uncanny Turnip: the creature returned may be the card just put into the mana zone.
  'dm12-055': waveStrikerTriggered(
    whenEnters(
      'put the top card of your deck into your mana zone. Then put a creature from your mana zone into your hand.',
      toMana(topCards(1)),
      toHand(mana('you', { type: 'creature' })),
    ),
  ),
  // Fever Nuts: every player's creatures cost 1 less, but a cost of 1 stays 1.
  // Turtle Horn, the Imposing (JA: 「相手が自分自身のシールドの「S・トリガー」を使った時」): every S-Trigger comes from a shield.
  'dm12-053': triggered(
    'Whenever your opponent uses the "shield trigger" ability of one of his shields, search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    'opponentUsesTrigger',
    search({ type: 'creature' }),
  ),
  'dm12-054': staticText(
    "Your creatures and your opponent's creatures each cost up to 1 less to summon. They can't cost less than 1.",
    costChange('any', (d) => d.type !== TYPE_SPELL, -1, 1),
  ),
  'dm12-024': spellText(
    'Discard any number of cards from your hand. Then draw that many cards.',
    toGraveyard(discarded),
    draw(countOf(discarded)),
  ), // Enigmatic Cascade
  // Tropic Crawler: the attacking player chooses one of his creatures (the attacker too) and returns it.
  'dm12-040': triggered(
    'Whenever this creature blocks, your opponent chooses one of his creatures in the battle zone, and returns it to his hand.',
    'block',
    toHand(opponentChooses(opponents())),
  ),
  // Kilstine, Nebula Elemental. Japanese text (implemented): ALL your creatures (Kilstine included) get +5000,
  // blocker and double breaker; the English text says "each of your other creatures".
  // Wise Starnoid, Avatar of Hope (the JA first line, multicolored cards enter the mana zone tapped, is rule 405.1).
  'dm12-s02': triggeredOnEach(
    'Whenever this creature attacks or leaves the battle zone, add the card on top of your deck to your shields face-down.',
    ['attack', 'leaves'],
    () => [toShields(topCards(1))],
  ),
  // Cruel Naga, Avatar of Fate: leaving the battle zone any way (destroyed, returned, put into mana …).
  'dm12-s03': triggered(
    'When this creature leaves the battle Zone, destroy all creatures in the battle Zone.',
    'leaves',
    destroy(all(creatures())),
  ),
  // Death Phoenix, Avatar of Doom (the JA first line, multicolored cards enter the mana zone tapped, is rule 405.1). The
  // break replacement is Bolmeteus Steel Dragon's (609): 「相手はそのシールドを手札に加えるかわりに持ち主の墓地に置く」.
  'dm12-s04': card(
    staticText('Whenever this creature would break a shield, your opponent puts that shield into his graveyard instead.', {
      kind: 'breakToGraveyard',
    }),
    triggered('When this creature leaves the Battle Zone, you opponent discards his hand.', 'leaves', toGraveyard(all(hand('opponent')))),
  ),
  // Aura Pegasus, Avatar of Life: a non-evolution creature enters without being summoned; any other card goes to the hand.
  'dm12-s05': triggeredOnEach(
    "Whenever this creature attacks or leaves the battle zone, reveal the top card of your deck. If it's a non-evolution creature, put it into battle zone. Otherwise, put it to your hand.",
    ['attack', 'leaves'],
    () => [
      revealTopThenEither(
        (s, i) => defOf(s, i).type === TYPE_CREATURE,
        (sel) => putIntoBattle(sel),
        (sel) => toHand(sel),
      ),
    ],
  ),
  'dm12-001': staticText(
    'Wave striker: Each of your other creatures in battle zone gets +5000 power and has "blocker" and "double breaker".',
    powerFor({ owner: 'you' }, 5000, { when: waveStrikerActive }),
    keywords({ owner: 'you' }, KW_BLOCKER | KW_DOUBLE_BREAKER, waveStrikerActive),
  ),
  // Copper Locust (JA: when another creature evolves): an evolution creature put on top of another creature,
  // either player's, summoned or put there by an effect.
  'dm12-052': triggered(
    'When a player evolves another creature, destroy this creature.',
    'otherEnters',
    ifCause((d) => d.type === TYPE_EVOLUTION),
    destroy(itself()),
  ),
  // Mechadragon's Breath: choosing a number <= 6000 is choosing the power of the creatures to destroy; a number
  // no creature has destroys nothing. So: you may choose a creature with power 6000 or less (none: a number
  // nobody has), then every creature with exactly that power is destroyed (powers read as 0 when negative).
  'dm12-013': spellText(
    'Choose a number less than or equal to 6000. Destroy all creatures that have that power.',
    ifChosen(numberChosen),
    destroy(all(creatures({ test: (s, i) => powerOf(s, i) === powerOf(s, selCard(s, numberChosen)) }))),
  ),
  // Necrodragon Jagraveen (JA: when it blocks, destroy it after the battle): while it is the blocker of the attack
  // in progress it has "destroy it after the battle" (no battle, e.g. the attacker left: it stays).
  'dm12-003': staticText(
    'When this creature blocks, destroy it after battles.',
    keywords({ self: true }, KW_DESTROY_AFTER_BATTLE, isBlocking),
  ),
  // Cloned Nightmare: one random card, plus one more for each Cloned Nightmare in the graveyards that you pick
  // (picking k of them = choosing k more cards, all unseen until they are discarded together; the spell itself
  // is not in a graveyard while it resolves). The picks come first, so nothing is seen before the count is set.
  'dm12-026': spellText(
    "Choose a card at random from opponent's hand. Then, for each Cloned Nightmare in each graveyard, you may choose another card at random from opponent's hand. Your opponent discards all those cards.",
    select(nightmaresPicked),
    discardAtRandom((s, f) => 1 + countOf(nightmaresPicked)(s, f)),
  ),
};

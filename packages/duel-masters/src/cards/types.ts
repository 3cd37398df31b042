// The card vocabulary's types: card records and definitions, and the ability DSL (filters, steps, statics) scripts are written in.
import type { DMState, EffectFrame } from '../state.js';

export interface CardRecord {
  id: string;
  set: string;
  number: string;
  name_en: string;
  name_ja: string | null;
  civilizations: string[];
  type: 'creature' | 'evolution_creature' | 'spell';
  cost: number;
  power: number | null;
  power_plus: boolean;
  races: string[];
  races_ja?: string[];
  text: string;
  text_ja?: string;
  keywords: string[];
  rarity: string;
  reprint_of: string | null;
  tcg_counterpart?: string | null;
}

export interface CardDef {
  /** Index in CARD_DEFS (what the state stores). */
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly set: string;
  readonly civs: number;
  readonly civCount: number;
  readonly type: number;
  readonly cost: number;
  readonly power: number;
  readonly races: readonly string[];
  /** KW_* bits. */
  readonly flags: number;
  /** Power attacker +N (0 if none). */
  readonly powerAttacker: number;
  /** Evolution: the races (any of) a source must have; `dragon` means a race containing "Dragon". */
  readonly evolutionRaces: readonly string[];
  /** Vortex evolution: the two races of its two sources (801.1), or empty. */
  readonly vortexRaces: readonly string[];
  /** "<Civ> stealth": can't be blocked while the opponent has a card of this civilization in mana. */
  readonly stealthCivs: number;
  /** Restricted blocker ("Fire and nature blocker", "Dragon blocker"): what it may block. */
  readonly blockOnlyCivs: number;
  readonly blockOnlyDragon: boolean;
  /** "Crew breaker - <race>": one more shield for each other creature of that race you have (`dragon`: any Dragon), or ''. */
  readonly crewRace: string;
  /** The card has "wave striker" (counted by other wave strikers). */
  readonly waveStriker: boolean;
  /** The card has a 'shareAbilities' static (counted in DMState.nShare while in the battle zone). */
  readonly sharesAbilities: boolean;
  /** The card has an 'onlyTopLeaves' static (Soul Phoenix: only its top card leaves the battle zone). */
  readonly onlyTopLeaves: boolean;
  /** Has a 'saveShield' static (counted in DMState.nShieldSave while in the battle zone). */
  readonly savesShields: boolean;
  /** Has a 'cost' static (counted in DMState.nCostStatic while in the battle zone). */
  readonly changesCosts: boolean;
  /**
   * Has a static the attack step's actions may depend on (any kind but ATTACK_NEUTRAL's, catalog.ts; counted in
   * DMState.nAttackStatic while in the battle zone).
   */
  readonly changesAttacks: boolean;
  /**
   * Has a replacement static for other creatures' leaving ('protect', 'mayReturnInstead', 'saver'; counted in
   * DMState.nReplace while in the battle zone).
   */
  readonly replacesLeaving: boolean;
  /** Triggered and activated abilities from the card's script. */
  readonly abilities: readonly Ability[];
  /** Static abilities (continuous effects, cost changes, replacements) from the card's script. */
  readonly statics: readonly Static[];
  /** The statics that change power (kind 'power', and 'flags' granting power attacker): what power() scans. */
  readonly powerStatics: readonly Static[];
  /** The statics that grant keyword flags: what flags() scans. */
  readonly flagStatics: readonly Static[];
  /** "You can cast/summon this only if …". */
  readonly useIf: ((s: DMState, player: number) => boolean) | undefined;
  /** The spell's effect (spells only), or a creature's S-Trigger is just its summon. */
  readonly spell: Ability | undefined;
  readonly playable: boolean;
  /** The text lines nothing implements (for error messages and coverage). */
  readonly unsupported: readonly string[];
  readonly record: CardRecord;
}

/** Whose: relative to the ability's controller. */
export type Rel = 'you' | 'opponent' | 'any';

/** Which cards a step may choose or affect. All fields are conjunctive. */
export interface Filter {
  /** `library` is a search of the whole deck (701.10: the searcher sees it; finding may fail, 701.10b). */
  readonly zone: 'battle' | 'mana' | 'hand' | 'graveyard' | 'shields' | 'library';
  /** A second zone to choose from as well (e.g. "one of his creatures or a card in his mana zone"). */
  readonly alsoZone?: 'battle' | 'mana' | 'hand' | 'graveyard' | 'shields' | 'library';
  readonly owner: Rel;
  readonly type?: 'creature' | 'spell';
  /** Civilization bit mask: the card must have at least one of these. */
  readonly civ?: number;
  readonly maxPower?: number;
  readonly minPower?: number;
  readonly maxCost?: number;
  readonly tapped?: boolean;
  readonly race?: string;
  readonly blocker?: boolean;
  /** Exclude the ability's own source. */
  readonly notSelf?: boolean;
  /** Civilization bit mask the card must NOT have any of (e.g. "non-fire"). */
  readonly notCiv?: number;
  /** Evolution creatures only. */
  readonly evolution?: boolean;
  /** Minimum printed cost. */
  readonly minCost?: number;
  /** Exact current power (e.g. "power 1000"). */
  readonly power?: number;
  /** Any other test (deterministic, reads only the state). */
  readonly test?: (s: DMState, inst: number, controller: number) => boolean;
}

/** A number computed when a step runs (e.g. "for each light creature you have"). */
export type Amount = number | ((s: DMState, f: EffectFrame) => number);

/** One instruction. `reg` names a selection register (0-3) of the running frame. */
export type Step =
  /** The chooser picks `count` matching cards (exactly, or as many as possible; `upTo`: 0..count). */
  | {
      readonly op: 'choose';
      readonly filter: Filter;
      readonly count: Amount;
      readonly upTo?: boolean;
      readonly chooser?: 'you' | 'opponent';
      /** The shields chosen are to be broken by the ability's source (for "who chooses the shields", 'ownerChoosesShields'). */
      readonly toBreak?: boolean;
      readonly reg: number;
    }
  /** Every matching card, no choice (e.g. "destroy all creatures that have power 2000 or less"). */
  | { readonly op: 'all'; readonly filter: Filter; readonly reg: number }
  /** The ability's source itself. */
  | { readonly op: 'self'; readonly reg: number }
  /**
   * "You may …": the controller (`who`: 'opponent', the other player: "each player may …") says yes or no; on no the
   * ability ends, or with `skip`, only the next `skip` steps are skipped.
   */
  | { readonly op: 'may'; readonly who?: 'opponent'; readonly skip?: number }
  | { readonly op: 'destroy'; readonly reg: number }
  | { readonly op: 'toHand'; readonly reg: number }
  /**
   * Shields put into their owner's hand by an effect with S-Trigger declarations (113.6: 「その「S・トリガー」を使ってもよい」).
   * `toHand` moves shields without them (texts that say the S-Trigger can't be used).
   */
  | { readonly op: 'shieldsToHand'; readonly reg: number }
  | { readonly op: 'toMana'; readonly reg: number }
  | { readonly op: 'toShield'; readonly reg: number }
  | { readonly op: 'toGraveyard'; readonly reg: number }
  | { readonly op: 'tap'; readonly reg: number }
  | { readonly op: 'untap'; readonly reg: number }
  /** Put the cards in `reg` on top of their owner's deck. */
  | { readonly op: 'toDeckTop'; readonly reg: number }
  | { readonly op: 'draw'; readonly who: 'you' | 'opponent'; readonly count: Amount }
  /** "Draw up to N": the controller draws one at a time and may stop (a yes/no before each draw). */
  | { readonly op: 'drawUpTo'; readonly count: Amount }
  | { readonly op: 'discardRandom'; readonly who: 'you' | 'opponent'; readonly count: Amount }
  /** The top `count` cards of a player's deck into `reg` (to reveal them, or to move them). */
  | { readonly op: 'top'; readonly who: 'you' | 'opponent'; readonly count: Amount; readonly reg: number }
  /** Keep in `reg` only the cards that pass the test; the rest move to register `rest` (if given). */
  | { readonly op: 'split'; readonly reg: number; readonly keep: (s: DMState, inst: number) => boolean; readonly rest: number }
  /** Shuffle a player's deck (`chosen`: the player a 'player' option of this effect named). */
  | { readonly op: 'shuffle'; readonly who: 'you' | 'opponent' | 'chosen' }
  /** The controller looks at the cards (e.g. face-down shields, the opponent's hand): nothing moves, but the
   * controller now knows them (its view shows them and determinize no longer resamples them). */
  | { readonly op: 'look'; readonly reg: number }
  /** Continue only if the test holds when this step runs (603.4: conditions are checked on resolution). */
  | { readonly op: 'if'; readonly test: (s: DMState, f: EffectFrame) => boolean }
  /** Continue only if register `reg` holds at least one card ("if you do" after a choice). */
  | { readonly op: 'ifAny'; readonly reg: number }
  /** Power +amount (negative: −) until the end of the turn (or the start of your next turn), for `reg`. */
  | { readonly op: 'power'; readonly reg: number; readonly amount: Amount; readonly untilNextTurn?: boolean }
  /** Only the top card of each evolution creature in `reg` goes to the zone; the rest stays (801.4). */
  | { readonly op: 'evolutionTopTo'; readonly reg: number; readonly to: 'graveyard' | 'hand' | 'mana' }
  /** Put the cards in `reg` into their owner's battle zone without summoning them (ETB triggers fire). */
  | { readonly op: 'putIntoBattle'; readonly reg: number }
  /**
   * "Until the start of your next turn, creatures of that civilization can't attack you" (the civilization this effect
   * chose; 608.2a: it covers creatures put into the battle zone later too).
   */
  | { readonly op: 'noAttacksOnYou' }
  /**
   * "This turn, that creature (register `reg`) blocks this creature if able and this creature can't be blocked by
   * other creatures" (Storm Wrangler; 507.1b: a forced block).
   */
  | { readonly op: 'blocksThisIfAble'; readonly reg: number }
  /** A player-wide effect for the rest of the turn for the controller (TURN_* bits of state.ts). */
  | { readonly op: 'turnFlag'; readonly flag: number }
  /**
   * A delayed trigger: ability `ability` of the source resolves at the end of this turn (511.1); with `cause`, once
   * for each card of register `cause` (it is then the cause, register 3, of that effect). The option this effect
   * chose (a race) goes with it.
   */
  | { readonly op: 'atEndOfTurn'; readonly ability: number; readonly cause?: number }
  /** "This turn, whenever …": ability `ability` of the source triggers for the controller on its event until 511.2. */
  | { readonly op: 'thisTurn'; readonly ability: number }
  /**
   * Hokira (609): "this turn, your creatures of the race this effect chose that would be put into your graveyard from
   * the battle zone return to your hand instead" (until 511.2).
   */
  | { readonly op: 'turnRaceToHand' }
  /**
   * "Choose a race / a number / a civilization / a player" (自分または相手): the controller picks one of the options query/options.ts lists
   * (never one of `except`); the frame keeps it (EffectFrame.option) for the later steps.
   */
  | { readonly op: 'chooseOption'; readonly kind: OptionKind; readonly except?: readonly string[] }
  /** The source remembers the option chosen while it stays in the battle zone (for its static abilities). */
  | { readonly op: 'rememberOption' }
  /** Grant KW_* flags (and power attacker +N) until the end of the turn, or until the start of your next turn. */
  | {
      readonly op: 'grant';
      readonly reg: number;
      readonly flags: number;
      readonly powerAttacker?: number;
      /** While attacking, +paPer for each card of this civilization in its controller's mana zone. */
      readonly paManaCiv?: number;
      readonly paPer?: number;
      readonly untilNextTurn?: boolean;
    }
  /** Show the cards in `reg` to both players (they become known to both). */
  | { readonly op: 'reveal'; readonly reg: number }
  /** Cast the spells of the register for no cost, right away, from where they are (the controller casts them). */
  | { readonly op: 'castFree'; readonly reg: number }
  /**
   * Put the creature cards in `reg` into their owners' battle zones without summoning them: the k-th card on
   * the sources chosen into registers `sources[k]` (one for an evolution, two for a vortex evolution, 801.1).
   */
  | { readonly op: 'putOnSources'; readonly reg: number; readonly sources: readonly (readonly [number, number])[] }
  /** Put a player's whole hand into their deck, one card at a time from the end of the hand, into `reg`. */
  | { readonly op: 'handToDeck'; readonly who: 'you' | 'opponent'; readonly reg: number }
  /**
   * Put the card just chosen into `pick` on the top or the bottom of its owner's deck (an "in any order" put-back,
   * one pick at a time): the pick moves to register `spent`, and its entry in `from` to register `done`.
   */
  | {
      readonly op: 'putBack';
      readonly pick: number;
      readonly from: number;
      readonly spent: number;
      readonly done: number;
      readonly where: 'top' | 'bottom';
    }
  /**
   * Break the shields in `reg` (701.14: an effect's break; 113.6: their owner may declare S-Triggers). The breaking
   * creature is the ability's source (or the first card of register `by`): its break replacements apply.
   */
  | { readonly op: 'breakShields'; readonly reg: number; readonly by?: number }
  /**
   * "Untap it after the battle" (JA: バトルの後でアンタップする): the cards in `reg` untap after the next battle of
   * the attack in progress (none if that attack has no battle); `onWin`: after each battle it wins this turn.
   */
  | { readonly op: 'untapAfterBattle'; readonly reg: number; readonly onWin?: boolean }
  /** "No battle happens" for the blocked attack in progress: its blocker is cleared, the attack stays blocked. */
  | { readonly op: 'noBattle' }
  /** The resolving spell goes to its owner's mana zone instead of the graveyard (when it is still pending). */
  | { readonly op: 'spellToMana' }
  /** The controller takes an extra turn after this one (500.5); `loseAtEnd`: and loses at the end of that turn. */
  | { readonly op: 'extraTurn'; readonly loseAtEnd?: boolean }
  /**
   * What the vocabulary cannot express, as a computation of selections: it may read the state and put cards into
   * the frame's registers, never change the state (the other ops do that) and never need a choice.
   */
  | { readonly op: 'custom'; readonly name: string; readonly run: (s: DMState, f: EffectFrame) => void };

/** What a chooseOption step offers. */
export type OptionKind = 'race' | 'number' | 'civilization' | 'player';

/**
 * When a triggered ability triggers. `summon`: this creature is put into the battle zone; `attack`: it
 * attacks; `attackPlayer`: it attacks a player; `destroyed`: it is destroyed; `toGraveFromBattle`: it
 * is put into the graveyard from the battle zone; `block`: it blocks; `winBattle`: it wins a battle;
 * `endOfTurn`: the end of each of your turns; `otherEnters`: another creature is put into the battle
 * zone; `otherDestroyed`: another creature is destroyed; `endOfAttack`: the end of an attack it made
 * (510.1); `silentSkill`: its silent skill, used at the start of your turn instead of untapping it
 * (501.1a); `blocked`: it becomes blocked (507.3a); `unblocked`: it attacks the opponent and isn't blocked
 * (507.3c); `allyAttacks`: another creature of yours attacks; `opponentSummons` / `opponentCasts`: the
 * opponent summons a creature (S-Trigger creatures included, 112.3a) / casts a spell; `tap`: its tap ability
 * (602), used instead of attacking; `attacked`: this creature is attacked (506.1, the attack is declared on it);
 * `creatureAttacked`: one of your creatures (this one too) is attacked; `grantedTap`: the ability this creature lets the creatures its 'grantTap'
 * static names use by tapping instead of attacking (the source's ability: "this creature's ability");
 * `opponentUsesTrigger`: the opponent uses an S-Trigger (cause: the card used; 113.6, 112.3a); `triggerOfItsBreak`:
 * the opponent uses the S-Trigger of a shield this creature broke (cause: the card used); `discardedOnOpponentsTurn`:
 * this card went from your hand to your graveyard during the opponent's turn (it triggers in the graveyard);
 * `manaToGraveyardByOpponent`: an effect of the opponent put a card of your mana zone into your graveyard (cause: that
 * card); `startOfTurn` / `startOfOpponentsTurn`: the start of your / the opponent's turn, after the untap (501.2);
 * `drawStep`: you drew the card of your draw step (502.1); `endOfEachTurn`: the end of every turn, both players'
 * (511.1); `delayed`:
 * never by an event, only as the delayed trigger an `atEndOfTurn` step sets up; `toGraveFromBattle`: it is put
 * into the graveyard from the battle zone (destroyed or not); `leaves`: it leaves the battle zone for any zone
 * (603.5c: both look back, they trigger on the creature as it was just before); `allyBlocks` / `allyUnblocked`: a
 * creature of yours (this one included) blocks / attacks the opponent and isn't blocked (507.3c); `spellCast`: any
 * player casts a spell (it waits until the spell's effect is done, 603.3); `yourCreatureBreaks` (once for each
 * shield) / `yourCreatureBlocked` (one of your creatures attacking the opponent becomes blocked, 507.3a; cause: that
 * creature) / `youSummon` (cause: the creature) / `opponentsCreatureDestroyed` (cause: the creature, once for each):
 * never for a creature's own ability, only for an effect a `thisTurn` step sets up ("this turn, whenever one of your
 * creatures breaks a shield / is blocked / you summon a creature / one of the opponent's creatures is destroyed").
 * `replaced`: never by an event: the follow-up a replacement static marked `then` runs right after it applies.
 *
 * The creature or card that caused a trigger (the blocker, the attacking ally, the attacked creature, the entering, destroyed,
 * summoned creature or the cast spell) is in register 3 of the effect when it starts.
 */
export type TriggerEvent =
  | 'summon'
  | 'attack'
  | 'attackPlayer'
  | 'destroyed'
  | 'block'
  | 'winBattle'
  | 'endOfTurn'
  | 'otherEnters'
  | 'otherDestroyed'
  | 'endOfAttack'
  | 'silentSkill'
  | 'blocked'
  | 'unblocked'
  | 'allyAttacks'
  | 'opponentSummons'
  | 'opponentCasts'
  | 'tap'
  | 'attacked'
  | 'creatureAttacked'
  | 'grantedTap'
  | 'opponentUsesTrigger'
  | 'triggerOfItsBreak'
  | 'discardedOnOpponentsTurn'
  | 'manaToGraveyardByOpponent'
  | 'startOfTurn'
  | 'startOfOpponentsTurn'
  | 'drawStep'
  | 'endOfEachTurn'
  | 'delayed'
  | 'toGraveFromBattle'
  | 'leaves'
  | 'allyBlocks'
  | 'allyUnblocked'
  | 'spellCast'
  | 'yourCreatureBreaks'
  | 'yourCreatureBlocked'
  | 'youSummon'
  | 'opponentsCreatureDestroyed'
  | 'replaced';

export interface Ability {
  readonly on: TriggerEvent;
  readonly steps: readonly Step[];
  /**
   * The creature has this ability only while the condition holds (wave striker): it triggers only if the
   * condition holds when the event happens (and the steps check it again on resolution, 603.4).
   */
  readonly when?: Cond;
  /** The creatures a 'shareAbilities' static of the card names have this ability too ("Survivor: …"). */
  readonly shared?: boolean;
}

/** Which creatures a static ability affects (relative to the source's controller). */
export interface StaticTarget {
  /** `self`, or creatures in the battle zone matching the filter fields. */
  readonly self?: boolean;
  readonly owner?: Rel;
  readonly other?: boolean;
  readonly civ?: number;
  readonly race?: string;
  readonly test?: (s: DMState, inst: number, src: number) => boolean;
}

/**
 * Static abilities (604): continuous effects that hold while the source is in the battle zone and their
 * condition holds; re-evaluated whenever they are read (605.2d).
 */
export type Static =
  /** Power +N (or a computed amount) for the affected creatures; `attacking`: only while it attacks. */
  | { readonly kind: 'power'; readonly target: StaticTarget; readonly amount: Amount2; readonly attacking?: boolean; readonly when?: Cond }
  /** Keyword flags (KW_*) for the affected creatures. */
  | { readonly kind: 'flags'; readonly target: StaticTarget; readonly flags: number; readonly when?: Cond; readonly powerAttacker?: number }
  /** Summon/cast cost change for cards of `whose` matching `card` (min: the floor printed on the card). */
  | { readonly kind: 'cost'; readonly whose: Rel; readonly card: (d: CardDef) => boolean; readonly delta: number; readonly min?: number }
  /** This creature can't be blocked by creatures matching the test (e.g. power 4000 or less). */
  | { readonly kind: 'unblockableBy'; readonly by: (s: DMState, blocker: number) => boolean; readonly when?: Cond }
  /** This creature can't be attacked by creatures matching the test. */
  | { readonly kind: 'unattackableBy'; readonly by: (s: DMState, attacker: number) => boolean }
  /** This creature can attack untapped creatures matching the test. */
  | { readonly kind: 'attackUntapped'; readonly which: (s: DMState, target: number) => boolean }
  /**
   * Replacement (609): when this creature would be destroyed, it goes to `to` instead (`deck`: shuffled into it; while
   * `when` holds); `then`: its 'replaced' ability runs right after (Dracodance Totem: 「その後、…」).
   */
  | { readonly kind: 'destroyInstead'; readonly to: 'mana' | 'hand' | 'shields' | 'deck'; readonly when?: Cond; readonly then?: boolean }
  /**
   * The affected creatures have this creature's abilities marked `shared` too, as their own ("Survivor: …": each
   * of your other Survivors has it while this creature is in the battle zone; "this creature" is then that one).
   */
  | { readonly kind: 'shareAbilities'; readonly target: StaticTarget }
  /** "<Civ> stealth" while `when` holds: can't be blocked while the opponent has a card of `civs` in mana. */
  | { readonly kind: 'stealth'; readonly civs: number; readonly when?: Cond }
  /** Players (or: `whose`, relative to the source's controller) can't use the S-Triggers of cards matching the test, while `when` holds. */
  | { readonly kind: 'noShieldTrigger'; readonly which: (d: CardDef) => boolean; readonly whose?: Rel; readonly when?: Cond }
  /** "<Whose> <cards> don't untap at the start of the turn" (501.1: an effect that prevents untapping). */
  | { readonly kind: 'noUntap'; readonly whose: Rel; readonly what: 'mana' | 'creatures' }
  /** Players can't use the abilities of their creatures (tap abilities, 602; silent skills, 501.1a): Lockdown Lizard. */
  | { readonly kind: 'noCreatureAbilities' }
  /**
   * Replacement (609): when this card would be discarded from your hand during the opponent's turn, it is put into the
   * battle zone instead; with `may`, its owner decides (an F_REPLACE decision: effects/discard.ts).
   */
  | { readonly kind: 'discardToBattle'; readonly may?: true }
  /** Replacement (609): your spells cast with their S-Trigger go to your hand instead of your graveyard after resolving. */
  | { readonly kind: 'triggerSpellToHand' }
  /** Replacement: shields this creature would break go to their owner's graveyard instead (no S-Trigger). */
  | { readonly kind: 'breakToGraveyard' }
  /**
   * Replacement (609; Bluum Erkis): the opponent's shields this creature would break are shown instead of going to the
   * hand; its controller casts the S-Trigger spells among them for no cost (then to their owner's graveyard), the
   * other cards go to the hand as broken shields do.
   */
  | { readonly kind: 'breakReveal' }
  /**
   * Optional replacement of a break (609) for the shields of this creature's controller: "when one of your shields
   * would be broken, you may <put this creature into your graveyard | discard 2 cards from your hand> instead"
   * (effects/shield-saves.ts).
   */
  | { readonly kind: 'saveShield'; readonly by: 'self' | 'discard2' }
  /**
   * Replacement for other creatures: when an affected creature would be destroyed, it goes to `to` instead (`stay`: it
   * stays in the battle zone, Mihail); `destroyOnly`: only a destruction, not an effect's "put into the graveyard".
   */
  | {
      readonly kind: 'protect';
      readonly target: StaticTarget;
      readonly to: 'mana' | 'hand' | 'shields' | 'stay';
      readonly destroyOnly?: boolean;
    }
  /**
   * Optional replacement (609): when an affected creature would be destroyed, its owner may return it to
   * the hand instead; with `discard`, only by discarding a card from the hand (the player picks it); `then`: the
   * card's 'replaced' ability runs right after it returns (Dream Pirate: 「そうした場合、…」, a separate event, 101.5a).
   */
  | { readonly kind: 'mayReturnInstead'; readonly target: StaticTarget; readonly discard?: boolean; readonly then?: boolean }
  /**
   * "Saver" (609, optional): when an affected creature of the source's controller would be destroyed, the controller may
   * destroy the source instead (Kip Chippotto).
   */
  | { readonly kind: 'saver'; readonly target: StaticTarget }
  /** "Your creatures that have silent skill are put into the battle zone tapped" (Mystic Magician). */
  | { readonly kind: 'silentEntersTapped' }
  /**
   * "When this creature would leave the battle zone, only its top card leaves" (609; Soul Phoenix): every card under it
   * stays as a separate creature.
   */
  | { readonly kind: 'onlyTopLeaves' }
  /** Players (or: `whose`) can't cast spells that match the test. */
  | { readonly kind: 'cantCast'; readonly whose: Rel; readonly which: (d: CardDef) => boolean }
  /**
   * When a player would choose shields of the other player, their owner chooses instead (face down): the shields of
   * the players `whose` names; `breaksOnly`: only shields an opposing creature breaks (Kyuroro), else every choice
   * (Meloppe).
   */
  | { readonly kind: 'ownerChoosesShields'; readonly whose: Rel; readonly breaksOnly: boolean }
  /** "Whenever your opponent would choose a creature in the battle zone, he can't choose this one." */
  | { readonly kind: 'unchoosable' }
  /**
   * "Each of your <civ> creatures may tap instead of attacking to use this creature's ability" (602): the affected
   * creatures of the source's controller may tap to use the source's 'grantedTap' ability.
   */
  | { readonly kind: 'grantTap'; readonly target: StaticTarget }
  /** "While this creature is in the battle zone, evolution creatures are put into the battle zone tapped." */
  | { readonly kind: 'evolutionEntersTapped' }
  /** "This creature can attack only creatures that …" (the attack targets it may choose). */
  | { readonly kind: 'attackOnly'; readonly which: (s: DMState, target: number) => boolean }
  /** "The opponent's attacking creatures attack <creatures of race> if able" (a forced attack target). */
  | { readonly kind: 'attackRaceIfAble'; readonly race: string }
  /**
   * "While this creature is tapped during the opponent's turn, if it hasn't been attacked that turn, the opponent's
   * creatures attack it if able" (Bodacious Giant; 506.1b: a forced attack, on it).
   */
  | { readonly kind: 'attackMeIfAble' }
  /** "You can put an evolution creature of any race on this creature" (801.1: it is a source of every evolution). */
  | { readonly kind: 'anyEvolutionSource' }
  /** "Your opponent can't tap this creature" (his effects don't tap it). */
  | { readonly kind: 'untappableByOpponent' };

/** A condition on the source's situation, read when the static ability is applied. */
export type Cond = (s: DMState, src: number) => boolean;

/** A static power amount, computed for (source, affected creature). */
export type Amount2 = number | ((s: DMState, src: number, inst: number) => number);

/** A card's behaviour beyond keyword lines: which text lines it covers and what they do. */
export interface CardScript {
  /** The exact text lines this script implements (checked against the card's text on load). */
  readonly lines: readonly string[];
  readonly abilities?: readonly Ability[];
  readonly statics?: readonly Static[];
  /** A spell's effect. */
  readonly spell?: Ability;
  /** "You can cast/summon this only if …" (checked when the card would be used). */
  readonly useIf?: (s: DMState, player: number) => boolean;
  /** Evolution source races, when not given by an "Evolution—Put on one of your …" line. */
  readonly evolution?: readonly string[];
}

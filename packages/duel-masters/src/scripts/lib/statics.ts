// Static abilities of the card vocabulary (604): power bonuses, counts they depend on, granted keywords.
import type { Amount2, CardDef, Cond, Rel, Static, StaticTarget } from '../../cards/types.js';
import { KW_DOUBLE_BREAKER, KW_TRIPLE_BREAKER } from '../../keywords.js';
import { power } from '../../query/characteristics.js';
import type { DMState } from '../../state.js';
import { countCreatures, hasCiv } from './conditions.js';

type Test = (s: DMState, inst: number) => boolean;

/** "This creature gets +N power" (or a computed amount; `attacking`: only while it attacks; `when`: a condition). */
export function selfPower(amount: Amount2, opts: { attacking?: boolean; when?: Cond } = {}): Static {
  return { kind: 'power', target: { self: true }, amount, ...opts };
}

/** "Each of <target> gets +N power". */
export function powerFor(target: StaticTarget, amount: Amount2, opts: { attacking?: boolean; when?: Cond } = {}): Static {
  return { kind: 'power', target, amount, ...opts };
}

/** "This creature gets +`each` power for each …": `count(s, src)` counts for the creature `src`. */
export function powerPer(
  each: number,
  count: (s: DMState, src: number) => number,
  opts: { attacking?: boolean; when?: Cond } = {},
): Static {
  return selfPower((s, src) => each * count(s, src), opts);
}

/** Counter: the source's controller's other creatures passing `pred`. */
export function yourOtherCreatures(pred: (s: DMState, inst: number) => boolean = () => true): (s: DMState, src: number) => number {
  return (s, src) => countCreatures(s, s.owner[src]!, (_d, i) => pred(s, i), src);
}

/** Counter: the creatures of the source's controller's opponent passing `pred` ("for each tapped creature your opponent has"). */
export function opponentsCreatures(pred: (s: DMState, inst: number) => boolean = () => true): (s: DMState, src: number) => number {
  return (s, src) => countCreatures(s, 1 - s.owner[src]!, (_d, i) => pred(s, i));
}

/** "This creature gets +N power for each other <civ> creature you have in the battle zone." */
export function perOtherCivCreature(civ: number, each: number): Static {
  return powerPer(
    each,
    yourOtherCreatures((s, i) => hasCiv(s, i, civ)),
  );
}

/** Keyword flags (KW_*) for the affected creatures, while `when` holds. */
export function keywords(target: StaticTarget, flagBits: number, when?: Cond): Static {
  return { kind: 'flags', target, flags: flagBits, ...(when ? { when } : {}) };
}

/** "While this creature has power 6000 or more, it has double breaker" (and 15000: triple breaker instead). */
export function powerBreakers(tripleToo: boolean): Static[] {
  const out: Static[] = [keywords({ self: true }, KW_DOUBLE_BREAKER, (s, src) => power(s, src) >= 6000)];
  if (tripleToo) out.push(keywords({ self: true }, KW_TRIPLE_BREAKER, (s, src) => power(s, src) >= 15000));
  return out;
}

/** "This creature can't be blocked by any creature that has power N or less" (while `when` holds). */
export function unblockableBy(maxPower: number, when?: Cond): Static {
  return { kind: 'unblockableBy', by: (s, b) => Math.max(0, power(s, b)) <= maxPower, ...(when ? { when } : {}) };
}

/** "This creature can't be blocked by <creatures passing `by`>" (e.g. darkness creatures, "that have power 4000 or more"). */
export function cantBeBlockedBy(by: Test): Static {
  return { kind: 'unblockableBy', by };
}

/** "This creature can't be attacked by <creatures passing `by`>". */
export function cantBeAttackedBy(by: Test): Static {
  return { kind: 'unattackableBy', by };
}

/** "This creature can attack untapped <creatures passing `which`>". */
export function canAttackUntapped(which: Test): Static {
  return { kind: 'attackUntapped', which };
}

/** Counter: every other creature in the battle zone (both players') passing `pred`. */
export function otherCreatures(pred: Test = () => true): (s: DMState, src: number) => number {
  return (s, src) => countCreatures(s, 0, (_d, i) => pred(s, i), src) + countCreatures(s, 1, (_d, i) => pred(s, i), src);
}

/**
 * "<target> has 'power attacker +N'" (and the keyword flags `flags`, e.g. double breaker), while `when` holds:
 * the bonus counts only while the creature attacks.
 */
export function powerAttackerFor(target: StaticTarget, amount: number, opts: { flags?: number; when?: Cond } = {}): Static {
  return { kind: 'flags', target, flags: opts.flags ?? 0, powerAttacker: amount, ...(opts.when ? { when: opts.when } : {}) };
}

/** "This creature has 'power attacker +N'" (and the keyword flags KW_* `flagBits`), while `when` holds. */
export function powerAttacker(amount: number, flagBits = 0, when?: Cond): Static {
  return powerAttackerFor({ self: true }, amount, { flags: flagBits, ...(when ? { when } : {}) });
}

/**
 * "<Cards> cost N more (or, negative, less)": the summon or cast cost of the cards of `whose` (relative to the
 * source's controller) passing `card` changes by `delta`, not below `min` (the floor printed on the card: "They
 * can't cost less than 1").
 */
export function costChange(whose: Rel, card: (d: CardDef) => boolean, delta: number, min?: number): Static {
  return { kind: 'cost', whose, card, delta, ...(min !== undefined ? { min } : {}) };
}

/**
 * "Players can't use the 'shield trigger' abilities of <cards passing `which`>"; with `whose`, only those players
 * (relative to the source's controller: "your opponent can't use …"), and with `when`, only while it holds.
 */
export function noShieldTriggers(which: (d: CardDef) => boolean, opts: { whose?: Rel; when?: Cond } = {}): Static {
  return { kind: 'noShieldTrigger', which, ...opts };
}

/** "Players (`whose`) can't cast <spells passing `which`>". */
/**
 * "When one of your shields would be broken, you may … instead" (609, optional; effects/shield-saves.ts): `self` puts
 * this creature into your graveyard (JA: かわりにこのクリーチャーを自分の墓地に置いてもよい; not a destruction),
 * `discard2` discards 2 cards from your hand (JA: 自分の手札を2枚捨ててもよい。そうした場合、そのシールドはブレイクされない).
 */
export function saveShieldInstead(by: 'self' | 'discard2'): Static {
  return { kind: 'saveShield', by };
}

export function cantCast(whose: Rel, which: (d: CardDef) => boolean): Static {
  return { kind: 'cantCast', whose, which };
}

/**
 * "Whenever <target> would be put into your graveyard from the battle zone, you may return it to your hand instead"
 * (609, optional; `discard`: only by discarding a card from your hand).
 */
export function mayReturnToHandInstead(target: StaticTarget, opts: { discard?: boolean } = {}): Static {
  return { kind: 'mayReturnInstead', target, ...(opts.discard ? { discard: true } : {}) };
}

/**
 * "Whenever another of <target> would be put into the graveyard from the battle zone, put it into your <zone> instead"
 * (609, for other creatures; `stay`: it stays in the battle zone); `destroyOnly`: only when it would be destroyed
 * (JA 破壊される時), not when an effect puts it into the graveyard.
 */
export function protect(target: StaticTarget, to: 'mana' | 'hand' | 'shields' | 'stay', opts: { destroyOnly?: boolean } = {}): Static {
  return { kind: 'protect', target, to, ...(opts.destroyOnly ? { destroyOnly: true } : {}) };
}

/** "When one of your <target> would be destroyed, you may destroy this creature instead" (609, a saver: Kip Chippotto). */
export function saver(target: StaticTarget): Static {
  return { kind: 'saver', target };
}

/** "Has '<civ> stealth'" while `when` holds: can't be blocked while the opponent has a card of `civs` in mana. */
export function stealth(civs: number, when?: Cond): Static {
  return { kind: 'stealth', civs, ...(when ? { when } : {}) };
}

/** "When this creature would be destroyed, put it into your <zone> instead" while `when` holds (609). */
export function destroyInsteadWhile(to: 'mana' | 'hand' | 'shields', when: Cond): Static {
  return { kind: 'destroyInstead', to, when };
}

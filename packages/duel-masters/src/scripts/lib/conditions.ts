// Conditions and counts of the card vocabulary: read-only questions about the state that scripts ask in
// conditions ("if …", "while …"), filter tests and amounts.
import { defOf } from '../../cards/table.js';
import type { CardDef, Cond, Step } from '../../cards/types.js';
import { TYPE_EVOLUTION, TYPE_SPELL } from '../../keywords.js';
import { creatureHasRace, power, sourceHasRace } from '../../query/characteristics.js';
import { AT_BATTLE, type DMState, type EffectFrame, F_ATTACK, F_EFFECT, regCount, Z_BATTLE } from '../../state.js';
import type { Sel } from './compile.js';

/** Creatures player `p` has in the battle zone passing `pred` (not counting `except`). */
export function countCreatures(s: DMState, p: number, pred: (d: CardDef, inst: number) => boolean, except = -1): number {
  const b = s.battle[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (i !== except && pred(defOf(s, i), i)) n++;
  }
  return n;
}

/** Amount: the ability's controller's creatures in the battle zone passing `pred` ("for each water creature you have"). */
export function countYourCreatures(pred: (d: CardDef, inst: number) => boolean = () => true): (s: DMState, f: EffectFrame) => number {
  return (s, f) => countCreatures(s, f.player, pred);
}

/** Does card instance `i` have any of the civilizations in `civ`? */
export const hasCiv = (s: DMState, i: number, civ: number): boolean => (defOf(s, i).civs & civ) !== 0;

/** Filter test: the card has a civilization of `civ` ("light creatures", "darkness cards"). */
export const ofCiv =
  (civ: number) =>
  (s: DMState, i: number): boolean =>
    hasCiv(s, i, civ);

/** Filter test: the card has race `race` (hasRace: "dragon" means every Dragon race). */
export const ofRace =
  (race: string) =>
  (s: DMState, i: number): boolean =>
    creatureHasRace(s, i, race);

/**
 * Amount: how many creatures of `civ` the ability's controller (or its opponent) has in the battle zone; `other`:
 * not counting the ability's source ("for each other darkness creature you have").
 */
export function creaturesOfCiv(
  who: 'you' | 'opponent',
  civ: number,
  opts: { other?: boolean } = {},
): (s: DMState, f: EffectFrame) => number {
  return (s, f) => countCreatures(s, who === 'you' ? f.player : 1 - f.player, (_d, i) => hasCiv(s, i, civ), opts.other ? f.src : -1);
}

/** Amount: how many creatures the ability's controller's opponent has in the battle zone. */
export const opponentsCreatureCount = (s: DMState, f: EffectFrame): number => s.battle[(1 - f.player) as 0 | 1].length;

/** Static `when`: the source's controller has a creature of `civ` in the battle zone (the source itself counts). */
export function whileYouHaveCiv(civ: number): Cond {
  return (s, src) => countCreatures(s, s.owner[src]!, (_d, i) => hasCiv(s, i, civ)) > 0;
}

/** "If you have a <race> in the battle zone" (the ability's controller; 603.4: checked on resolution). */
export function ifYouHaveRace(race: string): Step {
  return { op: 'if', test: (s, f) => countCreatures(s, f.player, (_d, i) => creatureHasRace(s, i, race)) > 0 };
}

/** Static `when`: the source's controller has another creature of `race` in the battle zone. */
export function whileYouHaveRace(race: string): Cond {
  return (s, src) => countCreatures(s, s.owner[src]!, (_d, i) => creatureHasRace(s, i, race), src) > 0;
}

/** Static `when`: all the cards in the source's controller's mana zone are of `civ` (true for an empty zone). */
export function allManaIs(civ: number): Cond {
  return (s, src) => {
    const m = s.mana[s.owner[src]! as 0 | 1];
    for (let k = 0; k < m.length; k++) if (!(defOf(s, m[k]!).civs & civ)) return false;
    return true;
  };
}

/** The number of cards in the ability's controller's hand. */
export const yourHandCount = (s: DMState, f: EffectFrame): number => s.hand[f.player as 0 | 1].length;
/** The number of cards in the ability's controller's mana zone. */
export const yourManaCount = (s: DMState, f: EffectFrame): number => s.mana[f.player as 0 | 1].length;
/** The number of shields the ability's controller has. */
export const yourShieldCount = (s: DMState, f: EffectFrame): number => s.shields[f.player as 0 | 1].length;
/** The number of shields the ability's controller's opponent has. */
export const opponentsShieldCount = (s: DMState, f: EffectFrame): number => s.shields[(1 - f.player) as 0 | 1].length;
/** Static `when`: the source's controller's opponent has no shields. */
export const opponentHasNoShields: Cond = (s, src) => s.shields[(1 - s.owner[src]!) as 0 | 1].length === 0;
/** Static `when`: the source's controller has no shields. */
export const youHaveNoShields: Cond = (s, src) => s.shields[s.owner[src]! as 0 | 1].length === 0;

// ---- the attack in progress ----

/** Is `src` attacking a creature right now? */
export function attackingCreature(s: DMState, src: number): boolean {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK && f.src === src) return f.target >= 0;
  }
  return false;
}

/** Is `src` attacking a player right now? */
export function attackingPlayer(s: DMState, src: number): boolean {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK && f.src === src) return f.target < 0;
  }
  return false;
}

/** The creature `src` is attacking (-1: a player, or no attack). */
export function attackTarget(s: DMState, src: number): number {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK && f.src === src) return f.target;
  }
  return -1;
}

/**
 * The creature `src` is battling now (508: only while the battle of an attack is being fought), or -1: the
 * attacker battles its blocker, or the creature it attacks when it isn't blocked.
 */
function battlingOpponent(s: DMState, src: number): number {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind !== F_ATTACK) continue;
    if (f.step !== AT_BATTLE) return -1;
    const other = f.blocked ? f.blocker : f.target;
    if (other < 0) return -1;
    const o = f.src === src ? other : other === src ? f.src : -1;
    return o >= 0 && s.zone[o] === Z_BATTLE ? o : -1;
  }
  return -1;
}

/** Static `when`: the source is battling a creature (508) whose card passes `pred` ("while battling a Dragon"). */
export function whileBattling(pred: (d: CardDef, inst: number, s: DMState) => boolean): Cond {
  return (s, src) => {
    const o = battlingOpponent(s, src);
    return o >= 0 && pred(defOf(s, o), o, s);
  };
}

/** Static `when`: the source is the blocker of the attack in progress. */
export function isBlocking(s: DMState, src: number): boolean {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK) return f.blocked === 1 && f.blocker === src;
  }
  return false;
}

// ---- what the running effect has selected ----

/** The effect running now (the top frame while its steps run or wait for a choice). */
function running(s: DMState): EffectFrame | undefined {
  const f = s.frames[s.frames.length - 1];
  return f && f.kind === F_EFFECT ? f : undefined;
}

/** Filter test: the card is in selection `sel` of the running effect ("one of them"). */
export function inSel(sel: Sel): (s: DMState, inst: number) => boolean {
  return (s, inst) => {
    const f = running(s);
    return !!f && f.regs.indexOf(sel.reg! * 256 + inst) >= 0;
  };
}

/** Amount: how many cards selection `sel` of the running effect holds, times `each` ("draw that many", "2 for each"). */
export function countOf(sel: Sel, each = 1): (s: DMState, f: EffectFrame) => number {
  return (_s, f) => each * regCount(f, sel.reg!);
}

/** The first card of selection `sel` of the running effect, or -1. */
export function selCard(s: DMState, sel: Sel): number {
  const f = running(s);
  if (!f) return -1;
  for (const r of f.regs) if (r >> 8 === sel.reg) return r & 255;
  return -1;
}

/** Total power (each read as 0 when negative, 108.1b) of the creatures in selection `sel` of the running effect. */
export function selPower(s: DMState, sel: Sel): number {
  const f = running(s);
  if (!f) return 0;
  let sum = 0;
  for (const r of f.regs) if (r >> 8 === sel.reg) sum += Math.max(0, power(s, r & 255));
  return sum;
}

/** The card that caused the running trigger (register 3 when the effect starts), or -1. */
function causeOf(f: EffectFrame): number {
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === 3) return f.regs[k]! & 255;
  return -1;
}

/** Filter test: the card is what caused the running trigger (a delayed effect's card: "untap them", "destroy it"). */
export function isCause(s: DMState, inst: number): boolean {
  const f = running(s);
  return !!f && causeOf(f) === inst;
}

/** Filter test: the card has the same name as the card that caused the running trigger ("the same name as that creature"). */
export function sameNameAsCause(s: DMState, inst: number): boolean {
  const f = running(s);
  const c = f ? causeOf(f) : -1;
  return c >= 0 && defOf(s, inst).name === defOf(s, c).name;
}

/** Go on only if the card that caused the trigger passes `pred`, whoever's it is ("when a player evolves a creature"). */
export function ifCause(pred: (d: CardDef) => boolean): Step {
  return {
    op: 'if',
    test: (s, f) => {
      const c = causeOf(f);
      return c >= 0 && pred(defOf(s, c));
    },
  };
}

/**
 * Go on only if the creature that caused the trigger is the controller's and passes `pred` ("whenever you put a
 * Ghost into the battle zone": a creature is put into its owner's battle zone, so its owner put it there).
 */
export function ifCauseYours(pred: (d: CardDef) => boolean = () => true): Step {
  return {
    op: 'if',
    test: (s, f) => {
      const c = causeOf(f);
      return c >= 0 && s.owner[c] === f.player && pred(defOf(s, c));
    },
  };
}

/** Filter test: the card has the same name as the ability's source ("an Obsidian Scarab"). */
export function sameNameAsSource(s: DMState, inst: number): boolean {
  const f = running(s);
  return !!f && defOf(s, inst).name === defOf(s, f.src).name;
}

/**
 * Filter test for "choose a race, then … creatures of that race": the card shares a race with every card already
 * in selection `sel`. Choosing one at a time under this test reaches exactly the sets that have a race in common.
 */
export function sharesRaceWith(sel: Sel): (s: DMState, inst: number) => boolean {
  return (s, inst) => {
    const f = running(s);
    let common = defOf(s, inst).races as readonly string[];
    if (f) for (const r of f.regs) if (r >> 8 === sel.reg) common = common.filter((x) => defOf(s, r & 255).races.includes(x));
    return common.length > 0;
  };
}

// ---- putting creatures into the battle zone ----

/** Is creature `src` a source for the (non-vortex) evolution card `d` (801.1)? */
export function sourceFor(s: DMState, d: CardDef, src: number): boolean {
  const sd = defOf(s, src);
  return d.evolutionRaces.some((r) => sourceHasRace(sd, r));
}

/** Do two distinct creatures cover both races of a vortex evolution (801.1)? */
export function vortexPair(d: CardDef, a: CardDef, b: CardDef): boolean {
  const [r1, r2] = d.vortexRaces as [string, string];
  return (sourceHasRace(a, r1) && sourceHasRace(b, r2)) || (sourceHasRace(a, r2) && sourceHasRace(b, r1));
}

/**
 * Filter test: can card `i` (outside the battle zone) be put into its owner's battle zone by an effect now? A
 * creature can; an evolution creature only on top of a source there (801.1; a vortex needs one of each race).
 */
export function canEnter(s: DMState, i: number): boolean {
  const d = defOf(s, i);
  if (d.type === TYPE_SPELL) return false;
  if (d.type !== TYPE_EVOLUTION) return true;
  const b = s.battle[s.owner[i]! as 0 | 1];
  if (d.vortexRaces.length === 2) {
    for (const x of b) for (const y of b) if (x !== y && vortexPair(d, defOf(s, x), defOf(s, y))) return true;
    return false;
  }
  return b.some((x) => sourceFor(s, d, x));
}

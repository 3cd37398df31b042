// Shorthands for the DM-02..DM-04 card scripts (counts, conditions, guarded "you may" choices), over the effect library.
export { currentAttack } from '../state.js';
import { defOf } from '../cards/table.js';
import type { Amount, Cond, Filter, Static, Step } from '../cards/types.js';
import { CIV_DARKNESS, CIV_FIRE, CIV_LIGHT, CIV_NATURE, CIV_WATER, TYPE_SPELL } from '../keywords.js';
import { flags, power } from '../query/characteristics.js';
import { filterZone, matches } from '../query/match.js';
import { type DMState, type EffectFrame, zoneArray } from '../state.js';

// Engine modules are imported for use at run time only (never while this module loads): cards.ts loads
// the scripts, so nothing from it may be read at module-evaluation time.

export const LIGHT = CIV_LIGHT;
export const WATER = CIV_WATER;
export const DARKNESS = CIV_DARKNESS;
export const FIRE = CIV_FIRE;
export const NATURE = CIV_NATURE;

type Extra = Omit<Filter, 'zone' | 'owner'>;

/** Filters by zone, relative to the ability's controller. */
export const graveyard = (owner: Filter['owner'], extra: Extra = {}): Filter => ({ zone: 'graveyard', owner, ...extra });
export const manaZone = (owner: Filter['owner'], extra: Extra = {}): Filter => ({ zone: 'mana', owner, ...extra });
export const shields = (owner: Filter['owner'], extra: Extra = {}): Filter => ({ zone: 'shields', owner, ...extra });
export const handOf = (owner: Filter['owner'], extra: Extra = {}): Filter => ({ zone: 'hand', owner, ...extra });

/** How many cards the filter matches now, for the frame's controller and source. */
export function countMatching(s: DMState, f: EffectFrame, flt: Filter): number {
  let n = 0;
  for (const zf of [flt.zone, flt.alsoZone]) {
    if (zf === undefined) continue;
    const z = filterZone({ ...flt, zone: zf });
    for (let p = 0; p < 2; p++) {
      if (flt.owner === 'you' && p !== f.player) continue;
      if (flt.owner === 'opponent' && p === f.player) continue;
      const arr = zoneArray(s, z, p);
      for (let k = 0; k < arr.length; k++) if (matches(s, arr[k]!, flt, f.player, f.src, power, flags)) n++;
    }
  }
  return n;
}

/** `if` step: continue only if the filter matches at least one card. */
export function ifAnyMatch(flt: Filter): Step {
  return { op: 'if', test: (s, f) => countMatching(s, f, flt) > 0 };
}

/**
 * "You may choose <filter> and <op> it": asks yes/no only when there is something to choose (a "yes" with
 * no candidate would do nothing), then chooses `count` (as many as possible) into register 0 and applies
 * the ops. The ability ends after it, so use it as the whole (rest of the) ability.
 */
export function mayChoose(
  flt: Filter,
  count: number,
  ...ops: ('destroy' | 'toHand' | 'toMana' | 'toShield' | 'toGraveyard' | 'tap' | 'untap' | 'toDeckTop')[]
): Step[] {
  return [ifAnyMatch(flt), { op: 'may' }, { op: 'choose', filter: flt, count, reg: 0 }, ...ops.map((op) => ({ op, reg: 0 }) as Step)];
}

/** Choose exactly `count` (as many as possible) of `flt` into `reg`, then `op` them. */
export function chooseDo(
  flt: Filter,
  count: Amount,
  op: 'destroy' | 'toHand' | 'toMana' | 'toShield' | 'toGraveyard' | 'tap' | 'untap' | 'toDeckTop',
  reg = 0,
  opts: { upTo?: boolean; chooser?: 'you' | 'opponent' } = {},
): Step[] {
  return [
    { op: 'choose', filter: flt, count, reg, ...(opts.upTo ? { upTo: true } : {}), ...(opts.chooser ? { chooser: opts.chooser } : {}) },
    { op, reg } as Step,
  ];
}

/** Every card matching `flt` into `reg`, then `op` them. */
export function allDo(flt: Filter, op: 'destroy' | 'toHand' | 'toMana' | 'toShield' | 'toGraveyard' | 'tap' | 'untap', reg = 0): Step[] {
  return [{ op: 'all', filter: flt, reg }, { op, reg } as Step];
}

/** Creatures in player p's battle zone passing `test` (excluding `except`). */
export function countCreatures(s: DMState, p: number, test: (inst: number) => boolean, except = -1): number {
  const b = s.battle[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < b.length; k++) if (b[k] !== except && test(b[k]!)) n++;
  return n;
}

export const civOf = (s: DMState, inst: number): number => defOf(s, inst).civs;
export const hasCiv = (s: DMState, inst: number, civ: number): boolean => (defOf(s, inst).civs & civ) !== 0;
export const isSpellCard = (s: DMState, inst: number): boolean => defOf(s, inst).type === TYPE_SPELL;
export const raceIs = (s: DMState, inst: number, race: string): boolean => defOf(s, inst).races.includes(race);

/** "While all the cards in your mana zone are <civ> cards" (the source's controller; true for an empty zone). */
export function allManaIs(civ: number): Cond {
  return (s, src) => {
    const m = s.mana[s.owner[src]! as 0 | 1];
    for (let k = 0; k < m.length; k++) if (!(defOf(s, m[k]!).civs & civ)) return false;
    return true;
  };
}

/** "This creature gets +N power for each other <civ> creature you have in the battle zone." */
export function perOtherCivCreature(civ: number, each: number): Static {
  return {
    kind: 'power',
    target: { self: true },
    amount: (s, src) => each * countCreatures(s, s.owner[src]!, (i) => hasCiv(s, i, civ), src),
  };
}

/**
 * A private turn-mark bit, granted with the `grant` op (a TurnMod): it ends with the turn or when the
 * creature leaves the battle zone, and no engine rule reads it. A card's own static can test for it, to
 * give that card a "while attacking" bonus "until the end of the turn" (e.g. power attacker granted by an
 * attack trigger). The bits sit far above the engine's KW_* flags.
 */
export const MARK_A = 1 << 28;

export function hasMark(s: DMState, inst: number, mark: number): boolean {
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === inst && mods[k]!.flags & mark) return true;
  return false;
}

/**
 * "Reveal the top N cards of your deck. Put all <civ> cards from among them into your hand and the rest
 * into your graveyard." (registers 0 and 1)
 */
export function revealKeep(count: number, civ: number): Step[] {
  return [
    { op: 'top', who: 'you', count, reg: 0 },
    { op: 'look', reg: 0 },
    { op: 'split', reg: 0, keep: (s, i) => (defOf(s, i).civs & civ) !== 0, rest: 1 },
    { op: 'toHand', reg: 0 },
    { op: 'toGraveyard', reg: 1 },
  ];
}

/** The number of shields the ability's controller has. */
export const yourShieldCount = (s: DMState, f: EffectFrame): number => s.shields[f.player as 0 | 1].length;

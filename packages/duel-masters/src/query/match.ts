// Read-only filters and amounts: which cards a step may choose, how many, which ability a frame runs.
import { RulesError } from '@tcglab/core';
import type { Ability, Amount, CardDef, Filter } from '../cards/types.js';
import { cardTable } from '../cards/table.js';
import { KW_BLOCKER, TYPE_EVOLUTION, TYPE_SPELL } from '../keywords.js';
import {
  type DMState,
  type EffectFrame,
  SHARED_BASE,
  SPELL_EFFECT,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_SHIELD,
} from '../state.js';
import { creatureHasRace } from './characteristics.js';

export function amount(a: Amount, s: DMState, f: EffectFrame): number {
  return typeof a === 'number' ? a : a(s, f);
}

export function abilityOf(s: DMState, f: EffectFrame): Ability {
  if (f.ability >= SHARED_BASE) return sharedAbilityOf(f.ability);
  const d = cardTable()[s.def[f.src]!]!;
  const ab = f.ability === SPELL_EFFECT ? d.spell : d.abilities[f.ability];
  if (!ab) throw new RulesError(`${d.name} (${d.id}) has no ability ${f.ability}`);
  return ab;
}

/** The ability a SHARED_BASE code names (ability k of another card's definition, state.ts sharedAbility). */
function sharedAbilityOf(code: number): Ability {
  const d = cardTable()[(code - SHARED_BASE) >> 6];
  const ab = d?.abilities[(code - SHARED_BASE) & 63];
  if (!d || !ab) throw new RulesError(`no shared ability ${code}`);
  return ab;
}

/** The card definition whose shared ability a SHARED_BASE code names. */
export function sharedAbilityCard(code: number): CardDef {
  return cardTable()[(code - SHARED_BASE) >> 6]!;
}

/** Does instance `inst` match filter `flt` for an ability controlled by `player` with source `src`? */
export function matches(
  s: DMState,
  inst: number,
  flt: Filter,
  player: number,
  src: number,
  power: (s: DMState, i: number) => number,
  flagsOf?: (s: DMState, i: number) => number,
): boolean {
  const own = s.owner[inst]!;
  if (flt.owner === 'you' && own !== player) return false;
  if (flt.owner === 'opponent' && own === player) return false;
  if (flt.notSelf && inst === src) return false;
  const d: CardDef = cardTable()[s.def[inst]!]!;
  if (flt.type === 'creature' && d.type === TYPE_SPELL) return false;
  if (flt.type === 'spell' && d.type !== TYPE_SPELL) return false;
  if (flt.civ !== undefined && !(d.civs & flt.civ)) return false;
  if (flt.maxCost !== undefined && d.cost > flt.maxCost) return false; // 201.2a: printed cost
  if (flt.tapped !== undefined && !!s.tapped[inst] !== flt.tapped) return false;
  if (flt.race !== undefined && !creatureHasRace(s, inst, flt.race)) return false;
  if (flt.notCiv !== undefined && d.civs & flt.notCiv) return false;
  if (flt.minCost !== undefined && d.cost < flt.minCost) return false;
  if (flt.evolution !== undefined && (d.type === TYPE_EVOLUTION) !== flt.evolution) return false;
  if (flt.blocker !== undefined && flagsOf && !!(flagsOf(s, inst) & KW_BLOCKER) !== flt.blocker) return false;
  if (flt.power !== undefined && Math.max(0, power(s, inst)) !== flt.power) return false;
  if (flt.test && !flt.test(s, inst, player)) return false;
  if (flt.maxPower !== undefined || flt.minPower !== undefined) {
    const p = Math.max(0, power(s, inst)); // 108.1b: read as 0 when negative
    if (flt.maxPower !== undefined && p > flt.maxPower) return false;
    if (flt.minPower !== undefined && p < flt.minPower) return false;
  }
  return true;
}

export function zoneOf(zone: Filter['zone']): number {
  switch (zone) {
    case 'battle':
      return Z_BATTLE;
    case 'mana':
      return Z_MANA;
    case 'hand':
      return Z_HAND;
    case 'graveyard':
      return Z_GRAVE;
    case 'shields':
      return Z_SHIELD;
    case 'library':
      return Z_LIBRARY;
  }
}

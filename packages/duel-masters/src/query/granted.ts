// Granted tap abilities (602): which creatures may tap to use another creature's ability, and the granters' slots.
import { RulesError } from '@tcglab/core';
import { cardTable, defOf } from '../cards/table.js';
import type { CardDef } from '../cards/types.js';
import type { DMState } from '../state.js';
import { affects } from './characteristics.js';

let slotsOf: readonly CardDef[] | undefined;
let granters: CardDef[] = [];
let slotOfDef: Int16Array = new Int16Array(0);

function ensureSlots(): void {
  const table = cardTable();
  if (slotsOf === table) return;
  granters = table.filter((d) => d.statics.some((st) => st.kind === 'grantTap'));
  slotOfDef = new Int16Array(table.length).fill(-1);
  granters.forEach((d, g) => (slotOfDef[d.index] = g));
  slotsOf = table;
}

/** The granter slot of card `d` (its place among the cards with a 'grantTap' static), or -1. */
export function granterSlot(d: CardDef): number {
  ensureSlots();
  return slotOfDef[d.index]!;
}

/** The card of granter slot `g`. */
export function granterDef(g: number): CardDef {
  ensureSlots();
  const d = granters[g];
  if (!d) throw new RulesError(`no granted tap ability in slot ${g}`);
  return d;
}

/** The index of `d`'s 'grantedTap' ability (the one a creature taps to use). */
export function grantedAbility(d: CardDef): number {
  for (let k = 0; k < d.abilities.length; k++) if (d.abilities[k]!.on === 'grantedTap') return k;
  throw new RulesError(`${d.name} (${d.id}) grants a tap ability but has none`);
}

/** Does source `src` (in the battle zone) let creature `inst` tap to use its ability? */
export function grantsTapTo(s: DMState, src: number, inst: number): boolean {
  if (s.owner[src] !== s.owner[inst]) return false; // "each of your … creatures"
  const sts = defOf(s, src).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'grantTap' && affects(s, st.target, src, inst)) return true;
  }
  return false;
}

/**
 * The first creature of player p's battle zone that is granter `d` and lets `inst` tap for its ability, or -1. Copies
 * of one granter grant the same ability: one action names it, and the first copy is its source.
 */
export function granterFor(s: DMState, p: number, d: CardDef, inst: number): number {
  const b = s.battle[p as 0 | 1];
  for (let k = 0; k < b.length; k++) if (s.def[b[k]!] === d.index && grantsTapTo(s, b[k]!, inst)) return b[k]!;
  return -1;
}

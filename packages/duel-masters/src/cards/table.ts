// The card table: the flyweight definitions of this thread, installed once by the catalog, read by everything else.
import type { DMState } from '../state.js';
import type { CardDef } from './types.js';

let table: readonly CardDef[] | undefined;
let byId: ReadonlyMap<string, CardDef> | undefined;

/** Install the definitions (catalog.ts does it once per thread, before any state exists). */
export function installCardTable(defs: readonly CardDef[]): void {
  table = defs;
  byId = new Map(defs.map((d) => [d.id, d]));
}

/** The installed definitions, indexed by CardDef.index. */
export function cardTable(): readonly CardDef[] {
  if (!table) throw new Error('the Duel Masters card table is not loaded (catalog.ts loads it before the first game)');
  return table;
}

/** The definition of card instance `inst` (hot path: no check; a state exists only once the table is installed). */
export function defOf(s: DMState, inst: number): CardDef {
  return table![s.def[inst]!]!;
}

/** The definition with card id `id`; throws naming the id when there is none. */
export function defById(id: string): CardDef {
  const d = (byId ?? (cardTable(), byId))!.get(id);
  if (!d) throw new Error(`unknown Duel Masters card id "${id}"`);
  return d;
}

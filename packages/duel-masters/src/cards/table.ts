// The card table: the flyweight definitions of this thread, installed once by the catalog, read by everything else.
import type { DMState } from '../state.js';
import type { CardDef, TriggerEvent } from './types.js';

let table: readonly CardDef[] | undefined;
let byId: ReadonlyMap<string, CardDef> | undefined;

/**
 * A bit per trigger event, for the per-definition masks below. 39 events share 31 bits, so a bit set in a mask says
 * "may have an ability on this event" (the caller still compares `on`), a bit clear says "has none" (the Record
 * type makes the compiler ask for every event).
 */
const EVENT_BIT: Readonly<Record<TriggerEvent, number>> = (() => {
  const events: Record<TriggerEvent, 0> = {
    summon: 0,
    attack: 0,
    attackPlayer: 0,
    destroyed: 0,
    block: 0,
    winBattle: 0,
    endOfTurn: 0,
    otherEnters: 0,
    otherDestroyed: 0,
    endOfAttack: 0,
    silentSkill: 0,
    blocked: 0,
    unblocked: 0,
    allyAttacks: 0,
    opponentSummons: 0,
    opponentCasts: 0,
    tap: 0,
    attacked: 0,
    creatureAttacked: 0,
    grantedTap: 0,
    opponentUsesTrigger: 0,
    triggerOfItsBreak: 0,
    discardedOnOpponentsTurn: 0,
    manaToGraveyardByOpponent: 0,
    startOfTurn: 0,
    startOfOpponentsTurn: 0,
    drawStep: 0,
    endOfEachTurn: 0,
    delayed: 0,
    toGraveFromBattle: 0,
    leaves: 0,
    allyBlocks: 0,
    allyUnblocked: 0,
    spellCast: 0,
    yourCreatureBreaks: 0,
    yourCreatureBlocked: 0,
    youSummon: 0,
    opponentsCreatureDestroyed: 0,
    replaced: 0,
  };
  // The literal's own object, its values overwritten: an object filled by computed keys ({} then bits[e] = …) turns
  // into a dictionary past a dozen properties, and then every EVENT_BIT.x is a hash lookup instead of a field load.
  const bits = events as Record<TriggerEvent, number>;
  (Object.keys(events) as TriggerEvent[]).forEach((e, k) => (bits[e] = 1 << (k % 31)));
  return bits;
})();

/**
 * For each definition (by CardDef.index), the EVENT_BITs of its abilities' events: trigger dispatch skips a creature
 * whose mask lacks the event's bit without reading its abilities (most creatures have none for most events).
 */
let onMasks = new Int32Array(0);

/**
 * Printed fields of every definition in dense typed arrays, indexed by CardDef.index (so by `s.def[inst]`): the hot
 * loops (legal actions, payment, blockers) read a field of a few cards per decision, and a load from one small array
 * stays in cache where the same field of a ~300-byte definition object, one pointer away, is a miss more often.
 */
export let DEF_FLAGS = new Int32Array(0);

/** CardDef.civs by definition index (the mana counters and payment read it per mana card). */
export let DEF_CIVS = new Uint8Array(0);

/** CardDef.cost by definition index (the tuned evaluation reads it for every hand card of every state it scores). */
export let DEF_COST = new Float64Array(0);

/**
 * For each definition, its power statics (CardDef.powerStatics): 0 none (power() with statics in play skips the creature
 * without reading its definition), POWER_STATICS_RAISE when each only adds (a 'power' static of a constant amount of 0
 * or more, power attacker of 0 or more), POWER_STATICS_ANY otherwise (a negative amount, or an amount computed).
 */
export let DEF_POWER_STATIC = new Uint8Array(0);
const POWER_STATICS_RAISE = 1;
export const POWER_STATICS_ANY = 2;

/**
 * The untapped mana cards a definition needs at its printed cost, max(cost, civCount) (112.2c): the main step refuses
 * a card that needs more than there are without reading its definition.
 */
export let DEF_NEED = new Int32Array(0);

/** Install the definitions (catalog.ts does it once per thread, before any state exists). */
export function installCardTable(defs: readonly CardDef[]): void {
  table = defs;
  byId = new Map(defs.map((d) => [d.id, d]));
  onMasks = new Int32Array(defs.length);
  for (const d of defs) for (const ab of d.abilities) onMasks[d.index] = onMasks[d.index]! | EVENT_BIT[ab.on];
  DEF_FLAGS = new Int32Array(defs.length);
  for (const d of defs) DEF_FLAGS[d.index] = d.flags;
  DEF_CIVS = new Uint8Array(defs.length);
  for (const d of defs) DEF_CIVS[d.index] = d.civs;
  DEF_COST = new Float64Array(defs.length);
  for (const d of defs) DEF_COST[d.index] = d.cost;
  DEF_POWER_STATIC = new Uint8Array(defs.length);
  for (const d of defs) {
    const raise = d.powerStatics.every((st) =>
      st.kind === 'power' ? typeof st.amount === 'number' && st.amount >= 0 : st.kind === 'flags' && (st.powerAttacker ?? 0) >= 0,
    );
    DEF_POWER_STATIC[d.index] = d.powerStatics.length === 0 ? 0 : raise ? POWER_STATICS_RAISE : POWER_STATICS_ANY;
  }
  DEF_NEED = new Int32Array(defs.length);
  for (const d of defs) DEF_NEED[d.index] = Math.max(d.cost, d.civCount);
}

/**
 * May card instance `inst` have an ability of its own that triggers on `event` (false: surely none)? A definition
 * without abilities answers without looking the event up.
 */
export function mayTrigger(s: DMState, inst: number, event: TriggerEvent): boolean {
  const m = onMasks[s.def[inst]!]!;
  return m !== 0 && (m & EVENT_BIT[event]) !== 0;
}

/** The EVENT_BITs of definition `defIndex`'s abilities (0: none). */
export function eventMask(defIndex: number): number {
  return onMasks[defIndex]!;
}

/** The index (0..30) of each event's bit in eventMask and in DMState.trig (a named property: `EVENT_SLOT.drawStep`). */
export const EVENT_SLOT: Readonly<Record<TriggerEvent, number>> = (() => {
  const slots = { ...EVENT_BIT }; // a copy of a fast object is a fast object (see EVENT_BIT)
  for (const e of Object.keys(EVENT_BIT) as TriggerEvent[]) slots[e] = 31 - Math.clz32(EVENT_BIT[e]);
  return slots;
})();

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

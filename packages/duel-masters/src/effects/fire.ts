// Queuing triggered abilities (603.2): a creature's own, and those it shares from another creature ("Survivor: …").
import { defOf, EVENT_SLOT, mayTrigger } from '../cards/table.js';
import type { TriggerEvent } from '../cards/types.js';
import { affects } from '../query/characteristics.js';
import { type DMState, newWaiting, sharedAbility, Z_BATTLE, Z_GRAVE } from '../state.js';

/**
 * Queue every ability of `inst` that triggers on `event` (603.2): its own, and while it is in the battle zone the
 * ones it shares. An ability with a condition (`when`, wave striker) triggers only if the creature has it now.
 * Leave triggers look back (603.5c): their callers fire them before the creature moves, or call `fireShared`
 * before and `fireTrigger` after.
 */
export function fireTrigger(s: DMState, inst: number, event: TriggerEvent, arg = -1): void {
  if (mayTrigger(s, inst, event)) queueOwn(s, inst, event, arg);
  if (s.nShare > 0 && s.zone[inst] === Z_BATTLE) fireShared(s, inst, event, arg);
}

/**
 * Queue `inst`'s own abilities on `event` (the caller checked that it has one): a function of its own, so that the
 * callers of fireTrigger, into which TurboFan inlines it, do not each carry this loop unless it runs often there.
 */
function queueOwn(s: DMState, inst: number, event: TriggerEvent, arg: number): void {
  const abs = defOf(s, inst).abilities;
  for (let k = 0; k < abs.length; k++) {
    const ab = abs[k]!;
    if (ab.on === event && (!ab.when || ab.when(s, inst))) s.waiting.push(newWaiting(inst, s.owner[inst]!, k, 0, arg));
  }
}

/**
 * May a creature in player p's battle zone have an ability on the event of trigger slot `slot` (EVENT_SLOT.<event>;
 * false: surely none, so a loop firing the event for each of them does nothing)? Its own abilities by the trigger
 * counts (DMState.trig), shared ones whenever a creature shares its abilities.
 */
export function mayAnyTrigger(s: DMState, p: number, slot: number): boolean {
  return s.nShare !== 0 || s.trig[p * 32 + slot] !== 0;
}

/** Queue the abilities on `event` of every creature in player p's battle zone (the cause: `arg`). */
export function fireEach(s: DMState, p: number, event: TriggerEvent, arg: number): void {
  if (!mayAnyTrigger(s, p, EVENT_SLOT[event])) return;
  const b = s.battle[p as 0 | 1];
  for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, event, arg);
}

/**
 * Queue the abilities creature `inst` (in the battle zone) has from other creatures' 'shareAbilities' statics and
 * that trigger on `event`: one for each such creature (two Skullsweeper Qs give every other Survivor the ability
 * twice). The effect's source is `inst` ("this creature" is the creature that has the ability).
 */
export function fireShared(s: DMState, inst: number, event: TriggerEvent, arg = -1): void {
  for (let q = 0; q < 2; q++) {
    const b = s.battle[q as 0 | 1];
    for (let j = 0; j < b.length; j++) {
      const src = b[j]!;
      if (src === inst) continue;
      const d = defOf(s, src);
      if (!d.sharesAbilities || !sharesWith(s, src, inst)) continue;
      const abs = d.abilities;
      for (let k = 0; k < abs.length; k++) {
        const ab = abs[k]!;
        if (ab.shared && ab.on === event && (!ab.when || ab.when(s, inst))) {
          s.waiting.push(newWaiting(inst, s.owner[inst]!, sharedAbility(d.index, k), 0, arg));
        }
      }
    }
  }
}

/** Does a 'shareAbilities' static of `src` name creature `inst`? */
function sharesWith(s: DMState, src: number, inst: number): boolean {
  const sts = defOf(s, src).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'shareAbilities' && affects(s, st.target, src, inst)) return true;
  }
  return false;
}

/**
 * Creature `inst` is about to leave the battle zone for zone `to`: queue its "when this creature leaves the battle
 * zone" abilities and, to the graveyard, its "when this creature is put into the graveyard from the battle zone"
 * ones. Called before the move, so they look back at the creature as it was (603.5c), shared abilities included.
 */
export function fireLeave(s: DMState, inst: number, to: number): void {
  fireTrigger(s, inst, 'leaves');
  if (to === Z_GRAVE) fireTrigger(s, inst, 'toGraveFromBattle');
}

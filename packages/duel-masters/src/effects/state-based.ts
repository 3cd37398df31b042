// State-based actions (703): repeated until none applies.
import { clearList, RulesError } from '@tcglab/core';
import { type DMState, F_REPLACE, topFrame, Z_BATTLE } from '../state.js';
import { checkStateBased, stateBasedQuiet } from '../zones.js';
import { destroyAll } from './destruction.js';

const destroyScratch: number[] = [];

function allStayed(s: DMState): boolean {
  for (let k = 0; k < destroyScratch.length; k++) if (s.zone[destroyScratch[k]!] !== Z_BATTLE) return false;
  return true;
}

/** Run state-based actions until none applies (703.3), destroying creatures with power 0 or less. */
export function stateBased(s: DMState): void {
  if (!stateBasedQuiet(s)) settle(s); // else nothing can apply (after most actions): no scan
}

/**
 * stateBased's loop, a function of its own: stateBased is inlined into its callers (the turn loop, the draw, the battle,
 * applyAction), which then carry only the quiet check, not this loop and what TurboFan inlines into it.
 */
function settle(s: DMState): void {
  for (let guard = 0; guard < 100; guard++) {
    // A pending optional-replacement decision belongs to the destruction in progress: wait for it.
    const top = topFrame(s);
    if (top && top.kind === F_REPLACE) return;
    clearList(destroyScratch);
    checkStateBased(s, destroyScratch);
    if (destroyScratch.length === 0) return;
    destroyAll(s, destroyScratch);
    // 609: a replacement kept every one of them in the battle zone (Mihail: power 0 or less, it stays instead): checking
    // again changes nothing, the state is settled (a decision still pending is waited for above).
    const after = topFrame(s);
    if (after && after.kind === F_REPLACE) return;
    if (allStayed(s)) return;
  }
  throw new RulesError('state-based actions did not settle');
}

// The effect interpreter: runs a play's or an ability's effects in order through the op table, skipping a part
// whose target became illegal (空打ち, 4-3-2-6) and pausing after a part that queued damage (4-3-10).
import { logEvent, RulesError } from '@tcglab/core';
import { TGT_CARD } from '../actions.js';
import * as C from '../cards/codes.js';
import type { Effect } from '../cards/types.js';
import { Z_FIELD, type COState } from '../state.js';
import { isCharacterOnField } from '../zones.js';
import { CONTEXT, NO_RECIPIENT, type EffectContext } from './context.js';
import { damage, damageByBlockerGap, damagePerFemale, heal, reduceDamage } from './ops-damage.js';
import { bounce, immune, modify, putTargetOnField, swap, takeControl, untap } from './ops-objects.js';
import { draw, gainEnergy, negateCrash, negatePlay, playersUntargetable } from './ops-players.js';
import { targetStillLegal } from './targets.js';

/** One effect; true when it queued damage (the resolution pauses: the damage pipeline runs first). */
type EffectHandler = (s: COState, e: Effect, c: EffectContext) => boolean;

const OP_TABLE: Readonly<Record<number, EffectHandler>> = {
  [C.OP_DAMAGE]: damage,
  [C.OP_DAMAGE_PER_FEMALE]: damagePerFemale,
  [C.OP_HEAL]: heal,
  [C.OP_DRAW]: draw,
  [C.OP_MODIFY]: modify,
  [C.OP_SWAP]: swap,
  [C.OP_UNTAP]: untap,
  [C.OP_BOUNCE]: bounce,
  [C.OP_NEGATE_PLAY]: negatePlay,
  [C.OP_REDUCE_DAMAGE]: reduceDamage,
  [C.OP_NEGATE_CRASH]: negateCrash,
  [C.OP_PLAYERS_UNTARGETABLE]: playersUntargetable,
  [C.OP_GAIN_ENERGY]: gainEnergy,
  [C.OP_REANIMATE]: putTargetOnField,
  [C.OP_PUT_NAVIGATOR]: putTargetOnField,
  [C.OP_IMMUNE]: immune,
  [C.OP_TAKE_CONTROL]: takeControl,
  [C.OP_DAMAGE_BY_BLOCKER_GAP]: damageByBlockerGap,
};

/** The recipient is gone (the source left the field, the host is no character): the part does nothing. */
const GONE = -2;

/** Who effect `e` lands on: the target, the source, the host, NO_RECIPIENT or GONE. */
function recipient(s: COState, e: Effect, c: EffectContext, host: number): number {
  if (e.to === C.TO_SELF) return s.zone[c.src] === Z_FIELD ? c.src : GONE;
  if (e.to === C.TO_HOST) return host >= 0 && isCharacterOnField(s, host) ? host : GONE;
  return NO_RECIPIENT;
}

/**
 * Run `effects[from..]` for a source. Returns the index to resume at when a damage effect queued damage
 * (the damage pipeline runs first, 4-3-10), or effects.length when done. A part whose target became
 * illegal is skipped, the rest still happens (空打ち, 4-3-2-6).
 */
export function runEffects(
  s: COState,
  effects: readonly Effect[],
  from: number,
  src: number,
  srcTypes: number,
  ctl: number,
  tgtKind: number,
  tgt: number,
  tgtSeq: number,
  host: number,
): number {
  s.dirty = 1;
  const tgtOk = targetStillLegal(s, tgtKind, tgt, tgtSeq, srcTypes, ctl);
  const c = CONTEXT;
  c.src = src;
  c.srcTypes = srcTypes;
  c.ctl = ctl;
  c.tgt = tgt;
  c.tInst = tgt >= TGT_CARD ? tgt - TGT_CARD : -1;
  for (let i = from; i < effects.length; i++) {
    const e = effects[i]!;
    if (e.to === C.TO_TARGET) {
      if (!tgtOk) {
        if (s.log) logEvent(s, `  (target no longer legal: that part does nothing)`);
        continue;
      }
      c.one = c.tInst;
    } else c.one = recipient(s, e, c, host);
    if (c.one === GONE) continue;
    const handler = OP_TABLE[e.op];
    if (!handler) throw new RulesError(`crossover-fc: unknown effect op ${e.op}`);
    if (handler(s, e, c)) return i + 1;
  }
  return effects.length;
}

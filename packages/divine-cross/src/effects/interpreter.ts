// The effect interpreter: runs one op of the top resolution frame through the op table, pausing on a choice
// (the choice's answer resumes the same op), and finishes a frame when its list is done.
import { RulesError } from '@tcglab/core';
import {
  EV_OPP_EX_RESOLVED,
  OP_CHARGE,
  OP_CURE,
  OP_DAMAGE,
  OP_DISCARD,
  OP_DISCARD_ENERGY,
  OP_DRAW,
  OP_DRAW_UNTIL,
  OP_DRAW_UP_TO,
  OP_HEAL,
  OP_KO,
  OP_KO_PILE,
  OP_MAY,
  OP_MODIFY,
  OP_PLUS,
  OP_PLUS_PER,
  OP_RPS,
  OP_SEARCH,
  OP_STUN,
  OP_SWAP,
  OP_TICKET,
} from '../cards/codes.js';
import type { Op } from '../cards/types.js';
import { effectLists, effectOps } from '../catalog.js';
import { AFTER_COMMAND, AFTER_EX, Z_DISCARD, type DCState } from '../state.js';
import { moveTo } from '../zones.js';
import { discardOp, drawOp, drawUntilOp, drawUpToOp, koPileOp, searchOp } from './ops-cards.js';
import { mayOp, plusOp, plusPerOp, rpsOp, ticketOp } from './ops-flow.js';
import { chargeOp, swapOp, unitOp } from './ops-units.js';
import { fire } from './triggers.js';

/**
 * One op of frame f. `resumed` is true when the op asked a choice and s.chosen holds the answer. A handler
 * either asks (and returns: the same op runs again with the answer) or advances the frame.
 */
type OpHandler = (s: DCState, o: Op, f: number, resumed: boolean) => void;

const OP_TABLE: Readonly<Record<number, OpHandler>> = {
  [OP_DRAW]: drawOp,
  [OP_DRAW_UNTIL]: drawUntilOp,
  [OP_DRAW_UP_TO]: drawUpToOp,
  [OP_DAMAGE]: unitOp,
  [OP_HEAL]: unitOp,
  [OP_STUN]: unitOp,
  [OP_CURE]: unitOp,
  [OP_KO]: unitOp,
  [OP_MODIFY]: unitOp,
  [OP_DISCARD_ENERGY]: unitOp,
  [OP_PLUS]: plusOp,
  [OP_PLUS_PER]: plusPerOp,
  [OP_MAY]: mayOp,
  [OP_DISCARD]: discardOp,
  [OP_RPS]: rpsOp,
  [OP_TICKET]: ticketOp,
  [OP_KO_PILE]: koPileOp,
  [OP_CHARGE]: chargeOp,
  [OP_SWAP]: swapOp,
  [OP_SEARCH]: searchOp,
};

/** The top frame's list is done: pop it and run its after hook. */
function finishFrame(s: DCState): void {
  const f = --s.fN;
  const kind = s.fAfterKind[f]!;
  const val = s.fAfterVal[f]!;
  if (kind === AFTER_COMMAND) {
    if (s.resolving === val) moveTo(s, val, Z_DISCARD); // 804.2c: the command goes to discard
  } else if (kind === AFTER_EX) {
    fire(s, EV_OPP_EX_RESOLVED, val);
  }
}

/** Execute (or resume) the current op of the top frame. */
export function execOp(s: DCState): void {
  const f = s.fN - 1;
  const list = effectLists()[s.fList[f]!]!;
  const pc = s.fPc[f]!;
  if (pc >= list.length) {
    finishFrame(s);
    return;
  }
  const o = effectOps()[list[pc]!]!;
  const resumed = s.resume;
  s.resume = false;
  const handler = OP_TABLE[o.code];
  if (!handler) throw new RulesError(`divine-cross: op ${o.code} has no interpreter`);
  handler(s, o, f, resumed);
}

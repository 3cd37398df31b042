// Resolution frames: an effect list id, a program counter and the context of the ability being resolved (its
// source unit and controller), kept as parallel arrays in the state so that a clone can resume anywhere.
import { EMPTY_LIST } from '../cards/codes.js';
import { AFTER_NONE, type DCState } from '../state.js';

/** Start resolving effect list `list` (EMPTY_LIST: nothing to run, but the after hook still runs). */
export function pushFrame(s: DCState, list: number, src: number, ctl: number, afterKind: number, afterVal: number): void {
  const n = s.fN;
  if (n < s.fList.length) {
    s.fList[n] = list;
    s.fPc[n] = 0;
    s.fSrc[n] = src;
    s.fCtl[n] = ctl;
    s.fAux[n] = 0;
    s.fAfterKind[n] = afterKind;
    s.fAfterVal[n] = afterVal;
  } else {
    s.fList.push(list);
    s.fPc.push(0);
    s.fSrc.push(src);
    s.fCtl.push(ctl);
    s.fAux.push(0);
    s.fAfterKind.push(afterKind);
    s.fAfterVal.push(afterVal);
  }
  s.fN = n + 1;
}

/**
 * The current op of frame f is done: move to the next one, and run sub-list `sub` first (a `then`, `else` or
 * per-win list) with the frame's source and controller.
 */
export function advanceFrame(s: DCState, f: number, sub = EMPTY_LIST): void {
  s.fPc[f] = s.fPc[f]! + 1;
  s.fAux[f] = 0;
  if (sub !== EMPTY_LIST) pushFrame(s, sub, s.fSrc[f]!, s.fCtl[f]!, AFTER_NONE, 0);
}

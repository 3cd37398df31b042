// Resolution frames: an effect list id, a program counter and the context of the ability being resolved.
import type { DcState } from './state.js';

/** Start resolving effect list `list` (0 = empty: nothing is pushed, but the after hook still runs). */
export function pushFrame(s: DcState, list: number, src: number, ctl: number, afterKind: number, afterVal: number): void {
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

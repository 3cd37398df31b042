// Layered stats of CrossOver objects (4-3-8): immunity, abilities lost and gained, AP/DP modifiers and swaps,
// written into one reused scratch object (no allocation).
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import type { COState } from './state.js';

export const ST = { ap: 0, dp: 0, kw: 0, gender: 0, lost: false, imm: 0 };

/** Types whose effects `inst` ignores (layer 1): set immunity statics and "until end of turn" immunity. */
export function immuneOf(s: COState, inst: number): number {
  let m = s.immune[inst]!;
  if (s.nSet[inst] === 0) return m;
  const f = s.statHolders; // field order
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const st = defOf(s, x).statics;
    for (let k = 0; k < st.length; k++) if (st[k]!.op === C.ST_IMMUNE) m |= st[k]!.types;
  }
  return m;
}

/** Has this field object lost its special abilities (〔剣を捨てて……〕, layer 3)? */
export function lostAbilities(s: COState, inst: number): boolean {
  if (s.nSet[inst] === 0) return false;
  const f = s.statHolders; // field order
  let imm = -1;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const xd = defOf(s, x);
    const st = xd.statics;
    for (let k = 0; k < st.length; k++) {
      if (st[k]!.op !== C.ST_BECOME) continue;
      if (imm < 0) imm = immuneOf(s, inst);
      if ((imm & xd.types) === 0) return true;
    }
  }
  return false;
}

/** Compute AP, DP, keywords, gender of a character on the field, layer by layer (4-3-8). */
export function stats(s: COState, inst: number): typeof ST {
  const d = defOf(s, inst);
  const imm = immuneOf(s, inst);
  let ap = d.ap;
  let dp = d.dp;
  let kw = d.keywords;
  let gender = d.gender;
  let lost = false;
  const f = s.statHolders; // field order
  // Layers 2-4: type/gender, abilities lost, stats set (〔剣を捨てて……〕). Immunity (layer 1) blocks them.
  for (let i = 0; s.nSet[inst]! > 0 && i < f.length; i++) {
    const x = f[i]!;
    if (s.host[x] !== inst) continue;
    const xd = defOf(s, x);
    if ((imm & xd.types) !== 0) continue;
    const sts = xd.statics;
    for (let k = 0; k < sts.length; k++) {
      const st = sts[k]!;
      if (st.op === C.ST_BECOME) {
        gender = st.gender;
        lost = true;
        ap = st.ap;
        dp = st.dp;
      }
    }
  }
  if (lost) kw = 0;
  let mAp = s.tmpAp[inst]!;
  let mDp = s.tmpDp[inst]!;
  const me = s.ctrl[inst];
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const xd = defOf(s, x);
    if (xd.statics.length === 0) continue;
    if ((imm & xd.types) !== 0) continue;
    const xIsChar = (xd.types & C.T_CHARACTER) !== 0 && s.host[x]! < 0;
    const sts = xd.statics;
    for (let k = 0; k < sts.length; k++) {
      const st = sts[k]!;
      if (st.op === C.ST_GRANT) {
        // Layer 3: abilities gained. [REC A20] by default gains apply after losses, so a granted ability
        // survives; option layer3 = loss-after-gain applies the loss last instead.
        if (st.to === C.TO_HOST && s.host[x] === inst && !(lost && s.options.layer3 === 'loss-after-gain')) kw |= st.keyword;
        continue;
      }
      if (st.op !== C.ST_MODIFY) continue;
      let applies = false;
      if (st.to === C.TO_HOST) applies = s.host[x] === inst;
      else if (st.to === C.TO_ALL_CHARACTERS) applies = true;
      else if (st.to === C.TO_YOUR_CHARACTERS) applies = s.ctrl[x] === me;
      else if (st.to === C.TO_YOUR_OTHER_CHARACTERS) applies = x !== inst && s.ctrl[x] === me; // 4-2-10: SELF only
      if (!applies) continue;
      if (xIsChar && lostAbilities(s, x)) continue;
      mAp += st.ap;
      mDp += st.dp;
    }
  }
  // Layer 5: all modifiers summed at once.
  ap += mAp;
  dp += mDp;
  // Layer 6: AP/DP swap (〔藤島綾香〕).
  if ((s.swap[inst]! & 1) === 1) {
    const t = ap;
    ap = dp;
    dp = t;
  }
  ST.ap = ap;
  ST.dp = dp;
  ST.kw = kw;
  ST.gender = gender;
  ST.lost = lost;
  ST.imm = imm;
  return ST;
}

/** Does this field object currently have its own printed abilities (not lost)? */
export function hasOwnAbilities(s: COState, inst: number): boolean {
  return !lostAbilities(s, inst);
}

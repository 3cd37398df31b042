// Targets (4-2-13): who an effect from a source of some card types may affect (immunity, layer 1), and the
// re-check of a declared target when its play or ability resolves (4-3-2-6).
import { TGT_CARD } from '../actions.js';
import * as C from '../cards/codes.js';
import { Z_CHAIN, Z_DUST, Z_HAND, type COState } from '../state.js';
import { immuneOf } from '../stats.js';
import { isCharacterOnField } from '../zones.js';

/** Is the character `inst` a legal target/recipient for an effect from a source of `srcTypes`? (layer 1) */
export function affectable(s: COState, inst: number, srcTypes: number): boolean {
  return (immuneOf(s, inst) & srcTypes & (C.T_SPELL | C.T_EVENT | C.T_ITEM)) === 0;
}

/** The target code still names a legal target (4-3-2-6 re-check). */
export function targetStillLegal(s: COState, kind: number, tgt: number, seq: number, srcTypes: number, ctl: number): boolean {
  if (kind === C.TG_NONE) return true;
  if (tgt < TGT_CARD) return tgt > 0 && kind === C.TG_PLAYER && !s.playersUntargetable;
  const inst = tgt - TGT_CARD;
  if (s.zseq[inst] !== seq) return false;
  switch (kind) {
    case C.TG_CHARACTER:
    case C.TG_HOST:
    case C.TG_DAMAGED_CHARACTER:
      return isCharacterOnField(s, inst) && affectable(s, inst, srcTypes);
    case C.TG_CRASHING_CHARACTER:
      return isCharacterOnField(s, inst);
    case C.TG_YOUR_CHARACTER:
      return isCharacterOnField(s, inst) && s.ctrl[inst] === ctl && affectable(s, inst, srcTypes);
    case C.TG_OPPONENT_CHARACTER:
      return isCharacterOnField(s, inst) && s.ctrl[inst] !== ctl && affectable(s, inst, srcTypes);
    case C.TG_PLAY:
      return s.zone[inst] === Z_CHAIN;
    case C.TG_DUST_CHARACTER_CARD:
      return s.zone[inst] === Z_DUST && s.owner[inst] === ctl;
    case C.TG_HAND_NAVIGATOR_CARD:
      return s.zone[inst] === Z_HAND && s.owner[inst] === ctl;
    default:
      return false;
  }
}

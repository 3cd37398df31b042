// The counters of `N×` damage and `plus-per` modifiers: energy, KO piles, Standby units and hand sizes.
import { C_HAND, C_OPP_ENERGY, C_OPP_KO, C_OPP_STANDBY, C_OWN_ENERGY, C_OWN_KO, C_OWN_STANDBY } from '../cards/codes.js';
import { STANDBY_SLOTS, type DCState } from '../state.js';

/** The value of counter `per` for an ability of unit `src` controlled by `ctl`. */
export function counterValue(s: DCState, per: number, src: number, ctl: number): number {
  switch (per) {
    case C_OWN_ENERGY:
      return src >= 0 ? s.energy[src]! : 0;
    case C_OPP_ENERGY: {
      const m = s.main[1 - ctl]!;
      return m >= 0 ? s.energy[m]! : 0;
    }
    case C_OWN_KO:
      return s.ko[ctl]!.length;
    case C_OPP_KO:
      return s.ko[1 - ctl]!.length;
    case C_OWN_STANDBY:
    case C_OPP_STANDBY: {
      const p = per === C_OWN_STANDBY ? ctl : 1 - ctl;
      let n = 0;
      for (let k = 0; k < STANDBY_SLOTS; k++) if (s.standby[p * STANDBY_SLOTS + k]! >= 0) n++;
      return n;
    }
    case C_HAND:
      return s.hand[ctl]!.length;
  }
  return 0;
}

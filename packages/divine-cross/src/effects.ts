// The effect interpreter: executes one op of the top resolution frame, pausing on a choice (resumable).
import {
  C_HAND,
  C_OPP_ENERGY,
  C_OPP_KO,
  C_OPP_STANDBY,
  C_OWN_ENERGY,
  C_OWN_KO,
  C_OWN_STANDBY,
  F_COMMAND,
  F_UNIT,
  isChosenTarget,
  KIND_UNIT,
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
  T_OPP_MAIN,
  T_OPP_STANDBY_ALL,
  T_OPP_UNIT,
  T_OWN_MAIN,
  T_OWN_STANDBY,
  T_OWN_STANDBY_ALL,
  T_OWN_UNIT,
  T_SELF,
  EV_OPP_EX_RESOLVED,
  type Op,
} from './card-format.js';
import { DEFS, LISTS, OPS } from './cards.js';
import { pushFrame } from './frames.js';
import {
  AFTER_COMMAND,
  AFTER_EX,
  AFTER_NONE,
  CH_DISCARD_PILE,
  CH_HAND,
  CH_NUMBER,
  CH_SEARCH,
  CH_TARGET,
  CH_YESNO,
  Z_DISCARD,
  Z_HAND,
  Z_KO,
  type DcState,
} from './state.js';
import { fire } from './triggers.js';
import { addContinuous, attachEnergy, dealDamage, discardEnergy, drawCards, inArea, label, log, moveTo, swapWithMain } from './zones.js';

/** Set a pending choice for player p over the first n entries of s.chOpts. */
export function ask(s: DcState, kind: number, p: number, n: number): void {
  s.chKind = kind;
  s.chPlayer = p;
  s.chN = n;
}

function opt(s: DcState, n: number, v: number): number {
  if (n < s.chOpts.length) s.chOpts[n] = v;
  else s.chOpts.push(v);
  return n + 1;
}

/**
 * Candidate units of a chosen target, in s.chOpts; returns the count. `damagedOnly` for heals (915.3).
 */
function candidates(s: DcState, target: number, ctl: number, damagedOnly: boolean): number {
  let n = 0;
  const mine = target === T_OWN_STANDBY || target === T_OWN_UNIT;
  const p = mine ? ctl : 1 - ctl;
  const withMain = target === T_OWN_UNIT || target === T_OPP_UNIT;
  if (withMain) {
    const m = s.main[p]!;
    if (m >= 0 && (!damagedOnly || s.damage[m]! > 0)) n = opt(s, n, m);
  }
  for (let k = 0; k < 3; k++) {
    const u = s.standby[p * 3 + k]!;
    if (u >= 0 && (!damagedOnly || s.damage[u]! > 0)) n = opt(s, n, u);
  }
  return n;
}

/** A fixed (non-chosen, non-all) target, or -1 when there is none. */
function fixedTarget(s: DcState, target: number, src: number, ctl: number): number {
  switch (target) {
    case T_SELF:
      return src >= 0 && inArea(s, src) ? src : -1;
    case T_OWN_MAIN:
      return s.main[ctl]!;
    case T_OPP_MAIN:
      return s.main[1 - ctl]!;
    default:
      return -1;
  }
}

function applyToUnit(s: DcState, o: Op, u: number, ctl: number): void {
  switch (o.code) {
    case OP_DAMAGE:
      if (s.log) log(s, `${o.amount} effect damage to ${label(s, u)}`);
      dealDamage(s, u, o.amount);
      break;
    case OP_HEAL: {
      const d = s.damage[u]!;
      const h = o.amount < 0 || o.amount > d ? d : o.amount; // 915.2: capped at the damage
      s.damage[u] = d - h;
      if (s.log && h > 0) log(s, `Heal ${h} on ${label(s, u)}`);
      break;
    }
    case OP_STUN:
      s.stun[u] = 1; // 12.1 #4: stun is a flag
      if (s.log) log(s, `${label(s, u)} is stunned`);
      break;
    case OP_CURE:
      s.stun[u] = 0;
      break;
    case OP_KO:
      // 908.1: an effect that says "KO" moves the unit to the KO pile at once.
      if (s.log) log(s, `${label(s, u)} is KO'd by an effect`);
      moveTo(s, u, Z_KO);
      break;
    case OP_MODIFY:
      addContinuous(s, o.stat, u, o.amount);
      break;
    case OP_DISCARD_ENERGY:
      discardEnergy(s, u, o.count);
      break;
    default:
      void ctl;
  }
}

/** Can the optional action of a `may` be done in full (925.2)? */
function canDoInFull(s: DcState, o: Op, src: number, ctl: number): boolean {
  if (o.code === OP_DRAW) return true; // 1102.2: drawing more than the deck holds may be chosen
  if (o.target === T_OWN_STANDBY_ALL || o.target === T_OPP_STANDBY_ALL) return true;
  const u = fixedTarget(s, o.target, src, ctl);
  if (u < 0) return false;
  if (o.code === OP_HEAL) return s.damage[u]! > 0;
  return true;
}

function applyPlain(s: DcState, o: Op, src: number, ctl: number): void {
  if (o.code === OP_DRAW) {
    drawCards(s, ctl, o.count);
    return;
  }
  if (o.target === T_OWN_STANDBY_ALL || o.target === T_OPP_STANDBY_ALL) {
    const p = o.target === T_OWN_STANDBY_ALL ? ctl : 1 - ctl;
    for (let k = 0; k < 3; k++) {
      const u = s.standby[p * 3 + k]!;
      if (u >= 0) applyToUnit(s, o, u, ctl);
    }
    return;
  }
  const u = fixedTarget(s, o.target, src, ctl);
  if (u >= 0) applyToUnit(s, o, u, ctl);
}

/** Play RPS for player p (916): the Winning Ticket wins it and is spent (916.1a); else a fair coin. */
export function rps(s: DcState, p: number): boolean {
  if (s.ticket >= 0) {
    const win = s.ticket === p;
    if (s.log) log(s, `P${s.ticket + 1} uses the Winning Ticket: P${p + 1} ${win ? 'wins' : 'loses'} the RPS`);
    s.ticket = -1;
    return win;
  }
  const win = s.rng.next() < 0.5; // 916.2: a fair random method; ties replayed = one fair coin
  if (s.log) log(s, `P${p + 1} ${win ? 'wins' : 'loses'} the RPS`);
  return win;
}

function counter(s: DcState, per: number, src: number, ctl: number): number {
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
      for (let k = 0; k < 3; k++) if (s.standby[p * 3 + k]! >= 0) n++;
      return n;
    }
    case C_HAND:
      return s.hand[ctl]!.length;
  }
  return 0;
}

export function counterValue(s: DcState, per: number, src: number, ctl: number): number {
  return counter(s, per, src, ctl);
}

/** Hand cards of p as choice options, one per distinct card (identical cards are interchangeable). */
function handOptions(s: DcState, p: number): number {
  const h = s.hand[p]!;
  let n = 0;
  for (let i = 0; i < h.length; i++) {
    let dup = false;
    for (let j = 0; j < i; j++) if (s.def[h[j]!] === s.def[h[i]!]) dup = true;
    if (!dup) n = opt(s, n, h[i]!);
  }
  return n;
}

function finishFrame(s: DcState): void {
  const f = --s.fN;
  const kind = s.fAfterKind[f]!;
  const val = s.fAfterVal[f]!;
  if (kind === AFTER_COMMAND) {
    if (s.resolving === val) moveTo(s, val, Z_DISCARD); // 804.2c: the command goes to discard
  } else if (kind === AFTER_EX) {
    fire(s, EV_OPP_EX_RESOLVED, val);
  }
}

/** Advance the frame's pc and push a sub-list (which runs before the rest of this frame). */
function next(s: DcState, f: number, sub = 0, src = -1, ctl = -1): void {
  s.fPc[f] = s.fPc[f]! + 1;
  s.fAux[f] = 0;
  if (sub > 0) pushFrame(s, sub, src, ctl, AFTER_NONE, 0);
}

/** Execute (or resume) the current op of the top frame. */
export function execOp(s: DcState): void {
  const f = s.fN - 1;
  const list = LISTS[s.fList[f]!]!;
  const pc = s.fPc[f]!;
  if (pc >= list.length) {
    finishFrame(s);
    return;
  }
  const o = OPS[list[pc]!]!;
  const src = s.fSrc[f]!;
  const ctl = s.fCtl[f]!;
  const resumed = s.resume;
  s.resume = false;
  const chosen = s.chosen;

  switch (o.code) {
    case OP_DRAW:
      drawCards(s, ctl, o.count);
      return next(s, f);
    case OP_DRAW_UNTIL: {
      const n = o.count - s.hand[ctl]!.length; // 904.3; ≤0 draws nothing (104.2)
      if (n > 0) drawCards(s, ctl, n);
      return next(s, f);
    }
    case OP_DRAW_UP_TO: {
      if (!resumed) {
        let n = 0;
        for (let k = 0; k <= o.count; k++) n = opt(s, n, k); // 1102.2: more than the deck holds may be chosen
        return ask(s, CH_NUMBER, ctl, n);
      }
      if (chosen > 0) drawCards(s, ctl, chosen);
      s.dmgAcc += chosen * o.amount; // 12.1 #12: runs at 704.6b
      return next(s, f);
    }
    case OP_PLUS:
      s.dmgAcc += o.amount;
      return next(s, f);
    case OP_PLUS_PER:
      s.dmgAcc += o.amount * counter(s, o.per, src, ctl);
      return next(s, f);
    case OP_DAMAGE:
    case OP_HEAL:
    case OP_STUN:
    case OP_CURE:
    case OP_KO:
    case OP_MODIFY:
    case OP_DISCARD_ENERGY: {
      if (!isChosenTarget(o.target)) {
        if (o.code === OP_HEAL) {
          // 915.3: an undamaged unit is not healed (and cannot be chosen).
        }
        applyPlain(s, o, src, ctl);
        return next(s, f);
      }
      if (!resumed) {
        const n = candidates(s, o.target, ctl, o.code === OP_HEAL);
        if (n === 0) return next(s, f);
        if (n === 1) {
          applyToUnit(s, o, s.chOpts[0]!, ctl);
          return next(s, f);
        }
        return ask(s, CH_TARGET, ctl, n);
      }
      applyToUnit(s, o, chosen, ctl);
      return next(s, f);
    }
    case OP_MAY: {
      const inner = OPS[o.inner]!;
      if (!resumed) {
        if (!canDoInFull(s, inner, src, ctl)) return next(s, f, o.else, src, ctl); // 925.2
        let n = opt(s, 0, 1);
        n = opt(s, n, 0);
        return ask(s, CH_YESNO, ctl, n);
      }
      if (chosen === 1) {
        applyPlain(s, inner, src, ctl);
        return next(s, f, o.then, src, ctl);
      }
      return next(s, f, o.else, src, ctl);
    }
    case OP_DISCARD: {
      // 925.1: discard as many as possible; "then" only if all N were discarded.
      if (resumed) {
        moveTo(s, chosen, Z_DISCARD);
        s.fAux[f] = s.fAux[f]! + 1;
      }
      const need = o.count - s.fAux[f]!;
      const h = s.hand[ctl]!;
      if (need > 0 && h.length > 0) {
        if (h.length <= need) {
          const was = s.fAux[f]!;
          const k = h.length;
          while (h.length > 0) moveTo(s, h[h.length - 1]!, Z_DISCARD);
          s.fAux[f] = was + k;
        } else {
          return ask(s, CH_HAND, ctl, handOptions(s, ctl));
        }
      }
      const full = s.fAux[f]! >= o.count;
      if (s.log) log(s, `P${ctl + 1} discards ${s.fAux[f]} of ${o.count}`);
      return next(s, f, full ? o.then : 0, src, ctl);
    }
    case OP_RPS: {
      if (o.count === 1) {
        const win = rps(s, ctl);
        return next(s, f, win ? o.then : o.else, src, ctl);
      }
      let wins = 0;
      for (let k = 0; k < o.count; k++) if (rps(s, ctl)) wins++;
      s.fPc[f] = pc + 1;
      s.fAux[f] = 0;
      if (o.perWin > 0) for (let k = 0; k < wins; k++) pushFrame(s, o.perWin, src, ctl, AFTER_NONE, 0);
      return;
    }
    case OP_TICKET:
      s.ticket = ctl; // 106.2a: taking it removes it from the other player
      if (s.log) log(s, `P${ctl + 1} is granted the Winning Ticket`);
      return next(s, f);
    case OP_KO_PILE: {
      // 920.2: as many as possible from hand, then the deck top, then hand, then chosen discard cards.
      if (resumed) {
        moveTo(s, chosen, Z_KO);
        s.fAux[f] = s.fAux[f]! + 1;
      }
      let need = o.count - s.fAux[f]!;
      const h = s.hand[ctl]!;
      if (need > 0 && h.length > 0) {
        if (h.length > need) return ask(s, CH_HAND, ctl, handOptions(s, ctl));
        while (h.length > 0) {
          moveTo(s, h[h.length - 1]!, Z_KO);
          need--;
        }
      }
      const d = s.deck[ctl]!;
      while (need > 0 && d.length > 0) {
        moveTo(s, d[d.length - 1]!, Z_KO);
        need--;
      }
      const dis = s.discard[ctl]!;
      while (need > 0 && dis.length > 0) {
        if (dis.length > need) {
          let n = 0;
          for (let i = 0; i < dis.length; i++) {
            let dup = false;
            for (let k = 0; k < n; k++) if (s.def[s.chOpts[k]!] === s.def[dis[i]!]) dup = true;
            if (!dup) n = opt(s, n, dis[i]!);
          }
          if (n > 1) {
            s.fAux[f] = o.count - need;
            return ask(s, CH_DISCARD_PILE, ctl, n);
          }
        }
        moveTo(s, dis[dis.length - 1]!, Z_KO); // all go, or all candidates are the same card
        need--;
      }
      return next(s, f);
    }
    case OP_CHARGE: {
      // 906: attach a hand card as energy, then draw 1. 12.1 #5: with an empty hand, draw anyway.
      let unit = -1;
      if (s.fAux[f]! > 0) unit = s.fAux[f]! - 1;
      else if (o.target === T_OWN_UNIT) {
        if (!resumed) {
          const n = candidates(s, T_OWN_UNIT, ctl, false);
          if (n === 0) return next(s, f);
          if (n > 1) return ask(s, CH_TARGET, ctl, n);
          unit = s.chOpts[0]!;
        } else unit = chosen;
        s.fAux[f] = unit + 1;
        if (s.hand[ctl]!.length > 1) return ask(s, CH_HAND, ctl, handOptions(s, ctl));
        const h = s.hand[ctl]!;
        if (h.length === 1) attachEnergy(s, h[0]!, unit);
        drawCards(s, ctl, 1);
        return next(s, f);
      } else {
        unit = fixedTarget(s, o.target, src, ctl);
        if (unit < 0) return next(s, f);
        s.fAux[f] = unit + 1;
        const h = s.hand[ctl]!;
        if (h.length > 1) return ask(s, CH_HAND, ctl, handOptions(s, ctl));
        if (h.length === 1) attachEnergy(s, h[0]!, unit);
        drawCards(s, ctl, 1);
        return next(s, f);
      }
      // Resumed with the hand card.
      if (resumed && inArea(s, unit)) attachEnergy(s, chosen, unit);
      drawCards(s, ctl, 1);
      return next(s, f);
    }
    case OP_SWAP: {
      if (!resumed) {
        const n = candidates(s, T_OWN_STANDBY, ctl, false);
        if (n === 0) return next(s, f);
        if (n > 1) return ask(s, CH_TARGET, ctl, n);
        swapWithMain(s, ctl, s.chOpts[0]!);
        return next(s, f);
      }
      swapWithMain(s, ctl, chosen);
      if (s.log) log(s, `P${ctl + 1} swaps in ${label(s, chosen)}`);
      return next(s, f);
    }
    case OP_SEARCH: {
      const d = s.deck[ctl]!;
      if (!resumed) {
        let n = 0;
        for (let i = 0; i < d.length; i++) {
          const def = DEFS[s.def[d[i]!]!]!;
          const ok = o.filter === F_UNIT ? def.kind === KIND_UNIT : o.filter === F_COMMAND ? def.kind !== KIND_UNIT : true;
          if (!ok) continue;
          let dup = false;
          for (let k = 0; k < n; k++) if (s.def[s.chOpts[k]!] === s.def[d[i]!]) dup = true;
          if (!dup) n = opt(s, n, d[i]!);
        }
        n = opt(s, n, -1); // 909.2: a player may fail to find in a hidden zone
        return ask(s, CH_SEARCH, ctl, n);
      }
      if (chosen >= 0) moveTo(s, chosen, Z_HAND);
      s.rng.shuffle(d); // 911
      return next(s, f);
    }
  }
  throw new Error(`op ${o.code} has no interpreter`);
}

// Op handlers that move cards: draw (904), draw until, draw up to N (a damage modifier), discard (925.1), put
// into the KO pile (920.2) and search the deck (909.2, 911).
import { logEvent } from '@tcglab/core';
import { EMPTY_LIST, F_COMMAND, F_UNIT, KIND_UNIT } from '../cards/codes.js';
import type { Op } from '../cards/types.js';
import { cardDefs } from '../catalog.js';
import { CH_DISCARD_PILE, CH_HAND, CH_NUMBER, CH_SEARCH, NOT_FOUND, Z_DISCARD, Z_HAND, Z_KO, type DCState } from '../state.js';
import { drawCards, moveTo } from '../zones.js';
import { addOption, ask, handOptions, sameCardOffered } from './choices.js';
import { advanceFrame } from './frames.js';

// The discard and KO-pile ops count the cards moved so far in the frame's aux register.

export function drawOp(s: DCState, o: Op, f: number): void {
  drawCards(s, s.fCtl[f]!, o.count);
  advanceFrame(s, f);
}

/** 904.3: draw until the hand holds `count` cards; a hand already that large draws nothing (104.2). */
export function drawUntilOp(s: DCState, o: Op, f: number): void {
  const ctl = s.fCtl[f]!;
  const n = o.count - s.hand[ctl]!.length;
  if (n > 0) drawCards(s, ctl, n);
  advanceFrame(s, f);
}

/** A damage modifier: draw 0..count cards (1102.2: more than the deck holds may be chosen), +amount each (12.1 #12). */
export function drawUpToOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (!resumed) {
    let n = 0;
    for (let k = 0; k <= o.count; k++) n = addOption(s, n, k);
    return ask(s, CH_NUMBER, ctl, n);
  }
  const chosen = s.chosen;
  if (chosen > 0) drawCards(s, ctl, chosen);
  s.dmgAcc += chosen * o.amount; // runs at 704.6b
  advanceFrame(s, f);
}

/** 925.1: discard as many as possible of `count` chosen hand cards; "then" only if all of them were discarded. */
export function discardOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (resumed) {
    moveTo(s, s.chosen, Z_DISCARD);
    s.fAux[f] = s.fAux[f]! + 1;
  }
  const need = o.count - s.fAux[f]!;
  const h = s.hand[ctl]!;
  if (need > 0 && h.length > 0) {
    if (h.length > need) return ask(s, CH_HAND, ctl, handOptions(s, ctl));
    const k = h.length;
    while (h.length > 0) moveTo(s, h[h.length - 1]!, Z_DISCARD);
    s.fAux[f] = s.fAux[f]! + k;
  }
  const full = s.fAux[f]! >= o.count;
  if (s.log) logEvent(s, `P${ctl + 1} discards ${s.fAux[f]} of ${o.count}`);
  advanceFrame(s, f, full ? o.then : EMPTY_LIST);
}

/** Distinct cards of the discard pile as options (all candidates may be the same card: no choice then). */
function discardPileOptions(s: DCState, p: number): number {
  const dis = s.discard[p]!;
  let n = 0;
  for (let i = 0; i < dis.length; i++) if (!sameCardOffered(s, n, dis[i]!)) n = addOption(s, n, dis[i]!);
  return n;
}

/** 920.2: put `count` hand cards into the KO pile; the shortfall comes from the deck top, then chosen discard cards. */
export function koPileOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  if (resumed) {
    moveTo(s, s.chosen, Z_KO);
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
      const n = discardPileOptions(s, ctl);
      if (n > 1) {
        s.fAux[f] = o.count - need;
        return ask(s, CH_DISCARD_PILE, ctl, n);
      }
    }
    moveTo(s, dis[dis.length - 1]!, Z_KO); // all go, or all candidates are the same card
    need--;
  }
  advanceFrame(s, f);
}

function matchesFilter(kind: number, filter: number): boolean {
  if (filter === F_UNIT) return kind === KIND_UNIT;
  if (filter === F_COMMAND) return kind !== KIND_UNIT;
  return true;
}

/** Look through the deck for a card that matches (909.2: or find nothing), put it into the hand, shuffle (911). */
export function searchOp(s: DCState, o: Op, f: number, resumed: boolean): void {
  const ctl = s.fCtl[f]!;
  const d = s.deck[ctl]!;
  if (!resumed) {
    const defs = cardDefs();
    let n = 0;
    for (let i = 0; i < d.length; i++) {
      if (!matchesFilter(defs[s.def[d[i]!]!]!.kind, o.filter)) continue;
      if (!sameCardOffered(s, n, d[i]!)) n = addOption(s, n, d[i]!);
    }
    n = addOption(s, n, NOT_FOUND);
    return ask(s, CH_SEARCH, ctl, n);
  }
  if (s.chosen !== NOT_FOUND) moveTo(s, s.chosen, Z_HAND);
  s.rng.shuffle(d);
  advanceFrame(s, f);
}

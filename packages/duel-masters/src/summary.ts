// What the runner records of a game: the checksum of the whole state, card counts (conservation) and card statistics.
import { clearList, definitionIds, HASH_INIT, SEEN_IN_HAND, SEEN_IN_OPENING, SEEN_ONLY_FROM_SHIELDS, type CardUse } from '@tcglab/core';
import { cardTable } from './cards/table.js';
import { type DMState, F_ATTACK, F_EFFECT, type Frame, Z_UNDER } from './state.js';

/** The kind-specific fields of a frame folded into one word for the checksum. */
function frameWord(f: Frame): number {
  switch (f.kind) {
    case F_EFFECT:
      return f.ability ^ (f.pc << 8) ^ (f.awaiting << 16);
    case F_ATTACK:
      return f.step ^ (f.target << 8) ^ (f.blocked << 16);
    default:
      return f.arg;
  }
}

/**
 * core's mix32 on signed 32-bit words: the same bits (xor and Math.imul read their operands as int32), but the running
 * hash never leaves int32, so the checksum's loops keep it in a register instead of boxing every uint32 above 2^30
 * that crosses a call (the checksum is once per game in a run's rows: 2,000 words, ~3 µs with the boxes).
 */
function mixI(h: number, v: number): number {
  h = Math.imul(h ^ (v & 0xff), 0x01000193);
  h = Math.imul(h ^ ((v >>> 8) & 0xff), 0x01000193);
  h = Math.imul(h ^ ((v >>> 16) & 0xff), 0x01000193);
  return Math.imul(h ^ ((v >>> 24) & 0xff), 0x01000193);
}

/** h with a zone's length and its cards mixed in. */
function mixList(h: number, arr: readonly number[]): number {
  h = mixI(h, arr.length);
  for (let k = 0; k < arr.length; k++) h = mixI(h, arr[k]!);
  return h;
}

/** 32-bit hash of the whole state, hidden parts included. */
export function checksum(s: DMState): number {
  let h = HASH_INIT | 0;
  for (let i = 0; i < s.n; i++) {
    h = mixI(h, s.def[i]! | (s.zone[i]! << 16) | (s.tapped[i]! << 20) | (s.sick[i]! << 21));
    h = mixI(h, s.parent[i]! ^ (s.known[i]! << 16));
  }
  // Each player's zones in a fixed order, through one loop (one inlined mixList in the optimized code, not six).
  const zones = [s.lib, s.hand, s.mana, s.shields, s.battle, s.grave];
  for (let p = 0; p < 2; p++) for (let z = 0; z < zones.length; z++) h = mixList(h, zones[z]![p as 0 | 1]);
  h = mixI(h, s.turn);
  h = mixI(h, s.active | (s.step << 4) | ((s.winner + 2) << 8));
  h = mixI(h, s.decisions);
  h = mixI(h, s.turnFlags[0] | (s.turnFlags[1] << 8) | (s.emptied << 16));
  // Extra turns (mixed only when there are any, so games without them keep their checksums).
  if (s.extraTurns.length !== 0 || s.loseAtEnd !== 0 || s.normalPlayer >= 0) {
    h = mixI(h, s.loseAtEnd | ((s.normalPlayer + 1) << 4));
    for (const e of s.extraTurns) h = mixI(h, e);
  }
  for (const f of s.frames) {
    h = mixI(h, f.kind | (f.player << 8));
    h = mixI(h, f.src);
    h = mixI(h, frameWord(f));
    for (const r of f.regs) h = mixI(h, r);
  }
  for (const w of s.waiting) h = mixI(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const m of s.mods)
    h = mixI(
      h,
      m.inst ^
        m.power ^
        (m.flags << 8) ^
        ((m.pa ?? 0) << 3) ^
        ((m.until ?? 0) << 24) ^
        ((m.noAttackCivs ?? 0) << 27) ^
        ((m.blockedOnlyBy ?? 0) << 14) ^
        ((m.wasAttacked ?? 0) << 13),
    );
  for (const w of s.delayed) h = mixI(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const w of s.turnWatch) {
    h = mixI(h, w.src | (w.ability << 10) | (w.player << 20) | (1 << 30));
    if (w.ability < 0) h = mixI(h, w.arg); // a "this turn" replacement: the race it names (Hokira)
  }
  return h >>> 0;
}

/** Physical cards player `p` owns across all zones (conserved through a game). */
export function cardCount(s: DMState, p: number): number {
  let n = s.lib[p as 0 | 1].length + s.hand[p as 0 | 1].length + s.mana[p as 0 | 1].length;
  n += s.shields[p as 0 | 1].length + s.battle[p as 0 | 1].length + s.grave[p as 0 | 1].length;
  for (const i of s.pending) if (s.owner[i] === p) n++;
  for (let i = 0; i < s.n; i++) if (s.zone[i] === Z_UNDER && s.owner[i] === p) n++;
  return n;
}

// Per-thread scratch for cardUse, indexed by card definition and stamped per call, so nothing is cleared or
// allocated but the result: how the copies reached the hand (the OR of their `seen` bits) and the first turn played.
let stamp = new Int32Array(0);
let seenOr = new Uint8Array(0);
let firstTurn = new Int32Array(0);
let rank = new Int32Array(0); // each definition's place in id order (the order of the lists returned)
let calls = 0;
const touched: number[] = [];

function prepareScratch(): void {
  const defs = cardTable();
  if (rank.length !== defs.length) buildScratch(defs);
}

/** Size the scratch for `defs` and rank them by id: once per thread, kept out of cardUse so its optimized code stays small. */
function buildScratch(defs: ReturnType<typeof cardTable>): void {
  stamp = new Int32Array(defs.length);
  seenOr = new Uint8Array(defs.length);
  firstTurn = new Int32Array(defs.length);
  rank = new Int32Array(defs.length);
  const order = defs.map((_, k) => k).sort((x, y) => (defs[x]!.id < defs[y]!.id ? -1 : defs[x]!.id > defs[y]!.id ? 1 : 0));
  order.forEach((d, r) => (rank[d] = r));
}

/** Each card definition's id, indexed by definition (built once per thread). */
export function cardIds(): readonly string[] {
  return definitionIds(cardTable());
}

/**
 * A deck's distinct definitions in card-id order (the order of cardUse's lists): computed once per deck list (newGame
 * keeps it with the deck, and the state points at it), so cardUse needs no sort per game.
 */
export function useOrder(defs: ArrayLike<number>): Int32Array {
  prepareScratch();
  const ds: number[] = [];
  for (let k = 0; k < defs.length; k++) if (!ds.includes(defs[k]!)) ds.push(defs[k]!);
  ds.sort((x, y) => rank[x]! - rank[y]!);
  return Int32Array.from(ds);
}

/**
 * The distinct cards of `player` that reached the hand (drawn; of them, those in the opening hand, and those that
 * came only from the shield zone) and those played with the turn each was first played, each list in id order.
 */
export function cardUse(s: DMState, player: number, out: CardUse): void {
  const order = player === 0 ? s.useOrder0 : s.useOrder1;
  if (order === null || !orderedUse(s, player, order, out)) sortedUse(s, player, out);
}

/**
 * cardUse of a dealt game: the deck's definitions in id order are known (`order`), so the scan's counts are read out in
 * that order. False (and `out` untouched) when a card of the player's is not in `order` (determinize may give a hidden
 * card another definition): the caller falls back to sortedUse. A definition of `order` the player no longer has reads
 * 0 and 0, so it is left out, as sortedUse leaves it out.
 */
function orderedUse(s: DMState, player: number, order: Int32Array, out: CardUse): boolean {
  const c = ++calls;
  // The scratch and the state's arrays in locals: the loop's stores into typed arrays would otherwise reload them.
  const st = stamp;
  const so = seenOr;
  const ft = firstTurn;
  for (let k = 0; k < order.length; k++) {
    const d = order[k]!;
    st[d] = c;
    so[d] = 0;
    ft[d] = 0;
  }
  const owner = s.owner;
  const def = s.def;
  const seen = s.seen;
  const played = s.playedTurn;
  // A dealt state's owners are contiguous (newGame: the first deck's cards, then the second's): player 0's cards are
  // the run of 0s from the start, player 1's the run of 1s from the end.
  const n = s.n;
  const step = player === 0 ? 1 : -1;
  for (let i = player === 0 ? 0 : n - 1; i >= 0 && i < n && owner[i] === player; i += step) {
    const d = def[i]!;
    if (st[d] !== c) return false;
    so[d]! |= seen[i]!;
    const t = played[i]!;
    if (t > 0 && (ft[d] === 0 || ft[d]! > t)) ft[d] = t;
  }
  out.clear();
  for (let k = 0; k < order.length; k++) emit(order[k]!, out);
  return true;
}

/** Definition d's line of cardUse, if any: `seenOr` and `firstTurn` hold what the scan found. */
function emit(d: number, out: CardUse): void {
  const seen = seenOr[d]!; // state.ts `seen`: 1 the opening hand, 2 any later way but the shield zone, 4 the shield zone
  // Shield-only: no copy arrived any other way.
  if (seen !== 0) out.seen(d, SEEN_IN_HAND | (seen & 1 ? SEEN_IN_OPENING : 0) | (seen & 4 && !(seen & 3) ? SEEN_ONLY_FROM_SHIELDS : 0));
  if (firstTurn[d]! > 0) out.played(d, firstTurn[d]!);
}

/** cardUse of any state: the player's definitions as the scan finds them, then sorted into id order. */
function sortedUse(s: DMState, player: number, out: CardUse): void {
  prepareScratch();
  calls++;
  clearList(touched);
  out.clear();
  for (let i = 0; i < s.n; i++) {
    if (s.owner[i] !== player) continue;
    const d = s.def[i]!;
    if (stamp[d] !== calls) {
      stamp[d] = calls;
      seenOr[d] = 0;
      firstTurn[d] = 0;
      touched.push(d);
    }
    seenOr[d]! |= s.seen[i]!;
    const t = s.playedTurn[i]!;
    if (t > 0 && (firstTurn[d] === 0 || firstTurn[d]! > t)) firstTurn[d] = t;
  }
  // Definitions in id order: an insertion sort by rank (ranks are distinct, so any sort gives this order; a
  // comparator sort costs more on these short lists).
  for (let a = 1; a < touched.length; a++) {
    const d = touched[a]!;
    const r = rank[d]!;
    let b = a - 1;
    while (b >= 0 && rank[touched[b]!]! > r) {
      touched[b + 1] = touched[b]!;
      b--;
    }
    touched[b + 1] = d;
  }
  for (let k = 0; k < touched.length; k++) emit(touched[k]!, out);
}

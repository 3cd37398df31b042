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
 * The distinct cards of `player` that reached the hand (drawn; of them, those in the opening hand, and those that
 * came only from the shield zone) and those played with the turn each was first played, each list in id order.
 */
export function cardUse(s: DMState, player: number, out: CardUse): void {
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
  for (let k = 0; k < touched.length; k++) {
    const d = touched[k]!;
    const seen = seenOr[d]!; // state.ts `seen`: 1 the opening hand, 2 any later way but the shield zone, 4 the shield zone
    // Shield-only: no copy arrived any other way.
    if (seen !== 0) out.seen(d, SEEN_IN_HAND | (seen & 1 ? SEEN_IN_OPENING : 0) | (seen & 4 && !(seen & 3) ? SEEN_ONLY_FROM_SHIELDS : 0));
    if (firstTurn[d]! > 0) out.played(d, firstTurn[d]!);
  }
}

// What a player may know (view), resampling what they cannot (determinize), and the readable state (describe).
import type { Prng } from '@tcglab/core';
import { defOf } from './cards/table.js';
import { power } from './query/characteristics.js';
import { abilityOf } from './query/match.js';
import { AWAIT_CHOICE, currentPlayer, type DMState, F_EFFECT, STEP_NAMES, Z_UNDER, topFrame } from './state.js';

// determinize's scratch (one thread runs one determinize at a time): nothing is allocated per call. A card is
// kept (not resampled) when the player knows it or when mark[card] === gen (it takes part in what is resolving).
// The hidden cards are listed in `hidden`: player 0's at [0, split), player 1's at [split, count).
let mark = new Int32Array(0);
let gen = 0;
let hidden = new Int32Array(0);
let split = 0;
let count = 0;

// What `hidden` holds (set by determinizeInto): the hidden cards of `listed` for `listedFor`, when it had made
// `listedAt` decisions and its zones these sizes (a guard against a state changed in place outside applyAction
// without the engine forgetting it). A search samples one decision's state once per iteration: the list is the same
// every time, only the shuffle differs.
let listed: DMState | null = null;
let listedFor = -1;
let listedAt = -1;
let listedTurn = -1;
let listedSizes = -1;

/** The zone sizes determinize reads, in one number (8 bits each: a deal has at most 80 cards). */
function sizes(s: DMState): number {
  const libs = s.lib[0].length * 256 + s.lib[1].length;
  const shields = s.shields[0].length * 256 + s.shields[1].length;
  const hands = s.hand[0].length * 256 + s.hand[1].length;
  return (libs * 65536 + shields) * 65536 + hands;
}

/**
 * Resample what `player` cannot see: the opponent's hand, both libraries' order and all shields, except
 * cards the player knows: those it looked at (`known`), and those taking part in what is resolving (the
 * sources and chosen cards of pending frames and waiting effects). While the player is searching a library
 * (a pending choice in a library), that library is seen (701.10) and is not resampled either.
 */
export function determinize(s: DMState, player: number, rng: Prng): void {
  listed = null; // `hidden` is overwritten
  listHidden(s, player);
  shuffleHidden(s.def, rng);
}

/**
 * `dst` has just become a copy of `src` (cloneInto): determinize it for `player`, exactly as determinize(dst, player,
 * rng) does (the same draws, the same result), with the hidden cards listed from `src` once for all its samples.
 */
export function determinizeCopy(src: DMState, dst: DMState, player: number, rng: Prng): void {
  if (
    src !== listed ||
    player !== listedFor ||
    src.decisions !== listedAt ||
    src.turn !== listedTurn ||
    sizes(src) !== listedSizes ||
    dst === src
  ) {
    listHidden(src, player);
    listed = dst === src ? null : src;
    listedFor = player;
    listedAt = src.decisions;
    listedTurn = src.turn;
    listedSizes = sizes(src);
  }
  shuffleHidden(dst.def, rng);
}

/** `s` changes in place (a copy into it, its storage reused): what determinizeCopy remembers of it no longer holds. */
export function forgetHidden(s: DMState): void {
  if (s === listed) listed = null;
}

/** List the cards of `s` that `player` cannot see into `hidden` (player 0's, then player 1's). */
function listHidden(s: DMState, player: number): void {
  const n = s.n;
  if (mark.length < n) {
    mark = new Int32Array(n);
    hidden = new Int32Array(n);
    gen = 0;
  }
  if (++gen === 0x40000000) {
    mark.fill(0);
    gen = 1;
  }
  const m = mark;
  const g = gen;
  const frames = s.frames;
  for (let k = 0; k < frames.length; k++) {
    const f = frames[k]!;
    if (f.src >= 0) m[f.src] = g;
    const regs = f.regs;
    for (let r = 0; r < regs.length; r++) m[regs[r]! & 255] = g;
  }
  for (let k = 0; k < s.waiting.length; k++) m[s.waiting[k]!.src] = g;
  for (let k = 0; k < s.delayed.length; k++) m[s.delayed[k]!.src] = g;
  for (let k = 0; k < s.turnWatch.length; k++) m[s.turnWatch[k]!.src] = g;
  let searching = 0; // bit q: player q's library is being searched by `player`
  const top = topFrame(s);
  if (top && top.kind === F_EFFECT && top.awaiting === AWAIT_CHOICE && top.decider === player) {
    const st = abilityOf(s, top).steps[top.pc];
    if (st && st.op === 'choose' && (st.filter.zone === 'library' || st.filter.alsoZone === 'library')) {
      if (st.filter.owner !== 'opponent') searching |= 1 << top.player;
      if (st.filter.owner !== 'you') searching |= 1 << (1 - top.player);
    }
  }
  const known = s.known;
  const bit = 1 << player;
  let h = 0;
  for (let q = 0; q < 2; q++) {
    if (!(searching & (1 << q))) h = gather(s.lib[q as 0 | 1], known, bit, g, h);
    h = gather(s.shields[q as 0 | 1], known, bit, g, h);
    if (q !== player) h = gather(s.hand[q as 0 | 1], known, bit, g, h);
    if (q === 0) split = h;
  }
  count = h;
}

/**
 * Fisher-Yates over the definitions of each player's hidden cards (player 0's first), in place through their
 * indices: the same draws and the same result as Prng.shuffle over a list of those definitions written back in order.
 */
function shuffleHidden(def: Int16Array, rng: Prng): void {
  rng.shuffleAt(def, hidden, 0, split);
  rng.shuffleAt(def, hidden, split, count);
}

/** Append the cards of `zone` that are neither known to the player (`bit`) nor marked `g` to `hidden` from index h; returns the new count. */
function gather(zone: readonly number[], known: Uint8Array, bit: number, g: number, h: number): number {
  const m = mark;
  const hid = hidden;
  for (let k = 0; k < zone.length; k++) {
    const i = zone[k]!;
    if (!(known[i]! & bit) && m[i] !== g) hid[h++] = i;
  }
  return h;
}

export function view(s: DMState, player: number): unknown {
  const me = player as 0 | 1;
  return {
    turn: s.turn,
    activePlayer: s.active,
    step: STEP_NAMES[s.step],
    you: player,
    toAct: currentPlayer(s),
    players: [0, 1].map((p) => ({
      deck: s.lib[p as 0 | 1].length,
      hand: p === me ? s.hand[p as 0 | 1].map((i) => defOf(s, i).id) : s.hand[p as 0 | 1].length,
      shields: s.shields[p as 0 | 1].length,
      // Hidden cards this player has looked at (null where unknown): shields by slot, the opponent's hand.
      knownShields: s.shields[p as 0 | 1].map((i) => (s.known[i]! & (1 << player) ? defOf(s, i).id : null)),
      ...(p === me ? {} : { knownHand: s.hand[p as 0 | 1].filter((i) => s.known[i]! & (1 << player)).map((i) => defOf(s, i).id) }),
      mana: s.mana[p as 0 | 1].map((i) => ({ id: defOf(s, i).id, tapped: !!s.tapped[i] })),
      battle: s.battle[p as 0 | 1].map((i) => battleEntry(s, i)),
      graveyard: s.grave[p as 0 | 1].map((i) => defOf(s, i).id),
    })),
  };
}

export function battleEntry(s: DMState, i: number) {
  const under: string[] = [];
  for (let j = 0; j < s.n; j++) if (s.zone[j] === Z_UNDER && s.parent[j] === i) under.push(defOf(s, j).id);
  return { id: defOf(s, i).id, tapped: !!s.tapped[i], sick: !!s.sick[i], power: Math.max(0, power(s, i)), under };
}

// What a player may know (view), resampling what they cannot (determinize), and the readable state (describe).
import { clearList } from '@tcglab/core';
import type { Prng } from '@tcglab/core';
import { defOf } from './cards/table.js';
import { power } from './query/characteristics.js';
import { abilityOf } from './query/match.js';
import { AWAIT_CHOICE, currentPlayer, type DMState, F_EFFECT, STEP_NAMES, Z_UNDER, topFrame } from './state.js';

/**
 * Resample what `player` cannot see: the opponent's hand, both libraries' order and all shields, except
 * cards the player knows: those it looked at (`known`), and those taking part in what is resolving (the
 * sources and chosen cards of pending frames and waiting effects). While the player is searching a library
 * (a pending choice in a library), that library is seen (701.10) and is not resampled either.
 */
// determinize's scratch (one thread runs one determinize at a time): nothing is allocated per call.
let keep = new Uint8Array(0);
const hidden: number[] = [];
const defs: number[] = [];

export function determinize(s: DMState, player: number, rng: Prng): void {
  const def = s.def;
  if (keep.length < s.n) keep = new Uint8Array(s.n);
  for (let i = 0; i < s.n; i++) keep[i] = s.known[i]! & (1 << player) ? 1 : 0;
  for (const f of s.frames) {
    if (f.src >= 0) keep[f.src] = 1;
    for (const r of f.regs) keep[r & 255] = 1;
  }
  for (const w of s.waiting) keep[w.src] = 1;
  for (const w of s.delayed) keep[w.src] = 1;
  for (const w of s.turnWatch) keep[w.src] = 1;
  let searching = 0; // bit q: player q's library is being searched by `player`
  const top = topFrame(s);
  if (top && top.kind === F_EFFECT && top.awaiting === AWAIT_CHOICE && top.decider === player) {
    const st = abilityOf(s, top).steps[top.pc];
    if (st && st.op === 'choose' && (st.filter.zone === 'library' || st.filter.alsoZone === 'library')) {
      if (st.filter.owner !== 'opponent') searching |= 1 << top.player;
      if (st.filter.owner !== 'you') searching |= 1 << (1 - top.player);
    }
  }
  for (let q = 0; q < 2; q++) {
    clearList(hidden);
    if (!(searching & (1 << q))) for (const i of s.lib[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    for (const i of s.shields[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    if (q !== player) for (const i of s.hand[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    clearList(defs);
    for (let k = 0; k < hidden.length; k++) defs.push(def[hidden[k]!]!);
    rng.shuffle(defs);
    for (let k = 0; k < hidden.length; k++) def[hidden[k]!] = defs[k]!;
  }
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

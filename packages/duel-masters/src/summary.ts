// What the runner records of a game: the checksum of the whole state, card counts (conservation) and card statistics.
import { HASH_INIT, mix32, type CardStats } from '@tcglab/core';
import { defOf } from './cards/table.js';
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

/** 32-bit hash of the whole state, hidden parts included. */
export function checksum(s: DMState): number {
  let h = HASH_INIT;
  for (let i = 0; i < s.n; i++) {
    h = mix32(h, s.def[i]! | (s.zone[i]! << 16) | (s.tapped[i]! << 20) | (s.sick[i]! << 21));
    h = mix32(h, s.parent[i]! ^ (s.known[i]! << 16));
  }
  for (let p = 0; p < 2; p++) {
    for (const arr of [
      s.lib[p as 0 | 1],
      s.hand[p as 0 | 1],
      s.mana[p as 0 | 1],
      s.shields[p as 0 | 1],
      s.battle[p as 0 | 1],
      s.grave[p as 0 | 1],
    ]) {
      h = mix32(h, arr.length);
      for (let k = 0; k < arr.length; k++) h = mix32(h, arr[k]!);
    }
  }
  h = mix32(h, s.turn);
  h = mix32(h, s.active | (s.step << 4) | ((s.winner + 2) << 8));
  h = mix32(h, s.decisions);
  h = mix32(h, s.turnFlags[0] | (s.turnFlags[1] << 8) | (s.emptied << 16));
  for (const f of s.frames) {
    h = mix32(h, f.kind | (f.player << 8));
    h = mix32(h, f.src);
    h = mix32(h, frameWord(f));
    for (const r of f.regs) h = mix32(h, r);
  }
  for (const w of s.waiting) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const m of s.mods) h = mix32(h, m.inst ^ m.power ^ (m.flags << 8) ^ ((m.pa ?? 0) << 3) ^ ((m.until ?? 0) << 24));
  for (const w of s.delayed) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
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

export function cardStats(s: DMState, player: number): CardStats {
  const drawn = new Set<string>();
  const opening = new Set<string>();
  const shield = new Set<string>();
  const other = new Set<string>();
  const played = new Map<string, number>();
  for (let i = 0; i < s.n; i++) {
    if (s.owner[i] !== player) continue;
    const id = defOf(s, i).id;
    const seen = s.seen[i]!;
    if (seen) drawn.add(id);
    if (seen & 1) opening.add(id);
    if (seen & 3) other.add(id);
    if (seen & 4) shield.add(id);
    const t = s.playedTurn[i]!;
    if (t > 0 && (!played.has(id) || played.get(id)! > t)) played.set(id, t);
  }
  return {
    drawn: [...drawn].sort(),
    played: [...played.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    opening: [...opening].sort(),
    shieldOnly: [...shield].filter((id) => !other.has(id)).sort(),
  };
}

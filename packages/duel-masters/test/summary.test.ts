// The per-game row's engine pieces (summary.ts): the checksum, computed on int32 words, equals core's mix32 FNV fold of
// the same words (the definition every games.csv checksum was made with).
import { HASH_INIT, mix32 } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { type DMState, F_ATTACK, F_EFFECT, type Frame } from '../src/state.js';
import { checksum } from '../src/summary.js';
import { eachFuzzedState } from './helpers.js';

/** The checksum as written before (core's mix32 on uint32 words), field by field. */
function referenceChecksum(s: DMState): number {
  const mixList = (h: number, arr: readonly number[]) => {
    h = mix32(h, arr.length);
    for (const x of arr) h = mix32(h, x);
    return h;
  };
  const frameWord = (f: Frame) =>
    f.kind === F_EFFECT
      ? f.ability ^ (f.pc << 8) ^ (f.awaiting << 16)
      : f.kind === F_ATTACK
        ? f.step ^ (f.target << 8) ^ (f.blocked << 16)
        : f.arg;
  let h = HASH_INIT;
  for (let i = 0; i < s.n; i++) {
    h = mix32(h, s.def[i]! | (s.zone[i]! << 16) | (s.tapped[i]! << 20) | (s.sick[i]! << 21));
    h = mix32(h, s.parent[i]! ^ (s.known[i]! << 16));
  }
  for (const q of [0, 1] as const) {
    for (const z of [s.lib[q], s.hand[q], s.mana[q], s.shields[q], s.battle[q], s.grave[q]]) h = mixList(h, z);
  }
  h = mix32(h, s.turn);
  h = mix32(h, s.active | (s.step << 4) | ((s.winner + 2) << 8));
  h = mix32(h, s.decisions);
  h = mix32(h, s.turnFlags[0] | (s.turnFlags[1] << 8) | (s.emptied << 16));
  if (s.extraTurns.length !== 0 || s.loseAtEnd !== 0 || s.normalPlayer >= 0) {
    h = mix32(h, s.loseAtEnd | ((s.normalPlayer + 1) << 4));
    for (const e of s.extraTurns) h = mix32(h, e);
  }
  for (const f of s.frames) {
    h = mix32(h, f.kind | (f.player << 8));
    h = mix32(h, f.src);
    h = mix32(h, frameWord(f));
    for (const r of f.regs) h = mix32(h, r);
  }
  for (const w of s.waiting) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const m of s.mods)
    h = mix32(
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
  for (const w of s.delayed) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const w of s.turnWatch) {
    h = mix32(h, w.src | (w.ability << 10) | (w.player << 20) | (1 << 30));
    if (w.ability < 0) h = mix32(h, w.arg);
  }
  return h >>> 0;
}

describe('summary', () => {
  it('checksum equals the mix32 fold after every action (all-cards fuzz decks)', () => {
    let checked = 0;
    eachFuzzedState('summary', 40, (s, i) => {
      expect(checksum(s), `game ${i}, decision ${s.decisions}`).toBe(referenceChecksum(s));
      checked++;
    });
    expect(checked).toBeGreaterThan(2000);
  });
});

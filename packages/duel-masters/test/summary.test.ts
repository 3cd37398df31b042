// The per-game row's engine pieces (summary.ts): the checksum, computed on int32 words, equals core's mix32 FNV fold of
// the same words (the definition every games.csv checksum was made with); the card use (cardUse, read as lists by core's
// cardStats) equals a recount of the state's per-card `seen` and `playedTurn` (the lists games.csv had before cardUse).
import { cardStats, HASH_INIT, mix32 } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { type DMState, F_ATTACK, F_EFFECT, type Frame } from '../src/state.js';
import { cardDefs, game } from '../src/index.js';
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

/** Player p's card lists recounted from the state, each in id order. */
function referenceCardStats(s: DMState, p: number) {
  const seen = new Map<string, number>();
  const first = new Map<string, number>();
  for (let i = 0; i < s.n; i++) {
    if (s.owner[i] !== p) continue;
    const id = cardDefs()[s.def[i]!]!.id;
    seen.set(id, (seen.get(id) ?? 0) | s.seen[i]!);
    const t = s.playedTurn[i]!;
    if (t > 0 && (first.get(id) ?? Infinity) > t) first.set(id, t);
  }
  const ids = [...seen.keys()].sort();
  return {
    drawn: ids.filter((id) => seen.get(id)! !== 0),
    played: ids.filter((id) => first.has(id)).map((id) => [id, first.get(id)!] as const),
    opening: ids.filter((id) => seen.get(id)! & 1),
    shieldOnly: ids.filter((id) => seen.get(id)! === 4), // from the shield zone and no other way
  };
}

describe('summary', () => {
  it('cardUse lists the recount of seen and playedTurn, every 7th action (all-cards fuzz decks)', () => {
    let shieldOnly = 0;
    let played = 0;
    eachFuzzedState('card-use', 40, (s, i) => {
      if (s.decisions % 7 !== 0 && !game.isTerminal(s)) return;
      for (const p of [0, 1]) {
        const want = referenceCardStats(s, p);
        expect(cardStats(game, s, p), `game ${i}, decision ${s.decisions}, player ${p}`).toEqual(want);
        shieldOnly += want.shieldOnly.length;
        played += want.played.length;
      }
    });
    expect(shieldOnly).toBeGreaterThan(20);
    expect(played).toBeGreaterThan(1000);
  });

  it("cardUse is the same with the deck's order, without it, and when a card is not in it (another definition)", () => {
    let other = 0;
    eachFuzzedState('card-use-order', 10, (s, i) => {
      if (!game.isTerminal(s)) return;
      expect(s.useOrder0).not.toBeNull(); // dealt by newGame: the ordered path
      const dealt = [cardStats(game, s, 0), cardStats(game, s, 1)];
      const [o0, o1] = [s.useOrder0, s.useOrder1];
      s.useOrder0 = s.useOrder1 = null; // a state not dealt by newGame: the sorted path
      expect([cardStats(game, s, 0), cardStats(game, s, 1)], `game ${i}`).toEqual(dealt);
      // A definition outside the deck's order (as determinize may give a hidden card): the sorted path again.
      s.useOrder0 = o0!.subarray(1);
      s.useOrder1 = o1;
      expect(cardStats(game, s, 0), `game ${i}`).toEqual(referenceCardStats(s, 0));
      expect(cardStats(game, s, 1), `game ${i}`).toEqual(dealt[1]);
      other++;
    });
    expect(other).toBe(10);
  });

  it('checksum equals the mix32 fold after every action (all-cards fuzz decks)', () => {
    let checked = 0;
    eachFuzzedState('summary', 40, (s, i) => {
      expect(checksum(s), `game ${i}, decision ${s.decisions}`).toBe(referenceChecksum(s));
      checked++;
    });
    expect(checked).toBeGreaterThan(2000);
  });
});

// Seeded conformance fuzz: 2,000 random games over the shipped decks with clone replay, card
// conservation, non-empty legal actions, termination within the bound, and replay determinism.
import { readdirSync, readFileSync } from 'node:fs';
import { runConformance, type Deck, type GameConfig } from '@tcglab/core';
import type { DMState } from '../src/state.js';
import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';

const DIR = new URL('../../../decks/duel-masters/', import.meta.url);

function shippedDecks(): Deck[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => game.parseDeck(readFileSync(new URL(f, DIR), 'utf8'), f));
}

describe('Duel Masters conformance fuzz', () => {
  it('2,000 seeded random games keep every invariant', () => {
    const decks = shippedDecks();
    expect(decks.length).toBeGreaterThanOrEqual(4);
    const r = runConformance(game, {
      games: 2000,
      cloneEvery: 3,
      uniqueActionTextsEvery: 1,
      config: (i) => ({
        decks: [decks[i % decks.length]!, decks[Math.floor(i / decks.length) % decks.length]!],
        shuffleSeeds: [`fuzz/${i}/0`, `fuzz/${i}/1`],
        engineSeed: `fuzz/${i}`,
        startWinner: (i % 2) as 0 | 1,
      }),
    });
    expect(r.games).toBe(2000);
    expect(r.maxDecisions).toBeLessThan(game.maxDecisions);
    // Real outcomes happen: most games end by shields, some by deck-out.
    expect(r.reasons['shields'] ?? 0).toBeGreaterThan(1000);
  }, 600_000); // ~1 min on a quiet machine; it passed 120 s with eight helpers sharing 2 cores
});

describe('Duel Masters cloneInto', () => {
  it('a state copied into one of another deal plays on exactly like the original, 200 games', async () => {
    const { Prng, cloneInto } = await import('@tcglab/core');
    const decks = shippedDecks();
    const legal = new Int32Array(game.maxLegalActions);
    const cfg = (i: number): GameConfig => ({
      decks: [decks[i % decks.length]!, decks[(i * 3 + 1) % decks.length]!],
      shuffleSeeds: [`into/${i}/0`, `into/${i}/1`],
      engineSeed: `into/${i}`,
      startWinner: (i % 2) as 0 | 1,
    });
    let copies = 0;
    let other = game.newGame(cfg(10_000));
    for (let g = 0; g < 200; g++) {
      const s = game.newGame(cfg(g));
      const r = new Prng(`into/${g}`);
      while (!game.isTerminal(s)) {
        if (r.int(9) === 0) {
          // other holds whatever game it was last: copy s into it, play both on with the same actions.
          other = cloneInto(game, s, other);
          expect(game.checksum(other)).toBe(game.checksum(s));
          copies++;
          const rr = new Prng(`into/${g}/${copies}`);
          const t = game.clone(s);
          for (let k = 0; k < 12 && !game.isTerminal(t); k++) {
            const n = game.legalActions(t, legal);
            const a = legal[rr.int(n)]!;
            const m = game.legalActions(other, legal);
            expect(m).toBe(n);
            game.applyAction(t, a);
            game.applyAction(other, a);
            expect(game.checksum(other)).toBe(game.checksum(t));
          }
        }
        const n = game.legalActions(s, legal);
        game.applyAction(s, legal[r.int(n)]!);
      }
    }
    expect(copies).toBeGreaterThan(1000);
  });
});

describe('Duel Masters determinizeInto', () => {
  it('equals clone + determinize with the same draws, also when the sampled state changed in place in between', async () => {
    const { Prng } = await import('@tcglab/core');
    const decks = shippedDecks();
    const legal = new Int32Array(game.maxLegalActions);
    const cfg = (i: number): GameConfig => ({
      decks: [decks[i % decks.length]!, decks[(i * 2 + 1) % decks.length]!],
      shuffleSeeds: [`det-into/${i}/0`, `det-into/${i}/1`],
      engineSeed: `det-into/${i}`,
      startWinner: (i % 2) as 0 | 1,
    });
    let dst = game.newGame(cfg(10_000));
    const other = game.newGame(cfg(10_001));
    let samples = 0;
    const expectSample = (s: DMState, player: number, seed: string) => {
      dst = game.determinizeInto!(s, dst, player, new Prng(seed));
      const e = game.clone(s);
      game.determinize(e, player, new Prng(seed));
      expect(game.checksum(dst)).toBe(game.checksum(e));
      // The kept counters too (the checksum reads the zones, not them): a counter copyState missed differs here.
      expect(Array.from(dst.untappedMana)).toEqual(Array.from(e.untappedMana));
      samples++;
      game.determinize(game.clone(other), 0, new Prng(seed)); // another state's determinize in between
    };
    for (let g = 0; g < 60; g++) {
      const s = game.newGame(cfg(g));
      const r = new Prng(`det-into/${g}`);
      while (!game.isTerminal(s)) {
        const p = game.currentPlayer(s);
        // Several samples of one state (what a search does), for each player.
        for (let k = 0; k < 3; k++) expectSample(s, k === 2 ? 1 - p : p, `${g}/${s.decisions}/${k}`);
        if (r.int(5) === 0) {
          // The sampled state changes in place without an action (its storage reused for another state, as
          // cloneInto does), then back: every sample still equals clone + determinize of what it holds now.
          // The other state is given this one's decision count and turn: only the in-place change tells them apart.
          const keep = game.clone(s);
          game.cloneInto!(s, other);
          game.cloneInto!(game.newGame(cfg(g + 500)), s);
          s.decisions = keep.decisions;
          s.turn = keep.turn;
          expectSample(s, p, `${g}/${s.decisions}/x`);
          game.cloneInto!(keep, s);
          expectSample(s, p, `${g}/${s.decisions}/y`);
        }
        const n = game.legalActions(s, legal);
        game.applyAction(s, legal[r.int(n)]!);
      }
    }
    expect(samples).toBeGreaterThan(5000);
  });
});

// Seeded conformance fuzz: 2,000 random games over the shipped decks with clone replay, card
// conservation, non-empty legal actions, termination within the bound, and replay determinism.
import { readdirSync, readFileSync } from 'node:fs';
import { runConformance, type Deck, type GameConfig } from '@tcglab/core';
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

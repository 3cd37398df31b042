// The all-cards conformance fuzz: seeded random games between decks of every playable card (fuzzDeck:
// 10 cards x4, taken in turn from one seeded order of all of them), with clone replay, card conservation,
// non-empty and pairwise distinct legal actions, termination within the bound, and replay determinism. In its own
// file so that it runs beside conformance.test.ts. `bench/fuzz.mjs` plays the same games by hand at any count.
import { runConformance } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../src/catalog.js';
import { fuzzDeck } from '../src/deck.js';
import { game } from '../src/game.js';

/** Game i of the fuzz: decks 2i and 2i+1 (bench/fuzz.mjs plays the same configs). */
const config = (i: number) => ({
  decks: [fuzzDeck(2 * i), fuzzDeck(2 * i + 1)] as const,
  shuffleSeeds: [`all/${i}/0`, `all/${i}/1`] as const,
  engineSeed: `all/${i}`,
  startWinner: (i % 2) as 0 | 1,
});

const GAMES = 2000;

describe('Duel Masters conformance fuzz over every playable card', () => {
  it('the fuzz decks hold every playable card', () => {
    const playable = cardPool()
      .all()
      .filter((c) => c.playable)
      .map((c) => c.id);
    const seen = new Set<string>();
    for (let k = 0; k < 2 * GAMES; k++) for (const c of fuzzDeck(k).cards) seen.add(c);
    expect([...seen].sort()).toEqual([...playable].sort());
    expect(fuzzDeck(7).cards).toHaveLength(40);
  });
  it(`${GAMES.toLocaleString('en')} seeded random games between all-card decks keep every invariant, unique action texts`, () => {
    const r = runConformance(game, {
      games: GAMES,
      cloneEvery: 5,
      uniqueActionTextsEvery: 2,
      config,
    });
    expect(r.games).toBe(GAMES);
    expect(r.maxDecisions).toBeLessThan(game.maxDecisions);
    expect(r.reasons['shields'] ?? 0).toBeGreaterThan(GAMES / 2);
  }, 900_000); // ~2 min on a quiet machine; a loaded one (eight helpers on 2 cores) takes several times that
});

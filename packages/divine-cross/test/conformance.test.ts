// Conformance fuzz: 300 seeded random games across the sample decks (clone replay, conservation, termination).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runConformance } from '@tcglab/core';
import { game } from '../src/index.js';

const NAMES = ['red-aggro', 'green-control', 'blue-tempo', 'colorless-tricks'];
const decks = NAMES.map((n) => game.parseDeck(readFileSync(new URL(`../../../decks/divine-cross/${n}.txt`, import.meta.url), 'utf8'), `${n}.txt`));

describe('divine-cross conformance', () => {
  it('plays 300 seeded random games with clone replay, card conservation and determinism', () => {
    const r = runConformance(game, {
      games: 300,
      cloneEvery: 3,
      config: (i) => ({
        decks: [decks[i % 4]!, decks[(i + 1 + (i >> 2)) % 4]!],
        shuffleSeeds: [`conf/${i}/0`, `conf/${i}/1`],
        engineSeed: `conf/${i}`,
        startWinner: (i & 1) as 0 | 1,
      }),
    });
    expect(r.games).toBe(300);
    const ended = (r.reasons['ko-pile'] ?? 0) + (r.reasons['no-standby'] ?? 0);
    expect(ended).toBeGreaterThan(250);
  });
});

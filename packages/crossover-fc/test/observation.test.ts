// The CrossOver The F&C observation tensor: finite, a function of the view alone, unchanged when hidden cards are resampled.
import { readdirSync, readFileSync } from 'node:fs';
import { checkActionKinds, checkObservation, observationCheckGame } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.js';
import { observation } from '../src/observation.js';

const DIR = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, DIR), 'utf8'), f));

describe('CrossOver The F&C observation', () => {
  it('12 random games over the shipped decks keep every check', () => {
    const r = checkObservation(game, observation, { games: 12, every: 5, config: observationCheckGame(decks, 3) });
    expect(r.decisions).toBeGreaterThan(1000);
    expect(r.maxAbs).toBeLessThanOrEqual(1000);
  });

  it('every action gets exactly one kind, and actions on cards carry the card', () => {
    const config = { decks: [decks[0]!, decks[1]!], shuffleSeeds: ['a', 'b'], engineSeed: 'e', startWinner: 0 } as const;
    expect(checkActionKinds(game, observation, config, 'source')).toBeGreaterThan(10);
  });
});

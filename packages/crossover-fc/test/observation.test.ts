// The CrossOver The F&C observation tensor: finite, a function of the view alone, unchanged when hidden cards are resampled.
import { readdirSync, readFileSync } from 'node:fs';
import { checkObservation } from '@tcglab/core';
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
    const r = checkObservation(game, observation, {
      games: 12,
      every: 5,
      config: (i) => ({
        decks: [decks[i % decks.length]!, decks[(i * 3 + 1) % decks.length]!],
        shuffleSeeds: [`obs/${i}/0`, `obs/${i}/1`],
        engineSeed: `obs/${i}`,
        startWinner: (i % 2) as 0 | 1,
      }),
    });
    expect(r.decisions).toBeGreaterThan(1000);
    expect(r.maxAbs).toBeLessThanOrEqual(1000);
  });

  it('every action gets exactly one kind, and actions on cards carry the card', () => {
    const s = game.newGame({ decks: [decks[0]!, decks[1]!], shuffleSeeds: ['a', 'b'], engineSeed: 'e', startWinner: 0 });
    const buf = new Int32Array(game.maxLegalActions);
    const f = new Float32Array(observation.actionSize);
    const kind = observation.actionLayout.find((x) => x.name === 'kind')!;
    const card = observation.actionLayout.find((x) => x.name === 'source')!;
    let withCard = 0;
    for (let n = 0; n < 300 && !game.isTerminal(s); n++) {
      const c = game.legalActions(s, buf);
      const view = game.view(s, game.currentPlayer(s));
      for (let i = 0; i < c; i++) {
        observation.encodeAction(view, buf[i]!, game.actionToString(s, buf[i]!), f, 0);
        expect(f.subarray(kind.offset, kind.offset + kind.length).reduce((x, y) => x + y, 0)).toBe(1);
        if (f[card.offset] === 1) withCard++;
      }
      game.applyAction(s, buf[n % c]!);
    }
    expect(withCard).toBeGreaterThan(10);
  });
});

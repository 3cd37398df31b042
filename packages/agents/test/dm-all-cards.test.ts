// Greedy and MCTS on the Duel Masters all-cards fuzz decks: every playable card in the hands of the search
// agents, whose clones, views and determinizations of mid-effect states the random fuzz does not reach the same way.
// Each game must end normally (no agent error, no engine error) and replay to the same checksum.
import { playGame, type Agent, type Game, type GameConfig } from '@tcglab/core';
import { fuzzDeck, game as dm } from '@tcglab/duel-masters';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/index.js';

const game = dm as Game<unknown>;

/** Game i: fuzz decks 10,000+2i and 10,000+2i+1 (48 decks here: about half the playable cards; the random fuzz plays them all). */
const config = (i: number): GameConfig => ({
  decks: [fuzzDeck(10_000 + 2 * i), fuzzDeck(10_000 + 2 * i + 1)],
  shuffleSeeds: [`agents/${i}/0`, `agents/${i}/1`],
  engineSeed: `agents/${i}`,
  startWinner: (i % 2) as 0 | 1,
});

function play(i: number, specs: readonly [string, string]) {
  const agents = specs.map((s) => createAgent(s) as Agent<unknown>) as [Agent<unknown>, Agent<unknown>];
  return playGame({ game, config: config(i), agents, agentSeeds: [`a/${i}`, `b/${i}`] });
}

describe('greedy and mcts on all-card decks', () => {
  const pairs: [string, string][] = [
    ['greedy', 'random'],
    ['random', 'greedy'],
    ['mcts:iters=12', 'greedy'],
    ['greedy', 'mcts:iters=12'],
  ];
  it.each(pairs.map((p, k) => [k, ...p] as const))('pairing %i: %s vs %s, 6 games each, end normally and replay', (k, a, b) => {
    for (let g = 0; g < 6; g++) {
      const i = 6 * k + g;
      const r = play(i, [a, b]);
      expect(r.agentError, `game ${i}`).toBeUndefined();
      expect(r.reason, `game ${i}`).not.toBe('agent-error');
      expect(play(i, [a, b]).checksum).toBe(r.checksum);
    }
  });
});

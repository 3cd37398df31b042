// Test helpers: play paired games of the fixture game between two agent specs.
import { deriveSeed, playGame, type Agent, type GameConfig } from '@tcglab/core';
import { createAgent } from '../src/index.js';
import { miniDeck, miniGame, type MiniState } from './fixtures/mini-shields.js';

export const flatDeck = miniDeck('flat', [4, 4, 4, 4, 4]);

export function miniConfig(i: number): GameConfig {
  return {
    decks: [flatDeck, flatDeck],
    shuffleSeeds: [`t/${i}/0`, `t/${i}/1`],
    engineSeed: `t/${i}/e`,
    startWinner: (i % 2) as 0 | 1,
  };
}

/** A's score over `pairs` deals, each played twice with the agents' seats swapped. */
export function pairedScore(a: string, b: string, pairs: number): { score: number; games: number; errors: number } {
  let score = 0;
  let games = 0;
  let errors = 0;
  for (let i = 0; i < pairs; i++) {
    for (const aSeat of [0, 1]) {
      const A = createAgent(a) as Agent<MiniState>;
      const B = createAgent(b) as Agent<MiniState>;
      const agents: [Agent<MiniState>, Agent<MiniState>] = aSeat === 0 ? [A, B] : [B, A];
      const r = playGame({
        game: miniGame,
        config: miniConfig(i),
        agents,
        agentSeeds: [deriveSeed(7, i, aSeat, 0), deriveSeed(7, i, aSeat, 1)],
      });
      if (r.reason === 'agent-error') errors++;
      score += r.winner === -1 ? 0.5 : r.winner === aSeat ? 1 : 0;
      games++;
    }
  }
  return { score, games, errors };
}

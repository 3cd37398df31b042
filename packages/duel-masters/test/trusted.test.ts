// The trusted path (core's Game.trusted): the match loop checks each action once, against its own copy of the list.
import { readFileSync } from 'node:fs';
import { playGame, type Agent, type Game, type GameConfig } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';

const DECKS = new URL('../../../decks/duel-masters/', import.meta.url);
const decks = ['fire-rush.txt', 'water-blockers.txt', 'light-guardians.txt'].map((f) =>
  game.parseDeck(readFileSync(new URL(f, DECKS), 'utf8'), f),
);
const random: Agent<DMState> = { name: 'random', act: (ctx) => ctx.legal[ctx.rng.int(ctx.count)]! };
const config = (i: number): GameConfig => ({
  decks: [decks[i % 3]!, decks[(i + 1) % 3]!],
  shuffleSeeds: [`trusted/${i}/0`, `trusted/${i}/1`],
  engineSeed: `trusted/${i}`,
  startWinner: (i & 1) as 0 | 1,
});

describe('the trusted path of the match loop', () => {
  it('plays the same games as the checked path (legalActions and applyAction)', () => {
    const checked: Game<DMState> = { ...game, trusted: undefined };
    expect(game.trusted).toBeDefined();
    for (let i = 0; i < 12; i++) {
      const args = { config: config(i), agents: [random, random] as const, agentSeeds: [`a/${i}`, `b/${i}`] as const };
      expect(playGame({ game, ...args })).toEqual(playGame({ game: checked, ...args }));
    }
  });

  it('an agent that writes an illegal action into its legal list and returns it forfeits; the action is not applied', () => {
    const forger: Agent<DMState> = {
      name: 'forger',
      act: (ctx) => {
        if (ctx.decision < 6) return ctx.legal[0]!;
        ctx.legal[0] = 999_999; // no action of the encoding
        return 999_999;
      },
    };
    const r = playGame({ game, config: config(0), agents: [forger, forger], agentSeeds: ['f0', 'f1'] });
    expect(r.reason).toBe('agent-error');
    expect(r.agentError).toMatch(/illegal action 999999 from agent "forger"/);
    expect(r.decisions).toBe(6);
  });
});

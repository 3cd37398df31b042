// Shared helpers of the runner tests: the fixture game and a run spec over its decks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game } from '@tcglab/core';
import type { RunSpec } from '../src/spec.js';
// @ts-expect-error: a plain-JS fixture (worker threads load it without a TypeScript loader)
import { game as fixtureGame } from './fixtures/fixture-game.mjs';

export const game = fixtureGame as Game<unknown>;
export const FIXTURES = join(import.meta.dirname, 'fixtures');

export function deck(file: string): { name: string; file: string; text: string } {
  const text = readFileSync(file, 'utf8');
  return { name: game.parseDeck(text, file).name, file, text };
}

export function fixtureSpec(over: Partial<RunSpec> = {}, extraDecks: string[] = []): RunSpec {
  const decks = ['alpha', 'beta', 'gamma'].map((n) => deck(join(FIXTURES, 'decks/fixture-race', `${n}.txt`)));
  for (const f of extraDecks) decks.push(deck(join(FIXTURES, f)));
  return { game: 'fixture-race', decks, agents: ['random', 'random'], gamesPerPair: 20, seed: 'test', pairing: 'round-robin', ...over };
}

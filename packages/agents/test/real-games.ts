// The three real games with their shipped decks, and seeded deals between them, for the agents' tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveSeed, Prng, type Deck, type Game, type GameConfig, type Seat } from '@tcglab/core';
import { game as crossover } from '@tcglab/crossover-fc';
import { game as divineCross } from '@tcglab/divine-cross';
import { game as duelMasters } from '@tcglab/duel-masters';

const DECKS = join(import.meta.dirname, '../../../decks');

export interface RealGame {
  readonly game: Game<unknown>;
  readonly decks: readonly Deck[];
}

function load(game: Game<unknown>, dir: string): RealGame {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  return { game, decks: files.map((f) => game.parseDeck(readFileSync(join(dir, f), 'utf8'), join(dir, f))) };
}

/** Duel Masters on the nine historical decklists, Divine Cross and CrossOver on their shipped (synthetic) decks. */
export const REAL_GAMES: readonly RealGame[] = [
  load(duelMasters as Game<unknown>, join(DECKS, 'duel-masters/historical')),
  load(divineCross as Game<unknown>, join(DECKS, 'divine-cross')),
  load(crossover as Game<unknown>, join(DECKS, 'crossover-fc')),
];

/** Deal i of a seeded sequence: two decks of the game chosen in turn, their shuffles, the engine stream. */
export function realDeal(g: RealGame, seed: string, i: number): GameConfig {
  const n = g.decks.length;
  const d0 = i % n;
  const d1 = (d0 + 1 + (Math.floor(i / n) % (n - 1))) % n;
  const deal = deriveSeed(seed, 'deal', i);
  return {
    decks: [g.decks[d0]!, g.decks[d1]!],
    shuffleSeeds: [deriveSeed(deal, 0), deriveSeed(deal, 1)],
    engineSeed: deriveSeed(deal, 'engine'),
    startWinner: new Prng(deal).int(2) as Seat,
  };
}

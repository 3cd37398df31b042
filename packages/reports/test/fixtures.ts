// Hand-made games.csv fixtures for the report tests (expected numbers are worked out in the tests).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { gameRowToCsv, gamesCsvHeader, type GameRow } from '../src/game-row.js';

type G = Partial<GameRow> & Pick<GameRow, 'game' | 'pair' | 'deck_0' | 'deck_1' | 'first' | 'winner' | 'turns'>;

export function row(g: G): GameRow {
  return {
    seed: `7/deal/${g.pair}/${g.game >> 1}`,
    agent_0: 'random',
    agent_1: 'random',
    winner_deck: g.winner === -1 ? '' : g.winner === 0 ? g.deck_0 : g.deck_1,
    reason: g.winner === -1 ? 'turn-limit' : 'shields',
    decisions: g.turns * 10,
    checksum: '00000000',
    agent_error: '',
    drawn_0: '',
    drawn_1: '',
    played_0: '',
    played_1: '',
    opening_0: '',
    opening_1: '',
    shield_only_0: '',
    shield_only_1: '',
    ...g,
  };
}

/**
 * Pair 0, Fire (A) vs Water, 8 games: Fire 5 wins, 2 losses, 1 draw; first seat 6-1-1; turns 4..20.
 * Pair 1, Water vs Earth, 2 games: 1-1. Pair 2, Earth mirror, 2 games.
 * Fire's card f1: drawn in games 0,1,3,4,6; played in 0 (win, t2), 1 (win, t3), 3 (draw, t1), 4 (loss, t5).
 */
export const ROWS: GameRow[] = [
  row({ game: 0, pair: 0, deck_0: 'Fire', deck_1: 'Water', first: 0, winner: 0, turns: 5, drawn_0: 'f1 f2', played_0: 'f1@2', drawn_1: 'w1', played_1: 'w1@3' }),
  row({ game: 1, pair: 0, deck_0: 'Water', deck_1: 'Fire', first: 1, winner: 1, turns: 7, drawn_1: 'f1', played_1: 'f1@3 f2@4' }),
  row({ game: 2, pair: 0, deck_0: 'Fire', deck_1: 'Water', first: 0, winner: 0, turns: 6, drawn_0: 'f2' }),
  row({ game: 3, pair: 0, deck_0: 'Water', deck_1: 'Fire', first: 0, winner: -1, turns: 20, drawn_1: 'f1 f2', played_1: 'f1@1' }),
  row({ game: 4, pair: 0, deck_0: 'Fire', deck_1: 'Water', first: 0, winner: 1, turns: 8, drawn_0: 'f1', played_0: 'f1@5' }),
  row({ game: 5, pair: 0, deck_0: 'Water', deck_1: 'Fire', first: 1, winner: 1, turns: 9 }),
  row({ game: 6, pair: 0, deck_0: 'Fire', deck_1: 'Water', first: 0, winner: 0, turns: 4, drawn_0: 'f1' }),
  row({ game: 7, pair: 0, deck_0: 'Water', deck_1: 'Fire', first: 0, winner: 0, turns: 10 }),
  row({ game: 8, pair: 1, deck_0: 'Water', deck_1: 'Earth', first: 0, winner: 0, turns: 6 }),
  row({ game: 9, pair: 1, deck_0: 'Earth', deck_1: 'Water', first: 1, winner: 0, turns: 6 }),
  row({ game: 10, pair: 2, deck_0: 'Earth', deck_1: 'Earth', first: 0, winner: 0, turns: 5 }),
  row({ game: 11, pair: 2, deck_0: 'Earth', deck_1: 'Earth', first: 1, winner: 1, turns: 5 }),
];

export const RUN_JSON = {
  game: 'duel-masters',
  seed: '7',
  spec: {
    decks: [
      { name: 'Fire', file: 'decks/fire.txt', cards: ['f1', 'f1', 'f2', 'f3'] },
      { name: 'Water', file: 'decks/water.txt', cards: ['w1', 'w2'] },
      { name: 'Earth', file: 'decks/earth.txt', cards: ['e1'] },
    ],
    agents: ['random', 'random'],
    gamesPerPair: 8,
  },
  command: 'tcglab sim sims/test.json',
  versions: { tcglab: '0.1.0', 'duel-masters': '0.1.0' },
};

export function gamesCsv(rows: readonly GameRow[]): string {
  return gamesCsvHeader() + rows.map(gameRowToCsv).join('');
}

const made: string[] = [];
afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test file. */
export function tempDir(prefix = 'tcglab-report-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A fresh run folder holding games.csv (and run.json unless `run` is null). */
export function runFolder(rows: readonly GameRow[] = ROWS, run: unknown = RUN_JSON): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'games.csv'), gamesCsv(rows));
  if (run !== null) writeFileSync(join(dir, 'run.json'), JSON.stringify(run));
  return dir;
}

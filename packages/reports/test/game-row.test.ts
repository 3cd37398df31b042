// games.csv rows: the hand-written formatter is byte-identical to csv-stringify, and parses back.
import { describe, expect, it } from 'vitest';
import { gameRowToCsv, gameRowToCsvReference, parseGamesCsv, gamesCsvHeader, type GameRow } from '../src/game-row.js';

const base: GameRow = {
  game: 7,
  seed: '1/deal/0/3',
  pair: 0,
  deck_0: 'Fire Rush',
  deck_1: 'Water Blockers',
  agent_0: 'random',
  agent_1: 'mcts:iters=200,c=1.4',
  first: 1,
  winner: -1,
  winner_deck: '',
  reason: 'turn-limit',
  turns: 61,
  decisions: 300,
  checksum: '0a1b2c3d',
  agent_error: '',
  drawn_0: 'dm01-008 dm01-097',
  drawn_1: '',
  played_0: 'dm01-008@3',
  played_1: '',
  opening_0: 'dm01-008',
  opening_1: '',
  shield_only_0: '',
  shield_only_1: 'dm01-097',
};

describe('games.csv rows', () => {
  const tricky: Partial<GameRow>[] = [
    {},
    { deck_0: 'Kokujo\'s "Darkness", 2004' },
    { agent_error: 'seat 1: bot said "no"\nand left' },
    { deck_1: 'Water/Darkness\r\nHand' },
    { winner_deck: ' spaced ' },
  ];
  for (const t of tricky) {
    it(`matches csv-stringify for ${JSON.stringify(t)}`, () => {
      const row = { ...base, ...t };
      expect(gameRowToCsv(row)).toBe(gameRowToCsvReference(row));
      expect(parseGamesCsv(gamesCsvHeader() + gameRowToCsv(row))).toEqual([row]);
    });
  }
});

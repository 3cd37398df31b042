// Infinite Elo bounds print one way in every output: a perfect record over 400 games has a Wilson upper bound of
// 0.9999999999999999 (rounding), whose Elo is "+6261" unless printed by the ±inf rule.
import { describe, expect, it } from 'vitest';
import { wilson } from '@tcglab/core';
import {
  buildReport,
  eloText,
  ELO_PRINT_LIMIT,
  formatReport,
  printableElo,
  scoreToElo,
  summaryCsv,
  type BenchPlan,
  type PairRow,
} from '../src/index.js';

const plan: BenchPlan = {
  game: 'g',
  agents: ['a', 'b'],
  decks: [{ name: 'd', file: 'd.txt', text: '' }],
  matchups: [[0, 0]],
  pairings: [[0, 1]],
  pairsPerPairing: 200,
  seed: 's',
};
const win = { winner: 0 as const, reason: 'score', turns: 3, decisions: 5, checksum: 1, scoreA: 1 };
const perfect: PairRow[] = Array.from({ length: 200 }, (_, t) => ({
  task: t,
  pairing: 0,
  k: t,
  matchup: 0,
  a: 0,
  b: 1,
  games: [
    { ...win, seatOfA: 0 },
    { ...win, seatOfA: 1, winner: 1 },
  ],
  points: 2,
}));

describe('Elo printing', () => {
  it('beyond ±3600 (a score within 1e-9 of 0 or 1) is ±inf', () => {
    expect(ELO_PRINT_LIMIT).toBe(3600);
    expect(wilson(400, 400).high).toBeLessThan(1); // the rounding that made "+6261"
    expect(eloText(scoreToElo(wilson(400, 400).high))).toBe('+inf');
    expect(eloText(scoreToElo(1 - wilson(400, 400).high))).toBe('-inf');
    expect(eloText(Infinity)).toBe('+inf');
    expect(eloText(3599.4)).toBe('+3599');
    expect(eloText(-12.2)).toBe('-12');
    expect(eloText(0.2)).toBe('0');
    expect(printableElo(6261)).toBe(Infinity);
  });
  it('a perfect record over 400 games: +inf in the table and inf in summary.csv, on every row', () => {
    const rep = buildReport(plan, perfect);
    const text = formatReport(rep);
    expect(text).toMatch(/\+inf \[\+\d+, \+inf\]/);
    expect(text).not.toMatch(/[+-]\d{4,}/);
    const csv = summaryCsv(rep).trim().split('\n');
    const cols = csv[0]!.split(',');
    for (const row of csv.slice(1)) {
      expect(row.split(',')[cols.indexOf('elo')]).toBe('inf');
      expect(row.split(',')[cols.indexOf('elo_high')]).toBe('inf');
    }
  });
});

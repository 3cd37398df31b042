// matrix.csv (long format) and matrix-wide.csv: each deck's win rate against each other deck.
import { num, toCsv } from './csv-out.js';
import { stringify } from 'csv-stringify/sync';
import { tallyRate, type Tally } from './outcome.js';
import { clusteredRate } from '@tcglab/stats';
import type { CellStats } from './cell-stats.js';
import { headToHeadSums } from './deal-sums.js';

export interface MatrixEntry {
  row_deck: string;
  col_deck: string;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Row deck's win rate against the column deck (draws half); NaN for a mirror or no games. */
  win_rate: number;
  win_low: number;
  win_high: number;
  /** Pair-aware 95% interval of the row deck's win rate (deals as clusters). */
  win_pair_low: number;
  win_pair_high: number;
  mirror: boolean;
}

export interface Matrix {
  /** Decks in ranking order: rows and columns. */
  readonly decks: readonly string[];
  /** decks.length² entries, row-major (entry [i * n + j] is decks[i] against decks[j]). */
  readonly entries: readonly MatrixEntry[];
}

export const MATRIX_COLUMNS = [
  'row_deck', 'col_deck', 'games', 'wins', 'losses', 'draws', 'win_rate', 'win_low', 'win_high', 'win_pair_low', 'win_pair_high', 'mirror',
] as const satisfies readonly (keyof MatrixEntry)[];

export function buildMatrix(
  decks: readonly string[],
  h2h: ReadonlyMap<string, ReadonlyMap<string, Tally>>,
  mirrorGames: ReadonlyMap<string, number>,
  cells: readonly CellStats[] = [],
): Matrix {
  const entries: MatrixEntry[] = [];
  for (const r of decks) {
    for (const c of decks) {
      if (r === c) {
        entries.push({ row_deck: r, col_deck: c, games: mirrorGames.get(r) ?? 0, wins: 0, losses: 0, draws: 0, win_rate: NaN, win_low: NaN, win_high: NaN, win_pair_low: NaN, win_pair_high: NaN, mirror: true });
        continue;
      }
      const t = h2h.get(r)?.get(c) ?? { games: 0, wins: 0, losses: 0, draws: 0 };
      const rate = tallyRate(t);
      const pr = clusteredRate(headToHeadSums(cells, r, c));
      entries.push({ row_deck: r, col_deck: c, games: t.games, wins: t.wins, losses: t.losses, draws: t.draws, win_rate: rate.rate, win_low: rate.low, win_high: rate.high, win_pair_low: pr.low, win_pair_high: pr.high, mirror: false });
    }
  }
  return { decks, entries };
}

/** Long format: one line per ordered deck pair (both directions), the diagonal marked mirror. */
export function matrixCsv(m: Matrix): string {
  return toCsv<MatrixEntry>(MATRIX_COLUMNS, m.entries);
}

/** Wide format: first column the row deck, then one column per column deck holding the row deck's win rate. */
export function matrixWideCsv(m: Matrix): string {
  const n = m.decks.length;
  const out: string[][] = [['deck', ...m.decks]];
  for (let i = 0; i < n; i++) {
    const line = [m.decks[i]!];
    for (let j = 0; j < n; j++) line.push(num(m.entries[i * n + j]!.win_rate));
    out.push(line);
  }
  return stringify(out);
}

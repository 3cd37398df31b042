// Reads games.csv as a stream of validated GameRows, naming the file and line of any malformed record.
import { CsvFormatError, streamCsvRecords } from './csv-stream.js';
import { GAME_COLUMNS, gamesCsvColumns, type GameRow } from './game-row.js';

const INT_COLUMNS = new Set<string>(['game', 'pair', 'first', 'winner', 'turns', 'decisions']);

/**
 * Turn one record of games.csv into a GameRow; throws CsvFormatError on a bad field. `columns` is the file's
 * column list (a legacy file lacks the newer columns: they read as empty).
 */
export function recordToGameRow(rec: readonly string[], file: string, line: number, columns: readonly string[] = GAME_COLUMNS): GameRow {
  if (rec.length !== columns.length) {
    throw new CsvFormatError(file, line, `${rec.length} fields, expected ${columns.length} (${columns.join(',')})`);
  }
  const o: Record<string, string | number> = {};
  if (columns.length !== GAME_COLUMNS.length) for (const c of GAME_COLUMNS) o[c] = '';
  for (let k = 0; k < columns.length; k++) {
    const c = columns[k]!;
    const v = rec[k]!;
    if (INT_COLUMNS.has(c)) {
      if (!/^-?\d+$/.test(v)) throw new CsvFormatError(file, line, `column ${c} must be an integer, got "${v}"`);
      o[c] = Number(v);
    } else {
      o[c] = v;
    }
  }
  const row = o as unknown as GameRow;
  if (row.winner !== -1 && row.winner !== 0 && row.winner !== 1) {
    throw new CsvFormatError(file, line, `column winner must be -1, 0 or 1, got ${row.winner}`);
  }
  if (row.first !== 0 && row.first !== 1) throw new CsvFormatError(file, line, `column first must be 0 or 1, got ${row.first}`);
  if (row.pair < 0) throw new CsvFormatError(file, line, `column pair must be >= 0, got ${row.pair}`);
  if (row.turns < 0 || row.decisions < 0) throw new CsvFormatError(file, line, 'turns and decisions must be >= 0');
  return row;
}

/**
 * Stream games.csv to `onRow` without keeping rows. Checks the header (GAME_COLUMNS, or the legacy columns) and that no
 * game index appears twice.
 * Returns the number of rows. Throws CsvFormatError (file:line) on the first malformed record.
 */
export async function readGamesCsv(file: string, onRow: (row: GameRow, line: number) => void): Promise<number> {
  let columns: readonly string[] | undefined;
  let rows = 0;
  const seen = new GameIndexSet();
  await streamCsvRecords(file, (rec, line, unterminated) => {
    if (!columns) {
      columns = gamesCsvColumns(rec);
      if (!columns) {
        throw new CsvFormatError(file, line, `unexpected header "${rec.join(',')}"; expected "${GAME_COLUMNS.join(',')}"`);
      }
      return;
    }
    let row: GameRow;
    try {
      row = recordToGameRow(rec, file, line, columns);
    } catch (e) {
      if (unterminated && e instanceof CsvFormatError) {
        throw new CsvFormatError(file, line, `${e.problem}; the last line is cut short (an interrupted run? \`tcglab sim --resume DIR\` repairs it)`);
      }
      throw e;
    }
    if (row.game < 0) throw new CsvFormatError(file, line, `column game must be >= 0, got ${row.game}`);
    if (!seen.add(row.game)) throw new CsvFormatError(file, line, `game ${row.game} appears twice (a bad merge or concatenation?)`);
    onRow(row, line);
    rows++;
  });
  if (!columns) throw new CsvFormatError(file, 1, 'empty file: no header line');
  return rows;
}

/** A growable bitset of game indices: finds a duplicated game row in constant memory per game (1 bit). */
export class GameIndexSet {
  private bits = new Uint32Array(1024);

  /** Add `i`; returns false when it was already there. */
  add(i: number): boolean {
    const w = i >>> 5;
    if (w >= this.bits.length) {
      const grown = new Uint32Array(Math.max(w + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    const m = 1 << (i & 31);
    if (this.bits[w]! & m) return false;
    this.bits[w]! |= m;
    return true;
  }
}

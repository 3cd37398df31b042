// games.csv: one row per game, the ground truth every other report is computed from.
import { stringify } from 'csv-stringify/sync';

/** One finished game. Column order in games.csv is GAME_COLUMNS. */
export interface GameRow {
  /** Game index within the run (0-based); game i depends only on the run seed and i. */
  readonly game: number;
  /** The deal seed (shuffles and the start chance event); paired games share it. */
  readonly seed: string;
  /** Index of the deck pairing (cell) the game belongs to. */
  readonly pair: number;
  readonly deck_0: string;
  readonly deck_1: string;
  readonly agent_0: string;
  readonly agent_1: string;
  /** Seat that took the first turn. */
  readonly first: number;
  /** Winning seat, or -1 for a draw. */
  readonly winner: number;
  /** Winning deck name, or empty for a draw. */
  readonly winner_deck: string;
  readonly reason: string;
  readonly turns: number;
  readonly decisions: number;
  /** 8 hex digits: checksum of the final state. */
  readonly checksum: string;
  /** What a failing agent did (reason agent-error), else empty. */
  readonly agent_error: string;
  /** Space-separated distinct card ids that reached seat 0's / seat 1's hand. */
  readonly drawn_0: string;
  readonly drawn_1: string;
  /** Space-separated `id@turn`: distinct cards seat 0 / seat 1 played, with the turn first played. */
  readonly played_0: string;
  readonly played_1: string;
  /** Space-separated distinct card ids in seat 0's / seat 1's opening hand (the first hand dealt, before any mulligan or redo). */
  readonly opening_0: string;
  readonly opening_1: string;
  /**
   * Space-separated distinct card ids that reached seat 0's / seat 1's hand only from the shield zone (Duel Masters:
   * broken shields and shields an effect puts into the hand); empty in games without shields.
   */
  readonly shield_only_0: string;
  readonly shield_only_1: string;
}

export const GAME_COLUMNS = [
  'game',
  'seed',
  'pair',
  'deck_0',
  'deck_1',
  'agent_0',
  'agent_1',
  'first',
  'winner',
  'winner_deck',
  'reason',
  'turns',
  'decisions',
  'checksum',
  'agent_error',
  'drawn_0',
  'drawn_1',
  'played_0',
  'played_1',
  'opening_0',
  'opening_1',
  'shield_only_0',
  'shield_only_1',
] as const satisfies readonly (keyof GameRow)[];

/** The columns of games.csv before opening hands and shield arrivals were recorded: still read (as empty). */
export const LEGACY_GAME_COLUMNS = GAME_COLUMNS.slice(0, 19);

/** The column list a games.csv header line names (current or legacy), or undefined for anything else. */
export function gamesCsvColumns(header: readonly string[]): readonly (keyof GameRow)[] | undefined {
  const h = header.join(',');
  if (h === GAME_COLUMNS.join(',')) return GAME_COLUMNS;
  if (h === LEGACY_GAME_COLUMNS.join(',')) return LEGACY_GAME_COLUMNS;
  return undefined;
}

/** The header line of games.csv (with its newline); `legacy`: the header of a games.csv from before opening hands. */
export function gamesCsvHeader(legacy = false): string {
  return stringify([(legacy ? LEGACY_GAME_COLUMNS : GAME_COLUMNS) as unknown as string[]]);
}

/** One text field as csv-stringify writes it: quoted only when it holds a comma, a quote or a line break. */
export function csvText(v: string): string {
  if (!/[",\r\n]/.test(v)) return v;
  return '"' + v.replace(/"/g, '""') + '"';
}

/** A list field: empty (most games' shield-only lists, and every list of a game without card statistics) costs nothing. */
function csvList(v: string): string {
  return v === '' ? '' : csvText(v);
}

/**
 * One CSV line (with its newline) for a row: byte-identical to csv-stringify's output (a test checks it),
 * written by hand because it runs once per game on the hot path of every run: the columns of GAME_COLUMNS in order,
 * each read by name (a loop over the column names was a keyed load per field), numbers never tested for quoting.
 */
export function gameRowToCsv(r: GameRow): string {
  return (
    r.game +
    ',' +
    csvText(r.seed) +
    ',' +
    r.pair +
    ',' +
    csvText(r.deck_0) +
    ',' +
    csvText(r.deck_1) +
    ',' +
    csvText(r.agent_0) +
    ',' +
    csvText(r.agent_1) +
    ',' +
    r.first +
    ',' +
    r.winner +
    ',' +
    csvList(r.winner_deck) +
    ',' +
    csvText(r.reason) +
    ',' +
    r.turns +
    ',' +
    r.decisions +
    ',' +
    csvText(r.checksum) +
    ',' +
    csvList(r.agent_error) +
    ',' +
    csvList(r.drawn_0) +
    ',' +
    csvList(r.drawn_1) +
    ',' +
    csvList(r.played_0) +
    ',' +
    csvList(r.played_1) +
    ',' +
    csvList(r.opening_0) +
    ',' +
    csvList(r.opening_1) +
    ',' +
    csvList(r.shield_only_0) +
    ',' +
    csvList(r.shield_only_1) +
    '\n'
  );
}

/** The same line through csv-stringify (the reference the fast path is tested against). */
export function gameRowToCsvReference(row: GameRow): string {
  return stringify([GAME_COLUMNS.map((c) => row[c])]);
}

/** Parse CSV text (RFC 4180: quotes, doubled quotes, CRLF or LF) into records of strings. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out;
}

/** Parse games.csv text into rows (current or legacy header); throws naming the line when a row is malformed. */
export function parseGamesCsv(text: string, file = 'games.csv'): GameRow[] {
  const recs = parseCsv(text);
  if (recs.length === 0) return [];
  const header = recs[0]!;
  const cols = gamesCsvColumns(header);
  if (!cols) {
    throw new Error(`${file}: unexpected header "${header.join(',')}"; expected "${GAME_COLUMNS.join(',')}"`);
  }
  const rows: GameRow[] = [];
  for (let r = 1; r < recs.length; r++) {
    const rec = recs[r]!;
    if (rec.length === 1 && rec[0] === '') continue;
    if (rec.length !== cols.length) {
      throw new Error(`${file}:${r + 1}: ${rec.length} fields, expected ${cols.length}`);
    }
    const o: Record<string, string | number> = {};
    for (const c of GAME_COLUMNS) o[c] = '';
    cols.forEach((c, k) => {
      const v = rec[k]!;
      o[c] = c === 'game' || c === 'pair' || c === 'first' || c === 'winner' || c === 'turns' || c === 'decisions' ? Number(v) : v;
    });
    rows.push(o as unknown as GameRow);
  }
  return rows;
}

// games.csv and errors.csv of a run folder: written in schedule order, flushed per batch, and (on resume)
// scanned to find the longest committed prefix of the schedule, truncating a torn last line.
import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_COLUMNS, LEGACY_GAME_COLUMNS, gamesCsvHeader, parseCsv } from '@tcglab/reports';
import type { BatchResult } from './batch.js';
import type { RunPlan } from './plan.js';
import type { Schedule } from './schedule.js';

export const ERROR_COLUMNS = ['game', 'seed', 'pair', 'deck_0', 'deck_1', 'agent_0', 'agent_1', 'error', 'replay'] as const;

/** One CSV record (RFC 4180 quoting, as csv-stringify writes games.csv) with its newline. */
export function csvLine(fields: readonly (string | number)[]): string {
  return fields.map((f) => (typeof f === 'string' && /[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : String(f))).join(',') + '\n';
}

export function errorsCsvHeader(): string {
  return csvLine(ERROR_COLUMNS);
}

/** The command that replays game i of the run in `runDir` (as printed in errors.csv and messages). */
export function replayCommand(runDir: string, i: number): string {
  const q = /^[\w./@:+-]+$/.test(runDir) ? runDir : `'${runDir.replace(/'/g, `'\\''`)}'`;
  return `tcglab replay --run ${q} --game ${i}`;
}

/**
 * The layout of an existing games.csv, from its header: `current`, or `legacy` (written before the opening-hand and
 * shield columns: a resume goes on writing that layout, so the folder stays one consistent file). None yet: current.
 * Throws naming the file for any other header.
 */
export function gamesCsvLayout(dir: string): 'current' | 'legacy' {
  const file = join(dir, 'games.csv');
  if (!existsSync(file)) return 'current';
  let first: string | undefined;
  for (const l of lines(file)) {
    first = l.text + '\n';
    break;
  }
  // No complete line yet (a header torn by a kill): the resume scan cuts it and writes the current header.
  if (first === undefined || first === gamesCsvHeader()) return 'current';
  if (first === gamesCsvHeader(true)) return 'legacy';
  throw new Error(
    `${file}: its header is neither the ${GAME_COLUMNS.length}-column games.csv of this tcglab nor the ${LEGACY_GAME_COLUMNS.length}-column one of earlier versions; is this a tcglab run folder?`,
  );
}

/** Rows of the current layout cut to the legacy columns (the first LEGACY_GAME_COLUMNS.length fields). */
export function toLegacyRows(csv: string): string {
  let out = '';
  for (const rec of parseCsv(csv)) out += csvLine(rec.slice(0, LEGACY_GAME_COLUMNS.length));
  return out;
}

export interface ErrorRecord {
  readonly game: number;
  readonly line: string;
}

/** Append-only writers of a run's two CSV files. */
export class RunOutputs {
  private readonly games: number;
  private readonly errors: number;
  constructor(
    readonly dir: string,
    private readonly plan: RunPlan,
    private readonly displayDir: string,
    /** `legacy`: a resumed run whose games.csv has the earlier 19 columns keeps that layout. */
    private readonly layout: 'current' | 'legacy' = 'current',
  ) {
    this.games = openSync(join(dir, 'games.csv'), 'a');
    this.errors = openSync(join(dir, 'errors.csv'), 'a');
    if (fstatSync(this.games).size === 0) writeSync(this.games, gamesCsvHeader(layout === 'legacy'));
    if (fstatSync(this.errors).size === 0) writeSync(this.errors, errorsCsvHeader());
  }

  errorLine(i: number, error: string): string {
    const p = this.plan.game(i);
    const spec = this.plan.spec;
    return csvLine([
      i,
      p.dealSeed,
      p.pair,
      spec.decks[p.seatDecks[0]]!.name,
      spec.decks[p.seatDecks[1]]!.name,
      p.agents[0],
      p.agents[1],
      error,
      replayCommand(this.displayDir, i),
    ]);
  }

  /** Write one batch (in order) with one write per file. */
  write(b: BatchResult): void {
    let e = '';
    for (const x of b.errors) e += this.errorLine(x.i, x.error);
    // errors first: a kill between the two writes leaves a game row missing, which the resume scan catches.
    if (e) writeSync(this.errors, e);
    if (b.csv.length === 0) return;
    if (this.layout === 'legacy')
      writeSync(this.games, toLegacyRows(Buffer.from(b.csv.buffer, b.csv.byteOffset, b.csv.length).toString('utf8')));
    else writeSync(this.games, b.csv);
  }

  close(): void {
    closeSync(this.games);
    closeSync(this.errors);
  }
}

/** Iterate the complete lines of a file (byte offsets of each line's end), in constant memory. */
function* lines(file: string): Generator<{ text: string; end: number }> {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 20);
    let carry = Buffer.alloc(0);
    let base = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n <= 0) break;
      const chunk = carry.length ? Buffer.concat([carry, buf.subarray(0, n)]) : buf.subarray(0, n);
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl < 0) break;
        yield { text: chunk.toString('utf8', start, nl), end: base + nl + 1 };
        start = nl + 1;
      }
      base += start;
      carry = Buffer.from(chunk.subarray(start));
    }
  } finally {
    closeSync(fd);
  }
}

export interface CommittedRow {
  readonly i: number;
  readonly pair: number;
  /** Undefined for a failed game (errors.csv). */
  readonly scoreA: number | undefined;
  readonly reason?: string;
  readonly decisions?: number;
  /** The seat whose agent failed (reason `agent-error`), else -1. */
  readonly errSeat: -1 | 0 | 1;
}

/**
 * Resume: walk the schedule against games.csv and errors.csv, calling `onCommit` for each game of the
 * longest prefix of the schedule that both files hold in order, then cut both files to that prefix (a torn
 * last line, a row beyond a gap). Returns the number of games kept. Constant memory for games.csv; errors.csv
 * is read whole (failures are few).
 */
export function scanForResume(
  dir: string,
  plan: RunPlan,
  schedule: Schedule,
  onCommit: (r: CommittedRow) => void,
  layout: 'current' | 'legacy' = 'current',
): number {
  const header = gamesCsvHeader(layout === 'legacy');
  const columns = layout === 'legacy' ? LEGACY_GAME_COLUMNS.length : GAME_COLUMNS.length;
  const gamesFile = join(dir, 'games.csv');
  const errorsFile = join(dir, 'errors.csv');
  const errLines = new Map<number, { end: number }>();
  let errHeaderEnd = 0;
  if (existsSync(errorsFile)) {
    let first = true;
    for (const l of lines(errorsFile)) {
      if (first) {
        errHeaderEnd = l.end;
        first = false;
        continue;
      }
      const g = Number(l.text.slice(0, l.text.indexOf(',')));
      if (Number.isInteger(g)) errLines.set(g, { end: l.end });
    }
  }
  let kept = 0;
  let gamesEnd = 0;
  let errorsEnd = errHeaderEnd;
  const commitErrorsWhileExpected = (): void => {
    for (;;) {
      const e = schedule.peek();
      if (typeof e !== 'number') return;
      const hit = errLines.get(e);
      if (!hit || hit.end < errorsEnd) return;
      schedule.take(1);
      const pair = plan.pairOf(e);
      schedule.commit(e, pair, undefined);
      onCommit({ i: e, pair, scoreA: undefined, errSeat: -1 });
      errorsEnd = hit.end;
      kept++;
    }
  };
  if (existsSync(gamesFile)) {
    let atHeader = true;
    for (const l of lines(gamesFile)) {
      if (atHeader) {
        if (l.text + '\n' !== header) throw new Error(`${gamesFile}: unexpected header; is this a tcglab run folder?`);
        atHeader = false;
        gamesEnd = l.end;
        continue;
      }
      commitErrorsWhileExpected();
      const e = schedule.peek();
      const f = parseCsv(l.text)[0];
      const i = Number(f?.[0]);
      if (typeof e !== 'number' || !f || f.length !== columns || i !== e) break;
      schedule.take(1);
      const pair = plan.pairOf(i);
      const winner = Number(f[8]);
      const aSeat = plan.swappedOf(i) ? 1 : 0;
      const scoreA = winner < 0 ? 0.5 : winner === aSeat ? 1 : 0;
      const errSeat = f[10] === 'agent-error' && winner >= 0 ? ((1 - winner) as 0 | 1) : -1;
      schedule.commit(i, pair, scoreA);
      onCommit({ i, pair, scoreA, reason: f[10]!, decisions: Number(f[12]), errSeat });
      gamesEnd = l.end;
      kept++;
    }
  }
  commitErrorsWhileExpected();
  // Cut both files to the verified prefix (no-op when nothing is torn).
  for (const [file, end] of [
    [gamesFile, gamesEnd],
    [errorsFile, errorsEnd],
  ] as const) {
    if (!existsSync(file)) continue;
    const fd = openSync(file, 'r+');
    try {
      if (fstatSync(fd).size !== end) ftruncateSync(fd, end);
    } finally {
      closeSync(fd);
    }
  }
  return kept;
}

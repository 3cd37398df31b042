// A batch's results in compact form: one CSV string plus typed arrays, cheap to pass between threads.
import { playIndex, type GameOutcome, type RunContext } from './play.js';
import type { Recording } from './record.js';
import { CsvBytes } from './row.js';
import { inSlice, type Slice } from './schedule.js';

/** `codes` value of an index the batch did not play (an until-ci pair that stopped). */
export const NOT_PLAYED = -2;

export interface BatchResult {
  readonly from: number;
  readonly to: number;
  /** games.csv lines of the finished games, in index order, as UTF-8 bytes (written to the file as they are). */
  readonly csv: Uint8Array;
  /** Per index in [from, to): 2 the pair's first deck won, 1 draw, 0 it lost, -1 the game failed, -2 not played. */
  readonly codes: Int8Array;
  /** Per index: decisions taken (0 for a failed game). */
  readonly decisions: Int32Array;
  /** Per index: the seat whose agent failed (reason `agent-error`), else -1. */
  readonly agentErr: Int8Array;
  readonly errors: readonly { readonly i: number; readonly error: string }[];
  /** Decision records of the finished games in index order (`sim --record` only). */
  readonly records?: readonly (string | Uint8Array)[];
  /** Milliseconds the thread spent playing the batch (playSlice): the run sizes its next tasks by it. */
  playMs?: number;
}

function empty(from: number, to: number): { codes: Int8Array; decisions: Int32Array; agentErr: Int8Array } {
  return {
    codes: new Int8Array(to - from).fill(NOT_PLAYED),
    decisions: new Int32Array(to - from),
    agentErr: new Int8Array(to - from).fill(-1),
  };
}

const NO_ROWS = new Uint8Array(0);

/** A batch from its games' outcomes and the lines of its finished games (`csv`, written by playIndex). */
export function packOutcomes(from: number, to: number, outs: readonly GameOutcome[], csv: Uint8Array = NO_ROWS): BatchResult {
  const { codes, decisions, agentErr } = empty(from, to);
  const errors: { i: number; error: string }[] = [];
  const records: (string | Uint8Array)[] = [];
  for (const o of outs) {
    const k = o.i - from;
    if (o.ok) {
      if (o.records !== undefined) records.push(o.records);
      codes[k] = Math.round(o.scoreA * 2);
      decisions[k] = o.decisions;
      agentErr[k] = o.errSeat;
    } else {
      codes[k] = -1;
      errors.push({ i: o.i, error: o.error });
    }
  }
  return { from, to, csv, codes, decisions, agentErr, errors, ...(records.length ? { records } : {}) };
}

/** Join consecutive batches (in order) into one. */
export function joinBatches(parts: readonly BatchResult[]): BatchResult {
  const from = parts[0]!.from;
  const to = parts[parts.length - 1]!.to;
  const { codes, decisions, agentErr } = empty(from, to);
  const csv = new Uint8Array(parts.reduce((n, p) => n + p.csv.length, 0));
  let at = 0;
  const errors: { i: number; error: string }[] = [];
  const records: (string | Uint8Array)[] = [];
  for (const p of parts) {
    codes.set(p.codes, p.from - from);
    decisions.set(p.decisions, p.from - from);
    agentErr.set(p.agentErr, p.from - from);
    csv.set(p.csv, at);
    at += p.csv.length;
    errors.push(...p.errors);
    if (p.records) records.push(...p.records);
  }
  return { from, to, csv, codes, decisions, agentErr, errors, ...(records.length ? { records } : {}) };
}

/**
 * Play the games of a slice in index order. Synchronous while every game is (built-in agents): a worker then plays a
 * whole batch in one call and posts its result at once; from the first asynchronous game on, a promise.
 */
export function playSlice(ctx: RunContext, task: Slice, rec?: Recording): BatchResult | Promise<BatchResult> {
  const t0 = performance.now();
  const out: GameOutcome[] = [];
  const rows = takeRows();
  for (let i = task.from; i < task.to; i++) {
    if (!inSlice(task, ctx.plan.pairOf(i))) continue;
    const o = playIndex(ctx, i, rows, rec);
    if (o instanceof Promise) return playRestAsync(ctx, task, rec, out, rows, o, i + 1);
    out.push(o);
  }
  const b = packOutcomes(task.from, task.to, out, giveBack(rows));
  b.playMs = performance.now() - t0;
  return b;
}

async function playRestAsync(
  ctx: RunContext,
  task: Slice,
  rec: Recording | undefined,
  out: GameOutcome[],
  rows: CsvBytes,
  pending: Promise<GameOutcome>,
  next: number,
): Promise<BatchResult> {
  try {
    out.push(await pending);
    for (let i = next; i < task.to; i++) if (inSlice(task, ctx.plan.pairOf(i))) out.push(await playIndex(ctx, i, rows, rec));
    return packOutcomes(task.from, task.to, out, rows.take());
  } finally {
    rows.n = 0;
    spareRows = rows;
  }
}

// The thread's row buffer, lent to one batch at a time (an asynchronous batch may overlap another: it gets its own).
let spareRows: CsvBytes | undefined;

function takeRows(): CsvBytes {
  const rows = spareRows ?? new CsvBytes();
  spareRows = undefined;
  return rows;
}

/** The batch's rows, and the buffer back for the next batch. */
function giveBack(rows: CsvBytes): Uint8Array {
  const csv = rows.take();
  spareRows = rows;
  return csv;
}

// A batch's results in compact form: one CSV string plus typed arrays, cheap to pass between threads.
import type { GameOutcome } from './play.js';

export interface BatchResult {
  readonly from: number;
  readonly to: number;
  /** games.csv lines of the finished games, in index order. */
  readonly csv: string;
  /** Per index in [from, to): 2 the pair's first deck won, 1 draw, 0 it lost, -1 the game failed. */
  readonly codes: Int8Array;
  /** Per index: decisions taken (0 for a failed game). */
  readonly decisions: Int32Array;
  readonly errors: readonly { readonly i: number; readonly error: string }[];
}

export function packOutcomes(from: number, to: number, outs: readonly GameOutcome[]): BatchResult {
  const codes = new Int8Array(to - from);
  const decisions = new Int32Array(to - from);
  const errors: { i: number; error: string }[] = [];
  let csv = '';
  for (const o of outs) {
    const k = o.i - from;
    if (o.ok) {
      csv += o.line;
      codes[k] = Math.round(o.scoreA * 2);
      decisions[k] = o.decisions;
    } else {
      codes[k] = -1;
      errors.push({ i: o.i, error: o.error });
    }
  }
  return { from, to, csv, codes, decisions, errors };
}

/** Join consecutive batches (in order) into one. */
export function joinBatches(parts: readonly BatchResult[]): BatchResult {
  const from = parts[0]!.from;
  const to = parts[parts.length - 1]!.to;
  const codes = new Int8Array(to - from);
  const decisions = new Int32Array(to - from);
  let csv = '';
  const errors: { i: number; error: string }[] = [];
  for (const p of parts) {
    codes.set(p.codes, p.from - from);
    decisions.set(p.decisions, p.from - from);
    csv += p.csv;
    errors.push(...p.errors);
  }
  return { from, to, csv, codes, decisions, errors };
}

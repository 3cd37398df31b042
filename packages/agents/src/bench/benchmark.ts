// One benchmark end to end: run the pairs (stopping early when an SPRT settles) and build the report. A resume
// passes the pairs already played (`prior`): they go through the same stopping rule first, so the benchmark
// continues exactly where it stopped and ends at the same pair as an uninterrupted one.
import { emptyPentanomial, pentaIndex, sprtAdjustedElo, sprtState, type SprtParams, type SprtState } from '@tcglab/stats';
import type { PairRow } from './play-pair.js';
import { runBench, type RunOptions, type RunResult } from './pool.js';
import { buildReport, type BenchReport } from './report.js';

export interface BenchmarkOptions extends Omit<RunOptions, 'consume' | 'from'> {
  /** Sequential test on the head-to-head (two agents only): stop as soon as it decides. */
  readonly sprt?: SprtParams;
  /** Called after each pair is consumed (in task order) with the pairs done so far. */
  readonly onProgress?: (pairsDone: number) => void;
  /** Pairs 0..n-1 already played (a resume), in task order. */
  readonly prior?: readonly PairRow[];
  /** Called with each newly played pair, in task order, before the stopping rule sees it (to write it). */
  readonly onRow?: (row: PairRow) => void;
}

export interface BenchmarkResult {
  readonly report: BenchReport;
  /** This invocation's run; its rows are the new pairs only. */
  readonly run: RunResult;
  /** Every pair of the benchmark so far (prior and new), in task order. */
  readonly rows: readonly PairRow[];
  /** The stopping rule decided (within the prior pairs or the new ones). */
  readonly settled: boolean;
}

export async function benchmark(opts: BenchmarkOptions): Promise<BenchmarkResult> {
  const { sprt } = opts;
  if (sprt && opts.plan.pairings.length !== 1) throw new Error('--sprt needs exactly two agents (a head-to-head)');
  const penta = emptyPentanomial();
  let state: SprtState | undefined;
  let pairs = 0;
  let done = 0;
  const decide = (row: PairRow): boolean => {
    opts.onProgress?.(++done);
    if (!sprt || row.error !== undefined) return false;
    penta[pentaIndex(row.points)]!++;
    pairs++;
    state = sprtState(penta, sprt);
    return state.decision !== 'continue';
  };
  const prior = opts.prior ?? [];
  let settled = false;
  for (const row of prior) if (decide(row)) settled = true;
  const consume = (row: PairRow): boolean => {
    opts.onRow?.(row);
    const stop = decide(row);
    if (stop) settled = true;
    return stop;
  };
  const run = await runBench({ ...opts, ...(opts.only ? {} : { from: prior.length }), ...(settled ? { only: [] } : {}), consume });
  const rows = [...prior, ...run.rows];
  const final = sprt ? (state ?? sprtState(penta, sprt)) : undefined;
  const adjusted = sprt ? sprtAdjustedElo(penta, sprt) : undefined;
  const report = buildReport(
    opts.plan,
    rows,
    sprt && final ? { params: sprt, state: final, stoppedAfterPairs: pairs, ...(adjusted ? { adjusted } : {}) } : undefined,
  );
  return { report, run, rows, settled };
}

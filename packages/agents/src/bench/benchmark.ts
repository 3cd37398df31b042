// One benchmark end to end: run the pairs (stopping early when an SPRT settles) and build the report.
import { emptyPentanomial, pentaIndex } from './pair-stats.js';
import { runBench, type RunOptions, type RunResult } from './pool.js';
import { buildReport, type BenchReport } from './report.js';
import { sprtState, type SprtParams, type SprtState } from './sprt.js';

export interface BenchmarkOptions extends Omit<RunOptions, 'consume'> {
  /** Sequential test on the head-to-head (two agents only): stop as soon as it decides. */
  readonly sprt?: SprtParams;
  /** Called after each pair is consumed (in task order) with the pairs done so far. */
  readonly onProgress?: (pairsDone: number) => void;
}

export async function benchmark(opts: BenchmarkOptions): Promise<{ report: BenchReport; run: RunResult }> {
  const { sprt } = opts;
  if (sprt && opts.plan.pairings.length !== 1) throw new Error('--sprt needs exactly two agents (a head-to-head)');
  const penta = emptyPentanomial();
  let state: SprtState | undefined;
  let pairs = 0;
  let done = 0;
  const consume = (row: { points: number; error?: string }): boolean => {
    opts.onProgress?.(++done);
    if (!sprt || row.error !== undefined) return false;
    penta[pentaIndex(row.points)]!++;
    pairs++;
    state = sprtState(penta, sprt);
    return state.decision !== 'continue';
  };
  const run = await runBench({ ...opts, consume });
  const final = sprt ? (state ?? sprtState(penta, sprt)) : undefined;
  const report = buildReport(opts.plan, run.rows, sprt && final ? { params: sprt, state: final, stoppedAfterPairs: pairs } : undefined);
  return { report, run };
}

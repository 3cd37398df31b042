// A run: opens its folder (sim-open.ts), plays the scheduled games on an executor and writes games.csv/errors.csv
// in schedule order as batches finish (sim-play.ts), keeps run.json current, and resumes.
import type { Game } from '@tcglab/core';
import { InProcessExecutor, PoolExecutor, type Executor } from './executor.js';
import { finalizeReports } from './finalize.js';
import { RunOutputs, scanForResume } from './outputs.js';
import { prepareRun } from './play.js';
import { recordingFor, RecordWriter } from './record.js';
import { writeRunJson, type RunJson } from './run-dir.js';
import { UntilCiSchedule, type Schedule } from './schedule.js';
import { makeSchedule, openRun, resolveSpec, type OpenRun, type RunRequest } from './sim-open.js';
import { playBatches, ProgressTicker, RunLedger, type GameFailure, type Progress } from './sim-play.js';
import { pairsOf } from './spec.js';
import { Tally } from './tally.js';

export { reproduceCommand, whoPlayed, type RunRequest } from './sim-open.js';
export type { GameFailure, Progress } from './sim-play.js';

export interface SimOptions extends RunRequest {
  /** Worker threads; 0 plays in this thread (tests, debugging). */
  readonly workers: number;
  /** Games per task (does not change results). */
  readonly batchSize?: number;
  /** Called about 4 times a second with progress. */
  readonly onProgress?: (p: Progress) => void;
  /** Called after each batch is written, with the games done so far (tests use it to interrupt). */
  readonly onBatch?: (done: number) => void;
  /** Stop dispatching when aborted; finished games are written and the run stays resumable. */
  readonly signal?: AbortSignal;
  /** Use this game object instead of loading by id (in-process tests). */
  readonly game?: Game<unknown>;
  /** Skip the reports package (tests of the runner alone). */
  readonly skipReports?: boolean;
}

export interface SimResult {
  readonly dir: string;
  readonly runJson: RunJson;
  readonly tally: Tally;
  /** Games played by this invocation (not counting resumed ones). */
  readonly played: number;
  readonly resumedFrom: number;
  readonly failed: number;
  readonly complete: boolean;
  readonly interrupted: boolean;
  readonly seconds: number;
  /** Notes worth printing (reports not available, finalize failures). */
  readonly notes: string[];
  /** First failures' replay commands (up to 5). */
  readonly failures: GameFailure[];
}

/** Play (or continue) a run. Deck and spec errors throw before any folder is created. */
export async function runSim(opts: SimOptions): Promise<SimResult> {
  const t0 = Date.now();
  const { spec, prior } = resolveSpec(opts);
  const ctx = await prepareRun(spec, opts.game);
  // Opened before the run folder: an existing record file is bad input, and nothing is written then.
  const recorder = opts.record ? new RecordWriter(opts.record.file) : undefined;
  const run = openRun(opts, ctx, prior);
  const schedule = makeSchedule(run);
  const tally = new Tally(pairsOf(spec).map(([a, b]) => [spec.decks[a]!.name, spec.decks[b]!.name] as const));
  const resumedFrom = prior ? countResumedGames(run, schedule, tally) : 0;
  const ledger = new RunLedger(ctx.plan, schedule, tally, new RunOutputs(run.dir, ctx.plan, run.shown, run.layout), recorder, run.shown);
  const upper = run.shard ? run.shard.to - run.shard.from : ctx.plan.total;
  const { workers, note: workersNote } = workerThreads(opts.workers, upper - resumedFrom);
  const executor = await openExecutor(run, workers, opts.record);
  const ticker = new ProgressTicker(opts.onProgress, ledger, tally, upper);
  try {
    await playBatches({
      schedule,
      executor,
      batchMax: opts.batchSize ?? defaultBatchSize(upper, workers),
      // Fixed schedules only: an until-ci round waits for its last task, so its tasks stay small.
      ...(opts.batchSize === undefined && schedule.left ? { growTo: grownBatchMax(upper, workers) } : {}),
      shrinkTail: opts.batchSize === undefined,
      window: Math.max(4, executor.concurrency * 4),
      signal: opts.signal,
      commit: (b) => {
        ledger.commit(b);
        opts.onBatch?.(tally.done);
      },
      wake: () => ticker.report(),
    });
  } finally {
    ticker.stop();
    ledger.close();
    await executor.close();
  }
  ticker.report(true);
  const complete = schedule.peek() === null;
  const notes: string[] = workersNote ? [workersNote] : [];
  const deaths = executor instanceof PoolExecutor ? executor.workerDeaths : undefined;
  if (deaths) notes.push(`${deaths} worker thread(s) died and were replaced; their unfinished games were rerun`);
  closeRunJson(run, { complete, tally, workers, deaths, schedule, ticker, played: ledger.played });
  if (complete && !run.shard && !opts.skipReports) await writeReports(run, notes);
  const { dir, runJson } = run;
  const { played, failures } = ledger;
  const seconds = (Date.now() - t0) / 1000;
  return { dir, runJson, tally, played, resumedFrom, failed: tally.failed, complete, interrupted: !complete, seconds, notes, failures };
}

/** Counts the games a resumed run already holds into the schedule and the tally (and cuts a torn last line). */
function countResumedGames(run: OpenRun, schedule: Schedule, tally: Tally): number {
  const { plan } = run.ctx;
  return scanForResume(
    run.dir,
    plan,
    schedule,
    (r) => tally.add(r.pair, r.scoreA, r.decisions ?? 0, plan.agentsOf(r.i), r.errSeat, plan.dealOf(r.i)),
    run.layout,
  );
}

/** No more threads than games left to play: each thread loads the game and its cards. */
function workerThreads(requested: number, gamesLeft: number): { workers: number; note?: string } {
  const asked = Math.max(0, Math.floor(requested));
  const workers = Math.min(asked, Math.max(1, gamesLeft));
  if (workers < asked && gamesLeft > 0)
    return { workers, note: `--workers ${asked}: only ${gamesLeft} game(s) to play, so ${workers} worker thread(s)` };
  return { workers };
}

/** About 16 tasks per worker thread, 1 to 100 games each. */
function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(100, Math.floor(games / Math.max(1, workers * 16))));
}

/** What fast games' tasks may grow to (sim-play.ts `growTo`): still at least 16 tasks per worker, 2,000 games at most. */
function grownBatchMax(games: number, workers: number): number {
  return Math.max(defaultBatchSize(games, workers), Math.min(2000, Math.floor(games / Math.max(1, workers * 16))));
}

/** Plays in this thread (0 workers) or on a pool of worker threads; each records decisions when asked. */
async function openExecutor(run: OpenRun, workers: number, record: SimOptions['record']): Promise<Executor> {
  const recordSpec = record ? { fields: record.fields, gzip: record.file.endsWith('.gz') } : undefined;
  const { ctx } = run;
  return workers === 0
    ? new InProcessExecutor(ctx, await recordingFor(ctx.spec.game, recordSpec))
    : new PoolExecutor(ctx.spec, workers, ctx.plan, recordSpec);
}

/** run.json's closing fields (status, counts, speed, worker deaths, until-ci's stopping round), written. */
function closeRunJson(
  run: OpenRun,
  o: {
    complete: boolean;
    tally: Tally;
    workers: number;
    /** Worker threads that died (a pool only). */
    deaths: number | undefined;
    schedule: Schedule;
    ticker: ProgressTicker;
    played: number;
  },
): void {
  const runJson: RunJson = run.runJson;
  runJson.status = o.complete ? 'complete' : 'interrupted';
  runJson.finishedAt = new Date().toISOString();
  runJson.gamesDone = o.tally.done;
  runJson.gamesFailed = o.tally.failed;
  runJson.workers = o.workers;
  if (o.deaths !== undefined) runJson.workerDeaths = (runJson.workerDeaths ?? 0) + o.deaths;
  if (o.schedule instanceof UntilCiSchedule) runJson.untilCiStoppedAtRound = o.schedule.stoppedAt;
  const secs = o.ticker.seconds();
  runJson.seconds = Math.round(secs * 10) / 10;
  runJson.gamesPerSecond = secs > 0 ? Math.round((o.played / secs) * 10) / 10 : 0;
  runJson.maxRssKb = process.resourceUsage().maxRSS;
  writeRunJson(run.dir, runJson);
}

/** The reports of a complete run; a failure becomes a note (games.csv is complete, `tcglab report` redoes them). */
async function writeReports(run: OpenRun, notes: string[]): Promise<void> {
  try {
    const { note } = await finalizeReports(run.dir);
    if (note) notes.push(note);
  } catch (e) {
    notes.push(`reports failed (games.csv is complete; rerun them with tcglab report ${run.shown}): ${(e as Error).message}`);
  }
}

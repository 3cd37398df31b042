// A run: plays the scheduled games on an executor, writes games.csv/errors.csv in schedule order as batches
// finish (a reorder buffer bounded by the batches in flight), keeps run.json current, and resumes.
import { describeAgent } from '@tcglab/agents';
import type { Game } from '@tcglab/core';
import { resolve } from 'node:path';
import { InProcessExecutor, PoolExecutor, type Executor } from './executor.js';
import { finalizeReports } from './finalize.js';
import { RunOutputs, gamesCsvLayout, scanForResume, replayCommand } from './outputs.js';
import { RUNNER_VERSION, shardRange } from './plan.js';
import { NOT_PLAYED, type BatchResult } from './batch.js';
import { prepareRun, type RunContext } from './play.js';
import {
  RunInputError,
  checkRunnerVersion,
  claimRunDir,
  newRunDir,
  pointLatest,
  readRunJson,
  shq,
  writeRunJson,
  type RunJson,
  type SeatAgent,
  type ShardInfo,
} from './run-dir.js';
import { FixedSchedule, UntilCiSchedule, type Schedule, type UntilCiRule } from './schedule.js';
import { DEFAULT_UNTIL_CI_BATCH, pairsOf, specHash, validateSpec, type RunSpec } from './spec.js';
import { Tally } from './tally.js';
import { TCGLAB_VERSION } from './version.js';
import { recordingFor, RecordWriter, type RecordField } from './record.js';

export interface SimOptions {
  /** The run to start (ignored when resuming: the spec comes from run.json). */
  readonly spec?: RunSpec;
  /** Short name for the default folder (`reports/<date>-<name>-<seed>/`). */
  readonly name?: string;
  /** Explicit run folder (must not hold a run). */
  readonly outDir?: string;
  /** Parent of default run folders (default `reports`). */
  readonly reportsBase?: string;
  /** Continue the run in this folder. */
  readonly resumeDir?: string;
  /** Worker threads; 0 plays in this thread (tests, debugging). */
  readonly workers: number;
  /** Play only slice k of n (0-based). */
  readonly shard?: { readonly k: number; readonly n: number };
  /** Games per task (does not change results). */
  readonly batchSize?: number;
  /** The command line as typed (for run.json). */
  readonly command?: string;
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
  /** Write every decision to this JSON-lines file (gzipped when it ends in .gz), in game order. */
  readonly record?: { readonly file: string; readonly fields: readonly RecordField[] };
}

export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly failed: number;
  readonly gamesPerSecond: number;
  readonly etaSeconds: number;
  readonly leader?: { deck: string; rate: number; games: number };
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
  readonly failures: { game: number; error: string; replay: string }[];
}

/** `tcglab sim …` flags that replay the same games from scratch. */
export function reproduceCommand(spec: RunSpec, shard: ShardInfo | null): string {
  const a: string[] = ['tcglab', 'sim', '--game', spec.game];
  for (const d of spec.decks) a.push('--deck', d.file);
  if (spec.pilots) {
    const field = spec.agents[0];
    spec.decks.forEach((d, k) => {
      if (spec.pilots![k] !== field) a.push('--pilot', `${d.name}=${spec.pilots![k]}`);
    });
    a.push('--field-agent', field);
  } else a.push('--agent', spec.agents[0], '--agent', spec.agents[1]);
  a.push('--games', String(spec.gamesPerPair), '--seed', spec.seed);
  if (spec.pairing === 'gauntlet') a.push('--gauntlet', spec.gauntlet!);
  if (spec.untilCi !== undefined)
    a.push('--until-ci', String(spec.untilCi), '--until-ci-batch', String(spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH));
  if (spec.turnLimit !== undefined) a.push('--turn-limit', String(spec.turnLimit));
  if (spec.maxDecisions !== undefined) a.push('--max-decisions', String(spec.maxDecisions));
  if (spec.maxMs) a.push('--max-ms', String(spec.maxMs));
  for (const [k, v] of Object.entries(spec.options ?? {})) a.push('--option', `${k}=${v}`);
  if (shard) a.push('--shard', `${shard.k}/${shard.n}`);
  return a.map(shq).join(' ');
}

function displayDir(dir: string): string {
  const rel = resolve(dir).startsWith(process.cwd() + '/') ? resolve(dir).slice(process.cwd().length + 1) : resolve(dir);
  return rel;
}

/** Play (or continue) a run. Deck and spec errors throw before any folder is created. */
export async function runSim(opts: SimOptions): Promise<SimResult> {
  const t0 = Date.now();
  const prior = opts.resumeDir ? readRunJson(opts.resumeDir) : undefined;
  if (prior && prior.status === 'merged') throw new RunInputError(`${opts.resumeDir} is a merged run; there is nothing to resume`);
  if (prior) checkRunnerVersion(prior, opts.resumeDir!, 'resuming it would mix the two orders');
  const spec = prior ? prior.spec : opts.spec;
  if (!spec) throw new Error('runSim: no spec');
  if (opts.record && prior)
    throw new Error('--record cannot be combined with --resume: the record file must hold every game of the run; rerun it with --record');
  try {
    validateSpec(spec);
  } catch (e) {
    throw new RunInputError((e as Error).message);
  }
  const ctx: RunContext = await prepareRun(spec, opts.game);
  const recordSpec = opts.record ? { fields: opts.record.fields, gzip: opts.record.file.endsWith('.gz') } : undefined;
  // Opened before the run folder: an existing record file is bad input, and nothing is written then.
  const recorder = opts.record ? new RecordWriter(opts.record.file) : undefined;
  const plan = ctx.plan;
  const hash = specHash(spec);
  if (prior && prior.specHash !== hash)
    throw new RunInputError(
      `${opts.resumeDir}/run.json: spec hash ${prior.specHash} does not match its spec (${hash}); the file was edited`,
    );

  const shardReq = prior ? prior.shard : opts.shard ? { k: opts.shard.k, n: opts.shard.n } : null;
  if (shardReq && spec.untilCi !== undefined) {
    throw new Error(
      '--until-ci cannot be combined with shards: its stopping rule needs every game of a pair in one process (run until-ci unsharded, or shard a fixed --games run)',
    );
  }
  let shard: ShardInfo | null = null;
  if (shardReq) {
    if (!(Number.isInteger(shardReq.n) && shardReq.n >= 1 && Number.isInteger(shardReq.k) && shardReq.k >= 0 && shardReq.k < shardReq.n)) {
      throw new Error(`bad shard ${shardReq.k}/${shardReq.n}: need 0 ≤ K < N (K is 0-based)`);
    }
    shard = { k: shardReq.k, n: shardReq.n, ...shardRange(shardReq.k, shardReq.n, plan.total) };
  }
  // A run started before the pair-aware stopping rule resumes under the Wilson rule it was played with.
  const untilCiRule: UntilCiRule | undefined = spec.untilCi === undefined ? undefined : prior ? (prior.untilCiRule ?? 'wilson') : 'pairs';
  const makeSchedule = (): Schedule =>
    spec.untilCi !== undefined
      ? new UntilCiSchedule(plan.pairs.length, spec.gamesPerPair, spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH, spec.untilCi, untilCiRule)
      : new FixedSchedule(shard?.from ?? 0, shard?.to ?? plan.total);

  let dir: string;
  let isDefaultDir = false;
  if (opts.resumeDir) dir = opts.resumeDir;
  else if (opts.outDir) dir = claimRunDir(opts.outDir);
  else {
    const base = opts.reportsBase ?? 'reports';
    dir = newRunDir(base, (opts.name ?? spec.game) + (shard ? `-shard-${shard.k}-of-${shard.n}` : ''), spec.seed);
    isDefaultDir = true;
  }
  const shown = displayDir(dir);
  const pairsNamed = plan.pairs.map(([a, b], pair) => ({ pair, deck_a: spec.decks[a]!.name, deck_b: spec.decks[b]!.name }));
  const runJson: RunJson = prior
    ? { ...prior, status: 'running' }
    : {
        format: 'tcglab-run/1',
        name: opts.name ?? spec.game,
        specHash: hash,
        spec,
        shard,
        totalGames: plan.total,
        pairs: pairsNamed,
        versions: { tcglab: TCGLAB_VERSION, node: process.version, game: ctx.game.version, runner: RUNNER_VERSION },
        agents: whoPlayed(spec),
        command: opts.command ?? '',
        cwd: process.cwd(),
        reproduce: reproduceCommand(spec, shard),
        resume: `tcglab sim --resume ${shq(shown)}`,
        status: 'running',
        startedAt: new Date().toISOString(),
        ...(untilCiRule ? { untilCiRule } : {}),
      };
  if (prior && prior.versions.game !== ctx.game.version) {
    throw new RunInputError(
      `${dir} was played with ${spec.game} engine ${prior.versions.game}, but this is ${ctx.game.version}: resuming would mix rules versions`,
    );
  }
  let layout: 'current' | 'legacy' = 'current';
  if (prior) {
    try {
      layout = gamesCsvLayout(dir);
    } catch (e) {
      throw new RunInputError((e as Error).message);
    }
  }
  writeRunJson(dir, runJson);
  if (isDefaultDir) pointLatest(dir);

  const tally = new Tally(pairsOf(spec).map(([a, b]) => [spec.decks[a]!.name, spec.decks[b]!.name] as const));
  const schedule = makeSchedule();
  const failures: SimResult['failures'] = [];
  const noteFailure = (i: number, error: string): void => {
    if (failures.length < 5) failures.push({ game: i, error, replay: replayCommand(shown, i) });
  };
  const resumedFrom = prior
    ? scanForResume(
        dir,
        plan,
        schedule,
        (r) => tally.add(r.pair, r.scoreA, r.decisions ?? 0, plan.game(r.i).agents, r.errSeat, plan.dealOf(r.i)),
        layout,
      )
    : 0;
  const outputs = new RunOutputs(dir, plan, shown, layout);
  const upper = shard ? shard.to - shard.from : plan.total;
  // No more threads than games left to play: each thread loads the game and its cards.
  const asked = Math.max(0, Math.floor(opts.workers));
  const workers = Math.min(asked, Math.max(1, upper - resumedFrom));
  const clampNote =
    workers < asked && upper > resumedFrom
      ? `--workers ${asked}: only ${upper - resumedFrom} game(s) to play, so ${workers} worker thread(s)`
      : undefined;
  const executor: Executor =
    workers === 0
      ? new InProcessExecutor(ctx, await recordingFor(spec.game, recordSpec))
      : new PoolExecutor(spec, workers, plan, recordSpec);
  const batchMax = opts.batchSize ?? Math.max(1, Math.min(100, Math.floor(upper / Math.max(1, workers * 16))));
  // Batches in flight or finished but not yet written (the reorder buffer) never exceed this, so memory stays
  // flat even when one slow batch holds up the writing of later ones.
  const window = Math.max(4, executor.concurrency * 4);

  let seq = 0;
  let writeSeq = 0;
  let played = 0;
  const inflight = new Map<number, Promise<void>>();
  const ready = new Map<number, BatchResult>();
  let fatal: unknown;
  const commit = (b: BatchResult): void => {
    outputs.write(b);
    if (recorder && b.records) recorder.write(b.records);
    for (let i = b.from; i < b.to; i++) {
      const code = b.codes[i - b.from]!;
      if (code === NOT_PLAYED) continue;
      played++;
      const pair = plan.pairOf(i);
      const scoreA = code < 0 ? undefined : code / 2;
      schedule.commit(i, pair, scoreA);
      const errSeat = b.agentErr[i - b.from]! as -1 | 0 | 1;
      tally.add(pair, scoreA, b.decisions[i - b.from]!, scoreA === undefined ? undefined : plan.game(i).agents, errSeat, plan.dealOf(i));
    }
    for (const x of b.errors) noteFailure(x.i, x.error);
  };
  let lastProgress = 0;
  const tStart = Date.now();
  const progress = (force = false): void => {
    if (!opts.onProgress) return;
    const now = Date.now();
    if (!force && now - lastProgress < 250) return;
    lastProgress = now;
    const secs = (now - tStart) / 1000;
    const gps = secs > 0 ? played / secs : 0;
    const left = Math.max(0, upper - tally.done);
    opts.onProgress({
      done: tally.done,
      total: upper,
      failed: tally.failed,
      gamesPerSecond: gps,
      etaSeconds: gps > 0 ? left / gps : NaN,
      leader: tally.leader(),
    });
  };
  const ticker = opts.onProgress ? setInterval(() => progress(), 250) : undefined;
  ticker?.unref();
  try {
    for (;;) {
      while (!opts.signal?.aborted && fatal === undefined && inflight.size + ready.size < window) {
        const next = schedule.peek();
        if (typeof next !== 'number') break;
        const task = schedule.take(batchMax);
        const id = seq++;
        inflight.set(
          id,
          executor.run(task).then(
            (outs) => {
              ready.set(id, outs);
              inflight.delete(id);
            },
            (e) => {
              fatal ??= e;
              inflight.delete(id);
            },
          ),
        );
      }
      if (inflight.size === 0) break;
      await Promise.race(inflight.values());
      while (ready.has(writeSeq)) {
        commit(ready.get(writeSeq)!);
        ready.delete(writeSeq);
        writeSeq++;
        opts.onBatch?.(tally.done);
      }
      progress();
    }
  } finally {
    if (ticker) clearInterval(ticker);
    outputs.close();
    recorder?.close();
    await executor.close();
  }
  if (fatal !== undefined) throw fatal;
  progress(true);
  const complete = schedule.peek() === null;
  const interrupted = !complete;
  const notes: string[] = clampNote ? [clampNote] : [];
  if (executor instanceof PoolExecutor && executor.workerDeaths > 0) {
    notes.push(`${executor.workerDeaths} worker thread(s) died and were replaced; their unfinished games were rerun`);
  }
  runJson.status = complete ? 'complete' : 'interrupted';
  runJson.finishedAt = new Date().toISOString();
  runJson.gamesDone = tally.done;
  runJson.gamesFailed = tally.failed;
  runJson.workers = workers;
  if (executor instanceof PoolExecutor) runJson.workerDeaths = (runJson.workerDeaths ?? 0) + executor.workerDeaths;
  if (schedule instanceof UntilCiSchedule) runJson.untilCiStoppedAtRound = schedule.stoppedAt;
  const secs = (Date.now() - tStart) / 1000;
  runJson.seconds = Math.round(secs * 10) / 10;
  runJson.gamesPerSecond = secs > 0 ? Math.round((played / secs) * 10) / 10 : 0;
  runJson.maxRssKb = process.resourceUsage().maxRSS;
  writeRunJson(dir, runJson);
  if (complete && !shard && !opts.skipReports) {
    try {
      const { note } = await finalizeReports(dir);
      if (note) notes.push(note);
    } catch (e) {
      notes.push(`reports failed (games.csv is complete; rerun them with tcglab report ${shown}): ${(e as Error).message}`);
    }
  }
  return {
    dir,
    runJson,
    tally,
    played,
    resumedFrom,
    failed: tally.failed,
    complete,
    interrupted,
    seconds: (Date.now() - t0) / 1000,
    notes,
    failures,
  };
}

/** Who played, as run.json and the reports name them: each seat's agent, or each deck's pilot; versioned, every parameter. */
export function whoPlayed(spec: RunSpec): SeatAgent[] {
  const one = (a: string) => {
    const d = describeAgent(a);
    return { spec: d.spec, full: d.full, summary: d.summary, random: d.random };
  };
  if (spec.pilots) return spec.pilots.map((a, k) => ({ deck: spec.decks[k]!.name, ...one(a) }));
  return spec.agents.map((a, seat) => ({ seat, ...one(a) }));
}

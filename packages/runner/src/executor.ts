// Executors play batches of game indices: in-process (tests, debugging) or on a piscina pool of built workers.
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { extraGameModules, GAME_PACKAGES } from './games.js';
import { joinBatches, packOutcomes, playSlice, type BatchResult } from './batch.js';
import type { RunContext } from './play.js';
import type { Recording, RecordSpec } from './record.js';
import type { RunPlan } from './plan.js';
import { inSlice } from './schedule.js';
import type { RunSpec } from './spec.js';
import type { BatchTask, WorkerData } from './worker.js';

export interface Executor {
  /** Parallel batches worth keeping in flight. */
  readonly concurrency: number;
  /** Play [from, to); resolves with every index's result, in order. */
  run(task: BatchTask): Promise<BatchResult>;
  close(): Promise<void>;
}

export class InProcessExecutor implements Executor {
  readonly concurrency = 1;
  constructor(
    private readonly ctx: RunContext,
    private readonly rec?: Recording,
  ) {}
  async run(task: BatchTask): Promise<BatchResult> {
    return playSlice(this.ctx, task, this.rec);
  }
  async close(): Promise<void> {}
}

/**
 * The built entry of the runner's worker threads, pool-entry.cjs (workers always run built JS, also when this file
 * runs from source): `batch` there plays sim batches, `unit` tune units. pool-entry.cts says why it is CommonJS.
 */
export function poolEntry(): string {
  return fileURLToPath(new URL('pool-entry.cjs', poolEntryDir()));
}

/** The runner's dist folder, also when this file runs from source. */
function poolEntryDir(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('../dist/', import.meta.url) : new URL('./', import.meta.url);
}

/**
 * The file URL of the bundled worker of a game (dist/bundled/<game>.js, written by `pnpm build`: bundle.mjs), or
 * undefined when there is none or it is older than one of the files it was made from (a build by `tsc -b` alone, a
 * source edit): the worker then loads the modules themselves, which play the same games.
 */
export function workerBundle(gameId: string, dist: URL = poolEntryDir()): string | undefined {
  if (!GAME_PACKAGES[gameId] || extraGameModules()[gameId]) return undefined;
  const file = fileURLToPath(new URL(`bundled/${gameId}.js`, dist));
  try {
    const made = statSync(file).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(file.replace(/\.js$/, '.json'), 'utf8')) as { inputs: string[] };
    for (const f of inputs) if (statSync(f).mtimeMs > made) return undefined;
    return pathToFileURL(file).href;
  } catch {
    return undefined; // no bundle (or an input gone): the modules
  }
}

/** A task rejected because its worker thread ended (process.exit, out of memory, terminated). */
export function isWorkerDeath(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  const msg = e instanceof Error ? e.message : String(e);
  return (typeof code === 'string' && code.startsWith('ERR_WORKER')) || /worker exited|terminat|out of memory/i.test(msg);
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/**
 * A piscina pool. A batch whose worker died (process.exit, out of memory) is replayed one game per task on a
 * second pool of one worker holding one task at a time, so its unfinished games are rerun, never lost or doubled,
 * and a game that kills that worker was alone on it: it is recorded as a failed game. (On the main pool a worker
 * holds two tasks, so a game rerun there could die with another task's game: which games failed would depend on
 * scheduling.)
 */
export class PoolExecutor implements Executor {
  private readonly pool: Piscina;
  /** The pool that reruns the games of a dead worker's batches, one at a time (made at the first death). */
  private alone: Piscina | undefined;
  private readonly data: WorkerData;
  readonly concurrency: number;
  /** Worker deaths seen (for the end summary). */
  workerDeaths = 0;
  constructor(
    spec: RunSpec,
    workers: number,
    private readonly plan: RunPlan,
    record?: RecordSpec,
  ) {
    const bundle = workerBundle(spec.game);
    const data: WorkerData = { spec, ...(record ? { record } : {}), ...(bundle ? { bundle } : {}) };
    this.data = data;
    this.pool = new Piscina({
      filename: poolEntry(),
      name: 'batch',
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: 5_000,
      workerData: data,
      // Two tasks per worker: the next batch waits at the worker, which starts it as soon as it has posted the
      // last one's result instead of waiting for the main thread to answer (the worker plays them one at a time,
      // worker.ts). Messages through the port (no Atomics.wait loop): each arrives as its own event, so a result
      // is posted before the next batch starts.
      concurrentTasksPerWorker: 2,
      atomics: 'disabled',
    });
    this.concurrency = workers;
  }

  async run(task: BatchTask): Promise<BatchResult> {
    try {
      return (await this.pool.run(task)) as BatchResult;
    } catch (e) {
      // A worker catches every game's error itself: anything else that is not a dead worker (the game or the
      // decks failed to load in the worker) would fail every game alike, so it stops the run instead.
      if (!isWorkerDeath(e)) throw e;
      this.workerDeaths++;
      const parts: BatchResult[] = [];
      for (let i = task.from; i < task.to; i++) if (inSlice(task, this.plan.pairOf(i))) parts.push(await this.runOne(i, e));
      if (parts.length === 0) return packOutcomes(task.from, task.to, []);
      // The replayed games may not reach the task's ends (indices of stopped pairs): pad to [from, to).
      if (parts[0]!.from !== task.from) parts.unshift(packOutcomes(task.from, parts[0]!.from, []));
      if (parts[parts.length - 1]!.to !== task.to) parts.push(packOutcomes(parts[parts.length - 1]!.to, task.to, []));
      return joinBatches(parts);
    }
  }

  private async runOne(i: number, first: unknown): Promise<BatchResult> {
    // The game's batch already killed a worker once; alone on the rerun worker, a second death is its own.
    let last = first;
    this.alone ??= new Piscina({
      filename: poolEntry(),
      name: 'batch',
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: 5_000,
      workerData: this.data,
      concurrentTasksPerWorker: 1,
      atomics: 'disabled',
    });
    try {
      return (await this.alone.run({ from: i, to: i + 1 })) as BatchResult;
    } catch (e) {
      if (!isWorkerDeath(e)) throw e;
      this.workerDeaths++;
      last = e;
    }
    const p = this.plan.game(i);
    const error = `WorkerDied: the worker playing this game died twice (${(last as Error).message ?? String(last)})`;
    return packOutcomes(i, i + 1, [{ ok: false, i, pair: p.pair, seed: p.dealSeed, error }]);
  }

  async close(): Promise<void> {
    await this.pool.destroy();
    await this.alone?.destroy();
  }
}

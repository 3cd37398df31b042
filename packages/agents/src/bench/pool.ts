// Runs a benchmark's pairs on worker threads (or in-process), consuming results in task order so that an
// early stop (SPRT) happens at the same pair whatever the worker count or scheduling.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Game } from '@tcglab/core';
import { PairPlayer, type AgentTiming, type PairRow } from './play-pair.js';
import { totalTasks, type BenchPlan } from './plan.js';

export type ToWorker = { type: 'tasks'; tasks: number[] } | { type: 'close' };
export type FromWorker =
  { type: 'ready' } | { type: 'rows'; rows: PairRow[] } | { type: 'closed'; timings: AgentTiming[] } | { type: 'fatal'; message: string };

export interface RunOptions {
  readonly plan: BenchPlan;
  /** 0: play in this thread (needs `game`); n ≥ 1: n worker threads (need `gameModule`, built JS). */
  readonly workers: number;
  readonly game?: Game<unknown>;
  /** URL of the built game module (it exports `game`), for workers. */
  readonly gameModule?: string;
  /** Tasks per message to a worker (default: small, so an early stop wastes little). */
  readonly batch?: number;
  /** Only these tasks (e.g. a reproduction of one pair); default all. */
  readonly only?: readonly number[];
  /** Without `only`: start at this task (a resume: the tasks before it are done). Default 0. */
  readonly from?: number;
  /**
   * Stop dispatching when aborted (Ctrl-C): the pairs in flight finish and are consumed in task order, so what
   * was consumed is a prefix of the tasks; the result says `interrupted`.
   */
  readonly signal?: AbortSignal;
  /**
   * Called with each row in task order; return true to stop (the rows so far are the result). Rows already
   * computed past the stopping point are discarded, so the outcome does not depend on scheduling.
   */
  readonly consume?: (row: PairRow) => boolean;
}

export interface RunResult {
  readonly rows: PairRow[];
  /** true when `consume` asked to stop before all tasks ran. */
  readonly stopped: boolean;
  /** true when the signal stopped the run before every task was consumed. */
  readonly interrupted: boolean;
  /** Per agent index: decisions and milliseconds spent deciding (summed over workers; timing, not results). */
  readonly timings: AgentTiming[];
  readonly elapsedMs: number;
}

/** The built worker script next to this module (from source under vitest, its dist/ twin). */
export function workerScript(): URL {
  const here = new URL('./worker.js', import.meta.url);
  if (import.meta.url.endsWith('.ts')) {
    const dist = new URL(here.href.replace('/src/bench/worker.js', '/dist/bench/worker.js'));
    return dist;
  }
  return here;
}

export async function runBench(opts: RunOptions): Promise<RunResult> {
  const t0 = performance.now();
  const from = opts.from ?? 0;
  const tasks = opts.only ? [...opts.only] : Array.from({ length: Math.max(0, totalTasks(opts.plan) - from) }, (_, i) => from + i);
  const consume = opts.consume ?? (() => false);
  const rows: PairRow[] = [];
  if (tasks.length === 0)
    return {
      rows,
      stopped: false,
      interrupted: false,
      timings: opts.plan.agents.map(() => ({ decisions: 0, forced: 0, ms: 0 })),
      elapsedMs: 0,
    };
  if (opts.workers <= 0) {
    if (!opts.game) throw new Error('runBench in-process needs the game object');
    const player = new PairPlayer(opts.game, opts.plan);
    let stopped = false;
    try {
      for (const t of tasks) {
        if (opts.signal?.aborted) break;
        const row = await player.play(t);
        rows.push(row);
        if (consume(row)) {
          stopped = rows.length < tasks.length;
          break;
        }
      }
    } finally {
      await player.close();
    }
    const interrupted = !stopped && rows.length < tasks.length;
    return { rows, stopped, interrupted, timings: player.timings(), elapsedMs: performance.now() - t0 };
  }
  if (!opts.gameModule) throw new Error('runBench with workers needs the built game module URL');
  const script = workerScript();
  if (!existsSync(fileURLToPath(script)))
    throw new Error(`benchmark worker ${fileURLToPath(script)} is not built: run tsc -b packages/agents`);
  return runOnWorkers(opts, tasks, consume, script, t0);
}

async function runOnWorkers(
  opts: RunOptions,
  tasks: number[],
  consume: (row: PairRow) => boolean,
  script: URL,
  t0: number,
): Promise<RunResult> {
  const n = Math.max(1, Math.min(opts.workers, tasks.length));
  const batch = opts.batch ?? Math.max(1, Math.min(8, Math.ceil(tasks.length / (n * 8))));
  const rows: PairRow[] = [];
  const done = new Map<number, PairRow>();
  const timings: AgentTiming[] = opts.plan.agents.map(() => ({ decisions: 0, forced: 0, ms: 0 }));
  let next = 0; // index into tasks of the next task to send
  let consumed = 0; // index into tasks of the next row to consume
  let stopped = false;
  return new Promise<RunResult>((resolve, reject) => {
    const workers: Worker[] = [];
    let open = n;
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(e);
    };
    const finishOne = () => {
      open--;
      if (open === 0 && !failed) {
        const interrupted = !stopped && consumed < tasks.length;
        resolve({ rows, stopped, interrupted, timings, elapsedMs: performance.now() - t0 });
      }
    };
    const feed = (w: Worker) => {
      if (stopped || opts.signal?.aborted || next >= tasks.length) {
        w.postMessage({ type: 'close' } satisfies ToWorker);
        return;
      }
      const chunk = tasks.slice(next, next + batch);
      next += chunk.length;
      w.postMessage({ type: 'tasks', tasks: chunk } satisfies ToWorker);
    };
    for (let i = 0; i < n; i++) {
      // Plain Node flags only: a parent started with a source-loading condition (vitest) must not pass it on.
      const execArgv = process.execArgv.filter((a) => !a.startsWith('--conditions') && !a.startsWith('-C'));
      const w = new Worker(script, { workerData: { gameModule: opts.gameModule, plan: opts.plan }, execArgv });
      workers.push(w);
      let closed = false;
      w.on('error', (e) => fail(e));
      w.on('exit', (code) => {
        if (!closed) fail(new Error(`benchmark worker exited unexpectedly (code ${code})`));
      });
      w.on('message', (msg: FromWorker) => {
        if (msg.type === 'fatal') return fail(new Error(`benchmark worker failed: ${msg.message}`));
        if (msg.type === 'ready') return feed(w);
        if (msg.type === 'closed') {
          closed = true;
          msg.timings.forEach((t, j) => {
            timings[j]!.decisions += t.decisions;
            timings[j]!.forced += t.forced;
            timings[j]!.ms += t.ms;
          });
          void w.terminate().then(finishOne);
          return;
        }
        for (const r of msg.rows) done.set(r.task, r);
        while (!stopped && consumed < tasks.length && done.has(tasks[consumed]!)) {
          const row = done.get(tasks[consumed]!)!;
          done.delete(tasks[consumed]!);
          rows.push(row);
          consumed++;
          if (consume(row) && consumed < tasks.length) stopped = true;
        }
        feed(w);
      });
    }
  });
}

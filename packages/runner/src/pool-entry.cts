// The file piscina loads in each worker thread of the runner's pools (sim: `batch`, tune: `unit`).
//
// Piscina loads its worker file with require() first. For an ES module that is Node's require(esm), and a worker
// terminated while require(esm) instantiates its module graph aborts the whole process, not just the worker (V8's
// fatal check "v8::Module::IsGraphAsync must be used on an instantiated module", Node 20.20: seen once in about 15
// runs when a replacement for a dead worker was still loading as the pool closed). This entry is CommonJS, so
// require() loads it plainly, and it loads the real ES module workers with import(), whose termination ends only
// the worker.
//
// A sim worker loads its game's worker bundle when the pool found a current one (executor.ts `workerBundle`): one
// file instead of the ~200 module files of the runner, agents, core and the game (ES module loading costs ~1 ms of
// CPU per file in a new thread).
import threads = require('node:worker_threads');
import type { BatchResult } from './batch.js';
import type { UnitBatch, UnitRow } from './tune/play-unit.js';
import type { BatchTask, WorkerData } from './worker.js';

async function batch(task: BatchTask): Promise<BatchResult> {
  const bundle = (threads.workerData as WorkerData).bundle;
  return (bundle ? ((await import(bundle)) as typeof import('./worker.js')) : await import('./worker.js')).default(task);
}

async function unit(task: UnitBatch): Promise<UnitRow[]> {
  return (await import('./tune/worker.js')).default(task);
}

export = { batch, unit };

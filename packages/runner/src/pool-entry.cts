// The file piscina loads in each worker thread of the runner's pools (sim: `batch`, tune: `unit`).
//
// Piscina loads its worker file with require() first. For an ES module that is Node's require(esm), and a worker
// terminated while require(esm) instantiates its module graph aborts the whole process, not just the worker (V8's
// fatal check "v8::Module::IsGraphAsync must be used on an instantiated module", Node 20.20: seen once in about 15
// runs when a replacement for a dead worker was still loading as the pool closed). This entry is CommonJS, so
// require() loads it plainly, and it loads the real ES module workers with import(), whose termination ends only
// the worker.
import type { BatchResult } from './batch.js';
import type { UnitBatch, UnitRow } from './tune/play-unit.js';
import type { BatchTask } from './worker.js';

async function batch(task: BatchTask): Promise<BatchResult> {
  return (await import('./worker.js')).default(task);
}

async function unit(task: UnitBatch): Promise<UnitRow[]> {
  return (await import('./tune/worker.js')).default(task);
}

export = { batch, unit };

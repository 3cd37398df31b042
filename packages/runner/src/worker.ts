// The piscina worker: loads the game and decks once (from workerData), then plays batches of game indices.
//
// Once loaded, a batch of synchronous games is played in one call and its result returned as a value, not a
// promise: the pool keeps a second task queued at each worker (executor.ts), and the worker starts it right after
// posting the first one's result. A batch with asynchronous games (external bots) waits for the batch before it,
// so a worker never interleaves two batches.
// piscina passes its workerData option through as the thread's own (importing piscina here would load the whole pool).
//
// Built, this module is also bundled with each game into one file (worker-bundles/, bundle.mjs): a worker then loads
// that file instead of ~200 module files (pool-entry.cts).
import { workerData } from 'node:worker_threads';
import type { Game, ObservationEncoding } from '@tcglab/core';
import { playSlice, type BatchResult } from './batch.js';
import { prepareRun, type RunContext } from './play.js';
import type { Slice } from './schedule.js';
import { recordingFor, type Recording, type RecordSpec } from './record.js';
import type { RunSpec } from './spec.js';

/** A task: game indices of one run ([from, to), the pairs of `pairs` only when set). Never a state. */
export type BatchTask = Slice;

export interface WorkerData {
  readonly spec: RunSpec;
  /** The file URL of the bundled worker of the run's game (executor.ts `workerBundle`); absent, this module. */
  readonly bundle?: string;
  /** Record every decision (`sim --record`); absent, nothing is recorded and nothing costs. */
  readonly record?: RecordSpec;
}

interface Loaded {
  readonly ctx: RunContext;
  readonly rec: Recording | undefined;
}

/** The game package's exports when the bundle that holds this module imported it (worker-bundles/); else loaded by id. */
interface GameModule {
  readonly game: Game<unknown>;
  readonly observation: ObservationEncoding;
}
let bundled: GameModule | undefined;

/**
 * Called by a game's bundle entry: the game is in the bundle, so the worker must not import its package by name (that
 * would load a second copy of the engine beside the bundle's, with card tables of its own).
 */
export function bundledWith(mod: GameModule): void {
  bundled = mod;
}

let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
/** The batch still playing asynchronously, if any: the next one starts after it. */
let busy: Promise<unknown> | undefined;

function load(): Promise<Loaded> {
  const data = workerData as WorkerData;
  const mod = bundled?.game.id === data.spec.game ? bundled : undefined;
  loading ??= Promise.all([prepareRun(data.spec, mod?.game), recordingFor(data.spec.game, data.record, mod?.observation)]).then(
    ([ctx, rec]) => (loaded = { ctx, rec }),
  );
  return loading;
}

export default function runBatch(task: BatchTask): BatchResult | Promise<BatchResult> {
  if (loaded && !busy) {
    const r = playSlice(loaded.ctx, task, loaded.rec);
    return r instanceof Promise ? track(r) : r;
  }
  // After the batch still playing (whatever its outcome), or after loading; a failed load fails every batch.
  const after = busy ? busy.then(load, load) : load();
  return track(after.then((l) => playSlice(l.ctx, task, l.rec)));
}

function track(p: Promise<BatchResult>): Promise<BatchResult> {
  const done = p.finally(() => {
    if (busy === done) busy = undefined;
  });
  busy = done;
  return done;
}

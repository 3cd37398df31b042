// The piscina worker: loads the game and decks once (from workerData), then plays batches of game indices.
import { workerData } from 'piscina';
import { packOutcomes, type BatchResult } from './batch.js';
import { playIndex, prepareRun, type GameOutcome, type RunContext } from './play.js';
import type { RunSpec } from './spec.js';

/** A task: the contiguous game indices [from, to) of one run. Never a state. */
export interface BatchTask {
  readonly from: number;
  readonly to: number;
}

export interface WorkerData {
  readonly spec: RunSpec;
}

let ctx: Promise<RunContext> | undefined;

export default async function runBatch(task: BatchTask): Promise<BatchResult> {
  ctx ??= prepareRun((workerData as WorkerData).spec);
  const c = await ctx;
  const out: GameOutcome[] = [];
  for (let i = task.from; i < task.to; i++) out.push(await playIndex(c, i));
  return packOutcomes(task.from, task.to, out);
}

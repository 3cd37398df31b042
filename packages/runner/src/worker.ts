// The piscina worker: loads the game and decks once (from workerData), then plays batches of game indices.
import { workerData } from 'piscina';
import { packOutcomes, type BatchResult } from './batch.js';
import { playIndex, prepareRun, type GameOutcome, type RunContext } from './play.js';
import { inSlice, type Slice } from './schedule.js';
import type { RunSpec } from './spec.js';

/** A task: game indices of one run ([from, to), the pairs of `pairs` only when set). Never a state. */
export type BatchTask = Slice;

export interface WorkerData {
  readonly spec: RunSpec;
}

let ctx: Promise<RunContext> | undefined;

export default async function runBatch(task: BatchTask): Promise<BatchResult> {
  ctx ??= prepareRun((workerData as WorkerData).spec);
  const c = await ctx;
  const out: GameOutcome[] = [];
  for (let i = task.from; i < task.to; i++) if (inSlice(task, c.plan.pairOf(i))) out.push(await playIndex(c, i));
  return packOutcomes(task.from, task.to, out);
}

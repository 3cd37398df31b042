// The piscina worker: loads the game and decks once (from workerData), then plays batches of game indices.
import { workerData } from 'piscina';
import { packOutcomes, type BatchResult } from './batch.js';
import { playIndex, prepareRun, type GameOutcome, type RunContext } from './play.js';
import { inSlice, type Slice } from './schedule.js';
import { recordingFor, type Recording, type RecordSpec } from './record.js';
import type { RunSpec } from './spec.js';

/** A task: game indices of one run ([from, to), the pairs of `pairs` only when set). Never a state. */
export type BatchTask = Slice;

export interface WorkerData {
  readonly spec: RunSpec;
  /** Record every decision (`sim --record`); absent, nothing is recorded and nothing costs. */
  readonly record?: RecordSpec;
}

let ctx: Promise<RunContext> | undefined;
let rec: Promise<Recording | undefined> | undefined;

export default async function runBatch(task: BatchTask): Promise<BatchResult> {
  const data = workerData as WorkerData;
  ctx ??= prepareRun(data.spec);
  rec ??= recordingFor(data.spec.game, data.record);
  const c = await ctx;
  const r = await rec;
  const out: GameOutcome[] = [];
  for (let i = task.from; i < task.to; i++) if (inSlice(task, c.plan.pairOf(i))) out.push(await playIndex(c, i, r));
  return packOutcomes(task.from, task.to, out);
}

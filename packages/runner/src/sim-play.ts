// Playing a run (the middle step of runSim): dispatches the schedule's tasks to an executor, hands finished batches
// over in schedule order (a reorder buffer bounded by the batches in flight), records them, and reports progress.
import { NOT_PLAYED, type BatchResult } from './batch.js';
import type { Executor } from './executor.js';
import { replayCommand, type RunOutputs } from './outputs.js';
import type { RunPlan } from './plan.js';
import type { RecordWriter } from './record.js';
import type { Schedule } from './schedule.js';
import type { Tally } from './tally.js';

export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly failed: number;
  readonly gamesPerSecond: number;
  readonly etaSeconds: number;
  readonly leader?: { deck: string; rate: number; games: number };
}

/** A failed game and the command that replays it. */
export interface GameFailure {
  game: number;
  error: string;
  replay: string;
}

export interface BatchLoop {
  readonly schedule: Schedule;
  readonly executor: Executor;
  /** Games per task at most (while `growTo` is unset). */
  readonly batchMax: number;
  /**
   * With the default batch size and a fixed schedule: tasks grow from `batchMax` up to this many games, to about
   * TASK_SECONDS of play each at the speed the workers report (BatchResult.playMs). Fast games then cost fewer
   * messages, fewer piscina tasks and less main-thread work per game; slow games (search agents) keep small tasks,
   * so an interrupted run still stops soon. Grouping never changes results.
   */
  readonly growTo?: number;
  /**
   * Smaller tasks towards the end of a fixed schedule (at most a quarter of the games left per worker), so that
   * no worker still plays two full batches while the others have nothing left. Grouping never changes results.
   */
  readonly shrinkTail?: boolean;
  /** Batches in flight or finished but not yet written (the reorder buffer) never exceed this, so memory stays
   * flat even when one slow batch holds up the writing of later ones. */
  readonly window: number;
  /** Stop dispatching when aborted; the batches in flight are still handed over. */
  readonly signal?: AbortSignal;
  /** Called with each finished batch, in schedule order. */
  readonly commit: (b: BatchResult) => void;
  /** Called each time a batch finishes (after the batches it releases are committed). */
  readonly wake: () => void;
}

/** Plays the schedule until it is done, or aborted, or a batch fails (the first failure is thrown once no batch is in flight). */
export async function playBatches(l: BatchLoop): Promise<void> {
  let seq = 0;
  let writeSeq = 0;
  const inflight = new Map<number, Promise<void>>();
  const ready = new Map<number, BatchResult>();
  let fatal: unknown;
  let size = l.batchMax;
  for (;;) {
    while (!l.signal?.aborted && fatal === undefined && inflight.size + ready.size < l.window) {
      const next = l.schedule.peek();
      if (typeof next !== 'number') break;
      const task = l.schedule.take(taskSize(l, size));
      const id = seq++;
      inflight.set(
        id,
        l.executor.run(task).then(
          (outs) => {
            if (l.growTo !== undefined) size = grownSize(size, l.batchMax, l.growTo, outs);
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
      l.commit(ready.get(writeSeq)!);
      ready.delete(writeSeq);
      writeSeq++;
    }
    l.wake();
  }
  if (fatal !== undefined) throw fatal;
}

/** Seconds of play a grown task aims at (`growTo`): ~10 tasks a second per worker; each task costs the main thread ~0.5 ms. */
export const TASK_SECONDS = 0.1;

/** The next task size after a batch of `b.to - b.from` games that took `b.playMs`: at most doubled per batch. */
export function grownSize(size: number, min: number, max: number, b: BatchResult): number {
  const games = b.to - b.from;
  if (b.playMs === undefined || games < size) return size;
  const aim = b.playMs > 0 ? Math.floor((games * TASK_SECONDS * 1000) / b.playMs) : max;
  return Math.max(min, Math.min(max, 2 * size, aim));
}

/** Games in the next task: the task size, or less near the end of a fixed schedule (`shrinkTail`). */
function taskSize(l: BatchLoop, size: number): number {
  const left = l.shrinkTail ? l.schedule.left?.() : undefined;
  if (left === undefined) return size;
  return Math.min(size, Math.max(1, Math.ceil(left / (4 * l.executor.concurrency))));
}

/** What a run keeps of its finished batches: games.csv and errors.csv, the record file, the schedule's and the
 * tally's counts, and the first failures. */
export class RunLedger {
  /** Games played by this invocation. */
  played = 0;
  /** The first failures (up to 5) with their replay commands. */
  readonly failures: GameFailure[] = [];
  constructor(
    private readonly plan: RunPlan,
    private readonly schedule: Schedule,
    private readonly tally: Tally,
    private readonly outputs: RunOutputs,
    private readonly recorder: RecordWriter | undefined,
    private readonly shown: string,
  ) {}

  commit(b: BatchResult): void {
    this.outputs.write(b);
    if (this.recorder && b.records) this.recorder.write(b.records);
    const { plan } = this;
    for (let i = b.from; i < b.to; i++) {
      const code = b.codes[i - b.from]!;
      if (code === NOT_PLAYED) continue;
      this.played++;
      const pair = plan.pairOf(i);
      const scoreA = code < 0 ? undefined : code / 2;
      this.schedule.commit(i, pair, scoreA);
      const errSeat = b.agentErr[i - b.from]! as -1 | 0 | 1;
      this.tally.add(pair, scoreA, b.decisions[i - b.from]!, scoreA === undefined ? undefined : plan.agentsOf(i), errSeat, plan.dealOf(i));
    }
    for (const x of b.errors) {
      if (this.failures.length < 5) this.failures.push({ game: x.i, error: x.error, replay: replayCommand(this.shown, x.i) });
    }
  }

  close(): void {
    this.outputs.close();
    this.recorder?.close();
  }
}

/** Calls onProgress about 4 times a second while a run plays, and when asked. */
export class ProgressTicker {
  private readonly t0 = Date.now();
  private last = 0;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  constructor(
    private readonly onProgress: ((p: Progress) => void) | undefined,
    private readonly ledger: RunLedger,
    private readonly tally: Tally,
    /** Games this invocation's part of the run holds (resumed ones included). */
    private readonly total: number,
  ) {
    this.timer = onProgress ? setInterval(() => this.report(), 250) : undefined;
    this.timer?.unref();
  }

  /** Seconds since the ticker started. */
  seconds(): number {
    return (Date.now() - this.t0) / 1000;
  }

  /** Reports unless the last report is less than 250 ms old (or `force`). */
  report(force = false): void {
    if (!this.onProgress) return;
    const now = Date.now();
    if (!force && now - this.last < 250) return;
    this.last = now;
    const secs = (now - this.t0) / 1000;
    const gps = secs > 0 ? this.ledger.played / secs : 0;
    const left = Math.max(0, this.total - this.tally.done);
    this.onProgress({
      done: this.tally.done,
      total: this.total,
      failed: this.tally.failed,
      gamesPerSecond: gps,
      etaSeconds: gps > 0 ? left / gps : NaN,
      leader: this.tally.leader(),
    });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

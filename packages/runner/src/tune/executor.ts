// Where units are played: in this thread (workers 0: tests, debugging) or on a piscina pool of built workers.
import { Piscina } from 'piscina';
import type { Game } from '@tcglab/core';
import { poolEntry } from '../executor.js';
import { UnitPlayer, type UnitBatch, type UnitContext, type UnitRow } from './play-unit.js';

export interface UnitExecutor {
  /** Batches worth keeping in flight. */
  readonly concurrency: number;
  run(batch: UnitBatch): Promise<UnitRow[]>;
  close(): Promise<void>;
}

export function unitExecutor(game: Game<unknown>, ctx: UnitContext, workers: number): UnitExecutor {
  if (workers <= 0) {
    const player = new UnitPlayer(game, ctx);
    return { concurrency: 1, run: (b) => player.play(b), close: async () => {} };
  }
  const pool = new Piscina({
    filename: poolEntry(),
    name: 'unit',
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 5_000,
    workerData: ctx,
    concurrentTasksPerWorker: 1,
  });
  return {
    concurrency: workers,
    run: async (b) => (await pool.run(b)) as UnitRow[],
    close: () => pool.destroy(),
  };
}

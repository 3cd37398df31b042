// Counts failed games per pair from the runner's errors.csv (any columns; `pair` used when present).
import { access } from 'node:fs/promises';
import { streamCsvRecords } from './csv-stream.js';

export interface FailureCounts {
  readonly total: number;
  /** Failures per pair index; failures without a readable pair are only in `total`. */
  readonly byPair: ReadonlyMap<number, number>;
}

/** Read errors.csv if it exists (undefined otherwise). */
export async function readFailures(file: string): Promise<FailureCounts | undefined> {
  try {
    await access(file);
  } catch {
    return undefined;
  }
  let pairCol = -1;
  let header = true;
  let total = 0;
  const byPair = new Map<number, number>();
  await streamCsvRecords(file, (rec) => {
    if (header) {
      header = false;
      pairCol = rec.indexOf('pair');
      return;
    }
    total++;
    const p = pairCol >= 0 ? rec[pairCol] : undefined;
    if (p !== undefined && /^\d+$/.test(p)) byPair.set(Number(p), (byPair.get(Number(p)) ?? 0) + 1);
  });
  return { total, byPair };
}

// The end-of-run reports hook: calls @tcglab/reports' finalizeRun(runDir) when that package provides it.
import * as reports from '@tcglab/reports';

type Finalize = (runDir: string) => unknown;

/**
 * Write summary.csv, matrix.csv, cards.csv and report.html from games.csv + run.json. Returns a note when the
 * reports package does not provide finalizeRun yet (games.csv, errors.csv and run.json are complete anyway).
 * Throws what finalizeRun throws.
 */
export async function finalizeReports(runDir: string): Promise<string | undefined> {
  const fn = (reports as unknown as { finalizeRun?: Finalize }).finalizeRun;
  if (typeof fn !== 'function') return 'reports: finalizeRun is not available in @tcglab/reports yet; wrote games.csv, errors.csv and run.json only';
  await fn(runDir);
  return undefined;
}

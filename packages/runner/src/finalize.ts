// The end-of-run reports hook: @tcglab/reports' finalizeRun over the run folder, with the run's game so that
// the reports name cards and list cards that were never drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { finalizeRun } from '@tcglab/reports';
import { loadGame } from './games.js';

/**
 * Write summary.csv, matrix.csv, decks.csv, cards.csv and report.html from games.csv + run.json. Returns a note
 * when the game named in run.json cannot be loaded (the reports are then written with card ids only), and the
 * games that ended by an agent error. Throws what finalizeRun throws.
 */
export async function finalizeReports(runDir: string): Promise<{ note?: string; agentErrors: number }> {
  let note: string | undefined;
  let game: Awaited<ReturnType<typeof loadGame>> | undefined;
  try {
    const j = JSON.parse(readFileSync(join(runDir, 'run.json'), 'utf8')) as { game?: string; spec?: { game?: string } };
    const id = j.game ?? j.spec?.game;
    if (id) game = await loadGame(id);
  } catch (e) {
    note = `reports: card names unavailable (${(e as Error).message})`;
  }
  const r = await finalizeRun(runDir, game ? { game } : {});
  const agentErrors = r.summary.reduce((a, row) => a + row.agent_errors, 0);
  return { ...(note ? { note } : {}), agentErrors };
}

// `tcglab report DIR`: regenerate summary/matrix/decks/cards CSVs and report.html from a run folder's games.csv.
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGame } from '@tcglab/runner';
import { finalizeRun, parseRunInfo, ReportOptionError, RunFolderError, summaryTable, type FinalizeOptions } from '@tcglab/reports';
import { UsageError } from '../util/errors.js';
import { benchReportOf, isBenchFolder, readBenchJson, readBenchRows, writeBenchReports } from '../util/bench-folder.js';

/** The run's game (from run.json) when it loads; reports still work from games.csv alone without it. */
async function runGame(dir: string, warn: (m: string) => void): Promise<FinalizeOptions['game']> {
  let id: string | undefined;
  try {
    id = parseRunInfo(JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'))).game;
  } catch {
    return undefined; // finalizeRun reports a missing or broken run.json itself
  }
  if (!id) return undefined;
  try {
    return await loadGame(id);
  } catch (e) {
    warn(`cannot load game "${id}" (${(e as Error).message}): card names and never-drawn cards are left out`);
    return undefined;
  }
}

/** A bench-agents folder: summary.csv, report.txt and report.html again from bench.json and games.csv. */
async function benchReport(dir: string, f: { quiet?: boolean; json?: boolean }): Promise<void> {
  const j = readBenchJson(dir);
  const rows = readBenchRows(dir, j.plan);
  const report = await benchReportOf(j, rows);
  const text = writeBenchReports(dir, j, report, rows.length);
  const files = ['summary.csv', 'report.txt', 'report.html'].map((n) => join(dir, n));
  if (f.json) process.stdout.write(JSON.stringify({ kind: 'bench-agents', pairs: rows.length, status: j.status, files }, null, 2) + '\n');
  else if (!f.quiet)
    process.stdout.write(`${text}\n${rows.length} pairs (${j.status}); wrote summary.csv, report.txt, report.html in ${dir}\n`);
}

const pc = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');

export function register(program: Command): void {
  program
    .command('report')
    .description(
      'Regenerate summary.csv, matrix.csv, matrix-wide.csv, decks.csv, cards.csv and report.html of a run folder (or summary.csv, report.txt and report.html of a bench-agents folder)',
    )
    .argument('<dir>', 'run folder holding games.csv (and run.json, errors.csv), or a bench-agents folder (bench.json)')
    .option('--no-html', 'CSV files only')
    .option('--quiet', 'print nothing but errors')
    .option('--json', 'print {games, failures, files, warnings} as JSON')
    .option(
      '--field <shares>',
      'field for field-weighted win rates in metagame.csv, e.g. "Fire Rush=0.3,Water Blockers=0.7" [every deck equally]',
    )
    .action(async (dir: string, f: { html: boolean; quiet?: boolean; json?: boolean; field?: string }) => {
      if (isBenchFolder(dir)) {
        if (f.field !== undefined) throw new UsageError(`--field applies to a sim run folder; ${dir} is a bench-agents folder`);
        return benchReport(dir, f);
      }
      const warn = (m: string) => {
        if (!f.json) process.stderr.write(`warning: ${m}\n`);
      };
      const game = await runGame(dir, warn);
      let r;
      try {
        r = await finalizeRun(dir, { html: f.html, warn, ...(game ? { game } : {}), ...(f.field !== undefined ? { field: f.field } : {}) });
      } catch (e) {
        if (e instanceof RunFolderError || e instanceof ReportOptionError) throw new UsageError(e.message);
        throw e;
      }
      if (f.json) {
        process.stdout.write(
          JSON.stringify({ games: r.games, failures: r.failures, files: r.files, warnings: r.warnings }, null, 2) + '\n',
        );
        return;
      }
      if (f.quiet) return;
      process.stdout.write(summaryTable(r.summary));
      const top = r.decks.find((d) => d.games > 0);
      if (top) {
        process.stdout.write(
          `\ntop deck: ${top.deck} ${pc(top.win_rate)}, pair-aware 95% [${pc(top.win_pair_low)}, ${pc(top.win_pair_high)}] (Wilson [${pc(top.win_low)}, ${pc(top.win_high)}]) over ${top.games} games\n`,
        );
      }
      process.stdout.write(
        `${r.games} games${r.failures ? `, ${r.failures} failed` : ''}; wrote ${r.files.map((p) => p.slice(p.lastIndexOf('/') + 1)).join(', ')} in ${dir}\n`,
      );
    });
}

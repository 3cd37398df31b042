// finalizeRun: stream a run folder's games.csv through the Aggregator and write every report file.
import { access, writeFile } from 'node:fs/promises';
import type { Game } from '@tcglab/core';
import { join } from 'node:path';
import { Aggregator } from './aggregator.js';
import { CsvFormatError } from './csv-stream.js';
import { cardsCsv, type CardRow } from './cards.js';
import { decksCsv, type DeckRow } from './decks.js';
import { readFailures } from './errors-reader.js';
import { readGamesCsv } from './games-reader.js';
import { matrixCsv, matrixWideCsv } from './matrix.js';
import { readRunInfo, type RunInfo } from './run-info.js';
import { summaryCsv, type SummaryRow } from './summary.js';
import { renderReportHtml } from './html/report.js';
import { bootstrapRun, type BootstrapResult } from './bootstrap.js';
import { applyDeckOrder, deckOrderCsv, metagameCsv, parseField } from './metagame.js';

export interface FinalizeOptions {
  /** Write report.html (default true). */
  readonly html?: boolean;
  /** Card display names for report.html; ids are shown otherwise. Defaults to the `game`'s card pool. */
  readonly cardName?: (id: string) => string | undefined;
  /**
   * The run's game definition, when the caller has it: parses run.json's deck texts into card lists (so
   * cards.csv lists cards that were never drawn) and names cards in report.html.
   */
  readonly game?: Pick<Game, 'parseDeck' | 'cards'>;
  /** Per-card statistics and cards.csv (default true). */
  readonly cards?: boolean;
  /** Called with non-fatal problems (an unreadable run.json, …). */
  readonly warn?: (msg: string) => void;
  /** `--field A=0.3,B=0.2,…`: the field for field-weighted win rates (default: every deck equally common). */
  readonly field?: string;
  /** Bootstrap replicates for rank intervals and the metagame (default 1000; 0 skips them). */
  readonly replicates?: number;
}

export interface FinalizeResult {
  readonly games: number;
  /** Failed games counted from errors.csv (0 when there is none). */
  readonly failures: number;
  /** Paths of the files written. */
  readonly files: readonly string[];
  readonly summary: readonly SummaryRow[];
  readonly decks: readonly DeckRow[];
  readonly cards: readonly CardRow[];
  /** Rank intervals and the metagame (absent with `replicates: 0` or without non-mirror games). */
  readonly bootstrap?: BootstrapResult;
  readonly run?: RunInfo;
  readonly warnings: readonly string[];
}

/** A run folder without games.csv or with a malformed one. */
export class RunFolderError extends Error {
  override name = 'RunFolderError';
}

/** A report option that does not fit the run (a `--field` naming an unknown deck, …); nothing was written. */
export class ReportOptionError extends Error {
  override name = 'ReportOptionError';
}

/**
 * Regenerate summary.csv, matrix.csv, matrix-wide.csv, decks.csv, cards.csv and report.html from the
 * run folder's games.csv (+ run.json and errors.csv when present). Memory does not grow with the number
 * of games: rows are streamed and only aggregates are kept.
 */
export async function finalizeRun(runDir: string, opts: FinalizeOptions = {}): Promise<FinalizeResult> {
  const warnings: string[] = [];
  const warn = (m: string) => {
    warnings.push(m);
    opts.warn?.(m);
  };
  const gamesFile = join(runDir, 'games.csv');
  try {
    await access(gamesFile);
  } catch {
    throw new RunFolderError(`${runDir}: no games.csv here (is this a run folder written by \`tcglab sim\`?)`);
  }
  const run = await readRunInfo(join(runDir, 'run.json'), warn);
  const decks0 = (run?.decks ?? []).map((d) => {
    if (d.cards || d.text === undefined || !opts.game) return d;
    try {
      return { ...d, cards: opts.game.parseDeck(d.text, d.file ?? d.name).cards };
    } catch (e) {
      warn(`deck "${d.name}" in run.json: ${(e as Error).message}`);
      return d;
    }
  });
  const game = opts.game;
  const cardName = opts.cardName ?? (game ? (id: string) => game.cards.resolve(id)?.name : undefined);
  const agg = new Aggregator({ decks: decks0, pairs: run?.pairs ?? [], cards: opts.cards ?? true });
  let games: number;
  try {
    games = await readGamesCsv(gamesFile, (row, line) => {
      try {
        agg.add(row);
      } catch (e) {
        throw new CsvFormatError(gamesFile, line, (e as Error).message);
      }
    });
  } catch (e) {
    if (e instanceof CsvFormatError) throw new RunFolderError(e.message);
    throw e;
  }
  const failures = await readFailures(join(runDir, 'errors.csv'));
  if (failures) {
    let placed = 0;
    for (const [pair, n] of failures.byPair) {
      agg.addFailures(pair, n);
      placed += n;
    }
    if (failures.total > placed) agg.addFailures(undefined, failures.total - placed);
  }
  if (games === 0) warn(`${gamesFile}: no games (header only)`);

  const summary = agg.summaryRows();
  const decks = agg.deckRows();
  let field: Map<string, number> | undefined;
  if (opts.field !== undefined) {
    try {
      field = parseField(
        opts.field,
        decks.filter((d) => d.games > 0).map((d) => d.deck),
      );
    } catch (e) {
      throw new ReportOptionError((e as Error).message);
    }
  }
  const replicates = opts.replicates ?? 1000;
  const bootstrap =
    replicates > 0 && decks.some((d) => d.games > 0)
      ? bootstrapRun(
          [...agg.cells.values()],
          decks.map((d) => d.deck),
          { seed: run?.seed ?? 'report', replicates, ...(field ? { field } : {}) },
        )
      : undefined;
  if (bootstrap) applyDeckOrder(decks, bootstrap.order);
  const matrix = agg.matrix();
  const cards = agg.cardRows();
  const out: [string, string][] = [
    ['summary.csv', summaryCsv(summary)],
    ['matrix.csv', matrixCsv(matrix)],
    ['matrix-wide.csv', matrixWideCsv(matrix)],
    ['decks.csv', decksCsv(decks)],
  ];
  if (bootstrap) {
    out.push(['deck-order.csv', deckOrderCsv(bootstrap.order)]);
    out.push(['metagame.csv', metagameCsv(bootstrap.metagame)]);
    if (bootstrap.metagame.missing.length) {
      warn(
        `metagame: no Nash equilibrium: ${bootstrap.metagame.missing.length} pair(s) of decks never met (${bootstrap.metagame.missing.slice(0, 3).join(', ')}${bootstrap.metagame.missing.length > 3 ? ', …' : ''})`,
      );
    }
  }
  if (opts.cards ?? true) out.push(['cards.csv', cardsCsv(cards)]);
  if (opts.html ?? true) {
    const html = renderReportHtml({
      summary,
      decks,
      matrix,
      cards,
      turns: agg.turns.entries(),
      turnsMedian: agg.turns.quantile(0.5),
      reasons: agg.reasons,
      games,
      draws: agg.draws,
      failures: agg.failures,
      agentErrors: agg.agentErrors,
      agents: [...agg.agents],
      ...(bootstrap ? { bootstrap } : {}),
      ...(run ? { run } : {}),
      ...(cardName ? { cardName } : {}),
    });
    out.push(['report.html', html]);
  }
  const files: string[] = [];
  for (const [name, text] of out) {
    const path = join(runDir, name);
    await writeFile(path, text);
    files.push(path);
  }
  return { games, failures: agg.failures, files, summary, decks, cards, ...(bootstrap ? { bootstrap } : {}), ...(run ? { run } : {}), warnings };
}

// summary.csv: one row per deck pairing (cell) with win rates, intervals, first-seat effect and game lengths.
import { padEndW, padStartW, textWidth } from '@tcglab/core';
import type { CellStats } from './cell-stats.js';
import { toCsv } from './csv-out.js';
import { tallyRate } from './outcome.js';
import { clusteredRate, clusterVariance, type ClusterSums } from '@tcglab/stats';

export interface SummaryRow {
  pair: number;
  deck_a: string;
  deck_b: string;
  agent_a: string;
  agent_b: string;
  mirror: boolean;
  games: number;
  a_wins: number;
  b_wins: number;
  draws: number;
  a_win_rate: number;
  a_win_low: number;
  a_win_high: number;
  /** Deals with both games played (seat-swapped pairs). */
  pairs: number;
  /** A's win rate's pair-aware 95% interval (deals as clusters; docs/statistics.md). */
  a_win_pair_low: number;
  a_win_pair_high: number;
  /** Estimated correlation of A's two results in a pair (the design effect minus 1); NaN with single games. */
  pair_corr: number;
  first_win_rate: number;
  first_win_low: number;
  first_win_high: number;
  first_advantage: number;
  a_first_games: number;
  a_first_win_rate: number;
  a_second_win_rate: number;
  turns_mean: number;
  turns_median: number;
  turns_p10: number;
  turns_p90: number;
  decisions_mean: number;
  decisions_median: number;
  decisions_p10: number;
  decisions_p90: number;
  agent_errors: number;
  failed: number;
  reasons: string;
}

export const SUMMARY_COLUMNS = [
  'pair', 'deck_a', 'deck_b', 'agent_a', 'agent_b', 'mirror', 'games', 'a_wins', 'b_wins', 'draws',
  'a_win_rate', 'a_win_low', 'a_win_high', 'pairs', 'a_win_pair_low', 'a_win_pair_high', 'pair_corr', 'first_win_rate', 'first_win_low', 'first_win_high', 'first_advantage',
  'a_first_games', 'a_first_win_rate', 'a_second_win_rate',
  'turns_mean', 'turns_median', 'turns_p10', 'turns_p90',
  'decisions_mean', 'decisions_median', 'decisions_p10', 'decisions_p90',
  'agent_errors', 'failed', 'reasons',
] as const satisfies readonly (keyof SummaryRow)[];

/** `reason:count` pairs, most frequent first (ties by name). */
export function formatReasons(reasons: ReadonlyMap<string, number>): string {
  return [...reasons.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([r, n]) => `${r || '?'}:${n}`)
    .join(' ');
}

/**
 * Within-pair correlation of A's two results, as the design effect minus one: V_cluster / (p(1 − p)/n) − 1
 * (exact for pairs without draws whose games have equal variance; a strong seat effect pulls it down).
 */
export function pairCorrelation(s: ClusterSums): number {
  const p = s.y / s.n;
  const v = clusterVariance(s);
  return p > 0 && p < 1 && Number.isFinite(v) ? v / ((p * (1 - p)) / s.n) - 1 : NaN;
}

export function summaryRow(c: CellStats): SummaryRow {
  const a = tallyRate(c.a);
  const f = tallyRate(c.first);
  const sums = c.aSums();
  const ap = clusteredRate(sums);
  const pairs = c.pairPoints.reduce((x, y) => x + y, 0);
  return {
    pair: c.pair,
    deck_a: c.deckA,
    deck_b: c.deckB,
    agent_a: [...c.agentsA].join('|'),
    agent_b: [...c.agentsB].join('|'),
    mirror: c.mirror,
    games: c.a.games,
    a_wins: c.a.wins,
    b_wins: c.a.losses,
    draws: c.a.draws,
    a_win_rate: a.rate,
    a_win_low: a.low,
    a_win_high: a.high,
    pairs,
    a_win_pair_low: ap.low,
    a_win_pair_high: ap.high,
    pair_corr: pairs > 1 && pairs === sums.clusters ? pairCorrelation(sums) : NaN,
    first_win_rate: f.rate,
    first_win_low: f.low,
    first_win_high: f.high,
    first_advantage: f.rate - 0.5,
    a_first_games: c.aFirst.games,
    a_first_win_rate: tallyRate(c.aFirst).rate,
    a_second_win_rate: tallyRate(c.aSecond).rate,
    turns_mean: c.turns.mean(),
    turns_median: c.turns.quantile(0.5),
    turns_p10: c.turns.quantile(0.1),
    turns_p90: c.turns.quantile(0.9),
    decisions_mean: c.decisions.mean(),
    decisions_median: c.decisions.quantile(0.5),
    decisions_p10: c.decisions.quantile(0.1),
    decisions_p90: c.decisions.quantile(0.9),
    agent_errors: c.agentErrors,
    failed: c.failed,
    reasons: formatReasons(c.reasons),
  };
}

export function buildSummaryRows(cells: readonly CellStats[]): SummaryRow[] {
  return cells.map(summaryRow);
}

export function summaryCsv(rows: readonly SummaryRow[]): string {
  return toCsv<SummaryRow>(SUMMARY_COLUMNS, rows, { turns_mean: 2, decisions_mean: 1 });
}

function pct(v: number): string {
  return Number.isFinite(v) ? (100 * v).toFixed(1) + '%' : '-';
}

/**
 * A fixed-width text table of the summary for a terminal (`tcglab report`): A's win rate with its pair-aware 95%
 * interval (deals as the units: the one to read, as in the CSVs and report.html) and the Wilson interval over games.
 */
export function summaryTable(rows: readonly SummaryRow[]): string {
  const head = ['pair', 'deck A', 'deck B', 'games', 'A-B-draw', 'A win%', 'pair-aware 95%', 'Wilson 95%', 'first win%', 'turns med'];
  const body = rows.map((r) => [
    String(r.pair),
    r.deck_a,
    r.deck_b,
    String(r.games),
    `${r.a_wins}-${r.b_wins}-${r.draws}`,
    pct(r.a_win_rate),
    interval(r.a_win_pair_low, r.a_win_pair_high),
    interval(r.a_win_low, r.a_win_high),
    pct(r.first_win_rate),
    Number.isFinite(r.turns_median) ? String(r.turns_median) : '-',
  ]);
  // Terminal columns, not string length: full-width (e.g. Japanese) deck names take two columns a character.
  const widths = head.map((h, i) => Math.max(textWidth(h), ...body.map((b) => textWidth(b[i]!))));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 3 ? padStartW(c, widths[i]!) : padEndW(c, widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

/** `[low, high]` in percent, `-` when undefined. */
function interval(low: number, high: number): string {
  return Number.isFinite(low) ? `[${pct(low)}, ${pct(high)}]` : '-';
}

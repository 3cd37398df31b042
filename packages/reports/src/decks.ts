// decks.csv: decks ranked by overall win rate against every other deck (mirror games excluded).
import { toCsv } from './csv-out.js';
import { newTally, tallyRate, type Tally } from './outcome.js';
import { clusteredRate } from '@tcglab/stats';
import type { CellStats } from './cell-stats.js';
import { deckSums } from './deal-sums.js';

export interface DeckRow {
  rank: number;
  deck: string;
  /** The agents that played this deck (`|`-separated): its pilot with deck agents, every seat agent otherwise. */
  pilot: string;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  win_rate: number;
  win_low: number;
  win_high: number;
  /** Pair-aware 95% interval of the win rate (deals as clusters). */
  win_pair_low: number;
  win_pair_high: number;
  /** 95% interval of the rank (bootstrap over deals; NaN until the bootstrap ran). */
  rank_low: number;
  rank_high: number;
  /** Share of bootstrap replicates in which this deck's win rate beats the next-ranked deck's (ties half). */
  p_above_next: number;
  /** Distinct opponents faced. */
  opponents: number;
  /** Unweighted mean of the deck's per-opponent win rates (no interval: a summary, not a test). */
  mean_matchup_rate: number;
  mirror_games: number;
}

export const DECK_COLUMNS = [
  'rank', 'deck', 'rank_low', 'rank_high', 'p_above_next', 'games', 'wins', 'losses', 'draws', 'win_rate', 'win_low', 'win_high',
  'win_pair_low', 'win_pair_high', 'opponents', 'mean_matchup_rate', 'mirror_games', 'pilot',
] as const satisfies readonly (keyof DeckRow)[];

export function buildDeckRows(
  h2h: ReadonlyMap<string, ReadonlyMap<string, Tally>>,
  mirrorGames: ReadonlyMap<string, number>,
  pilots: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  cells: readonly CellStats[] = [],
): DeckRow[] {
  const names = new Set<string>([...h2h.keys(), ...mirrorGames.keys()]);
  const rows: DeckRow[] = [];
  for (const deck of names) {
    const total = newTally();
    let rateSum = 0;
    let opponents = 0;
    for (const t of h2h.get(deck)?.values() ?? []) {
      total.games += t.games;
      total.wins += t.wins;
      total.losses += t.losses;
      total.draws += t.draws;
      if (t.games > 0) {
        opponents++;
        rateSum += tallyRate(t).rate;
      }
    }
    const r = tallyRate(total);
    const pr = clusteredRate(deckSums(cells, deck));
    rows.push({
      rank: 0,
      deck,
      pilot: [...(pilots.get(deck) ?? [])].join('|'),
      games: total.games,
      wins: total.wins,
      losses: total.losses,
      draws: total.draws,
      win_rate: r.rate,
      win_low: r.low,
      win_high: r.high,
      win_pair_low: pr.low,
      win_pair_high: pr.high,
      rank_low: NaN,
      rank_high: NaN,
      p_above_next: NaN,
      opponents,
      mean_matchup_rate: opponents ? rateSum / opponents : NaN,
      mirror_games: mirrorGames.get(deck) ?? 0,
    });
  }
  // Ranked by point estimate (decks without games last), then more games, then name: stable and explainable.
  rows.sort((x, y) => {
    const a = Number.isNaN(x.win_rate) ? -1 : x.win_rate;
    const b = Number.isNaN(y.win_rate) ? -1 : y.win_rate;
    return b - a || y.games - x.games || (x.deck < y.deck ? -1 : x.deck > y.deck ? 1 : 0);
  });
  rows.forEach((r, i) => (r.rank = i + 1));
  return rows;
}

export function decksCsv(rows: readonly DeckRow[]): string {
  return toCsv<DeckRow>(DECK_COLUMNS, rows);
}

// cards.csv: per deck and card, how often it was drawn and played and the deck's win rate with and without it.
import type { DeckCardStats } from './card-stats.js';
import { toCsv } from './csv-out.js';
import { winRate } from './outcome.js';

export interface CardRow {
  deck: string;
  card: string;
  /** Copies in the deck list (0 when the list was not known). */
  copies: number;
  /** Deck observations: games × seats the deck sat at (a mirror game counts twice). */
  deck_games: number;
  drawn: number;
  drawn_rate: number;
  played: number;
  played_rate: number;
  win_rate_played: number;
  win_played_low: number;
  win_played_high: number;
  not_played: number;
  win_rate_not_played: number;
  win_not_played_low: number;
  win_not_played_high: number;
  /** Win rate when played minus when not played (association, not causation). */
  played_delta: number;
  /** Mean turn the card was first played, over the games it was played. */
  mean_first_turn: number;
}

export const CARD_COLUMNS = [
  'deck', 'card', 'copies', 'deck_games', 'drawn', 'drawn_rate', 'played', 'played_rate',
  'win_rate_played', 'win_played_low', 'win_played_high',
  'not_played', 'win_rate_not_played', 'win_not_played_low', 'win_not_played_high', 'played_delta', 'mean_first_turn',
] as const satisfies readonly (keyof CardRow)[];

export function buildCardRows(decks: readonly DeckCardStats[]): CardRow[] {
  const rows: CardRow[] = [];
  const sorted = [...decks].sort((a, b) => (a.deck < b.deck ? -1 : a.deck > b.deck ? 1 : 0));
  for (const d of sorted) {
    const ids = [...d.cards.keys()].sort();
    for (const id of ids) {
      const t = d.cards.get(id)!;
      const played = winRate(t.playedWins, t.playedDraws, t.played);
      const notPlayedGames = d.games - t.played;
      const notPlayed = winRate(d.wins - t.playedWins, d.draws - t.playedDraws, notPlayedGames);
      rows.push({
        deck: d.deck,
        card: id,
        copies: d.copies.get(id) ?? 0,
        deck_games: d.games,
        drawn: t.drawn,
        drawn_rate: d.games ? t.drawn / d.games : NaN,
        played: t.played,
        played_rate: d.games ? t.played / d.games : NaN,
        win_rate_played: played.rate,
        win_played_low: played.low,
        win_played_high: played.high,
        not_played: notPlayedGames,
        win_rate_not_played: notPlayed.rate,
        win_not_played_low: notPlayed.low,
        win_not_played_high: notPlayed.high,
        played_delta: played.rate - notPlayed.rate,
        mean_first_turn: t.played ? t.firstTurnSum / t.played : NaN,
      });
    }
  }
  return rows;
}

export function cardsCsv(rows: readonly CardRow[]): string {
  return toCsv<CardRow>(CARD_COLUMNS, rows, { mean_first_turn: 2 });
}

// cards.csv: per deck and card, how often it was drawn, held and played, and the deck's win rate by each.
//
// Only the opening-hand comparison (oh_delta) is randomized — the shuffle alone decides whether a card starts
// in hand — so it estimates an effect; in-hand (iwd) and played (played_delta) comparisons are associations:
// a card is held and played more in games that last and go well. `associations` names them on every row.
import { clusteredDifference, clusteredRate } from '@tcglab/stats';
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
  /** Pair-aware 95% interval of played_delta (deals as clusters). */
  played_delta_low: number;
  played_delta_high: number;
  /** Observations with the card in the opening hand (the first hand dealt), and their share. */
  opening: number;
  opening_rate: number;
  /** The deck's win rate with the card in the opening hand (pair-aware interval), and without. */
  oh_win_rate: number;
  oh_win_low: number;
  oh_win_high: number;
  not_oh_win_rate: number;
  /** oh_win_rate − not_oh_win_rate with its pair-aware interval: randomized by the shuffle (an effect). */
  oh_delta: number;
  oh_delta_low: number;
  oh_delta_high: number;
  /** Observations where the card reached the hand other than only from the shields (17lands' GIH), and the win rate. */
  gih: number;
  gih_win_rate: number;
  gih_win_low: number;
  gih_win_high: number;
  /** Observations where the card never reached the hand (GNS), and the win rate. */
  gns: number;
  gns_win_rate: number;
  gns_win_low: number;
  gns_win_high: number;
  /** gih_win_rate − gns_win_rate (17lands' IWD) with its pair-aware interval: an association. */
  iwd: number;
  iwd_low: number;
  iwd_high: number;
  /** Observations where the card reached the hand only from the shield zone (Duel Masters): in neither GIH nor GNS. */
  shield_only: number;
  /** The columns of this row that are associations, not effects. */
  associations: string;
}

export const CARD_COLUMNS = [
  'deck', 'card', 'copies', 'deck_games', 'drawn', 'drawn_rate', 'played', 'played_rate',
  'win_rate_played', 'win_played_low', 'win_played_high',
  'not_played', 'win_rate_not_played', 'win_not_played_low', 'win_not_played_high', 'played_delta', 'mean_first_turn',
  'played_delta_low', 'played_delta_high',
  'opening', 'opening_rate', 'oh_win_rate', 'oh_win_low', 'oh_win_high', 'not_oh_win_rate', 'oh_delta', 'oh_delta_low', 'oh_delta_high',
  'gih', 'gih_win_rate', 'gih_win_low', 'gih_win_high', 'gns', 'gns_win_rate', 'gns_win_low', 'gns_win_high', 'iwd', 'iwd_low', 'iwd_high',
  'shield_only', 'associations',
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
      const pd = clusteredDifference(t.play);
      const oh = d.hasOpening ? clusteredRate(t.oh.a) : undefined;
      const notOh = d.hasOpening ? clusteredRate(t.oh.b) : undefined;
      const ohd = d.hasOpening ? clusteredDifference(t.oh) : undefined;
      const gih = clusteredRate(t.hand.a);
      const gns = clusteredRate(t.hand.b);
      const iwd = clusteredDifference(t.hand);
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
        played_delta_low: pd.low,
        played_delta_high: pd.high,
        opening: d.hasOpening ? t.opening : NaN,
        opening_rate: d.hasOpening && d.games ? t.opening / d.games : NaN,
        oh_win_rate: oh?.rate ?? NaN,
        oh_win_low: oh?.low ?? NaN,
        oh_win_high: oh?.high ?? NaN,
        not_oh_win_rate: notOh?.rate ?? NaN,
        oh_delta: ohd?.diff ?? NaN,
        oh_delta_low: ohd?.low ?? NaN,
        oh_delta_high: ohd?.high ?? NaN,
        gih: t.hand.a.n,
        gih_win_rate: gih.rate,
        gih_win_low: gih.low,
        gih_win_high: gih.high,
        gns: t.hand.b.n,
        gns_win_rate: gns.rate,
        gns_win_low: gns.low,
        gns_win_high: gns.high,
        iwd: iwd.diff,
        iwd_low: iwd.low,
        iwd_high: iwd.high,
        shield_only: t.shieldOnly,
        associations: 'played_delta iwd',
      });
    }
  }
  return rows;
}

export function cardsCsv(rows: readonly CardRow[]): string {
  return toCsv<CardRow>(CARD_COLUMNS, rows, { mean_first_turn: 2 });
}

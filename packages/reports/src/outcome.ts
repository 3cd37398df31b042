// Win/draw/loss tallies and the one definition of win rate used by every report.
import { wilson } from '@tcglab/core';

/** A tally of games from one side's point of view. */
export interface Tally {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export function newTally(): Tally {
  return { games: 0, wins: 0, losses: 0, draws: 0 };
}

/** Record one game for the side sitting at `seat` given the game's winner (-1 = draw). */
export function tallyGame(t: Tally, seat: number, winner: number): void {
  t.games++;
  if (winner === -1) t.draws++;
  else if (winner === seat) t.wins++;
  else t.losses++;
}

/** A win rate with its Wilson 95% score interval. */
export interface Rate {
  /** (wins + draws / 2) / games: a draw counts as half a win. NaN when games = 0. */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** Win rate counting draws as half a win, with the Wilson 95% interval over `games` trials. */
export function winRate(wins: number, draws: number, games: number): Rate {
  if (games <= 0) return { rate: NaN, low: NaN, high: NaN };
  const points = wins + draws / 2;
  const iv = wilson(points, games);
  return { rate: points / games, low: iv.low, high: iv.high };
}

export function tallyRate(t: Tally): Rate {
  return winRate(t.wins, t.draws, t.games);
}

/** True when the interval lies entirely on one side of 50%. */
export function excludesHalf(r: Rate): boolean {
  return r.low > 0.5 || r.high < 0.5;
}

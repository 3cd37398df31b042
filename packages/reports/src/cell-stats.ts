// Per-cell (deck pairing) accumulator: results, first-seat effect, game lengths, end reasons.
import { CountHistogram } from './histogram.js';
import type { GameRow } from './game-row.js';
import { newTally, tallyGame, type Tally } from './outcome.js';
import { ClusterSums } from '@tcglab/stats';

export class CellStats {
  /** Deck A's results (A is the runner's deck_a from run.json, else deck_0 of the first row seen; in a mirror, seat 0). */
  readonly a: Tally = newTally();
  /** Results of the seat that took the first turn. */
  readonly first: Tally = newTally();
  /** Deck A's results when A went first / second. */
  readonly aFirst: Tally = newTally();
  readonly aSecond: Tally = newTally();
  readonly turns = new CountHistogram();
  readonly decisions = new CountHistogram();
  readonly reasons = new Map<string, number>();
  readonly agentsA = new Set<string>();
  readonly agentsB = new Set<string>();
  agentErrors = 0;
  /** Games the runner could not finish (from errors.csv). */
  failed = 0;
  /**
   * Deck A's points per deal, for pair-aware intervals and the bootstrap: `pairPoints[k]` counts deals whose two
   * games gave A k/2 points (0..4), `singlePoints[k]` deals with one game so far (k/2 points, 0..2).
   */
  readonly pairPoints = [0, 0, 0, 0, 0];
  readonly singlePoints = [0, 0, 0];
  readonly mirror: boolean;

  constructor(
    readonly pair: number,
    readonly deckA: string,
    readonly deckB: string,
  ) {
    this.mirror = deckA === deckB;
  }

  /** Seat of deck A in this row; throws when the row's decks are not this cell's. */
  seatOfA(row: GameRow): 0 | 1 {
    if (this.mirror) {
      if (row.deck_0 !== this.deckA || row.deck_1 !== this.deckA) throw this.mismatch(row);
      return 0;
    }
    if (row.deck_0 === this.deckA && row.deck_1 === this.deckB) return 0;
    if (row.deck_1 === this.deckA && row.deck_0 === this.deckB) return 1;
    throw this.mismatch(row);
  }

  add(row: GameRow): void {
    const sa = this.seatOfA(row);
    tallyGame(this.a, sa, row.winner);
    tallyGame(this.first, row.first, row.winner);
    tallyGame(row.first === sa ? this.aFirst : this.aSecond, sa, row.winner);
    this.turns.add(row.turns);
    this.decisions.add(row.decisions);
    this.reasons.set(row.reason, (this.reasons.get(row.reason) ?? 0) + 1);
    (sa === 0 ? this.agentsA : this.agentsB).add(row.agent_0);
    (sa === 0 ? this.agentsB : this.agentsA).add(row.agent_1);
    if (row.agent_error !== '') this.agentErrors++;
  }

  /** A's points in `row` (1, ½ or 0). */
  pointsOfA(row: GameRow): number {
    const sa = this.seatOfA(row);
    return row.winner === -1 ? 0.5 : row.winner === sa ? 1 : 0;
  }

  /** Add (w = 1) or remove (w = −1) one deal of `games` games in which A scored `points`. */
  addDeal(points: number, games: number, w: 1 | -1): void {
    const k = Math.round(points * 2);
    if (games === 2) this.pairPoints[k]! += w;
    else this.singlePoints[k]! += w;
  }

  /** Deck A's results as clustered sums over deals (pairs and single games). */
  aSums(): ClusterSums {
    const s = new ClusterSums();
    this.pairPoints.forEach((c, k) => s.add(k / 2, 2, c));
    this.singlePoints.forEach((c, k) => s.add(k / 2, 1, c));
    return s;
  }

  private mismatch(row: GameRow): Error {
    return new Error(
      `game ${row.game}: pair ${this.pair} is "${this.deckA}" vs "${this.deckB}" but this row has "${row.deck_0}" vs "${row.deck_1}"`,
    );
  }
}

// Per-cell (deck pairing) accumulator: results, first-seat effect, game lengths, end reasons.
import { CountHistogram } from './histogram.js';
import type { GameRow } from './game-row.js';
import { newTally, tallyGame, type Tally } from './outcome.js';

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

  private mismatch(row: GameRow): Error {
    return new Error(
      `game ${row.game}: pair ${this.pair} is "${this.deckA}" vs "${this.deckB}" but this row has "${row.deck_0}" vs "${row.deck_1}"`,
    );
  }
}

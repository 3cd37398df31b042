// The incremental aggregator: add games.csv rows one at a time; read summaries at any moment.
import { CellStats } from './cell-stats.js';
import { DeckCardStats, type DeckObservation } from './card-stats.js';
import { CountHistogram } from './histogram.js';
import type { GameRow } from './game-row.js';
import { newTally, tallyGame, type Tally } from './outcome.js';
import { buildSummaryRows, type SummaryRow } from './summary.js';
import { buildDeckRows, type DeckRow } from './decks.js';
import { buildMatrix, type Matrix } from './matrix.js';
import { buildCardRows, type CardRow } from './cards.js';

export interface AggregatorOptions {
  /** Deck lists (from run.json) so cards.csv also lists cards that were never drawn. */
  readonly decks?: readonly { readonly name: string; readonly cards?: readonly string[] }[];
  /** The runner's pairings (run.json `pairs`): fixes which deck is A in each pair. */
  readonly pairs?: readonly { readonly pair: number; readonly deck_a: string; readonly deck_b: string }[];
  /** Skip per-card statistics (faster when only the summary is wanted, e.g. live progress). */
  readonly cards?: boolean;
}

export class Aggregator {
  readonly cells = new Map<number, CellStats>();
  /** Head-to-head tallies from the row deck's point of view, mirrors excluded: row → column → tally. */
  readonly h2h = new Map<string, Map<string, Tally>>();
  /** Games each deck played against itself (excluded from h2h and the ranking). */
  readonly mirrorGames = new Map<string, number>();
  readonly deckCards = new Map<string, DeckCardStats>();
  readonly turns = new CountHistogram();
  readonly decisions = new CountHistogram();
  readonly reasons = new Map<string, number>();
  /** Failed games from errors.csv whose pair had no finished game. */
  unplacedFailures = 0;
  games = 0;
  draws = 0;
  agentErrors = 0;
  /** Distinct agents seen, in order of appearance. */
  readonly agents = new Set<string>();
  /** Per deck, the agents that played it (its pilot when agents are bound to decks). */
  readonly pilots = new Map<string, Set<string>>();
  private readonly withCards: boolean;
  /**
   * Games whose deal partner (the seat-swapped game with the same pair and deal seed) has not arrived yet. They
   * count as deals of one game until it does; games.csv keeps partners adjacent, so this stays tiny.
   */
  private readonly pending = new Map<string, GameRow>();

  constructor(opts: AggregatorOptions = {}) {
    this.withCards = opts.cards ?? true;
    for (const p of opts.pairs ?? []) this.cells.set(p.pair, new CellStats(p.pair, p.deck_a, p.deck_b));
    for (const d of opts.decks ?? []) {
      if (this.withCards && d.cards) this.deckCardStats(d.name).setList(d.cards);
    }
  }

  /** Add one finished game. Throws when the row contradicts earlier rows (a pair with other decks). */
  add(row: GameRow): void {
    let cell = this.cells.get(row.pair);
    if (!cell) {
      cell = new CellStats(row.pair, row.deck_0, row.deck_1);
      this.cells.set(row.pair, cell);
    }
    cell.add(row);
    this.games++;
    if (row.winner === -1) this.draws++;
    if (row.agent_error !== '') this.agentErrors++;
    this.turns.add(row.turns);
    this.decisions.add(row.decisions);
    this.reasons.set(row.reason, (this.reasons.get(row.reason) ?? 0) + 1);
    this.agents.add(row.agent_0);
    this.agents.add(row.agent_1);
    for (const [d, a] of [
      [row.deck_0, row.agent_0],
      [row.deck_1, row.agent_1],
    ] as const) {
      let s = this.pilots.get(d);
      if (!s) this.pilots.set(d, (s = new Set()));
      s.add(a);
    }
    if (row.deck_0 === row.deck_1) {
      this.mirrorGames.set(row.deck_0, (this.mirrorGames.get(row.deck_0) ?? 0) + 1);
    } else {
      tallyGame(this.tally(row.deck_0, row.deck_1), 0, row.winner);
      tallyGame(this.tally(row.deck_1, row.deck_0), 1, row.winner);
    }
    if (this.withCards) {
      const o0 = row.winner === -1 ? 0.5 : row.winner === 0 ? 1 : 0;
      this.deckCardStats(row.deck_0).add(o0, row.drawn_0, row.played_0, row.opening_0, row.shield_only_0);
      this.deckCardStats(row.deck_1).add(1 - o0, row.drawn_1, row.played_1, row.opening_1, row.shield_only_1);
    }
    const key = `${row.pair}\u0000${row.seed}`;
    const mate = this.pending.get(key);
    if (mate) {
      this.pending.delete(key);
      this.deal(cell, [mate], -1);
      this.deal(cell, [mate, row], 1);
    } else {
      this.pending.set(key, row);
      this.deal(cell, [row], 1);
    }
  }

  /** Add or remove one deal (the games of a pair that share the deal seed): pair-aware sums. */
  private deal(cell: CellStats, rows: readonly GameRow[], w: 1 | -1): void {
    let points = 0;
    for (const r of rows) points += cell.pointsOfA(r);
    cell.addDeal(points, rows.length, w);
    if (!this.withCards) return;
    const byDeck = new Map<string, DeckObservation[]>();
    for (const r of rows) {
      const o0 = r.winner === -1 ? 0.5 : r.winner === 0 ? 1 : 0;
      const obs: [string, DeckObservation][] = [
        [r.deck_0, { outcome: o0, drawn: r.drawn_0, played: r.played_0, opening: r.opening_0, shieldOnly: r.shield_only_0 }],
        [r.deck_1, { outcome: 1 - o0, drawn: r.drawn_1, played: r.played_1, opening: r.opening_1, shieldOnly: r.shield_only_1 }],
      ];
      for (const [deck, o] of obs) {
        const list = byDeck.get(deck);
        if (list) list.push(o);
        else byDeck.set(deck, [o]);
      }
    }
    for (const [deck, obs] of byDeck) this.deckCardStats(deck).addDeal(obs, w);
  }

  /** Record `count` games of `pair` that the runner could not finish (errors.csv). */
  addFailures(pair: number | undefined, count = 1): void {
    const cell = pair === undefined ? undefined : this.cells.get(pair);
    if (cell) cell.failed += count;
    else this.unplacedFailures += count;
  }

  get failures(): number {
    let n = this.unplacedFailures;
    for (const c of this.cells.values()) n += c.failed;
    return n;
  }

  /** One row per cell that has games or failures, in pair order. */
  summaryRows(): SummaryRow[] {
    const cells = [...this.cells.values()].filter((c) => c.a.games > 0 || c.failed > 0);
    return buildSummaryRows(cells.sort((a, b) => a.pair - b.pair));
  }

  /** Decks ranked by overall win rate (mirror games excluded). */
  deckRows(): DeckRow[] {
    return buildDeckRows(this.h2h, this.mirrorGames, this.pilots, [...this.cells.values()]);
  }

  /** The top-ranked deck, if any deck has played a non-mirror game. */
  leader(): DeckRow | undefined {
    return this.deckRows().find((d) => d.games > 0);
  }

  /** Win rate of every deck against every other, decks in ranking order. */
  matrix(): Matrix {
    return buildMatrix(
      this.deckRows().map((d) => d.deck),
      this.h2h,
      this.mirrorGames,
      [...this.cells.values()],
    );
  }

  /** Per deck and card statistics (empty when the aggregator was built with `cards: false`). */
  cardRows(): CardRow[] {
    return buildCardRows([...this.deckCards.values()]);
  }

  private tally(row: string, col: string): Tally {
    let m = this.h2h.get(row);
    if (!m) {
      m = new Map();
      this.h2h.set(row, m);
    }
    let t = m.get(col);
    if (!t) {
      t = newTally();
      m.set(col, t);
    }
    return t;
  }

  private deckCardStats(deck: string): DeckCardStats {
    let d = this.deckCards.get(deck);
    if (!d) {
      d = new DeckCardStats(deck);
      this.deckCards.set(deck, d);
    }
    return d;
  }
}

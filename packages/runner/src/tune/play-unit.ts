// Plays deal units: a deck against one opponent on one deal, twice with the seats swapped (games 0 and 1 of a
// two-deck run whose seed is the unit's seed, so `tcglab play --seed SEED [--swap]` replays either game).
import type { Deck, Game } from '@tcglab/core';
import { errorText, playIndexWithState, type RunContext } from '../play.js';
import { RunPlan } from '../plan.js';
import type { DeckSource, RunSpec } from '../spec.js';

/** What every unit of a search shares (sent once to each worker). */
export interface UnitContext {
  readonly game: string;
  readonly opponents: readonly DeckSource[];
  readonly agents: readonly [string, string];
  /** [the tuned deck's pilot, the field's agent], when agents are bound to decks. */
  readonly pilots?: readonly [string, string];
  readonly turnLimit?: number;
  readonly maxDecisions?: number;
}

/** A worker task: units of one deck, each with its deal seed and opponent. */
export interface UnitBatch {
  readonly cards: readonly string[];
  readonly units: readonly { readonly seed: string; readonly opponent: number }[];
}

export interface UnitRow {
  /** The deck's points over the two games (0..2), NaN when a game failed. */
  readonly points: number;
  /** Final-state checksums of the two games, `c0 c1` (empty when a game failed). */
  readonly checksums: string;
  /** `game N: error` when a game failed, else empty. */
  readonly error: string;
}

/** Plays units for one worker (or the main thread): the game and opponent decks are parsed once. */
export class UnitPlayer {
  private readonly opponents: Deck[];
  constructor(
    private readonly game: Game<unknown>,
    private readonly ctx: UnitContext,
  ) {
    this.opponents = ctx.opponents.map((d) => ({ ...game.parseDeck(d.text, d.file), name: d.name }));
  }

  async play(batch: UnitBatch): Promise<UnitRow[]> {
    const deck: Deck = { game: this.game.id, name: 'tuned', file: 'tuned', cards: batch.cards, meta: {} };
    const out: UnitRow[] = [];
    for (const u of batch.units) out.push(await this.unit(deck, u.seed, u.opponent));
    return out;
  }

  private async unit(deck: Deck, seed: string, o: number): Promise<UnitRow> {
    const opp = this.opponents[o]!;
    const spec: RunSpec = {
      game: this.ctx.game,
      decks: [
        { name: deck.name, file: deck.file, text: '' },
        { name: opp.name, file: opp.file, text: '' },
      ],
      agents: this.ctx.agents,
      ...(this.ctx.pilots ? { pilots: this.ctx.pilots } : {}),
      gamesPerPair: 2,
      seed,
      pairing: 'round-robin',
      ...(this.ctx.turnLimit !== undefined ? { turnLimit: this.ctx.turnLimit } : {}),
      ...(this.ctx.maxDecisions !== undefined ? { maxDecisions: this.ctx.maxDecisions } : {}),
    };
    const run: RunContext = { spec, game: this.game, decks: [deck, opp], plan: new RunPlan(spec) };
    let points = 0;
    const sums: string[] = [];
    for (const i of [0, 1]) {
      try {
        const { plan, row } = await playIndexWithState(run, i);
        // The tuned deck sits in seat 0 in game 0 and in seat 1 in the seat-swapped game 1.
        const seat = plan.swapped ? 1 : 0;
        points += row.winner < 0 ? 0.5 : row.winner === seat ? 1 : 0;
        sums.push(row.checksum);
      } catch (e) {
        return { points: NaN, checksums: '', error: `game ${i}: ${errorText(e)}` };
      }
    }
    return { points, checksums: sums.join(' '), error: '' };
  }
}

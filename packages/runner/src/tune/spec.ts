// What determines a tune run (tune.json's spec), its validation, and its hash.
import { createHash } from 'node:crypto';
import type { DeckSource } from '../spec.js';

export interface TuneSpec {
  readonly game: string;
  /** The deck to tune (the stage-1 incumbent). */
  readonly deck: DeckSource;
  /** The opponents and their relative weights. */
  readonly field: readonly (DeckSource & { readonly weight: number })[];
  /** The --vs values as given (for the reproduce command; the decks above are what counts). */
  readonly fieldArgs?: readonly string[];
  /** Card ids that may be swapped in, in pool order. */
  readonly pool: readonly string[];
  readonly poolDescription: string;
  /** The --pool values as given (for the reproduce command; the ids above are what counts). */
  readonly poolArgs?: readonly string[];
  /** Card ids that may leave the deck (every card of the deck when absent). */
  readonly swapOut?: readonly string[];
  /** At most this many swaps (greedy stages of one swap each). */
  readonly swaps: number;
  /** Agent spec of seat 0 and seat 1 (each unit plays both seat orders); with `pilots`, the field agent twice. */
  readonly agents: readonly [string, string];
  /** Agents bound to decks instead of seats: [the tuned deck's pilot, the field's agent]. */
  readonly pilots?: readonly [string, string];
  /** Games to play in all (the default), or wall-clock seconds turned into games by a calibration. */
  readonly budget: { readonly games: number } | { readonly seconds: number };
  readonly seed: string;
  /** Finalists confirmed per stage. */
  readonly finalists: number;
  /** Share of a stage's budget spent on the confirmation. */
  readonly confirmShare: number;
  /** Family-wise error rate of the confirmation intervals. */
  readonly alpha: number;
  readonly turnLimit?: number;
  readonly maxDecisions?: number;
}

export const TUNE_DEFAULTS = { games: 20_000, swaps: 1, finalists: 3, confirmShare: 0.25, alpha: 0.05 } as const;

/** Bad tune input (besides deck, pool and field files): an option out of range, no legal swap, … */
export class TuneInputError extends Error {
  override name = 'TuneInputError';
}

export function validateTuneSpec(s: TuneSpec): void {
  const int = (name: string, v: number, min: number, max = Infinity): void => {
    if (!Number.isInteger(v) || v < min || v > max)
      throw new TuneInputError(`${name} must be an integer in [${min}, ${max === Infinity ? '∞' : max}]; got ${v}`);
  };
  int('--swaps', s.swaps, 1, 40);
  int('--finalists', s.finalists, 1, 50);
  if (!(s.confirmShare >= 0.05 && s.confirmShare <= 0.9))
    throw new TuneInputError(`--confirm-share must be in [0.05, 0.9]; got ${s.confirmShare}`);
  if (!(s.alpha > 0 && s.alpha < 0.5)) throw new TuneInputError(`--alpha must be in (0, 0.5); got ${s.alpha}`);
  if ('games' in s.budget) int('--budget (games)', s.budget.games, 2);
  else if (!(s.budget.seconds > 0 && Number.isFinite(s.budget.seconds)))
    throw new TuneInputError(`--budget time must be positive; got ${s.budget.seconds}s`);
  if (s.field.length === 0) throw new TuneInputError('the field is empty');
  if (s.pool.length === 0) throw new TuneInputError('the pool is empty');
  if (s.turnLimit !== undefined) int('--turn-limit', s.turnLimit, 1);
  if (s.maxDecisions !== undefined) int('--max-decisions', s.maxDecisions, 1);
}

/** 16 hex digits over the canonical spec (key order fixed). */
export function tuneSpecHash(s: TuneSpec): string {
  const canonical = JSON.stringify({
    game: s.game,
    deck: s.deck.text,
    field: s.field.map((d) => ({ name: d.name, text: d.text, weight: d.weight })),
    pool: s.pool,
    swapOut: s.swapOut ?? null,
    swaps: s.swaps,
    agents: s.agents,
    pilots: s.pilots ?? null,
    budget: s.budget,
    seed: s.seed,
    finalists: s.finalists,
    confirmShare: s.confirmShare,
    alpha: s.alpha,
    turnLimit: s.turnLimit ?? null,
    maxDecisions: s.maxDecisions ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

// Usage errors (bad flags, bad input files): printed without a stack, exit code 2. Numeric flags are parsed
// strictly (decimal digits only) and bounded, so `--games 99999999999999999999` is refused, not stored as 1e20.
import { availableParallelism } from 'node:os';
import { MAX_GAMES_PER_PAIR } from '@tcglab/runner';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Default upper bound of integer flags (counts and budgets): far above any sane value, far below 2^53. */
const MAX_INT_FLAG = 2 ** 31 - 1;

/** Games per deck pair (sim) or per agent pairing (bench-agents) at most: beyond that, shard the run. */
export const MAX_GAMES = MAX_GAMES_PER_PAIR;

/** An integer flag value in [min, max], or a UsageError naming the flag. */
export function intFlag(name: string, v: string | number | undefined, min = 0, max = MAX_INT_FLAG): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  if (Number.isInteger(n) && n > max)
    throw new UsageError(`${name} ${v} is more than ${max.toLocaleString('en-US')}, the most tcglab accepts`);
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}; got "${v}"`);
  return n;
}

export function numFlag(name: string, v: string | number | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw new UsageError(`${name} must be a number; got "${v}"`);
  return n;
}

/** Longest run seed accepted: it is stored in run.json, in every games.csv row (the deal seeds) and in folder names. */
const MAX_SEED = 200;

/**
 * A run seed: any string of 1 to MAX_SEED characters without control characters (a newline in a seed would
 * split its games.csv rows and the reproduce command). `name` says where it came from (`--seed`, a spec file).
 */
export function seedFlag(name: string, v: string | number | undefined): string | undefined {
  if (v === undefined) return undefined;
  const s = String(v);
  if (s.length === 0) throw new UsageError(`${name} must not be empty`);
  if (s.length > MAX_SEED)
    throw new UsageError(`${name} is ${s.length.toLocaleString('en-US')} characters long; a seed has at most ${MAX_SEED}`);
  if (/\p{Cc}/u.test(s))
    throw new UsageError(`${name} holds a control character (a newline or a tab?); got ${JSON.stringify(s).slice(0, 60)}`);
  return s;
}

export const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

/** Worker threads at most, even with --force. */
const MAX_WORKERS = 1024;

/**
 * Worker threads from `--workers` (undefined: one per core). More than the machine's cores is refused unless
 * `force` (as fastchess does): extra threads only add memory and contention. The caller clamps to the work.
 */
export function workersFlag(
  v: string | number | undefined,
  force: boolean | undefined,
  cores = availableParallelism(),
): number | undefined {
  const n = intFlag('--workers', v, 0, MAX_WORKERS);
  if (n !== undefined && n > cores && !force) {
    throw new UsageError(
      `--workers ${n} is more than this machine's ${cores} core${cores === 1 ? '' : 's'}: extra threads only add memory and contention (pass --force to use ${n} anyway)`,
    );
  }
  return n;
}

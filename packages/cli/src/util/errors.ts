// Usage errors (bad flags, bad input files): printed without a stack, exit code 2.
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A non-negative integer flag value, or a UsageError naming the flag. */
export function intFlag(name: string, v: string | number | undefined, min = 0): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}; got "${v}"`);
  return n;
}

export function numFlag(name: string, v: string | number | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw new UsageError(`${name} must be a number; got "${v}"`);
  return n;
}

export const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

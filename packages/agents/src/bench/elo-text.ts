// Elo for printing, one rule for every output (the table, summary.csv, --json, report.html): an Elo beyond
// ±ELO_PRINT_LIMIT is shown as ±inf. Such values only come from a score within 1e-9 of 0 or 1 — a perfect record
// whose finite value is floating-point rounding (a Wilson bound of 0.9999999999999998 is "+6261"), not data.
import { scoreToElo } from '@tcglab/stats';

/** The Elo of a score 1e-9 away from a perfect record (≈ 3600): anything beyond prints as infinite. */
export const ELO_PRINT_LIMIT = Math.round(scoreToElo(1 - 1e-9));

/** `x`, or ±Infinity when it is beyond ±ELO_PRINT_LIMIT. */
export function printableElo(x: number): number {
  if (x >= ELO_PRINT_LIMIT) return Infinity;
  if (x <= -ELO_PRINT_LIMIT) return -Infinity;
  return x;
}

/** `+123`, `-45`, `0`, `+inf`, `-inf` (and `-` for an undefined value). */
export function eloText(x: number): string {
  const v = printableElo(x);
  if (v === Infinity) return '+inf';
  if (v === -Infinity) return '-inf';
  if (Number.isNaN(v)) return '-';
  const r = Math.round(v);
  return (r > 0 ? '+' : '') + String(r);
}

// Logistic Elo: score ↔ rating difference.

/** Expected score of a player rated `elo` above its opponent. */
export function eloToScore(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/** Rating difference that gives expected score `s` (±Infinity at 1 and 0). */
export function scoreToElo(s: number): number {
  if (s <= 0) return -Infinity;
  if (s >= 1) return Infinity;
  return -400 * Math.log10(1 / s - 1);
}

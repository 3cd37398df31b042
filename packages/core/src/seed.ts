// Seed derivation: every stream of a run is a pure function of (run seed, labels), never of scheduling.

/**
 * Derive the seed string of a sub-stream. `deriveSeed(42, 'game', 17, 'agent', 0)` is "42/game/17/agent/0".
 * Readable on purpose: the seed printed in games.csv and error messages is the seed used.
 */
export function deriveSeed(root: string | number, ...labels: (string | number)[]): string {
  let s = String(root);
  for (const l of labels) s += '/' + String(l);
  return s;
}

/** 32-bit FNV-1a over a string: for checksums and stable hashing, not for randomness. */
export function fnv1a(str: string, h = 0x811c9dc5): number {
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mix one 32-bit integer into a running FNV-style hash (no allocation). */
export function mix32(h: number, v: number): number {
  h ^= v & 0xff;
  h = Math.imul(h, 0x01000193);
  h ^= (v >>> 8) & 0xff;
  h = Math.imul(h, 0x01000193);
  h ^= (v >>> 16) & 0xff;
  h = Math.imul(h, 0x01000193);
  h ^= (v >>> 24) & 0xff;
  h = Math.imul(h, 0x01000193);
  return h >>> 0;
}

export const HASH_INIT = 0x811c9dc5;

/** Format a 32-bit checksum the way every report prints it. */
export function hex32(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

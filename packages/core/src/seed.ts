// Seed derivation: every stream of a run is a pure function of (run seed, labels), never of scheduling.
import { fmix32 } from './rng.js';

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

/** Two lowercase hex digits per byte value. */
const HEX2: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * Format a 32-bit checksum the way every report prints it: 8 lowercase hex digits, the same as
 * `(n >>> 0).toString(16).padStart(8, '0')` (a test compares them), four table reads instead (once per game in a run's rows).
 */
export function hex32(n: number): string {
  return HEX2[n >>> 24]! + HEX2[(n >>> 16) & 255]! + HEX2[(n >>> 8) & 255]! + HEX2[n & 255]!;
}

const TWO_POW_32 = 0x100000000;

/**
 * A run seed (any text or number) as a 52-bit integer key, for `streamSeed`: two 32-bit murmur-style lanes over the
 * text's UTF-16 code units (computed once per run, not per game).
 */
export function seedKey(root: string | number): number {
  const s = String(root);
  let h1 = 0x243f6a88;
  let h2 = 0x85a308d3;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0xcc9e2d51);
    h1 = (h1 << 15) | (h1 >>> 17);
    h2 = Math.imul(h2 ^ c, 0x1b873593);
    h2 = (h2 << 13) | (h2 >>> 19);
  }
  h1 = fmix32(h1 ^ s.length);
  h2 = fmix32(h2 ^ h1);
  return (h1 & 0xfffff) * TWO_POW_32 + h2;
}

/**
 * The numeric seed (a 52-bit key for `new Prng(key)`) of a sub-stream: the run's `seedKey` and four integer labels
 * ≥ 0 (a stream kind and up to three indices, 0 where unused; `a` may exceed 2^32, the others not). Distinct labels give unrelated keys; the
 * runner seeds every per-game stream this way (plan.ts), in a few dozen integer operations instead of a string.
 */
export function streamSeed(key: number, kind: number, a: number, b: number, c: number): number {
  let h1 = Math.floor(key / TWO_POW_32) >>> 0;
  let h2 = key >>> 0;
  h1 = fmix32(h1 ^ Math.imul(kind + 1, 0x9e3779b1));
  h2 = fmix32(h2 ^ h1 ^ Math.imul(a + 1, 0x85ebca77) ^ Math.floor(a / TWO_POW_32));
  h1 = fmix32(h1 ^ h2 ^ Math.imul(b + 1, 0xc2b2ae3d));
  h2 = fmix32(h2 ^ h1 ^ Math.imul(c + 1, 0x27d4eb2f));
  h1 = fmix32(h1 ^ h2);
  return (h1 & 0xfffff) * TWO_POW_32 + h2;
}

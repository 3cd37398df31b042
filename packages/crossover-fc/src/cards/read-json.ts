// Typed readers over the card JSON: each throws a CardFormatError naming the file, the card and the field.
import * as C from './codes.js';

/** A card file problem: names the file, the card and the field. */
export class CardFormatError extends Error {
  override name = 'CardFormatError';
}

export type Raw = Record<string, unknown>;

export function fail(where: string, msg: string): never {
  throw new CardFormatError(`${where}: ${msg}`);
}

export function int(where: string, o: Raw, key: string, def: number, min = -99, max = 99): number {
  const v = o[key];
  if (v === undefined) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(where, `"${key}" must be an integer in [${min}, ${max}], got ${JSON.stringify(v)}`);
  }
  return v;
}

export function oneOf(where: string, o: Raw, key: string, table: Readonly<Record<string, number>>, def: number): number {
  const v = o[key];
  if (v === undefined) return def;
  if (typeof v !== 'string' || !(v in table)) {
    fail(where, `"${key}" must be one of ${Object.keys(table).join(', ')}; got ${JSON.stringify(v)}`);
  }
  return table[v]!;
}

export function typeBits(where: string, v: unknown): number {
  if (!Array.isArray(v) || v.length === 0) fail(where, `"types" must be a non-empty array of card types`);
  let m = 0;
  for (const t of v) {
    if (typeof t !== 'string' || !(t in C.TYPE_NAMES)) fail(where, `unknown card type ${JSON.stringify(t)}`);
    m |= C.TYPE_NAMES[t]!;
  }
  return m;
}

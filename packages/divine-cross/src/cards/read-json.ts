// Typed readers over the card JSON: each throws a CardFormatError naming the file, the card and the field.
import { ATTR_BY_NAME } from './codes.js';

export class CardFormatError extends Error {
  override name = 'CardFormatError';
}

export type Json = Record<string, unknown>;

export class JsonReader {
  constructor(private readonly where: string) {}

  fail(path: string, msg: string): never {
    throw new CardFormatError(`${this.where}: ${path}: ${msg}`);
  }

  obj(v: unknown, path: string): Json {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, 'must be an object');
    return v as Json;
  }

  int(o: Json, key: string, path: string, dflt?: number, min = 0): number {
    const v = o[key];
    if (v === undefined) {
      if (dflt === undefined) this.fail(`${path}.${key}`, 'is required');
      return dflt;
    }
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
      this.fail(`${path}.${key}`, `must be an integer ≥ ${min}, got ${JSON.stringify(v)}`);
    }
    return v;
  }

  str(o: Json, key: string, path: string, dflt?: string): string {
    const v = o[key];
    if (v === undefined) {
      if (dflt === undefined) this.fail(`${path}.${key}`, 'is required');
      return dflt;
    }
    if (typeof v !== 'string' || v === '') this.fail(`${path}.${key}`, 'must be a non-empty string');
    return v;
  }

  bool(o: Json, key: string, path: string, dflt: boolean): boolean {
    const v = o[key];
    if (v === undefined) return dflt;
    if (typeof v !== 'boolean') this.fail(`${path}.${key}`, 'must be true or false');
    return v;
  }

  oneOf(o: Json, key: string, path: string, names: readonly string[], dflt?: string): number {
    const v = this.str(o, key, path, dflt);
    const i = names.indexOf(v);
    if (i < 0) this.fail(`${path}.${key}`, `"${v}" is not one of: ${names.join(', ')}`);
    return i;
  }

  onlyKeys(o: Json, path: string, allowed: readonly string[]): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k)) this.fail(`${path}.${k}`, `unknown field (allowed: ${allowed.join(', ')})`);
    }
  }

  attrs(o: Json, key: string, path: string): number {
    const v = o[key] ?? [];
    if (!Array.isArray(v)) this.fail(`${path}.${key}`, 'must be an array of attribute names');
    let m = 0;
    for (const a of v) {
      const bit = typeof a === 'string' ? ATTR_BY_NAME[a] : undefined;
      if (bit === undefined) {
        this.fail(`${path}.${key}`, `${JSON.stringify(a)} is not one of: ${Object.keys(ATTR_BY_NAME).join(', ')}`);
      }
      m |= bit;
    }
    return m;
  }
}

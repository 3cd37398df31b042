// The pool of cards a search may swap in: "any" playable card, a set ("set:DM-01"), a card-list file, or names.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseDeckText, type CardInfo, type CardPool } from '@tcglab/core';

/** Bad pool input (an unknown card or set, an unplayable card named explicitly, an empty pool). */
export class PoolError extends Error {
  override name = 'PoolError';
}

export interface SwapPool {
  /** Card ids in pool order, one per card name. */
  readonly ids: readonly string[];
  /** Ids named one by one on the command line: each must be able to enter the deck, or the input is refused. */
  readonly explicit: ReadonlySet<string>;
  /** What the pool holds, in words (for tune.json and the report). */
  readonly description: string;
}

const normSet = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function resolveRef(pool: CardPool, ref: string, where: string): CardInfo {
  const info = pool.resolve(ref);
  if (!info) {
    const near = pool.suggest(ref, 3);
    throw new PoolError(`${where}: unknown card "${ref}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`);
  }
  if (!info.playable) {
    throw new PoolError(
      `${where}: ${info.name} (${info.id}) cannot be played (${info.unsupported ?? 'not implemented'}); the pool holds playable cards only`,
    );
  }
  return info;
}

/**
 * Resolve `--pool` values (each one of: `any`, `any playable`, `set:CODE`, a card-list file in the deck format
 * (counts are ignored), or a comma-separated list of card names or ids) into one pool, in the order given, one
 * id per card name (the first printing met). An unknown card, an unknown set, an unplayable card in a list or a
 * file, and an empty pool are refused. Sets, "any" and files are collections: a card of theirs that cannot
 * enter the deck (already at its copy limit) is skipped; a card named on the command line must be able to.
 * `read` reads a card-list file (the CLI passes its bounded reader).
 */
export function resolvePool(
  pool: CardPool,
  specs: readonly string[],
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
): SwapPool {
  const ids: string[] = [];
  const names = new Set<string>();
  const explicit = new Set<string>();
  const parts: string[] = [];
  const add = (c: CardInfo, isExplicit: boolean): void => {
    if (names.has(c.name)) return;
    names.add(c.name);
    ids.push(c.id);
    if (isExplicit) explicit.add(c.id);
  };
  if (specs.length === 0) throw new PoolError('no --pool: give the cards to try (a card-list file, set:CODE, names, or "any")');
  for (const raw of specs) {
    const spec = raw.trim();
    if (/^any( playable)?$/i.test(spec)) {
      for (const c of pool.all()) if (c.playable) add(c, false);
      parts.push('any playable card');
    } else if (/^set:/i.test(spec)) {
      const code = spec.slice(4).trim();
      const sets = [...new Set(pool.all().map((c) => c.set))];
      const hit = sets.find((s) => normSet(s) === normSet(code));
      if (!hit) throw new PoolError(`--pool ${spec}: unknown set "${code}"; known sets: ${sets.join(', ')}`);
      const before = ids.length;
      for (const c of pool.all()) if (c.set === hit && c.playable) add(c, false);
      parts.push(`the playable cards of ${hit} (${ids.length - before})`);
    } else if (existsSync(spec) && statSync(spec).isFile()) {
      const parsed = parseDeckText(read(spec), spec);
      for (const l of parsed.lines) add(resolveRef(pool, l.ref, `${spec}:${l.line}`), false);
      parts.push(spec);
    } else {
      const refs = spec
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (refs.length === 0) throw new PoolError(`--pool "${raw}": no card named`);
      for (const ref of refs) add(resolveRef(pool, ref, '--pool'), true);
      parts.push(refs.join(', '));
    }
  }
  if (ids.length === 0) throw new PoolError(`the pool is empty (${parts.join('; ')} hold no playable card)`);
  return { ids, explicit, description: parts.join('; ') };
}

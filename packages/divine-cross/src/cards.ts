// The card registry: loads data/cards.json once per thread, compiles it, and exposes defs and the CardPool.
import { readFileSync } from 'node:fs';
import { makeCardPool, type CardInfo, type CardPool } from '@tcglab/core';
import { compileCards, KIND_NAMES, type CardDef, type CardSet } from './card-format.js';

const CARD_FILE = new URL('../data/cards.json', import.meta.url);

function load(): CardSet {
  const text = readFileSync(CARD_FILE, 'utf8');
  return compileCards(JSON.parse(text) as unknown, 'packages/divine-cross/data/cards.json');
}

export const CARDS: CardSet = load();
export const DEFS: readonly CardDef[] = CARDS.defs;
export const OPS = CARDS.ops;
export const LISTS = CARDS.lists;

function info(d: CardDef): CardInfo {
  return {
    id: d.id,
    name: d.name,
    playable: d.unsupported === undefined,
    ...(d.unsupported !== undefined ? { unsupported: d.unsupported } : {}),
    set: d.set,
    data: { kind: KIND_NAMES[d.kind], synthetic: d.synthetic, ...(d.raw as object) },
  };
}

export const POOL: CardPool = makeCardPool(DEFS.map(info), (c) => {
  const d = CARDS.byId.get(c.id);
  return d?.nameJa ? [d.nameJa] : [];
});

/** Def index of a card reference (id or name); throws naming the reference. */
export function defIndexOf(ref: string): number {
  const c = POOL.resolve(ref);
  if (!c) {
    const near = POOL.suggest(ref, 3);
    throw new Error(`unknown Divine Cross card "${ref}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`);
  }
  return CARDS.byId.get(c.id)!.index;
}

/** `Name (id)`, the way actions and logs name a card. */
export function cardLabel(defIndex: number): string {
  const d = DEFS[defIndex]!;
  return `${d.name} (${d.id})`;
}

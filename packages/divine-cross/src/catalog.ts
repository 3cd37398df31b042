// The Divine Cross card table: loads data/cards.json once per thread, compiles it into flyweight definitions
// and the shared effect tables, and exposes them with the CardPool every tool uses.
import { readFileSync } from 'node:fs';
import { makeCardPool, type CardInfo, type CardPool } from '@tcglab/core';
import { KIND_NAMES } from './cards/codes.js';
import { compileCards } from './cards/compile.js';
import type { CardDef, CardSet, Op } from './cards/types.js';

const CARD_FILE = new URL('../data/cards.json', import.meta.url);

// Loaded when the package is imported (once per thread): the accessors below stay trivial for the hot paths.
const SET: CardSet = compileCards(JSON.parse(readFileSync(CARD_FILE, 'utf8')) as unknown, 'packages/divine-cross/data/cards.json');
let pool: CardPool | undefined;

/** Every card definition, indexed by `index` (the integer a card instance's `def` holds). */
export function cardDefs(): readonly CardDef[] {
  return SET.defs;
}

const BY_ID_ORDER: readonly number[] = SET.defs
  .map((d) => d.index)
  .sort((a, b) => (SET.defs[a]!.id < SET.defs[b]!.id ? -1 : SET.defs[a]!.id > SET.defs[b]!.id ? 1 : 0));

/** Every def index, in the order of the card ids (the order of sorted id lists). */
export function defsById(): readonly number[] {
  return BY_ID_ORDER;
}

/** The definition of a card id; throws naming the id when there is none. */
export function cardById(id: string): CardDef {
  const d = SET.byId.get(id);
  if (!d) throw new Error(`unknown Divine Cross card id "${id}"`);
  return d;
}

/** The compiled effect ops, indexed by op id. */
export function effectOps(): readonly Op[] {
  return SET.ops;
}

/** The compiled effect lists (op ids), indexed by list id. */
export function effectLists(): readonly (readonly number[])[] {
  return SET.lists;
}

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

/** The CardPool of every tool (names resolve in English and Japanese). */
export function cardPool(): CardPool {
  if (!pool) {
    const byId = SET.byId;
    pool = makeCardPool(cardDefs().map(info), (c) => {
      const d = byId.get(c.id);
      return d?.nameJa ? [d.nameJa] : [];
    });
  }
  return pool;
}

/** Def index of a card reference (id or name); throws naming the reference and the nearest names. */
export function defIndexOf(ref: string): number {
  const c = cardPool().resolve(ref);
  if (!c) {
    const near = cardPool().suggest(ref, 3);
    throw new Error(`unknown Divine Cross card "${ref}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`);
  }
  return cardById(c.id).index;
}

/** `Name (id)`, the way actions and logs name a card. */
export function cardLabel(defIndex: number): string {
  const d = cardDefs()[defIndex]!;
  return `${d.name} (${d.id})`;
}

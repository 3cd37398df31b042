// The CrossOver card table: loads the card data once per thread (data/*.json), compiles it, and exposes the
// flyweight definitions with the CardPool every tool uses.
import { readFileSync } from 'node:fs';
import { makeCardPool, type CardInfo, type CardPool } from '@tcglab/core';
import { GENDERS, KEYWORD_NAMES, TYPE_NAMES } from './cards/codes.js';
import { compileCard } from './cards/compile.js';
import { CardFormatError } from './cards/read-json.js';
import type { CardDef } from './cards/types.js';
import type { COState } from './state.js';

const DATA_FILES = ['sample-cards.json', 'named-cards.json'] as const;

/** Parse one card file's text (a `{ set, note?, cards: [...] }` object). Throws CardFormatError naming the problem. */
export function parseCardFile(text: string, file: string): CardDef[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new CardFormatError(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as { cards?: unknown }).cards)) {
    throw new CardFormatError(`${file}: expected an object with a "cards" array`);
  }
  const d = doc as { set?: unknown; cards: unknown[] };
  if (typeof d.set !== 'string' || !d.set) throw new CardFormatError(`${file}: "set" (a set code) is required`);
  const synthetic = d.set === 'SX';
  return d.cards.map((c) => compileCard(c, file, d.set as string, synthetic));
}

function loadAll(): CardDef[] {
  const defs: CardDef[] = [];
  const seen = new Map<string, string>();
  for (const f of DATA_FILES) {
    const url = new URL(`../data/${f}`, import.meta.url);
    for (const d of parseCardFile(readFileSync(url, 'utf8'), f)) {
      if (seen.has(d.id)) throw new CardFormatError(`${f}: duplicate card id ${d.id} (also in ${seen.get(d.id)})`);
      seen.set(d.id, f);
      d.idx = defs.length;
      defs.push(d);
    }
  }
  return defs;
}

// Loaded when the package is imported (once per thread): the accessors below stay trivial for the hot paths.
const DEFS: readonly CardDef[] = loadAll();
const BY_ID = new Map(DEFS.map((d) => [d.id, d] as const));
let pool: CardPool | undefined;

/** Every card definition, indexed by `idx` (the integer a card instance's `def` holds). */
export function cardDefs(): readonly CardDef[] {
  return DEFS;
}

/** The definition of a card id; throws naming the id when there is none. */
export function cardById(id: string): CardDef {
  const d = BY_ID.get(id);
  if (!d) throw new Error(`unknown CrossOver card id "${id}"`);
  return d;
}

/** Is there a card with this id? */
export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}

/** The definition of card instance `inst` of a state. */
export function defOf(s: COState, inst: number): CardDef {
  return DEFS[s.def[inst]!]!;
}

/** `Name (id)` of card instance `inst`, the way logs name a card. */
export function cardName(s: COState, inst: number): string {
  const d = defOf(s, inst);
  return `${d.name} (${d.id})`;
}

function typeNames(bits: number): string[] {
  return Object.entries(TYPE_NAMES)
    .filter(([, b]) => (bits & b) !== 0)
    .map(([n]) => n);
}

function info(d: CardDef): CardInfo {
  const kws = Object.entries(KEYWORD_NAMES)
    .filter(([, b]) => (d.keywords & b) !== 0)
    .map(([n]) => n);
  return {
    id: d.id,
    name: d.name,
    playable: d.playable,
    ...(d.unsupported ? { unsupported: d.unsupported } : {}),
    set: d.set,
    data: {
      types: typeNames(d.types),
      synthetic: d.synthetic,
      rarity: d.rarity,
      ...(d.cost >= 0 ? { cost: d.cost } : {}),
      ...(d.types & TYPE_NAMES['CHARACTER']! ? { ap: d.ap, dp: d.dp, gender: GENDERS[d.gender] } : {}),
      ...(kws.length ? { keywords: kws } : {}),
      ...(d.upkeep ? { upkeep: d.upkeep } : {}),
      ...(d.energy ? { energy: d.energy } : {}),
      text: d.text,
      ...(d.mirrors ? { mirrors: d.mirrors } : {}),
    },
  };
}

/** The CardPool of every tool (names resolve in English and by their aliases). */
export function cardPool(): CardPool {
  if (!pool) pool = makeCardPool(DEFS.map(info), (c) => cardById(c.id).aliases.slice());
  return pool;
}

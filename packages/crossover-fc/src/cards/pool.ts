// Loads the card data once per thread (data/*.json), compiles it and exposes the flyweight table and CardPool.
import { readFileSync } from 'node:fs';
import { makeCardPool, type CardInfo, type CardPool } from '@tcglab/core';
import { compileCard, CardFormatError, type CardDef } from './schema.js';
import { GENDERS, KEYWORD_NAMES, TYPE_NAMES } from './constants.js';

export const DATA_FILES = ['sample-cards.json', 'named-cards.json'] as const;

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
    const url = new URL(`../../data/${f}`, import.meta.url);
    for (const d of parseCardFile(readFileSync(url, 'utf8'), f)) {
      if (seen.has(d.id)) throw new CardFormatError(`${f}: duplicate card id ${d.id} (also in ${seen.get(d.id)})`);
      seen.set(d.id, f);
      d.idx = defs.length;
      defs.push(d);
    }
  }
  return defs;
}

/** Every card definition, indexed by `idx` (the integer a card instance points at). */
export const DEFS: readonly CardDef[] = loadAll();
const BY_ID = new Map(DEFS.map((d) => [d.id, d] as const));

export function defById(id: string): CardDef | undefined {
  return BY_ID.get(id);
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

export const CARD_INFOS: readonly CardInfo[] = DEFS.map(info);
export const CARD_POOL: CardPool = makeCardPool(CARD_INFOS, (c) => defById(c.id)?.aliases.slice() ?? []);

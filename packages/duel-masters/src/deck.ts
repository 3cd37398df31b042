// Deck construction (100.2): exactly 40 cards, at most 4 copies of a card (100.2a); unimplemented cards refused by name.
import { buildDeck, type Deck, Prng } from '@tcglab/core';
import { cardPool } from './catalog.js';

export function parseDeck(text: string, file: string): Deck {
  return buildDeck('duel-masters', text, file, cardPool(), { size: 40, maxCopies: 4 });
}

let fuzzOrder: { seed: string; ids: string[] } | undefined;

/**
 * Deck `k` of the all-cards fuzz: 10 different playable cards, 4 copies each, taken in turn from one
 * seeded order of every playable card (deck k holds places 10k..10k+9, wrapping round), so any ⌈N/10⌉ consecutive
 * decks hold every playable card. The tests' fuzz, the agents' fuzz and bench/fuzz.mjs play these decks.
 */
export function fuzzDeck(k: number, seed = 'all-cards'): Deck {
  if (!fuzzOrder || fuzzOrder.seed !== seed) {
    const ids = cardPool()
      .all()
      .filter((d) => d.playable)
      .map((d) => d.id)
      .sort();
    new Prng(seed).shuffle(ids);
    fuzzOrder = { seed, ids };
  }
  const ids = fuzzOrder.ids;
  const cards: string[] = [];
  for (let j = 0; j < 10; j++) {
    const id = ids[(10 * k + j) % ids.length]!;
    cards.push(id, id, id, id);
  }
  return { game: 'duel-masters', name: `fuzz-${k}`, file: `fuzz-${k}`, cards, meta: {} };
}

// Deck construction (100.2): exactly 40 cards, at most 4 copies of a card (100.2a); unimplemented cards refused by name.
import { buildDeck, type Deck } from '@tcglab/core';
import { cardPool } from './catalog.js';

export function parseDeck(text: string, file: string): Deck {
  return buildDeck('duel-masters', text, file, cardPool(), { size: 40, maxCopies: 4 });
}

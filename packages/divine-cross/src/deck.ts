// Divine Cross deck files (402): exactly 30 cards, at most 2 per name and kind, at least one unit.
import { buildDeck, type Deck } from '@tcglab/core';
import { KIND_NAMES, KIND_UNIT } from './cards/codes.js';
import { cardById, cardPool } from './catalog.js';

export function parseDeck(text: string, file: string): Deck {
  return buildDeck('divine-cross', text, file, cardPool(), {
    size: 30,
    maxCopies: 2,
    copyKey: (id) => {
      const d = cardById(id);
      return `${d.name}/${KIND_NAMES[d.kind]}`;
    },
    check: (cards) => (cards.some((id) => cardById(id).kind === KIND_UNIT) ? undefined : 'the deck needs at least one unit card (402.2)'),
  });
}

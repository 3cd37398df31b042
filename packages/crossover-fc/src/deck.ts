// Deck files (1-2-3, 1-2-4): at least 50 cards, 4 per name across deck and sideboard, common navigators
// unlimited; an optional sideboard of 1-20 cards after a `# sideboard` line (validated, not played).
import { buildDeck, DeckError, parseDeckText, type Deck } from '@tcglab/core';
import * as C from './cards/codes.js';
import { cardById, cardPool, isCardId } from './catalog.js';

/** tcglab's own cap (the rules have no maximum): both decks together must fit the action encoding. */
export const MAX_DECK = 120;

/** 1-2-3: common navigators are exempt from the 4-copy limit. */
function exempt(id: string): boolean {
  if (!isCardId(id)) return false;
  const d = cardById(id);
  return (d.types & C.T_NAVIGATOR) !== 0 && d.rarity === 'C';
}

export function parseDeck(text: string, file: string): Deck {
  const rows = text.split(/\r?\n/);
  const marker = rows.findIndex((r) => /^\s*#\s*sideboard\s*$/i.test(r));
  // Keep line numbers: blank out the other part instead of cutting it.
  const main = marker < 0 ? text : rows.map((r, i) => (i < marker ? r : '')).join('\n');
  const deck = buildDeck('crossover-fc', main, file, cardPool(), {
    minSize: 50,
    maxSize: MAX_DECK,
    maxCopies: 4,
    copyExempt: exempt,
    requirePlayable: true,
  });
  if (marker < 0) return deck;
  const side = parseDeckText(rows.map((r, i) => (i > marker ? r : '')).join('\n'), file);
  const problems: string[] = [];
  const perName = new Map<string, number>();
  for (const id of deck.cards) if (!exempt(id)) perName.set(cardById(id).name, (perName.get(cardById(id).name) ?? 0) + 1);
  let size = 0;
  for (const l of side.lines) {
    const info = cardPool().resolve(l.ref);
    if (!info) {
      problems.push(`${file}:${l.line}: unknown sideboard card "${l.ref}"`);
      continue;
    }
    if (!info.playable) problems.push(`${file}:${l.line}: ${info.name} (${info.id}) cannot be used: ${info.unsupported}`);
    size += l.count;
    if (!exempt(info.id)) perName.set(info.name, (perName.get(info.name) ?? 0) + l.count);
  }
  // 1-2-4: none, or 1 to 20 cards. 1-2-3: the 4-copy limit counts deck and sideboard together.
  if (size === 0) problems.push(`${file}: the "# sideboard" section lists no cards (omit it for no sideboard)`);
  if (size > 20) problems.push(`${file}: the sideboard has ${size} cards; at most 20 are allowed (1-2-4)`);
  for (const [name, n] of perName) {
    if (n > 4) problems.push(`${file}: ${n} copies of ${name} in deck and sideboard together; at most 4 are allowed (1-2-3)`);
  }
  if (problems.length) {
    const e = new DeckError(file, undefined, problems.join('\n'));
    e.message = problems.join('\n');
    throw e;
  }
  return { ...deck, meta: { ...deck.meta, 'sideboard-size': String(size) } };
}

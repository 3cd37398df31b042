// Every 1-for-1 swap of a deck with a pool: legal ones become candidates, the others are kept with the reason.
//
// A swap takes out the last copy of a card and puts the new card in that same slot, so the candidate's card
// list equals the incumbent's but for one position: with the same shuffle seed, the new card sits exactly
// where the old one would have, and every other card where it was. That is what makes the pairing tight.
import type { Game } from '@tcglab/core';
import type { SwapCandidate } from './search.js';

export interface IllegalSwap {
  readonly out: string;
  readonly in: string;
  readonly reason: string;
}

export interface SwapSet {
  readonly candidates: SwapCandidate[];
  readonly illegal: IllegalSwap[];
}

/** Deck text for a card list: consecutive copies on one line (`3 id  # Name`), so the order survives parsing. */
export function deckText(cards: readonly string[], nameOf: (id: string) => string, header: readonly string[] = []): string {
  const lines = header.map((h) => `# ${h}`);
  for (let i = 0; i < cards.length;) {
    let j = i;
    while (j < cards.length && cards[j] === cards[i]) j++;
    lines.push(`${j - i} ${cards[i]}  # ${nameOf(cards[i]!)}`);
    i = j;
  }
  return lines.join('\n') + '\n';
}

/** The reason a card list is not a legal deck of `game`, or undefined when it is. */
export function deckProblem(game: Game<unknown>, cards: readonly string[], label: string): string | undefined {
  try {
    game.parseDeck(
      deckText(cards, () => ''),
      label,
    );
    return undefined;
  } catch (e) {
    const at = new RegExp(`^${label}(:\\d+)?: `, 'gm');
    return (e as Error).message.replace(at, '').replace(/\n/g, '; ');
  }
}

/**
 * Every swap of one copy of a card of `incumbent` (only cards named in `swapOut`, when given) for one card of
 * `pool`, in deck order then pool order; swapping a card for another printing of the same name is no swap.
 */
export function swapsOf(game: Game<unknown>, incumbent: readonly string[], pool: readonly string[], swapOut?: readonly string[]): SwapSet {
  const nameOf = (id: string): string => game.cards.resolve(id)?.name ?? id;
  const allowed = swapOut ? new Set(swapOut.map(nameOf)) : undefined;
  const outs: string[] = [];
  for (const c of incumbent) if (!outs.includes(c) && (!allowed || allowed.has(nameOf(c)))) outs.push(c);
  const candidates: SwapCandidate[] = [];
  const illegal: IllegalSwap[] = [];
  for (const out of outs) {
    const slot = incumbent.lastIndexOf(out);
    for (const inn of pool) {
      if (nameOf(inn) === nameOf(out)) continue; // the same card: not a swap
      const cards = [...incumbent];
      cards[slot] = inn;
      const problem = deckProblem(game, cards, 'swap');
      if (problem) illegal.push({ out, in: inn, reason: problem });
      else candidates.push({ id: candidates.length + 1, out, in: inn, cards });
    }
  }
  return { candidates, illegal };
}

// What each player knows of a card after it moves (`known`; zones.ts knownAfterMove): a zone change makes a new object
// (400.5), but the players remember what they saw move into a hand or the shield zone, and determinize keeps it.
import { Prng } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';
import { acts, distinctLegal, HORNET, LAH, legal, M, position, WATER } from './helpers.js';

interface Seen {
  knownShields: (string | null)[];
  knownHand?: string[];
}
const seenBy = (s: DMState, viewer: number, owner: number): Seen => (game.view(s, viewer) as { players: Seen[] }).players[owner]!;

/** The ids in player `p`'s hand after `player` determinizes `s` (a copy) with `seed`. */
function handAfterDeterminize(s: DMState, player: number, p: number, seed: string): string[] {
  const d = game.clone(s);
  game.determinize(d, player, new Prng(seed));
  return (game.snapshot!(d) as { players: { hand: string[] }[] }).players[p]!.hand;
}

describe('what the players remember of a moved card', () => {
  it('a creature bounced to its owner’s hand (Spiral Gate) stays known to both players, and determinize keeps it', () => {
    const s = position({ hand: ['dm01-086'], mana: M(WATER, 5) }, { battle: [HORNET], hand: [LAH, LAH] });
    acts(s, 'cast Spiral Gate (dm01-086)');
    expect(seenBy(s, 0, 1).knownHand).toEqual([HORNET]);
    for (const seed of ['a', 'b', 'c', 'd']) expect(handAfterDeterminize(s, 0, 1, seed)).toContain(HORNET);
  });

  it('a card its owner adds from the hand to the shields face down (Emeral) is known to its owner, not to the opponent', () => {
    const s = position({ hand: ['dm03-042', HORNET], mana: M(WATER, 2), shields: [LAH, LAH] });
    acts(s, 'summon Emeral (dm03-042)', 'yes Emeral (dm03-042)'); // the Hornet, the only hand card, goes to the shields
    expect(seenBy(s, 0, 0).knownShields).toEqual([null, null, HORNET]);
    expect(seenBy(s, 1, 0).knownShields).toEqual([null, null, null]);
    // Emeral then has its owner take one of the shields back: the Hornet (known) or an unknown one, two classes.
    expect(legal(s)).toHaveLength(3);
    expect(distinctLegal(s)).toEqual(['choose shield 1 of P0', 'choose shield 3 of P0']);
  });

  it('a drawn card or a broken unknown shield stays unknown to the opponent', () => {
    const s = position({ battle: [HORNET] }, { shields: [LAH, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Forest Hornet (dm01-066)', 'break shield 1');
    expect(seenBy(s, 0, 1).knownHand).toEqual([]);
  });
});

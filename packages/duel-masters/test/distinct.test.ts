// Game.distinctActions: the actions a player cannot tell apart (choices among face-down cards it has not seen).
import { describe, expect, it } from 'vitest';
import type { DMState } from '../src/state.js';
import { acts, DARK, distinctLegal, GRASS, HORNET, legal, M, N, position } from './helpers.js';

/** The legal actions' texts, and those `distinctActions` keeps for the player to decide. */
const classes = (s: DMState): { legal: string[]; kept: string[] } => ({ legal: legal(s), kept: distinctLegal(s) });

describe('distinctActions (Duel Masters)', () => {
  it('509.3: the face-down shields the attacker has not seen are one class; the first is kept', () => {
    const s = position({ battle: [HORNET] }, {}, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    const { legal, kept } = classes(s);
    expect(legal).toEqual(['break shield 1', 'break shield 2', 'break shield 3', 'break shield 4', 'break shield 5']);
    expect(kept).toEqual(['break shield 1']);
  });

  it('a shield the attacker has looked at is a class of its own; one only its owner has seen is not', () => {
    const s = position({ battle: [HORNET] }, {}, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    s.known[s.shields[1][2]!]! |= 1; // player 0 (the attacker) has seen the third shield
    s.known[s.shields[1][3]!]! |= 2; // its owner has seen the fourth: nothing to the attacker
    expect(classes(s).kept).toEqual(['break shield 1', 'break shield 3']);
  });

  it('an effect that chooses among its controller’s own face-down shields: one class (Baraga, Blade of Gloom)', () => {
    const s = position({ hand: ['dm03-028'], mana: M(DARK, 4), shields: ['dm01-012', 'dm01-027', 'dm01-012'] });
    acts(s, 'summon Baraga, Blade of Gloom (dm03-028)');
    const { legal, kept } = classes(s);
    expect(legal).toEqual(['choose shield 1 of P0', 'choose shield 2 of P0', 'choose shield 3 of P0']);
    expect(kept).toEqual(['choose shield 1 of P0']);
  });

  it('choices among cards the player can see are left alone (blockers, charges)', () => {
    const s = position({ battle: [HORNET] }, { battle: [GRASS, GRASS] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    const block = classes(s);
    expect(block.legal.length).toBe(3); // no block, or either Emerald Grass
    expect(block.kept).toEqual(block.legal);
    const t = position({ hand: [DARK, DARK, HORNET] });
    const charge = classes(t);
    expect(charge.kept).toEqual(charge.legal);
  });

  it('reads nothing hidden: two states that differ only in the shields’ cards keep the same actions', () => {
    const a = position({ battle: [HORNET] }, { shields: ['dm01-027', 'dm01-012', 'dm01-012'] }, { step: 'attack' });
    const b = position({ battle: [HORNET] }, { shields: ['dm01-012', 'dm01-012', 'dm01-027'] }, { step: 'attack' });
    for (const s of [a, b]) acts(s, `attack player with ${N.hornet}`);
    expect(classes(a).kept).toEqual(classes(b).kept);
    expect(classes(a).kept).toEqual(['break shield 1']);
  });
});

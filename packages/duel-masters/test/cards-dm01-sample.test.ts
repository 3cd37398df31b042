// Per-card tests for the DM-01 scripts written with the effect library (one describe per card).
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, legal, position, snap } from './helpers.js';

const DARK_MANA = (n: number) => Array.from({ length: n }, () => 'dm01-090'); // Writhing Bone Ghoul (darkness)
const WATER_MANA = (n: number) => Array.from({ length: n }, () => 'dm01-083'); // Aqua Vehicle (water)
const LIGHT_MANA = (n: number) => Array.from({ length: n }, () => 'dm01-075'); // Reusol (light)

describe("Terror Pit (dm01-027): destroy 1 of your opponent's creatures", () => {
  it('destroys the chosen opposing creature when cast', () => {
    const s = position({ hand: ['dm01-027'], mana: DARK_MANA(6) }, { battle: ['dm01-012', 'dm01-097'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(legal(s)).toEqual(['choose Lah, Purification Enforcer (dm01-012)', 'choose Immortal Baron, Vorg (dm01-097)']);
    act(s, 'choose Immortal Baron, Vorg (dm01-097)');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-097']);
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-027']); // the spell goes to the graveyard last (605.2e)
  });
  it('with one opposing creature, destroys it without a choice; with none, does nothing', () => {
    const s = position({ hand: ['dm01-027', 'dm01-027'], mana: DARK_MANA(12) }, { battle: ['dm01-012'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 1)).toEqual([]);
    act(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-027', 'dm01-027']);
  });
  it('is a shield trigger: used for free when its shield is broken', () => {
    const s = position({ battle: ['dm01-097'] }, { shields: ['dm01-027', 'dm01-012'] }, { step: 'attack' });
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'break shield 1');
    act(s, 'trigger Terror Pit (dm01-027)');
    act(s, 'decline');
    expect(battleIds(s, 0)).toEqual([]); // the attacker was destroyed by the S-Trigger
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-027']);
  });
});

describe('Aqua Hulcus (dm01-080): when it enters, you may draw a card', () => {
  it('draws on yes', () => {
    const s = position({ hand: ['dm01-080'], mana: WATER_MANA(3) });
    act(s, 'summon Aqua Hulcus (dm01-080)');
    const deckBefore = snap(s).players[0]!.deck;
    act(s, 'yes');
    expect(snap(s).players[0]!.deck).toBe(deckBefore - 1);
    expect(snap(s).players[0]!.hand.length).toBe(1);
  });
  it('does not draw on decline', () => {
    const s = position({ hand: ['dm01-080'], mana: WATER_MANA(3) });
    acts(s, 'summon Aqua Hulcus (dm01-080)', 'decline');
    expect(snap(s).players[0]!.hand.length).toBe(0);
  });
});

describe('Bone Spider (dm01-056): when it wins a battle, destroy it', () => {
  it('is destroyed after winning a battle', () => {
    const s = position({ battle: ['dm01-056'] }, { battle: [{ card: 'dm01-090', tapped: true }] }, { step: 'attack' });
    act(s, 'attack Writhing Bone Ghoul (dm01-090) with Bone Spider (dm01-056)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-056']);
  });
});

describe('Cyber Brain (dm01-052): draw up to 3 cards', () => {
  it('draws one at a time and may stop', () => {
    const s = position({ hand: ['dm01-052'], mana: WATER_MANA(4) });
    act(s, 'cast Cyber Brain (dm01-052)');
    acts(s, 'yes draw', 'yes draw', 'decline further draws');
    expect(snap(s).players[0]!.hand.length).toBe(2);
  });
  it('stops by itself after 3', () => {
    const s = position({ hand: ['dm01-052'], mana: WATER_MANA(4) });
    acts(s, 'cast Cyber Brain (dm01-052)', 'yes draw', 'yes draw', 'yes draw');
    expect(snap(s).players[0]!.hand.length).toBe(3);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe("Holy Awe (dm01-015): tap all your opponent's creatures", () => {
  it('taps every opposing creature and none of yours', () => {
    const s = position({ hand: ['dm01-015'], mana: LIGHT_MANA(6), battle: ['dm01-075'] }, { battle: ['dm01-012', 'dm01-097'] });
    act(s, 'cast Holy Awe (dm01-015)');
    expect(snap(s).players[1]!.battle.map((b) => b.tapped)).toEqual([true, true]);
    expect(snap(s).players[0]!.battle.map((b) => b.tapped)).toEqual([false]);
  });
});

// Rule tests for the engine events and turn-structure changes of the DM-05..DM-12 cards (issue 15): using an
// S-Trigger as an event, discard replacements, draw-step and start-of-turn changes, extra turns, face-up shields.
// Each test names the comprehensive rule it checks (../shared/seeds/duel-masters-comprehensive-rules-v1.40.txt).
import { describe, expect, it } from 'vitest';
import { act, acts, DARK, FIRE, LAH, legal, M, NATURE, PIT, pl, position, snap, WATER } from './helpers.js';

const HOLY_AWE = 'dm01-015'; // light spell, S-Trigger: tap all your opponent's creatures
const QUAZLA = 'dm08-s02'; // Emperor Quazla: whenever your opponent uses an S-Trigger, draw up to 2
const POKOLUL = 'dm05-010'; // Pokolul: when the opponent uses the S-Trigger of a shield it broke, you may untap it
const VORG_N = 'Immortal Baron, Vorg (dm01-097)';

describe('using an S-Trigger is an event (112.3a, 113.6)', () => {
  it('the other player’s watchers trigger when the S-Trigger is used, and resolve after it (101.4a)', () => {
    const s = position({ battle: [FIRE, { card: QUAZLA, under: [WATER] }] }, { shields: [HOLY_AWE, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${VORG_N}`, 'break shield 1', 'trigger Holy Awe (dm01-015)');
    // Holy Awe resolved first (both creatures tapped), then Quazla's "draw up to 2" asks.
    expect(snap(s).players[0]!.battle.map((b) => b.tapped)).toEqual([true, true]);
    expect(legal(s)).toContain('yes draw a card for Emperor Quazla (dm08-s02)');
    const hand = pl(s, 0).hand.length;
    acts(s, 'yes draw a card for Emperor Quazla (dm08-s02)', 'yes draw a card for Emperor Quazla (dm08-s02)');
    expect(pl(s, 0).hand.length).toBe(hand + 2);
  });
  it('an S-Trigger not declared is not used: no trigger', () => {
    const s = position({ battle: [FIRE, { card: QUAZLA, under: [WATER] }] }, { shields: [HOLY_AWE, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${VORG_N}`, 'break shield 1', 'decline remaining S-Triggers');
    expect(pl(s, 1).hand).toEqual([HOLY_AWE]);
    expect(legal(s).some((a) => a.includes('draw a card for'))).toBe(false);
    expect(snap(s).step).toBe('attack');
  });
  it('the player using it does not trigger their own watchers', () => {
    const s = position({ battle: [FIRE] }, { battle: [{ card: QUAZLA, under: [WATER] }], shields: [HOLY_AWE, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${VORG_N}`, 'no-block', 'break shield 1', 'trigger Holy Awe (dm01-015)');
    expect(legal(s).some((a) => a.includes('draw a card for'))).toBe(false);
  });
  it('"a shield broken by this creature": only the breaker triggers, after the S-Trigger resolved', () => {
    const s = position({ battle: [POKOLUL, FIRE] }, { shields: [HOLY_AWE, HOLY_AWE, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Pokolul (dm05-010)', 'break shield 1', 'trigger Holy Awe (dm01-015)');
    expect(legal(s).sort()).toEqual(['decline Pokolul (dm05-010)', 'yes Pokolul (dm05-010)']);
    act(s, 'yes Pokolul (dm05-010)');
    expect(snap(s).players[0]!.battle.map((b) => b.tapped)).toEqual([false, true]);
    // Vorg breaks a Holy Awe: Pokolul did not break it, so it does not trigger (and stays tapped by Holy Awe).
    const u = position({ battle: [POKOLUL, FIRE] }, { shields: [HOLY_AWE, LAH] }, { step: 'attack' });
    acts(u, `attack player with ${VORG_N}`, 'break shield 1', 'trigger Holy Awe (dm01-015)');
    expect(legal(u).some((a) => a.includes('Pokolul (dm05-010)') && !a.startsWith('attack'))).toBe(false);
    expect(snap(u).players[0]!.battle.map((b) => b.tapped)).toEqual([true, true]);
  });
});

describe('replacing where a spell cast with its S-Trigger goes (609, 605.2e)', () => {
  const BAILAS = { card: 'dm08-s05', under: ['dm03-015'] }; // Super Terradragon Bailas Gale on Boltail Dragon
  it('a spell cast from the hand is not cast with its S-Trigger: it goes to the graveyard (605.2e)', () => {
    const s = position({ battle: [BAILAS], hand: [PIT], mana: M(DARK, 6) }, { battle: [LAH] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
    expect(pl(s, 0).hand).toEqual([]);
  });
  it('the same spell used as an S-Trigger returns to the hand', () => {
    const s = position({ battle: [FIRE] }, { battle: [BAILAS], shields: [PIT, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${VORG_N}`, 'break shield 1', 'trigger Terror Pit (dm01-027)');
    expect(pl(s, 0).graveyard).toEqual([FIRE]); // Terror Pit resolved (the only creature: no choice)
    expect(pl(s, 1).hand).toEqual([PIT]);
    expect(pl(s, 1).graveyard).toEqual([]);
  });
});

describe("can't use S-Triggers (noShieldTrigger statics with a player and a condition)", () => {
  it("Cryptic Totem (tapped) bans only its controller's opponent", () => {
    const s = position(
      { battle: [{ card: 'tcg-dm07-047', tapped: true }], shields: [PIT, LAH] },
      { battle: [FIRE] },
      { activePlayer: 1, step: 'attack' },
    );
    acts(s, `attack player with ${VORG_N}`, 'break shield 1');
    expect(legal(s)).toContain('trigger Terror Pit (dm01-027)'); // its controller's own S-Trigger
  });
});

describe('discarding during the opponent’s turn (609 replacements, 603 triggers)', () => {
  const BINGOLE = 'dm12-036'; // mandatory: would be discarded during the opponent's turn → battle zone instead
  const DAVA = 'dm06-041'; // triggers when put from the hand into the graveyard during the opponent's turn
  it('609: the replacement puts the card into the battle zone instead; it never reaches the graveyard', () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [BINGOLE, LAH] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual([BINGOLE]);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([]);
  });
  it('609: not during its owner’s own turn (a discard of your own turn goes to the graveyard)', () => {
    const s = position({ hand: ['dm12-042', BINGOLE], mana: M(WATER, 3), deck: [] });
    act(s, 'summon Wily Carpenter (dm12-042)');
    expect(pl(s, 0).graveyard).toEqual([BINGOLE]);
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm12-042']);
  });
  it('a trigger from the graveyard: the card goes to the graveyard first, then its ability puts it into the battle zone', () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [DAVA] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual([DAVA]);
    expect(pl(s, 1).graveyard).toEqual([]);
  });
});

describe('mana cards put into the graveyard by the opponent (Snork La)', () => {
  const SNORK = 'dm05-007';
  it('an opponent’s effect: the owner’s watcher triggers for each card (cause: that card) and may return it', () => {
    const s = position({ hand: ['dm02-018'], mana: M(NATURE, 9) }, { battle: [SNORK], mana: [FIRE, WATER] });
    act(s, 'summon Fortress Shell (dm02-018)');
    acts(s, `choose ${VORG_N}`, 'choose Aqua Vehicle (dm01-083)');
    expect(pl(s, 1).graveyard.sort()).toEqual([FIRE, WATER].sort());
    act(s, 'yes Snork La, Shrine Guardian (dm05-007)');
    act(s, 'decline Snork La, Shrine Guardian (dm05-007)');
    expect(pl(s, 1).mana.map((m) => m.id).length).toBe(1);
    expect(pl(s, 1).graveyard.length).toBe(1);
  });
  it('its controller’s own effect does not trigger it', () => {
    const s = position({ battle: ['dm07-s04', SNORK], mana: [FIRE] }, { mana: [WATER] }, { step: 'attack' });
    act(s, 'tap Sky Crusher, the Agitator (dm07-s04)');
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
    expect(legal(s).some((a) => a.includes('Snork La') && !a.startsWith('attack'))).toBe(false);
  });
});

// Rule tests for the engine events and turn-structure changes of the DM-05..DM-12 cards: using an
// S-Trigger as an event, discard replacements, draw-step and start-of-turn changes, extra turns, face-up shields.
// Each test names the comprehensive rule it checks (../shared/seeds/duel-masters-comprehensive-rules-v1.40.txt).
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import { act, acts, DARK, FIRE, HORNET, LAH, legal, M, NATURE, PIT, pl, position, snap, WATER } from './helpers.js';
import { game } from '../src/game.js';

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

describe('turn structure: untap, start-of-turn and draw-step abilities, end of each turn (501, 502, 511)', () => {
  /** P1 ends its turn: P0's turn 4 starts (untap, start-of-turn triggers, draw). */
  const p0Next = (p0: Parameters<typeof position>[0], p1: Parameters<typeof position>[1] = {}) => {
    const s = position(p0, p1, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    return s;
  };
  it('501.1: an effect keeps your mana tapped (Terradragon Cusdalf); creatures still untap', () => {
    const s = p0Next({ battle: [{ card: 'dm10-033', tapped: true }], mana: [{ card: NATURE, tapped: true }] });
    expect(snap(s).turn).toBe(4);
    expect(pl(s, 0).mana[0]!.tapped).toBe(true);
    expect(pl(s, 0).battle[0]!.tapped).toBe(false);
    const t = p0Next({ battle: [{ card: LAH, tapped: true }], mana: [{ card: NATURE, tapped: true }] });
    expect(pl(t, 0).mana[0]!.tapped).toBe(false);
  });
  it('501.1: "creatures don\'t untap" covers both players (Warped Lunatron), and its exchange: 2 mana tapped untap 1 creature', () => {
    const s = p0Next(
      {
        battle: [
          { card: LAH, tapped: true },
          { card: FIRE, tapped: true },
        ],
        mana: M(WATER, 3),
      },
      { battle: ['dm11-009'] },
    );
    // Lunatron is P1's: on P0's turn P0 chooses which mana cards to tap, then which creature to untap.
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, true]);
    expect(pl(s, 0).mana.map((m) => m.tapped)).toEqual([false, false, false]);
    acts(s, 'choose Aqua Vehicle (dm01-083)', 'choose Aqua Vehicle (dm01-083)', 'done choosing for Warped Lunatron (dm11-009)');
    act(s, `choose ${VORG_N}`);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
    expect(pl(s, 0).mana.filter((m) => m.tapped).length).toBe(2);
  });
  it('501.2: "at the start of each player\'s turn" triggers for the turn player after the untap (Evil Incarnate)', () => {
    const s = p0Next({ battle: [LAH, FIRE] }, { battle: [{ card: 'dm11-001', under: ['dm06-091'] }] });
    expect(legal(s).sort()).toEqual([`choose ${VORG_N}`, 'choose Lah, Purification Enforcer (dm01-012)'].sort());
    act(s, `choose ${VORG_N}`);
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual([LAH]);
    expect(snap(s).step).toBe('charge'); // then the draw step's draw
  });
  it('502.1: "whenever you draw the card at the start of your turn" (Cosmic Nebula): one more, if you like', () => {
    const s = p0Next({ battle: [{ card: 'dm07-s02', under: ['dm01-081'] }], hand: [] });
    expect(pl(s, 0).hand.length).toBe(1);
    act(s, 'yes Cosmic Nebula (dm07-s02)');
    expect(pl(s, 0).hand.length).toBe(2);
  });
  it('511.1: "at the end of each turn" triggers in either player\'s turn (Gigavrand: the opponent drew 2 this turn)', () => {
    // P1 draws 2 during P0's turn (Necrodragon Zalva makes the opponent draw on entering, twice).
    const s = position({ hand: ['dm12-044', 'dm12-044'], mana: M(DARK, 20), battle: ['dm12-010'] }, { hand: [LAH] });
    acts(s, 'summon Necrodragon Zalva (dm12-044)', 'summon Necrodragon Zalva (dm12-044)', 'end-main', 'end-turn');
    expect(pl(s, 1).hand).toEqual([LAH]); // P1's turn: the hand it had was discarded at the end of P0's turn, then it drew 1
    expect(pl(s, 1).graveyard.length).toBe(3);
  });
});

describe('extra turns (500.5)', () => {
  it('an extra turn follows the current one; then the normal order goes on; every turn counts in `turn`', () => {
    const s = position({ battle: [{ card: 'dm09-004', under: ['dm01-030'] }] }, {}, { step: 'attack' });
    acts(s, 'attack player with Balesk Baj, the Timeburner (dm09-004)', 'break shield 1', 'break shield 2');
    act(s, 'end-turn');
    // End of turn: Balesk Baj returns to the hand; turn 4 is P0's extra turn.
    expect(snap(s).turn).toBe(4);
    expect(snap(s).activePlayer).toBe(0);
    expect(pl(s, 0).hand).toContain('dm09-004');
    acts(s, 'no-charge', 'end-main', 'end-turn');
    expect(snap(s).turn).toBe(5);
    expect(snap(s).activePlayer).toBe(1);
  });
  it('"you lose the game at the end of that turn" (Bombazar): the extra turn is taken, then its player loses', () => {
    const s = position({ hand: ['dm10-009'], mana: [...M(FIRE, 3), ...M(NATURE, 4)], battle: ['dm03-015'] }, { battle: [HORNET] });
    act(s, 'summon Bombazar, Dragon of Destiny (dm10-009)');
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm03-015', 'dm10-009']);
    acts(s, 'end-main', 'end-turn');
    expect(snap(s).turn).toBe(4);
    expect(snap(s).activePlayer).toBe(0);
    acts(s, 'no-charge', 'end-main', 'end-turn');
    expect(snap(s).winner).toBe(1);
    expect(snap(s).reason).toBe('extra-turn-loss');
  });
  it('the turn limit counts extra turns: a game at its limit ends instead of taking the extra turn', () => {
    const s = position({ hand: ['dm10-009'], mana: [...M(FIRE, 3), ...M(NATURE, 4)] }, {}, { turnLimit: 3 });
    acts(s, 'summon Bombazar, Dragon of Destiny (dm10-009)', 'end-main', 'end-turn');
    expect(snap(s).winner).toBe(-1); // a draw
    expect(snap(s).reason).toBe('turn-limit');
  });
});

describe("players can't use the abilities of their creatures (Lockdown Lizard)", () => {
  it('no tap abilities (602) for either player', () => {
    const s = position({ battle: ['dm07-s03', 'dm11-015'] }, {}, { step: 'attack' });
    expect(legal(s).some((a) => a.startsWith('tap '))).toBe(false);
    const t = position({ battle: ['dm07-s03'] }, { battle: ['dm11-015'] }, { step: 'attack' });
    expect(legal(t).some((a) => a.startsWith('tap '))).toBe(false);
    const u = position({ battle: ['dm07-s03'] }, {}, { step: 'attack' });
    expect(legal(u)).toContain('tap Crath Lade, Merciless King (dm07-s03)');
  });
  it('no silent skills (501.1a): the creature just untaps', () => {
    const s = position({ battle: [{ card: 'dm10-038', tapped: true }, 'dm11-015'] }, {}, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    expect(legal(s).some((a) => a.startsWith('silent-skill'))).toBe(false);
    expect(pl(s, 0).battle[0]!.tapped).toBe(false);
  });
});

describe('face-up shields (Aqua Master, Ularus)', () => {
  it('a shield turned face up is seen by both players in `view`, kept by `determinize`, and face down again once it leaves', () => {
    const s = position({ battle: ['dm09-s02'] }, { shields: [PIT, LAH, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Aqua Master (dm09-s02)', 'choose shield 1 of P1');
    type V = { players: { knownShields: (string | null)[] }[] };
    for (const p of [0, 1]) expect((game.view(s, p) as V).players[1]!.knownShields).toEqual([PIT, null, null]);
    for (let seed = 1; seed <= 5; seed++) {
      const c = game.clone(s);
      game.determinize(c, 0, new Prng(String(seed)));
      expect((game.view(c, 0) as V).players[1]!.knownShields[0]).toBe(PIT);
    }
    act(s, 'break shield 1'); // the face-up Terror Pit is broken: it is in the hand, and no longer a known shield
    expect(legal(s)).toContain('trigger Terror Pit (dm01-027)');
  });
});

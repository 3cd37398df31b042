// Per-card tests for the DM-11 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
  DIA,
  FIRE,
  GRAN,
  GRASS,
  HORNET,
  LAH,
  legal,
  LIGHT,
  M,
  manaIds,
  N,
  NATURE,
  PIT,
  pl,
  position,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';
import { cardDefs } from '../src/catalog.js';
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

/** A tap-ability creature of P0 in the attack step: tap it. */
function tapPos(id: string, p0: Parameters<typeof position>[0] = {}, p1: Parameters<typeof position>[1] = {}): DMState {
  const s = position({ ...p0, battle: [id, ...(p0.battle ?? [])] }, p1, { step: 'attack' });
  act(s, `tap `);
  return s;
}

// ---------------------------------------------------------------- DM-10

/** P0's tapped creature `card` ("Name (id)") uses its silent skill at the start of P0's turn. */
function silentPos(card: string, p0: Parameters<typeof position>[0] = {}, p1: Parameters<typeof position>[1] = {}): DMState {
  const id = /\(([^)]+)\)$/.exec(card)![1]!;
  const s = position({ ...p0, battle: [{ card: id, tapped: true }, ...(p0.battle ?? [])] }, p1, { step: 'attack', activePlayer: 1 });
  act(s, 'end-turn');
  acts(s, `silent-skill ${card}`, 'done: untap the rest');
  return s;
}

// ---------------------------------------------------------------- with the engine's granted power attacker,
// until-your-next-turn effects, evolution top-card removal, turbo rush and wave striker

const MELON = 'dm11-030'; // Macho Melon (nature 1000, wave striker: power attacker +3000)

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon

const JABAHA_N = 'Überdragon Jabaha (dm03-004)';

/** Player p's deck as card ids, top first. */
function libIds(s: DMState, p: number): string[] {
  const defs = cardDefs();
  return s.lib[p as 0 | 1].map((i) => defs[s.def[i]!]!.id).reverse();
}

// ---------------------------------------------------------------- DM-11

describe("Warlord Ailzonius (dm11-s01): the opponent can't choose it", () => {
  it("the opponent's tap effect chooses the other creature", () => {
    const s = position({ hand: ['dm11-039'], mana: M(LIGHT, 1) }, { battle: ['dm11-s01', LAH] });
    act(s, 'cast Solar Trap (dm11-039)');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe("Evil Incarnate (dm11-001): at the start of each player's turn, that player destroys one of his creatures", () => {
  it("the opponent's turn: he chooses; your own turn: you choose (Evil Incarnate itself may be the one)", () => {
    const s = position(
      { battle: [LAH, FIRE] },
      { battle: [{ card: 'dm11-001', under: ['dm06-091'] }] },
      { activePlayer: 1, step: 'attack' },
    );
    act(s, 'end-turn');
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 0)).toEqual([FIRE]);
    const t = position({ battle: [{ card: 'dm11-001', under: ['dm06-091'] }] }, {}, { activePlayer: 1, step: 'attack' });
    act(t, 'end-turn');
    expect(battleIds(t, 0)).toEqual([]);
  });
});

/** Two Macho Melons (wave strikers): with them in the battle zone a wave striker has its ability. */
const TWO_MELONS = [MELON, MELON];

describe("Miraculous Truce (dm11-005): choose a civilization; until the start of your next turn its creatures can't attack you", () => {
  const RIKABU = 'Rikabu, the Dismantler (dm05-049)'; // fire 1000, speed attacker
  it('as an S-Trigger: his fire creatures, one summoned after it too, may not attack you; his light one may', () => {
    const s = position(
      { shields: ['dm11-005', ...M(LAH, 4)], battle: [] },
      {
        battle: [
          { card: HORNET, sick: false },
          { card: LIGHT, sick: false },
          { card: FIRE, sick: false },
        ],
        hand: ['dm05-049'],
        mana: M(FIRE, 3),
      },
      { activePlayer: 1, step: 'attack' },
    );
    acts(s, `attack player with ${N.hornet}`, 'break shield 1', 'trigger Miraculous Truce', 'choose civilization fire');
    expect(pl(s, 0).graveyard).toEqual(['dm11-005']);
    expect(legal(s).filter((a) => a.startsWith('attack'))).toEqual([`attack player with ${N.reusol}`]);
  });
  it('a fire speed attacker summoned after it may not attack you', () => {
    const s = position(
      { hand: ['dm11-005'], mana: [LIGHT, NATURE, LIGHT, LIGHT, LIGHT] },
      { hand: ['dm05-049', 'dm05-049'], mana: M(FIRE, 3) },
    );
    acts(s, 'cast Miraculous Truce (dm11-005)', 'choose civilization fire', 'end-main', 'end-turn', 'no-charge');
    acts(s, `summon ${RIKABU}`, 'end-main');
    expect(legal(s)).toEqual(['end-turn']);
  });
  it('without it, the speed attacker attacks', () => {
    const s = position({}, { hand: ['dm05-049'], mana: M(FIRE, 3) }, { activePlayer: 1 });
    acts(s, `summon ${RIKABU}`, 'end-main');
    expect(legal(s)).toEqual(['end-turn', `attack player with ${RIKABU}`]);
  });
});

describe('Klujadras (dm11-s02): wave striker: when it enters, each player draws a card for each of his wave strikers', () => {
  it('on: you draw 3 (itself and two Melons), the opponent 1', () => {
    const s = position({ hand: ['dm11-s02'], mana: M(WATER, 7), battle: TWO_MELONS }, { battle: [MELON] });
    act(s, 'summon Klujadras (dm11-s02)');
    expect(pl(s, 0).hand).toHaveLength(3);
    expect(pl(s, 1).hand).toHaveLength(1);
  });
  it('off (only one other wave striker): nobody draws', () => {
    const s = position({ hand: ['dm11-s02'], mana: M(WATER, 7), battle: [MELON] }, { battle: [LAH] });
    act(s, 'summon Klujadras (dm11-s02)');
    expect(pl(s, 0).hand).toHaveLength(0);
    expect(pl(s, 1).hand).toHaveLength(0);
  });
});

describe('Diamondia, the Blizzard Rider (dm11-003): when it enters, return all Snow Faeries from your graveyard and mana zone', () => {
  it('evolves on a Snow Faerie; Snow Faeries from both zones return', () => {
    const s = position({ hand: ['dm11-003'], mana: [...M(NATURE, 3), 'dm07-053'], battle: ['dm06-039'], graveyard: ['dm07-053', FIRE] });
    act(s, 'evolve Diamondia, the Blizzard Rider (dm11-003) onto Charmilia, the Enticer (dm06-039)');
    expect(pl(s, 0).hand).toEqual(['dm07-053', 'dm07-053']);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
});

describe("Lockdown Lizard (dm11-015): nobody can use their creatures' abilities (tap abilities, silent skills)", () => {
  it('the tap ability is not offered while it is in the battle zone', () => {
    const s = position({ battle: ['dm07-s03'] }, { battle: ['dm11-015'] }, { step: 'attack' });
    expect(legal(s).filter((a) => a.startsWith('tap '))).toEqual([]);
    expect(legal(s)).toContain('attack player with Crath Lade, Merciless King (dm07-s03)');
  });
});

describe('Hazaria, Duke of Thorns (dm11-013): wave striker: when it enters, the opponent destroys one of his creatures', () => {
  it('the opponent picks which', () => {
    const s = position({ hand: ['dm11-013'], mana: M(DARK, 4), battle: TWO_MELONS }, { battle: [LAH, FIRE] });
    act(s, 'summon Hazaria, Duke of Thorns (dm11-013)');
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
  it('off: nothing', () => {
    const s = position({ hand: ['dm11-013'], mana: M(DARK, 4), battle: [MELON] }, { battle: [LAH] });
    act(s, 'summon Hazaria, Duke of Thorns (dm11-013)');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Roulette of Ruin (dm11-014): choose a number; each player shows his hand and discards the cards of that cost', () => {
  it('number 2: your Vorg, then his Burning Mane and Bone Ghoul; the other cards stay', () => {
    const s = position({ hand: ['dm11-014', FIRE, LAH, HORNET], mana: M(DARK, 5) }, { hand: [NATURE, HORNET, DARK] });
    acts(s, 'cast Roulette of Ruin (dm11-014)', 'choose number 2');
    expect(pl(s, 0).hand).toEqual([LAH, HORNET]);
    expect(pl(s, 0).graveyard).toEqual([FIRE, 'dm11-014']);
    expect(pl(s, 1).hand).toEqual([HORNET]);
    expect(pl(s, 1).graveyard).toEqual([NATURE, DARK]);
    expect(s.known[s.hand[0][0]!]).toBe(3); // the hands were shown to both players
  });
});

describe('Eviscerating Warrior Lumez (dm11-016): wave striker: when it enters, destroy all creatures of power 2000 or less', () => {
  it('both sides, itself and the Melons included', () => {
    const s = position({ hand: ['dm11-016'], mana: M(FIRE, 3), battle: [...TWO_MELONS, HORNET] }, { battle: [LAH, FIRE] });
    act(s, 'summon Eviscerating Warrior Lumez (dm11-016)');
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 0).graveyard).toHaveLength(3);
  });
  it('off: nothing', () => {
    const s = position({ hand: ['dm11-016'], mana: M(FIRE, 3) }, { battle: [FIRE] });
    act(s, 'summon Eviscerating Warrior Lumez (dm11-016)');
    expect(battleIds(s, 1)).toEqual([FIRE]);
  });
});

describe("Jabaha's Automaton (dm11-017): evolves on a Xenoparts", () => {
  it("onto Picora's Wrench", () => {
    const s = position({ hand: ['dm11-017'], mana: M(FIRE, 5), battle: ['dm06-100'] });
    expect(legal(s)).toContain("evolve Jabaha's Automaton (dm11-017) onto Picora's Wrench (dm06-100)");
  });
});

describe("Miraculous Snare (dm11-004): a non-evolution creature goes to its owner's shields", () => {
  it('non-evolution only', () => {
    const s = position({ hand: ['dm11-004'], mana: [LIGHT, LIGHT, WATER] }, { battle: [LAH, { card: 'dm08-s04', under: [BOLTAIL] }] });
    act(s, 'cast Miraculous Snare (dm11-004)');
    expect(battleIds(s, 1)).toEqual(['dm08-s04']);
    expect(pl(s, 1).shields).toBe(6);
  });
});

describe("Lamiel, Destiny Enforcer (dm11-006): wave striker: whenever one of your creatures is destroyed during the opponent's turn, you may draw", () => {
  it("the opponent's Terror Pit destroys your Lah: you may draw", () => {
    const s = position({ battle: ['dm11-006', ...TWO_MELONS, LAH] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.lah}`, 'yes Lamiel, Destiny Enforcer (dm11-006)');
    expect(pl(s, 0).hand).toHaveLength(1);
  });
  it('itself destroyed counts too; during your own turn nothing happens', () => {
    const s = position({ battle: ['dm11-006', ...TWO_MELONS] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Lamiel, Destiny Enforcer (dm11-006)', 'yes Lamiel, Destiny Enforcer (dm11-006)');
    expect(pl(s, 0).hand).toHaveLength(1);
    const t = position({ hand: [PIT], mana: M(DARK, 6), battle: ['dm11-006', ...TWO_MELONS] }, { battle: [LAH] });
    act(t, 'cast Terror Pit (dm01-027)');
    expect(pl(t, 1).graveyard).toEqual([LAH]);
    expect(legal(t)).toEqual(['end-main']);
  });
  it('off (one other wave striker): no draw', () => {
    const s = position({ battle: ['dm11-006', MELON, LAH] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.lah}`);
    expect(legal(s)).toEqual(['end-main']);
    expect(pl(s, 0).hand).toHaveLength(0);
  });
});

describe("Yuliana, Channeler of Suns (dm11-007): the opponent can't choose it", () => {
  it('with nothing else to choose, the effect chooses nothing', () => {
    const s = position({ hand: ['dm11-039'], mana: M(LIGHT, 1) }, { battle: ['dm11-007'] });
    act(s, 'cast Solar Trap (dm11-039)');
    expect(pl(s, 1).battle[0]!.tapped).toBe(false);
    expect(pl(s, 0).graveyard).toEqual(['dm11-039']);
  });
});

describe('Belix, the Explorer (dm11-008): when it enters, return a spell from your mana zone', () => {
  it('a spell', () => {
    const s = position({ hand: ['dm11-008'], mana: [LIGHT, LIGHT, PIT, FIRE] });
    act(s, 'summon Belix, the Explorer (dm11-008)');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe("Warped Lunatron (dm11-009): creatures don't untap at the start of a turn; 2 mana tapped untap 1 creature", () => {
  it('its controller taps 2 mana cards to untap one creature; the other stays tapped', () => {
    const s = position(
      {
        battle: [
          { card: 'dm11-009', tapped: true },
          { card: LAH, tapped: true },
        ],
        mana: M(WATER, 2),
      },
      {},
      { activePlayer: 1, step: 'attack' },
    );
    act(s, 'end-turn');
    acts(s, `choose ${N.vehicle}`, `choose ${N.vehicle}`);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
    expect(pl(s, 0).mana.map((m) => m.tapped)).toEqual([true, true]);
  });
});

describe('Squawking Lunatron (dm11-011): silent skill: return up to 3 mana cards to your hand', () => {
  it('two of them', () => {
    const s = silentPos('Squawking Lunatron (dm11-011)', { mana: [PIT, FIRE, NATURE] });
    acts(s, 'choose Terror Pit', `choose ${N.vorg}`, 'done choosing');
    expect(manaIds(s, 0)).toEqual([NATURE]);
  });
});

describe('Skyscraper Shell (dm11-020): wave striker: when it enters, the opponent puts one of his creatures into his mana zone', () => {
  it('the opponent picks which', () => {
    const s = position({ hand: ['dm11-020'], mana: M(NATURE, 4), battle: TWO_MELONS }, { battle: [LAH, FIRE] });
    acts(s, 'summon Skyscraper Shell (dm11-020)', `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([FIRE]);
    expect(manaIds(s, 1)).toEqual([LAH]);
  });
});

describe("Baraid, the Explorer (dm11-021): silent skill: your light creatures can't be blocked this turn", () => {
  it('Lah is not blocked', () => {
    const s = silentPos('Baraid, the Explorer (dm11-021)', { battle: [LAH] }, { battle: [SEAMINE] });
    acts(s, 'no-charge', 'end-main', `attack player with ${N.lah}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Merlee, the Oracle (dm11-022): wave striker: your creatures get +1000', () => {
  it('with 2 other wave strikers (either side) on', () => {
    expect(pl(position({ battle: ['dm11-022', FIRE] }), 0).battle.map((b) => b.power)).toEqual([1500, 2000]);
    const s = position({ battle: ['dm11-022', FIRE, 'dm11-022'] }, { battle: ['dm11-022'] });
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([3500, 4000, 3500]);
    expect(pl(s, 1).battle[0]!.power).toBe(2500);
  });
});

describe('Lucky Ball (dm11-023): if the opponent has 3 or fewer shields, draw up to 2', () => {
  it('3 shields: draws; 4: nothing', () => {
    const s = position({ hand: ['dm11-023'], mana: M(WATER, 4) }, { shields: M(LAH, 3) });
    acts(s, 'summon Lucky Ball (dm11-023)', 'yes draw', 'yes draw');
    expect(pl(s, 0).hand.length).toBe(2);
    const t = position({ hand: ['dm11-023'], mana: M(WATER, 4) }, { shields: M(LAH, 4) });
    act(t, 'summon Lucky Ball (dm11-023)');
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe("Aqua Trickster (dm11-024): wave striker: when it enters, tap one of the opponent's creatures", () => {
  it('on: the chosen creature is tapped', () => {
    const s = position({ hand: ['dm11-024'], mana: M(WATER, 2), battle: TWO_MELONS }, { battle: [LAH, FIRE] });
    acts(s, 'summon Aqua Trickster (dm11-024)', `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe('Jagila, the Hidden Pillager (dm11-025): wave striker: when it enters, the opponent discards 3 cards at random', () => {
  it('4 cards: 1 is left', () => {
    const s = position({ hand: ['dm11-025'], mana: M(DARK, 5), battle: TWO_MELONS }, { hand: [LAH, FIRE, WATER, DARK] });
    act(s, 'summon Jagila, the Hidden Pillager (dm11-025)');
    expect(pl(s, 1).hand).toHaveLength(1);
    expect(pl(s, 1).graveyard).toHaveLength(3);
  });
});

describe('Bonfire Lizard (dm11-027): wave striker: when it enters, destroy up to 2 of the opponent\'s creatures that have "blocker"', () => {
  it('two of three blockers; the non-blocker is not offered', () => {
    const s = position({ hand: ['dm11-027'], mana: M(FIRE, 6), battle: TWO_MELONS }, { battle: [SEAMINE, GRASS, DIA, LAH] });
    act(s, 'summon Bonfire Lizard (dm11-027)');
    expect(legal(s)).not.toContain(`choose ${N.lah}`);
    acts(s, `choose ${N.seamine}`, `choose ${N.dia}`);
    expect(battleIds(s, 1)).toEqual([GRASS, LAH]);
  });
});

describe('Morbid Medicine (dm11-026): return up to 2 creatures from your graveyard', () => {
  it('two', () => {
    const s = position({ hand: ['dm11-026'], mana: M(DARK, 4), graveyard: [FIRE, NATURE, PIT] });
    acts(s, 'cast Morbid Medicine (dm11-026)', `choose ${N.vorg}`, `choose ${N.mane}`);
    expect(pl(s, 0).hand).toEqual([FIRE, NATURE]);
  });
});

describe('Hide and Seek (dm11-032): return an opposing non-evolution creature, then he discards at random', () => {
  it('both parts', () => {
    const s = position({ hand: ['dm11-032'], mana: [DARK, DARK, WATER, WATER] }, { battle: [LAH, { card: 'dm08-s04', under: [BOLTAIL] }] });
    act(s, 'cast Hide and Seek (dm11-032)');
    expect(battleIds(s, 1)).toEqual(['dm08-s04']);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Slash and Burn (dm11-033): this turn, whenever an opposing creature is destroyed, he loses a mana card and a shield to the graveyard', () => {
  it('two creatures destroyed by Tornado-like battles: twice; the shields go to the graveyard with no S-Trigger', () => {
    const s = position(
      { hand: ['dm11-033', 'dm01-064'], mana: [DARK, ...M(FIRE, 8)], battle: [{ card: BOLTAIL, sick: false }] },
      { battle: [{ card: HORNET, tapped: true }, FIRE], mana: [NATURE, LIGHT, NATURE], shields: M(PIT, 5) },
    );
    acts(s, 'cast Slash and Burn (dm11-033)', 'cast Tornado Flame (dm01-064)', `choose ${N.vorg}`);
    acts(s, `choose ${N.mane}`, 'choose shield 1 of P1');
    expect(pl(s, 1).graveyard).toEqual([FIRE, NATURE, PIT]);
    acts(s, 'end-main', `attack ${N.hornet}`, `choose ${N.mane}`, 'choose shield 1 of P1');
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([LIGHT]);
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).hand).toEqual([]); // Terror Pit shields: no S-Trigger offered, nothing to hand
    expect(legal(s)).toEqual(['end-turn']);
  });
  it('next turn the watcher is gone', () => {
    const s = position({ hand: ['dm11-033'], mana: [DARK, ...M(FIRE, 3)] }, { battle: [{ card: HORNET, tapped: true }] });
    acts(s, 'cast Slash and Burn (dm11-033)', 'end-main', 'end-turn');
    expect(s.turnWatch).toHaveLength(0);
  });
});

describe('Reap and Sow (dm11-034): an opposing mana card to the graveyard, then your top card to mana', () => {
  it('both', () => {
    const s = position({ hand: ['dm11-034'], mana: [FIRE, FIRE, NATURE, NATURE, NATURE], deck: FILLER_DECK(PIT) }, { mana: [LAH] });
    act(s, 'cast Reap and Sow (dm11-034)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    expect(manaIds(s, 0)[5]).toBe(PIT);
  });
});

describe('Live and Breathe (dm11-035): this turn, whenever you summon a creature, one of the same name from your deck enters', () => {
  it('summoning Vorg brings another Vorg from the deck (put, not summoned: no chain)', () => {
    const s = position({
      hand: ['dm11-035', FIRE],
      mana: [LIGHT, NATURE, FIRE, FIRE, FIRE],
      deck: [...M(LAH, 4), FIRE, FIRE, ...M(LAH, 4)],
    });
    acts(s, 'cast Live and Breathe (dm11-035)', `summon ${N.vorg}`, `choose ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual([FIRE, FIRE]);
    expect(pl(s, 0).deck).toBe(9);
    expect(legal(s)).toContain('end-main');
  });
  it('without the spell, summoning does nothing more', () => {
    const s = position({ hand: [FIRE], mana: M(FIRE, 2), deck: [...M(LAH, 4), FIRE, ...M(LAH, 4)] });
    act(s, `summon ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual([FIRE]);
  });
});

describe('Solar Trap (dm11-039): tap an opposing creature', () => {
  it('taps', () => {
    const s = position({ hand: ['dm11-039'], mana: M(LIGHT, 1) }, { battle: [LAH] });
    act(s, 'cast Solar Trap (dm11-039)');
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Emergency Typhoon (dm11-043): draw up to 2, then discard a card', () => {
  it('draw 2, discard the chosen one', () => {
    const s = position({ hand: ['dm11-043', PIT], mana: M(WATER, 2) });
    acts(s, 'cast Emergency Typhoon (dm11-043)', 'yes draw', 'yes draw', 'choose Terror Pit');
    expect(pl(s, 0).hand.length).toBe(2);
    expect(pl(s, 0).graveyard).toEqual([PIT, 'dm11-043']);
  });
});

describe('Saliva Worm (dm11-046): wave striker: +4000 and "Darkness stealth"', () => {
  it('on: 6000 and unblockable while the opponent has darkness mana', () => {
    const s = position({ battle: ['dm11-046', ...TWO_MELONS] }, { battle: [SEAMINE], mana: [DARK] }, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    act(s, 'attack player with Saliva Worm (dm11-046)');
    expect(legal(s)[0]).toBe('break shield 1');
  });
  it('off: 2000 and can be blocked', () => {
    const s = position({ battle: ['dm11-046', MELON] }, { battle: [SEAMINE], mana: [DARK] }, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(2000);
    act(s, 'attack player with Saliva Worm (dm11-046)');
    expect(legal(s)).toContain(`block with ${N.seamine}`);
  });
});

describe('Spinning Terror, the Wretched (dm11-047): +2000 per tapped opposing creature', () => {
  it('2 tapped: 5000', () => {
    expect(
      pl(position({ battle: ['dm11-047'] }, { battle: [{ card: LAH, tapped: true }, { card: FIRE, tapped: true }, NATURE] }), 0).battle[0]!
        .power,
    ).toBe(5000);
  });
});

describe('Gankloak, Rogue Commando (dm11-048): silent skill: your fire creatures get double breaker', () => {
  it('Vorg breaks 2', () => {
    const s = silentPos('Gankloak, Rogue Commando (dm11-048)', { battle: [FIRE] });
    acts(s, 'no-charge', 'end-main', `attack player with ${N.vorg}`, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Ten-Ton Crunch (dm11-051): destroy an opposing creature of power 3000 or less', () => {
  it('small one', () => {
    const s = position({ hand: ['dm11-051'], mana: M(FIRE, 4) }, { battle: [LAH, GRASS] });
    act(s, 'cast Ten-Ton Crunch (dm11-051)');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Quillspike Rumbler (dm11-052): +3000 when it attacks a creature', () => {
  it('6000 against a creature, 3000 against a player', () => {
    const s = position({ battle: ['dm11-052'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.lah} with Quillspike Rumbler (dm11-052)`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    const t = position({ battle: ['dm11-052'] }, {}, { step: 'attack' });
    act(t, 'attack player with Quillspike Rumbler (dm11-052)');
    expect(pl(t, 0).battle[0]!.power).toBe(3000);
  });
});

describe('Rainbow Gate (dm11-055): search your deck for a multicolored creature', () => {
  it('multicolored only', () => {
    const s = position({ hand: ['dm11-055'], mana: M(NATURE, 2), deck: FILLER_DECK(FIRE, 'dm10-065') });
    act(s, 'cast Rainbow Gate (dm11-055)');
    expect(legal(s)).toEqual(['done choosing for Rainbow Gate (dm11-055)', 'choose Galek, the Shadow Warrior (dm10-065)']);
  });
});

describe('Heavyweight Dragon (dm11-002): tap: destroy up to 2 tapped opposing creatures with total power less than its own', () => {
  it('5500 + 2000 < 9000: both destroyed', () => {
    const s = tapPos('dm11-002', {}, { battle: [{ card: LAH, tapped: true }, { card: FIRE, tapped: true }, NATURE] });
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([NATURE]);
  });
  it('9000 + 5500: nothing', () => {
    const s = tapPos(
      'dm11-002',
      {},
      {
        battle: [
          { card: LAH, tapped: true },
          { card: GRAN, tapped: true },
        ],
      },
    );
    acts(s, `choose ${N.lah}`, `choose ${N.gran}`);
    expect(battleIds(s, 1)).toEqual([LAH, GRAN]);
  });
});

describe('Miraculous Meltdown (dm11-s04): only if the opponent has more shields; he keeps as many as you have', () => {
  it('keeps 2, 3 go to his hand', () => {
    const s = position(
      { hand: ['dm11-s04'], mana: [DARK, DARK, FIRE, FIRE, FIRE, FIRE], shields: [LAH, LAH] },
      { shields: [PIT, LAH, FIRE, NATURE, WATER] },
    );
    act(s, 'cast Miraculous Meltdown (dm11-s04)');
    expect(snap(s).toAct).toBe(1);
    acts(s, 'choose shield 1 of P1', 'choose shield 2 of P1');
    expect(pl(s, 1).shields).toBe(2);
    expect(pl(s, 1).hand).toEqual([FIRE, NATURE, WATER]);
  });
  it('not castable with equal shields', () => {
    expect(legal(position({ hand: ['dm11-s04'], mana: [DARK, DARK, FIRE, FIRE, FIRE, FIRE] }))).not.toContain(
      'cast Miraculous Meltdown (dm11-s04)',
    );
  });
});

describe("Royal Durian (dm11-019): when it enters, every evolution creature loses its top card to its owner's mana", () => {
  it('both sides', () => {
    const s = position(
      { hand: ['dm11-019'], mana: M(NATURE, 5), battle: [{ card: 'dm06-s09', under: [HORNET] }] },
      { battle: [{ card: 'dm08-s04', under: [BOLTAIL] }] },
    );
    act(s, 'summon Royal Durian (dm11-019)');
    expect(battleIds(s, 0)).toEqual([HORNET, 'dm11-019']);
    expect(battleIds(s, 1)).toEqual([BOLTAIL]);
    expect(manaIds(s, 1)).toEqual(['dm08-s04']);
  });
});

describe.each([
  ['Hazard Hopper', 'dm11-029'],
  ["Hearty Cap'n Polligon", 'dm11-054'],
] as const)('%s (%s): returns to your hand at the end of a turn in which it broke a shield', (name, id) => {
  it('broke: returns; did not: stays', () => {
    const s = position({ battle: [id] }, {}, { step: 'attack' });
    acts(s, `attack player with ${name} (${id})`, 'break shield 1', 'end-turn');
    expect(pl(s, 0).hand).toEqual([id]);
    const t = position({ battle: [id] }, {}, { step: 'attack' });
    act(t, 'end-turn');
    expect(battleIds(t, 0)).toEqual([id]);
  });
});

describe('Asra, Vizier of Safety (dm11-038): wave striker: +4000 and blocker', () => {
  it('with two other wave strikers', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm11-038', MELON, MELON] }, { step: 'attack' });
    expect(pl(s, 1).battle[0]!.power).toBe(6000);
    act(s, `attack player with ${N.vorg}`);
    expect(legal(s)).toEqual(['no-block', 'block with Asra, Vizier of Safety (dm11-038)']);
    expect(pl(position({ battle: ['dm11-038', MELON] }), 0).battle[0]!.power).toBe(2000);
  });
});

describe('Sapian Tark, Flame Dervish (dm11-049): wave striker: +4000 and attacks untapped creatures', () => {
  it('on', () => {
    const s = position({ battle: ['dm11-049', MELON] }, { battle: [LAH, MELON] }, { step: 'attack' });
    act(s, `attack ${N.lah} with Sapian Tark, Flame Dervish (dm11-049)`);
    expect(battleIds(s, 1)).toEqual([MELON]);
  });
});

describe('Ninja Pumpkin (dm11-053): wave striker: +4000, unblockable by power 5000 or less', () => {
  it('on', () => {
    const s = position({ battle: ['dm11-053', MELON, MELON] }, { battle: [DIA, GRAN] }, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    act(s, 'attack player with Ninja Pumpkin (dm11-053)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.gran}`]);
  });
});

describe('Gazer Eyes, Shadow of Secrets (dm11-012): silent skill: look at his hand, choose a card to discard', () => {
  it('you choose', () => {
    const s = silentPos('Gazer Eyes, Shadow of Secrets (dm11-012)', {}, { hand: [LAH, FIRE] });
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Revival Soldier (dm11-041): wave striker: +4000, and when it would be destroyed it returns to your hand instead', () => {
  it('on: 6000, and Terror Pit sends it to the hand', () => {
    const s = position({ battle: ['dm11-041', ...TWO_MELONS] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Revival Soldier (dm11-041)');
    expect(pl(s, 0).hand).toEqual(['dm11-041']);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
  it('off: 2000, and destroyed normally', () => {
    const s = position({ battle: ['dm11-041', MELON] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    expect(pl(s, 0).battle[0]!.power).toBe(2000);
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Revival Soldier (dm11-041)');
    expect(pl(s, 0).graveyard).toEqual(['dm11-041']);
  });
});

describe("Time Scout (dm11-042): when it enters, look at the top card of the opponent's deck", () => {
  it('known', () => {
    const s = position({ hand: ['dm11-042'], mana: M(WATER, 2) });
    act(s, 'summon Time Scout (dm11-042)');
    const lib = s.lib[1];
    expect(knows(s, 0, [lib[lib.length - 1]!])).toBe(true);
    expect(knows(s, 0, [lib[0]!])).toBe(false);
  });
});

describe('Miraculous Plague (dm11-s03): of 2 chosen creatures and 2 chosen mana cards, the opponent keeps one of each in hand', () => {
  it('creature to hand, the other destroyed; mana card to hand, the other to the graveyard', () => {
    const s = position(
      { hand: ['dm11-s03'], mana: [DARK, DARK, WATER, WATER, WATER, WATER, WATER] },
      { battle: [LAH, FIRE, NATURE], mana: [DARK, WATER, HORNET] },
    );
    acts(s, 'cast Miraculous Plague (dm11-s03)', `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([NATURE]);
    acts(s, `choose ${N.ghoul}`, `choose ${N.hornet}`);
    expect(legal(s)).toEqual([`choose ${N.ghoul}`, `choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(pl(s, 1).hand).toEqual([LAH, HORNET]);
    expect(pl(s, 1).graveyard).toEqual([FIRE, DARK]);
    expect(manaIds(s, 1)).toEqual([WATER]);
  });
});

describe('Rollicking Totem (dm11-018): silent skill: put a Dragon from your mana zone into the battle zone', () => {
  const RT = 'Rollicking Totem (dm11-018)';
  function silent(p0: Parameters<typeof position>[0]): DMState {
    const s = position(
      { ...p0, battle: [{ card: 'dm11-018', tapped: true }, ...(p0.battle ?? [])] },
      {},
      { step: 'attack', activePlayer: 1 },
    );
    act(s, 'end-turn');
    acts(s, `silent-skill ${RT}`, 'done: untap the rest');
    return s;
  }
  it('the only Dragon in mana enters', () => {
    const s = silent({ mana: [BOLTAIL, NATURE] });
    expect(battleIds(s, 0)).toEqual(['dm11-018', BOLTAIL]);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([NATURE]);
  });
  it('a choice among Dragons; a Dragonoid does not count', () => {
    const s = silent({ mana: [BOLTAIL, 'dm01-095', JABAHA], battle: [BOLTAIL] });
    expect(legal(s)).toEqual([`choose ${N.boltail}`, `choose ${JABAHA_N}`]);
    act(s, `choose ${JABAHA_N}`);
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm11-018', JABAHA]);
  });
  it('no Dragon: nothing', () => {
    const s = silent({ mana: ['dm01-095', NATURE] });
    expect(battleIds(s, 0)).toEqual(['dm11-018']);
  });
});

describe('Miraculous Rebirth (dm11-s05): destroy an opposing creature (power <= 5000); then you may put a creature of the same cost from your deck', () => {
  const MR = 'cast Miraculous Rebirth (dm11-s05)';
  it('same cost only', () => {
    const s = position(
      { hand: ['dm11-s05'], mana: [...M(FIRE, 3), ...M(NATURE, 3)], deck: [LAH, HORNET, PIT, ...M(FIRE, 3)] },
      { battle: [DIA, LAH] },
    );
    act(s, MR);
    // Dia Nork (5000, cost 4) is the only target; Forest Hornet (cost 4) the only match in the deck
    expect(pl(s, 1).graveyard).toEqual([DIA]);
    expect(legal(s)).toEqual(['done choosing for Miraculous Rebirth (dm11-s05)', `choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(pl(s, 0).deck).toBe(5);
  });
  it('may take nothing', () => {
    const s = position({ hand: ['dm11-s05'], mana: [...M(FIRE, 3), ...M(NATURE, 3)], deck: [HORNET, ...M(FIRE, 3)] }, { battle: [DIA] });
    acts(s, MR, 'done choosing');
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('the creature did not reach the graveyard (Solid Horn goes to mana): no search', () => {
    const s = position({ hand: ['dm11-s05'], mana: [...M(FIRE, 3), ...M(NATURE, 3)], deck: [...M(HORNET, 3)] }, { battle: ['dm09-052'] });
    act(s, MR);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm09-052']);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Rise and Shine (dm11-031): reveal the top 4; one with "blocker" to your hand, the rest to the bottom in any order', () => {
  const RS = 'cast Rise and Shine (dm11-031)';
  const mana = [...M(LIGHT, 2), ...M(WATER, 2)];
  it('only blockers can be taken', () => {
    const s = position({ hand: ['dm11-031'], mana, deck: [LAH, SEAMINE, GRASS, FIRE, WATER, DARK] });
    act(s, RS);
    expect(legal(s).sort()).toEqual([`choose ${N.seamine}`, 'choose Emerald Grass (dm01-074)'].sort());
    act(s, `choose ${N.seamine}`);
    expect(pl(s, 0).hand).toEqual([SEAMINE]);
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(libIds(s, 0)).toEqual([WATER, DARK, LAH, FIRE, GRASS]);
  });
  it('no blocker among them: all 4 go to the bottom', () => {
    const s = position({ hand: ['dm11-031'], mana, deck: [LAH, HORNET, FIRE, PIT, WATER] });
    act(s, RS);
    expect(legal(s)).toEqual(['choose Terror Pit (dm01-027)', `choose ${N.vorg}`, `choose ${N.hornet}`, `choose ${N.lah}`]);
    acts(s, 'choose Terror Pit', `choose ${N.vorg}`, `choose ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([]);
    expect(libIds(s, 0)).toEqual([WATER, PIT, FIRE, HORNET, LAH]);
  });
});

// Per-card tests for the DM-01 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  actFirst,
  acts,
  battleIds,
  DARK,
  deckOf,
  DIA,
  FIRE,
  GRASS,
  HORNET,
  LAH,
  legal,
  LIGHT,
  M,
  N,
  NATURE,
  PIT,
  pl,
  position,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';

describe("Terror Pit (dm01-027): destroy 1 of your opponent's creatures", () => {
  it('destroys the chosen opposing creature when cast', () => {
    const s = position({ hand: ['dm01-027'], mana: M(DARK, 6) }, { battle: ['dm01-012', 'dm01-097'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(legal(s)).toEqual(['choose Lah, Purification Enforcer (dm01-012)', 'choose Immortal Baron, Vorg (dm01-097)']);
    act(s, 'choose Immortal Baron, Vorg (dm01-097)');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-097']);
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-027']); // the spell goes to the graveyard last (605.2e)
  });
  it('with one opposing creature, destroys it without a choice; with none, does nothing', () => {
    const s = position({ hand: ['dm01-027', 'dm01-027'], mana: M(DARK, 12) }, { battle: ['dm01-012'] });
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
    expect(battleIds(s, 0)).toEqual([]); // the attacker was destroyed by the S-Trigger
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-027']);
  });
});

describe('Aqua Hulcus (dm01-080): when it enters, you may draw a card', () => {
  it('draws on yes', () => {
    const s = position({ hand: ['dm01-080'], mana: M(WATER, 3) });
    act(s, 'summon Aqua Hulcus (dm01-080)');
    const deckBefore = snap(s).players[0]!.deck;
    act(s, 'yes');
    expect(snap(s).players[0]!.deck).toBe(deckBefore - 1);
    expect(snap(s).players[0]!.hand.length).toBe(1);
  });
  it('does not draw on decline', () => {
    const s = position({ hand: ['dm01-080'], mana: M(WATER, 3) });
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
    const s = position({ hand: ['dm01-052'], mana: M(WATER, 4) });
    act(s, 'cast Cyber Brain (dm01-052)');
    acts(s, 'yes draw', 'yes draw', 'decline further draws');
    expect(snap(s).players[0]!.hand.length).toBe(2);
  });
  it('stops by itself after 3', () => {
    const s = position({ hand: ['dm01-052'], mana: M(WATER, 4) });
    acts(s, 'cast Cyber Brain (dm01-052)', 'yes draw', 'yes draw', 'yes draw');
    expect(snap(s).players[0]!.hand.length).toBe(3);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe("Holy Awe (dm01-015): tap all your opponent's creatures", () => {
  it('taps every opposing creature and none of yours', () => {
    const s = position({ hand: ['dm01-015'], mana: M(LIGHT, 6), battle: ['dm01-075'] }, { battle: ['dm01-012', 'dm01-097'] });
    act(s, 'cast Holy Awe (dm01-015)');
    expect(snap(s).players[1]!.battle.map((b) => b.tapped)).toEqual([true, true]);
    expect(snap(s).players[0]!.battle.map((b) => b.tapped)).toEqual([false]);
  });
});

// ---------------------------------------------------------------- cards of the historical decklists

describe("Teleportation (dm01-021): return up to 2 creatures in the battle zone to their owners' hands", () => {
  it('returns two chosen creatures (either side)', () => {
    const s = position({ hand: ['dm01-021'], mana: M(WATER, 5), battle: [FIRE] }, { battle: [LAH, NATURE] });
    act(s, 'cast Teleportation (dm01-021)');
    expect(legal(s)).toContain(`choose ${N.vorg}`); // your own creatures too
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([NATURE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
  it('may choose fewer, or none', () => {
    const s = position({ hand: ['dm01-021'], mana: M(WATER, 5) }, { battle: [LAH, NATURE] });
    acts(s, 'cast Teleportation (dm01-021)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH, NATURE]);
    expect(pl(s, 0).graveyard).toEqual(['dm01-021']);
  });
});

describe('Rothus, the Traveler (dm01-032): each player destroys one of their own creatures', () => {
  it('you choose one of yours (Rothus included), then the opponent chooses one of his', () => {
    const s = position({ hand: ['dm01-032'], mana: M(FIRE, 4), battle: [FIRE] }, { battle: [LAH, NATURE] });
    act(s, 'summon Rothus, the Traveler (dm01-032)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose Rothus, the Traveler (dm01-032)`]);
    act(s, `choose ${N.vorg}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.mane}`]);
    act(s, `choose ${N.mane}`);
    expect(battleIds(s, 0)).toEqual(['dm01-032']);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
  });
  it('alone, Rothus destroys itself; an opponent with no creature loses nothing', () => {
    const s = position({ hand: ['dm01-032'], mana: M(FIRE, 4) });
    act(s, 'summon Rothus, the Traveler (dm01-032)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).graveyard).toEqual(['dm01-032']);
  });
});

describe("Natural Snare (dm01-039): put 1 of your opponent's creatures into his mana zone", () => {
  it("the chosen creature goes to its owner's mana zone", () => {
    const s = position({ hand: ['dm01-039'], mana: M(NATURE, 6), battle: [FIRE] }, { battle: [LAH, DARK] });
    act(s, 'cast Natural Snare (dm01-039)');
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.ghoul}`]);
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([DARK]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([LAH]);
  });
  it('as an S-Trigger against the attacker', () => {
    const s = position({ battle: [FIRE] }, { shields: ['dm01-039', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Natural Snare');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([FIRE]);
  });
});

describe('Swamp Worm (dm01-053): your opponent chooses one of his creatures and destroys it', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['dm01-053'], mana: M(DARK, 7) }, { battle: [LAH, NATURE] });
    act(s, 'summon Swamp Worm (dm01-053)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.mane}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
    expect(battleIds(s, 0)).toEqual(['dm01-053']);
  });
  it('does nothing when the opponent has no creature', () => {
    const s = position({ hand: ['dm01-053'], mana: M(DARK, 7), battle: [DARK] });
    act(s, 'summon Swamp Worm (dm01-053)');
    expect(battleIds(s, 0)).toEqual([DARK, 'dm01-053']);
    expect(snap(s).toAct).toBe(0);
  });
});

describe('Masked Horror, Shadow of Scorn (dm01-054): the opponent discards a card at random', () => {
  it("one card of the opponent's hand goes to his graveyard", () => {
    const s = position({ hand: ['dm01-054'], mana: M(DARK, 5) }, { hand: [LAH, FIRE] });
    act(s, 'summon Masked Horror, Shadow of Scorn (dm01-054)');
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 1).graveyard.length).toBe(1);
  });
  it('an empty hand: nothing happens', () => {
    const s = position({ hand: ['dm01-054'], mana: M(DARK, 5) });
    act(s, 'summon Masked Horror, Shadow of Scorn (dm01-054)');
    expect(pl(s, 1).graveyard).toEqual([]);
  });
});

describe("Stinger Worm (dm01-057): destroy another of your creatures; if you can't, destroy this one (JA text)", () => {
  it('with other creatures you must choose one of them (not the Worm)', () => {
    const s = position({ hand: ['dm01-057'], mana: M(DARK, 3), battle: [DARK, FIRE] });
    act(s, 'summon Stinger Worm (dm01-057)');
    expect(legal(s)).toEqual([`choose ${N.ghoul}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual([DARK, 'dm01-057']);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
  it('alone, it destroys itself', () => {
    const s = position({ hand: ['dm01-057'], mana: M(DARK, 3) }, { battle: [LAH] });
    act(s, 'summon Stinger Worm (dm01-057)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).graveyard).toEqual(['dm01-057']);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Dark Reversal (dm01-058): return a creature from your graveyard to your hand', () => {
  it('only creatures can be chosen', () => {
    const s = position({ hand: ['dm01-058'], mana: M(DARK, 2), graveyard: [PIT, FIRE, LAH] });
    act(s, 'cast Dark Reversal (dm01-058)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.lah}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(pl(s, 0).graveyard).toEqual([PIT, LAH, 'dm01-058']);
  });
  it('no creature in the graveyard: nothing', () => {
    const s = position({ hand: ['dm01-058'], mana: M(DARK, 2), graveyard: [PIT] });
    act(s, 'cast Dark Reversal (dm01-058)');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Tornado Flame (dm01-064): destroy an opposing creature with power 4000 or less', () => {
  it('power 4000 is the limit', () => {
    const s = position({ hand: ['dm01-064'], mana: M(FIRE, 5) }, { battle: [LAH, HORNET] });
    act(s, 'cast Tornado Flame (dm01-064)');
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
  });
  it('nothing small enough: nothing happens', () => {
    const s = position({ hand: ['dm01-064'], mana: M(FIRE, 5) }, { battle: [LAH] });
    act(s, 'cast Tornado Flame (dm01-064)');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe("Spiral Gate (dm01-086): return a creature in the battle zone to its owner's hand", () => {
  it("either player's creature, chosen", () => {
    const s = position({ hand: ['dm01-086'], mana: M(WATER, 2), battle: [FIRE] }, { battle: [LAH] });
    act(s, 'cast Spiral Gate (dm01-086)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.lah}`]); // not optional: no "done"
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(battleIds(s, 0)).toEqual([FIRE]);
  });
});

describe('Bloody Squito (dm01-089): a blocker that is destroyed when it wins a battle', () => {
  it('blocks, wins, and is destroyed', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm01-089'] }, { step: 'attack' });
    act(s, `attack player with ${N.vorg}`);
    act(s, 'block with Bloody Squito (dm01-089)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(['dm01-089']);
  });
  it("can't attack", () => {
    const s = position({ battle: ['dm01-089'] }, {}, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('Death Smoke (dm01-093): destroy an untapped opposing creature', () => {
  it("tapped creatures can't be chosen", () => {
    const s = position({ hand: ['dm01-093'], mana: M(DARK, 4) }, { battle: [{ card: LAH, tapped: true }, FIRE, NATURE] });
    act(s, 'cast Death Smoke (dm01-093)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.mane}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH, NATURE]);
  });
});

describe('Ghost Touch (dm01-094): the opponent discards a card at random', () => {
  it('discards one', () => {
    const s = position({ hand: ['dm01-094'], mana: M(DARK, 2) }, { hand: [LAH, FIRE, NATURE] });
    act(s, 'cast Ghost Touch (dm01-094)');
    expect(pl(s, 1).hand.length).toBe(2);
    expect(pl(s, 1).graveyard.length).toBe(1);
  });
});

describe('Bronze-Arm Tribe (dm01-106): put the top card of your deck into your mana zone', () => {
  it('the top card goes to mana', () => {
    const s = position({ hand: ['dm01-106'], mana: M(NATURE, 3), deck: deckOf(PIT) });
    act(s, 'summon Bronze-Arm Tribe (dm01-106)');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(NATURE, 3), PIT]);
    expect(pl(s, 0).deck).toBe(8);
  });
});

describe('Dimension Gate (dm01-110): search your deck for a creature, put it into your hand, shuffle', () => {
  it('takes a creature (not a spell)', () => {
    const s = position({ hand: ['dm01-110'], mana: M(NATURE, 3), deck: deckOf(PIT, FIRE) });
    act(s, 'cast Dimension Gate (dm01-110)');
    expect(legal(s)).not.toContain(`choose Terror Pit (dm01-027)`);
    expect(legal(s)[0]).toBe('done choosing for Dimension Gate (dm01-110)');
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(pl(s, 0).deck).toBe(9);
  });
  it('may find nothing', () => {
    const s = position({ hand: ['dm01-110'], mana: M(NATURE, 3), deck: deckOf(FIRE) });
    acts(s, 'cast Dimension Gate (dm01-110)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
    expect(pl(s, 0).deck).toBe(9);
  });
});

describe("Aqua Sniper (dm01-s03): when it enters, return up to 2 creatures to their owners' hands", () => {
  it('returns up to two; may stop early', () => {
    const s = position({ hand: ['dm01-s03'], mana: M(WATER, 8) }, { battle: [LAH, NATURE, FIRE] });
    act(s, 'summon Aqua Sniper (dm01-s03)');
    acts(s, `choose ${N.lah}`, 'done choosing');
    expect(battleIds(s, 1)).toEqual([NATURE, FIRE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('two chosen, one of them itself', () => {
    const s = position({ hand: ['dm01-s03'], mana: M(WATER, 8) }, { battle: [LAH] });
    acts(s, 'summon Aqua Sniper (dm01-s03)', 'choose Aqua Sniper', `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual(['dm01-s03']);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
});

describe('Scarlet Skyterror (dm01-s07): when it enters, destroy all creatures that have "blocker"', () => {
  it('destroys every blocker, both sides', () => {
    const s = position({ hand: ['dm01-s07'], mana: M(FIRE, 8), battle: [SEAMINE, FIRE] }, { battle: [DIA, LAH] });
    act(s, 'summon Scarlet Skyterror (dm01-s07)');
    expect(battleIds(s, 0)).toEqual([FIRE, 'dm01-s07']);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([DIA]);
  });
});

describe('Brain Serum (tcg-dm01-027): draw up to 2 cards', () => {
  it('draws up to two, may stop', () => {
    const s = position({ hand: ['tcg-dm01-027'], mana: M(WATER, 4) });
    acts(s, 'cast Brain Serum (tcg-dm01-027)', 'yes draw', 'yes draw');
    expect(pl(s, 0).hand.length).toBe(2);
    const t = position({ hand: ['tcg-dm01-027'], mana: M(WATER, 4) });
    acts(t, 'cast Brain Serum (tcg-dm01-027)', 'decline further draws');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

// ---------------------------------------------------------------- the rest of DM-01

describe('Rayla, Truth Enforcer (dm01-002): when it enters, search your deck for a spell', () => {
  it('takes a spell, not a creature', () => {
    const s = position({ hand: ['dm01-002'], mana: M(LIGHT, 6), deck: deckOf(FIRE, PIT) });
    act(s, 'summon Rayla, Truth Enforcer (dm01-002)');
    expect(legal(s)).toEqual(['done choosing for Rayla, Truth Enforcer (dm01-002)', 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('King Ripped-Hide (dm01-003): when it enters, draw up to 2 cards', () => {
  it('draws up to two', () => {
    const s = position({ hand: ['dm01-003'], mana: M(WATER, 7) });
    acts(s, 'summon King Ripped-Hide (dm01-003)', 'yes draw', 'decline further draws');
    expect(pl(s, 0).hand.length).toBe(1);
  });
});

describe('Vampire Silphy (dm01-005): when it enters, destroy all creatures with power 3000 or less', () => {
  it('both sides; itself (4000) survives', () => {
    const s = position({ hand: ['dm01-005'], mana: M(DARK, 8), battle: [FIRE, HORNET] }, { battle: [LAH, GRASS] });
    act(s, 'summon Vampire Silphy (dm01-005)');
    expect(battleIds(s, 0)).toEqual([HORNET, 'dm01-005']);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([GRASS]);
  });
});

describe('Gigargon (dm01-006): when it enters, return up to 2 creatures from your graveyard to your hand', () => {
  it('up to two creatures', () => {
    const s = position({ hand: ['dm01-006'], mana: M(DARK, 8), graveyard: [FIRE, PIT, LAH, NATURE] });
    act(s, 'summon Gigargon (dm01-006)');
    expect(legal(s)).not.toContain('choose Terror Pit (dm01-027)');
    acts(s, `choose ${N.vorg}`, `choose ${N.mane}`);
    expect(pl(s, 0).hand).toEqual([FIRE, NATURE]);
  });
  it('may take none', () => {
    const s = position({ hand: ['dm01-006'], mana: M(DARK, 8), graveyard: [FIRE] });
    acts(s, 'summon Gigargon (dm01-006)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Bolshack Dragon (dm01-008): +1000 power while attacking for each fire card in your graveyard', () => {
  const ZAGAAN = 'dm01-s06'; // 7000
  it('with 2 fire cards (8000) it beats a 7000', () => {
    const s = position(
      { battle: ['dm01-008'], graveyard: [FIRE, 'dm01-064', WATER] },
      { battle: [{ card: ZAGAAN, tapped: true }] },
      { step: 'attack' },
    );
    expect(pl(s, 0).battle[0]!.power).toBe(6000); // not attacking
    act(s, 'attack Zagaan, Knight of Darkness (dm01-s06) with Bolshack Dragon (dm01-008)');
    expect(battleIds(s, 0)).toEqual(['dm01-008']);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('with no fire card it loses', () => {
    const s = position({ battle: ['dm01-008'], graveyard: [WATER] }, { battle: [{ card: ZAGAAN, tapped: true }] }, { step: 'attack' });
    act(s, 'attack Zagaan, Knight of Darkness (dm01-s06) with Bolshack Dragon (dm01-008)');
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe("Tower Shell (dm01-009): can't be blocked by creatures with power 4000 or less", () => {
  it('only the 5000 blocker may block', () => {
    const s = position({ battle: ['dm01-009'] }, { battle: [SEAMINE, GRASS, DIA] }, { step: 'attack' });
    act(s, 'attack player with Tower Shell (dm01-009)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.dia}`]);
  });
});

describe('Thorny Mandra (dm01-010): when it enters, you may put a creature from your graveyard into your mana zone', () => {
  it('puts a creature (not a spell) into mana', () => {
    const s = position({ hand: ['dm01-010'], mana: M(NATURE, 5), graveyard: [PIT, FIRE] });
    act(s, 'summon Thorny Mandra (dm01-010)');
    expect(legal(s)).toEqual(['done choosing for Thorny Mandra (dm01-010)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).mana.map((m) => m.id)).toContain(FIRE);
    expect(pl(s, 0).graveyard).toEqual([PIT]);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm01-010'], mana: M(NATURE, 5), graveyard: [FIRE] });
    acts(s, 'summon Thorny Mandra (dm01-010)', 'done choosing');
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
});

describe.each([
  ['Chilias, the Oracle', 'dm01-014', 'hand'],
  ['Aqua Knight', 'dm01-017', 'hand'],
  ['Aqua Soldier', 'dm01-050', 'hand'],
  ['Red-Eye Scorpion', 'dm01-037', 'mana'],
  ['Coiling Vines', 'dm01-067', 'mana'],
  ['Mighty Shouter', 'dm01-105', 'mana'],
] as const)('%s (%s): when it would be destroyed, it goes to your %s instead', (name, id, to) => {
  it('destroyed by a spell', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [id] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([]);
    if (to === 'hand') expect(pl(s, 1).hand).toEqual([id]);
    else expect(pl(s, 1).mana.map((m) => m.id)).toEqual([id]);
  });
  it(`destroyed in a battle (${name})`, () => {
    const s = position({ battle: [LAH] }, { battle: [{ card: id, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${name} (${id}) with ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([]);
    expect(to === 'hand' ? pl(s, 1).hand : pl(s, 1).mana.map((m) => m.id)).toEqual([id]);
  });
});

describe("Laser Wing (dm01-016): up to 2 of your creatures can't be blocked this turn", () => {
  it('the chosen creature is not blocked; the other one can be', () => {
    const s = position({ hand: ['dm01-016'], mana: M(LIGHT, 5), battle: [FIRE, NATURE] }, { battle: [SEAMINE] });
    acts(s, 'cast Laser Wing (dm01-016)', `choose ${N.vorg}`, 'done choosing', 'end-main');
    act(s, `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/); // no block step
    act(s, 'break shield 1');
    act(s, `attack player with ${N.mane}`);
    expect(legal(s)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
  it('the effect ends with the turn', () => {
    const s = position({ hand: ['dm01-016'], mana: M(LIGHT, 5), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Laser Wing (dm01-016)', `choose ${N.vorg}`, 'end-main', 'end-turn');
    acts(s, 'no-charge', 'end-main', 'end-turn'); // the opponent's turn
    acts(s, 'no-charge', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
});

describe("Saucer-Head Shark (dm01-018): when it enters, return each creature with power 2000 or less to its owner's hand", () => {
  it('both sides, no choice', () => {
    const s = position({ hand: ['dm01-018'], mana: M(WATER, 5), battle: [FIRE, HORNET] }, { battle: [LAH, NATURE] });
    act(s, 'summon Saucer-Head Shark (dm01-018)');
    expect(battleIds(s, 0)).toEqual([HORNET, 'dm01-018']);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([NATURE]);
  });
});

describe("Tropico (dm01-019): can't be blocked while you have 2 other creatures", () => {
  it('with 2 others it is unblockable', () => {
    const s = position({ battle: ['dm01-019', FIRE, NATURE] }, { battle: [SEAMINE] }, { step: 'attack' });
    act(s, 'attack player with Tropico (dm01-019)');
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
  it('with 1 other it can be blocked', () => {
    const s = position({ battle: ['dm01-019', FIRE] }, { battle: [SEAMINE] }, { step: 'attack' });
    act(s, 'attack player with Tropico (dm01-019)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
});

describe("Unicorn Fish (dm01-020): when it enters, you may return a creature to its owner's hand", () => {
  it('returns the chosen one', () => {
    const s = position({ hand: ['dm01-020'], mana: M(WATER, 4) }, { battle: [LAH] });
    acts(s, 'summon Unicorn Fish (dm01-020)', `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm01-020'], mana: M(WATER, 4) }, { battle: [LAH] });
    acts(s, 'summon Unicorn Fish (dm01-020)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Crystal Memory (dm01-022): search your deck for any card, put it into your hand', () => {
  it('any card', () => {
    const s = position({ hand: ['dm01-022'], mana: M(WATER, 4), deck: deckOf(FIRE, PIT) });
    acts(s, 'cast Crystal Memory (dm01-022)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(pl(s, 0).deck).toBe(9);
  });
});

describe('Gigaberos (dm01-024): destroy 2 of your other creatures, else destroy this creature (JA text)', () => {
  it('with 3 others: choose 2 of them', () => {
    const s = position({ hand: ['dm01-024'], mana: M(DARK, 5), battle: [FIRE, NATURE, WATER] });
    act(s, 'summon Gigaberos (dm01-024)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.mane}`, `choose ${N.vehicle}`]);
    acts(s, `choose ${N.vorg}`, `choose ${N.vehicle}`);
    expect(battleIds(s, 0)).toEqual([NATURE, 'dm01-024']);
  });
  it('with exactly 2 others: both, no choice', () => {
    const s = position({ hand: ['dm01-024'], mana: M(DARK, 5), battle: [FIRE, NATURE] });
    act(s, 'summon Gigaberos (dm01-024)');
    expect(battleIds(s, 0)).toEqual(['dm01-024']);
  });
  it('with 1 other: Gigaberos is destroyed, the other stays', () => {
    const s = position({ hand: ['dm01-024'], mana: M(DARK, 5), battle: [FIRE] });
    act(s, 'summon Gigaberos (dm01-024)');
    expect(battleIds(s, 0)).toEqual([FIRE]);
    expect(pl(s, 0).graveyard).toEqual(['dm01-024']);
  });
});

describe('Dark Clown (dm01-026): a 6000 blocker that is destroyed when it wins a battle', () => {
  it('wins the block and is destroyed', () => {
    const s = position({ battle: [LAH] }, { battle: ['dm01-026'] }, { step: 'attack' });
    acts(s, `attack player with ${N.lah}`, 'block with Dark Clown (dm01-026)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Explosive Fighter Ucarn (dm01-029): when it enters, put 2 cards from your mana zone into your graveyard', () => {
  it('two mana cards go', () => {
    const s = position({ hand: ['dm01-029'], mana: [...M(FIRE, 5), WATER] });
    act(s, 'summon Explosive Fighter Ucarn (dm01-029)');
    act(s, `choose ${N.vehicle}`);
    actFirst(s, `choose ${N.vorg}`);
    expect(pl(s, 0).mana.length).toBe(4);
    expect(pl(s, 0).graveyard.sort()).toEqual([WATER, FIRE].sort());
  });
});

describe('Storm Shell (dm01-035): when it enters, the opponent puts one of his creatures into his mana zone', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['dm01-035'], mana: M(NATURE, 7) }, { battle: [LAH, FIRE] });
    act(s, 'summon Storm Shell (dm01-035)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([FIRE]);
  });
});

describe("Stampeding Longhorn (dm01-038): can't be blocked by creatures with power 3000 or less", () => {
  it('only the 4000 blocker may block', () => {
    const s = position({ battle: ['dm01-038'] }, { battle: [GRASS, SEAMINE] }, { step: 'attack' });
    act(s, 'attack player with Stampeding Longhorn (dm01-038)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
});

describe('Toel, Vizier of Hope (dm01-041): at the end of your turn, you may untap all your creatures', () => {
  it('untaps on yes', () => {
    const s = position({ battle: ['dm01-041', { card: FIRE, tapped: true }] }, {}, { step: 'attack' });
    acts(s, 'end-turn', 'yes Toel');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, false]);
  });
  it('stays tapped on decline', () => {
    const s = position({ battle: ['dm01-041', { card: FIRE, tapped: true }] }, {}, { step: 'attack' });
    acts(s, 'end-turn', 'decline Toel');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe('Iocant, the Oracle (dm01-045): +2000 power while you have an Angel Command', () => {
  it('2000 alone, 4000 with Hanusa', () => {
    expect(pl(position({ battle: ['dm01-045'] }), 0).battle[0]!.power).toBe(2000);
    expect(pl(position({ battle: ['dm01-045', 'dm01-s01'] }), 0).battle[0]!.power).toBe(4000);
    expect(pl(position({ battle: ['dm01-045'] }, { battle: ['dm01-s01'] }), 0).battle[0]!.power).toBe(2000);
  });
});

describe('Moonlight Flash (dm01-046): tap up to 2 opposing creatures', () => {
  it('taps the chosen ones', () => {
    const s = position({ hand: ['dm01-046'], mana: M(LIGHT, 4) }, { battle: [LAH, FIRE, NATURE] });
    acts(s, 'cast Moonlight Flash (dm01-046)', `choose ${N.lah}`, `choose ${N.mane}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false, true]);
  });
});

describe('Illusionary Merfolk (dm01-047): if you have a Cyber Lord, draw up to 3 cards when it enters', () => {
  it('with Tropico (Cyber Lord): draws', () => {
    const s = position({ hand: ['dm01-047'], mana: M(WATER, 5), battle: ['dm01-019'] });
    acts(s, 'summon Illusionary Merfolk (dm01-047)', 'yes draw', 'yes draw', 'yes draw');
    expect(pl(s, 0).hand.length).toBe(3);
  });
  it('without: nothing', () => {
    const s = position({ hand: ['dm01-047'], mana: M(WATER, 5) }, { battle: ['dm01-019'] });
    act(s, 'summon Illusionary Merfolk (dm01-047)');
    expect(legal(s)[0]).toBe('end-main');
    expect(pl(s, 0).hand.length).toBe(0);
  });
});

describe('Meteosaur (dm01-060): when it enters, you may destroy an opposing creature with power 2000 or less', () => {
  it('destroys one', () => {
    const s = position({ hand: ['dm01-060'], mana: M(FIRE, 5) }, { battle: [LAH, FIRE] });
    act(s, 'summon Meteosaur (dm01-060)');
    expect(legal(s)).toEqual(['done choosing for Meteosaur (dm01-060)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm01-060'], mana: M(FIRE, 5) }, { battle: [FIRE] });
    acts(s, 'summon Meteosaur (dm01-060)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([FIRE]);
  });
});

describe('Armored Walker Urherion (dm01-061): +2000 while attacking if you have a Human', () => {
  it('with Vorg (Human) it beats a 4000', () => {
    const s = position({ battle: ['dm01-061', FIRE] }, { battle: [{ card: HORNET, tapped: true }] }, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(3000);
    act(s, `attack ${N.hornet} with Armored Walker Urherion (dm01-061)`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm01-061', FIRE]);
  });
  it('without a Human it loses', () => {
    const s = position({ battle: ['dm01-061'] }, { battle: [{ card: HORNET, tapped: true }, FIRE] }, { step: 'attack' });
    act(s, `attack ${N.hornet} with Armored Walker Urherion (dm01-061)`);
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe.each([
  ['Onslaughter Triceps', 'dm01-063', 3],
  ['Artisan Picora', 'dm01-099', 1],
] as const)('%s (%s): when it enters, put 1 card from your mana zone into your graveyard', (name, id, cost) => {
  it('the chosen mana card goes', () => {
    const s = position({ hand: [id], mana: [...M(FIRE, cost), WATER] });
    act(s, `summon ${name} (${id})`);
    act(s, `choose ${N.vehicle}`);
    expect(pl(s, 0).graveyard).toEqual([WATER]);
    expect(pl(s, 0).mana.length).toBe(cost);
  });
});

describe('Poisonous Mushroom (dm01-069): when it enters, you may put a card from your hand into your mana zone', () => {
  it('charges the chosen card', () => {
    const s = position({ hand: ['dm01-069', PIT], mana: M(NATURE, 2) });
    acts(s, 'summon Poisonous Mushroom (dm01-069)', 'choose Terror Pit');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(NATURE, 2), PIT]);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm01-069', PIT], mana: M(NATURE, 2) });
    acts(s, 'summon Poisonous Mushroom (dm01-069)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe("Pangaea's Song (dm01-070): put one of your creatures into your mana zone", () => {
  it('your creature goes to mana', () => {
    const s = position({ hand: ['dm01-070'], mana: M(NATURE, 1), battle: [FIRE, LAH] }, { battle: [DARK] });
    act(s, "cast Pangaea's Song (dm01-070)");
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).mana.map((m) => m.id)).toContain(LAH);
    expect(battleIds(s, 0)).toEqual([FIRE]);
  });
});

describe('Miele, Vizier of Lightning (dm01-073): when it enters, you may tap an opposing creature', () => {
  it('taps the chosen one; may decline', () => {
    const s = position({ hand: ['dm01-073'], mana: M(LIGHT, 3) }, { battle: [LAH] });
    acts(s, 'summon Miele, Vizier of Lightning (dm01-073)', `choose ${N.lah}`);
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
    const t = position({ hand: ['dm01-073'], mana: M(LIGHT, 3) }, { battle: [LAH] });
    acts(t, 'summon Miele, Vizier of Lightning (dm01-073)', 'done choosing');
    expect(pl(t, 1).battle[0]!.tapped).toBe(false);
  });
});

describe("Sonic Wing (dm01-077): one of your creatures can't be blocked this turn", () => {
  it('the chosen creature is not blocked', () => {
    const s = position({ hand: ['dm01-077'], mana: M(LIGHT, 3), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Sonic Wing (dm01-077)', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe.each([
  ['Solar Ray', 'dm01-078', LIGHT, 2],
  ['Virtual Tripwire', 'dm01-085', WATER, 3],
] as const)('%s (%s): tap an opposing creature', (name, id, civ, cost) => {
  it('taps the chosen one', () => {
    const s = position({ hand: [id], mana: M(civ, cost) }, { battle: [LAH, FIRE] });
    acts(s, `cast ${name} (${id})`, `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe("Black Feather, Shadow of Rage (dm01-092): destroy another of your creatures; if you can't, this one (JA text)", () => {
  it('the other creature goes', () => {
    const s = position({ hand: ['dm01-092'], mana: M(DARK, 1), battle: [FIRE] });
    act(s, 'summon Black Feather, Shadow of Rage (dm01-092)');
    expect(battleIds(s, 0)).toEqual(['dm01-092']);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
  it('alone: itself', () => {
    const s = position({ hand: ['dm01-092'], mana: M(DARK, 1) });
    act(s, 'summon Black Feather, Shadow of Rage (dm01-092)');
    expect(pl(s, 0).graveyard).toEqual(['dm01-092']);
  });
});

describe('Fatal Attacker Horvath (dm01-096): +2000 while attacking if you have an Armorloid', () => {
  it('with Urherion (Armorloid) it beats a 3000', () => {
    const s = position({ battle: ['dm01-096', 'dm01-061'] }, { battle: [{ card: GRASS, tapped: true }] }, { step: 'attack' });
    act(s, 'attack Emerald Grass (dm01-074) with Fatal Attacker Horvath (dm01-096)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm01-096', 'dm01-061']);
  });
  it('without, it loses', () => {
    const s = position({ battle: ['dm01-096'] }, { battle: [{ card: GRASS, tapped: true }] }, { step: 'attack' });
    act(s, 'attack Emerald Grass (dm01-074) with Fatal Attacker Horvath (dm01-096)');
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe('Crimson Hammer (dm01-101): destroy an opposing creature with power 2000 or less', () => {
  it('only small ones', () => {
    const s = position({ hand: ['dm01-101'], mana: M(FIRE, 2) }, { battle: [GRASS, FIRE] });
    act(s, 'cast Crimson Hammer (dm01-101)');
    expect(battleIds(s, 1)).toEqual([GRASS]);
  });
});

describe('Ultimate Force (dm01-109): put the top 2 cards of your deck into your mana zone', () => {
  it('two cards; with one left, one (as much as possible)', () => {
    const s = position({ hand: ['dm01-109'], mana: M(NATURE, 5), deck: deckOf(PIT, FIRE) });
    act(s, 'cast Ultimate Force (dm01-109)');
    expect(
      pl(s, 0)
        .mana.map((m) => m.id)
        .slice(5),
    ).toEqual([PIT, FIRE]);
    expect(pl(s, 0).deck).toBe(8);
  });
});

describe('Magma Gazer (dm01-033): one of your creatures gets power attacker +4000 and double breaker this turn', () => {
  it('6000 attacking, breaks 2', () => {
    const s = position({ hand: ['dm01-033'], mana: M(FIRE, 3), battle: [FIRE] });
    acts(s, 'cast Magma Gazer (dm01-033)', 'end-main', `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Aura Blast (dm01-040): your creatures get power attacker +2000 this turn', () => {
  it('only while attacking', () => {
    const s = position({ hand: ['dm01-040'], mana: M(NATURE, 4), battle: [FIRE, NATURE] });
    act(s, 'cast Aura Blast (dm01-040)');
    expect(pl(s, 0).battle[0]!.power).toBe(2000);
    acts(s, 'end-main', `attack player with ${N.mane}`);
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([2000, 4000]);
  });
});

describe('Burning Power (dm01-102): one of your creatures gets power attacker +2000 this turn', () => {
  it('the chosen one, attacking', () => {
    const s = position({ hand: ['dm01-102'], mana: M(FIRE, 1), battle: [FIRE, LAH] }, { battle: [{ card: HORNET, tapped: true }] });
    acts(s, 'cast Burning Power (dm01-102)', `choose ${N.vorg}`, 'end-main', `attack ${N.hornet} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([]); // 4000 vs 4000: both destroyed
    expect(battleIds(s, 0)).toEqual([LAH]);
  });
});

describe('Chaos Strike (dm01-034): your creatures can attack the chosen opposing creature this turn although it is untapped', () => {
  it('only the chosen one', () => {
    const s = position({ hand: ['dm01-034'], mana: M(FIRE, 2), battle: [LAH] }, { battle: [FIRE, NATURE] });
    acts(s, 'cast Chaos Strike (dm01-034)', `choose ${N.vorg}`, 'end-main');
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.lah}`, `attack ${N.vorg} with ${N.lah}`]);
    act(s, `attack ${N.vorg} with ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([NATURE]);
  });
});

describe('Creeping Plague (dm01-028): this turn, opposing creatures that block your creatures go to the graveyard after the battle', () => {
  it('a blocker that wins the battle still goes to the graveyard; the turn after, it does not apply', () => {
    const s = position({ hand: ['dm01-028'], mana: M(DARK, 1), battle: ['dm01-097'] }, { battle: ['dm01-048'] });
    acts(s, 'cast Creeping Plague (dm01-028)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'block with Revolver Fish (dm01-048)'); // 5000 blocks 2000: wins the battle
    expect(battleIds(s, 0)).toEqual([]); // the attacker lost
    expect(battleIds(s, 1)).toEqual([]); // the blocker goes to the graveyard anyway
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-048']);
  });
  it('without it, the winning blocker stays', () => {
    const s = position({ battle: ['dm01-097'] }, { battle: ['dm01-048'] }, { step: 'attack' });
    acts(s, 'attack player with Immortal Baron, Vorg (dm01-097)', 'block with Revolver Fish (dm01-048)');
    expect(battleIds(s, 1)).toEqual(['dm01-048']);
  });
});

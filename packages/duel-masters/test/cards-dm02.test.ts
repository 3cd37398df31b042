// Per-card tests for the DM-02 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, DARK, FIRE, legal, LIGHT, M, NATURE, pl, position, power, snap, WATER } from './helpers.js';
import { Prng, runConformance } from '@tcglab/core';
import { cardById, cardDefs } from '../src/catalog.js';
import { game } from '../src/game.js';

describe('Crystal Paladin (dm02-s02): on entering, every creature with "blocker" returns to its owner\'s hand', () => {
  it('bounces the blockers of both players, and nothing else', () => {
    const s = position({ hand: ['dm02-s02'], mana: M(WATER, 4), battle: ['dm01-083', 'dm01-004'] }, { battle: ['dm01-055', 'dm01-012'] });
    act(s, 'evolve Crystal Paladin (dm02-s02) onto Aqua Vehicle (dm01-083)');
    expect(battleIds(s, 0)).toEqual(['dm02-s02']);
    expect(pl(s, 0).hand).toEqual(['dm01-004']);
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(pl(s, 1).hand).toEqual(['dm01-055']);
  });
});

describe('Armored Blaster Valdios (dm02-s04): your other Humans get +1000', () => {
  it("raises your other Humans, not itself, not the opponent's", () => {
    const s = position({ hand: ['dm02-s04'], mana: M(FIRE, 4), battle: ['dm01-097', 'dm01-097'] }, { battle: ['dm01-097'] });
    act(s, 'evolve Armored Blaster Valdios (dm02-s04) onto Immortal Baron, Vorg (dm01-097) #1');
    expect(pl(s, 0).battle.map((b) => [b.id, b.power])).toEqual([
      ['dm02-s04', 6000],
      ['dm01-097', 3000],
    ]);
    expect(power(s, 1, 'dm01-097')).toBe(2000);
  });
});

describe('Fighter Dual Fang (dm02-s05): on entering, the top 2 cards of your deck go to your mana zone', () => {
  it('moves the top two deck cards to mana', () => {
    const s = position({
      hand: ['dm02-s05'],
      mana: M(NATURE, 6),
      battle: ['dm01-103'],
      deck: ['dm01-036', 'dm01-066', 'dm01-012', 'dm01-012'],
    });
    act(s, 'evolve Fighter Dual Fang (dm02-s05) onto Fear Fang (dm01-103)');
    expect(
      pl(s, 0)
        .mana.map((m) => m.id)
        .slice(6),
    ).toEqual(['dm01-036', 'dm01-066']);
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Plasma Chaser (dm02-002): on attack, you may draw as many cards as the opponent has creatures', () => {
  it('draws 2 with 2 opposing creatures on yes', () => {
    const s = position({ battle: ['dm02-002'] }, { battle: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    acts(s, 'attack player with Plasma Chaser (dm02-002)', 'yes');
    expect(pl(s, 0).hand.length).toBe(2);
  });
  it('draws nothing on decline; asks nothing when the opponent has no creature', () => {
    const s = position({ battle: ['dm02-002'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    acts(s, 'attack player with Plasma Chaser (dm02-002)', 'decline');
    expect(pl(s, 0).hand.length).toBe(0);
    const t = position({ battle: ['dm02-002'] }, {}, { step: 'attack' });
    act(t, 'attack player with Plasma Chaser (dm02-002)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Dark Titan Maginn (dm02-003): on attack, the opponent discards a card at random', () => {
  it('discards one of two; with an empty hand nothing happens', () => {
    const s = position({ battle: ['dm02-003'] }, { hand: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    act(s, 'attack player with Dark Titan Maginn (dm02-003)');
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 1).graveyard.length).toBe(1);
    const t = position({ battle: ['dm02-003'] }, {}, { step: 'attack' });
    act(t, 'attack player with Dark Titan Maginn (dm02-003)');
    expect(pl(t, 1).graveyard).toEqual([]);
  });
});

describe("Bolzard Dragon (dm02-004): on attack, a chosen card of the opponent's mana zone goes to his graveyard", () => {
  it('you choose which mana card', () => {
    const s = position({ battle: ['dm02-004'] }, { mana: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    act(s, 'attack player with Bolzard Dragon (dm02-004)');
    expect(legal(s)).toEqual(['choose Lah, Purification Enforcer (dm01-012)', 'choose Immortal Baron, Vorg (dm01-097)']);
    act(s, 'choose Immortal Baron, Vorg (dm01-097)');
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm01-012']);
    expect(pl(s, 1).graveyard).toEqual(['dm01-097']);
  });
  it('with an empty mana zone, nothing happens', () => {
    const s = position({ battle: ['dm02-004'] }, {}, { step: 'attack' });
    act(s, 'attack player with Bolzard Dragon (dm02-004)');
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe("Xeno Mantis (dm02-005): can't be blocked by power 5000 or less", () => {
  it("a 5000 blocker can't block; a 6000 one can", () => {
    const s = position({ battle: ['dm02-005'] }, { battle: ['dm01-004', 'dm01-048'] }, { step: 'attack' });
    act(s, 'attack player with Xeno Mantis (dm02-005)');
    expect(legal(s)).toEqual(expect.not.arrayContaining(['block with Revolver Fish (dm01-048)']));
    expect(legal(s)[0]).toMatch(/^break shield/); // Seamine 4000 and Revolver Fish 5000: no legal blocker
    const t = position({ battle: ['dm02-005'] }, { battle: ['dm01-001'] }, { step: 'attack' });
    act(t, 'attack player with Xeno Mantis (dm02-005)');
    expect(legal(t)).toEqual(['no-block', 'block with Gran Gure, Space Guardian (dm01-001)']);
  });
});

describe('Phal Eega, Dawn Guardian (dm02-006): on entering, you may return a spell from your graveyard to your hand', () => {
  it('returns the chosen spell on yes; declines; no question without a spell', () => {
    const s = position({ hand: ['dm02-006'], mana: M(LIGHT, 5), graveyard: ['dm01-027', 'dm01-012'] });
    acts(s, 'summon Phal Eega, Dawn Guardian (dm02-006)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-027']);
    const t = position({ hand: ['dm02-006'], mana: M(LIGHT, 5), graveyard: ['dm01-027'] });
    acts(t, 'summon Phal Eega, Dawn Guardian (dm02-006)', 'decline');
    expect(pl(t, 0).graveyard).toEqual(['dm01-027']);
    const u = position({ hand: ['dm02-006'], mana: M(LIGHT, 5), graveyard: ['dm01-012'] });
    act(u, 'summon Phal Eega, Dawn Guardian (dm02-006)');
    expect(legal(u)[0]).toBe('end-main');
  });
});

describe('Laguna, Lightning Enforcer (dm02-007): on attack, search your deck for a spell', () => {
  it('takes a spell into the hand (only spells are offered), or finds nothing', () => {
    const s = position({ battle: ['dm02-007'], deck: ['dm01-012', 'dm01-027', 'dm01-012'] }, {}, { step: 'attack' });
    act(s, 'attack player with Laguna, Lightning Enforcer (dm02-007)');
    expect(legal(s)).toEqual(['done choosing for Laguna, Lightning Enforcer (dm02-007)', 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit (dm01-027)');
    expect(pl(s, 0).hand).toEqual(['dm01-027']);
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Spiral Grass (dm02-008): when it blocks, it untaps after the battle', () => {
  it('blocks, wins and untaps', () => {
    const s = position({ battle: ['dm02-008'] }, { battle: ['dm01-097'] }, { step: 'attack', activePlayer: 1 });
    acts(s, 'attack player with Immortal Baron, Vorg (dm01-097)', 'block with Spiral Grass (dm02-008)');
    expect(pl(s, 0).battle).toEqual([expect.objectContaining({ id: 'dm02-008', tapped: false })]);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('when it attacks and wins, it stays tapped', () => {
    const s = position({ battle: ['dm02-008'] }, { battle: [{ card: 'dm01-097', tapped: true }] }, { step: 'attack' });
    act(s, 'attack Immortal Baron, Vorg (dm01-097) with Spiral Grass (dm02-008)');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
  it('when it blocks and loses, it is destroyed', () => {
    const s = position({ battle: ['dm02-008'] }, { battle: ['dm01-012'] }, { step: 'attack', activePlayer: 1 });
    acts(s, 'attack player with Lah, Purification Enforcer (dm01-012)', 'block with Spiral Grass (dm02-008)');
    expect(pl(s, 0).graveyard).toEqual(['dm02-008']);
  });
});

describe("King Nautilus (dm02-009): Liquid People can't be blocked", () => {
  it('makes Liquid People of both players unblockable', () => {
    const s = position({ battle: ['dm02-009', 'dm01-083'] }, { battle: ['dm01-004'] }, { step: 'attack' });
    act(s, 'attack player with Aqua Vehicle (dm01-083)');
    expect(legal(s)[0]).toMatch(/^break shield/);
    const t = position({ battle: ['dm01-004'] }, { battle: ['dm02-009', 'dm01-083'] }, { step: 'attack', activePlayer: 1 });
    act(t, 'attack player with Aqua Vehicle (dm01-083)');
    expect(legal(t)[0]).toMatch(/^break shield/);
    const u = position({ battle: ['dm02-009'] }, { battle: ['dm01-004'] }, { step: 'attack' });
    act(u, 'attack player with King Nautilus (dm02-009)');
    expect(legal(u)).toContain('block with Seamine (dm01-004)'); // it is a Leviathan itself
  });
});

describe("Aqua Bouncer (dm02-010): on entering, you may return any creature to its owner's hand", () => {
  it('returns an opposing creature, or declines', () => {
    const s = position({ hand: ['dm02-010'], mana: M(WATER, 6) }, { battle: ['dm01-012'] });
    act(s, 'summon Aqua Bouncer (dm02-010)');
    acts(s, 'yes');
    expect(legal(s)).toEqual(['choose Aqua Bouncer (dm02-010)', 'choose Lah, Purification Enforcer (dm01-012)']);
    act(s, 'choose Lah, Purification Enforcer (dm01-012)');
    expect(pl(s, 1).hand).toEqual(['dm01-012']);
    const t = position({ hand: ['dm02-010'], mana: M(WATER, 6) }, { battle: ['dm01-012'] });
    acts(t, 'summon Aqua Bouncer (dm02-010)', 'decline');
    expect(battleIds(t, 1)).toEqual(['dm01-012']);
  });
});

describe('Hypersquid Walter (dm02-011): on attack, you may draw a card', () => {
  it('draws on yes, not on decline', () => {
    const s = position({ battle: ['dm02-011'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Hypersquid Walter (dm02-011)', 'yes');
    expect(pl(s, 0).hand.length).toBe(1);
    const t = position({ battle: ['dm02-011'] }, {}, { step: 'attack' });
    acts(t, 'attack player with Hypersquid Walter (dm02-011)', 'decline');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe('General Dark Fiend (dm02-012): on attack, one of your shields goes to your graveyard (no S-Trigger)', () => {
  it('you choose a shield by slot; it goes to your graveyard without its S-Trigger', () => {
    const s = position({ battle: ['dm02-012'], shields: ['dm01-027', 'dm01-012'] }, {}, { step: 'attack' });
    act(s, 'attack player with General Dark Fiend (dm02-012)');
    expect(legal(s)).toEqual(['choose shield 1 of P0', 'choose shield 2 of P0']);
    act(s, 'choose shield 1 of P0');
    expect(pl(s, 0).shields).toBe(1);
    expect(pl(s, 0).graveyard).toEqual(['dm01-027']);
    expect(legal(s)[0]).toMatch(/^break shield/); // the attack goes on; no S-Trigger was offered
  });
  it('with no shields, nothing happens', () => {
    const s = position({ battle: ['dm02-012'], shields: [] }, {}, { step: 'attack' });
    act(s, 'attack player with General Dark Fiend (dm02-012)');
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Poison Worm (dm02-013): on entering, destroy one of your creatures with power 3000 or less', () => {
  it('must destroy one of yours (a choice among several), never an opposing one', () => {
    const s = position({ hand: ['dm02-013'], mana: M(DARK, 4), battle: ['dm01-097', 'dm01-087', 'dm01-012'] }, { battle: ['dm01-097'] });
    act(s, 'summon Poison Worm (dm02-013)');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097)', 'choose Skeleton Soldier, the Defiled (dm01-087)']);
    act(s, 'choose Skeleton Soldier, the Defiled (dm01-087)');
    expect(pl(s, 0).graveyard).toEqual(['dm01-087']);
  });
  it('with no small creature of yours, nothing is destroyed (it has 4000 itself)', () => {
    const s = position({ hand: ['dm02-013'], mana: M(DARK, 4), battle: ['dm01-012'] });
    act(s, 'summon Poison Worm (dm02-013)');
    expect(battleIds(s, 0)).toEqual(['dm01-012', 'dm02-013']);
  });
});

describe('Amber Piercer (dm02-014): on attack, you may return a creature from your graveyard to your hand', () => {
  it('returns a creature (spells are not offered); may decline', () => {
    const s = position({ battle: ['dm02-014'], graveyard: ['dm01-027', 'dm01-097'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Amber Piercer (dm02-014)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    const t = position({ battle: ['dm02-014'], graveyard: ['dm01-097'] }, {}, { step: 'attack' });
    acts(t, 'attack player with Amber Piercer (dm02-014)', 'decline');
    expect(pl(t, 0).graveyard).toEqual(['dm01-097']);
  });
});

describe("Metalwing Skyterror (dm02-015): on attack, destroy one of the opponent's blockers (mandatory per text_ja)", () => {
  it('destroys the chosen blocker before blocks are declared', () => {
    const s = position({ battle: ['dm02-015'] }, { battle: ['dm01-004', 'dm01-055', 'dm01-012'] }, { step: 'attack' });
    act(s, 'attack player with Metalwing Skyterror (dm02-015)');
    expect(legal(s)).toEqual(['choose Seamine (dm01-004)', 'choose Dark Raven, Shadow of Grief (dm01-055)']);
    act(s, 'choose Seamine (dm01-004)');
    expect(pl(s, 1).graveyard).toEqual(['dm01-004']);
    expect(legal(s)).toEqual(['no-block', 'block with Dark Raven, Shadow of Grief (dm01-055)']);
  });
});

describe('Bombersaur (dm02-016): when destroyed, each player puts 2 cards of his own mana zone into his graveyard', () => {
  it('both players choose their own two', () => {
    const s = position(
      { battle: [{ card: 'dm02-016', tapped: true }], mana: ['dm01-097', 'dm01-090', 'dm01-083'] },
      { hand: ['dm01-027'], mana: [...M(DARK, 6), 'dm01-075', 'dm01-083'] },
      { step: 'main', activePlayer: 1 },
    );
    acts(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).toAct).toBe(0);
    acts(s, 'choose Immortal Baron, Vorg (dm01-097)', 'choose Aqua Vehicle (dm01-083)');
    expect(snap(s).toAct).toBe(1);
    acts(s, 'choose Reusol, the Oracle (dm01-075)', 'choose Aqua Vehicle (dm01-083)');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual(['dm01-090']);
    expect(pl(s, 0).graveyard).toEqual(['dm02-016', 'dm01-097', 'dm01-083']);
    expect(pl(s, 1).graveyard).toEqual(['dm01-027', 'dm01-075', 'dm01-083']); // the trigger waits for the spell to finish
  });
});

describe('Dogarn, the Marauder (dm02-017): while attacking, +2000 per other tapped creature of yours', () => {
  it('counts your other tapped creatures only while it attacks', () => {
    const s = position(
      { battle: ['dm02-017', { card: 'dm01-097', tapped: true }, { card: 'dm01-090', tapped: true }, 'dm01-012'] },
      { battle: [{ card: 'dm01-012', tapped: true }, 'dm01-001'] },
      { step: 'attack' },
    );
    expect(power(s, 0, 'dm02-017')).toBe(2000);
    act(s, 'attack player with Dogarn, the Marauder (dm02-017)');
    expect(power(s, 0, 'dm02-017')).toBe(6000);
    act(s, 'block with Gran Gure, Space Guardian (dm01-001)'); // 9000 blocker wins
    expect(pl(s, 0).graveyard).toEqual(['dm02-017']);
  });
});

describe("Fortress Shell (dm02-018): on entering, up to 2 cards of the opponent's mana go to his graveyard", () => {
  it('chooses two, or stops after one', () => {
    const s = position({ hand: ['dm02-018'], mana: M(NATURE, 9) }, { mana: ['dm01-012', 'dm01-097', 'dm01-090'] });
    acts(s, 'summon Fortress Shell (dm02-018)', 'choose Lah', 'choose Immortal Baron');
    expect(pl(s, 1).graveyard).toEqual(['dm01-012', 'dm01-097']);
    const t = position({ hand: ['dm02-018'], mana: M(NATURE, 9) }, { mana: ['dm01-012', 'dm01-097'] });
    acts(t, 'summon Fortress Shell (dm02-018)', 'choose Lah', 'done choosing');
    expect(pl(t, 1).graveyard).toEqual(['dm01-012']);
  });
});

describe('Rumbling Terahorn (dm02-019): on entering, search your deck for a creature', () => {
  it('takes a creature (spells are not offered), then the deck is shuffled', () => {
    const s = position({ hand: ['dm02-019'], mana: M(NATURE, 5), deck: ['dm01-027', 'dm01-036', 'dm01-027'] });
    act(s, 'summon Rumbling Terahorn (dm02-019)');
    expect(legal(s)).toEqual(['done choosing for Rumbling Terahorn (dm02-019)', 'choose Tri-horn Shepherd (dm01-036)']);
    act(s, 'choose Tri-horn Shepherd (dm01-036)');
    expect(pl(s, 0).hand).toEqual(['dm01-036']);
  });
  it('may find nothing', () => {
    const s = position({ hand: ['dm02-019'], mana: M(NATURE, 5), deck: ['dm01-036', 'dm01-027'] });
    acts(s, 'summon Rumbling Terahorn (dm02-019)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Elf-X (dm02-020): your creatures cost 1 less (not less than 1)', () => {
  it('a 5-cost creature is summoned with 4 mana; spells are not cheaper', () => {
    const s = position({ hand: ['dm01-036', 'dm01-039'], mana: M(NATURE, 4), battle: ['dm02-020'] });
    expect(legal(s)).toContain('summon Tri-horn Shepherd (dm01-036)');
    expect(legal(s)).not.toContain('cast Natural Snare (dm01-039)');
    act(s, 'summon Tri-horn Shepherd (dm01-036)');
    expect(pl(s, 0).mana.every((m) => m.tapped)).toBe(true);
    const t = position({ hand: ['dm01-036'], mana: M(NATURE, 4) }, { battle: ['dm02-020'] });
    expect(legal(t)).not.toContain('summon Tri-horn Shepherd (dm01-036)'); // only its controller's creatures
  });
});

describe("Larba Geer, the Immaculate (dm02-021): on entering, tap all the opponent's blockers", () => {
  it('taps opposing blockers only', () => {
    const s = position({ hand: ['dm02-021'], mana: M(LIGHT, 3), battle: ['dm02-038', 'dm01-004'] }, { battle: ['dm01-004', 'dm01-012'] });
    act(s, 'evolve Larba Geer, the Immaculate (dm02-021) onto Reso Pacos, Clear Sky Guardian (dm02-038)');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, false]);
  });
});

describe("Stained Glass (dm02-025): on attack, you may return a fire or nature creature (any, per text_ja) to its owner's hand", () => {
  it('offers fire and nature creatures of both players', () => {
    const s = position({ battle: ['dm02-025', 'dm01-108'] }, { battle: ['dm01-097', 'dm01-012'] }, { step: 'attack' });
    acts(s, 'attack player with Stained Glass (dm02-025)', 'yes');
    expect(legal(s)).toEqual(['choose Burning Mane (dm01-108)', 'choose Immortal Baron, Vorg (dm01-097)']);
    act(s, 'choose Immortal Baron, Vorg (dm01-097)');
    expect(pl(s, 1).hand).toEqual(['dm01-097']);
  });
  it('may decline; no question without a fire or nature creature', () => {
    const s = position({ battle: ['dm02-025'] }, { battle: ['dm01-097'] }, { step: 'attack' });
    acts(s, 'attack player with Stained Glass (dm02-025)', 'decline');
    expect(battleIds(s, 1)).toEqual(['dm01-097']);
    const t = position({ battle: ['dm02-025'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    act(t, 'attack player with Stained Glass (dm02-025)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Deep Operation (dm02-026): draw a card for each opposing creature', () => {
  it('draws 3 for 3 creatures, 0 for none', () => {
    const s = position({ hand: ['dm02-026', 'dm02-026'], mana: M(WATER, 8) }, { battle: ['dm01-012', 'dm01-012', 'dm01-097'] });
    act(s, 'cast Deep Operation (dm02-026)');
    expect(pl(s, 0).hand.length).toBe(4);
    const t = position({ hand: ['dm02-026'], mana: M(WATER, 4) });
    act(t, 'cast Deep Operation (dm02-026)');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe("Chaos Worm (dm02-027): on entering, you may destroy one of the opponent's creatures", () => {
  it('destroys the chosen one on yes; nothing on decline', () => {
    const s = position({ hand: ['dm02-027'], mana: M(DARK, 5), battle: ['dm03-027'] }, { battle: ['dm01-012', 'dm01-097'] });
    acts(s, 'evolve Chaos Worm (dm02-027) onto Hang Worm, Fetid Larva (dm03-027)', 'yes', 'choose Lah');
    expect(battleIds(s, 1)).toEqual(['dm01-097']);
    const t = position({ hand: ['dm02-027'], mana: M(DARK, 5), battle: ['dm03-027'] }, { battle: ['dm01-012'] });
    acts(t, 'evolve Chaos Worm (dm02-027) onto Hang Worm, Fetid Larva (dm03-027)', 'decline');
    expect(battleIds(t, 1)).toEqual(['dm01-012']);
  });
});

describe('Lost Soul (dm02-029): the opponent discards his whole hand', () => {
  it("empties the opponent's hand into his graveyard", () => {
    const s = position({ hand: ['dm02-029', 'dm01-012'], mana: M(DARK, 7) }, { hand: ['dm01-012', 'dm01-097', 'dm01-027'] });
    act(s, 'cast Lost Soul (dm02-029)');
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard.length).toBe(3);
    expect(pl(s, 0).hand).toEqual(['dm01-012']);
  });
});

describe('Armored Cannon Balbaro (dm02-030): while attacking, +2000 per other Human in the battle zone', () => {
  it('counts Humans of both players while it attacks', () => {
    const s = position(
      { battle: [{ card: 'dm02-030', under: ['dm01-097'] }, 'dm01-097'] },
      { battle: ['dm01-097', 'dm01-012'] },
      { step: 'attack' },
    );
    expect(power(s, 0, 'dm02-030')).toBe(3000);
    act(s, 'attack player with Armored Cannon Balbaro (dm02-030)');
    expect(power(s, 0, 'dm02-030')).toBe(7000);
  });
});

describe('Burst Shot (dm02-032): destroy all creatures with power 2000 or less', () => {
  it('destroys small creatures of both players', () => {
    const s = position({ hand: ['dm02-032'], mana: M(FIRE, 6), battle: ['dm01-097', 'dm01-012'] }, { battle: ['dm01-083', 'dm01-087'] });
    act(s, 'cast Burst Shot (dm02-032)');
    expect(battleIds(s, 0)).toEqual(['dm01-012']);
    expect(battleIds(s, 1)).toEqual(['dm01-087']);
  });
});

describe('Barkwhip, the Smasher (dm02-033): while tapped, your other Beast Folk get +2000', () => {
  it('applies only while Barkwhip is tapped, and only to your other Beast Folk', () => {
    const untapped = position({ battle: [{ card: 'dm02-033', under: ['dm01-108'] }, 'dm01-103'] });
    expect(power(untapped, 0, 'dm01-103')).toBe(3000);
    const s = position(
      { battle: [{ card: 'dm02-033', under: ['dm01-108'], tapped: true }, 'dm01-103', 'dm01-036'] },
      { battle: ['dm01-108'] },
    );
    expect(power(s, 0, 'dm01-103')).toBe(5000);
    expect(power(s, 0, 'dm01-036')).toBe(5000); // a Horned Beast: unchanged
    expect(power(s, 0, 'dm02-033')).toBe(5000); // not itself
    expect(power(s, 1, 'dm01-108')).toBe(2000); // not the opponent's
  });
  it('attacking taps it: the bonus applies during its attack', () => {
    const s = position({ battle: [{ card: 'dm02-033', under: ['dm01-108'] }, 'dm01-103'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    act(s, 'attack player with Barkwhip, the Smasher (dm02-033)');
    expect(power(s, 0, 'dm01-103')).toBe(5000);
  });
});

describe("Mana Crisis (dm02-035): a chosen card of the opponent's mana zone goes to his graveyard", () => {
  it('moves the chosen card', () => {
    const s = position({ hand: ['dm02-035'], mana: M(NATURE, 4) }, { mana: ['dm01-012', 'dm01-097'] });
    acts(s, 'cast Mana Crisis (dm02-035)', 'choose Lah');
    expect(pl(s, 1).graveyard).toEqual(['dm01-012']);
  });
});

describe('Magris, Vizier of Magnetism (dm02-036): on entering, you may draw a card', () => {
  it('draws on yes, not on decline', () => {
    const s = position({ hand: ['dm02-036'], mana: M(LIGHT, 4) });
    acts(s, 'summon Magris, Vizier of Magnetism (dm02-036)', 'yes');
    expect(pl(s, 0).hand.length).toBe(1);
    const t = position({ hand: ['dm02-036'], mana: M(LIGHT, 4) });
    acts(t, 'summon Magris, Vizier of Magnetism (dm02-036)', 'decline');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe("Fonch, the Oracle (dm02-037): on entering, you may tap one of the opponent's creatures", () => {
  it('taps the chosen creature; decline leaves it', () => {
    const s = position({ hand: ['dm02-037'], mana: M(LIGHT, 4) }, { battle: ['dm01-012', 'dm01-097'] });
    acts(s, 'summon Fonch, the Oracle (dm02-037)', 'yes', 'choose Immortal Baron');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
    const t = position({ hand: ['dm02-037'], mana: M(LIGHT, 4) }, { battle: ['dm01-012'] });
    acts(t, 'summon Fonch, the Oracle (dm02-037)', 'decline');
    expect(pl(t, 1).battle[0]!.tapped).toBe(false);
  });
});

describe('Logic Cube (dm02-039): search your deck for a spell', () => {
  it('takes a spell into the hand', () => {
    const s = position({ hand: ['dm02-039'], mana: M(LIGHT, 3), deck: ['dm01-012', 'dm01-078', 'dm01-012'] });
    act(s, 'cast Logic Cube (dm02-039)');
    expect(legal(s)).toEqual(['done choosing for Logic Cube (dm02-039)', 'choose Solar Ray (dm01-078)']);
    act(s, 'choose Solar Ray (dm01-078)');
    expect(pl(s, 0).hand).toEqual(['dm01-078']);
  });
});

describe("Corile (dm02-040): on entering, one of the opponent's creatures goes on top of his deck", () => {
  it("puts the chosen creature on top of its owner's deck (he draws it next)", () => {
    const s = position({ hand: ['dm02-040'], mana: M(WATER, 5) }, { battle: ['dm01-012', 'dm01-097'], deck: ['dm01-036', 'dm01-036'] });
    acts(s, 'summon Corile (dm02-040)', 'choose Immortal Baron');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(pl(s, 1).deck).toBe(3);
    acts(s, 'end-main', 'end-turn');
    expect(pl(s, 1).hand).toEqual(['dm01-097']);
  });
});

describe('Horrid Worm (dm02-045): on attack, the opponent discards a card at random', () => {
  it('discards one card', () => {
    const s = position({ battle: ['dm02-045'] }, { hand: ['dm01-012', 'dm01-097', 'dm01-090'] }, { step: 'attack' });
    act(s, 'attack player with Horrid Worm (dm02-045)');
    expect(pl(s, 1).hand.length).toBe(2);
    expect(pl(s, 1).graveyard.length).toBe(1);
  });
});

describe('Marrow Ooze, the Twister (dm02-046): after it attacks a player, it is destroyed', () => {
  it('breaks the shield, then is destroyed at the end of the attack', () => {
    const s = position({ battle: ['dm02-046'] }, {}, { step: 'attack' });
    act(s, 'attack player with Marrow Ooze, the Twister (dm02-046)');
    expect(battleIds(s, 0)).toEqual(['dm02-046']); // still there while the shield is chosen
    act(s, 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
    expect(pl(s, 0).graveyard).toEqual(['dm02-046']);
  });
  it('after attacking a creature (and winning), it stays', () => {
    const s = position({ hand: ['dm02-051'], mana: M(FIRE, 4), battle: ['dm02-046'] }, { battle: [{ card: 'dm01-083', tapped: true }] });
    acts(s, 'cast Rumble Gate (dm02-051)', 'end-main'); // +1000: 2000 vs 1000
    act(s, 'attack Aqua Vehicle (dm01-083) with Marrow Ooze, the Twister (dm02-046)');
    expect(battleIds(s, 0)).toEqual(['dm02-046']);
    expect(pl(s, 1).graveyard).toEqual(['dm01-083']);
  });
  it('an attack on a player that is blocked (and won) also destroys it afterwards', () => {
    const s = position({ hand: ['dm02-051'], mana: M(FIRE, 4), battle: ['dm02-046'] }, { battle: ['dm01-055'] });
    acts(s, 'cast Rumble Gate (dm02-051)', 'end-main');
    acts(s, 'attack player with Marrow Ooze, the Twister (dm02-046)', 'block with Dark Raven');
    expect(pl(s, 1).graveyard).toEqual(['dm01-055']);
    expect(pl(s, 0).graveyard).toEqual(['dm02-051', 'dm02-046']);
    expect(pl(s, 1).shields).toBe(5);
  });
});

describe("Critical Blade (dm02-047): destroy one of the opponent's blockers", () => {
  it('offers only blockers; with none, nothing happens', () => {
    const s = position({ hand: ['dm02-047', 'dm02-047'], mana: M(DARK, 4) }, { battle: ['dm01-004', 'dm01-012', 'dm01-055'] });
    act(s, 'cast Critical Blade (dm02-047)');
    expect(legal(s)).toEqual(['choose Seamine (dm01-004)', 'choose Dark Raven, Shadow of Grief (dm01-055)']);
    act(s, 'choose Seamine (dm01-004)');
    act(s, 'cast Critical Blade (dm02-047)');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(pl(s, 0).graveyard).toEqual(['dm02-047', 'dm02-047']);
  });
});

describe('Galsaur (dm02-048): alone, it has power attacker +4000 and double breaker', () => {
  it('alone: 4000 + 4000 while attacking and breaks 2 shields', () => {
    const s = position({ battle: ['dm02-048'] }, {}, { step: 'attack' });
    act(s, 'attack player with Galsaur (dm02-048)');
    expect(power(s, 0, 'dm02-048')).toBe(8000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it("with another creature of yours: 4000 and single breaker (opposing creatures don't matter)", () => {
    const s = position({ battle: ['dm02-048', 'dm01-012'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    act(s, 'attack player with Galsaur (dm02-048)');
    expect(power(s, 0, 'dm02-048')).toBe(4000);
    act(s, 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
  });
});

describe('Engineer Kipo (dm02-050): when destroyed, each player puts a card of his own mana into his graveyard', () => {
  it('both choose one', () => {
    const s = position(
      { battle: ['dm02-050'], mana: ['dm01-097', 'dm01-083'] },
      { battle: [{ card: 'dm01-012', tapped: true }], mana: ['dm01-075', 'dm01-090'] },
      { step: 'attack' },
    );
    act(s, 'attack Lah, Purification Enforcer (dm01-012) with Engineer Kipo (dm02-050)');
    act(s, 'choose Aqua Vehicle (dm01-083)');
    act(s, 'choose Writhing Bone Ghoul (dm01-090)');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual(['dm01-097']);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm01-075']);
  });
});

describe('Rumble Gate (dm02-051): this turn your creatures get +1000 and can attack untapped creatures', () => {
  it('boosts and lets them attack untapped creatures, this turn only', () => {
    const s = position({ hand: ['dm02-051'], mana: M(FIRE, 4), battle: ['dm01-097'] }, { battle: ['dm01-090'] });
    act(s, 'cast Rumble Gate (dm02-051)');
    expect(power(s, 0, 'dm01-097')).toBe(3000);
    act(s, 'end-main');
    act(s, 'attack Writhing Bone Ghoul (dm01-090) with Immortal Baron, Vorg (dm01-097)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(power(s, 0, 'dm01-097')).toBe(3000);
    act(s, 'end-turn');
    expect(power(s, 0, 'dm01-097')).toBe(2000);
  });
  it("a creature that can't attack creatures still can't", () => {
    const s = position({ hand: ['dm02-051'], mana: M(FIRE, 4), battle: ['dm03-018'] }, { battle: ['dm01-090'] });
    acts(s, 'cast Rumble Gate (dm02-051)', 'end-main');
    expect(legal(s)).toEqual(['end-turn', 'attack player with Dawn Giant (dm03-018)']);
  });
});

describe('Leaping Tornado Horn (dm02-052): while attacking, +1000 per creature you have (itself included, per text_ja)', () => {
  it('with 2 other creatures of yours: 2000 + 3000 while attacking', () => {
    const s = position({ battle: ['dm02-052', 'dm01-012', 'dm01-097'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    expect(power(s, 0, 'dm02-052')).toBe(2000);
    act(s, 'attack player with Leaping Tornado Horn (dm02-052)');
    expect(power(s, 0, 'dm02-052')).toBe(5000);
  });
});

describe('Silver Axe (dm02-053): on attack, you may put the top card of your deck into your mana zone', () => {
  it('puts it on yes, not on decline', () => {
    const s = position({ battle: ['dm02-053'], deck: ['dm01-036', 'dm01-012'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Silver Axe (dm02-053)', 'yes');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual(['dm01-036']);
    const t = position({ battle: ['dm02-053'], deck: ['dm01-036', 'dm01-012'] }, {}, { step: 'attack' });
    acts(t, 'attack player with Silver Axe (dm02-053)', 'decline');
    expect(pl(t, 0).mana).toEqual([]);
  });
});

describe('Essence Elf (dm02-054): your spells cost 1 less (not less than 1)', () => {
  it('a 2-cost spell with 1 mana; two Elves make a 6-cost spell cost 4; creatures unchanged', () => {
    const s = position({ hand: ['dm02-047', 'dm01-087'], mana: M(DARK, 3), battle: ['dm02-054'] }, { battle: ['dm01-004'] });
    expect(legal(s)).toContain('cast Critical Blade (dm02-047)');
    expect(legal(s)).not.toContain('summon Skeleton Soldier, the Defiled (dm01-087)');
    const t = position({ hand: ['dm01-027'], mana: M(DARK, 4), battle: ['dm02-054', 'dm02-054'] }, { battle: ['dm01-012'] });
    act(t, 'cast Terror Pit (dm01-027)');
    expect(battleIds(t, 1)).toEqual([]);
    const u = position({ hand: ['dm02-047'], mana: M(DARK, 1) }, { battle: ['dm02-054'] });
    expect(legal(u)).not.toContain('cast Critical Blade (dm02-047)'); // the opponent's Elf does not help
  });
});

describe('Rainbow Stone (dm02-055): search your deck for any card and put it into your mana zone', () => {
  it('puts the chosen card into mana', () => {
    const s = position({ hand: ['dm02-055'], mana: M(NATURE, 4), deck: ['dm01-012', 'dm01-027', 'dm01-012'] });
    acts(s, 'cast Rainbow Stone (dm02-055)', 'choose Terror Pit (dm01-027)');
    expect(pl(s, 0).mana.map((m) => m.id)).toContain('dm01-027');
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Thought Probe (tcg-dm02-022): if the opponent has 3 or more creatures, draw 3', () => {
  it('draws 3 with 3 creatures, nothing with 2', () => {
    const s = position({ hand: ['tcg-dm02-022'], mana: M(WATER, 4) }, { battle: ['dm01-012', 'dm01-012', 'dm01-097'] });
    act(s, 'cast Thought Probe (tcg-dm02-022)');
    expect(pl(s, 0).hand.length).toBe(3);
    const t = position({ hand: ['tcg-dm02-022'], mana: M(WATER, 4) }, { battle: ['dm01-012', 'dm01-097'] });
    act(t, 'cast Thought Probe (tcg-dm02-022)');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe('DM-02..DM-04 scripts as a whole', () => {
  it('every DM-02..DM-04 card of the nine historical decklists is playable', () => {
    const ids =
      'dm02-004 dm02-012 dm02-013 dm02-014 dm02-015 dm02-019 dm02-021 dm02-027 dm02-033 dm02-040 dm02-045 dm02-046 dm02-047 dm02-054 dm02-s02 dm02-s05 dm03-035 dm03-042 dm03-s04 dm04-002 dm04-006 dm04-010 dm04-014 dm04-024 dm04-029 dm04-s05';
    expect(ids.split(' ').filter((id) => !cardById(id).playable)).toEqual([]);
  });
  it('100 seeded random games with random decks of DM-02..DM-04 cards keep every invariant', () => {
    const pool = cardDefs()
      .filter((d) => d.playable && /^(tcg-)?dm0[234]-/.test(d.id))
      .map((d) => d.id);
    const deck = (seed: string) => {
      const r = new Prng(seed);
      const cards: string[] = [];
      for (let k = 0; k < 10; k++) {
        const id = pool[r.int(pool.length)]!;
        cards.push(id, id, id, id);
      }
      return { game: 'duel-masters', name: seed, file: seed, cards, meta: {} };
    };
    const r = runConformance(game, {
      games: 100,
      cloneEvery: 3,
      config: (i) => ({
        decks: [deck(`dm234/a${i}`), deck(`dm234/b${i}`)],
        shuffleSeeds: [`dm234/${i}/0`, `dm234/${i}/1`],
        engineSeed: `dm234/${i}`,
        startWinner: (i % 2) as 0 | 1,
      }),
    });
    expect(r.games).toBe(100);
  });
});

describe('Wyn, the Oracle (dm02-022): attacking, you may look at one opposing shield', () => {
  it("the attacker's view then shows that shield; determinize keeps it", async () => {
    const { game } = await import('../src/game.js');
    const { Prng } = await import('@tcglab/core');
    const s = position({ battle: ['dm02-022'] }, { shields: ['dm01-027', 'dm01-012'] }, { step: 'attack' });
    acts(s, 'attack player with Wyn, the Oracle (dm02-022)', 'yes', 'choose shield 1 of P1');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[] }[] };
    expect(v.players[1]!.knownShields).toEqual(['dm01-027', null]);
    const d = game.clone(s);
    game.determinize(d, 0, new Prng('x'));
    expect((game.view(d, 0) as typeof v).players[1]!.knownShields[0]).toBe('dm01-027');
    expect((game.view(s, 1) as typeof v).players[1]!.knownShields).toEqual([null, null]); // only the looker knows
  });
});

describe('Recon Operation (dm02-043): look at up to 3 opposing shields', () => {
  it('marks the chosen shields as known to the caster', async () => {
    const { game } = await import('../src/game.js');
    const s = position({ hand: ['dm02-043'], mana: M(WATER, 2) }, { shields: ['dm01-027', 'dm01-012', 'dm01-097'] });
    acts(s, 'cast Recon Operation (dm02-043)', 'choose shield 1 of P1', 'choose shield 3 of P1', 'done');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[] }[] };
    expect(v.players[1]!.knownShields).toEqual(['dm01-027', null, 'dm01-097']);
  });
});

describe('Diamond Cutter (dm02-023): this turn your creatures may attack the opponent despite sickness and "can\'t attack"', () => {
  it('a creature summoned this turn and a "can\'t attack" blocker may attack the player, not creatures', () => {
    const s = position(
      { hand: ['dm02-023'], mana: M(LIGHT, 5), battle: [{ card: 'dm01-097', sick: true }, 'dm01-076'] },
      { battle: [{ card: 'dm01-012', tapped: true }] },
    );
    acts(s, 'cast Diamond Cutter (dm02-023)', 'end-main');
    expect(legal(s)).toEqual([
      'end-turn',
      'attack player with Immortal Baron, Vorg (dm01-097)',
      'attack player with La Ura Giga, Sky Guardian (dm01-076)',
      'attack Lah, Purification Enforcer (dm01-012) with La Ura Giga, Sky Guardian (dm01-076)',
    ]);
  });
});

describe('Gigastand (dm02-044): when it would be destroyed, you may discard a card to return it to your hand instead', () => {
  it('the owner chooses the card to discard; Gigastand returns to the hand, nothing is destroyed', () => {
    const s = position(
      { battle: ['dm05-s04'] },
      { battle: [{ card: 'dm02-044', tapped: true }], hand: ['dm01-012', 'dm01-097'] },
      { step: 'attack' },
    );
    act(s, 'attack Gigastand (dm02-044) with Billion-Degree Dragon (dm05-s04)');
    expect(legal(s)).toEqual([
      'decline returning Gigastand (dm02-044) instead',
      'choose discard Lah, Purification Enforcer (dm01-012) to return Gigastand (dm02-044) instead',
      'choose discard Immortal Baron, Vorg (dm01-097) to return Gigastand (dm02-044) instead',
    ]);
    act(s, 'choose discard Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[1]!.hand.sort()).toEqual(['dm01-012', 'dm02-044']);
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-097']);
  });
  it('declined, it is destroyed; with an empty hand nothing is asked', () => {
    const s = position({ battle: ['dm05-s04'] }, { battle: [{ card: 'dm02-044', tapped: true }], hand: ['dm01-012'] }, { step: 'attack' });
    acts(s, 'attack Gigastand (dm02-044) with Billion-Degree Dragon (dm05-s04)', 'decline');
    expect(snap(s).players[1]!.graveyard).toEqual(['dm02-044']);
    const t = position({ battle: ['dm05-s04'] }, { battle: [{ card: 'dm02-044', tapped: true }] }, { step: 'attack' });
    act(t, 'attack Gigastand (dm02-044) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(t).players[1]!.graveyard).toEqual(['dm02-044']);
  });
});

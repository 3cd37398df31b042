// Per-card tests for the DM-05..DM-12 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import type { DMState } from '../src/state.js';
import { act, acts, battleIds, legal, position, snap } from './helpers.js';
import {
  M,
  LIGHT,
  WATER,
  DARK,
  FIRE,
  NATURE,
  LAH,
  HORNET,
  SEAMINE,
  GRASS,
  DIA,
  GRAN,
  PIT,
  BOLTAIL,
  N,
  pl,
  actFirst,
} from './card-fixtures.js';

describe('Cataclysmic Eruption (dm05-017): for each nature creature you have, you may put an opposing mana card into the graveyard', () => {
  it('two nature creatures: up to two cards', () => {
    const s = position({ hand: ['dm05-017'], mana: M(FIRE, 8), battle: [NATURE, HORNET, FIRE] }, { mana: [LAH, FIRE, WATER] });
    act(s, 'cast Cataclysmic Eruption (dm05-017)');
    acts(s, `choose ${N.lah}`, `choose ${N.vehicle}`);
    expect(pl(s, 1).graveyard).toEqual([LAH, WATER]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([FIRE]);
  });
  it('may choose fewer', () => {
    const s = position({ hand: ['dm05-017'], mana: M(FIRE, 8), battle: [NATURE, HORNET] }, { mana: [LAH, FIRE] });
    acts(s, 'cast Cataclysmic Eruption (dm05-017)', `choose ${N.lah}`, 'done choosing');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('no nature creature: nothing', () => {
    const s = position({ hand: ['dm05-017'], mana: M(FIRE, 8), battle: [FIRE] }, { mana: [LAH] });
    act(s, 'cast Cataclysmic Eruption (dm05-017)');
    expect(legal(s)[0]).toBe('end-main');
    expect(pl(s, 1).graveyard).toEqual([]);
  });
});

describe("Aqua Surfer (dm05-024): when it enters, you may return a creature to its owner's hand", () => {
  it('as an S-Trigger, bounces the attacker', () => {
    const s = position({ battle: [FIRE] }, { shields: ['dm05-024', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Aqua Surfer', 'decline');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual(['dm05-024']);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm05-024'], mana: M(WATER, 6) }, { battle: [LAH] });
    acts(s, 'summon Aqua Surfer (dm05-024)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Crisis Boulder (dm06-034): the opponent puts one of his creatures or mana cards into his graveyard', () => {
  it('the opponent may give up a mana card', () => {
    const s = position({ hand: ['dm06-034'], mana: M(FIRE, 4) }, { battle: [LAH], mana: [WATER] });
    act(s, 'cast Crisis Boulder (dm06-034)');
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vehicle}`]);
    act(s, `choose ${N.vehicle}`);
    expect(pl(s, 1).graveyard).toEqual([WATER]);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('a creature chosen is destroyed (its "when destroyed" ability triggers)', () => {
    const s = position({ hand: ['dm06-034', LAH], mana: M(FIRE, 4) }, { battle: ['dm07-046'], mana: [WATER] });
    acts(s, 'cast Crisis Boulder (dm06-034)', 'choose Propeller Mutant');
    expect(pl(s, 1).graveyard).toEqual(['dm07-046']);
    expect(pl(s, 0).hand).toEqual([]); // Propeller Mutant made us discard
  });
  it('as an S-Trigger', () => {
    const s = position({ battle: [FIRE], mana: [WATER] }, { shields: ['dm06-034', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Crisis Boulder', 'decline');
    expect(snap(s).toAct).toBe(0); // the caster's opponent (P0) chooses
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.vehicle}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
});

describe('Thrash Crawler (dm06-050): when it enters, return a card from your mana zone to your hand', () => {
  it('the chosen mana card goes to hand', () => {
    const s = position({ hand: ['dm06-050'], mana: [...M(WATER, 4), PIT] });
    act(s, 'summon Thrash Crawler (dm06-050)');
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(pl(s, 0).mana.length).toBe(4);
  });
});

describe('Proclamation of Death (dm06-058): the opponent chooses one of his creatures and destroys it', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['dm06-058'], mana: M(DARK, 4) }, { battle: [LAH, FIRE] });
    act(s, 'cast Proclamation of Death (dm06-058)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
});

describe('Cocco Lupia (dm06-062): your Dragons cost 2 less to summon, not less than 2', () => {
  it('Boltail Dragon (7) for 5 with Cocco Lupia, not without', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 5), battle: ['dm06-062'] });
    expect(legal(s)).toContain(`summon ${N.boltail}`);
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 0).mana.every((m) => m.tapped)).toBe(true);
    expect(legal(position({ hand: [BOLTAIL], mana: M(FIRE, 5) }))).not.toContain(`summon ${N.boltail}`);
    expect(legal(position({ hand: [BOLTAIL], mana: M(FIRE, 5) }, { battle: ['dm06-062'] }))).not.toContain(`summon ${N.boltail}`);
  });
  it('a Dragonoid is not a Dragon; spells are not reduced', () => {
    // Fire Sweeper Burning Hellion (dm01-095): Dragonoid, cost 4.
    expect(legal(position({ hand: ['dm01-095'], mana: M(FIRE, 2), battle: ['dm06-062'] }))).not.toContain(
      'summon Fire Sweeper Burning Hellion (dm01-095)',
    );
    expect(legal(position({ hand: ['dm01-064'], mana: M(FIRE, 3), battle: ['dm06-062'] }))).not.toContain('cast Tornado Flame (dm01-064)');
  });
  it('two Cocco Lupias: 4 less, but never below 2', () => {
    // Boltail 7 - 4 = 3.
    expect(legal(position({ hand: [BOLTAIL], mana: M(FIRE, 3), battle: ['dm06-062', 'dm06-062'] }))).toContain(`summon ${N.boltail}`);
    expect(legal(position({ hand: [BOLTAIL], mana: M(FIRE, 2), battle: ['dm06-062', 'dm06-062', 'dm06-062'] }))).toContain(
      `summon ${N.boltail}`,
    );
    expect(legal(position({ hand: [BOLTAIL], mana: M(FIRE, 1), battle: ['dm06-062', 'dm06-062', 'dm06-062', 'dm06-062'] }))).not.toContain(
      `summon ${N.boltail}`,
    );
  });
});

describe('Comet Missile (dm06-064): destroy an opposing blocker with power 6000 or less', () => {
  it('only a small blocker can be chosen', () => {
    const s = position({ hand: ['dm06-064'], mana: M(FIRE, 1) }, { battle: [LAH, GRAN, DIA] });
    act(s, 'cast Comet Missile (dm06-064)');
    expect(battleIds(s, 1)).toEqual([LAH, GRAN]);
    expect(pl(s, 1).graveyard).toEqual([DIA]);
  });
  it('no such blocker: nothing', () => {
    const s = position({ hand: ['dm06-064'], mana: M(FIRE, 1) }, { battle: [LAH, GRAN] });
    act(s, 'cast Comet Missile (dm06-064)');
    expect(battleIds(s, 1)).toEqual([LAH, GRAN]);
  });
});

describe('Faerie Life (dm06-110): put the top card of your deck into your mana zone', () => {
  it('the top card', () => {
    const s = position({ hand: ['dm06-110'], mana: M(NATURE, 2), deck: [PIT, ...M(LAH, 8)] });
    act(s, 'cast Faerie Life (dm06-110)');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(NATURE, 2), PIT]);
  });
});

describe('Bolmeteus Steel Dragon (dm06-s08): shields it would break go to the graveyard instead', () => {
  it('two shields to the graveyard, no S-Trigger, nothing to hand', () => {
    const s = position({ battle: ['dm06-s08'] }, { shields: [PIT, LAH, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Bolmeteus Steel Dragon (dm06-s08)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard.sort()).toEqual([PIT, LAH].sort());
    expect(snap(s).toAct).toBe(0); // no S-Trigger declaration
  });
});

describe('Propeller Mutant (dm07-046): when it is destroyed, the opponent discards a card at random', () => {
  it('destroyed by a spell: the caster discards', () => {
    const s = position({ hand: [PIT, LAH, FIRE], mana: M(DARK, 6) }, { battle: ['dm07-046'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 0).hand.length).toBe(1);
    expect(pl(s, 0).graveyard.length).toBe(2);
  });
  it('destroyed in a battle', () => {
    const s = position({ battle: [LAH], hand: [FIRE] }, { battle: [{ card: 'dm07-046', tapped: true }] }, { step: 'attack' });
    act(s, `attack Propeller Mutant (dm07-046) with ${N.lah}`);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
  it('returned to hand: nothing', () => {
    const s = position({ hand: ['dm01-086', LAH], mana: M(WATER, 2) }, { battle: ['dm07-046'] });
    acts(s, 'cast Spiral Gate (dm01-086)');
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
});

describe('Quixotic Hero Swine Snout (dm08-055): +3000 until end of turn whenever another creature enters', () => {
  it('counts every other creature, either side; ends with the turn', () => {
    const s = position({ hand: [FIRE, 'dm01-075'], mana: [...M(FIRE, 2), ...M(LIGHT, 2)], battle: ['dm08-055'] });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
    act(s, `summon ${N.reusol}`);
    expect(pl(s, 0).battle[0]!.power).toBe(7000);
    acts(s, 'end-main', 'end-turn');
    expect(pl(s, 0).battle[0]!.power).toBe(1000);
  });
  it('an opposing creature entering (S-Trigger summon) counts too', () => {
    const s = position({ battle: ['dm08-055', FIRE] }, { shields: ['dm05-024', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Aqua Surfer', 'decline', 'done choosing');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Überdragon Bajula (dm08-s04): when it attacks, up to 2 opposing mana cards go to the graveyard', () => {
  it('evolves on a Dragon and burns two mana cards on attack', () => {
    const s = position({ hand: ['dm08-s04'], mana: M(FIRE, 7), battle: [BOLTAIL] }, { mana: [LAH, WATER, FIRE] });
    act(s, `evolve Überdragon Bajula (dm08-s04) onto ${N.boltail}`);
    act(s, 'end-main');
    act(s, 'attack player with Überdragon Bajula (dm08-s04)');
    expect(legal(s)[0]).toBe('done choosing for Überdragon Bajula (dm08-s04)');
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([LAH, FIRE]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([WATER]);
  });
  it('may choose none', () => {
    const s = position({ battle: [{ card: 'dm08-s04', under: [BOLTAIL] }] }, { mana: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Überdragon Bajula (dm08-s04)', 'done choosing');
    expect(pl(s, 1).mana.length).toBe(1);
  });
  // Was an engine bug (hasRace matched "Dragonoid"); fixed in cards.ts (203.2: the word Dragon).
  it("can't evolve onto a Dragonoid (203.2: Dragonoid is not a Dragon)", () => {
    const s = position({ hand: ['dm08-s04'], mana: M(FIRE, 7), battle: ['dm01-095'] });
    expect(legal(s).some((a) => a.startsWith('evolve'))).toBe(false);
  });
});

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];
const manaIds = (s: DMState, p: number) => pl(s, p).mana.map((m) => m.id);

describe("King Tsunami (dm05-s02): when it enters, return all other creatures to their owners' hands", () => {
  it('both sides, not itself', () => {
    const s = position({ hand: ['dm05-s02'], mana: M(WATER, 12), battle: [FIRE] }, { battle: [LAH] });
    act(s, 'summon King Tsunami (dm05-s02)');
    expect(battleIds(s, 0)).toEqual(['dm05-s02']);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
});

describe('Death Cruzer, the Annihilator (dm05-s03): when it enters, destroy all your other creatures', () => {
  it('only yours', () => {
    const s = position({ hand: ['dm05-s03'], mana: M(DARK, 7), battle: [FIRE, NATURE] }, { battle: [LAH] });
    act(s, 'summon Death Cruzer, the Annihilator (dm05-s03)');
    expect(battleIds(s, 0)).toEqual(['dm05-s03']);
    expect(pl(s, 0).graveyard).toEqual([FIRE, NATURE]);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe("King Mazelan (dm05-002): when it enters, you may return a creature to its owner's hand", () => {
  it('returns the chosen one, or none', () => {
    const s = position({ hand: ['dm05-002'], mana: M(WATER, 8) }, { battle: [LAH] });
    acts(s, 'summon King Mazelan (dm05-002)', `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    const t = position({ hand: ['dm05-002'], mana: M(WATER, 8) }, { battle: [LAH] });
    acts(t, 'summon King Mazelan (dm05-002)', 'done choosing');
    expect(battleIds(t, 1)).toEqual([LAH]);
  });
});

describe('Sinister General Damudo (dm05-003): when destroyed, destroy all creatures with power 3000 or less', () => {
  it('both sides', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [FIRE, HORNET] }, { battle: ['dm05-003', NATURE] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose Sinister General Damudo');
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Syforce, Aurora Elemental (dm05-006): when it enters, you may return a spell from your mana zone', () => {
  it('a spell, not a creature', () => {
    const s = position({ hand: ['dm05-006'], mana: [...M(LIGHT, 7), PIT] });
    act(s, 'summon Syforce, Aurora Elemental (dm05-006)');
    expect(legal(s)).toEqual(['done choosing for Syforce, Aurora Elemental (dm05-006)', 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Glory Snow (dm05-008): if the opponent has more mana, put the top 2 cards of your deck into mana', () => {
  it('more: two cards', () => {
    const s = position({ hand: ['dm05-008'], mana: M(LIGHT, 4), deck: FILLER_DECK(PIT, FIRE) }, { mana: M(LAH, 5) });
    act(s, 'cast Glory Snow (dm05-008)');
    expect(manaIds(s, 0).slice(4)).toEqual([PIT, FIRE]);
  });
  it('equal: nothing', () => {
    const s = position({ hand: ['dm05-008'], mana: M(LIGHT, 4) }, { mana: M(LAH, 4) });
    act(s, 'cast Glory Snow (dm05-008)');
    expect(pl(s, 0).mana.length).toBe(4);
  });
});

describe('Divine Riptide (dm05-011): each player returns all their mana to their hand', () => {
  it('both players', () => {
    const s = position({ hand: ['dm05-011'], mana: M(WATER, 9) }, { mana: [LAH, FIRE] });
    act(s, 'cast Divine Riptide (dm05-011)');
    expect(pl(s, 0).hand.length).toBe(9);
    expect(pl(s, 1).hand).toEqual([LAH, FIRE]);
    expect(pl(s, 1).mana).toEqual([]);
  });
});

describe.each([
  ['Vashuna, Sword Dancer', 'dm05-012'],
  ['Gigazoul', 'dm05-045'],
] as const)("%s (%s): can't attack while the opponent has no shields", (name, id) => {
  it('no shields: no attack; shields: attacks', () => {
    expect(legal(position({ battle: [id] }, { shields: [] }, { step: 'attack' }))).toEqual(['end-turn']);
    expect(legal(position({ battle: [id] }, {}, { step: 'attack' }))).toContain(`attack player with ${name} (${id})`);
  });
});

describe('Bloodwing Mantis (dm05-019): when it attacks, return 2 creatures from your mana zone to your hand', () => {
  it('two creatures (not the spell)', () => {
    const s = position({ battle: ['dm05-019'], mana: [FIRE, PIT, NATURE] }, {}, { step: 'attack' });
    act(s, 'attack player with Bloodwing Mantis (dm05-019)');
    expect(pl(s, 0).hand).toEqual([FIRE, NATURE]);
    expect(manaIds(s, 0)).toEqual([PIT]);
  });
});

describe('Thunder Net (dm05-023): tap one opposing creature per water creature you have', () => {
  it('one water creature: one', () => {
    const s = position({ hand: ['dm05-023'], mana: M(LIGHT, 2), battle: [WATER, FIRE] }, { battle: [LAH, FIRE] });
    acts(s, 'cast Thunder Net (dm05-023)', `choose ${N.lah}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
  it('no water creature: nothing', () => {
    const s = position({ hand: ['dm05-023'], mana: M(LIGHT, 2) }, { battle: [LAH] });
    act(s, 'cast Thunder Net (dm05-023)');
    expect(pl(s, 1).battle[0]!.tapped).toBe(false);
  });
});

describe('Cyclone Panic (dm05-032): each player shuffles their hand into their deck and draws that many', () => {
  it('hand sizes are kept', () => {
    const s = position({ hand: ['dm05-032', PIT, PIT], mana: M(FIRE, 3) }, { hand: [FIRE] });
    act(s, 'cast Cyclone Panic (dm05-032)');
    expect(pl(s, 0).hand.length).toBe(2);
    expect(pl(s, 0).deck).toBe(10);
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 1).deck).toBe(10);
  });
});

describe('Horned Mutant (dm05-028): nature creatures and spells cost 1 more (both players)', () => {
  it('Burning Mane costs 3', () => {
    expect(legal(position({ hand: [NATURE], mana: M(NATURE, 2), battle: ['dm05-028'] }))).not.toContain(`summon ${N.mane}`);
    expect(legal(position({ hand: [NATURE], mana: M(NATURE, 3), battle: ['dm05-028'] }))).toContain(`summon ${N.mane}`);
    expect(legal(position({ hand: ['dm06-110'], mana: M(NATURE, 2) }, { battle: ['dm05-028'] }))).not.toContain(
      'cast Faerie Life (dm06-110)',
    );
  });
});

describe.each([
  ['Moon Horn', 'dm05-033', 6000],
  ['Crow Winger', 'dm05-055', 1000],
] as const)('%s (%s): +1000 for each opposing water or darkness creature', (_name, id, base) => {
  it("counts the opponent's water and darkness creatures only", () => {
    const s = position({ battle: [id, WATER] }, { battle: [WATER, DARK, LAH] });
    expect(pl(s, 0).battle[0]!.power).toBe(base + 2000);
  });
});

describe('Jewel Spider (dm05-047): when destroyed, you may put one of your shields into your hand (no S-Trigger)', () => {
  it('a shield to hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm05-047'], shields: [PIT, LAH] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'choose shield 1 of P1');
    expect(pl(s, 1).hand).toEqual([PIT]);
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 0).battle).toEqual([]); // nothing was cast from that shield
  });
  it('may decline', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm05-047'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'done choosing');
    expect(pl(s, 1).shields).toBe(5);
  });
});

describe('Enchanted Soil (dm05-035): put up to 2 creatures from your graveyard into your mana zone', () => {
  it('creatures only', () => {
    const s = position({ hand: ['dm05-035'], mana: M(NATURE, 4), graveyard: [FIRE, PIT, LAH] });
    act(s, 'cast Enchanted Soil (dm05-035)');
    expect(legal(s)).not.toContain('choose Terror Pit (dm01-027)');
    acts(s, `choose ${N.vorg}`, `choose ${N.lah}`);
    expect(manaIds(s, 0).slice(4)).toEqual([FIRE, LAH]);
  });
});

describe('Kulus, Soulshine Enforcer (dm05-037): if the opponent has more mana, top card of your deck into mana', () => {
  it('more: one card; not more: none', () => {
    const s = position({ hand: ['dm05-037'], mana: M(LIGHT, 4), deck: FILLER_DECK(PIT) }, { mana: M(LAH, 5) });
    act(s, 'summon Kulus, Soulshine Enforcer (dm05-037)');
    expect(manaIds(s, 0)[4]).toBe(PIT);
    const t = position({ hand: ['dm05-037'], mana: M(LIGHT, 4) }, { mana: M(LAH, 4) });
    act(t, 'summon Kulus, Soulshine Enforcer (dm05-037)');
    expect(pl(t, 0).mana.length).toBe(4);
  });
});

describe("Calgo, Vizier of Rainclouds (dm05-038): can't be blocked by creatures with power 4000 or more", () => {
  it('only the 3000 blocker may block', () => {
    const s = position({ battle: ['dm05-038'] }, { battle: [SEAMINE, GRASS] }, { step: 'attack' });
    act(s, 'attack player with Calgo, Vizier of Rainclouds (dm05-038)');
    expect(legal(s)).toEqual(['no-block', 'block with Emerald Grass (dm01-074)']);
  });
});

describe('Le Quist, the Oracle (dm05-039): when it attacks, you may tap a darkness or fire creature', () => {
  it('only darkness/fire creatures; optional', () => {
    const s = position({ battle: ['dm05-039'] }, { battle: [DARK, LAH] }, { step: 'attack' });
    act(s, 'attack player with Le Quist, the Oracle (dm05-039)');
    expect(legal(s)).toEqual(['done choosing for Le Quist, the Oracle (dm05-039)', `choose ${N.ghoul}`]);
    act(s, `choose ${N.ghoul}`);
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
});

describe("Steel-Turret Cluster (dm05-042): can't be attacked by fire or nature creatures", () => {
  it("fire can't, light can", () => {
    const s = position({ battle: [FIRE, LAH] }, { battle: [{ card: 'dm05-042', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).not.toContain(`attack Steel-Turret Cluster (dm05-042) with ${N.vorg}`);
    expect(legal(s)).toContain(`attack Steel-Turret Cluster (dm05-042) with ${N.lah}`);
  });
});

describe('Solidskin Fish (dm05-043): when it enters, return a card from your mana zone to your hand', () => {
  it('the chosen card', () => {
    const s = position({ hand: ['dm05-043'], mana: [...M(WATER, 3), PIT] });
    acts(s, 'summon Solidskin Fish (dm05-043)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Storm Javelin Wyvern (dm05-048): can attack untapped light or water creatures', () => {
  it('untapped light yes, untapped nature no, players no', () => {
    const s = position({ battle: ['dm05-048'] }, { battle: [LAH, NATURE] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack ${N.lah} with Storm Javelin Wyvern (dm05-048)`]);
  });
});

describe('Scissor Scarab (dm05-052): when it enters, search your deck for a Giant Insect', () => {
  it('only Giant Insects', () => {
    const s = position({ hand: ['dm05-052'], mana: M(NATURE, 7), deck: FILLER_DECK(FIRE, HORNET) });
    act(s, 'summon Scissor Scarab (dm05-052)');
    expect(legal(s)).toEqual(['done choosing for Scissor Scarab (dm05-052)', 'choose Forest Hornet (dm01-066)']);
    act(s, 'choose Forest Hornet');
    expect(pl(s, 0).hand).toEqual([HORNET]);
  });
});

describe('Smash Horn Q (dm05-054): Survivor — each of your Survivors gets +1000', () => {
  it('two Smash Horns: 4000 each; others unaffected', () => {
    const s = position({ battle: ['dm05-054', 'dm05-054', NATURE] }, { battle: ['dm05-054'] });
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([4000, 4000, 2000]);
    expect(pl(s, 1).battle[0]!.power).toBe(3000);
  });
});

describe('Ruthless Skyterror (tcg-dm05-044): can attack untapped water creatures', () => {
  it('untapped water yes, others no', () => {
    const s = position({ battle: ['tcg-dm05-044'] }, { battle: [WATER, LAH] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack ${N.vehicle} with Ruthless Skyterror (tcg-dm05-044)`]);
  });
});

// ---------------------------------------------------------------- DM-06 (beyond the decklists)

const IERE = 'dm01-072'; // Iere, Vizier of Bullets (light 3000, Initiate)
const RAVEN = 'dm01-055'; // Dark Raven, Shadow of Grief (darkness 1000, Ghost, blocker)
/** A tap-ability creature of P0 in the attack step: tap it. */
function tapPos(id: string, p0: Parameters<typeof position>[0] = {}, p1: Parameters<typeof position>[1] = {}): DMState {
  const s = position({ ...p0, battle: [id, ...(p0.battle ?? [])] }, p1, { step: 'attack' });
  act(s, `tap `);
  return s;
}

describe('Craze Valkyrie, the Drastic (dm06-s01): when it enters, tap up to 2 opposing creatures', () => {
  it('evolves on an Initiate and taps two', () => {
    const s = position({ hand: ['dm06-s01'], mana: M(LIGHT, 6), battle: [IERE] }, { battle: [LAH, FIRE, NATURE] });
    act(s, 'evolve Craze Valkyrie, the Drastic (dm06-s01) onto Iere, Vizier of Bullets (dm01-072)');
    acts(s, `choose ${N.lah}`, `choose ${N.mane}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false, true]);
  });
});

describe('Q-tronic Hypermind (dm06-s03): when it enters, you may draw a card per Survivor in the battle zone', () => {
  it("counts both players' Survivors", () => {
    const s = position({ hand: ['dm06-s03'], mana: M(WATER, 8), battle: ['dm05-054'] }, { battle: ['dm05-054'] });
    acts(s, 'evolve Q-tronic Hypermind (dm06-s03) onto Smash Horn Q (dm05-054)', 'yes');
    expect(pl(s, 0).hand.length).toBe(2);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm06-s03'], mana: M(WATER, 8), battle: ['dm05-054'] });
    acts(s, 'evolve Q-tronic Hypermind (dm06-s03) onto Smash Horn Q (dm05-054)', 'decline');
    expect(pl(s, 0).hand.length).toBe(0);
  });
});

describe('Crystal Jouster (dm06-s04): when it goes to the graveyard from the battle zone, it returns to your hand (JA)', () => {
  it('the Jouster returns, its evolution source stays in the graveyard', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [{ card: 'dm06-s04', under: [WATER] }] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).hand).toEqual(['dm06-s04']);
    expect(pl(s, 1).graveyard).toEqual([WATER]);
  });
});

describe("Ultra Mantis, Scourge of Fate (dm06-s09): can't be blocked by creatures with power 8000 or less", () => {
  it('only the 9000 blocker', () => {
    const s = position({ battle: [{ card: 'dm06-s09', under: [HORNET] }] }, { battle: [DIA, GRAN] }, { step: 'attack' });
    act(s, 'attack player with Ultra Mantis, Scourge of Fate (dm06-s09)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.gran}`]);
  });
});

describe("Cliffcrush Giant (dm06-s10): can't attack while you have another untapped creature", () => {
  it('blocked by an untapped friend, free when it is tapped', () => {
    expect(legal(position({ battle: ['dm06-s10', FIRE] }, {}, { step: 'attack' }))).not.toContain(
      'attack player with Cliffcrush Giant (dm06-s10)',
    );
    expect(legal(position({ battle: ['dm06-s10', { card: FIRE, tapped: true }] }, {}, { step: 'attack' }))).toContain(
      'attack player with Cliffcrush Giant (dm06-s10)',
    );
  });
});

describe('Invincible Aura (dm06-002): add up to 3 cards from the top of your deck to your shields', () => {
  it('one at a time, may stop', () => {
    const s = position({ hand: ['dm06-002'], mana: M(LIGHT, 13) });
    acts(s, 'cast Invincible Aura (dm06-002)', 'yes', 'yes', 'decline');
    expect(pl(s, 0).shields).toBe(7);
    expect(pl(s, 0).deck).toBe(8);
  });
});

describe("Aeropica (dm06-003): tap: return a creature to its owner's hand", () => {
  it('returns the chosen creature', () => {
    const s = tapPos('dm06-003', {}, { battle: [LAH, FIRE] });
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
  it('not while summoning sick', () => {
    const s = position({ battle: [{ card: 'dm06-003', sick: true }] }, {}, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('Invincible Technology (dm06-004): take any number of cards from your deck', () => {
  it('two cards, then stop', () => {
    const s = position({ hand: ['dm06-004'], mana: M(WATER, 13), deck: FILLER_DECK(PIT, FIRE) });
    acts(s, 'cast Invincible Technology (dm06-004)', 'choose Terror Pit', `choose ${N.vorg}`, 'done choosing');
    expect(pl(s, 0).hand).toEqual([PIT, FIRE]);
  });
});

describe('Tank Mutant (dm06-005): tap: the opponent destroys one of his creatures', () => {
  it('the opponent chooses', () => {
    const s = tapPos('dm06-005', {}, { battle: [LAH, FIRE] });
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([FIRE]);
  });
});

describe("Invincible Abyss (dm06-006): destroy all your opponent's creatures", () => {
  it('all of them, none of yours', () => {
    const s = position({ hand: ['dm06-006'], mana: M(DARK, 13), battle: [FIRE] }, { battle: [LAH, NATURE] });
    act(s, 'cast Invincible Abyss (dm06-006)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual([FIRE]);
  });
});

describe('Invincible Cataclysm (dm06-008): up to 3 opposing shields go to the graveyard', () => {
  it('chosen shields, no S-Trigger', () => {
    const s = position({ hand: ['dm06-008'], mana: M(FIRE, 13) }, { shields: [PIT, LAH, LAH] });
    acts(s, 'cast Invincible Cataclysm (dm06-008)', 'choose shield 1 of P1', 'choose shield 2 of P1', 'done choosing');
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 1).graveyard).toEqual([PIT, LAH]);
  });
});

describe('Invincible Unity (dm06-010): your creatures get +8000 and triple breaker this turn', () => {
  it('breaks 3', () => {
    const s = position({ hand: ['dm06-010'], mana: M(NATURE, 13), battle: [NATURE] });
    act(s, 'cast Invincible Unity (dm06-010)');
    expect(pl(s, 0).battle[0]!.power).toBe(10000);
    acts(s, 'end-main', `attack player with ${N.mane}`, 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(s, 1).shields).toBe(2);
  });
});

describe.each([
  ['Gariel, Elemental of Sunbeams', 'dm06-013', 5],
  ['Moontear, Spectral Knight', 'dm06-044', 2],
  ['Yuluk, the Oracle', 'dm06-076', 1],
] as const)('%s (%s): can be summoned only after you cast a spell this turn', (name, id, cost) => {
  it('after Faerie Life', () => {
    const s = position({ hand: [id, 'dm06-110'], mana: [...M(LIGHT, cost), ...M(NATURE, 2)] });
    expect(legal(s)).not.toContain(`summon ${name} (${id})`);
    act(s, 'cast Faerie Life (dm06-110)');
    expect(legal(s)).toContain(`summon ${name} (${id})`);
  });
});

describe('Cosmogold, Spectral Knight (dm06-014): tap: return a spell from your mana zone to your hand', () => {
  it('a spell', () => {
    const s = tapPos('dm06-014', { mana: [LIGHT, PIT] });
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Bonds of Justice (dm06-016): tap all creatures that don\'t have "blocker"', () => {
  it('both sides, blockers stay untapped', () => {
    const s = position({ hand: ['dm06-016'], mana: M(LIGHT, 4), battle: [FIRE, GRASS] }, { battle: [LAH, SEAMINE] });
    act(s, 'cast Bonds of Justice (dm06-016)');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe("Midnight Crawler (dm06-019): when it enters, return a card from the opponent's mana zone to his hand", () => {
  it('the chosen card', () => {
    const s = position({ hand: ['dm06-019'], mana: M(WATER, 8) }, { mana: [LAH, FIRE] });
    acts(s, 'summon Midnight Crawler (dm06-019)', `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Raptor Fish (dm06-020): when it enters, shuffle your hand into your deck and draw that many', () => {
  it('same hand size, only yours', () => {
    const s = position({ hand: ['dm06-020', PIT, PIT, PIT], mana: M(WATER, 6) }, { hand: [FIRE] });
    act(s, 'summon Raptor Fish (dm06-020)');
    expect(pl(s, 0).hand.length).toBe(3);
    expect(pl(s, 0).deck).toBe(10);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Frost Specter, Shadow of Age (dm06-023): each of your Ghosts has slayer', () => {
  it('a 1000 Ghost takes down a 5500', () => {
    const s = position(
      { battle: [{ card: 'dm06-023', under: [RAVEN] }, RAVEN] },
      { battle: [{ card: LAH, tapped: true }] },
      { step: 'attack' },
    );
    act(s, `attack ${N.lah} with Dark Raven, Shadow of Grief (dm01-055)`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm06-023']);
  });
});

describe.each([
  ['Gnarvash, Merchant of Blood', 'dm06-024'],
  ['Skullcutter, Swarm Leader', 'dm06-055'],
  ['Lone Tear, Shadow of Solitude', 'dm06-093'],
] as const)('%s (%s): at the end of your turn, destroyed if it is your only creature', (_name, id) => {
  it('alone: destroyed; with a friend: stays', () => {
    const s = position({ battle: [id] }, {}, { step: 'attack' });
    act(s, 'end-turn');
    expect(pl(s, 0).graveyard).toEqual([id]);
    const t = position({ battle: [id, FIRE] }, {}, { step: 'attack' });
    act(t, 'end-turn');
    expect(battleIds(t, 0)).toEqual([id, FIRE]);
  });
});

describe('Schuka, Duke of Amnesia (dm06-025): when destroyed, each player discards his hand', () => {
  it('both hands', () => {
    const s = position({ hand: [PIT, FIRE, LAH], mana: M(DARK, 6) }, { battle: ['dm06-025'], hand: [NATURE] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 0).hand).toEqual([]);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(['dm06-025', NATURE]);
  });
});

describe('Wicked Soul Reincarnation (dm06-028): destroy any number of your creatures, draw 2 per creature', () => {
  it('two creatures: four cards', () => {
    const s = position({ hand: ['dm06-028'], mana: M(DARK, 3), battle: [FIRE, NATURE, LAH] });
    acts(s, 'cast Wicked Soul Reincarnation (dm06-028)', `choose ${N.vorg}`, `choose ${N.mane}`, 'done choosing');
    expect(battleIds(s, 0)).toEqual([LAH]);
    expect(pl(s, 0).hand.length).toBe(4);
  });
  it('none: nothing', () => {
    const s = position({ hand: ['dm06-028'], mana: M(DARK, 3), battle: [FIRE] });
    acts(s, 'cast Wicked Soul Reincarnation (dm06-028)', 'done choosing');
    expect(pl(s, 0).hand.length).toBe(0);
  });
});

describe('Intense Evil (tcg-dm06-061): destroy any number of your creatures, draw that many', () => {
  it('two creatures: two cards', () => {
    const s = position({ hand: ['tcg-dm06-061'], mana: M(DARK, 3), battle: [FIRE, NATURE] });
    acts(s, 'cast Intense Evil (tcg-dm06-061)', `choose ${N.vorg}`, `choose ${N.mane}`);
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe('Armored Decimator Valkaizer (dm06-030): when it enters, you may destroy an opposing creature of power 4000 or less', () => {
  it('evolves on a Human', () => {
    const s = position({ hand: ['dm06-030'], mana: M(FIRE, 5), battle: [FIRE] }, { battle: [LAH, HORNET] });
    act(s, `evolve Armored Decimator Valkaizer (dm06-030) onto ${N.vorg}`);
    expect(legal(s)).toEqual(['done choosing for Armored Decimator Valkaizer (dm06-030)', `choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe.each([
  ['Bazagazeal Dragon', 'dm06-031'],
  ['Cutthroat Skyterror', 'dm06-060'],
  ['Pyrofighter Magnus', 'dm06-098'],
] as const)('%s (%s): at the end of your turn, return it to your hand', (_name, id) => {
  it('returns', () => {
    const s = position({ battle: [id] }, {}, { step: 'attack' });
    act(s, 'end-turn');
    expect(pl(s, 0).hand).toEqual([id]);
  });
});

describe("Rikabu's Screwdriver (dm06-033): tap: destroy an opposing blocker", () => {
  it('only the blocker', () => {
    const s = tapPos('dm06-033', {}, { battle: [LAH, SEAMINE] });
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe("Clobber Totem (dm06-036): can't be blocked by creatures with power 5000 or less", () => {
  it('only the 9000 blocker', () => {
    const s = position({ battle: ['dm06-036'] }, { battle: [DIA, GRAN] }, { step: 'attack' });
    act(s, 'attack player with Clobber Totem (dm06-036)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.gran}`]);
  });
});

describe('Charmilia, the Enticer (dm06-039): tap: search your deck for a creature', () => {
  it('takes a creature', () => {
    const s = tapPos('dm06-039', { deck: FILLER_DECK(PIT, FIRE) });
    expect(legal(s)).not.toContain('choose Terror Pit (dm01-027)');
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
});

describe('Mystic Treasure Chest (dm06-040): search your deck for a non-nature card, put it into your mana zone', () => {
  it('non-nature only', () => {
    const s = position({ hand: ['dm06-040'], mana: M(NATURE, 3), deck: [NATURE, PIT, ...M(NATURE, 8)] });
    act(s, 'cast Mystic Treasure Chest (dm06-040)');
    expect(legal(s)).toEqual(['done choosing for Mystic Treasure Chest (dm06-040)', 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(manaIds(s, 0)).toEqual([...M(NATURE, 3), PIT]);
  });
});

describe('Razorpine Tree (dm06-042): +2000 for each of your shields', () => {
  it('5 shields: 11000; 2 shields: 5000', () => {
    expect(pl(position({ battle: ['dm06-042'] }), 0).battle[0]!.power).toBe(11000);
    expect(pl(position({ battle: ['dm06-042'], shields: [LAH, LAH] }), 0).battle[0]!.power).toBe(5000);
  });
});

describe('Protective Force (dm06-046): one of your blockers gets +4000 this turn', () => {
  it('only blockers', () => {
    const s = position({ hand: ['dm06-046'], mana: M(LIGHT, 1), battle: [LAH, GRASS] });
    act(s, 'cast Protective Force (dm06-046)');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5500, 7000]);
  });
});

describe('Neon Cluster (dm06-047): tap: draw 2 cards', () => {
  it('draws 2', () => {
    const s = tapPos('dm06-047');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe("Shock Hurricane (dm06-051): return any number of yours, then you may return that many of the opponent's", () => {
  it('one for one', () => {
    const s = position({ hand: ['dm06-051'], mana: M(WATER, 5), battle: [FIRE, NATURE] }, { battle: [LAH, DARK] });
    acts(s, 'cast Shock Hurricane (dm06-051)', `choose ${N.vorg}`, 'done choosing', 'yes', `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([DARK]);
  });
  it("may keep the opponent's", () => {
    const s = position({ hand: ['dm06-051'], mana: M(WATER, 5), battle: [FIRE] }, { battle: [LAH] });
    acts(s, 'cast Shock Hurricane (dm06-051)', `choose ${N.vorg}`, 'decline');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Mystic Dreamscape (dm06-052): return up to 3 cards from your mana zone to your hand', () => {
  it('two', () => {
    const s = position({ hand: ['dm06-052'], mana: [...M(WATER, 4), PIT, FIRE] });
    acts(s, 'cast Mystic Dreamscape (dm06-052)', 'choose Terror Pit', `choose ${N.vorg}`, 'done choosing');
    expect(pl(s, 0).hand).toEqual([PIT, FIRE]);
  });
});

describe('Lupa, Poison-Tipped Doll (dm06-056): tap: one of your creatures gets slayer this turn', () => {
  it('the chosen creature kills what it battles', () => {
    const s = tapPos('dm06-056', { battle: [FIRE] }, { battle: [{ card: LAH, tapped: true }] });
    act(s, `choose ${N.vorg}`);
    act(s, `attack ${N.lah} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe.each([
  ['Hell Slash', 'dm06-057', 8, 3],
  ['Future Slash', 'tcg-dm06-055', 7, 2],
] as const)("%s (%s): search the opponent's deck, put up to N cards into his graveyard", (name, id, cost, n) => {
  it(`up to ${n}`, () => {
    const s = position({ hand: [id], mana: M(DARK, cost) }, { deck: [PIT, FIRE, NATURE, WATER, ...M(LAH, 6)] });
    act(s, `cast ${name} (${id})`);
    acts(s, 'choose Terror Pit', `choose ${N.vorg}`);
    if (n === 3) act(s, 'done choosing');
    expect(pl(s, 1).graveyard).toEqual([PIT, FIRE]);
    expect(pl(s, 1).deck).toBe(8);
  });
});

describe('Migasa, Adept of Chaos (dm06-061): tap: one of your fire creatures gets double breaker', () => {
  it('fire only', () => {
    const s = tapPos('dm06-061', { battle: [FIRE, NATURE] });
    expect(legal(s)).toEqual(['choose Migasa, Adept of Chaos (dm06-061)', `choose ${N.vorg}`]);
    acts(s, `choose ${N.vorg}`, `attack player with ${N.vorg}`, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe.each([
  ['Spastic Missile', 'dm06-063', 3000, HORNET, GRASS],
  ["Phantom Dragon's Flame", 'dm06-102', 2000, GRASS, FIRE],
  ["Phantom Dragon's Flame", 'dm10-101', 2000, GRASS, FIRE],
] as const)('%s (%s): destroy an opposing creature with power %i or less', (name, id, _max, big, small) => {
  it('only small enough', () => {
    const s = position({ hand: [id], mana: M(FIRE, 3) }, { battle: [big, small] });
    act(s, `cast ${name} (${id})`);
    expect(battleIds(s, 1)).toEqual([big]);
  });
});

describe('Bliss Totem, Avatar of Luck (dm06-066): tap: up to 3 cards from your graveyard into your mana zone', () => {
  it('any cards', () => {
    const s = tapPos('dm06-066', { graveyard: [PIT, FIRE] });
    acts(s, 'choose Terror Pit', `choose ${N.vorg}`);
    expect(manaIds(s, 0)).toEqual([PIT, FIRE]);
  });
});

describe('Chen Treg, Vizier of Blades (dm06-071): tap: tap an opposing creature', () => {
  it('taps it', () => {
    const s = tapPos('dm06-071', {}, { battle: [LAH, FIRE] });
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe('Sphere of Wonder (dm06-078): if the opponent has more shields, add the top card of your deck to your shields', () => {
  it('fewer: one more shield; equal: nothing', () => {
    const s = position({ hand: ['dm06-078'], mana: M(LIGHT, 4), shields: M(LAH, 4) });
    act(s, 'cast Sphere of Wonder (dm06-078)');
    expect(pl(s, 0).shields).toBe(5);
    const t = position({ hand: ['dm06-078'], mana: M(LIGHT, 4) });
    act(t, 'cast Sphere of Wonder (dm06-078)');
    expect(pl(t, 0).shields).toBe(5);
  });
});

describe("Sopian (dm06-079): tap: one of your creatures can't be blocked this turn", () => {
  it('no block step', () => {
    const s = tapPos('dm06-079', { battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, `choose ${N.vorg}`, `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Energy Stream (dm06-085): draw 2 cards', () => {
  it('draws 2', () => {
    const s = position({ hand: ['dm06-085'], mana: M(WATER, 3) });
    act(s, 'cast Energy Stream (dm06-085)');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe('Grim Soul, Shadow of Reversal (dm06-088): tap: return a darkness creature from your graveyard', () => {
  it('darkness creatures only', () => {
    const s = tapPos('dm06-088', { graveyard: [FIRE, DARK, PIT] });
    expect(pl(s, 0).hand).toEqual([DARK]);
  });
});

describe('Legionnaire Lizard (dm06-095): tap: one of your creatures gets speed attacker', () => {
  it('a creature summoned this turn can attack', () => {
    const s = tapPos('dm06-095', { battle: [{ card: FIRE, sick: true }] });
    act(s, `choose ${N.vorg}`);
    expect(legal(s)).toContain(`attack player with ${N.vorg}`);
  });
});

describe('Armored Scout Gestuchar (dm06-096): with no other fire creature, power attacker +3000 and double breaker', () => {
  it('alone: 7000 attacking, breaks 2', () => {
    const s = position({ battle: ['dm06-096'] }, {}, { step: 'attack' });
    act(s, 'attack player with Armored Scout Gestuchar (dm06-096)');
    expect(pl(s, 0).battle[0]!.power).toBe(7000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('with another fire creature: neither', () => {
    const s = position({ battle: ['dm06-096', FIRE] }, {}, { step: 'attack' });
    act(s, 'attack player with Armored Scout Gestuchar (dm06-096)');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
    act(s, 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
  });
});

describe('Torchclencher (dm06-099): with another fire creature, power attacker +3000', () => {
  it('5000 attacking with Vorg, 2000 alone', () => {
    const s = position({ battle: ['dm06-099', FIRE] }, {}, { step: 'attack' });
    act(s, 'attack player with Torchclencher (dm06-099)');
    expect(pl(s, 0).battle[0]!.power).toBe(5000);
    const t = position({ battle: ['dm06-099'] }, {}, { step: 'attack' });
    act(t, 'attack player with Torchclencher (dm06-099)');
    expect(pl(t, 0).battle[0]!.power).toBe(2000);
  });
});

describe('Mighty Bandit, Ace of Thieves (dm06-106): tap: one of your creatures gets +5000 this turn', () => {
  it('+5000', () => {
    const s = tapPos('dm06-106', { battle: [FIRE] });
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).battle[1]!.power).toBe(7000);
  });
});

describe('Daidalos, General of Fury (dm06-s06): attacking costs another of your creatures (JA text)', () => {
  it("alone it can't attack; with a friend it attacks and destroys one of your other creatures", () => {
    expect(legal(position({ battle: ['dm06-s06'] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
    const s = position({ battle: ['dm06-s06', FIRE, NATURE] }, {}, { step: 'attack' });
    act(s, 'attack player with Daidalos, General of Fury (dm06-s06)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.mane}`]);
    act(s, `choose ${N.mane}`);
    expect(battleIds(s, 0)).toEqual(['dm06-s06', FIRE]);
  });
});

// ---------------------------------------------------------------- DM-07 (beyond the decklists)

describe('Siri, Glory Elemental (dm07-s01): with no shields, a blocker that may untap at the end of your turn', () => {
  it('no shields: blocker, untaps', () => {
    const s = position({ battle: [{ card: 'dm07-s01', tapped: true }], shields: [] }, {}, { step: 'attack' });
    acts(s, 'end-turn', 'yes');
    expect(pl(s, 0).battle[0]!.tapped).toBe(false);
    const b = position({ battle: [FIRE] }, { battle: ['dm07-s01'], shields: [] }, { step: 'attack' });
    act(b, `attack player with ${N.vorg}`);
    expect(legal(b)).toEqual(['no-block', 'block with Siri, Glory Elemental (dm07-s01)']);
  });
  it('with shields: neither', () => {
    const s = position({ battle: [{ card: 'dm07-s01', tapped: true }] }, {}, { step: 'attack' });
    act(s, 'end-turn');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
});

describe('Crath Lade, Merciless King (dm07-s03): tap: the opponent discards 2 cards at random', () => {
  it('two cards', () => {
    const s = tapPos('dm07-s03', {}, { hand: [LAH, FIRE, NATURE] });
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 1).graveyard.length).toBe(2);
  });
});

describe('Sky Crusher, the Agitator (dm07-s04): tap: each player puts one of his mana cards into his graveyard', () => {
  it('each chooses his own', () => {
    const s = tapPos('dm07-s04', { mana: [FIRE, WATER] }, { mana: [LAH, NATURE] });
    act(s, `choose ${N.vehicle}`);
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.mane}`);
    expect(pl(s, 0).graveyard).toEqual([WATER]);
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
  });
});

describe('Headlong Giant (dm07-s05): discards a card to attack; unblockable by power 4000 or less', () => {
  it("empty hand: can't attack", () => {
    expect(legal(position({ battle: ['dm07-s05'] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
  });
  it('attacks, discards the chosen card, only big blockers', () => {
    const s = position({ battle: ['dm07-s05'], hand: [PIT, FIRE] }, { battle: [SEAMINE, GRAN] }, { step: 'attack' });
    act(s, 'attack player with Headlong Giant (dm07-s05)');
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
    expect(legal(s)).toEqual(['no-block', `block with ${N.gran}`]);
  });
});

describe("King Benthos (dm07-002): tap: your water creatures can't be blocked this turn", () => {
  it('water only', () => {
    const s = tapPos('dm07-002', { battle: [WATER, FIRE] }, { battle: [SEAMINE] });
    act(s, `attack player with ${N.vehicle}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
    act(s, 'break shield 1');
    act(s, `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toBe('no-block');
  });
});

describe('Battleship Mutant (dm07-003): tap: your darkness creatures get +4000 and double breaker, and die after battling', () => {
  it('wins the battle but is destroyed after it', () => {
    const s = tapPos('dm07-003', { battle: [DARK] }, { battle: [{ card: HORNET, tapped: true }] });
    expect(pl(s, 0).battle[1]!.power).toBe(6000);
    act(s, `attack ${N.hornet} with ${N.ghoul}`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm07-003']);
  });
  it('double breaker', () => {
    const s = tapPos('dm07-003', { battle: [DARK] });
    acts(s, `attack player with ${N.ghoul}`, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Armored Transport Galiacruse (dm07-004): tap: your fire creatures can attack untapped creatures', () => {
  it('fire only', () => {
    const s = tapPos('dm07-004', { battle: [FIRE, NATURE] }, { battle: [LAH] });
    expect(legal(s)).toContain(`attack ${N.lah} with ${N.vorg}`);
    expect(legal(s)).not.toContain(`attack ${N.lah} with ${N.mane}`);
  });
});

describe("Aqua Fencer (dm07-010): tap: return a card from the opponent's mana zone to his hand", () => {
  it('the chosen card', () => {
    const s = tapPos('dm07-010', {}, { mana: [LAH, FIRE] });
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
});

describe("Biancus (dm07-011): tap: one of your creatures can't be blocked this turn", () => {
  it('no block step', () => {
    const s = tapPos('dm07-011', { battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, `choose ${N.vorg}`, `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe.each([
  ['Gigabuster', 'dm07-013', 5],
  ['Three-Faced Ashura Fang', 'dm07-027', 4],
] as const)('%s (%s): when it enters, put one of your shields into your hand (no S-Trigger)', (name, id, cost) => {
  it('a shield to hand', () => {
    const s = position({ hand: [id], mana: M(DARK, cost), shields: [PIT, LAH] });
    act(s, `summon ${name} (${id})`);
    act(s, 'choose shield 1 of P0');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(pl(s, 0).shields).toBe(1);
  });
  it('no shields: nothing', () => {
    const s = position({ hand: [id], mana: M(DARK, cost), shields: [] });
    act(s, `summon ${name} (${id})`);
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Hopeless Vortex (dm07-014): destroy an opposing creature', () => {
  it('destroys it', () => {
    const s = position({ hand: ['dm07-014'], mana: M(DARK, 5) }, { battle: [GRAN] });
    act(s, 'cast Hopeless Vortex (dm07-014)');
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe("Kipo's Contraption (dm07-016): tap: destroy an opposing creature of power 2000 or less", () => {
  it('small only', () => {
    const s = tapPos('dm07-016', {}, { battle: [LAH, FIRE] });
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Tangle Fist, the Weaver (dm07-020): tap: up to 3 cards from your hand into your mana zone', () => {
  it('two of them', () => {
    const s = tapPos('dm07-020', { hand: [PIT, FIRE, NATURE] });
    acts(s, 'choose Terror Pit', `choose ${N.mane}`, 'done choosing');
    expect(manaIds(s, 0)).toEqual([PIT, NATURE]);
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
});

describe('Rondobil, the Explorer (dm07-021): tap: add one of your creatures to your shields', () => {
  it('itself or another', () => {
    const s = tapPos('dm07-021', { battle: [FIRE] });
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).shields).toBe(6);
    expect(battleIds(s, 0)).toEqual(['dm07-021']);
  });
});

describe('Geoshine, Spectral Knight (dm07-022): when it attacks, you may tap a darkness or fire creature', () => {
  it('taps the chosen one', () => {
    const s = position({ battle: ['dm07-022'] }, { battle: [FIRE, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Geoshine, Spectral Knight (dm07-022)', `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe('Lightning Charger (dm07-023): tap an opposing creature; Charger', () => {
  it('taps and goes to mana', () => {
    const s = position({ hand: ['dm07-023'], mana: M(LIGHT, 4) }, { battle: [LAH] });
    act(s, 'cast Lightning Charger (dm07-023)');
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
    expect(manaIds(s, 0)).toContain('dm07-023');
  });
});

describe('Splash Zebrafish (dm07-024): when it enters, return a card from your mana zone to your hand', () => {
  it('the chosen card', () => {
    const s = position({ hand: ['dm07-024'], mana: [...M(WATER, 4), PIT] });
    acts(s, 'summon Splash Zebrafish (dm07-024)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe("Riptide Charger (dm07-026): return a creature to its owner's hand; Charger", () => {
  it('returns', () => {
    const s = position({ hand: ['dm07-026'], mana: M(WATER, 5) }, { battle: [LAH] });
    act(s, 'cast Riptide Charger (dm07-026)');
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(manaIds(s, 0)).toContain('dm07-026');
  });
});

describe('Venom Charger (dm07-029): one of your creatures gets slayer this turn; Charger', () => {
  it('slayer', () => {
    const s = position({ hand: ['dm07-029'], mana: M(DARK, 3), battle: [FIRE] }, { battle: [{ card: LAH, tapped: true }] });
    acts(s, 'cast Venom Charger (dm07-029)', 'end-main', `attack ${N.lah} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Cratersaur (dm07-031): with no shields, attacks untapped creatures and has power attacker +3000', () => {
  it('no shields', () => {
    const s = position({ battle: ['dm07-031'], shields: [] }, { battle: [GRASS] }, { step: 'attack' });
    act(s, 'attack Emerald Grass (dm01-074) with Cratersaur (dm07-031)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm07-031']);
  });
  it('with shields: no', () => {
    expect(legal(position({ battle: ['dm07-031'] }, { battle: [GRASS] }, { step: 'attack' }))).not.toContain(
      'attack Emerald Grass (dm01-074) with Cratersaur (dm07-031)',
    );
  });
});

describe('Energy Charger (dm07-032): one of your creatures gets +2000 this turn; Charger', () => {
  it('+2000', () => {
    const s = position({ hand: ['dm07-032'], mana: M(FIRE, 3), battle: [FIRE] });
    act(s, 'cast Energy Charger (dm07-032)');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Brood Shell (dm07-033): tap: return a creature from your mana zone to your hand', () => {
  it('creatures only', () => {
    const s = tapPos('dm07-033', { mana: [PIT, FIRE] });
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
});

describe('Mulch Charger (dm07-035): put one of your creatures into your mana zone; Charger', () => {
  it('to mana', () => {
    const s = position({ hand: ['dm07-035'], mana: M(NATURE, 3), battle: [FIRE] });
    act(s, 'cast Mulch Charger (dm07-035)');
    expect(manaIds(s, 0)).toEqual([...M(NATURE, 3), FIRE, 'dm07-035']);
  });
});

describe('Rom, Vizier of Tendrils (dm07-037): when it enters, you may tap an opposing creature', () => {
  it('taps or declines', () => {
    const s = position({ hand: ['dm07-037'], mana: M(LIGHT, 4) }, { battle: [LAH] });
    acts(s, 'summon Rom, Vizier of Tendrils (dm07-037)', `choose ${N.lah}`);
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Bex, the Oracle (dm07-038): blocker while you have no shields', () => {
  it('blocks only with no shields', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm07-038'], shields: [] }, { step: 'attack' });
    act(s, `attack player with ${N.vorg}`);
    expect(legal(s)).toEqual(['no-block', 'block with Bex, the Oracle (dm07-038)']);
    const t = position({ battle: [FIRE] }, { battle: ['dm07-038'] }, { step: 'attack' });
    act(t, `attack player with ${N.vorg}`);
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Cetibols (dm07-043): when destroyed, you may draw a card', () => {
  it('draws on yes', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm07-043'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'yes');
    expect(pl(s, 1).hand.length).toBe(1);
    const t = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm07-043'] });
    acts(t, 'cast Terror Pit (dm01-027)', 'decline');
    expect(pl(t, 1).hand.length).toBe(0);
  });
});

describe('Vacuum Gel (dm07-047): destroy an untapped light or nature opposing creature', () => {
  it('only untapped light/nature', () => {
    const s = position({ hand: ['dm07-047'], mana: M(DARK, 4) }, { battle: [{ card: LAH, tapped: true }, FIRE, NATURE] });
    act(s, 'cast Vacuum Gel (dm07-047)');
    expect(battleIds(s, 1)).toEqual([LAH, FIRE]);
  });
});

describe('Gazarias Dragon (dm07-048): with no shields, +4000 and double breaker', () => {
  it('8000 with no shields, 4000 with', () => {
    expect(pl(position({ battle: ['dm07-048'], shields: [] }), 0).battle[0]!.power).toBe(8000);
    expect(pl(position({ battle: ['dm07-048'] }), 0).battle[0]!.power).toBe(4000);
    const s = position({ battle: ['dm07-048'], shields: [] }, {}, { step: 'attack' });
    acts(s, 'attack player with Gazarias Dragon (dm07-048)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Astronaut Skyterror (dm07-049): alone, power attacker +4000 and double breaker', () => {
  it('alone: 8000 attacking; with a friend: 4000', () => {
    const s = position({ battle: ['dm07-049'] }, {}, { step: 'attack' });
    act(s, 'attack player with Astronaut Skyterror (dm07-049)');
    expect(pl(s, 0).battle[0]!.power).toBe(8000);
    const t = position({ battle: ['dm07-049', FIRE] }, {}, { step: 'attack' });
    act(t, 'attack player with Astronaut Skyterror (dm07-049)');
    expect(pl(t, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Popple, Flowerpetal Dancer (dm07-053): tap: top card of your deck into your mana zone', () => {
  it('one card', () => {
    const s = tapPos('dm07-053', { deck: FILLER_DECK(PIT) });
    expect(manaIds(s, 0)).toEqual([PIT]);
  });
});

describe('Launch Locust (dm07-054): attacking, +1000 per other creature of yours', () => {
  it('two others: 4000', () => {
    const s = position({ battle: ['dm07-054', FIRE, NATURE] }, { battle: [FIRE] }, { step: 'attack' });
    act(s, 'attack player with Launch Locust (dm07-054)');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Freezing Icehammer (dm07-055): an opposing water or darkness creature goes to his mana zone', () => {
  it('water/darkness only', () => {
    const s = position({ hand: ['dm07-055'], mana: M(NATURE, 3) }, { battle: [LAH, DARK] });
    act(s, 'cast Freezing Icehammer (dm07-055)');
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(manaIds(s, 1)).toEqual([DARK]);
  });
});

// ---------------------------------------------------------------- DM-08 (beyond the decklists)

describe('Super Necrodragon Abzo Dolba (dm08-s03): +2000 per creature in your graveyard', () => {
  it('two creatures (not the spell): 15000', () => {
    const s = position({ battle: [{ card: 'dm08-s03', under: [BOLTAIL] }], graveyard: [FIRE, PIT, LAH] });
    expect(pl(s, 0).battle[0]!.power).toBe(15000);
  });
});

describe('Aqua Ranger (dm08-002): when it would be destroyed, it goes to your hand instead', () => {
  it('to hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm08-002'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).hand).toEqual(['dm08-002']);
  });
});

describe('Megaria, Empress of Dread (dm08-003): every creature has slayer', () => {
  it('a loser takes the winner with it, on both sides', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm08-003', { card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.lah} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual(['dm08-003']);
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe("Nariel, the Oracle (dm08-008): creatures with power 3000 or more can't attack", () => {
  it('only small ones attack (either side)', () => {
    const s = position({ battle: [LAH, FIRE] }, { battle: ['dm08-008'] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.vorg}`]);
  });
});

describe('Aqua Grappler (dm08-009): when it attacks, you may draw per other tapped creature of yours', () => {
  it('two tapped others: 2 cards', () => {
    const s = position({ battle: ['dm08-009', { card: FIRE, tapped: true }, { card: LAH, tapped: true }, NATURE] }, {}, { step: 'attack' });
    acts(s, 'attack player with Aqua Grappler (dm08-009)', 'yes');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe("Marine Scramble (dm08-011): your creatures can't be blocked this turn", () => {
  it('no block', () => {
    const s = position({ hand: ['dm08-011'], mana: M(WATER, 7), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Marine Scramble (dm08-011)', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Necrodragon Galbazeek (dm08-012): when it attacks, one of your shields goes to your graveyard', () => {
  it('you choose which', () => {
    const s = position({ battle: ['dm08-012'], shields: [PIT, LAH] }, {}, { step: 'attack' });
    acts(s, 'attack player with Necrodragon Galbazeek (dm08-012)', 'choose shield 1 of P0');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
  });
});

describe('Skeleton Vice (dm08-014): the opponent discards 2 cards at random', () => {
  it('two, or as many as he has', () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [LAH] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Laser Whip (dm08-022): tap an opposing creature, then you may make one of yours unblockable', () => {
  it('both parts', () => {
    const s = position({ hand: ['dm08-022'], mana: M(LIGHT, 4), battle: [FIRE] }, { battle: [LAH, SEAMINE] });
    acts(s, 'cast Laser Whip (dm08-022)', `choose ${N.lah}`, `choose ${N.vorg}`, 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
  it('second part optional', () => {
    const s = position({ hand: ['dm08-022'], mana: M(LIGHT, 4), battle: [FIRE] }, { battle: [LAH] });
    acts(s, 'cast Laser Whip (dm08-022)', 'done choosing');
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Dracobarrier (dm08-023): tap an opposing creature; if it is a Dragon, add a shield', () => {
  it('a Dragon: +1 shield; not a Dragon: none', () => {
    const s = position({ hand: ['dm08-023'], mana: M(LIGHT, 3) }, { battle: [BOLTAIL] });
    act(s, 'cast Dracobarrier (dm08-023)');
    expect(pl(s, 0).shields).toBe(6);
    const t = position({ hand: ['dm08-023'], mana: M(LIGHT, 3) }, { battle: ['dm01-095'] }); // Dragonoid
    act(t, 'cast Dracobarrier (dm08-023)');
    expect(pl(t, 0).shields).toBe(5);
    expect(pl(t, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Wave Lance (dm08-026): return a creature; if it is a Dragon, you may draw', () => {
  it('a Dragon: may draw', () => {
    const s = position({ hand: ['dm08-026'], mana: M(WATER, 3) }, { battle: [BOLTAIL] });
    acts(s, 'cast Wave Lance (dm08-026)', 'yes');
    expect(pl(s, 1).hand).toEqual([BOLTAIL]);
    expect(pl(s, 0).hand.length).toBe(1);
  });
  it('not a Dragon: no draw', () => {
    const s = position({ hand: ['dm08-026'], mana: M(WATER, 3) }, { battle: [LAH] });
    act(s, 'cast Wave Lance (dm08-026)');
    expect(pl(s, 0).hand.length).toBe(0);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Dimension Splitter (dm08-029): when it enters, you may return all Dragons from your graveyard', () => {
  it('all Dragons, nothing else', () => {
    const s = position({ hand: ['dm08-029'], mana: M(DARK, 3), graveyard: [BOLTAIL, FIRE, 'dm01-s08', 'dm01-095'] });
    acts(s, 'summon Dimension Splitter (dm08-029)', 'yes');
    expect(pl(s, 0).hand).toEqual([BOLTAIL, 'dm01-s08']);
  });
});

describe('Bruiser Dragon (dm08-030): when destroyed, one of your shields goes to your graveyard', () => {
  it('its owner chooses', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm08-030'], shields: [LAH, PIT] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose shield 2 of P1');
    expect(pl(s, 1).graveyard).toEqual(['dm08-030', PIT]);
  });
});

describe('Volcano Charger (dm08-032): destroy an opposing creature of power 2000 or less; Charger', () => {
  it('small one', () => {
    const s = position({ hand: ['dm08-032'], mana: M(FIRE, 4) }, { battle: [LAH, FIRE] });
    act(s, 'cast Volcano Charger (dm08-032)');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Muscle Charger (dm08-035): your creatures get +3000 this turn; Charger', () => {
  it('+3000 each', () => {
    const s = position({ hand: ['dm08-035'], mana: M(NATURE, 3), battle: [FIRE, NATURE] }, { battle: [LAH] });
    act(s, 'cast Muscle Charger (dm08-035)');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5000, 5000]);
    expect(pl(s, 1).battle[0]!.power).toBe(5500);
  });
});

describe("Misha, Channeler of Suns (dm08-036): can't be attacked by Dragons", () => {
  it('Dragon no, Dragonoid yes', () => {
    const s = position({ battle: [BOLTAIL, 'dm01-095'] }, { battle: [{ card: 'dm08-036', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).not.toContain(`attack Misha, Channeler of Suns (dm08-036) with ${N.boltail}`);
    expect(legal(s)).toContain('attack Misha, Channeler of Suns (dm08-036) with Fire Sweeper Burning Hellion (dm01-095)');
  });
});

describe('Eureka Charger (dm08-043): draw a card; Charger', () => {
  it('draws', () => {
    const s = position({ hand: ['dm08-043'], mana: M(WATER, 4) });
    act(s, 'cast Eureka Charger (dm08-043)');
    expect(pl(s, 0).hand.length).toBe(1);
    expect(manaIds(s, 0)).toContain('dm08-043');
  });
});

describe('Corpse Charger (dm08-047): a creature from your graveyard to your hand; Charger', () => {
  it('creature only', () => {
    const s = position({ hand: ['dm08-047'], mana: M(DARK, 4), graveyard: [PIT, FIRE] });
    act(s, 'cast Corpse Charger (dm08-047)');
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
});

describe('Torpedo Skyterror (dm08-048): attacking, +2000 per other tapped creature of yours', () => {
  it('one tapped other: 6000', () => {
    const s = position({ battle: ['dm08-048', { card: FIRE, tapped: true }, NATURE] }, {}, { step: 'attack' });
    act(s, 'attack player with Torpedo Skyterror (dm08-048)');
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
  });
});

describe('Totto Pipicchi (dm08-051): every Dragon has speed attacker', () => {
  it("a Dragon summoned this turn attacks; others don't", () => {
    const s = position({ hand: [BOLTAIL, FIRE], mana: M(FIRE, 9), battle: ['dm08-051'] });
    acts(s, `summon ${N.boltail}`, `summon ${N.vorg}`, 'end-main');
    expect(legal(s)).toEqual(['end-turn', 'attack player with Totto Pipicchi (dm08-051)', `attack player with ${N.boltail}`]);
  });
});

describe('Cranium Clamp (tcg-dm08-027): the opponent chooses and discards 2 cards', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['tcg-dm08-027'], mana: M(DARK, 4) }, { hand: [LAH, FIRE, NATURE] });
    act(s, 'cast Cranium Clamp (tcg-dm08-027)');
    expect(snap(s).toAct).toBe(1);
    acts(s, `choose ${N.lah}`, `choose ${N.mane}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

// ---------------------------------------------------------------- DM-09

describe('Stallob, the Lifequasher (dm09-s03): when destroyed, destroy all creatures', () => {
  it('everything goes', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [FIRE] }, { battle: ['dm09-s03', GRAN] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose Stallob');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Magmadragon Ogrist Vhal (dm09-s04): +3000 per card in your hand; double breaker at 6000, triple at 15000', () => {
  it('0 cards: 0 power (destroyed); 2 cards: 6000, breaks 2; 5 cards: 15000, breaks 3', () => {
    const z = position({ battle: ['dm09-s04'] });
    expect(battleIds(z, 0)).toEqual([]);
    const s = position({ battle: ['dm09-s04'], hand: [LAH, LAH] }, {}, { step: 'attack' });
    acts(s, 'attack player with Magmadragon Ogrist Vhal (dm09-s04)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
    const t = position({ battle: ['dm09-s04'], hand: M(LAH, 5) }, {}, { step: 'attack' });
    acts(t, 'attack player with Magmadragon Ogrist Vhal (dm09-s04)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(t, 1).shields).toBe(2);
  });
});

describe('Nexus Charger (dm09-008): add a card from your hand to your shields; Charger', () => {
  it('one card', () => {
    const s = position({ hand: ['dm09-008', PIT], mana: M(LIGHT, 6) });
    act(s, 'cast Nexus Charger (dm09-008)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Abduction Charger (dm09-011): return up to 2 creatures; Charger', () => {
  it('two', () => {
    const s = position({ hand: ['dm09-011'], mana: M(WATER, 7) }, { battle: [LAH, FIRE] });
    acts(s, 'cast Abduction Charger (dm09-011)', `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([LAH, FIRE]);
  });
});

describe('Gabzagul, Warlord of Pain (dm09-012): each creature attacks each turn if able', () => {
  it("you can't end the turn while a creature can attack", () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm09-012'] }, { step: 'attack' });
    expect(legal(s)).toEqual([`attack player with ${N.vorg}`]);
  });
});

describe('Necrodragon Izorist Vhal (dm09-027): +2000 per darkness creature in your graveyard; double breaker at 6000', () => {
  it('3 darkness creatures: 6000, breaks 2', () => {
    const s = position({ battle: ['dm09-027'], graveyard: [DARK, DARK, RAVEN, PIT, FIRE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'attack player with Necrodragon Izorist Vhal (dm09-027)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Grinning Hunger (dm09-029): the opponent puts one of his creatures or shields into his graveyard', () => {
  it('a shield (no S-Trigger)', () => {
    const s = position({ hand: ['dm09-029'], mana: M(DARK, 4) }, { battle: [LAH], shields: [PIT, LAH] });
    act(s, 'cast Grinning Hunger (dm09-029)');
    expect(legal(s)).toEqual([`choose ${N.lah}`, 'choose shield 1 of P1', 'choose shield 2 of P1']);
    act(s, 'choose shield 1 of P1');
    expect(pl(s, 1).graveyard).toEqual([PIT]);
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('a creature is destroyed', () => {
    const s = position({ hand: ['dm09-029', LAH], mana: M(DARK, 4) }, { battle: ['dm07-046'], shields: [] });
    act(s, 'cast Grinning Hunger (dm09-029)');
    expect(pl(s, 1).graveyard).toEqual(['dm07-046']);
    expect(pl(s, 0).hand).toEqual([]); // Propeller Mutant's "when destroyed"
  });
});

describe.each([
  ['Snaptongue Lizard', 'dm09-030'],
  ['Aerodactyl Kooza', 'dm09-050'],
] as const)("%s (%s): can't be blocked while attacking a creature", (name, id) => {
  it('creature: no block; player: block', () => {
    const s = position({ battle: [id] }, { battle: [SEAMINE, { card: GRASS, tapped: true }] }, { step: 'attack' });
    act(s, `attack Emerald Grass (dm01-074) with ${name} (${id})`);
    expect(battleIds(s, 1)).toEqual([SEAMINE]);
    const t = position({ battle: [id] }, { battle: [SEAMINE] }, { step: 'attack' });
    act(t, `attack player with ${name} (${id})`);
    expect(legal(t)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
});

describe('Whispering Totem (dm09-034): when it enters, search your deck for a Whispering Totem', () => {
  it('same name only', () => {
    const s = position({ hand: ['dm09-034'], mana: M(NATURE, 4), deck: FILLER_DECK(FIRE, 'dm09-034') });
    act(s, 'summon Whispering Totem (dm09-034)');
    expect(legal(s)).toEqual(['done choosing for Whispering Totem (dm09-034)', 'choose Whispering Totem (dm09-034)']);
    act(s, 'choose Whispering Totem');
    expect(pl(s, 0).hand).toEqual(['dm09-034']);
  });
});

describe('Vine Charger (dm09-035): the opponent puts one of his creatures into his mana zone; Charger', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['dm09-035'], mana: M(NATURE, 4) }, { battle: [LAH, FIRE] });
    act(s, 'cast Vine Charger (dm09-035)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(manaIds(s, 1)).toEqual([FIRE]);
  });
});

describe('Jil Warka, Time Guardian (dm09-037): when destroyed, tap up to 2 opposing creatures', () => {
  it("taps the caster's creatures", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [FIRE, NATURE] }, { battle: ['dm09-037'] });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.vorg}`, 'done choosing');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe("Cosmic Wing (dm09-039): one of your creatures can't be blocked this turn", () => {
  it('no block', () => {
    const s = position({ hand: ['dm09-039'], mana: M(LIGHT, 3), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Cosmic Wing (dm09-039)', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Bat Doctor, Shadow of Undeath (dm09-046): when destroyed, you may return another creature from your graveyard', () => {
  it('not itself', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-046'], graveyard: [FIRE] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(legal(s)).toEqual(['done choosing for Bat Doctor, Shadow of Undeath (dm09-046)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Steam Rumbler Kain (dm09-049): when it attacks, one of your shields goes to your graveyard', () => {
  it('you choose', () => {
    const s = position({ battle: ['dm09-049'], shields: [LAH, PIT] }, {}, { step: 'attack' });
    acts(s, 'attack player with Steam Rumbler Kain (dm09-049)', 'choose shield 2 of P0');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
  });
});

describe('Solid Horn (dm09-052): when it would be destroyed, it goes to your mana zone instead', () => {
  it('to mana', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-052'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(manaIds(s, 1)).toEqual(['dm09-052']);
  });
});

// ---------------------------------------------------------------- DM-10

/** P0's tapped creature `card` ("Name (id)") uses its silent skill at the start of P0's turn. */
function silentPos(card: string, p0: Parameters<typeof position>[0] = {}, p1: Parameters<typeof position>[1] = {}): DMState {
  const id = /\(([^)]+)\)$/.exec(card)![1]!;
  const s = position({ ...p0, battle: [{ card: id, tapped: true }, ...(p0.battle ?? [])] }, p1, { step: 'attack', activePlayer: 1 });
  act(s, 'end-turn');
  acts(s, `silent-skill ${card}`, 'done: untap the rest');
  return s;
}

describe('Elixia, Pureblade Elemental (dm10-s01): +3000 per civilization in your mana zone', () => {
  it('2 civilizations: 7000 and double breaker', () => {
    const s = position({ battle: ['dm10-s01'], mana: [LIGHT, LIGHT, FIRE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(7000);
    acts(s, 'attack player with Elixia, Pureblade Elemental (dm10-s01)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('5 civilizations: 16000 and triple breaker', () => {
    const s = position({ battle: ['dm10-s01'], mana: [LIGHT, WATER, DARK, FIRE, NATURE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(16000);
    acts(s, 'attack player with Elixia, Pureblade Elemental (dm10-s01)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(s, 1).shields).toBe(2);
  });
});

describe('Hawkeye Lunatron (dm10-s02): when it enters, search your deck for any card', () => {
  it('any card', () => {
    const s = position({ hand: ['dm10-s02'], mana: M(WATER, 8), deck: FILLER_DECK(PIT) });
    acts(s, 'summon Hawkeye Lunatron (dm10-s02)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Necrodragon Bryzenaga (dm10-s04): when it enters, put all your shields into your hand', () => {
  it('all shields, no S-Trigger', () => {
    const s = position({ hand: ['dm10-s04'], mana: M(DARK, 6), shields: [PIT, LAH] });
    act(s, 'summon Necrodragon Bryzenaga (dm10-s04)');
    expect(pl(s, 0).hand).toEqual([PIT, LAH]);
    expect(pl(s, 0).shields).toBe(0);
  });
});

describe.each([
  ['Core-Crash Lizard', 'dm10-s05', FIRE, 7],
  ['Gajirabute, Vile Centurion', 'dm10-005', DARK, 6],
] as const)('%s (%s): when it enters, one opposing shield goes to the graveyard', (name, id, civ, cost) => {
  it('you choose', () => {
    const s = position({ hand: [id], mana: M(civ, cost) }, { shields: [LAH, PIT] });
    acts(s, `summon ${name} (${id})`, 'choose shield 2 of P1');
    expect(pl(s, 1).graveyard).toEqual([PIT]);
  });
});

describe("King Oquanos (dm10-003): +2000 per tapped card in the opponent's mana zone; double breaker at 6000", () => {
  it('2 tapped: 6000', () => {
    const s = position({ battle: ['dm10-003'] }, { mana: [{ card: LAH, tapped: true }, { card: LAH, tapped: true }, LAH] });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
  });
});

describe.each([
  ['Uliya, the Entrancer', 'dm10-023', DARK, 6],
  ['Benzo, the Hidden Fury', 'dm10-088', DARK, 4],
] as const)('%s (%s): when it enters, put one of your shields into your hand', (name, id, civ, cost) => {
  it('you choose', () => {
    const s = position({ hand: [id], mana: M(civ, cost), shields: [LAH, PIT] });
    acts(s, `summon ${name} (${id})`, 'choose shield 2 of P0');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Spark Chemist, Shadow of Whim (dm10-025): when it enters, return all your mana to your hand', () => {
  it('all of it', () => {
    const s = position({ hand: ['dm10-025'], mana: M(DARK, 3) });
    act(s, 'summon Spark Chemist, Shadow of Whim (dm10-025)');
    expect(pl(s, 0).hand).toEqual(M(DARK, 3));
  });
});

describe('Hurlosaur (dm10-028): when it enters, destroy an opposing creature of power 1000 or less', () => {
  it('small one', () => {
    const s = position({ hand: ['dm10-028'], mana: M(FIRE, 6) }, { battle: [WATER, FIRE] });
    act(s, 'summon Hurlosaur (dm10-028)');
    expect(battleIds(s, 1)).toEqual([FIRE]);
  });
});

describe('Smash Warrior Stagrandu (dm10-031): +9000 when it attacks a creature with power 6000 or more', () => {
  it('beats a 9000; no bonus against a small one', () => {
    const s = position({ battle: ['dm10-031'] }, { battle: [GRAN] }, { step: 'attack' });
    act(s, `attack ${N.gran} with Smash Warrior Stagrandu (dm10-031)`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).battle[0]!.power).toBe(10000);
    const t = position({ battle: ['dm10-031'] }, { battle: [LAH] }, { step: 'attack' });
    act(t, `attack ${N.lah} with Smash Warrior Stagrandu (dm10-031)`);
    expect(battleIds(t, 0)).toEqual([]);
  });
});

describe('Earth Ripper, Talon of Rage (dm10-032): when it enters, return your tapped mana cards to your hand', () => {
  it('tapped ones only', () => {
    const s = position({ hand: ['dm10-032'], mana: [...M(NATURE, 4), PIT], battle: [NATURE] });
    act(s, `evolve Earth Ripper, Talon of Rage (dm10-032) onto ${N.mane}`);
    expect(pl(s, 0).hand.length).toBe(4);
    expect(manaIds(s, 0)).toEqual([PIT]);
  });
});

describe.each([
  ['Shaman Broccoli', 'dm10-035', 'mana'],
  ['Aqua Skydiver', 'dm10-037', 'hand'],
] as const)('%s (%s): when it would be destroyed, it goes to your %s instead', (_name, id, to) => {
  it('replaced', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [id] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(to === 'hand' ? pl(s, 1).hand : manaIds(s, 1)).toEqual([id]);
  });
});

describe('Soderlight, the Cold Blade (dm10-038): silent skill: the opponent destroys one of his creatures', () => {
  it('the opponent chooses', () => {
    const s = silentPos('Soderlight, the Cold Blade (dm10-038)', {}, { battle: [LAH, FIRE] });
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe("Tagtapp, the Retaliator (dm10-040): +1000 per water card in the opponent's mana zone", () => {
  it('3 water cards: 6000', () => {
    expect(pl(position({ battle: ['dm10-040'] }, { mana: [WATER, WATER, WATER, LAH] }), 0).battle[0]!.power).toBe(6000);
  });
});

describe('Berochika, Channeler of Suns (dm10-042): with 5+ shields, add the top card of your deck to your shields', () => {
  it('5 shields: 6; 4: stays 4', () => {
    const s = position({ hand: ['dm10-042'], mana: M(LIGHT, 5) });
    act(s, 'summon Berochika, Channeler of Suns (dm10-042)');
    expect(pl(s, 0).shields).toBe(6);
    const t = position({ hand: ['dm10-042'], mana: M(LIGHT, 5), shields: M(LAH, 4) });
    act(t, 'summon Berochika, Channeler of Suns (dm10-042)');
    expect(pl(t, 0).shields).toBe(4);
  });
});

describe.each([['Bulgluf, the Spydroid (dm10-043)'], ['Kaemira, the Oracle (dm10-073)']] as const)(
  '%s: silent skill: add the top card of your deck to your shields',
  (card) => {
    it('one more shield', () => {
      const s = silentPos(card);
      expect(pl(s, 0).shields).toBe(6);
      expect(pl(s, 0).battle[0]!.tapped).toBe(true);
    });
  },
);

describe('Clearlo, Grace Enforcer (dm10-044): +1000 per other untapped creature of yours', () => {
  it('two untapped others: 3000', () => {
    expect(pl(position({ battle: ['dm10-044', FIRE, NATURE, { card: LAH, tapped: true }] }), 0).battle[0]!.power).toBe(3000);
  });
});

describe("Buoyant Blowfish (dm10-046): +1000 per tapped card in the opponent's mana zone", () => {
  it('one tapped: 2000', () => {
    expect(pl(position({ battle: ['dm10-046'] }, { mana: [{ card: LAH, tapped: true }, LAH] }), 0).battle[0]!.power).toBe(2000);
  });
});

describe('Dedreen, the Hidden Corrupter (dm10-049): if the opponent has 3 or fewer shields, he discards at random', () => {
  it('3 shields: discards; 4: no', () => {
    const s = position({ hand: ['dm10-049'], mana: M(DARK, 5) }, { hand: [LAH], shields: M(LAH, 3) });
    act(s, 'summon Dedreen, the Hidden Corrupter (dm10-049)');
    expect(pl(s, 1).hand).toEqual([]);
    const t = position({ hand: ['dm10-049'], mana: M(DARK, 5) }, { hand: [LAH], shields: M(LAH, 4) });
    act(t, 'summon Dedreen, the Hidden Corrupter (dm10-049)');
    expect(pl(t, 1).hand).toEqual([LAH]);
  });
});

describe('Gigamente (dm10-051): silent skill: return a creature from your graveyard to your hand', () => {
  it('creature only', () => {
    const s = silentPos('Gigamente (dm10-051)', { graveyard: [PIT, FIRE] });
    expect(pl(s, 0).hand.slice(0, 1)).toEqual([FIRE]);
  });
});

describe('Explosive Trooper Zalmez (dm10-054): if the opponent has 2 or fewer shields, you may destroy a creature of power 3000 or less', () => {
  it('2 shields: may destroy; 3: nothing', () => {
    const s = position({ hand: ['dm10-054'], mana: M(FIRE, 3) }, { battle: [GRASS], shields: M(LAH, 2) });
    acts(s, 'summon Explosive Trooper Zalmez (dm10-054)', 'choose Emerald Grass');
    expect(battleIds(s, 1)).toEqual([]);
    const t = position({ hand: ['dm10-054'], mana: M(FIRE, 3) }, { battle: [GRASS], shields: M(LAH, 3) });
    act(t, 'summon Explosive Trooper Zalmez (dm10-054)');
    expect(battleIds(t, 1)).toEqual([GRASS]);
  });
});

describe.each([
  ["Vorg's Engine (dm10-055)", 2000],
  ['Minelord Skyterror (dm10-030)', 3000],
] as const)('%s: silent skill: destroy all creatures with power %i or less', (card, max) => {
  it('both sides', () => {
    const s = silentPos(card, { battle: [GRASS] }, { battle: [FIRE, LAH] });
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(battleIds(s, 0).includes(GRASS)).toBe(max < 3000);
  });
});

describe('Supersonic Jet Pack (dm10-056): one of your creatures gets speed attacker', () => {
  it('a new creature attacks', () => {
    const s = position({ hand: ['dm10-056', FIRE], mana: M(FIRE, 3) });
    acts(s, `summon ${N.vorg}`, 'cast Supersonic Jet Pack (dm10-056)', 'end-main');
    expect(legal(s)).toContain(`attack player with ${N.vorg}`);
  });
});

describe('Twitch Horn, the Aggressor (dm10-057): attacking, +2000 per tapped card in your mana zone', () => {
  it('2 tapped: 6000', () => {
    const s = position(
      { battle: ['dm10-057'], mana: [{ card: NATURE, tapped: true }, { card: NATURE, tapped: true }, NATURE] },
      {},
      { step: 'attack' },
    );
    act(s, 'attack player with Twitch Horn, the Aggressor (dm10-057)');
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
  });
});

describe('Ancient Horn, the Watcher (dm10-058): with 5+ shields, untap all your mana when it enters', () => {
  it('untaps', () => {
    const s = position({ hand: ['dm10-058'], mana: M(NATURE, 5) });
    act(s, 'summon Ancient Horn, the Watcher (dm10-058)');
    expect(pl(s, 0).mana.every((m) => !m.tapped)).toBe(true);
    const t = position({ hand: ['dm10-058'], mana: M(NATURE, 5), shields: M(LAH, 4) });
    act(t, 'summon Ancient Horn, the Watcher (dm10-058)');
    expect(pl(t, 0).mana.every((m) => m.tapped)).toBe(true);
  });
});

describe('Sporeblast Erengi (dm10-059): silent skill: search your deck for a creature', () => {
  it('a creature', () => {
    const s = silentPos('Sporeblast Erengi (dm10-059)', { deck: [FIRE, ...M(PIT, 9)] });
    expect(legal(s)).toEqual(['done choosing for Sporeblast Erengi (dm10-059)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand[0]).toBe(FIRE);
  });
});

describe('Karate Potato (dm10-060): when it enters, you may put up to 2 cards from your hand into your mana', () => {
  it('two', () => {
    const s = position({ hand: ['dm10-060', PIT, FIRE], mana: M(NATURE, 4) });
    acts(s, 'summon Karate Potato (dm10-060)', 'choose Terror Pit', `choose ${N.vorg}`);
    expect(manaIds(s, 0).slice(4)).toEqual([PIT, FIRE]);
  });
});

describe('Galek, the Shadow Warrior (dm10-065): destroy an opposing blocker, then the opponent discards at random', () => {
  it('both', () => {
    const s = position({ hand: ['dm10-065'], mana: [DARK, DARK, FIRE, FIRE, FIRE] }, { battle: [LAH, SEAMINE], hand: [FIRE] });
    act(s, 'summon Galek, the Shadow Warrior (dm10-065)');
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([]);
  });
});

describe('Wind Axe, the Warrior Savage (dm10-067): destroy an opposing blocker, then top card into mana', () => {
  it('both', () => {
    const s = position({ hand: ['dm10-067'], mana: [NATURE, NATURE, FIRE, FIRE, FIRE], deck: FILLER_DECK(PIT) }, { battle: [SEAMINE] });
    act(s, 'summon Wind Axe, the Warrior Savage (dm10-067)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(manaIds(s, 0)[5]).toBe(PIT);
  });
});

describe('Skysword, the Savage Vizier (dm10-069): top card into mana, then the next into your shields', () => {
  it('both', () => {
    const s = position({ hand: ['dm10-069'], mana: [NATURE, NATURE, LIGHT, LIGHT, LIGHT], deck: FILLER_DECK(PIT, FIRE) });
    act(s, 'summon Skysword, the Savage Vizier (dm10-069)');
    expect(manaIds(s, 0)[5]).toBe(PIT);
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).deck).toBe(8);
  });
});

describe('Lemik, Vizier of Thought (dm10-071): your water and nature creatures have blocker', () => {
  it('a nature creature blocks', () => {
    const s = position({ battle: [LAH] }, { battle: ['dm10-071', NATURE] }, { step: 'attack' });
    act(s, `attack player with ${N.lah}`);
    expect(legal(s)).toEqual(['no-block', `block with ${N.mane}`]);
  });
});

describe('Flohdani, the Spydroid (dm10-072): silent skill: tap up to 2 opposing creatures', () => {
  it('taps', () => {
    const s = silentPos('Flohdani, the Spydroid (dm10-072)', {}, { battle: [LAH, FIRE] });
    acts(s, `choose ${N.lah}`, 'done choosing');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe("Fluorogill Manta (dm10-079): your light and darkness creatures can't be blocked", () => {
  it('light no block, fire blocked', () => {
    const s = position({ battle: ['dm10-079', LAH, FIRE] }, { battle: [SEAMINE] }, { step: 'attack' });
    act(s, `attack player with ${N.lah}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
    act(s, 'break shield 1');
    act(s, `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toBe('no-block');
  });
});

describe('Milporo (dm10-080): silent skill: draw a card', () => {
  it('draws (plus the turn draw)', () => {
    const s = silentPos('Milporo (dm10-080)');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe('Torpedo Cluster (dm10-083): when it enters, return a card from your mana zone', () => {
  it('returns', () => {
    const s = position({ hand: ['dm10-083'], mana: [...M(WATER, 3), PIT] });
    acts(s, 'summon Torpedo Cluster (dm10-083)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Hourglass Mutant (dm10-089): your water and fire creatures have slayer', () => {
  it('Vorg trades with Lah', () => {
    const s = position({ battle: ['dm10-089', FIRE] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.lah} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Mummy Wrap, Shadow of Fatigue (dm10-090): tap: each player discards a card at random', () => {
  it('both', () => {
    const s = tapPos('dm10-090', { hand: [LAH] }, { hand: [FIRE] });
    expect(pl(s, 0).graveyard).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
});

describe("Mykee's Pliers (dm10-095): your darkness and nature creatures have speed attacker", () => {
  it('a new nature creature attacks, a new fire one does not', () => {
    const s = position({ battle: ['dm10-095', { card: NATURE, sick: true }, { card: FIRE, sick: true }] }, {}, { step: 'attack' });
    expect(legal(s)).toContain(`attack player with ${N.mane}`);
    expect(legal(s)).not.toContain(`attack player with ${N.vorg}`);
  });
});

describe('Siege Roller Bagash (dm10-097): attacking, +1000 per other tapped creature of yours', () => {
  it('one tapped: 4000', () => {
    const s = position({ battle: ['dm10-097', { card: FIRE, tapped: true }] }, {}, { step: 'attack' });
    act(s, 'attack player with Siege Roller Bagash (dm10-097)');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe("Brad, Super Kickin' Dynamo (dm10-099): silent skill: destroy an opposing blocker", () => {
  it('the blocker', () => {
    const s = silentPos("Brad, Super Kickin' Dynamo (dm10-099)", {}, { battle: [LAH, SEAMINE] });
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Colossus Boost (dm10-102): one of your creatures gets +4000', () => {
  it('+4000', () => {
    const s = position({ hand: ['dm10-102'], mana: M(FIRE, 1), battle: [FIRE] });
    act(s, 'cast Colossus Boost (dm10-102)');
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
  });
});

describe('Legacy Shell (dm10-103): your light and fire creatures have power attacker +3000', () => {
  it('Vorg attacks at 5000', () => {
    const s = position({ battle: ['dm10-103', FIRE] }, {}, { step: 'attack' });
    act(s, `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[1]!.power).toBe(5000);
  });
});

describe('Sabermask Scarab (dm10-104): when it attacks, return a card from your mana zone to your hand', () => {
  it('returns', () => {
    const s = position({ battle: ['dm10-104'], mana: [NATURE, PIT] }, {}, { step: 'attack' });
    acts(s, 'attack player with Sabermask Scarab (dm10-104)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Jiggly Totem (dm10-105): attacking, +1000 per tapped card in your mana zone', () => {
  it('3 tapped: 4000', () => {
    const s = position({ battle: ['dm10-105'], mana: M(NATURE, 3).map((c) => ({ card: c, tapped: true })) }, {}, { step: 'attack' });
    act(s, 'attack player with Jiggly Totem (dm10-105)');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Hustle Berry (dm10-107): silent skill: top card of your deck into your mana zone', () => {
  it('one card', () => {
    const s = silentPos('Hustle Berry (dm10-107)', { deck: FILLER_DECK(PIT) });
    expect(manaIds(s, 0)).toEqual([PIT]);
  });
});

// ---------------------------------------------------------------- DM-11

describe('Diamondia, the Blizzard Rider (dm11-003): when it enters, return all Snow Faeries from your graveyard and mana zone', () => {
  it('evolves on a Snow Faerie; Snow Faeries from both zones return', () => {
    const s = position({ hand: ['dm11-003'], mana: [...M(NATURE, 3), 'dm07-053'], battle: ['dm06-039'], graveyard: ['dm07-053', FIRE] });
    act(s, 'evolve Diamondia, the Blizzard Rider (dm11-003) onto Charmilia, the Enticer (dm06-039)');
    expect(pl(s, 0).hand).toEqual(['dm07-053', 'dm07-053']);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
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

describe('Belix, the Explorer (dm11-008): when it enters, return a spell from your mana zone', () => {
  it('a spell', () => {
    const s = position({ hand: ['dm11-008'], mana: [LIGHT, LIGHT, PIT, FIRE] });
    act(s, 'summon Belix, the Explorer (dm11-008)');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe('Squawking Lunatron (dm11-011): silent skill: return up to 3 mana cards to your hand', () => {
  it('two of them', () => {
    const s = silentPos('Squawking Lunatron (dm11-011)', { mana: [PIT, FIRE, NATURE] });
    acts(s, 'choose Terror Pit', `choose ${N.vorg}`, 'done choosing');
    expect(manaIds(s, 0)).toEqual([NATURE]);
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

describe('Reap and Sow (dm11-034): an opposing mana card to the graveyard, then your top card to mana', () => {
  it('both', () => {
    const s = position({ hand: ['dm11-034'], mana: [FIRE, FIRE, NATURE, NATURE, NATURE], deck: FILLER_DECK(PIT) }, { mana: [LAH] });
    act(s, 'cast Reap and Sow (dm11-034)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    expect(manaIds(s, 0)[5]).toBe(PIT);
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

// ---------------------------------------------------------------- DM-12

describe('Extreme Crawler (dm12-002): when it enters, return all your other creatures to your hand', () => {
  it('only yours', () => {
    const s = position({ hand: ['dm12-002'], mana: M(WATER, 5), battle: [FIRE] }, { battle: [LAH] });
    act(s, 'summon Extreme Crawler (dm12-002)');
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Punch Trooper Bronks (dm12-004): destroy the creature with the lowest power; ties: you choose', () => {
  it('a tie: choice among the lowest', () => {
    const s = position({ hand: ['dm12-004'], mana: M(FIRE, 4), battle: [NATURE] }, { battle: [FIRE, LAH] });
    act(s, 'summon Punch Trooper Bronks (dm12-004)');
    expect(legal(s)).toEqual([`choose ${N.mane}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('itself, when it is the smallest', () => {
    const s = position({ hand: ['dm12-004'], mana: M(FIRE, 4) }, { battle: [LAH] });
    act(s, 'summon Punch Trooper Bronks (dm12-004)');
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe("Typhoon Crawler (dm12-008): can't be attacked by fire or nature creatures", () => {
  it('fire no, light yes', () => {
    const s = position({ battle: [FIRE, LAH] }, { battle: [{ card: 'dm12-008', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).not.toContain(`attack Typhoon Crawler (dm12-008) with ${N.vorg}`);
    expect(legal(s)).toContain(`attack Typhoon Crawler (dm12-008) with ${N.lah}`);
  });
});

describe.each([
  ['Whirling Warrior Malian', 'dm12-012'],
  ["Gandaval's Stapler", 'dm12-051'],
] as const)('%s (%s): taps when another creature enters', (_name, id) => {
  it('taps', () => {
    const s = position({ hand: [FIRE], mana: M(FIRE, 2), battle: [id] });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
});

describe("Pincer Scarab (dm12-014): +2000 per card in the opponent's hand; double breaker at 6000", () => {
  it('3 cards: 7000', () => {
    expect(pl(position({ battle: ['dm12-014'] }, { hand: M(LAH, 3) }), 0).battle[0]!.power).toBe(7000);
  });
});

describe("Hydrooze, the Mutant Emperor (dm12-017): other Cyber Lords and Hedrians +2000; yours can't be blocked", () => {
  it('lord effects', () => {
    const s = position(
      { battle: [{ card: 'dm12-017', under: ['dm12-032'] }, 'dm12-031', FIRE] },
      { battle: [SEAMINE] },
      { step: 'attack' },
    );
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5000, 6000, 2000]);
    act(s, 'attack player with Electro Explorer Syrion (dm12-031)');
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Phantomach, the Gigatrooper (dm12-018): other Chimeras and Armorloids +2000; all of them double breaker', () => {
  it('lord effects', () => {
    const s = position({ battle: [{ card: 'dm12-018', under: ['dm12-033'] }, 'dm01-061'] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([6000, 5000]);
    acts(s, 'attack player with Armored Walker Urherion (dm01-061)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Comet Eye, The Spectral Spud (dm12-020): other Wild Veggies/Rainbow Phantoms +2000; may untap them at end of turn', () => {
  it('evolves, pumps, untaps', () => {
    const s = position({
      hand: ['dm12-020'],
      mana: [LIGHT, LIGHT, NATURE, NATURE],
      battle: ['dm10-106', { card: 'dm12-035', tapped: true }],
    });
    act(s, 'evolve Comet Eye, The Spectral Spud (dm12-020) onto Scowling Tomato (dm10-106)');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5500, 6000]);
    acts(s, 'end-main', 'end-turn', 'choose Spectral Horn Glitalis (dm12-035)');
    expect(pl(s, 0).battle[1]!.tapped).toBe(false);
  });
});

describe.each([
  ['Cloned Deflector', 'dm12-022', LIGHT, 3],
  ['Cloned Spiral', 'dm12-023', WATER, 4],
  ['Cloned Blade', 'dm12-028', FIRE, 5],
] as const)('%s (%s): one target, plus one more per copy in each graveyard', (name, id, civ, cost) => {
  it('one copy in a graveyard: up to two', () => {
    const s = position({ hand: [id], mana: M(civ, cost), graveyard: [id] }, { battle: [FIRE, NATURE, DARK] });
    acts(s, `cast ${name} (${id})`, `choose ${N.vorg}`, `choose ${N.mane}`);
    const after = snap(s).players[1]!;
    if (name === 'Cloned Deflector') expect(after.battle.map((b) => b.tapped)).toEqual([true, true, false]);
    else expect(after.battle.map((b) => b.id)).toEqual([DARK]);
  });
  it('none in the graveyards: one', () => {
    const s = position({ hand: [id], mana: M(civ, cost) }, { battle: [FIRE, NATURE] });
    acts(s, `cast ${name} (${id})`, `choose ${N.vorg}`);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Gigabalza (dm12-025): when it enters, the opponent discards at random', () => {
  it('discards', () => {
    const s = position({ hand: ['dm12-025'], mana: M(DARK, 4) }, { hand: [LAH] });
    act(s, 'summon Gigabalza (dm12-025)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Cloned Spike-Horn (dm12-030): +3000 per Cloned Spike-Horn in each graveyard', () => {
  it('one in each graveyard: 9000', () => {
    expect(pl(position({ battle: ['dm12-030'], graveyard: ['dm12-030'] }, { graveyard: ['dm12-030'] }), 0).battle[0]!.power).toBe(9000);
  });
});

describe('Mizoy, the Oracle (dm12-037): when it enters, you may tap a darkness or fire creature', () => {
  it('taps', () => {
    const s = position({ hand: ['dm12-037'], mana: M(LIGHT, 3) }, { battle: [FIRE, LAH] });
    acts(s, 'summon Mizoy, the Oracle (dm12-037)', `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe('Pharzi, the Oracle (dm12-039): when destroyed, you may return a spell from your graveyard', () => {
  it('a spell', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm12-039'], graveyard: [FIRE, 'dm06-085'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Energy Stream');
    expect(pl(s, 1).hand).toEqual(['dm06-085']);
  });
});

describe('Wily Carpenter (dm12-042): draw up to 2, then discard 2', () => {
  it('draws then discards', () => {
    const s = position({ hand: ['dm12-042', PIT], mana: M(WATER, 3) });
    acts(s, 'summon Wily Carpenter (dm12-042)', 'yes draw', 'decline further draws');
    expect(pl(s, 0).hand.length).toBe(0); // 2 cards, both discarded without a choice
    expect(pl(s, 0).graveyard.length).toBe(2);
  });
});

describe('Frantic Chieftain (dm12-043): when it enters, return one of your creatures costing 4 or less', () => {
  it('choice includes itself, not the expensive one', () => {
    const s = position({ hand: ['dm12-043'], mana: M(WATER, 2), battle: [FIRE, LAH] });
    act(s, 'summon Frantic Chieftain (dm12-043)');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, 'choose Frantic Chieftain (dm12-043)']);
  });
});

describe('Necrodragon Zalva (dm12-044): when it enters, the opponent draws a card', () => {
  it('draws', () => {
    const s = position({ hand: ['dm12-044'], mana: M(DARK, 4) });
    act(s, 'summon Necrodragon Zalva (dm12-044)');
    expect(pl(s, 1).hand.length).toBe(1);
  });
});

describe('Gigarayze (dm12-045): when it enters, you may return a water or fire creature from your graveyard', () => {
  it('water/fire only', () => {
    const s = position({ hand: ['dm12-045'], mana: M(DARK, 4), graveyard: [LAH, FIRE] });
    act(s, 'summon Gigarayze (dm12-045)');
    expect(legal(s)).toEqual(['done choosing for Gigarayze (dm12-045)', `choose ${N.vorg}`]);
  });
});

describe('Windmill Mutant (dm12-046): when it attacks, the opponent discards at random', () => {
  it('discards', () => {
    const s = position({ battle: ['dm12-046'] }, { hand: [LAH] }, { step: 'attack' });
    act(s, 'attack player with Windmill Mutant (dm12-046)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Fever Nuts (dm12-054): every creature costs 1 less to summon, not below 1', () => {
  it('Lah for 4, for either player; a 1-cost stays 1', () => {
    expect(legal(position({ hand: [LAH], mana: M(LIGHT, 4), battle: ['dm12-054'] }))).toContain(`summon ${N.lah}`);
    expect(legal(position({ hand: [LAH], mana: M(LIGHT, 4) }, { battle: ['dm12-054'] }))).toContain(`summon ${N.lah}`);
    expect(legal(position({ hand: ['dm01-076'], mana: [{ card: LIGHT, tapped: true }], battle: ['dm12-054'] }))).not.toContain(
      'summon La Ura Giga, Sky Guardian (dm01-076)',
    );
  });
});

// ---------------------------------------------------------------- second pass: DM-09..DM-12

describe('Blizzard of Spears (dm09-017): destroy all creatures with power 4000 or less', () => {
  it('both sides', () => {
    const s = position({ hand: ['dm09-017'], mana: M(FIRE, 6), battle: [HORNET, LAH] }, { battle: [SEAMINE, GRAN] });
    act(s, 'cast Blizzard of Spears (dm09-017)');
    expect(battleIds(s, 0)).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
});

describe('Terradragon Anrist Vhal (dm09-019): +2000 per other nature creature of yours; double breaker at 6000', () => {
  it('3 others: 6000, breaks 2', () => {
    const s = position({ battle: ['dm09-019', NATURE, HORNET, NATURE, FIRE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'attack player with Terradragon Anrist Vhal (dm09-019)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Mana Bonanza (dm09-020): as many cards from the top of your deck into mana (tapped) as you have mana', () => {
  it('8 mana: 8 more, tapped', () => {
    const s = position({ hand: ['dm09-020'], mana: M(NATURE, 8) });
    act(s, 'cast Mana Bonanza (dm09-020)');
    expect(pl(s, 0).mana.length).toBe(16);
    expect(
      pl(s, 0)
        .mana.slice(8)
        .every((m) => m.tapped),
    ).toBe(true);
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Terradragon Dakma Balgarow (dm10-s08): +2000 per shield (both players); double/triple breaker', () => {
  it('10 shields: 21000, breaks 3', () => {
    const s = position({ battle: ['dm10-s08'] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(21000);
    acts(s, 'attack player with Terradragon Dakma Balgarow (dm10-s08)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(s, 1).shields).toBe(2);
  });
});

describe('Techno Totem (dm10-010): tapped, your other creatures have power attacker +1500; tap: tap an opposing creature', () => {
  it('tap ability, then the bonus', () => {
    const s = tapPos('dm10-010', { battle: [FIRE] }, { battle: [LAH] });
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
    act(s, `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[1]!.power).toBe(3500);
  });
  it('untapped: no bonus', () => {
    const s = position({ battle: ['dm10-010', FIRE] }, {}, { step: 'attack' });
    act(s, `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[1]!.power).toBe(2000);
  });
});

describe('Hurricane Crawler (dm10-s03): your hand into mana, then that many mana cards back to hand', () => {
  it('two out, two chosen back', () => {
    const s = position({ hand: ['dm10-s03', PIT, FIRE], mana: [...M(WATER, 5), LAH] });
    act(s, 'summon Hurricane Crawler (dm10-s03)');
    acts(s, `choose ${N.lah}`);
    actFirst(s, `choose ${N.vehicle}`);
    expect(pl(s, 0).hand.sort()).toEqual([LAH, WATER].sort());
    expect(manaIds(s, 0)).toContain(PIT);
  });
});

describe('Carnival Totem (dm10-007): your mana and your hand swap (the new mana is tapped)', () => {
  it('swap', () => {
    const s = position({ hand: ['dm10-007', PIT, FIRE], mana: M(NATURE, 6) });
    act(s, 'summon Carnival Totem (dm10-007)');
    expect(pl(s, 0).hand).toEqual(M(NATURE, 6));
    expect(pl(s, 0).mana).toEqual([
      { id: PIT, tapped: true },
      { id: FIRE, tapped: true },
    ]);
  });
});

describe('Upheaval (dm10-026): each player swaps mana and hand', () => {
  it('both players', () => {
    const s = position({ hand: ['dm10-026', PIT], mana: M(DARK, 6) }, { hand: [LAH], mana: [FIRE, NATURE] });
    act(s, 'cast Upheaval (dm10-026)');
    expect(pl(s, 0).hand).toEqual(M(DARK, 6));
    expect(manaIds(s, 0)).toEqual([PIT]);
    expect(pl(s, 1).hand).toEqual([FIRE, NATURE]);
    expect(pl(s, 1).mana).toEqual([{ id: LAH, tapped: true }]);
  });
});

describe('Tanzanyte, the Awakener (dm10-008): tap: return every creature with the chosen name from your graveyard', () => {
  it('all copies', () => {
    const s = tapPos('dm10-008', { graveyard: [FIRE, LAH, FIRE, PIT] });
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE, FIRE]);
    expect(pl(s, 0).graveyard).toEqual([LAH, PIT]);
  });
});

describe("Pala Olesis, Morning Guardian (dm10-014): during the opponent's turn, your other creatures get +2000", () => {
  it("only on the opponent's turn", () => {
    expect(pl(position({ battle: ['dm10-014', FIRE] }), 0).battle[1]!.power).toBe(2000);
    expect(pl(position({ battle: ['dm10-014', FIRE] }, {}, { activePlayer: 1 }), 0).battle.map((b) => b.power)).toEqual([2500, 4000]);
  });
});

describe('Static Warp (dm10-016): each player keeps one creature; all the others are tapped', () => {
  it('each chooses one', () => {
    const s = position({ hand: ['dm10-016'], mana: M(LIGHT, 2), battle: [FIRE, NATURE] }, { battle: [LAH, DARK] });
    act(s, 'cast Static Warp (dm10-016)');
    act(s, `choose ${N.vorg}`);
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.ghoul}`);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true]);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe('Armored Raider Gandaval (dm10-027): attacking, +2000 per other tapped creature of yours', () => {
  it('evolved on a Human, two tapped others: 10000', () => {
    const s = position(
      {
        battle: [
          { card: 'dm10-027', under: [FIRE] },
          { card: LAH, tapped: true },
          { card: NATURE, tapped: true },
        ],
      },
      {},
      { step: 'attack' },
    );
    act(s, 'attack player with Armored Raider Gandaval (dm10-027)');
    expect(pl(s, 0).battle[0]!.power).toBe(10000);
  });
});

describe('Burnwisp Lizard (dm10-029): your creatures with silent skill have speed attacker', () => {
  it('a new Milporo attacks, a new Vorg does not', () => {
    const s = position({ battle: ['dm10-029', { card: 'dm10-080', sick: true }, { card: FIRE, sick: true }] }, {}, { step: 'attack' });
    expect(legal(s)).toContain('attack player with Milporo (dm10-080)');
    expect(legal(s)).not.toContain(`attack player with ${N.vorg}`);
  });
});

describe('Dolmarks, the Shadow Warrior (dm10-039): each player loses a creature and a mana card, you first', () => {
  it('you, then the opponent', () => {
    const s = position({ hand: ['dm10-039'], mana: [DARK, DARK, FIRE, FIRE, PIT] }, { battle: [LAH, FIRE], mana: [NATURE, WATER] });
    act(s, 'summon Dolmarks, the Shadow Warrior (dm10-039)'); // Dolmarks is your only creature: no choice
    act(s, 'choose Terror Pit');
    expect(snap(s).toAct).toBe(1);
    acts(s, `choose ${N.vorg}`, `choose ${N.mane}`);
    expect(pl(s, 0).graveyard).toEqual(['dm10-039', PIT]);
    expect(pl(s, 1).graveyard).toEqual([FIRE, NATURE]);
  });
});

describe("Pinpoint Lunatron (dm10-045): silent skill: return a creature or a mana card (either player) to its owner's hand", () => {
  it('an opposing mana card', () => {
    const s = silentPos('Pinpoint Lunatron (dm10-045)', {}, { mana: [LAH], battle: [FIRE] });
    expect(legal(s)).toContain(`choose ${N.lah}`);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
});

describe('Siren Concerto (dm10-048): a mana card to your hand, then a hand card to your mana', () => {
  it('swap one', () => {
    const s = position({ hand: ['dm10-048', FIRE], mana: [WATER, PIT] });
    acts(s, 'cast Siren Concerto (dm10-048)', 'choose Terror Pit', `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(manaIds(s, 0)).toEqual([WATER, FIRE]);
  });
});

describe('Charge Whipper (dm10-020): silent skill: you may put a hand card into your shields; then one shield to your hand', () => {
  it('swap one', () => {
    const s = position(
      { battle: [{ card: 'dm10-020', tapped: true }], hand: [PIT], shields: [LAH] },
      {},
      { step: 'attack', activePlayer: 1 },
    );
    acts(s, 'end-turn', 'silent-skill Charge Whipper (dm10-020)', 'done: untap the rest', 'choose Terror Pit', 'choose shield 1 of P0');
    expect(pl(s, 0).shields).toBe(1);
    expect(pl(s, 0).hand[0]).toBe(LAH);
  });
  it('may decline', () => {
    const s = silentPos('Charge Whipper (dm10-020)', { hand: [PIT] });
    act(s, 'done choosing');
    expect(pl(s, 0).shields).toBe(5);
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

describe('Enigmatic Cascade (dm12-024): discard any number of cards, draw that many', () => {
  it('two', () => {
    const s = position({ hand: ['dm12-024', PIT, FIRE, NATURE], mana: M(WATER, 4) });
    acts(s, 'cast Enigmatic Cascade (dm12-024)', 'choose Terror Pit', `choose ${N.vorg}`, 'done choosing');
    expect(pl(s, 0).hand.length).toBe(3);
    expect(pl(s, 0).graveyard).toEqual([PIT, FIRE, 'dm12-024']);
  });
});

describe('Tropic Crawler (dm12-040): when it blocks, the attacking player returns one of his creatures to his hand', () => {
  it('the attacker may be the one', () => {
    const s = position({ battle: [FIRE, NATURE] }, { battle: ['dm12-040'] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'block with Tropic Crawler (dm12-040)');
    expect(snap(s).toAct).toBe(0);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual(['dm12-040']);
  });
});

// ---------------------------------------------------------------- with the engine's granted power attacker,
// until-your-next-turn effects, evolution top-card removal, turbo rush and wave striker

const MELON = 'dm11-030'; // Macho Melon (nature 1000, wave striker: power attacker +3000)

describe("Slime Veil (dm05-014): during the opponent's next turn, each of his creatures attacks if able", () => {
  it('his turn: he must attack; after it, no more', () => {
    const s = position({ hand: ['dm05-014'], mana: M(DARK, 1) }, { battle: [LAH] });
    acts(s, 'cast Slime Veil (dm05-014)', 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toEqual([`attack player with ${N.lah}`]);
  });
});

describe("Pangaea's Will (dm06-070): the top card of an opposing evolution creature goes to his mana zone", () => {
  it('the creature under it stays', () => {
    const s = position({ hand: ['dm06-070'], mana: M(NATURE, 3) }, { battle: [{ card: 'dm08-s04', under: [BOLTAIL] }, LAH] });
    act(s, "cast Pangaea's Will (dm06-070)");
    expect(battleIds(s, 1)).toEqual([BOLTAIL, LAH]);
    expect(manaIds(s, 1)).toEqual(['dm08-s04']);
  });
});

/** P0 breaks a shield with Vorg first (turbo rush on for P0's other creatures). */
function afterVorgBreaks(p0: Parameters<typeof position>[0], p1: Parameters<typeof position>[1] = {}): DMState {
  const s = position({ ...p0, battle: [FIRE, ...(p0.battle ?? [])] }, p1, { step: 'attack' });
  acts(s, `attack player with ${N.vorg}`, 'break shield 1');
  return s;
}

describe('Magmadragon Jagalzor (dm08-004): turbo rush: your creatures have speed attacker', () => {
  it('after another creature broke a shield', () => {
    const s = afterVorgBreaks({ battle: ['dm08-004', { card: NATURE, sick: true }] });
    expect(legal(s)).toContain(`attack player with ${N.mane}`);
    expect(legal(position({ battle: ['dm08-004', { card: NATURE, sick: true }] }, {}, { step: 'attack' }))).not.toContain(
      `attack player with ${N.mane}`,
    );
  });
});

describe('Vikorakys (dm08-010): turbo rush: when it attacks, search your deck for a card', () => {
  it('on: search; off: nothing', () => {
    const s = afterVorgBreaks({ battle: ['dm08-010'], deck: FILLER_DECK(PIT) });
    acts(s, 'attack player with Vikorakys (dm08-010)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    const t = position({ battle: ['dm08-010'] }, {}, { step: 'attack' });
    act(t, 'attack player with Vikorakys (dm08-010)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Slaphappy Soldier Galback (dm08-016): turbo rush: when it attacks, you may destroy a creature of power 4000 or less', () => {
  it('on', () => {
    const s = afterVorgBreaks({ battle: ['dm08-016'] }, { battle: [HORNET, LAH] });
    acts(s, 'attack player with Slaphappy Soldier Galback (dm08-016)', `choose ${N.hornet}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Gigaclaws (dm08-044): turbo rush: when it attacks, the opponent discards his hand', () => {
  it('on: whole hand (the broken shield too)', () => {
    const s = afterVorgBreaks({ battle: ['dm08-044'] }, { hand: [FIRE, NATURE] });
    act(s, 'attack player with Gigaclaws (dm08-044)');
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard.length).toBe(3);
  });
});

describe('Missile Soldier Ultimo (dm08-050): turbo rush: attacks untapped creatures, power attacker +4000', () => {
  it('on', () => {
    const s = afterVorgBreaks({ battle: ['dm08-050'] }, { battle: [LAH] });
    act(s, `attack ${N.lah} with Missile Soldier Ultimo (dm08-050)`);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Senia, Orchard Avenger (dm08-053): turbo rush: +5000 and double breaker', () => {
  it('8000 when on, 3000 when off', () => {
    const s = afterVorgBreaks({ battle: ['dm08-053'] });
    expect(pl(s, 0).battle[1]!.power).toBe(8000);
    expect(pl(position({ battle: ['dm08-053'] }), 0).battle[0]!.power).toBe(3000);
  });
});

describe('Infernal Command (dm10-094): an opposing creature must attack until the start of your next turn', () => {
  it('the chosen creature must attack on his turn', () => {
    const s = position({ hand: ['dm10-094'], mana: M(DARK, 1) }, { battle: [LAH, FIRE] });
    acts(s, 'cast Infernal Command (dm10-094)', `choose ${N.lah}`, 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toEqual([`attack player with ${N.lah}`, `attack player with ${N.vorg}`]);
  });
});

describe("Forced Frenzy (dm10-100): the opponent's creatures must attack until the start of your next turn", () => {
  it("he can't end his turn while one can attack", () => {
    const s = position({ hand: ['dm10-100'], mana: M(FIRE, 3) }, { battle: [LAH] });
    acts(s, 'cast Forced Frenzy (dm10-100)', 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toEqual([`attack player with ${N.lah}`]);
  });
});

describe('Thirst for the Hunt (dm10-110): your creatures get power attacker +1000 this turn', () => {
  it('+1000 attacking', () => {
    const s = position({ hand: ['dm10-110'], mana: M(NATURE, 1), battle: [FIRE] });
    acts(s, 'cast Thirst for the Hunt (dm10-110)', 'end-main', `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[0]!.power).toBe(3000);
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

describe('Kilstine, Nebula Elemental (dm12-001): wave striker: all your creatures +5000, blocker, double breaker (JA)', () => {
  it('itself included', () => {
    const s = position({ battle: ['dm12-001', MELON, MELON, FIRE] });
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([10000, 6000, 6000, 7000]);
    expect(pl(position({ battle: ['dm12-001', MELON, FIRE] }), 0).battle.map((b) => b.power)).toEqual([5000, 1000, 2000]);
  });
});

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

describe("Scheming Hands (dm05-029): look at the opponent's hand, choose a card; he discards it", () => {
  it('you see the hand and choose', () => {
    const s = position({ hand: ['dm05-029'], mana: M(DARK, 5) }, { hand: [LAH, FIRE] });
    act(s, 'cast Scheming Hands (dm05-029)');
    expect(knows(s, 0, s.hand[1])).toBe(true);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
});

describe('Telitol, the Explorer (dm06-015): when it enters, you may look at your shields', () => {
  it('you know them after yes', () => {
    const s = position({ hand: ['dm06-015'], mana: M(LIGHT, 4) });
    expect(knows(s, 0, s.shields[0])).toBe(false);
    acts(s, 'summon Telitol, the Explorer (dm06-015)', 'yes');
    expect(knows(s, 0, s.shields[0])).toBe(true);
  });
});

describe("Adomis, the Oracle (dm06-043): tap: look at a shield (either player's)", () => {
  it('look at an opposing shield', () => {
    const s = tapPos('dm06-043', {}, { shields: [PIT] });
    expect(legal(s)).toEqual([
      'choose shield 1 of P0',
      'choose shield 2 of P0',
      'choose shield 3 of P0',
      'choose shield 4 of P0',
      'choose shield 5 of P0',
      'choose shield 1 of P1',
    ]);
    act(s, 'choose shield 1 of P1');
    expect(knows(s, 0, s.shields[1])).toBe(true);
  });
});

describe("Rain of Arrows (dm06-045): look at the opponent's hand; he discards all darkness spells", () => {
  it('darkness spells only', () => {
    const s = position({ hand: ['dm06-045'], mana: M(LIGHT, 2) }, { hand: [PIT, DARK, 'dm06-085', PIT] });
    act(s, 'cast Rain of Arrows (dm06-045)');
    expect(pl(s, 1).hand).toEqual([DARK, 'dm06-085']);
    expect(pl(s, 1).graveyard).toEqual([PIT, PIT]);
  });
});

describe("Curious Eye (dm07-025): when it attacks, you may look at one of the opponent's shields", () => {
  it('yes: known', () => {
    const s = position({ battle: ['dm07-025'] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Curious Eye (dm07-025)', 'yes', 'choose shield 2 of P1');
    expect(knows(s, 0, [s.shields[1][1]!])).toBe(true);
    expect(knows(s, 0, [s.shields[1][0]!])).toBe(false);
  });
});

describe("Lalicious (dm08-024): when it attacks, you may look at the opponent's hand and top card", () => {
  it('both known', () => {
    const s = position({ battle: ['dm08-024'] }, { hand: [FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Lalicious (dm08-024)', 'yes');
    const lib = s.lib[1];
    expect(knows(s, 0, [...s.hand[1], lib[lib.length - 1]!])).toBe(true);
  });
});

describe('Migalo, Vizier of Spycraft (dm08-037): turbo rush: when it attacks, you may look at 2 opposing shields', () => {
  it('on: two shields known', () => {
    const s = afterVorgBreaks({ battle: ['dm08-037'] });
    acts(s, 'attack player with Migalo, Vizier of Spycraft (dm08-037)', 'yes', 'choose shield 1 of P1', 'choose shield 2 of P1');
    expect(knows(s, 0, s.shields[1].slice(0, 2))).toBe(true);
  });
});

describe("Grape Globbo (dm08-042): when it enters, look at the opponent's hand", () => {
  it('known', () => {
    const s = position({ hand: ['dm08-042'], mana: M(WATER, 2) }, { hand: [FIRE, LAH] });
    act(s, 'summon Grape Globbo (dm08-042)');
    expect(knows(s, 0, s.hand[1])).toBe(true);
  });
});

describe("Tekorax (dm09-024): when it enters, look at all the opponent's shields", () => {
  it('known', () => {
    const s = position({ hand: ['dm09-024'], mana: M(WATER, 5) });
    act(s, 'summon Tekorax (dm09-024)');
    expect(knows(s, 0, s.shields[1])).toBe(true);
  });
});

describe('Deklowaz, the Terminator (dm10-s10): tap: destroy all creatures of power 3000 or less; the opponent discards such creatures', () => {
  it('board and hand', () => {
    const s = tapPos('dm10-s10', { battle: [FIRE] }, { battle: [LAH, GRASS], hand: [FIRE, LAH, PIT] });
    expect(battleIds(s, 0)).toEqual(['dm10-s10']);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([LAH, PIT]);
  });
});

describe('Gigandura (dm10-024): look at his hand; you may put a card of it into his mana, then one of his mana cards into his hand', () => {
  it('swap', () => {
    const s = position({ hand: ['dm10-024'], mana: M(DARK, 5) }, { hand: [PIT], mana: [LAH] });
    acts(s, 'summon Gigandura (dm10-024)', 'choose Terror Pit', `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(manaIds(s, 1)).toEqual([PIT]);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm10-024'], mana: M(DARK, 5) }, { hand: [PIT], mana: [LAH] });
    acts(s, 'summon Gigandura (dm10-024)', 'done choosing');
    expect(pl(s, 1).hand).toEqual([PIT]);
  });
});

describe('Estol, Vizier of Aqua (dm10-061): top card to your shields, then look at an opposing shield', () => {
  it('both', () => {
    const s = position({ hand: ['dm10-061'], mana: [LIGHT, LIGHT, WATER, WATER, WATER] });
    acts(s, 'summon Estol, Vizier of Aqua (dm10-061)', 'choose shield 3 of P1');
    expect(pl(s, 0).shields).toBe(6);
    expect(knows(s, 0, [s.shields[1][2]!])).toBe(true);
  });
});

describe('Pointa, the Aqua Shadow (dm10-063): look at an opposing shield, then he discards at random', () => {
  it('both', () => {
    const s = position({ hand: ['dm10-063'], mana: [DARK, DARK, WATER, WATER, WATER] }, { hand: [LAH] });
    acts(s, 'summon Pointa, the Aqua Shadow (dm10-063)', 'choose shield 1 of P1');
    expect(knows(s, 0, [s.shields[1][0]!])).toBe(true);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Gazer Eyes, Shadow of Secrets (dm11-012): silent skill: look at his hand, choose a card to discard', () => {
  it('you choose', () => {
    const s = silentPos('Gazer Eyes, Shadow of Secrets (dm11-012)', {}, { hand: [LAH, FIRE] });
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
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

describe('Trenchdive Shark (dm07-009): you may put up to 2 hand cards into your shields, then take as many shields', () => {
  it('two in, two out (no S-Trigger)', () => {
    const s = position({ hand: ['dm07-009', PIT, FIRE], mana: M(WATER, 7), shields: [LAH, NATURE] });
    acts(s, 'summon Trenchdive Shark (dm07-009)', 'choose Terror Pit', `choose ${N.vorg}`);
    expect(pl(s, 0).shields).toBe(4);
    acts(s, 'choose shield 1 of P0', 'choose shield 2 of P0');
    expect(pl(s, 0).hand).toEqual([LAH, NATURE]);
    expect(pl(s, 0).shields).toBe(2);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm07-009', PIT], mana: M(WATER, 7) });
    acts(s, 'summon Trenchdive Shark (dm07-009)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
});

describe("Taunting Skyterror (dm10-053): while tapped during the opponent's turn, his creatures must attack", () => {
  it('tapped: he must attack; untapped: he may pass', () => {
    const s = position({ battle: [{ card: 'dm10-053', tapped: true }] }, { battle: [LAH] }, { step: 'attack', activePlayer: 1 });
    expect(legal(s)).not.toContain('end-turn');
    const t = position({ battle: ['dm10-053'] }, { battle: [LAH] }, { step: 'attack', activePlayer: 1 });
    expect(legal(t)).toContain('end-turn');
  });
});

describe('Ballus, Dogfight Enforcer Q (dm05-022): Survivor — your Survivors untap at the end of your turn', () => {
  it('Survivors untap, others stay tapped', () => {
    const s = position(
      {
        battle: [
          { card: 'dm05-022', tapped: true },
          { card: 'dm05-054', tapped: true },
          { card: FIRE, tapped: true },
        ],
      },
      {},
      { step: 'attack' },
    );
    act(s, 'end-turn');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, false, true]);
  });
});

describe('Apocalypse Vise (dm07-017): destroy any number of opposing creatures with total power 8000 or less', () => {
  it('the running total limits the next picks', () => {
    const s = position({ hand: ['dm07-017'], mana: M(FIRE, 7) }, { battle: [LAH, FIRE, HORNET, GRAN] });
    act(s, 'cast Apocalypse Vise (dm07-017)');
    expect(legal(s)).toEqual(['done choosing for Apocalypse Vise (dm07-017)', `choose ${N.lah}`, `choose ${N.vorg}`, `choose ${N.hornet}`]);
    act(s, `choose ${N.lah}`); // 5500: only Vorg (2000) still fits
    expect(legal(s)).toEqual(['done choosing for Apocalypse Vise (dm07-017)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual([HORNET, GRAN]);
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

describe('Aqua Agent (dm07-040): when it would be destroyed, you may return it to your hand instead', () => {
  it('yes: to hand; no: graveyard', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm07-040'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'yes return Aqua Agent (dm07-040) to hand instead');
    expect(pl(s, 1).hand).toEqual(['dm07-040']);
    const t = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm07-040'] });
    acts(t, 'cast Terror Pit (dm01-027)', 'decline returning');
    expect(pl(t, 1).graveyard).toEqual(['dm07-040']);
  });
});

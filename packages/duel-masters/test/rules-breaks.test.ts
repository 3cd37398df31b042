// Breaking shields by an effect (701.14) and the break, block and battle rules the DM-05..DM-12 cards add, each
// test naming the rule it checks.
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, DARK, GRAN, HORNET, LAH, legal, M, N, NATURE, PIT, pl, position, snap } from './helpers.js';

const AVALANCHE = 'dm05-s05'; // Avalanche Giant: whenever it becomes blocked, it breaks one of the opponent's shields
const AVALANCHE_NAME = 'Avalanche Giant (dm05-s05)';

describe('breaking shields by an effect (701.14)', () => {
  it('701.14a/113.6: a shield an effect breaks goes to the hand, and its S-Trigger may be declared', () => {
    const s = position({ battle: [AVALANCHE] }, { battle: [GRAN], shields: [PIT] }, { step: 'attack' });
    acts(s, `attack player with ${AVALANCHE_NAME}`, `block with ${N.gran}`);
    // The blocked trigger breaks the only shield (no choice: 101.3), and Terror Pit may be declared.
    expect(legal(s)).toEqual(['decline remaining S-Triggers', 'trigger Terror Pit (dm01-027)']);
    acts(s, 'trigger Terror Pit (dm01-027)');
    expect(pl(s, 1).shields).toBe(0);
    expect(pl(s, 1).graveyard).toContain(PIT);
    expect(battleIds(s, 0)).toEqual([]); // Terror Pit destroyed the Giant before the battle
  });
  it('701.14c: with no shield left the effect breaks nothing (101.3) and the battle goes on', () => {
    const s = position({ battle: [AVALANCHE] }, { battle: [GRAN], shields: [] }, { step: 'attack' });
    acts(s, `attack player with ${AVALANCHE_NAME}`, `block with ${N.gran}`);
    expect(pl(s, 1).hand).toEqual([]);
    expect(battleIds(s, 0)).toEqual([]); // then the battle: 8000 against Gran Gure's 9000
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
});

describe('"when this creature is attacked" (506.3)', () => {
  it("the attacked creature's trigger resolves with the attack triggers, before the battle (Scalpel Spider gets slayer)", () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm07-028', tapped: true }] }, { step: 'attack' });
    acts(s, `attack Scalpel Spider (dm07-028) with ${N.hornet}`);
    expect(battleIds(s, 0)).toEqual([]); // 4000 beats 2000, but the slayer destroys the attacker too
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('an attack on the player is no attack on a creature: no trigger', () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm07-028', tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1');
    expect(battleIds(s, 1)).toEqual(['dm07-028']);
  });
});

describe('"untap it after the battle" (JA: バトルの後でアンタップする)', () => {
  const LA_BYLE = 'La Byle, Seeker of the Winds (dm05-001)';
  it('a blocker that survives its battle untaps after it, and may block the next attack', () => {
    const s = position({ battle: [HORNET, NATURE] }, { battle: ['dm05-001'] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, `block with ${LA_BYLE}`);
    expect(pl(s, 1).battle).toMatchObject([{ id: 'dm05-001', tapped: false }]);
    expect(pl(s, 0).graveyard).toEqual([HORNET]);
    acts(s, `attack player with ${N.mane}`);
    expect(legal(s)).toContain(`block with ${LA_BYLE}`);
  });
  it('the creature an ability names untaps after that battle even if the blocker is destroyed in it (Ikaz, a tie)', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm10-013', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'block with Ikaz, the Spydroid (dm10-013)', `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual(['dm10-013']);
    expect(pl(s, 1).battle).toMatchObject([{ id: LAH, tapped: false }]);
    expect(s.mods.filter((m) => m.untap)).toEqual([]); // used up by that battle
  });
});

describe('replacements of a creature going to the graveyard (609)', () => {
  it('"this turn, your creatures go to the mana zone instead": a battle loss goes to the mana zone, nothing triggers on destruction', () => {
    const s = position({ hand: ['dm07-034'], mana: M(NATURE, 4), battle: [NATURE] }, { battle: [{ card: HORNET, tapped: true }] });
    acts(s, 'cast Fruit of Eternity (dm07-034)', 'end-main', `attack ${N.hornet} with ${N.mane}`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).graveyard).toEqual(['dm07-034']);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(NATURE, 4), NATURE]);
  });
  it("it covers only the caster's creatures, and ends with the turn (511.2)", () => {
    const s = position({ hand: ['dm07-034'], mana: M(NATURE, 4), battle: [HORNET] }, { battle: [{ card: NATURE, tapped: true }] });
    acts(s, 'cast Fruit of Eternity (dm07-034)', 'end-main', `attack ${N.mane} with ${N.hornet}`);
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
    expect(s.turnFlags[0]).not.toBe(0);
    act(s, 'end-turn');
    expect(s.turnFlags[0]).toBe(0);
  });
  it("'would be destroyed: shuffle it into your deck instead' (Ryudmila): the deck gains it, the graveyard does not", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm10-002'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).graveyard).toEqual([]);
    expect(pl(s, 1).deck).toBe(11);
  });
});

describe('who chooses the shields (Kyuroro, Meloppe: the owner chooses instead)', () => {
  it("an attack's break: the defender chooses which shields break (the attacker still breaks its number)", () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-021'], shields: [LAH, LAH, PIT, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual(['break shield 1', 'break shield 2', 'break shield 3', 'break shield 4']);
    act(s, 'break shield 3');
    expect(legal(s)).toContain('trigger Terror Pit (dm01-027)');
  });
  it("an effect's break by a creature is a creature's break too (Avalanche Giant against Kyuroro)", () => {
    const s = position({ battle: [AVALANCHE] }, { battle: [GRAN, 'dm06-021'], shields: [LAH, PIT] }, { step: 'attack' });
    acts(s, `attack player with ${AVALANCHE_NAME}`, `block with ${N.gran}`);
    expect(snap(s).toAct).toBe(1);
    act(s, 'choose shield 1 of P1');
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('without it the attacker chooses', () => {
    const s = position({ battle: [HORNET] }, { shields: [LAH, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(0);
  });
  it("Meloppe on the attacker's side: the defender chooses the attacker's breaks too", () => {
    const s = position({ battle: [HORNET, 'dm12-009'] }, { shields: [LAH, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(1);
    act(s, 'break shield 2');
    expect(pl(s, 1).shields).toBe(1);
  });
});

describe('replacements of a shield break on the defender\'s side (609: "when one of your shields would be broken, … instead")', () => {
  const PULSAR = 'dm07-007'; // Pulsar Tree: you may put this creature into your graveyard instead
  const PULSAR_N = 'Pulsar Tree (dm07-007)';
  const GLAIS = 'dm10-011'; // Glais Mejicula: you may discard 2 cards from your hand instead
  const BOLTAIL_N = 'Boltail Dragon (dm03-015)';
  it('609.3/609.9: asked for each shield in turn; a saver used once is gone, so the second shield breaks', () => {
    const s = position({ battle: ['dm03-015'] }, { battle: [PULSAR], shields: M(LAH, 5) }, { step: 'attack' });
    acts(s, `attack player with ${BOLTAIL_N}`, 'break shield 1', 'break shield 2');
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([
      'decline replacing the break: shield 1 of 2 being broken',
      `put ${PULSAR_N} into the graveyard instead of shield 1 of 2 being broken`,
    ]);
    act(s, `put ${PULSAR_N} into the graveyard instead of shield 1 of 2 being broken`);
    expect(pl(s, 1).graveyard).toEqual([PULSAR]);
    expect(pl(s, 1).shields).toBe(4); // one saved, one broken
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(snap(s).toAct).toBe(0);
  });
  it('609: the replacement is optional: declined, both shields break and the creature stays', () => {
    const s = position({ battle: ['dm03-015'] }, { battle: [PULSAR], shields: M(LAH, 5) }, { step: 'attack' });
    acts(
      s,
      `attack player with ${BOLTAIL_N}`,
      'break shield 1',
      'break shield 2',
      'decline replacing the break: shield 1',
      'decline replacing the break: shield 2',
    );
    expect(battleIds(s, 1)).toEqual([PULSAR]);
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).hand).toEqual([LAH, LAH]);
  });
  it('609.9b: a discard replacement pays 2 different cards for each shield; with fewer than 2 cards it is not offered', () => {
    const s = position({ battle: ['dm03-015'] }, { battle: [GLAIS], shields: M(LAH, 5), hand: [HORNET, NATURE, DARK] }, { step: 'attack' });
    acts(s, `attack player with ${BOLTAIL_N}`, 'break shield 1', 'break shield 2');
    act(s, `discard ${N.hornet} (1 of 2) instead of shield 1 of 2 being broken`);
    expect(legal(s)).toEqual([
      `discard ${N.mane} (2 of 2) instead of shield 1 of 2 being broken`,
      'discard Writhing Bone Ghoul (dm01-090) (2 of 2) instead of shield 1 of 2 being broken',
    ]);
    act(s, `discard ${N.mane} (2 of 2)`);
    // One card left: the second shield is not asked about.
    expect(pl(s, 1).graveyard.sort()).toEqual([HORNET, NATURE].sort());
    expect(pl(s, 1).shields).toBe(4);
    expect(pl(s, 1).hand.sort()).toEqual([DARK, LAH].sort());
    expect(snap(s).toAct).toBe(0);
  });
  it("609.8: the turn player's break replacement applies first (Bolmeteus Steel Dragon): the defender is not asked", () => {
    const s = position({ battle: ['dm06-s08'] }, { battle: [PULSAR], shields: M(LAH, 5) }, { step: 'attack' });
    acts(s, 'attack player with Bolmeteus Steel Dragon (dm06-s08)', 'break shield 1', 'break shield 2');
    expect(battleIds(s, 1)).toEqual([PULSAR]);
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).graveyard).toEqual([LAH, LAH]);
    expect(snap(s).toAct).toBe(0);
  });
  it('701.14: a break by an effect is replaced the same way (Avalanche Giant blocked)', () => {
    const s = position({ battle: [AVALANCHE] }, { battle: [GRAN, PULSAR], shields: [PIT] }, { step: 'attack' });
    acts(s, `attack player with ${AVALANCHE_NAME}`, `block with ${N.gran}`);
    act(s, `put ${PULSAR_N} into the graveyard instead of shield 1 of 1 being broken`);
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 1).graveyard).toEqual([PULSAR]);
    expect(battleIds(s, 0)).toEqual([]); // the battle goes on: 8000 against 9000
  });
});

describe("a break replacement of the breaker that shows the shields (609; Bluum Erkis: S-Trigger spells are the breaker's)", () => {
  const BLUUM_N = 'Bluum Erkis, Flare Guardian (dm10-s09)';
  it("609.1a: the S-Trigger spell is cast by the breaker's controller for no cost, then goes to its owner's graveyard; the rest go to the hand", () => {
    const s = position({ battle: ['dm10-s09'] }, { battle: [HORNET], shields: [PIT, LAH, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${BLUUM_N}`, 'break shield 1', 'break shield 2');
    // Terror Pit destroyed P1's only creature (a forced choice is not asked): it was P0's spell.
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).graveyard.sort()).toEqual([HORNET, PIT].sort());
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
  it('113.6: an S-Trigger creature among the shown cards goes to the hand, and its owner may still use it', () => {
    const s = position({ battle: ['dm10-s09'] }, { shields: ['dm04-026', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${BLUUM_N}`); // both shields break (101.3)
    expect(legal(s)).toEqual(['decline remaining S-Triggers', 'trigger Hunter Cluster (dm04-026)']);
    act(s, 'trigger Hunter Cluster (dm04-026)');
    expect(battleIds(s, 1)).toEqual(['dm04-026']);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it("609.8: with the defender's own replacement, the turn player's (Bluum Erkis) applies first: no save is offered", () => {
    const s = position({ battle: ['dm10-s09'] }, { battle: ['dm07-007'], shields: [LAH, LAH, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${BLUUM_N}`, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).hand).toEqual([LAH, LAH]);
    expect(battleIds(s, 1)).toEqual(['dm07-007']);
  });
});

describe('"this turn, whenever one of your creatures attacking the opponent becomes blocked" (507.3a; Spinning Totem)', () => {
  it('a block of an attack on a creature does not count; a block of an attack on the player does', () => {
    const s = position(
      { battle: ['dm07-005', NATURE, HORNET] },
      { battle: [GRAN, 'dm01-013', { card: LAH, tapped: true }], shields: M(LAH, 5) },
      { step: 'attack' },
    );
    act(s, 'tap Spinning Totem (dm07-005)');
    acts(s, `attack ${N.lah} with ${N.mane}`, `block with ${N.gran}`);
    expect(pl(s, 1).shields).toBe(5);
    acts(s, `attack player with ${N.hornet}`, `block with ${N.dia}`, 'choose shield 1 of P1');
    expect(pl(s, 1).shields).toBe(4);
  });
});

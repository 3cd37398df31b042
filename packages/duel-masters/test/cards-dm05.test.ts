// Per-card tests for the DM-05 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
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
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const GALLIA = 'dm05-036'; // Gallia Zohl, Iron Guardian Q (light 2000, Survivor, Survivor: Blocker)
const GALLIA_N = 'Gallia Zohl, Iron Guardian Q (dm05-036)';

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
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Aqua Surfer');
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

describe('Split-Head Hydroturtle Q (dm05-025): Survivor: whenever it attacks, you may draw a card', () => {
  it('yes: draws; another Survivor attacking may draw too', () => {
    const s = position({ battle: ['dm05-025', GALLIA] }, {}, { step: 'attack' });
    act(s, 'attack player with Split-Head Hydroturtle Q (dm05-025)');
    act(s, 'yes Split-Head Hydroturtle Q (dm05-025)');
    expect(pl(s, 0).hand).toHaveLength(1);
    const t = position({ battle: ['dm05-025', GALLIA] }, {}, { step: 'attack' });
    act(t, `attack player with ${GALLIA_N}`);
    act(t, `yes ${GALLIA_N}`);
    expect(pl(t, 0).hand).toHaveLength(1);
  });
  it('no: draws nothing', () => {
    const s = position({ battle: ['dm05-025'] }, {}, { step: 'attack' });
    act(s, 'attack player with Split-Head Hydroturtle Q (dm05-025)');
    act(s, 'decline Split-Head Hydroturtle Q (dm05-025)');
    expect(pl(s, 0).hand).toHaveLength(0);
  });
});

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

describe("Avalanche Giant (dm05-s05): whenever it becomes blocked, it breaks one of the opponent's shields", () => {
  const AG = 'Avalanche Giant (dm05-s05)';
  it('blocked: the controller chooses one of the shields, it breaks, then the battle', () => {
    const s = position({ battle: ['dm05-s05'] }, { battle: [GRAN], shields: M(LAH, 3) }, { step: 'attack' });
    acts(s, `attack player with ${AG}`, `block with ${N.gran}`);
    expect(legal(s)).toEqual(['choose shield 1 of P1', 'choose shield 2 of P1', 'choose shield 3 of P1']);
    act(s, 'choose shield 2 of P1');
    expect(pl(s, 1).shields).toBe(2);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(battleIds(s, 0)).toEqual([]); // 8000 loses to Gran Gure's 9000
  });
  it('not blocked: a double breaker, no extra shield', () => {
    const s = position({ battle: ['dm05-s05'] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${AG}`, 'no-block', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('La Byle, Seeker of the Winds (dm05-001): whenever it blocks, it untaps after the battle', () => {
  it('blocks and wins: untapped again', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm05-001'] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'block with La Byle, Seeker of the Winds (dm05-001)');
    expect(pl(s, 1).battle).toMatchObject([{ id: 'dm05-001', tapped: false }]);
    expect(pl(s, 1).shields).toBe(5);
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

describe('Snork La, Shrine Guardian (dm05-007): mana cards the opponent puts into your graveyard may return to your mana zone', () => {
  it('Fortress Shell takes 2 mana cards: one returns on yes, the other stays on decline', () => {
    const s = position({ hand: ['dm02-018'], mana: M(NATURE, 9) }, { battle: ['dm05-007'], mana: [FIRE, WATER] });
    acts(s, 'summon Fortress Shell (dm02-018)', `choose ${N.vorg}`, `choose ${N.vehicle}`);
    acts(s, 'yes Snork La, Shrine Guardian (dm05-007)', 'decline Snork La, Shrine Guardian (dm05-007)');
    expect(pl(s, 1).mana.length + pl(s, 1).graveyard.length).toBe(2);
    expect(pl(s, 1).mana.length).toBe(1);
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

describe('Pokolul (dm05-010): when the opponent uses the S-Trigger of a shield it broke, you may untap it', () => {
  it('untaps on yes, stays tapped on decline', () => {
    for (const answer of ['yes', 'decline'] as const) {
      const s = position({ battle: ['dm05-010'] }, { shields: ['dm01-015', LAH] }, { step: 'attack' });
      acts(s, 'attack player with Pokolul (dm05-010)', 'break shield 1', 'trigger Holy Awe (dm01-015)', `${answer} Pokolul (dm05-010)`);
      expect(pl(s, 0).battle[0]!.tapped).toBe(answer === 'decline');
      expect(pl(s, 1).graveyard).toEqual(['dm01-015']);
    }
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

describe('Skullsweeper Q (dm05-013): Survivor: whenever it attacks, the opponent chooses and discards a card', () => {
  it('itself attacking: the opponent picks the card', () => {
    const s = position({ battle: ['dm05-013'] }, { hand: [LAH, DARK] }, { step: 'attack' });
    act(s, 'attack player with Skullsweeper Q (dm05-013)');
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.ghoul}`]);
    act(s, `choose ${N.ghoul}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([DARK]);
  });
  it('another Survivor attacking has it too; with an empty hand nothing happens', () => {
    const s = position({ battle: ['dm05-013', GALLIA] }, { hand: [LAH] }, { step: 'attack' });
    act(s, `attack player with ${GALLIA_N}`);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    const t = position({ battle: ['dm05-013', GALLIA] }, {}, { step: 'attack' });
    act(t, `attack player with ${GALLIA_N}`);
    expect(legal(t)[0]).toBe('break shield 1');
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

describe('Brutal Charge (dm05-020): at the end of the turn, a creature from your deck for each opposing shield broken this turn', () => {
  it('2 shields broken: up to 2 creatures, shown, into the hand; then the deck is shuffled', () => {
    const s = position({ hand: ['dm05-020'], mana: M(NATURE, 2), battle: [FIRE, FIRE], deck: [...M(LAH, 4), 'dm02-005', ...M(LAH, 5)] });
    acts(s, 'cast Brutal Charge (dm05-020)', 'end-main');
    acts(s, `attack player with ${N.vorg} #1`, 'break shield 1', `attack player with ${N.vorg} #2`, 'break shield 1');
    act(s, 'end-turn');
    expect(legal(s)).toContain(`choose ${N.lah}`);
    acts(s, `choose ${N.lah}`, `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual([LAH, LAH]);
    expect(snap(s).activePlayer).toBe(1);
  });
  it('no shield broken: nothing', () => {
    const s = position({ hand: ['dm05-020'], mana: M(NATURE, 2) });
    acts(s, 'cast Brutal Charge (dm05-020)', 'end-main', 'end-turn');
    expect(pl(s, 0).hand).toEqual([]);
    expect(snap(s).activePlayer).toBe(1);
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

describe('Miracle Quest (dm05-026): this turn, whenever one of your creatures breaks a shield, you may draw 2', () => {
  it('a double breaker breaks 2 shields: 2 times "may draw 2" (JA: per shield broken)', () => {
    const s = position({ hand: ['dm05-026'], mana: M(WATER, 3), battle: [BOLTAIL] });
    acts(
      s,
      'cast Miracle Quest (dm05-026)',
      'end-main',
      'attack player with Boltail Dragon (dm03-015)',
      'break shield 1',
      'break shield 2',
    );
    acts(s, 'yes Miracle Quest (dm05-026)', 'decline Miracle Quest (dm05-026)');
    expect(pl(s, 0).hand).toHaveLength(2);
    expect(pl(s, 1).shields).toBe(3);
  });
  it('it lasts only this turn', () => {
    const s = position({ hand: ['dm05-026'], mana: M(WATER, 3) }, { battle: [FIRE] });
    acts(
      s,
      'cast Miracle Quest (dm05-026)',
      'end-main',
      'end-turn',
      'no-charge',
      'end-main',
      `attack player with ${N.vorg}`,
      'break shield 1',
    );
    expect(snap(s).players[1]!.hand).toHaveLength(1);
    expect(pl(s, 0).hand).toHaveLength(1); // the shield P1 broke
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

describe('Balloonshroom Q (dm05-034): Survivor (JA): when it is put into your graveyard from the battle zone, it goes to your mana zone', () => {
  it('destroyed by Terror Pit: graveyard, then mana', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm05-034'] });
    acts(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).battle).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([]);
    expect(manaIds(s, 1)).toEqual(['dm05-034']);
  });
  it('another Survivor of yours has it; a non-Survivor does not', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm05-034', GALLIA] });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${GALLIA_N}`);
    expect(manaIds(s, 1)).toEqual(['dm05-036']);
    const t = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm05-034', LAH] });
    acts(t, 'cast Terror Pit (dm01-027)', `choose ${N.lah}`);
    expect(manaIds(t, 1)).toEqual([]);
    expect(pl(t, 1).graveyard).toEqual([LAH]);
  });
  it('losing a battle puts it into the graveyard too: it ends in the mana zone', () => {
    const s = position({ battle: ['dm05-034'] }, { battle: [{ card: HORNET, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.hornet} with Balloonshroom Q (dm05-034)`);
    expect(manaIds(s, 0)).toEqual(['dm05-034']);
    expect(battleIds(s, 1)).toEqual([HORNET]);
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

describe('Kip Chippotto (dm05-050): when one of your Armored Dragons would be destroyed, you may destroy this creature instead', () => {
  const KIP = 'dm05-050';
  it('its owner may destroy Kip instead (the Dragon stays), or decline (the Dragon is destroyed)', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [BOLTAIL, KIP] });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.boltail}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([
      `decline saving ${N.boltail} instead`,
      `choose Kip Chippotto (dm05-050) to be destroyed instead of ${N.boltail}`,
    ]);
    act(s, 'choose Kip Chippotto');
    expect(battleIds(s, 1)).toEqual([BOLTAIL]);
    expect(pl(s, 1).graveyard).toEqual([KIP]);
    const t = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [BOLTAIL, KIP] });
    acts(t, 'cast Terror Pit (dm01-027)', `choose ${N.boltail}`, 'decline saving');
    expect(battleIds(t, 1)).toEqual([KIP]);
    expect(pl(t, 1).graveyard).toEqual([BOLTAIL]);
  });
  it('only Armored Dragons, only its owner’s: another creature is destroyed without a question', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [HORNET, KIP] });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.hornet}`);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
    const t = position({ hand: [PIT], mana: M(DARK, 6), battle: [KIP] }, { battle: [BOLTAIL] });
    act(t, 'cast Terror Pit (dm01-027)');
    expect(pl(t, 1).graveyard).toEqual([BOLTAIL]);
    expect(battleIds(t, 0)).toEqual([KIP]);
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

describe("Slime Veil (dm05-014): during the opponent's next turn, each of his creatures attacks if able", () => {
  it('his turn: he must attack; after it, no more', () => {
    const s = position({ hand: ['dm05-014'], mana: M(DARK, 1) }, { battle: [LAH] });
    acts(s, 'cast Slime Veil (dm05-014)', 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toEqual([`attack player with ${N.lah}`]);
  });
});

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

for (const [id, name] of [
  ['dm05-005', 'Obsidian Scarab'],
  ['dm05-053', 'Ambush Scorpion'],
] as const) {
  describe(`${name} (${id}): when it is destroyed, you may put a ${name} from your mana zone into the battle zone`, () => {
    const full = `${name} (${id})`;
    it('destroyed: the copy in mana enters (untapped, not summoned)', () => {
      const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [id], mana: [{ card: id, tapped: true }, NATURE] });
      acts(s, 'cast Terror Pit');
      expect(snap(s).toAct).toBe(1);
      expect(legal(s)).toEqual([`done choosing for ${full}`, `choose ${full}`]);
      act(s, `choose ${full}`);
      expect(battleIds(s, 1)).toEqual([id]);
      expect(pl(s, 1).battle[0]!.tapped).toBe(false);
      expect(pl(s, 1).mana.map((m) => m.id)).toEqual([NATURE]);
      expect(pl(s, 1).graveyard).toEqual([id]);
    });
    it('may decline', () => {
      const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [id], mana: [id] });
      acts(s, 'cast Terror Pit', 'done choosing');
      expect(battleIds(s, 1)).toEqual([]);
      expect(pl(s, 1).mana.map((m) => m.id)).toEqual([id]);
    });
    it('no copy in mana (other creatures do not qualify): nothing to choose', () => {
      const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [id], mana: [NATURE, HORNET] });
      act(s, 'cast Terror Pit');
      expect(snap(s).toAct).toBe(0);
      expect(battleIds(s, 1)).toEqual([]);
    });
  });
}

for (const [id, name] of [
  ['dm05-046', 'Wisp Howler, Shadow of Tears'],
  ['dm05-027', 'Gigakail'],
] as const) {
  describe(`${name} (${id}): nature and light slayer`, () => {
    const full = `${name} (${id})`;
    it('attacks a bigger nature creature: both are destroyed', () => {
      const s = position({ battle: [id] }, { battle: [{ card: 'dm02-033', tapped: true }] }, { step: 'attack' });
      act(s, `attack Barkwhip, the Smasher (dm02-033) with ${full}`);
      expect(battleIds(s, 0)).toEqual([]);
      expect(battleIds(s, 1)).toEqual([]);
    });
    it('attacked by a bigger light creature: both are destroyed', () => {
      const s = position({ battle: [{ card: id, tapped: true }] }, { battle: [LAH] }, { activePlayer: 1, step: 'attack' });
      act(s, `attack ${full} with ${N.lah}`);
      expect(battleIds(s, 0)).toEqual([]);
      expect(battleIds(s, 1)).toEqual([]);
    });
    it('a bigger fire creature survives', () => {
      const s = position({ battle: [id] }, { battle: [{ card: BOLTAIL, tapped: true }] }, { step: 'attack' });
      act(s, `attack ${N.boltail} with ${full}`);
      expect(battleIds(s, 0)).toEqual([]);
      expect(battleIds(s, 1)).toEqual([BOLTAIL]);
    });
  });
}

// Per-card tests for the DM-06 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
  deckOf,
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
  power,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

// ---------------------------------------------------------------- DM-06 (beyond the decklists)

const IERE = 'dm01-072'; // Iere, Vizier of Bullets (light 3000, Initiate)

const RAVEN = 'dm01-055'; // Dark Raven, Shadow of Grief (darkness 1000, Ghost, blocker)

/** A tap-ability creature of P0 in the attack step: tap it. */
function tapPos(id: string, p0: Parameters<typeof position>[0] = {}, p1: Parameters<typeof position>[1] = {}): DMState {
  const s = position({ ...p0, battle: [id, ...(p0.battle ?? [])] }, p1, { step: 'attack' });
  act(s, `tap `);
  return s;
}

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const tappedOf = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.tapped;

/** Pass (no charge, no attack) until player `p`'s next main step. */
function passTo(s: DMState, p: number): void {
  const turn = snap(s).turn;
  for (let k = 0; k < 20; k++) {
    const v = snap(s);
    if (v.turn > turn && v.activePlayer === p && v.step === 'main') return;
    const l = legal(s);
    act(s, ['no-charge', 'end-main', 'end-turn'].find((a) => l.includes(a)) ?? l[0]!);
  }
  throw new Error('passTo did not arrive');
}

describe("Splinterclaw Wasp (dm06-009): whenever it becomes blocked, it breaks one of the opponent's shields", () => {
  it('blocked by a smaller blocker: one shield breaks, and the Wasp (7000 attacking) wins the battle', () => {
    const s = position({ battle: ['dm06-009'] }, { battle: [SEAMINE], shields: M(LAH, 1) }, { step: 'attack' });
    acts(s, 'attack player with Splinterclaw Wasp (dm06-009)', `block with ${N.seamine}`);
    expect(pl(s, 1).shields).toBe(0);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm06-009']);
  });
});

describe('Crisis Boulder (dm06-034): the opponent puts one of his creatures or mana cards into his graveyard', () => {
  it('the opponent may give up a mana card', () => {
    const s = position({ hand: ['dm06-034'], mana: M(FIRE, 4) }, { battle: [LAH], mana: [WATER] });
    act(s, 'cast Crisis Boulder (dm06-034)');
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah} in battle`, `choose ${N.vehicle} in mana`]);
    act(s, `choose ${N.vehicle} in mana`);
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
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Crisis Boulder');
    expect(snap(s).toAct).toBe(0); // the caster's opponent (P0) chooses
    expect(legal(s)).toEqual([`choose ${N.vorg} in battle`, `choose ${N.vehicle} in mana`]);
    act(s, `choose ${N.vorg} in battle`);
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

describe('Phantasmal Horror Gigazald (dm06-s05): your darkness creatures may tap to make the opponent discard at random', () => {
  it('a darkness creature taps for it; the opponent discards one card at random', () => {
    const s = position({ battle: ['dm06-s05', DARK] }, { hand: [LAH, FIRE] }, { step: 'attack' });
    expect(legal(s)).toContain(`tap ${N.ghoul} for the ability of Phantasmal Horror Gigazald (dm06-s05)`);
    act(s, `tap ${N.ghoul} for the ability of Phantasmal Horror Gigazald (dm06-s05)`);
    expect(pl(s, 1).hand).toHaveLength(1);
    expect(pl(s, 1).graveyard).toHaveLength(1);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
  it('not a creature of another civilization, nor the opponent', () => {
    const s = position({ battle: ['dm06-s05', FIRE] }, { battle: [DARK] }, { step: 'attack' });
    expect(legal(s).filter((a) => a.includes('for the ability'))).toEqual([
      'tap Phantasmal Horror Gigazald (dm06-s05) for the ability of Phantasmal Horror Gigazald (dm06-s05)',
    ]);
  });
});

describe('Lava Walker Executo (dm06-s07): your fire creatures may tap to give a fire creature +3000', () => {
  it('a fire creature taps; the chosen fire creature gets +3000 this turn', () => {
    const s = position({ battle: ['dm06-s07', FIRE, NATURE] }, {}, { step: 'attack' });
    acts(s, `tap ${N.vorg} for the ability of Lava Walker Executo (dm06-s07)`, 'choose Lava Walker Executo (dm06-s07)');
    expect(power(s, 0, 'dm06-s07')).toBe(8000);
    expect(power(s, 0, FIRE)).toBe(2000);
    expect(legal(s).some((a) => a.includes(`tap ${N.mane}`))).toBe(false);
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

describe("Lu Gila, Silver Rift Guardian (dm06-001): evolution creatures enter tapped; it can't attack players", () => {
  it("the opponent's evolution enters tapped and can't attack this turn", () => {
    const s = position({ hand: ['dm02-024'], mana: M(WATER, 6), battle: [WATER] }, { battle: ['dm06-001'] });
    act(s, `evolve Crystal Lancer (dm02-024) onto ${N.vehicle}`);
    expect(pl(s, 0).battle[0]).toMatchObject({ id: 'dm02-024', tapped: true });
    act(s, 'end-main');
    expect(legal(s)).toEqual(['end-turn']);
  });
  it('its own attack: only tapped creatures, never the player', () => {
    const s = position({ battle: ['dm06-001'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack ${N.lah} with Lu Gila, Silver Rift Guardian (dm06-001)`]);
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

describe('Arc Bine, the Astounding (dm06-011): your light creatures may tap to tap an opposing creature', () => {
  it('taps the chosen opposing creature', () => {
    const s = position({ battle: ['dm06-011', LIGHT] }, { battle: [LAH, FIRE] }, { step: 'attack' });
    acts(s, `tap ${N.reusol} for the ability of Arc Bine, the Astounding (dm06-011)`, `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
  it('two copies grant one action; a summoning-sick creature cannot tap for it', () => {
    const s = position({ battle: ['dm06-011', 'dm06-011', { card: LIGHT, sick: true }] }, { battle: [LAH] }, { step: 'attack' });
    const taps = legal(s).filter((a) => a.includes('for the ability'));
    expect(taps).toEqual([
      'tap Arc Bine, the Astounding (dm06-011) #1 for the ability of Arc Bine, the Astounding (dm06-011)',
      'tap Arc Bine, the Astounding (dm06-011) #2 for the ability of Arc Bine, the Astounding (dm06-011)',
    ]);
  });
});

const GALLIA = 'dm05-036'; // Gallia Zohl, Iron Guardian Q (light 2000, Survivor, Survivor: Blocker)
const GALLIA_N = 'Gallia Zohl, Iron Guardian Q (dm05-036)';

describe('Forbos, Sanctum Guardian Q (dm06-012): Survivor: when it enters, search your deck for a spell', () => {
  it('takes Terror Pit, then the deck is shuffled', () => {
    const s = position({ hand: ['dm06-012'], mana: M(LIGHT, 6), deck: [LAH, PIT, LAH] });
    act(s, 'summon Forbos, Sanctum Guardian Q (dm06-012)');
    expect(legal(s)).toEqual(['done choosing for Forbos, Sanctum Guardian Q (dm06-012)', 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit (dm01-027)');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(pl(s, 0).deck).toBe(2);
  });
  it('a Survivor summoned later has the ability as its own', () => {
    const s = position({ hand: [GALLIA], mana: M(LIGHT, 5), battle: ['dm06-012'], deck: [PIT, LAH] });
    acts(s, `summon ${GALLIA_N}`, 'choose Terror Pit (dm01-027)');
    expect(pl(s, 0).hand).toEqual([PIT]);
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

describe('Fort Megacluster (dm06-017): your water creatures may tap to draw a card', () => {
  it('draws a card', () => {
    const s = position({ battle: ['dm06-017', WATER] }, {}, { step: 'attack' });
    act(s, `tap ${N.vehicle} for the ability of Fort Megacluster (dm06-017)`);
    expect(pl(s, 0).hand).toEqual([LAH]);
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

describe("Kyuroro (dm06-021): the shields an opponent's creature breaks are chosen by you", () => {
  it("Kyuroro's controller picks the shield the attacker breaks", () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-021'], shields: [LAH, PIT] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1');
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 1).shields).toBe(1);
  });
  it("only the opponent's breaks: Kyuroro's controller's own attacks choose as usual", () => {
    const s = position({ battle: [HORNET, 'dm06-021'] }, { shields: [LAH, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(0);
  });
});

describe("Ripple Lotus Q (dm06-022): Survivor: when it enters, you may tap one of the opponent's creatures", () => {
  it('yes: taps the chosen one', () => {
    const s = position({ hand: ['dm06-022'], mana: M(WATER, 6) }, { battle: [LAH, FIRE] });
    acts(s, 'summon Ripple Lotus Q (dm06-022)', 'yes Ripple Lotus Q (dm06-022)', `choose ${N.vorg}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
  it('no: nothing is tapped; another Survivor entering may use it too', () => {
    const s = position({ hand: ['dm06-022'], mana: M(WATER, 6) }, { battle: [LAH] });
    acts(s, 'summon Ripple Lotus Q (dm06-022)', 'decline Ripple Lotus Q (dm06-022)');
    expect(pl(s, 1).battle[0]!.tapped).toBe(false);
    const t = position({ hand: [GALLIA], mana: M(LIGHT, 5), battle: ['dm06-022'] }, { battle: [LAH] });
    acts(t, `summon ${GALLIA_N}`, `yes ${GALLIA_N}`);
    expect(pl(t, 1).battle[0]!.tapped).toBe(true);
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

describe('Grave Worm Q (dm06-026): Survivor: when it enters, you may return a Survivor from your graveyard to your hand', () => {
  it('a Survivor, not another creature', () => {
    const s = position({ hand: ['dm06-026'], mana: M(DARK, 5), graveyard: [LAH, GALLIA] });
    acts(s, 'summon Grave Worm Q (dm06-026)', 'yes Grave Worm Q (dm06-026)');
    expect(pl(s, 0).hand).toEqual([GALLIA]);
    expect(pl(s, 0).graveyard).toEqual([LAH]);
  });
  it('with no Survivor in the graveyard it asks nothing', () => {
    const s = position({ hand: ['dm06-026'], mana: M(DARK, 5), graveyard: [LAH] });
    act(s, 'summon Grave Worm Q (dm06-026)');
    expect(legal(s)).toEqual(['end-main']);
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

describe('Q-tronic Gargantua (dm06-029): evolves on a Survivor; crew breaker - Survivor', () => {
  it('evolves on a Survivor; with 2 other Survivors it breaks 3 shields', () => {
    const s = position({ hand: ['dm06-029'], mana: M(FIRE, 6), battle: [GALLIA, LAH] });
    expect(legal(s).filter((a) => a.startsWith('evolve'))).toEqual([`evolve Q-tronic Gargantua (dm06-029) onto ${GALLIA_N}`]);
    const t = position({ battle: [{ card: 'dm06-029', under: [GALLIA] }, GALLIA, GALLIA] }, {}, { step: 'attack' });
    act(t, 'attack player with Q-tronic Gargantua (dm06-029)');
    acts(t, 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(t, 1).shields).toBe(2);
    expect(pl(t, 1).hand).toHaveLength(3);
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

describe('Living Citadel Vosh (dm06-035): your nature creatures may tap to put the top card of your deck into your mana zone', () => {
  it('the top card goes to the mana zone', () => {
    const s = position({ battle: ['dm06-035', NATURE], deck: deckOf(FIRE) }, {}, { step: 'attack' });
    act(s, `tap ${N.mane} for the ability of Living Citadel Vosh (dm06-035)`);
    expect(manaIds(s, 0)).toEqual([FIRE]);
  });
});

describe("Clobber Totem (dm06-036): can't be blocked by creatures with power 5000 or less", () => {
  it('only the 9000 blocker', () => {
    const s = position({ battle: ['dm06-036'] }, { battle: [DIA, GRAN] }, { step: 'attack' });
    act(s, 'attack player with Clobber Totem (dm06-036)');
    expect(legal(s)).toEqual(['no-block', `block with ${N.gran}`]);
  });
});

describe('Factory Shell Q (dm06-037): Survivor: when it enters, search your deck for a Survivor', () => {
  it('only Survivors are offered', () => {
    const s = position({ hand: ['dm06-037'], mana: M(NATURE, 6), deck: [LAH, GALLIA, PIT] });
    act(s, 'summon Factory Shell Q (dm06-037)');
    expect(legal(s)).toEqual(['done choosing for Factory Shell Q (dm06-037)', `choose ${GALLIA_N}`]);
    act(s, `choose ${GALLIA_N}`);
    expect(pl(s, 0).hand).toEqual([GALLIA]);
  });
});

describe('Forbidding Totem (dm06-038): opposing attackers attack Mystery Totems if able', () => {
  it('an attacker able to attack the tapped Totem has no other attack', () => {
    const s = position(
      { battle: [FIRE] },
      {
        battle: [
          { card: 'dm06-038', tapped: true },
          { card: LAH, tapped: true },
        ],
      },
      { step: 'attack' },
    );
    expect(legal(s)).toEqual(['end-turn', `attack Forbidding Totem (dm06-038) with ${N.vorg}`]);
  });
  it('with the Totem untapped the attacker is free', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm06-038', { card: LAH, tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.vorg}`, `attack ${N.lah} with ${N.vorg}`]);
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

describe("Dava Torey, Seeker of Clouds (dm06-041): put from your hand into your graveyard during the opponent's turn, it enters the battle zone (JA)", () => {
  it("the opponent's discard: it goes to the graveyard, then into the battle zone", () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: ['dm06-041', LAH] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual(['dm06-041']);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('discarded during your own turn, it stays in the graveyard', () => {
    const s = position({ hand: ['dm12-042', 'dm06-041'], mana: M(WATER, 3), deck: [] });
    act(s, 'summon Wily Carpenter (dm12-042)');
    expect(pl(s, 0).graveyard).toEqual(['dm06-041']);
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

describe('Bazooka Mutant (dm06-054): attacks only creatures that have blocker; never players', () => {
  it('a tapped blocker is its only target; a tapped vanilla is not', () => {
    const s = position(
      { battle: ['dm06-054'] },
      {
        battle: [
          { card: LAH, tapped: true },
          { card: GRASS, tapped: true },
        ],
      },
      { step: 'attack' },
    );
    expect(legal(s)).toEqual(['end-turn', `attack Emerald Grass (${GRASS}) with Bazooka Mutant (dm06-054)`]);
    act(s, `attack Emerald Grass (${GRASS}) with Bazooka Mutant (dm06-054)`);
    expect(pl(s, 1).graveyard).toEqual([GRASS]);
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

describe('Innocent Hunter, Blade of All (dm06-069): an evolution creature of any race may go on it', () => {
  it('a Liquid People evolution evolves onto it', () => {
    const s = position({ hand: ['dm02-024'], mana: M(WATER, 6), battle: ['dm06-069'] });
    act(s, 'evolve Crystal Lancer (dm02-024) onto Innocent Hunter, Blade of All (dm06-069)');
    expect(pl(s, 0).battle).toEqual([{ id: 'dm02-024', tapped: false, sick: false, power: 8000, under: ['dm06-069'] }]);
  });
  it('a creature of another race with no such ability is no source', () => {
    const s = position({ hand: ['dm02-024'], mana: M(WATER, 6), battle: [NATURE] });
    expect(legal(s)).toEqual(['end-main']);
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

describe("Pangaea's Will (dm06-070): the top card of an opposing evolution creature goes to his mana zone", () => {
  it('the creature under it stays', () => {
    const s = position({ hand: ['dm06-070'], mana: M(NATURE, 3) }, { battle: [{ card: 'dm08-s04', under: [BOLTAIL] }, LAH] });
    act(s, "cast Pangaea's Will (dm06-070)");
    expect(battleIds(s, 1)).toEqual([BOLTAIL, LAH]);
    expect(manaIds(s, 1)).toEqual(['dm08-s04']);
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

for (const [id, name] of [
  ['dm06-018', 'King Triumphant'],
  ['dm06-049', 'Overload Cluster'],
  ['dm06-080', 'Aqua Rider'],
] as const) {
  describe(`${name} (${id}): whenever the opponent summons a creature or casts a spell, it gets "blocker" until the end of the turn`, () => {
    const full = `${name} (${id})`;
    it('no blocker before the opponent plays anything', () => {
      const s = position({ battle: [HORNET] }, { battle: [id] }, { step: 'attack' });
      act(s, `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
    it('after a summon it can block this turn', () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2), battle: [HORNET] }, { battle: [id] });
      acts(s, `summon ${N.ghoul}`, 'end-main', `attack player with ${N.hornet}`);
      expect(snap(s).toAct).toBe(1);
      expect(legal(s)).toEqual(['no-block', `block with ${full}`]);
    });
    it('after a spell it can block this turn, and the blocker ends with the turn', () => {
      const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [HORNET], deck: deckOf() }, { battle: [id, LAH], deck: deckOf() });
      acts(s, 'cast Terror Pit', `choose ${N.lah}`);
      acts(s, 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).toEqual(['no-block', `block with ${full}`]);
      acts(s, 'no-block', 'break shield 1');
      passTo(s, 0);
      acts(s, 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
    it('its own controller playing a card does not count', () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2), battle: [id] }, { battle: [HORNET] });
      act(s, `summon ${N.ghoul}`);
      acts(s, 'end-main', 'end-turn', 'no-charge', 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
  });
}

for (const [id, name, pa] of [
  ['dm06-032', 'Badlands Lizard', 3000],
  ['dm06-101', 'Choya, the Unheeding', 1000],
] as const) {
  describe(`${name} (${id}): whenever it becomes blocked, no battle happens`, () => {
    const full = `${name} (${id})`;
    it('blocked by a bigger blocker: both stay, both tapped, no shield broken', () => {
      const s = position({ battle: [id] }, { battle: [GRAN] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, `block with ${N.gran}`);
      expect(battleIds(s, 0)).toEqual([id]);
      expect(battleIds(s, 1)).toEqual([GRAN]);
      expect(tappedOf(s, 0, id)).toBe(true);
      expect(tappedOf(s, 1, GRAN)).toBe(true);
      expect(pl(s, 1).shields).toBe(5);
      expect(pl(s, 1).hand).toEqual([]);
      expect(legal(s)).toEqual(['end-turn']);
    });
    it('blocked by a smaller blocker: the blocker survives too', () => {
      const s = position({ battle: [id] }, { battle: ['dm06-072'] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, 'block with Chekicul');
      expect(battleIds(s, 1)).toEqual(['dm06-072']);
      expect(pl(s, 1).graveyard).toEqual([]);
      void pa;
    });
    it('not blocked: it breaks a shield as usual', () => {
      const s = position({ battle: [id] }, { battle: [GRAN] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, 'no-block', 'break shield 1');
      expect(pl(s, 1).shields).toBe(4);
    });
  });
}

describe('Chekicul, Vizier of Endurance (dm06-072): whenever it blocks, no battle happens', () => {
  it('blocks a bigger attacker and survives; the attacker survives and breaks nothing', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-072'] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'block with Chekicul, Vizier of Endurance (dm06-072)');
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(battleIds(s, 1)).toEqual(['dm06-072']);
    expect(tappedOf(s, 1, 'dm06-072')).toBe(true);
    expect(pl(s, 1).shields).toBe(5);
  });
  it('blocking an attack on a creature: no battle either', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-072', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack ${N.lah} with ${N.hornet}`, 'block with Chekicul, Vizier of Endurance (dm06-072)');
    expect(battleIds(s, 1)).toEqual(['dm06-072', LAH]);
    expect(battleIds(s, 0)).toEqual([HORNET]);
  });
  it("can't attack", () => {
    expect(legal(position({ battle: ['dm06-072'] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
  });
});

// Per-card tests for the DM-07 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  battleIds,
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

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const tappedOf = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.tapped;

/** Player p's deck as card ids, top first. */
function libIds(s: DMState, p: number): string[] {
  const defs = cardDefs();
  return s.lib[p as 0 | 1].map((i) => defs[s.def[i]!]!.id).reverse();
}

const SIX = [PIT, LAH, HORNET, FIRE, WATER, DARK];

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

describe('Cosmic Nebula (dm07-s02): after the draw of your turn, you may draw an extra card', () => {
  it('yes: 2 cards; decline: 1', () => {
    for (const answer of ['yes', 'decline'] as const) {
      const s = position({ battle: [{ card: 'dm07-s02', under: ['dm01-081'] }] }, {}, { activePlayer: 1, step: 'attack' });
      acts(s, 'end-turn', `${answer} Cosmic Nebula (dm07-s02)`);
      expect(pl(s, 0).hand.length).toBe(answer === 'yes' ? 2 : 1);
    }
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

describe('Gandar, Seeker of Explosions (dm07-001): tap: at the end of the turn, untap all your light creatures', () => {
  it('your light creatures untap at the end of the turn; others stay tapped', () => {
    const s = position({ battle: ['dm07-001', { card: LIGHT, tapped: true }, { card: FIRE, tapped: true }] }, {}, { step: 'attack' });
    act(s, 'tap Gandar, Seeker of Explosions (dm07-001)');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
    act(s, 'end-turn');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, false, true]);
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

describe('Spinning Totem (dm07-005): tap: this turn, each of your nature creatures attacking the opponent that becomes blocked breaks a shield', () => {
  it('a blocked nature creature breaks one shield; a blocked fire creature does not; without the tap nothing', () => {
    const s = tapPos('dm07-005', { battle: [NATURE, FIRE] }, { battle: [SEAMINE, GRASS], shields: M(LAH, 5) });
    acts(s, `attack player with ${N.mane}`, `block with ${N.seamine}`);
    expect(snap(s).toAct).toBe(0); // P0 chooses the shield its Burning Mane breaks
    act(s, 'choose shield 1 of P1');
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 1).shields).toBe(4);
    expect(battleIds(s, 0)).toEqual(['dm07-005', FIRE]); // Mane lost the battle after the break
    acts(s, `attack player with ${N.vorg}`, 'block with Emerald Grass (dm01-074)');
    expect(pl(s, 1).shields).toBe(4);
    const t = position({ battle: ['dm07-005', NATURE] }, { battle: [SEAMINE] }, { step: 'attack' });
    acts(t, `attack player with ${N.mane}`, `block with ${N.seamine}`);
    expect(pl(t, 1).shields).toBe(5);
    expect(pl(t, 1).hand).toEqual([]);
  });
});

describe('Pulsar Tree (dm07-007): when one of your shields would be broken, you may put it into your graveyard instead (JA)', () => {
  it('saves the only shield of a single break; it is not destroyed (JA: 墓地に置く)', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm07-007'], shields: [PIT] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    act(s, 'put Pulsar Tree (dm07-007) into the graveyard instead of shield 1 of 1 being broken');
    expect(pl(s, 1).shields).toBe(1);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(['dm07-007']);
    expect(snap(s).toAct).toBe(0); // the attack is over, P0 goes on
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

describe("Curse Totem (dm07-019): your opponent can't use S-Triggers", () => {
  it("the opponent's S-Trigger is not offered; the broken card just goes to the hand", () => {
    const s = position({ battle: [FIRE, 'dm07-019'] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1');
    expect(pl(s, 1).hand).toEqual([PIT]);
    expect(battleIds(s, 0)).toEqual([FIRE, 'dm07-019']);
  });
  it("its controller's own S-Triggers stay usable", () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm07-019'], shields: [PIT, LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1');
    expect(legal(s)).toContain('trigger Terror Pit (dm01-027)');
  });
});

describe("Cryptic Totem (tcg-dm07-047): while it is tapped, your opponent can't use S-Triggers", () => {
  it('tapped: no S-Trigger; untapped: the S-Trigger is offered', () => {
    const t = position({ battle: [FIRE, { card: 'tcg-dm07-047', tapped: true }] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(t, `attack player with ${N.vorg}`, 'break shield 1');
    expect(pl(t, 1).hand).toEqual([PIT]);
    const u = position({ battle: [FIRE, 'tcg-dm07-047'] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(u, `attack player with ${N.vorg}`, 'break shield 1');
    expect(legal(u)).toContain('trigger Terror Pit (dm01-027)');
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

describe('Scalpel Spider (dm07-028): whenever it is attacked, it gets slayer until the end of the turn', () => {
  it('attacked by a bigger creature: both are destroyed', () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm07-028', tapped: true }] }, { step: 'attack' });
    act(s, `attack Scalpel Spider (dm07-028) with ${N.hornet}`);
    expect(pl(s, 0).graveyard).toEqual([HORNET]);
    expect(pl(s, 1).graveyard).toEqual(['dm07-028']);
  });
  it('an attack on the player attacks no creature: no slayer', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm07-028', { card: LAH, tapped: true }] }, { step: 'attack' });
    expect(battleIds(s, 1)).toEqual(['dm07-028', LAH]);
    act(s, `attack player with ${N.hornet}`); // the Spider is no blocker: the attack goes through
    expect(battleIds(s, 0)).toEqual([HORNET]);
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

describe('Fruit of Eternity (dm07-034): this turn, your creatures go to your mana zone instead of the graveyard', () => {
  it("as an S-Trigger in the opponent's turn: the defender's blocker that loses goes to the mana zone", () => {
    const s = position({ battle: [HORNET, NATURE] }, { battle: [SEAMINE], shields: ['dm07-034'], mana: [] }, { step: 'attack' });
    acts(s, `attack player with ${N.mane}`, 'no-block', 'trigger Fruit of Eternity (dm07-034)');
    acts(s, `attack player with ${N.hornet}`, `block with ${N.seamine}`);
    expect(pl(s, 1).graveyard).toEqual(['dm07-034']);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([SEAMINE]);
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

describe('Miracle Portal (dm07-039): one of your creatures can\'t be blocked this turn and may attack the opponent despite its own "can\'t attack"', () => {
  it('Gran Gure ("can\'t attack players") attacks the player, and Seamine may not block it', () => {
    const s = position({ battle: [{ card: GRAN, sick: false }, LAH], hand: ['dm07-039'], mana: M(LIGHT, 4) }, { battle: [SEAMINE] });
    acts(s, 'cast Miracle Portal (dm07-039)', `choose ${N.gran}`, 'end-main', `attack player with ${N.gran}`);
    expect(legal(s)[0]).toBe('break shield 1'); // no block was offered: straight to the shields
  });
  it('without it, Gran Gure may not attack the player', () => {
    const s = position({ battle: [{ card: GRAN, sick: false }] }, {}, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn']);
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

describe("Curious Eye (dm07-025): when it attacks, you may look at one of the opponent's shields", () => {
  it('yes: known', () => {
    const s = position({ battle: ['dm07-025'] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Curious Eye (dm07-025)', 'yes', 'choose shield 2 of P1');
    expect(knows(s, 0, [s.shields[1][1]!])).toBe(true);
    expect(knows(s, 0, [s.shields[1][0]!])).toBe(false);
  });
});

describe('Justice Jamming (dm07-008): tap all darkness creatures, or all fire creatures', () => {
  it('fire: every fire creature of both players is tapped, the darkness ones are not', () => {
    const s = position({ hand: ['dm07-008'], mana: M(LIGHT, 3), battle: [FIRE] }, { battle: [FIRE, DARK] });
    act(s, 'cast Justice Jamming (dm07-008)');
    expect(legal(s)).toEqual(['choose civilization darkness', 'choose civilization fire']);
    act(s, 'choose civilization fire');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
  it('darkness', () => {
    const s = position({ hand: ['dm07-008'], mana: M(LIGHT, 3) }, { battle: [FIRE, DARK] });
    acts(s, 'cast Justice Jamming (dm07-008)', 'choose civilization darkness');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
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

describe('Dream Pirate, Shadow of Theft (dm07-044): you may return it to your hand instead; if you do, put a card from your hand into your graveyard', () => {
  const PIRATE = 'dm07-044';
  it('yes: it returns, then its owner puts a card of the hand (it may be the Dream Pirate) into the graveyard', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [PIRATE], hand: [LAH] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'yes return Dream Pirate, Shadow of Theft (dm07-044) to hand instead');
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah}`, 'choose Dream Pirate, Shadow of Theft (dm07-044)']);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([PIRATE]);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    const t = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [PIRATE], hand: [LAH] });
    acts(t, 'cast Terror Pit (dm01-027)', 'yes return', 'choose Dream Pirate');
    expect(pl(t, 1).hand).toEqual([LAH]);
    expect(pl(t, 1).graveyard).toEqual([PIRATE]);
  });
  it('no: it is destroyed (nothing is discarded)', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [PIRATE], hand: [LAH] });
    acts(s, 'cast Terror Pit (dm01-027)', 'decline returning');
    expect(pl(s, 1).graveyard).toEqual([PIRATE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
});

describe('Garatyano (dm07-042): tap: look at the top 3 and put them back in any order', () => {
  it('the last one picked ends on top', () => {
    const s = position({ battle: ['dm07-042'], deck: SIX }, {}, { step: 'attack' });
    act(s, 'tap ');
    expect(legal(s)).toEqual([`choose ${N.hornet}`, `choose ${N.lah}`, 'choose Terror Pit (dm01-027)']);
    acts(s, `choose ${N.lah}`, 'choose Terror Pit');
    expect(libIds(s, 0)).toEqual([HORNET, PIT, LAH, FIRE, WATER, DARK]);
    expect(tappedOf(s, 0, 'dm07-042')).toBe(true);
  });
});

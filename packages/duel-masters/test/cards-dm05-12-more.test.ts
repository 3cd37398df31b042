// Per-card tests for the DM-05..DM-12 scripts that use the newer trigger events (becoming blocked, attacking
// unblocked, an ally attacking, the opponent summoning or casting, the triggering card in register 3) and
// putting creatures into the battle zone without summoning them. One describe per card.
import { describe, expect, it } from 'vitest';
import type { DMState } from '../src/state.js';
import { cardDefs } from '../src/catalog.js';
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
  deckOf,
  actFirst as actFirstLocal,
} from './card-fixtures.js';

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

describe('Coliseum Shell (dm08-033): whenever it becomes blocked, you may put the top card of your deck into your mana zone', () => {
  const CS = 'Coliseum Shell (dm08-033)';
  it('blocked: yes puts the top card into mana', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, `block with ${N.gran}`);
    expect(snap(s).toAct).toBe(0);
    act(s, 'yes');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([PIT]);
    expect(pl(s, 0).graveyard).toEqual(['dm08-033']); // then it loses the battle
  });
  it('may decline', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, `block with ${N.gran}`, 'decline');
    expect(pl(s, 0).mana).toEqual([]);
  });
  it('not blocked: nothing', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, 'no-block', 'break shield 1');
    expect(pl(s, 0).mana).toEqual([]);
  });
});

describe('Solar Grass (dm08-021): turbo rush: attacking the opponent unblocked, untap all your creatures except Solar Grasses', () => {
  const SG = 'Solar Grass (dm08-021)';
  it('with turbo rush: the other attackers untap, Solar Grasses do not', () => {
    const s = position({ battle: [HORNET, 'dm08-021', 'dm08-021'] }, { shields: M(LAH, 5) }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1');
    actFirstLocal(s, `attack player with ${SG}`);
    act(s, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true, false]);
    actFirstLocal(s, `attack player with ${SG}`);
    act(s, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true, true]);
  });
  it('without turbo rush (no other creature broke a shield): nothing untaps', () => {
    const s = position({ battle: [HORNET, 'dm08-021'] }, { battle: [{ card: WATER, tapped: true }] }, { step: 'attack' });
    acts(s, `attack ${N.vehicle} with ${N.hornet}`, `attack player with ${SG}`, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, true]);
  });
  it('blocked: nothing untaps', () => {
    const s = position({ battle: [HORNET, 'dm08-021'] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'no-block', 'break shield 1', `attack player with ${SG}`, `block with ${N.gran}`);
    expect(tappedOf(s, 0, HORNET)).toBe(true);
  });
});

describe('Gachack, Mechanical Doll (dm08-028): turbo rush: attacking the opponent unblocked, you may destroy a creature', () => {
  const G = 'Gachack, Mechanical Doll (dm08-028)';
  it('with turbo rush: destroys the chosen creature', () => {
    const s = position({ battle: [HORNET, 'dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1', `attack player with ${G}`);
    expect(legal(s)).toEqual([`done choosing for ${G}`, `choose ${N.hornet}`, `choose ${G}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ battle: [HORNET, 'dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1', `attack player with ${G}`, 'done choosing', 'break shield 1');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('without turbo rush: nothing', () => {
    const s = position({ battle: ['dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with ${G}`);
    expect(legal(s)).toEqual(['break shield 1', 'break shield 2', 'break shield 3', 'break shield 4', 'break shield 5']);
  });
});

describe('Thrumiss, Zephyr Guardian (dm08-007): whenever any of your creatures attacks, you may tap an opposing creature', () => {
  it('an ally attacks: tap the chosen creature (a blocker can then not block)', () => {
    const s = position({ battle: ['dm08-007', HORNET] }, { battle: [GRAN, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(legal(s)).toEqual(['done choosing for Thrumiss, Zephyr Guardian (dm08-007)', `choose ${N.gran}`, `choose ${N.lah}`]);
    act(s, `choose ${N.gran}`);
    expect(tappedOf(s, 1, GRAN)).toBe(true);
    expect(legal(s)[0]).toBe('break shield 1'); // no untapped blocker left
  });
  it('Thrumiss itself attacks: the ability triggers too', () => {
    const s = position({ battle: ['dm08-007'] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Thrumiss, Zephyr Guardian (dm08-007)', `choose ${N.lah}`);
    expect(tappedOf(s, 1, LAH)).toBe(true);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm08-007', HORNET] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'done choosing');
    expect(tappedOf(s, 1, LAH)).toBe(false);
  });
  it("the opponent's attacks do not trigger it", () => {
    const s = position({ battle: ['dm08-007'] }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(legal(s)[0]).toBe('break shield 1');
  });
});

for (const [id, name, civMana] of [
  ['dm08-027', 'Motorcycle Mutant', DARK],
  ['dm08-046', 'Tyrant Worm', DARK],
] as const) {
  describe(`${name} (${id}): when you put another creature into the battle zone, destroy this creature`, () => {
    it('you summon another creature: it is destroyed', () => {
      const s = position({ hand: [DARK], mana: M(civMana, 2), battle: [id] });
      act(s, `summon ${N.ghoul}`);
      expect(battleIds(s, 0)).toEqual([DARK]);
      expect(pl(s, 0).graveyard).toEqual([id]);
    });
    it("the opponent's creature entering does not count", () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2) }, { battle: [id] });
      act(s, `summon ${N.ghoul}`);
      expect(battleIds(s, 1)).toEqual([id]);
    });
  });
}

describe('Scream Slicer, Shadow of Fear (dm08-013): when you put a Dragonoid or a Dragon into the battle zone, destroy the creature with the least power', () => {
  const SS = 'Scream Slicer, Shadow of Fear (dm08-013)';
  it('a Dragon enters: the weakest creature (either side) is destroyed', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-013', HORNET] }, { battle: [WATER, LAH] });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 1).graveyard).toEqual([WATER]);
    expect(battleIds(s, 0)).toEqual(['dm08-013', HORNET, BOLTAIL]);
  });
  it('a tie: you choose among the tied creatures', () => {
    const s = position({ hand: ['dm01-095'], mana: M(FIRE, 4), battle: ['dm08-013', DARK] }, { battle: [FIRE, LAH] });
    act(s, 'summon Fire Sweeper Burning Hellion (dm01-095)');
    expect(legal(s)).toEqual([`choose ${N.ghoul}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(battleIds(s, 0)).toContain(DARK);
  });
  it('Scream Slicer itself may be the weakest', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-013'] }, { battle: [GRAN] });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 0).graveyard).toEqual(['dm08-013']);
  });
  it('a non-Dragon, or an opposing Dragon: nothing', () => {
    const s = position({ hand: [DARK], mana: M(DARK, 2), battle: ['dm08-013'] }, { battle: [WATER] });
    act(s, `summon ${N.ghoul}`);
    expect(battleIds(s, 1)).toEqual([WATER]);
    const t = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: [WATER] }, { battle: ['dm08-013'] });
    act(t, `summon ${N.boltail}`);
    expect(battleIds(t, 0)).toEqual([WATER, BOLTAIL]);
    void SS;
  });
});

describe('Bakkra Horn, the Silent (dm08-054): when you put a Dragonoid or a Dragon into the battle zone, the top card of your deck goes to mana', () => {
  it('a Dragon', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(FIRE, 7), PIT]);
  });
  it('a Dragonoid', () => {
    const s = position({ hand: ['dm01-095'], mana: M(FIRE, 4), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, 'summon Fire Sweeper Burning Hellion (dm01-095)');
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('another race: nothing', () => {
    const s = position({ hand: [FIRE], mana: M(FIRE, 2), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).mana.length).toBe(2);
  });
});

const TROPICO = 'dm01-019'; // Tropico (water Cyber Lord 3000)
const CANDY = 'dm01-081'; // Candy Drop (water Cyber Virus 1000, cost 3)
const RAVEN = 'dm01-055'; // Dark Raven, Shadow of Grief (darkness Ghost 1000, cost 4, blocker)
const LAURA = 'dm01-076'; // La Ura Giga, Sky Guardian (light Guardian 2000, cost 1, blocker)

describe('Emperor Maroll (dm09-009): returns to hand when another creature of yours enters; a blocker of it returns to hand, no battle', () => {
  const EM = 'Emperor Maroll (dm09-009)';
  const maroll = { card: 'dm09-009', under: [TROPICO] };
  it('you summon another creature: Maroll (with the card under it) returns to your hand', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: [maroll] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 0)).toEqual([CANDY]);
    expect(pl(s, 0).hand.sort()).toEqual(['dm09-009', TROPICO].sort());
  });
  it("the opponent's creature entering does not count", () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3) }, { battle: [maroll] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 1)).toEqual(['dm09-009']);
  });
  it("blocked: the blocker returns to its owner's hand, no battle, no shield broken", () => {
    const s = position({ battle: [maroll] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${EM}`, `block with ${N.gran}`);
    expect(pl(s, 1).hand).toEqual([GRAN]);
    expect(battleIds(s, 0)).toEqual(['dm09-009']);
    expect(pl(s, 1).shields).toBe(5);
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('Scout Cluster (dm09-041): returns to your hand when you put another creature into the battle zone', () => {
  it('you summon another creature', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-041'] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(pl(s, 0).hand).toEqual(['dm09-041']);
  });
  it('the opponent summons: it stays', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3) }, { battle: ['dm09-041'] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 1)).toEqual(['dm09-041']);
  });
});

describe('Marching Motherboard (dm09-002): when another creature of yours with Cyber in its race enters, you may draw', () => {
  it('a Cyber Virus: yes draws', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-002'] });
    acts(s, 'summon Candy Drop (dm01-081)', 'yes');
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-002'] });
    acts(s, 'summon Candy Drop (dm01-081)', 'decline');
    expect(pl(s, 0).hand).toEqual([]);
  });
  it('a Cyber Lord counts; a non-Cyber creature does not', () => {
    const s = position({ hand: [TROPICO], mana: M(WATER, 5), battle: ['dm09-002'] });
    act(s, 'summon Tropico');
    expect(legal(s)).toContain('yes Marching Motherboard (dm09-002)');
    const t = position({ hand: [WATER], mana: M(WATER, 5), battle: ['dm09-002'] });
    act(t, `summon ${N.vehicle}`);
    expect(legal(t)).not.toContain('yes Marching Motherboard (dm09-002)');
  });
});

describe('Azaghast, Tyrant of Shadows (dm09-003): when you put a Ghost into the battle zone, you may destroy an untapped opposing creature', () => {
  const az = { card: 'dm09-003', under: ['dm01-005'] };
  it('a Ghost: choose among untapped opposing creatures only', () => {
    const s = position({ hand: [RAVEN], mana: M(DARK, 4), battle: [az] }, { battle: [LAH, { card: GRAN, tapped: true }] });
    act(s, 'summon Dark Raven, Shadow of Grief (dm01-055)');
    expect(legal(s)).toEqual(['done choosing for Azaghast, Tyrant of Shadows (dm09-003)', `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('may decline; a non-Ghost does nothing', () => {
    const s = position({ hand: [RAVEN], mana: M(DARK, 4), battle: [az] }, { battle: [LAH] });
    acts(s, 'summon Dark Raven, Shadow of Grief (dm01-055)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
    const t = position({ hand: [DARK], mana: M(DARK, 2), battle: [az] }, { battle: [LAH] });
    act(t, `summon ${N.ghoul}`);
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Vreemah, Freaky Mojo Totem (dm09-005): when you put another creature into the battle zone, each Beast Folk gets +2000 and double breaker this turn', () => {
  it("both players' Beast Folk get +2000 and double breaker until the end of the turn", () => {
    const s = position(
      { hand: [NATURE], mana: M(NATURE, 2), battle: ['dm09-005', NATURE, HORNET] },
      { battle: [NATURE], shields: M(LAH, 5) },
    );
    act(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([4000, 4000, 4000, 4000]);
    expect(pl(s, 1).battle.map((b) => b.power)).toEqual([4000]);
    acts(s, 'end-main');
    actFirstLocal(s, `attack player with ${N.mane}`);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('a second creature entering stacks (+4000)', () => {
    const s = position({ hand: [NATURE, NATURE], mana: M(NATURE, 4), battle: ['dm09-005', NATURE] });
    actFirstLocal(s, `summon ${N.mane}`);
    actFirstLocal(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle[1]!.power).toBe(6000);
  });
  it("the opponent's creature entering does not count", () => {
    const s = position({ hand: [NATURE], mana: M(NATURE, 2), battle: [NATURE] }, { battle: ['dm09-005'] });
    act(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([2000, 2000]);
  });
});

describe('Micute, the Oracle (dm09-007): when you put a Guardian into the battle zone, you may tap an opposing creature', () => {
  it('a Guardian: tap the chosen creature', () => {
    const s = position({ hand: [LAURA], mana: M(LIGHT, 1), battle: ['dm09-007'] }, { battle: [LAH] });
    acts(s, 'summon La Ura Giga, Sky Guardian (dm01-076)', `choose ${N.lah}`);
    expect(tappedOf(s, 1, LAH)).toBe(true);
  });
  it('may decline; another race does nothing', () => {
    const s = position({ hand: [LAURA], mana: M(LIGHT, 1), battle: ['dm09-007'] }, { battle: [LAH] });
    acts(s, 'summon La Ura Giga, Sky Guardian (dm01-076)', 'done choosing');
    expect(tappedOf(s, 1, LAH)).toBe(false);
    const t = position({ hand: [LIGHT], mana: M(LIGHT, 2), battle: ['dm09-007'] }, { battle: [LAH] });
    act(t, `summon ${N.reusol}`);
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Ice Vapor, Shadow of Anguish (dm09-013): whenever the opponent casts a spell, he discards a card, then puts a mana card into his graveyard', () => {
  it('after the spell: the caster chooses a hand card, then a mana card', () => {
    const s = position({ hand: [PIT, LAH, FIRE], mana: M(DARK, 7) }, { battle: ['dm09-013', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`);
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(snap(s).toAct).toBe(0);
    actFirstLocal(s, `choose ${N.ghoul}`);
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(pl(s, 0).graveyard.sort()).toEqual([PIT, FIRE, DARK].sort());
    expect(pl(s, 0).mana.length).toBe(6);
  });
  it('an empty hand: only the mana card', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-013', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`, `choose ${N.ghoul}`);
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('its controller casting does not trigger it; summoning does not either', () => {
    const s = position({ hand: [PIT, LAH], mana: M(DARK, 6), battle: ['dm09-013'] }, { battle: [HORNET] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 0).hand).toEqual([LAH]);
    const t = position({ hand: [DARK, LAH], mana: M(DARK, 2) }, { battle: ['dm09-013'] });
    act(t, `summon ${N.ghoul}`);
    expect(pl(t, 0).hand).toEqual([LAH]);
  });
});

describe('Shock Trooper Mykee (dm09-015): attacking the opponent unblocked, you may destroy an opposing creature with power 3000 or less', () => {
  const MK = 'Shock Trooper Mykee (dm09-015)';
  it('unblocked: only small opposing creatures can be chosen', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [LAH, { card: FIRE, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with ${MK}`);
    expect(legal(s)).toEqual([`done choosing for ${MK}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [LAURA, FIRE] }, { step: 'attack' });
    acts(s, `attack player with ${MK}`, 'block with La Ura Giga');
    expect(battleIds(s, 1)).toContain(FIRE);
  });
  it('attacking a creature: nothing', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [{ card: WATER, tapped: true }, FIRE] }, { step: 'attack' });
    act(s, `attack ${N.vehicle} with ${MK}`);
    expect(battleIds(s, 1)).toContain(FIRE);
  });
});

describe('Cyclolink, Spectral Knight (dm09-036): attacking the opponent unblocked, you may take a spell from your deck', () => {
  it('finds a spell, shuffles', () => {
    const s = position({ battle: ['dm09-036'], deck: deckOf(PIT) }, {}, { step: 'attack' });
    act(s, 'attack player with Cyclolink, Spectral Knight (dm09-036)');
    expect(legal(s).slice(1)).toEqual(['choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
  it('may take nothing', () => {
    const s = position({ battle: ['dm09-036'], deck: deckOf(PIT) }, {}, { step: 'attack' });
    acts(s, 'attack player with Cyclolink, Spectral Knight (dm09-036)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Cavern Raider (dm09-054): attacking the opponent unblocked, you may take a creature from your deck', () => {
  it('only creatures', () => {
    const s = position({ battle: ['dm09-054'], deck: [PIT, PIT, HORNET] }, {}, { step: 'attack' });
    act(s, 'attack player with Cavern Raider (dm09-054)');
    expect(legal(s).slice(1)).toEqual([`choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([HORNET]);
  });
  it('blocked: no search', () => {
    const s = position({ battle: ['dm09-054'], deck: [PIT, HORNET, HORNET] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, 'attack player with Cavern Raider (dm09-054)', `block with ${N.gran}`);
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe("Tentacle Cluster (dm09-040): attacking the opponent unblocked, you may return a creature to its owner's hand", () => {
  it('bounce any creature (its own side included)', () => {
    const s = position({ battle: ['dm09-040', HORNET] }, { battle: [LAH] }, { step: 'attack' });
    act(s, 'attack player with Tentacle Cluster (dm09-040)');
    expect(legal(s).slice(1)).toEqual(['choose Tentacle Cluster (dm09-040)', `choose ${N.hornet}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm09-040'] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Tentacle Cluster (dm09-040)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Trixo, Wicked Doll (dm09-045): attacking the opponent unblocked, the opponent destroys one of his creatures', () => {
  it('the opponent chooses', () => {
    const s = position({ battle: ['dm09-045'] }, { battle: [LAH, FIRE] }, { step: 'attack' });
    act(s, 'attack player with Trixo, Wicked Doll (dm09-045)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-045'] }, { battle: [GRAN, FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Trixo, Wicked Doll (dm09-045)', `block with ${N.gran}`);
    expect(battleIds(s, 1)).toEqual([GRAN, FIRE]);
  });
});

describe('Quakesaur (dm09-048): attacking the opponent unblocked, the opponent puts a mana card into his graveyard', () => {
  it('the opponent chooses', () => {
    const s = position({ battle: ['dm09-048'] }, { mana: [LAH, FIRE] }, { step: 'attack' });
    act(s, 'attack player with Quakesaur (dm09-048)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([LAH]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-048'] }, { battle: [GRAN], mana: [LAH, FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Quakesaur (dm09-048)', `block with ${N.gran}`);
    expect(pl(s, 1).mana.length).toBe(2);
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

describe('Zero Nemesis, Shadow of Panic (dm10-022): whenever one of your creatures attacks, the opponent discards a card at random', () => {
  const zn = { card: 'dm10-022', under: [RAVEN] };
  it('an ally attacks: one random discard', () => {
    const s = position({ battle: [zn, HORNET] }, { hand: [LAH, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('Zero Nemesis itself attacks: one discard too', () => {
    const s = position({ battle: [zn] }, { hand: [LAH, FIRE] }, { step: 'attack' });
    act(s, 'attack player with Zero Nemesis, Shadow of Panic (dm10-022)');
    expect(pl(s, 1).hand.length).toBe(1);
  });
  it("the opponent's attacks do not trigger it", () => {
    const s = position({ battle: [zn], hand: [LAH] }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
});

describe('Zaltan (dm10-019): when you put a Cyber Virus into the battle zone, discard up to 2; a creature returns to hand per card discarded', () => {
  it('discard 2: return 2 creatures', () => {
    const s = position({ hand: [CANDY, LAH, FIRE], mana: M(WATER, 3), battle: ['dm10-019'] }, { battle: [GRAN, DIA, HORNET] });
    acts(s, 'summon Candy Drop (dm01-081)', `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(pl(s, 0).graveyard.sort()).toEqual([LAH, FIRE].sort());
    acts(s, `choose ${N.gran}`, `choose ${N.dia}`);
    expect(pl(s, 1).hand).toEqual([GRAN, DIA]);
    expect(battleIds(s, 1)).toEqual([HORNET]);
  });
  it('discard 1: return 1', () => {
    const s = position({ hand: [CANDY, LAH, FIRE], mana: M(WATER, 3), battle: ['dm10-019'] }, { battle: [GRAN, DIA] });
    acts(s, 'summon Candy Drop (dm01-081)', `choose ${N.lah}`, 'done choosing', `choose ${N.gran}`);
    expect(pl(s, 1).hand).toEqual([GRAN]);
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(legal(s)[0]).toBe('end-main');
  });
  it('may discard nothing', () => {
    const s = position({ hand: [CANDY, LAH], mana: M(WATER, 3), battle: ['dm10-019'] }, { battle: [GRAN] });
    acts(s, 'summon Candy Drop (dm01-081)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
  it('not a Cyber Virus: nothing', () => {
    const s = position({ hand: [WATER, LAH], mana: M(WATER, 2), battle: ['dm10-019'] }, { battle: [GRAN] });
    act(s, `summon ${N.vehicle}`);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe("Soulswap (dm10-036): a creature to its owner's mana; then a non-evolution creature from that mana zone (cost <= its size) into the battle zone", () => {
  it("the opponent's creature: swap it for one of his cheap mana creatures", () => {
    const s = position({ hand: ['dm10-036'], mana: M(NATURE, 3) }, { battle: [GRAN], mana: [HORNET, FIRE, BOLTAIL, PIT] });
    acts(s, 'cast Soulswap', `choose ${N.gran}`);
    // 5 cards in his mana now: Gran Gure (6) and Boltail (7) cost too much, Terror Pit is no creature.
    expect(legal(s)).toEqual([`choose ${N.hornet}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.hornet}`);
    expect(battleIds(s, 1)).toEqual([HORNET]);
    expect(
      pl(s, 1)
        .mana.map((m) => m.id)
        .sort(),
    ).toEqual([FIRE, BOLTAIL, PIT, GRAN].sort());
  });
  it('the creature itself can come back when it is cheap enough', () => {
    const s = position({ hand: ['dm10-036'], mana: M(NATURE, 3), battle: [HORNET] }, {});
    acts(s, 'cast Soulswap', `choose ${N.hornet}`);
    // your mana: 3 Burning Manes + Forest Hornet = 4 cards
    expect(legal(s)).toEqual([`choose ${N.mane}`, `choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(battleIds(s, 0)).toEqual([HORNET]);
  });
  it('evolution creatures in mana cannot be chosen', () => {
    const s = position(
      { hand: ['dm10-036'], mana: M(NATURE, 3) },
      { battle: [LAH], mana: ['dm09-003', 'dm09-003', 'dm09-003', 'dm09-003', 'dm09-003', 'dm09-003'] },
    );
    acts(s, 'cast Soulswap', `choose ${N.lah}`);
    // 7 cards in his mana: Azaghast (7) would fit by cost but is an evolution; Lah is the only choice.
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).mana.length).toBe(6);
  });
  it('may choose nothing', () => {
    const s = position({ hand: ['dm10-036'], mana: M(NATURE, 3) }, { battle: [GRAN] });
    acts(s, 'cast Soulswap', 'done choosing');
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
});

describe('Transmogrify (dm10-021): destroy a creature; its owner reveals until a non-evolution creature and puts it into the battle zone', () => {
  it('the revealed non-creatures and evolutions go to the graveyard', () => {
    const s = position({ hand: ['dm10-021'], mana: M(WATER, 3) }, { battle: [LAH], deck: [PIT, 'dm10-022', HORNET, ...M(LAH, 5)] });
    act(s, 'cast Transmogrify');
    expect(battleIds(s, 1)).toEqual([HORNET]);
    expect(pl(s, 1).graveyard.sort()).toEqual([LAH, PIT, 'dm10-022'].sort());
    expect(pl(s, 1).deck).toBe(5);
  });
  it('JA: not optional — your only creature must be chosen', () => {
    const s = position({ hand: ['dm10-021'], mana: M(WATER, 3), battle: [FIRE], deck: [HORNET, ...M(LAH, 5)] }, { battle: [LAH] });
    act(s, 'cast Transmogrify');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.lah}`]);
    act(s, `choose ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual([HORNET]);
  });
  it('not destroyed (a replacement sent it elsewhere): nothing is revealed', () => {
    // Solid Horn (dm09-052): when it would be destroyed, it goes to the mana zone instead.
    const s = position({ hand: ['dm10-021'], mana: M(WATER, 3) }, { battle: ['dm09-052'], deck: [PIT, HORNET, ...M(LAH, 5)] });
    act(s, 'cast Transmogrify');
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm09-052']);
    expect(pl(s, 1).deck).toBe(7);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('no non-evolution creature in the deck: every card is revealed and goes to the graveyard', () => {
    const s = position({ hand: ['dm10-021'], mana: M(WATER, 3) }, { battle: [LAH], deck: [PIT, PIT] });
    act(s, 'cast Transmogrify');
    expect(pl(s, 1).deck).toBe(0);
    expect(pl(s, 1).graveyard.length).toBe(3);
  });
});

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon
const JABAHA_N = 'Überdragon Jabaha (dm03-004)';
/** Player 1 casts Terror Pit on P0's creature `id` (P0 has `p0`). */
function pitted(id: string, p0: Parameters<typeof position>[0]): DMState {
  const s = position({ ...p0, battle: [id, ...(p0.battle ?? [])] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
  act(s, 'cast Terror Pit');
  if (legal(s).some((a) => a.startsWith('choose') && a.includes('Kyrstron'))) act(s, 'choose Kyrstron');
  return s;
}

describe('Kyrstron, Lair Delver (dm08-015): when it is destroyed, you may put a Dragon from your hand into the battle zone', () => {
  const KY = 'Kyrstron, Lair Delver (dm08-015)';
  it('a Dragon from the hand enters', () => {
    const s = pitted('dm08-015', { hand: [BOLTAIL, LAH] });
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)).toEqual([`done choosing for ${KY}`, `choose ${N.boltail}`]);
    act(s, `choose ${N.boltail}`);
    expect(battleIds(s, 0)).toEqual([BOLTAIL]);
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = pitted('dm08-015', { hand: [BOLTAIL] });
    act(s, 'done choosing');
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('an evolution Dragon only on one of its sources', () => {
    const s = pitted('dm08-015', { hand: [JABAHA], battle: [FIRE] });
    expect(snap(s).toAct).toBe(1); // no source for Jabaha: nothing to choose
    const t = position({ hand: [JABAHA], battle: ['dm08-015', BOLTAIL, FIRE] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    acts(t, 'cast Terror Pit', 'choose Kyrstron', `choose ${JABAHA_N}`);
    // the only Armored Dragon is the source: no further choice
    expect(pl(t, 0).battle.map((b) => [b.id, b.under])).toEqual([
      [JABAHA, [BOLTAIL]],
      [FIRE, []],
    ]);
  });
  it('no Dragon in hand: nothing to choose', () => {
    const s = pitted('dm08-015', { hand: [LAH, 'dm01-095'] });
    expect(snap(s).toAct).toBe(1);
  });
});

describe('Terradragon Gamiratar (dm08-018): when it enters, the opponent may put a creature from his hand into the battle zone', () => {
  const G = 'Terradragon Gamiratar (dm08-018)';
  it('the opponent chooses a creature (not a spell) and it enters', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [LAH, PIT] });
    act(s, `summon ${G}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`done choosing for ${G}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([PIT]);
  });
  it('the opponent may decline', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [LAH] });
    acts(s, `summon ${G}`, 'done choosing');
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('an evolution: the opponent chooses which of his sources it goes on', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [JABAHA], battle: [BOLTAIL, BOLTAIL] });
    acts(s, `summon ${G}`, `choose ${JABAHA_N}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s).length).toBe(2);
    act(s, legal(s)[1]!);
    expect(pl(s, 1).battle.map((b) => [b.id, b.under])).toEqual([
      [BOLTAIL, []],
      [JABAHA, [BOLTAIL]],
    ]);
  });
  it("putting it is not summoning: the opponent's 'whenever your opponent summons' does not trigger", () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4), battle: ['dm06-080'] }, { hand: [LAH] });
    acts(s, `summon ${G}`, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Stratosphere Giant (dm09-s05): when it enters, the opponent puts up to 2 creatures from his hand into the battle zone', () => {
  const SG = 'Stratosphere Giant (dm09-s05)';
  it('two creatures enter', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE, PIT] });
    act(s, `summon ${SG}`);
    expect(snap(s).toAct).toBe(1);
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(battleIds(s, 1).sort()).toEqual([LAH, FIRE].sort());
    expect(pl(s, 1).hand).toEqual([PIT]);
  });
  it('one, or none', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE] });
    acts(s, `summon ${SG}`, `choose ${N.lah}`, 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
    const t = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE] });
    acts(t, `summon ${SG}`, 'done choosing');
    expect(battleIds(t, 1)).toEqual([]);
  });
  it('an evolution cannot go on a creature entering at the same time', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [JABAHA, BOLTAIL] });
    act(s, `summon ${SG}`);
    expect(legal(s)).toEqual([`done choosing for ${SG}`, `choose ${N.boltail}`]);
    act(s, `choose ${N.boltail}`);
    expect(battleIds(s, 1)).toEqual([BOLTAIL]);
    expect(pl(s, 1).hand).toEqual([JABAHA]);
  });
  it('an evolution on an existing source, together with another creature', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [JABAHA, LAH], battle: [BOLTAIL] });
    acts(s, `summon ${SG}`, `choose ${JABAHA_N}`, `choose ${N.lah}`);
    expect(pl(s, 1).battle.map((b) => [b.id, b.under])).toEqual([
      [JABAHA, [BOLTAIL]],
      [LAH, []],
    ]);
  });
});

describe('Rapid Reincarnation (dm10-015): you may destroy one of your creatures; if you do, a creature from your hand costing <= your mana count enters', () => {
  const RR = 'cast Rapid Reincarnation (dm10-015)';
  it('destroy, then choose among the affordable creatures in hand', () => {
    const s = position({ hand: ['dm10-015', LAH, BOLTAIL, HORNET], mana: M(LIGHT, 5), battle: [FIRE] });
    acts(s, RR, `choose ${N.vorg}`);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.hornet}`]);
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 0)).toEqual([LAH]);
    expect(pl(s, 0).graveyard.sort()).toEqual([FIRE, 'dm10-015'].sort());
  });
  it('may destroy nothing: nothing enters', () => {
    const s = position({ hand: ['dm10-015', LAH], mana: M(LIGHT, 5), battle: [FIRE] });
    acts(s, RR, 'done choosing');
    expect(battleIds(s, 0)).toEqual([FIRE]);
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('the destruction replaced (Solid Horn goes to mana instead): nothing enters', () => {
    const s = position({ hand: ['dm10-015', LAH], mana: M(LIGHT, 5), battle: ['dm09-052'] });
    acts(s, RR, 'choose Solid Horn');
    expect(pl(s, 0).mana.length).toBe(6);
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('an evolution needs a source that is still there', () => {
    const s = position({ hand: ['dm10-015', JABAHA], mana: M(LIGHT, 7), battle: [BOLTAIL, FIRE] });
    acts(s, RR, `choose ${N.vorg}`); // Jabaha is the only choice, Boltail its only source: no decision
    expect(pl(s, 0).battle.map((b) => [b.id, b.under])).toEqual([[JABAHA, [BOLTAIL]]]);
    const t = position({ hand: ['dm10-015', JABAHA], mana: M(LIGHT, 7), battle: [BOLTAIL] });
    acts(t, RR, `choose ${N.boltail}`);
    expect(pl(t, 0).hand).toEqual([JABAHA]); // its only source was the destroyed creature
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

describe('Copper Locust (dm12-052): when a player evolves another creature, destroy this creature', () => {
  it('you evolve: it is destroyed', () => {
    const s = position({ hand: [JABAHA], mana: M(FIRE, 7), battle: ['dm12-052', BOLTAIL] });
    act(s, `evolve ${JABAHA_N}`);
    expect(pl(s, 0).graveyard).toEqual(['dm12-052']);
    expect(battleIds(s, 0)).toEqual([JABAHA]);
  });
  it('the opponent evolves: destroyed too', () => {
    const s = position({ hand: [JABAHA], mana: M(FIRE, 7), battle: [BOLTAIL] }, { battle: ['dm12-052'] });
    act(s, `evolve ${JABAHA_N}`);
    expect(pl(s, 1).graveyard).toEqual(['dm12-052']);
  });
  it('an evolution put onto a source by an effect (Rapid Reincarnation) counts', () => {
    const s = position({ hand: ['dm10-015', JABAHA], mana: M(LIGHT, 7), battle: [BOLTAIL, FIRE] }, { battle: ['dm12-052'] });
    acts(s, 'cast Rapid Reincarnation', `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual(['dm12-052']);
  });
  it('a non-evolution creature entering: nothing', () => {
    const s = position({ hand: [FIRE], mana: M(FIRE, 2), battle: ['dm12-052'] });
    act(s, `summon ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual(['dm12-052', FIRE]);
  });
});

describe('Simian Warrior Grash (dm09-016): whenever one of your Armorloids is destroyed, the opponent puts a mana card into his graveyard', () => {
  const URH = 'dm01-061'; // Armored Walker Urherion (fire Armorloid 3000)
  it('another Armorloid of yours: the opponent chooses', () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', URH] });
    acts(s, 'cast Terror Pit', 'choose Armored Walker Urherion');
    expect(snap(s).toAct).toBe(0);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).graveyard.sort()).toEqual([PIT, LAH].sort());
  });
  it('Grash itself', () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', URH] });
    acts(s, 'cast Terror Pit', 'choose Simian Warrior Grash', `choose ${N.lah}`);
    expect(pl(s, 0).mana.length).toBe(6);
  });
  it('destroyed together with another Armorloid: once, for itself (603.5c)', () => {
    const s = position({ hand: ['dm09-017'], mana: [...M(FIRE, 6), LAH, WATER] }, { battle: ['dm09-016', URH] });
    act(s, 'cast Blizzard of Spears');
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).mana.length).toBe(7);
    expect(legal(s)[0]).toBe('end-main');
  });
  it("a non-Armorloid of yours, or the opponent's Armorloid: nothing", () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`);
    expect(pl(s, 0).mana.length).toBe(7);
    // P1 (Grash's controller) destroys P0's Armorloid
    const t = position({ battle: [URH], mana: [LAH] }, { hand: [PIT], mana: M(DARK, 6), battle: ['dm09-016'] }, { activePlayer: 1 });
    act(t, 'cast Terror Pit');
    expect(pl(t, 0).graveyard).toEqual([URH]);
    expect(pl(t, 0).mana.length).toBe(1);
    expect(legal(t)[0]).toBe('end-main');
  });
});

/** Player p's deck as card ids, top first. */
function libIds(s: DMState, p: number): string[] {
  const defs = cardDefs();
  return s.lib[p as 0 | 1].map((i) => defs[s.def[i]!]!.id).reverse();
}
const SIX = [PIT, LAH, HORNET, FIRE, WATER, DARK];

describe('Submarine Project (dm09-026): look at the top 4, one to your hand, the rest on the bottom in any order', () => {
  it('one to hand, the rest to the bottom in the order picked (the last picked at the very bottom)', () => {
    const s = position({ hand: ['dm09-026'], mana: M(WATER, 3), deck: SIX });
    act(s, 'cast Submarine Project');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.hornet}`, `choose ${N.lah}`, 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.hornet}`, `choose ${N.lah}`]);
    acts(s, `choose ${N.hornet}`, `choose ${N.lah}`); // the last one needs no decision
    expect(libIds(s, 0)).toEqual([WATER, DARK, HORNET, LAH, FIRE]);
    expect(legal(s)[0]).toBe('end-main');
  });
  it('a short deck: what there is', () => {
    const s = position({ hand: ['dm09-026'], mana: M(WATER, 3), deck: [PIT, LAH] });
    acts(s, 'cast Submarine Project', `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(libIds(s, 0)).toEqual([PIT]);
  });
});

for (const [id, name] of [
  ['dm09-010', 'Zeppelin Crawler'],
  ['dm09-042', 'Kelp Candle'],
] as const) {
  describe(`${name} (${id}): whenever it blocks, look at the top 4, one to your hand, the rest on the bottom in any order`, () => {
    it("blocks: the blocker's controller picks", () => {
      const s = position({ battle: [id], deck: SIX }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
      acts(s, `attack player with ${N.hornet}`, `block with ${name} (${id})`);
      expect(snap(s).toAct).toBe(0);
      acts(s, `choose ${N.lah}`, `choose ${N.vorg}`, `choose ${N.hornet}`);
      expect(pl(s, 0).hand).toEqual([LAH]);
      expect(libIds(s, 0)).toEqual([WATER, DARK, FIRE, HORNET, PIT]);
    });
    it('not blocking: nothing', () => {
      const s = position({ battle: [id], deck: SIX }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
      acts(s, `attack player with ${N.hornet}`, 'no-block');
      expect(pl(s, 0).hand).toEqual([]);
      expect(libIds(s, 0)).toEqual(SIX);
    });
    it("can't attack", () => {
      expect(legal(position({ battle: [id] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
    });
  });
}

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

describe("Mechadragon's Breath (dm12-013): choose a number <= 6000; destroy all creatures with that power", () => {
  const MB = "cast Mechadragon's Breath (dm12-013)";
  it('every creature (both sides) with the chosen power', () => {
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6), battle: [SEAMINE, FIRE] }, { battle: [HORNET, LAH, GRAN] });
    act(s, MB);
    // Gran Gure (9000) is above 6000
    expect(legal(s)).not.toContain(`choose ${N.gran}`);
    act(s, `choose ${N.hornet}`);
    expect(battleIds(s, 0)).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual([LAH, GRAN]);
  });
  it('a number no creature has: nothing', () => {
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6), battle: [FIRE] }, { battle: [LAH] });
    acts(s, MB, 'done choosing');
    expect(battleIds(s, 0)).toEqual([FIRE]);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('powers as they are now (a power attacker bonus is not counted outside an attack)', () => {
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6), battle: ['dm06-101'] }, { battle: [WATER] });
    act(s, MB);
    act(s, 'choose Choya');
    expect(battleIds(s, 1)).toEqual([]); // Choya 1000 = Aqua Vehicle 1000
  });
});

describe('Sasha, Channeler of Suns (dm08-006): while battling a Dragon, +6000', () => {
  const GAUL = 'dm10-006'; // Gaulezal Dragon (fire Armored Dragon 11000)
  const SASHA = 'Sasha, Channeler of Suns (dm08-006)';
  it('blocks a Dragon and wins (15500 vs 11000)', () => {
    const s = position({ battle: [GAUL] }, { battle: ['dm08-006'] }, { step: 'attack' });
    acts(s, 'attack player with Gaulezal Dragon (dm10-006)', `block with ${SASHA}`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual(['dm08-006']);
  });
  it('attacks a tapped Dragon and wins', () => {
    const s = position({ battle: ['dm08-006'] }, { battle: [{ card: GAUL, tapped: true }] }, { step: 'attack' });
    act(s, `attack Gaulezal Dragon (dm10-006) with ${SASHA}`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm08-006']);
  });
  it('9500 outside a battle', () => {
    const s = position({ battle: ['dm08-006'] }, { battle: [GAUL] });
    expect(pl(s, 0).battle[0]!.power).toBe(9500);
  });
});

describe('Tajimal, Vizier of Aqua (dm10-062): while battling a fire creature, +4000', () => {
  const TJ = 'Tajimal, Vizier of Aqua (dm10-062)';
  it('blocks a fire 5000 and wins (8000)', () => {
    const s = position({ battle: ['dm01-030'] }, { battle: ['dm10-062'] }, { step: 'attack' });
    acts(s, 'attack player with Draglide (dm01-030)', `block with ${TJ}`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual(['dm10-062']);
  });
  it('blocks a light 5500 and loses (4000)', () => {
    const s = position({ battle: [LAH] }, { battle: ['dm10-062'] }, { step: 'attack' });
    acts(s, `attack player with ${N.lah}`, `block with ${TJ}`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual([LAH]);
  });
  it("no bonus when it isn't battling (4000), e.g. when no battle happens", () => {
    const s = position({ battle: ['dm06-032'] }, { battle: ['dm10-062'] }, { step: 'attack' });
    expect(pl(s, 1).battle[0]!.power).toBe(4000);
    acts(s, 'attack player with Badlands Lizard (dm06-032)', `block with ${TJ}`);
    expect(battleIds(s, 1)).toEqual(['dm10-062']);
    expect(pl(s, 1).battle[0]!.power).toBe(4000);
  });
});

describe('Necrodragon Jagraveen (dm12-003): when it blocks, destroy it after the battle', () => {
  const JG = 'Necrodragon Jagraveen (dm12-003)';
  it('blocks and wins the battle: destroyed after it', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm12-003'] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, `block with ${JG}`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(['dm12-003']);
  });
  it('attacked while tapped (not blocking): it wins and stays', () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm12-003', tapped: true }] }, { step: 'attack' });
    act(s, `attack ${JG} with ${N.hornet}`);
    expect(battleIds(s, 1)).toEqual(['dm12-003']);
  });
  it('attacking: it stays', () => {
    const s = position({ battle: ['dm12-003'] }, { battle: [{ card: HORNET, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.hornet} with ${JG}`);
    expect(battleIds(s, 0)).toEqual(['dm12-003']);
  });
  it('no battle happens (Badlands Lizard): it stays', () => {
    const s = position({ battle: ['dm06-032'] }, { battle: ['dm12-003'] }, { step: 'attack' });
    acts(s, 'attack player with Badlands Lizard (dm06-032)', `block with ${JG}`);
    expect(battleIds(s, 1)).toEqual(['dm12-003']);
  });
});

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

describe('Cloned Nightmare (dm12-026): one random card, plus one per Cloned Nightmare in the graveyards if you like; all discarded together', () => {
  const CN = 'cast Cloned Nightmare (dm12-026)';
  it("two in the graveyards (both players'), both used: 3 cards", () => {
    const s = position(
      { hand: ['dm12-026'], mana: M(DARK, 3), graveyard: ['dm12-026'] },
      { hand: [LAH, LAH, FIRE, WATER], graveyard: ['dm12-026'] },
    );
    act(s, CN);
    expect(legal(s)).toEqual(['done choosing for Cloned Nightmare (dm12-026)', 'choose Cloned Nightmare (dm12-026)']);
    acts(s, 'choose Cloned Nightmare', 'choose Cloned Nightmare');
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 1).graveyard.length).toBe(4);
  });
  it('may choose fewer', () => {
    const s = position({ hand: ['dm12-026'], mana: M(DARK, 3), graveyard: ['dm12-026', 'dm12-026'] }, { hand: [LAH, LAH, FIRE, WATER] });
    acts(s, CN, 'choose Cloned Nightmare', 'done choosing');
    expect(pl(s, 1).hand.length).toBe(2);
  });
  it('none in the graveyards: one card, no decision', () => {
    const s = position({ hand: ['dm12-026'], mana: M(DARK, 3) }, { hand: [LAH, FIRE] });
    act(s, CN);
    expect(pl(s, 1).hand.length).toBe(1);
    expect(pl(s, 0).graveyard).toEqual(['dm12-026']);
  });
});

describe('engine: replacements in a simultaneous destruction (609.2, 609.9)', () => {
  // Gigamantis (dm03-005, nature 5000): your other nature creatures that would go to the graveyard from the battle
  // zone go to your mana zone instead. Mechadragon's Breath on 5000 destroys it together with Barkwhip (nature
  // 5000). The replacement exists before the event, so Barkwhip goes to mana whatever the battle-zone order; the
  // engine decides creature by creature after the earlier ones have already moved, so it depends on the order.
  const breathOn5000 = (battle: string[]) => {
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6) }, { battle });
    acts(s, "cast Mechadragon's Breath", 'choose Gigamantis');
    return s;
  };
  it('Barkwhip before Gigamantis: to mana', () => {
    const s = breathOn5000(['dm02-033', 'dm03-005']);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm02-033']);
  });
  it('Gigamantis before Barkwhip: to mana too (replacements are decided before anything moves, 609.2)', () => {
    const s = breathOn5000(['dm03-005', 'dm02-033']);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual(['dm02-033']);
  });
});

describe('Zombie Carnival (dm09-047): choose a race; return up to 3 creatures of that race from your graveyard', () => {
  const ZC = 'cast Zombie Carnival (dm09-047)';
  const NIGHT = 'Night Master, Shadow of Decay (dm01-023)';
  it('after the first pick only creatures sharing its race remain', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN, DARK, 'dm01-023', 'dm01-054', PIT] });
    act(s, ZC);
    expect(legal(s).length).toBe(5); // done + 4 creatures (not the spell)
    act(s, 'choose Dark Raven');
    expect(legal(s).slice(1).sort()).toEqual([`choose ${NIGHT}`, 'choose Masked Horror, Shadow of Scorn (dm01-054)'].sort());
    acts(s, `choose ${NIGHT}`, 'choose Masked Horror');
    expect(pl(s, 0).hand.sort()).toEqual([RAVEN, 'dm01-023', 'dm01-054'].sort());
    expect(pl(s, 0).graveyard.sort()).toEqual([DARK, PIT, 'dm09-047'].sort());
  });
  it('a race only one creature has: just that one', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN, DARK] });
    acts(s, ZC, `choose ${N.ghoul}`);
    expect(pl(s, 0).hand).toEqual([DARK]);
  });
  it('may return none', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN] });
    acts(s, ZC, 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Dance of the Sproutlings (dm09-055): choose a race; put any number of creatures of that race from your hand into your mana zone', () => {
  const DS = 'cast Dance of the Sproutlings (dm09-055)';
  it('Beast Folk only once a Beast Folk is picked', () => {
    const s = position({ hand: ['dm09-055', NATURE, 'dm01-103', HORNET, PIT], mana: M(NATURE, 3) });
    act(s, DS);
    act(s, `choose ${N.mane}`);
    expect(legal(s).slice(1)).toEqual(['choose Fear Fang (dm01-103)']);
    act(s, 'choose Fear Fang');
    expect(pl(s, 0).hand.sort()).toEqual([HORNET, PIT].sort());
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('may put none', () => {
    const s = position({ hand: ['dm09-055', NATURE], mana: M(NATURE, 3) });
    acts(s, DS, 'done choosing');
    expect(pl(s, 0).hand).toEqual([NATURE]);
  });
});

describe('Kalute, Vizier of Eternity (dm09-038): if another Kalute is in the battle zone, it returns to your hand instead of going to the graveyard', () => {
  const K = 'dm09-038';
  it('alone: destroyed', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [K] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 1).graveyard).toEqual([K]);
  });
  it('with another Kalute of yours: to your hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [K, K] });
    actFirstLocal(s, 'cast Terror Pit');
    actFirstLocal(s, 'choose Kalute');
    expect(pl(s, 1).hand).toEqual([K]);
    expect(battleIds(s, 1)).toEqual([K]);
    expect(pl(s, 1).graveyard).toEqual([]);
  });
  it("the opponent's Kalute counts too", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [K] }, { battle: [K] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 1).hand).toEqual([K]);
  });
  it('two destroyed together: both return (609.2)', () => {
    const s = position({ hand: ['dm09-017'], mana: M(FIRE, 6) }, { battle: [K, K, HORNET] });
    act(s, 'cast Blizzard of Spears');
    expect(pl(s, 1).hand).toEqual([K, K]);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
  });
});

// Per-card tests for the DM-10 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  actFirst,
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
  power,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

const RAVEN = 'dm01-055'; // Dark Raven, Shadow of Grief (darkness 1000, Ghost, blocker)

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

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const CANDY = 'dm01-081'; // Candy Drop (water Cyber Virus 1000, cost 3)

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon

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
  it('113.6 (JA: その「S・トリガー」を使ってもよい): the S-Triggers among them may be used', () => {
    const s = position({ hand: ['dm10-s04'], mana: M(DARK, 6), shields: [PIT, LAH, PIT] }, { battle: [GRAN] });
    act(s, 'summon Necrodragon Bryzenaga (dm10-s04)');
    // Identical copies give one declaration; the shields are held (in no zone count) while declaring (113.6a).
    expect(legal(s)).toEqual(['decline remaining S-Triggers', `trigger Terror Pit (${PIT})`]);
    expect(pl(s, 0).shields).toBe(0);
    expect(pl(s, 0).hand).toEqual([]);
    act(s, `trigger Terror Pit (${PIT})`);
    act(s, 'decline remaining S-Triggers');
    // Terror Pit is cast for free: the only opposing creature is destroyed; the other cards are in the hand.
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).graveyard).toEqual([PIT]);
    expect(pl(s, 0).hand).toEqual([LAH, PIT]);
  });
  it('declined: all shields go to the hand, nothing is cast', () => {
    const s = position({ hand: ['dm10-s04'], mana: M(DARK, 6), shields: [PIT, LAH] }, { battle: [GRAN] });
    acts(s, 'summon Necrodragon Bryzenaga (dm10-s04)', 'decline remaining S-Triggers');
    expect(pl(s, 0).hand).toEqual([PIT, LAH]);
    expect(pl(s, 0).shields).toBe(0);
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
  it('no S-Trigger among them: nothing is asked', () => {
    const s = position({ hand: ['dm10-s04'], mana: M(DARK, 6), shields: [LAH, LAH] });
    act(s, 'summon Necrodragon Bryzenaga (dm10-s04)');
    expect(pl(s, 0).hand).toEqual([LAH, LAH]);
    expect(snap(s).toAct).toBe(0);
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

describe('Glais Mejicula, the Extreme (dm10-011): whenever one of your shields would be broken, you may discard 2 cards instead', () => {
  it('evolves on an Initiate; then saves each shield for 2 cards while the hand holds 2', () => {
    const e = position({ hand: ['dm10-011'], mana: M(LIGHT, 2), battle: ['dm01-072'] });
    act(e, 'evolve Glais Mejicula, the Extreme (dm10-011) onto Iere, Vizier of Bullets (dm01-072)');
    expect(battleIds(e, 0)).toEqual(['dm10-011']);
    const s = position({ battle: [BOLTAIL] }, { battle: ['dm10-011'], shields: M(LAH, 3), hand: M(HORNET, 4) }, { step: 'attack' });
    acts(s, 'attack player with Boltail Dragon (dm03-015)', 'break shield 1', 'break shield 2');
    acts(s, `discard ${N.hornet} (1 of 2)`, `discard ${N.hornet} (2 of 2)`, `discard ${N.hornet} (1 of 2)`, `discard ${N.hornet} (2 of 2)`);
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(M(HORNET, 4));
  });
});

describe('Bluum Erkis, Flare Guardian (dm10-s09): the shields it breaks are shown; you cast their S-Trigger spells for no cost', () => {
  it("breaks a Terror Pit and a creature: P0 casts the Pit on P1's creature, P1 gets the creature", () => {
    const s = position({ battle: ['dm10-s09'] }, { battle: [SEAMINE, HORNET], shields: [HORNET, PIT, LAH] }, { step: 'attack' });
    acts(s, 'attack player with Bluum Erkis, Flare Guardian (dm10-s09)', 'no-block', 'break shield 1', 'break shield 2');
    expect(snap(s).toAct).toBe(0); // P0 casts the Terror Pit and chooses its target
    act(s, `choose ${N.seamine}`);
    expect(battleIds(s, 1)).toEqual([HORNET]);
    expect(pl(s, 1).hand).toEqual([HORNET]);
    expect(pl(s, 1).graveyard.sort()).toEqual([SEAMINE, PIT].sort());
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
    acts(s, `summon ${name} (${id})`, 'choose shield 1 of P0');
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('113.6 (JA: その「S・トリガー」を使ってもよい): its S-Trigger may be used', () => {
    const s = position({ hand: [id], mana: M(civ, cost), shields: [LAH, PIT] }, { battle: [GRAN] });
    acts(s, `summon ${name} (${id})`, 'choose shield 2 of P0');
    expect(legal(s)).toEqual(['decline remaining S-Triggers', `trigger Terror Pit (${PIT})`]);
    act(s, `trigger Terror Pit (${PIT})`); // the only one: the declarations end without a decline
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).graveyard).toEqual([PIT]);
    expect(pl(s, 0).shields).toBe(1);
  });
});

describe('Bombazar, Dragon of Destiny (dm10-009): destroys the other 6000-power creatures, an extra turn, then you lose', () => {
  it('6000 exactly (both players), not itself; P0 plays turn 4 and loses at its end', () => {
    const s = position(
      { hand: ['dm10-009'], mana: [...M(FIRE, 3), ...M(NATURE, 4)], battle: ['dm01-s08', HORNET] },
      { battle: ['dm01-s08', LAH] },
    );
    act(s, 'summon Bombazar, Dragon of Destiny (dm10-009)');
    expect(battleIds(s, 0)).toEqual([HORNET, 'dm10-009']);
    expect(battleIds(s, 1)).toEqual([LAH]);
    acts(s, 'end-main', 'end-turn');
    expect([snap(s).turn, snap(s).activePlayer]).toEqual([4, 0]);
    acts(s, 'no-charge', 'end-main', 'end-turn');
    expect([snap(s).winner, snap(s).reason]).toEqual([1, 'extra-turn-loss']);
  });
});

describe("Kejila, the Hidden Horror (dm10-004): silent skill: it breaks 2 of the opponent's shields", () => {
  it('2 shields chosen go to his hand at once (701.14c)', () => {
    const s = silentPos('Kejila, the Hidden Horror (dm10-004)');
    expect(legal(s)).toContain('choose shield 1 of P1');
    acts(s, 'choose shield 1 of P1', 'choose shield 2 of P1');
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).hand).toHaveLength(2);
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
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

describe('Bubble Scarab (dm10-034): whenever one of your creatures is attacked, you may discard a card; if you do, it gets +3000', () => {
  it('a discard saves the attacked creature (2000 + 3000 against 4000)', () => {
    const s = position({ battle: [HORNET] }, { hand: [LAH], battle: ['dm10-034', { card: NATURE, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.mane} with ${N.hornet}`);
    expect(legal(s)).toEqual(['decline Bubble Scarab (dm10-034)', 'yes Bubble Scarab (dm10-034)']);
    act(s, 'yes Bubble Scarab (dm10-034)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
    expect(pl(s, 0).graveyard).toEqual([HORNET]);
    expect(battleIds(s, 1)).toEqual(['dm10-034', NATURE]);
  });
  it('declined: the attacked creature loses', () => {
    const s = position({ battle: [HORNET] }, { hand: [LAH], battle: ['dm10-034', { card: NATURE, tapped: true }] }, { step: 'attack' });
    acts(s, `attack ${N.mane} with ${N.hornet}`, 'decline Bubble Scarab (dm10-034)');
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('an empty hand: nothing asked', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm10-034', { card: NATURE, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.mane} with ${N.hornet}`);
    expect(pl(s, 1).graveyard).toEqual([NATURE]);
  });
});

describe("Terradragon Cusdalf (dm10-033): your mana doesn't untap at the start of your turn", () => {
  it('tapped mana stays tapped', () => {
    const s = position({ battle: ['dm10-033'], mana: [{ card: NATURE, tapped: true }, NATURE] }, {}, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    expect(pl(s, 0).mana.map((m) => m.tapped)).toEqual([true, false]);
  });
});

describe("Spinal Parasite (dm10-050): at the start of the opponent's turn, he chooses a creature that can attack; it attacks if able", () => {
  it('the chosen creature must attack (end-turn is not offered while it can)', () => {
    const s = position({ battle: [LAH, { card: FIRE, tapped: true }] }, { battle: ['dm10-050'] }, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    // P0's turn: both untapped and able; P0 chooses the Vorg.
    acts(s, `choose ${N.vorg}`, 'no-charge', 'end-main');
    expect(legal(s)).not.toContain('end-turn');
    expect(legal(s)).toContain(`attack player with ${N.vorg}`);
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

describe("Ulex, the Dauntless (dm10-066): the opponent can't tap it", () => {
  it("the opponent's Justice Jamming (fire) leaves it untapped", () => {
    const s = position({ hand: ['dm07-008'], mana: M(LIGHT, 3), battle: [FIRE] }, { battle: ['dm10-066', FIRE] });
    acts(s, 'cast Justice Jamming (dm07-008)', 'choose civilization fire');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
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

describe("Sanfist, the Savage Vizier (dm10-070): discarded during the opponent's turn, you may put it into the battle zone instead (JA: optional)", () => {
  const SANFIST = 'dm10-070';
  const YES_S = 'yes put Sanfist, the Savage Vizier (dm10-070) into the battle zone instead of discarding it';
  const NO_S = 'decline putting Sanfist, the Savage Vizier (dm10-070) into the battle zone: discard it';
  it('Roulette of Ruin on cost 3 discards two Sanfists at once: each is asked on its own (yes, then no)', () => {
    const s = position({ hand: ['dm11-014'], mana: M(DARK, 5) }, { hand: [SANFIST, SANFIST, HORNET] });
    acts(s, 'cast Roulette of Ruin (dm11-014)', 'choose number 3');
    expect(legal(s).sort()).toEqual([NO_S, YES_S]);
    act(s, YES_S);
    expect(legal(s).sort()).toEqual([NO_S, YES_S]); // the second copy's own question
    act(s, NO_S);
    expect(battleIds(s, 1)).toEqual([SANFIST]);
    expect(pl(s, 1).graveyard).toEqual([SANFIST]);
    expect(pl(s, 1).hand).toEqual([HORNET]);
    expect(pl(s, 0).graveyard).toEqual(['dm11-014']);
  });
  it("discarded to pay Glais Mejicula's save: asked right after that answer, before the attack goes on", () => {
    const s = position({ battle: [BOLTAIL] }, { battle: ['dm10-011'], shields: M(LAH, 3), hand: [SANFIST, HORNET] }, { step: 'attack' });
    acts(s, 'attack player with Boltail Dragon (dm03-015)', 'break shield 1', 'break shield 2');
    acts(s, 'discard Sanfist, the Savage Vizier (dm10-070) (1 of 2)', `discard ${N.hornet} (2 of 2)`);
    expect(legal(s).sort()).toEqual([NO_S, YES_S]);
    act(s, YES_S);
    expect(battleIds(s, 1)).toEqual(['dm10-011', SANFIST]);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
    expect(pl(s, 1).shields).toBe(2); // the first shield was saved; the second (no cards left to discard) broke
  });
  it('a blocker once in the battle zone', () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [SANFIST] });
    acts(s, 'cast Skeleton Vice (dm08-014)', YES_S);
    expect(battleIds(s, 1)).toEqual([SANFIST]);
    expect(snap(s).players[1]!.battle[0]!.tapped).toBe(false);
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

describe('Aqua Strummer (dm10-084): when it enters, look at the top 5 of your deck and put them back in any order', () => {
  it('the card picked last ends on top; the controller knows all five', () => {
    const top = [LIGHT, WATER, DARK, FIRE, NATURE];
    const s = position({ hand: ['dm10-084'], mana: M(WATER, 3), deck: [...top, ...M(LAH, 5)] });
    act(s, 'summon Aqua Strummer (dm10-084)');
    const seen = s.lib[0].slice(-5);
    expect(knows(s, 0, seen)).toBe(true);
    expect(knows(s, 1, seen)).toBe(false);
    // The fifth pick is forced (one card left): not asked.
    acts(s, `choose ${N.reusol}`, `choose ${N.vehicle}`, `choose ${N.ghoul}`, `choose ${N.mane}`);
    acts(s, 'end-main', 'end-turn', 'no-charge', 'end-main', 'end-turn');
    // P0's next draw is the card picked last (Immortal Baron, Vorg), then Burning Mane.
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(s.lib[0].length).toBe(9);
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

describe("Venom Capsule (dm10-092): silent skill: it breaks one of the opponent's shields", () => {
  it('a shield goes to his hand; an S-Trigger among them may be used', () => {
    const s = silentPos('Venom Capsule (dm10-092)', {}, { shields: [LAH, LAH, PIT], mana: M(DARK, 6) });
    act(s, 'choose shield 3 of P1');
    act(s, 'trigger Terror Pit (dm01-027)');
    expect(pl(s, 1).shields).toBe(2);
    expect(pl(s, 0).battle).toEqual([]);
  });
  it('no shields left: nothing happens (it is no attack)', () => {
    const s = silentPos('Venom Capsule (dm10-092)', {}, { shields: [] });
    expect(snap(s).status).not.toBe('over');
    expect(pl(s, 1).hand).toEqual([]);
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

describe('Ultimate Dragon (dm10-s06): +5000 and one more shield broken for each of your other Dragons', () => {
  it('with 2 other Dragons: 15000, breaks 3; with none: 5000, breaks 1', () => {
    const s = position({ battle: ['dm10-s06', BOLTAIL, BOLTAIL] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(15000);
    acts(s, 'attack player with Ultimate Dragon (dm10-s06)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(s, 1).shields).toBe(2);
    const alone = position({ battle: ['dm10-s06'] }, { battle: [BOLTAIL] }, { step: 'attack' });
    expect(pl(alone, 0).battle[0]!.power).toBe(5000);
    acts(alone, 'attack player with Ultimate Dragon (dm10-s06)', 'break shield 1');
    expect(pl(alone, 1).shields).toBe(4);
  });
});

describe("Bodacious Giant (dm10-s07): tapped during the opponent's turn and not attacked yet, his creatures must attack it if able", () => {
  it('the opponent must attack it with his Hornet; it wins the battle (12000)', () => {
    const s = position(
      { battle: [{ card: 'dm10-s07', tapped: true }] },
      { battle: [{ card: HORNET, sick: false }] },
      { step: 'attack', activePlayer: 1 },
    );
    expect(legal(s)).toEqual([`attack Bodacious Giant (dm10-s07) with ${N.hornet}`]);
    act(s, `attack Bodacious Giant (dm10-s07) with ${N.hornet}`);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm10-s07']);
  });
  it('in its own turn it lures nothing (and it is a double breaker)', () => {
    const s = position({ battle: [{ card: 'dm10-s07', sick: false }] }, {}, { step: 'attack' });
    acts(s, 'attack player with Bodacious Giant', 'break shield 1');
    expect(legal(s)).toContain('break shield 2'); // a second shield to choose
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

describe('Ryudmila, Channeler of Suns (dm10-002): +2000 per other untapped creature of yours; destroyed: shuffled into your deck instead', () => {
  it('power counts the other untapped creatures only', () => {
    const s = position({ battle: ['dm10-002', LAH, LAH, { card: LAH, tapped: true }] });
    expect(power(s, 0, 'dm10-002')).toBe(6000);
  });
  it('destroyed in a battle: into the deck, not the graveyard', () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm10-002', tapped: true }] }, { step: 'attack' });
    act(s, 'attack Ryudmila, Channeler of Suns (dm10-002) with Forest Hornet (dm01-066)');
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([]);
    expect(pl(s, 1).deck).toBe(11);
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

describe('Ikaz, the Spydroid (dm10-013): whenever it blocks, you may choose one of your creatures; it untaps after the battle', () => {
  const IKAZ = 'Ikaz, the Spydroid (dm10-013)';
  it('the chosen tapped creature untaps after the battle', () => {
    const s = position({ battle: [NATURE] }, { battle: ['dm10-013', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.mane}`, `block with ${IKAZ}`);
    expect(legal(s)).toEqual([`done choosing for ${IKAZ}`, `choose ${IKAZ}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).battle).toMatchObject([
      { id: 'dm10-013', tapped: true },
      { id: LAH, tapped: false },
    ]);
  });
  it('it may choose itself, or nothing', () => {
    const s = position({ battle: [NATURE] }, { battle: ['dm10-013', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.mane}`, `block with ${IKAZ}`, `choose ${IKAZ}`);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
    const t = position({ battle: [NATURE] }, { battle: ['dm10-013', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(t, `attack player with ${N.mane}`, `block with ${IKAZ}`, `done choosing for ${IKAZ}`);
    expect(pl(t, 1).battle.map((b) => b.tapped)).toEqual([true, true]);
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
    expect(legal(s)).toContain(`choose ${N.lah} in mana`);
    act(s, `choose ${N.lah} in mana`);
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

describe('Mystic Magician (dm10-018): your silent-skill creatures enter tapped and return to your hand instead of being destroyed', () => {
  const MAGICIAN = 'dm10-018';
  const BERRY = 'dm10-107'; // Hustle Berry: nature 2, silent skill
  it('a silent-skill creature of yours enters tapped; one without, or the opponent’s, untapped', () => {
    const s = position({ hand: [BERRY, NATURE], mana: M(NATURE, 4), battle: [MAGICIAN] });
    acts(s, 'summon Hustle Berry', 'summon Burning Mane');
    expect(pl(s, 0).battle.map((b) => [b.id, b.tapped])).toEqual([
      [MAGICIAN, false],
      [BERRY, true],
      [NATURE, false],
    ]);
    const t = position({ hand: [BERRY], mana: M(NATURE, 2) }, { battle: [MAGICIAN] });
    act(t, 'summon Hustle Berry');
    expect(pl(t, 0).battle[0]!.tapped).toBe(false);
  });
  it('a destroyed silent-skill creature of yours goes to your hand; another creature to the graveyard', () => {
    const s = position({ hand: [PIT, PIT], mana: M(DARK, 12) }, { battle: [MAGICIAN, BERRY] });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Hustle Berry');
    expect(pl(s, 1).hand).toEqual([BERRY]);
    acts(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).graveyard).toEqual([MAGICIAN]);
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

describe("Taunting Skyterror (dm10-053): while tapped during the opponent's turn, his creatures must attack", () => {
  it('tapped: he must attack; untapped: he may pass', () => {
    const s = position({ battle: [{ card: 'dm10-053', tapped: true }] }, { battle: [LAH] }, { step: 'attack', activePlayer: 1 });
    expect(legal(s)).not.toContain('end-turn');
    const t = position({ battle: ['dm10-053'] }, { battle: [LAH] }, { step: 'attack', activePlayer: 1 });
    expect(legal(t)).toContain('end-turn');
  });
});

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

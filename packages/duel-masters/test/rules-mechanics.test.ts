// Set mechanics of DM-01..DM-12: evolution, survivor, wave striker, turbo rush, stealth,
// restricted blockers, each test naming the rule or keyword it checks.
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, DARK, FIRE, legal, M, PIT, pl, position, snap } from './helpers.js';

const AQUA_VEHICLE = 'dm01-083'; // water Liquid People 1000
const CRYSTAL_LANCER = 'dm02-024'; // evolution (Liquid People), unblockable, double breaker, 8000
const WATER = 'dm01-083';
const LA_URA_GIGA = 'dm01-076'; // light blocker 2000
const VANILLA = 'dm01-012';
const BLADERUSH = 'dm05-004'; // Survivor: Double breaker
const GALLIA = 'dm05-036'; // Survivor: Blocker
const RODI_GALE = 'dm07-036'; // Darkness stealth
const GHOUL = 'dm01-090'; // darkness
const LURKING_EEL = 'dm05-040'; // Fire and nature blocker
const VORG = 'dm01-097'; // fire 2000
const MACHO_MELON = 'dm11-030'; // Wave striker: Power attacker +3000
const ILLUSION_FISH = 'dm08-040'; // Turbo rush: This creature can't be blocked.

describe('evolution (801)', () => {
  it('801.1/801.3 (§12.2 #17): evolve onto an untapped new creature: no summoning sickness, it can attack', () => {
    const s = position({ hand: [AQUA_VEHICLE, CRYSTAL_LANCER], mana: Array.from({ length: 8 }, () => WATER) });
    acts(s, `summon Aqua Vehicle (${AQUA_VEHICLE})`, `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Aqua Vehicle (${AQUA_VEHICLE})`);
    expect(snap(s).players[0]!.battle).toEqual([{ id: CRYSTAL_LANCER, tapped: false, sick: false, power: 8000, under: [AQUA_VEHICLE] }]);
    act(s, 'end-main');
    expect(legal(s)).toContain(`attack player with Crystal Lancer (${CRYSTAL_LANCER})`);
  });
  it('801.2 (§12.2 #17): evolving onto a tapped source gives a tapped creature', () => {
    const s = position({
      hand: [CRYSTAL_LANCER],
      mana: Array.from({ length: 6 }, () => WATER),
      battle: [{ card: AQUA_VEHICLE, tapped: true }],
    });
    act(s, `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Aqua Vehicle (${AQUA_VEHICLE})`);
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(true);
  });
  it('801.1: an evolution creature needs a source of its race', () => {
    const s = position({ hand: [CRYSTAL_LANCER], mana: Array.from({ length: 6 }, () => WATER), battle: [VANILLA] });
    expect(legal(s)).toEqual(['end-main']);
  });
  it('109.2b: when the evolution creature is destroyed, the cards under it go to the graveyard too', () => {
    const s = position(
      { battle: [VANILLA] },
      { battle: [{ card: CRYSTAL_LANCER, tapped: true, under: [AQUA_VEHICLE] }] },
      { step: 'attack' },
    );
    // 5500 vs 8000: the attacker loses; make the Lancer lose instead with a bigger attacker.
    void s;
    const t = position(
      { battle: ['dm05-s04'] },
      { battle: [{ card: CRYSTAL_LANCER, tapped: true, under: [AQUA_VEHICLE] }] },
      { step: 'attack' },
    );
    act(t, `attack Crystal Lancer (${CRYSTAL_LANCER}) with Billion-Degree Dragon (dm05-s04)`);
    expect(battleIds(t, 1)).toEqual([]);
    expect(snap(t).players[1]!.graveyard.sort()).toEqual([AQUA_VEHICLE, CRYSTAL_LANCER].sort());
  });
});

describe('survivor (DM-05)', () => {
  it('"Survivor: X": every Survivor you have gets X, the card itself included', () => {
    const s = position({ battle: [BLADERUSH, GALLIA] }, { battle: [VANILLA] }, { step: 'attack' });
    act(s, `attack player with Gallia Zohl, Iron Guardian Q (${GALLIA})`);
    acts(s, 'break shield 1', 'break shield 2'); // Gallia has "double breaker" from Bladerush
    expect(snap(s).players[1]!.shields).toBe(3);
  });
  it('the shared Blocker lets another Survivor block', () => {
    const s = position({ battle: [VANILLA] }, { battle: [BLADERUSH, GALLIA] }, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)).toEqual([
      'no-block',
      `block with Bladerush Skyterror Q (${BLADERUSH})`,
      `block with Gallia Zohl, Iron Guardian Q (${GALLIA})`,
    ]);
  });
  it('a non-Survivor does not get it', () => {
    const s = position({ battle: [BLADERUSH, VANILLA] }, {}, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)).toHaveLength(5); // chooses one shield of five: a single breaker
  });
});

describe('survivor: shared triggered abilities (DM-05/06: 「自分の他のサバイバーも上の能力を得る」)', () => {
  const SKULLSWEEPER = 'dm05-013'; // Survivor: whenever this creature attacks, the opponent chooses and discards a card
  const BALLOONSHROOM = 'dm05-034'; // Survivor (JA): when put into your graveyard from the battle zone, to your mana zone
  const FORBOS = 'dm06-012'; // Survivor: when it enters, search your deck for a spell
  const SKULL_N = `Skullsweeper Q (${SKULLSWEEPER})`;
  const GALLIA_N = `Gallia Zohl, Iron Guardian Q (${GALLIA})`;
  it('another Survivor has the ability as its own: it triggers when that Survivor attacks', () => {
    const s = position({ battle: [SKULLSWEEPER, GALLIA] }, { hand: [VANILLA, GHOUL] }, { step: 'attack' });
    act(s, `attack player with ${GALLIA_N}`);
    act(s, `choose Writhing Bone Ghoul (${GHOUL})`); // the opponent chooses
    expect(snap(s).players[1]!.hand).toEqual([VANILLA]);
    expect(snap(s).players[1]!.graveyard).toEqual([GHOUL]);
  });
  it("each sharing Survivor gives it once more; the sharer itself has its own once and the others' too", () => {
    const s = position({ battle: [SKULLSWEEPER, SKULLSWEEPER, GALLIA] }, { hand: [VANILLA, VANILLA, VANILLA] }, { step: 'attack' });
    act(s, `attack player with ${GALLIA_N}`);
    acts(s, `choose Lah, Purification Enforcer (${VANILLA})`, `choose Lah, Purification Enforcer (${VANILLA})`);
    expect(snap(s).players[1]!.hand).toHaveLength(1); // two Skullsweepers: two discards
    expect(legal(s)[0]).toBe('break shield 1');
    const t = position({ battle: [SKULLSWEEPER, SKULLSWEEPER] }, { hand: [VANILLA, VANILLA, VANILLA] }, { step: 'attack' });
    act(t, `attack player with ${SKULL_N} #1`);
    acts(t, `choose Lah, Purification Enforcer (${VANILLA})`, `choose Lah, Purification Enforcer (${VANILLA})`);
    expect(snap(t).players[1]!.hand).toHaveLength(1); // its own and the other one's
    expect(legal(t)[0]).toBe('break shield 1');
  });
  it("a non-Survivor, or the opponent's Survivor, does not have it", () => {
    const s = position({ battle: [SKULLSWEEPER, VANILLA] }, { hand: [VANILLA, GHOUL] }, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)[0]).toBe('break shield 1');
    expect(snap(s).players[1]!.hand).toHaveLength(2);
    const t = position({ hand: [VANILLA, GHOUL], battle: [SKULLSWEEPER] }, { battle: [GALLIA] }, { step: 'attack', activePlayer: 1 });
    act(t, `attack player with ${GALLIA_N}`);
    expect(snap(t).players[0]!.hand).toHaveLength(2);
  });
  it('a Survivor entering the battle zone has the ETB ability of a Survivor already there', () => {
    const s = position({ hand: [GALLIA], mana: M('dm01-075', 5), battle: [FORBOS], deck: [PIT, ...M(VANILLA, 5)] });
    act(s, `summon ${GALLIA_N}`);
    act(s, `choose Terror Pit (${PIT})`);
    expect(snap(s).players[0]!.hand).toEqual([PIT]);
  });
  it('603.5c: destroyed together with the sharer, a Survivor still had its "put into the graveyard" ability', () => {
    // Mechadragon's Breath destroys every creature of the chosen creature's power (2000): both Survivors.
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6) }, { battle: [BALLOONSHROOM, GALLIA] });
    acts(s, "cast Mechadragon's Breath", `choose Balloonshroom Q (${BALLOONSHROOM})`);
    // P1 has two different waiting effects (Balloonshroom's own, and Gallia's shared one): P1 orders them.
    expect(legal(s)).toEqual([`order Balloonshroom Q (${BALLOONSHROOM}) ability 1`, `order ${GALLIA_N} ability of Balloonshroom Q`]);
    act(s, `order ${GALLIA_N} ability of Balloonshroom Q`);
    expect(
      snap(s)
        .players[1]!.mana.map((m) => m.id)
        .sort(),
    ).toEqual([BALLOONSHROOM, GALLIA].sort());
    expect(snap(s).players[1]!.graveyard).toEqual([]);
  });
});

describe('leaving the battle zone (603.5c)', () => {
  const NAGA = 'dm12-s03'; // Cruel Naga: when this creature leaves the battle zone, destroy all creatures
  it('returned to the hand, it still triggers (any way of leaving)', () => {
    const t = position(
      { battle: ['dm06-003', VANILLA] },
      { battle: [{ card: NAGA, under: ['dm11-041', 'dm05-015'] }, VORG] },
      { step: 'attack' },
    );
    acts(t, 'tap Aeropica', `choose Cruel Naga, Avatar of Fate (${NAGA})`);
    expect(snap(t).players[1]!.hand).toContain(NAGA);
    expect(battleIds(t, 0)).toEqual([]);
    expect(battleIds(t, 1)).toEqual([]);
  });
});

describe('crew breaker (DM-06: 「自分の他のサバイバー1体につき、シールドをさらにもう1枚ブレイクする」)', () => {
  const GARGANTUA = { card: 'dm06-029', under: [GALLIA] }; // Crew breaker - Survivor
  it("one more shield for each other Survivor of yours; the opponent's and non-Survivors do not count", () => {
    const s = position({ battle: [GARGANTUA, GALLIA, GALLIA, VANILLA] }, { battle: [GALLIA] }, { step: 'attack' });
    act(s, 'attack player with Q-tronic Gargantua (dm06-029)');
    act(s, 'no-block');
    acts(s, 'break shield 1', 'break shield 2', 'break shield 3');
    expect(snap(s).players[1]!.shields).toBe(2);
  });
  it('alone: a single breaker', () => {
    const s = position({ battle: [GARGANTUA] }, {}, { step: 'attack' });
    act(s, 'attack player with Q-tronic Gargantua (dm06-029)');
    act(s, 'break shield 1');
    expect(snap(s).players[1]!.shields).toBe(4);
  });
});

describe('stealth (DM-07)', () => {
  it('"Darkness stealth": unblockable while the opponent has a darkness card in mana', () => {
    const s = position({ battle: [RODI_GALE] }, { battle: [LA_URA_GIGA], mana: [GHOUL] }, { step: 'attack' });
    act(s, `attack player with Rodi Gale, Night Guardian (${RODI_GALE})`);
    expect(legal(s)[0]).toBe('break shield 1');
  });
  it("without a darkness card in the opponent's mana it can be blocked", () => {
    const s = position({ battle: [RODI_GALE] }, { battle: [LA_URA_GIGA], mana: [VORG] }, { step: 'attack' });
    act(s, `attack player with Rodi Gale, Night Guardian (${RODI_GALE})`);
    expect(legal(s)).toContain(`block with La Ura Giga, Sky Guardian (${LA_URA_GIGA})`);
  });
});

describe('restricted blockers (DM-05)', () => {
  it('"Fire and nature blocker" blocks a fire creature but not a light one', () => {
    const fire = position({ battle: [VORG] }, { battle: [LURKING_EEL] }, { step: 'attack' });
    act(fire, `attack player with Immortal Baron, Vorg (${VORG})`);
    expect(legal(fire)).toContain(`block with Lurking Eel (${LURKING_EEL})`);
    const light = position({ battle: [VANILLA] }, { battle: [LURKING_EEL] }, { step: 'attack' });
    act(light, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(light)[0]).toBe('break shield 1');
  });
});

describe('wave striker (DM-11)', () => {
  it('has its ability only while 2 or more other wave strikers are in the battle zone', () => {
    // Macho Melon is 1000; "Wave striker: Power attacker +3000" makes it 4000 while attacking.
    // Against a tapped 3000 creature (Iere, Vizier of Bullets) it loses with one other wave striker …
    const two = position({ battle: [MACHO_MELON, MACHO_MELON] }, { battle: [{ card: 'dm01-072', tapped: true }] }, { step: 'attack' });
    act(two, `attack Iere, Vizier of Bullets (dm01-072) with Macho Melon (${MACHO_MELON}) #1`);
    expect(battleIds(two, 1)).toEqual(['dm01-072']);
    expect(battleIds(two, 0)).toEqual([MACHO_MELON]);
    // … and wins with two others.
    const three = position(
      { battle: [MACHO_MELON, MACHO_MELON, MACHO_MELON] },
      { battle: [{ card: 'dm01-072', tapped: true }] },
      { step: 'attack' },
    );
    act(three, `attack Iere, Vizier of Bullets (dm01-072) with Macho Melon (${MACHO_MELON}) #1`);
    expect(battleIds(three, 1)).toEqual([]);
    expect(battleIds(three, 0)).toEqual([MACHO_MELON, MACHO_MELON, MACHO_MELON]);
  });
});

describe('wave striker: triggered abilities (DM-11, 603.4)', () => {
  const TRICKSTER = 'dm11-024'; // Wave striker: when it enters, tap one of the opponent's creatures
  it('triggers only while 2 or more other wave strikers are in the battle zone (either side)', () => {
    const one = position({ hand: [TRICKSTER], mana: M(WATER, 2), battle: [MACHO_MELON] }, { battle: [VANILLA] });
    act(one, `summon Aqua Trickster (${TRICKSTER})`);
    expect(snap(one).players[1]!.battle[0]!.tapped).toBe(false);
    const two = position({ hand: [TRICKSTER], mana: M(WATER, 2), battle: [MACHO_MELON] }, { battle: [VANILLA, MACHO_MELON] });
    act(two, `summon Aqua Trickster (${TRICKSTER})`);
    expect(legal(two)).toEqual([`choose Lah, Purification Enforcer (${VANILLA})`, `choose Macho Melon (${MACHO_MELON})`]);
    act(two, `choose Lah, Purification Enforcer (${VANILLA})`);
    expect(snap(two).players[1]!.battle[0]!.tapped).toBe(true);
  });
  // Stratosphere Giant: the opponent puts up to 2 creatures from his hand into the battle zone together. Steamroller
  // Mutant (destroy all creatures) and Jagila (the opponent discards 3 at random) both trigger, with Macho Melon.
  const together = () => {
    const s = position(
      { hand: ['dm09-s05', VANILLA, VANILLA, VANILLA], mana: M('dm01-108', 8) },
      { hand: ['dm12-011', 'dm11-025'], battle: [MACHO_MELON] },
    );
    acts(s, 'summon Stratosphere Giant', 'choose Steamroller Mutant', 'choose Jagila');
    // 603.5a: they entered together, so each sees the other: both trigger, and P1 orders them.
    expect(legal(s)).toEqual(['order Steamroller Mutant (dm12-011) ability 1', 'order Jagila, the Hidden Pillager (dm11-025) ability 1']);
    return s;
  };
  it('checked again on resolution: after Steamroller Mutant destroyed the other wave strikers, Jagila does nothing', () => {
    const s = together();
    act(s, 'order Steamroller Mutant');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(snap(s).players[0]!.hand).toHaveLength(3);
  });
  it('in the other order, both resolve', () => {
    const s = together();
    act(s, 'order Jagila');
    expect(snap(s).players[0]!.hand).toHaveLength(0);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('turbo rush (DM-08)', () => {
  it('gets its ability after another of your creatures broke a shield this turn', () => {
    const s = position({ battle: [VORG, ILLUSION_FISH] }, { battle: [LA_URA_GIGA] }, { step: 'attack' });
    act(s, `attack player with Illusion Fish (${ILLUSION_FISH})`);
    expect(legal(s)).toContain(`block with La Ura Giga, Sky Guardian (${LA_URA_GIGA})`); // not yet
    act(s, 'no-block');
    act(s, 'break shield 1');
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    act(s, 'no-block');
    act(s, 'break shield 1');
    // Vorg (another creature) broke a shield: a second Illusion Fish attack would be unblockable. Check flag
    // through a fresh attack by a second fish.
    const t = position({ battle: [VORG, ILLUSION_FISH] }, { battle: [LA_URA_GIGA] }, { step: 'attack' });
    act(t, `attack player with Immortal Baron, Vorg (${VORG})`);
    acts(t, 'no-block', 'break shield 1');
    act(t, `attack player with Illusion Fish (${ILLUSION_FISH})`);
    expect(legal(t)[0]).toBe('break shield 1');
  });
});

describe('engine: which destroy replacement applies (101.5, 609.3, 609.8, 609.9)', () => {
  // Defaults (docs/rules/duel-masters.md): a mandatory replacement applies before an optional one is offered; the
  // affected creature's owner decides the optional ones ("you may …" and savers), one creature at a time; each
  // replacement applies once per event, and a replaced event is not replaced again.
  const MIHAIL = 'dm09-006'; // light 4000: another creature that would be destroyed stays instead
  const SOLID_HORN = 'dm09-052'; // nature 3000: when destroyed, to your mana zone instead
  const KIP = 'dm05-050'; // fire 1000 Fire Bird: saver of your Armored Dragons
  const BOLGASH = 'dm05-030'; // fire 4000 Armored Dragon
  const GAZARIAS = 'dm07-048'; // fire 4000 Armored Dragon
  const HOKIRA = 'dm09-025'; // water: tap: choose a race; this turn your creatures of it return to your hand instead
  const BREATH = "Mechadragon's Breath"; // destroy all creatures with the chosen creature's power
  it("609.8: the turn player's replacement applies first (Mihail keeps the opponent's Solid Horn in the battle zone)", () => {
    const s = position({ hand: [PIT], mana: M('dm01-090', 6), battle: [MIHAIL] }, { battle: [SOLID_HORN] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 1)).toEqual([SOLID_HORN]);
    expect(pl(s, 1).mana).toEqual([]);
  });
  it('609.4, 603.2d: a creature that stays in the battle zone instead was not destroyed: no "when destroyed" trigger, no leaving', () => {
    const s = position({ hand: [PIT], mana: M('dm01-090', 6), battle: [MIHAIL, 'dm01-012'] }, { battle: ['dm09-037'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 1)).toEqual(['dm09-037']);
    expect(s.waiting).toEqual([]);
    expect(snap(s).toAct).toBe(0);
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, false]); // Jil Warka's "tap 2 of them" never ran
  });
  it('703.4c, 609: a creature with power 0 that a replacement keeps in the battle zone stays (the check settles)', () => {
    // Terradragon Anrist Vhal: power 0, +2000 for each other nature creature of yours (none here).
    const s = position({ hand: [PIT], mana: M('dm01-090', 6), battle: [MIHAIL, 'dm09-019'] });
    act(s, 'end-main');
    expect(battleIds(s, 0)).toEqual([MIHAIL, 'dm09-019']);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
  it("609.8: on its owner's turn the creature's own replacement comes first (Solid Horn goes to mana despite Mihail)", () => {
    const s = position(
      { battle: [MIHAIL, { card: 'dm01-001', tapped: true }] },
      { battle: [SOLID_HORN] },
      { activePlayer: 1, step: 'attack' },
    );
    act(s, 'attack Gran Gure, Space Guardian (dm01-001) with Solid Horn');
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([SOLID_HORN]);
  });
  it('609.9b: a saver chosen for one creature of the event cannot be chosen for another', () => {
    const s = position({ hand: ['dm12-013'], mana: M(FIRE, 6) }, { battle: [BOLGASH, GAZARIAS, KIP] });
    acts(s, `cast ${BREATH}`, 'choose Bolgash Dragon');
    expect(snap(s).toAct).toBe(1); // the affected player decides
    expect(legal(s)).toEqual([
      'decline saving Bolgash Dragon (dm05-030) instead',
      'choose Kip Chippotto (dm05-050) to be destroyed instead of Bolgash Dragon (dm05-030)',
    ]);
    act(s, 'choose Kip Chippotto');
    // Gazarias is not asked: its only saver is taken by this event.
    expect(battleIds(s, 1)).toEqual([BOLGASH]);
    expect(pl(s, 1).graveyard.sort()).toEqual([KIP, GAZARIAS].sort());
  });
  it('609.9b: a saver destroyed by the same event cannot save (Kip dies with the Dragons it would save)', () => {
    const s = position({ hand: ['dm09-017'], mana: M(FIRE, 6) }, { battle: [GAZARIAS, KIP] });
    act(s, 'cast Blizzard of Spears');
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('101.5, 609.3: the saver destroyed instead is not replaced again (Hokira naming Fire Bird does not return Kip)', () => {
    const s = position({ battle: [HOKIRA, GAZARIAS, KIP] }, { battle: [{ card: 'dm01-001', tapped: true }] }, { step: 'attack' });
    acts(s, 'tap Hokira', 'choose race Fire Bird');
    acts(s, 'attack Gran Gure, Space Guardian (dm01-001) with Gazarias Dragon', 'choose Kip Chippotto');
    expect(battleIds(s, 0)).toEqual([HOKIRA, GAZARIAS]);
    expect(pl(s, 0).graveyard).toEqual([KIP]);
    expect(pl(s, 0).hand).toEqual([]);
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

describe('engine: an optional discard replacement (609; Sanfist, the Savage Vizier dm10-070)', () => {
  // Skeleton Vice (dm08-014, darkness spell, 4): the opponent discards 2 cards at random. P1 holds Sanfist and Burning
  // Mane: both are discarded in one event; Sanfist waits outside the hand while its owner decides, so the second
  // random discard cannot pick it again.
  const SANFIST = 'dm10-070';
  const SANFIST_N = 'Sanfist, the Savage Vizier (dm10-070)';
  const vice = () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [SANFIST, FIRE] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    return s;
  };
  it("its owner is asked during the opponent's turn, and yes puts it into the battle zone instead", () => {
    const s = vice();
    expect(legal(s).sort()).toEqual([
      `decline putting ${SANFIST_N} into the battle zone: discard it`,
      `yes put ${SANFIST_N} into the battle zone instead of discarding it`,
    ]);
    act(s, `yes put ${SANFIST_N} into the battle zone instead of discarding it`);
    expect(battleIds(s, 1)).toEqual([SANFIST]);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(pl(s, 0).graveyard).toEqual(['dm08-014']); // the spell finished resolving after the answer
  });
  it('declining discards it', () => {
    const s = vice();
    act(s, `decline putting ${SANFIST_N} into the battle zone: discard it`);
    expect(battleIds(s, 1)).toEqual([]);
    expect([...pl(s, 1).graveyard].sort()).toEqual([FIRE, SANFIST].sort());
  });
  it("in its owner's own turn it is discarded without a question", () => {
    // Wily Carpenter (dm12-042): draw 2 (the deck is empty), then discard 2 of your cards.
    const s = position({ hand: ['dm12-042', SANFIST], mana: M(WATER, 3), deck: [] });
    act(s, 'summon Wily Carpenter (dm12-042)');
    expect(legal(s).some((a) => a.includes('into the battle zone'))).toBe(false);
    expect(pl(s, 0).graveyard).toContain(SANFIST);
  });
});

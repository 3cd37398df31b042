// Per-card tests for the DM-12 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
  FIRE,
  GRAN,
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
import { game } from '../src/game.js';

// ---------------------------------------------------------------- with the engine's granted power attacker,
// until-your-next-turn effects, evolution top-card removal, turbo rush and wave striker

const MELON = 'dm11-030'; // Macho Melon (nature 1000, wave striker: power attacker +3000)

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon

const JABAHA_N = 'Überdragon Jabaha (dm03-004)';

// ---------------------------------------------------------------- DM-12

describe("Terradragon Arque Delacerna (dm12-s01): discarded during the opponent's turn, it enters the battle zone instead (JA: mandatory)", () => {
  it('the opponent discards it: battle zone; you discard it in your own turn: graveyard', () => {
    const s = position({ hand: ['dm12-025'], mana: M(DARK, 4) }, { hand: ['dm12-s01'] });
    act(s, 'summon Gigabalza (dm12-025)');
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual(['dm12-s01']);
    const t = position({ hand: ['dm12-042', 'dm12-s01'], mana: M(WATER, 3), deck: [] });
    act(t, 'summon Wily Carpenter (dm12-042)');
    expect(pl(t, 0).graveyard).toEqual(['dm12-s01']);
  });
});

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

describe('Soul Phoenix, Avatar of Unity (dm12-005): when it would leave the battle zone, only the top card leaves', () => {
  const PHOENIX = 'dm12-005';
  const PONTO = 'dm12-033'; // Gigappi Ponto: Fire Bird 4000
  const REGARION = 'dm08-052'; // Terradragon Regarion: Earth Dragon
  it('destroyed: the Phoenix card goes to the graveyard, the two cards under it stay as separate creatures (tapped as it was)', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [{ card: PHOENIX, under: [PONTO, REGARION], tapped: true }, LAH] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose Soul Phoenix');
    expect(pl(s, 1).graveyard).toEqual([PHOENIX]);
    expect(pl(s, 1).battle.map((b) => [b.id, b.tapped, b.under])).toEqual([
      [REGARION, true, []],
      [PONTO, true, []],
      [LAH, false, []],
    ]);
  });
  it('returned to the hand: only the top card goes', () => {
    const s = position({ hand: ['dm01-086'], mana: M(WATER, 2) }, { battle: [{ card: PHOENIX, under: [PONTO, REGARION] }] });
    act(s, 'cast Spiral Gate');
    expect(pl(s, 1).hand).toEqual([PHOENIX]);
    expect(battleIds(s, 1).sort()).toEqual([PONTO, REGARION].sort());
  });
});

describe('Ularus, Punishment Elemental (dm12-006): for each of your creatures, you may turn a shield face up', () => {
  it("2 creatures: up to 2 shields, either player's", () => {
    const s = position({ hand: ['dm12-006'], mana: M(LIGHT, 5), battle: [LAH], shields: [PIT, LAH] }, { shields: [LAH, PIT] });
    act(s, 'summon Ularus, Punishment Elemental (dm12-006)');
    acts(s, 'choose shield 2 of P1', 'choose shield 1 of P0');
    type V = { players: { knownShields: (string | null)[] }[] };
    const v = game.view(s, 1) as V;
    expect(v.players[1]!.knownShields).toEqual([null, PIT]);
    expect(v.players[0]!.knownShields).toEqual([PIT, null]);
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

describe("Cosmic Darts (dm12-007): the opponent chooses one of your shields; you look, and may cast it for free if it's a spell", () => {
  const DARTS = 'Cosmic Darts (dm12-007)';
  it('a spell: cast for no cost from the shield zone (Terror Pit destroys), then it goes to the graveyard', () => {
    const s = position({ hand: ['dm12-007'], mana: M(LIGHT, 1), shields: [PIT, LAH, LAH] }, { battle: [HORNET] });
    act(s, `cast ${DARTS}`);
    expect(snap(s).toAct).toBe(1);
    act(s, 'choose shield 1 of P0');
    act(s, `yes ${DARTS}`); // Terror Pit destroys P1's only creature (a forced choice is not asked)
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).shields).toBe(2);
    expect(pl(s, 0).graveyard.sort()).toEqual(['dm12-007', PIT].sort());
    expect(pl(s, 0).mana.every((m) => m.tapped)).toBe(true); // only Cosmic Darts was paid for
  });
  it('declined, or not a spell: the shield stays where it was', () => {
    const s = position({ hand: ['dm12-007'], mana: M(LIGHT, 1), shields: [PIT, LAH, LAH] }, { battle: [HORNET] });
    acts(s, `cast ${DARTS}`, 'choose shield 1 of P0', `decline ${DARTS}`);
    expect(pl(s, 0).shields).toBe(3);
    expect(battleIds(s, 1)).toEqual([HORNET]);
    const t = position({ hand: ['dm12-007'], mana: M(LIGHT, 1), shields: [PIT, LAH, LAH] });
    acts(t, `cast ${DARTS}`, 'choose shield 2 of P0');
    expect(snap(t).toAct).toBe(0); // nothing to ask: not a spell
    expect(pl(t, 0).shields).toBe(3);
    expect(t.known[t.shields[0][1]!]! & 1).toBe(1); // P0 looked at it
  });
});

describe('Gigavrand (dm12-010): at the end of a turn in which the opponent drew 2 or more cards, he discards his hand', () => {
  it('2 draws: the hand is discarded; 1 draw: kept', () => {
    const s = position({ hand: ['dm12-044', 'dm12-044'], mana: M(DARK, 20), battle: ['dm12-010'] }, { hand: [LAH] });
    acts(s, 'summon Necrodragon Zalva (dm12-044)', 'summon Necrodragon Zalva (dm12-044)', 'end-main', 'end-turn');
    expect(pl(s, 1).graveyard.length).toBe(3);
    const t = position({ hand: ['dm12-044'], mana: M(DARK, 20), battle: ['dm12-010'] }, { hand: [LAH] });
    acts(t, 'summon Necrodragon Zalva (dm12-044)', 'end-main', 'end-turn');
    expect(pl(t, 1).graveyard).toEqual([]);
    expect(pl(t, 1).hand.length).toBe(3);
  });
});

describe("Meloppe (dm12-009): each player's shields are chosen by their owner", () => {
  it("the opponent's attack on Meloppe's controller: the controller chooses", () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm12-009'], shields: [LAH, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(1);
  });
  it("Meloppe's controller attacking: the opponent chooses his own shields", () => {
    const s = position({ battle: [HORNET, 'dm12-009'] }, { shields: [LAH, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(snap(s).toAct).toBe(1);
    act(s, 'break shield 1');
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('an effect that chooses shields (Migalo looks at 2 of the opposing shields): their owner chooses', () => {
    const s = position({ battle: [FIRE, 'dm08-037'] }, { battle: ['dm12-009'], shields: M(LAH, 4) }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'attack player with Migalo, Vizier of Spycraft (dm08-037)', 'yes Migalo');
    expect(snap(s).toAct).toBe(1);
  });
});

describe('Steamroller Mutant (dm12-011): wave striker: when it enters, destroy all creatures', () => {
  it('on: every creature, itself included', () => {
    const s = position({ hand: ['dm12-011'], mana: M(DARK, 4), battle: [MELON, MELON, HORNET] }, { battle: [LAH, GRAN] });
    act(s, 'summon Steamroller Mutant (dm12-011)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
    expect(pl(s, 0).graveyard).toHaveLength(4);
  });
  it('off: nothing', () => {
    const s = position({ hand: ['dm12-011'], mana: M(DARK, 4), battle: [MELON] }, { battle: [LAH] });
    act(s, 'summon Steamroller Mutant (dm12-011)');
    expect(battleIds(s, 0)).toEqual([MELON, 'dm12-011']);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe("Pincer Scarab (dm12-014): +2000 per card in the opponent's hand; double breaker at 6000", () => {
  it('3 cards: 7000', () => {
    expect(pl(position({ battle: ['dm12-014'] }, { hand: M(LAH, 3) }), 0).battle[0]!.power).toBe(7000);
  });
});

describe('Agira, the Warlord Crawler (dm12-016): your other Gladiators and Earth Eaters +2000; when one blocks, you may draw', () => {
  it('+2000 to the others only; a Gladiator that blocks draws a card', () => {
    const s = position(
      { battle: ['dm01-066'] },
      { battle: [{ card: 'dm12-016', under: ['dm12-040'] }, 'dm11-008', LAH] },
      { step: 'attack' },
    );
    expect(pl(s, 1).battle.map((b) => b.power)).toEqual([5500, 5000, 5500]);
    acts(s, `attack player with ${N.hornet}`, 'block with Belix, the Explorer (dm11-008)');
    act(s, 'yes Agira, the Warlord Crawler (dm12-016)');
    expect(pl(s, 1).hand).toHaveLength(1);
    expect(pl(s, 0).graveyard).toEqual(['dm01-066']);
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

describe("Nemonex, Bajula's Robomantis (dm12-019): your other Xenoparts and Giant Insects +2000; unblocked, the opponent loses a mana card", () => {
  it('an unblocked Giant Insect: the opponent puts a mana card of his choice into his graveyard', () => {
    const s = position(
      { battle: [{ card: 'dm12-019', under: ['dm01-066'] }, 'dm01-066'] },
      { mana: [LAH, 'dm01-108'] },
      { step: 'attack' },
    );
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5000, 6000]);
    act(s, `attack player with ${N.hornet}`);
    // 507.3c: the trigger resolves before the shield is broken; the opponent chooses.
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.mane}`]);
    acts(s, `choose ${N.mane}`, 'break shield 1');
    expect(pl(s, 1).graveyard).toEqual(['dm01-108']);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([LAH]);
  });
  it('a blocked one does nothing', () => {
    const s = position(
      { battle: [{ card: 'dm12-019', under: ['dm01-066'] }, 'dm01-066'] },
      { mana: [LAH], battle: ['dm01-004'] },
      { step: 'attack' },
    );
    acts(s, `attack player with ${N.hornet}`, `block with ${N.seamine}`);
    expect(pl(s, 1).mana).toHaveLength(1);
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

describe("Wingeye Moth (dm12-029): after your turn's draw, if your strongest creature beats each of the opponent's, you may draw one more", () => {
  it('stronger: offered; not stronger (a tie): nothing', () => {
    const s = position({ battle: ['dm12-029', LAH] }, { battle: [FIRE] }, { activePlayer: 1, step: 'attack' });
    acts(s, 'end-turn', 'yes Wingeye Moth (dm12-029)');
    expect(pl(s, 0).hand.length).toBe(2);
    const t = position({ battle: ['dm12-029', LAH] }, { battle: [LAH] }, { activePlayer: 1, step: 'attack' });
    act(t, 'end-turn');
    expect(legal(t).some((a) => a.includes('Wingeye'))).toBe(false);
    expect(pl(t, 0).hand.length).toBe(1);
  });
});

describe('Cloned Spike-Horn (dm12-030): +3000 per Cloned Spike-Horn in each graveyard', () => {
  it('one in each graveyard: 9000', () => {
    expect(pl(position({ battle: ['dm12-030'], graveyard: ['dm12-030'] }, { graveyard: ['dm12-030'] }), 0).battle[0]!.power).toBe(9000);
  });
});

describe("Bingole, the Explorer (dm12-036): discarded during the opponent's turn, it enters the battle zone instead (JA: mandatory)", () => {
  it('Gigabalza makes it discarded: it is in the battle zone, not the graveyard', () => {
    const s = position({ hand: ['dm12-025'], mana: M(DARK, 4) }, { hand: ['dm12-036'] });
    act(s, 'summon Gigabalza (dm12-025)');
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual(['dm12-036']);
    expect(pl(s, 1).graveyard).toEqual([]);
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

describe('Funky Wizard (dm12-041): when it enters, each player may draw a card', () => {
  it('both say yes: both draw', () => {
    const s = position({ hand: ['dm12-041'], mana: M(WATER, 4) });
    acts(s, 'summon Funky Wizard (dm12-041)', 'yes Funky Wizard (dm12-041)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'yes Funky Wizard (dm12-041)');
    expect(pl(s, 0).hand).toHaveLength(1);
    expect(pl(s, 1).hand).toHaveLength(1);
  });
  it('the opponent may decline', () => {
    const s = position({ hand: ['dm12-041'], mana: M(WATER, 4) });
    acts(s, 'summon Funky Wizard (dm12-041)', 'yes Funky Wizard (dm12-041)', 'decline Funky Wizard (dm12-041)');
    expect(pl(s, 0).hand).toHaveLength(1);
    expect(pl(s, 1).hand).toHaveLength(0);
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

describe("Flame Trooper Goliac (dm12-048): wave striker: when it enters, destroy one of the opponent's creatures of power 5000 or less", () => {
  it('on: Hornet (4000), not Lah (5500)', () => {
    const s = position({ hand: ['dm12-048'], mana: M(FIRE, 5), battle: [MELON, MELON] }, { battle: [LAH, HORNET] });
    act(s, 'summon Flame Trooper Goliac (dm12-048)');
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
  });
  it('off: nothing', () => {
    const s = position({ hand: ['dm12-048'], mana: M(FIRE, 5) }, { battle: [HORNET] });
    act(s, 'summon Flame Trooper Goliac (dm12-048)');
    expect(battleIds(s, 1)).toEqual([HORNET]);
  });
});

describe('Turtle Horn, the Imposing (dm12-053): whenever the opponent uses an S-Trigger, search your deck for a creature', () => {
  it('a creature from the deck to the hand, then the deck is shuffled', () => {
    const s = position({ battle: [FIRE, 'dm12-053'], deck: [PIT, PIT, HORNET, PIT] }, { shields: ['dm01-015', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Holy Awe (dm01-015)');
    expect(legal(s)).toContain(`choose ${N.hornet}`);
    expect(legal(s)).not.toContain('choose Terror Pit (dm01-027)');
    act(s, `choose ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([HORNET]);
    expect(pl(s, 0).deck).toBe(3);
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

describe('Uncanny Turnip (dm12-055): wave striker: when it enters, top card to mana, then a creature from your mana to your hand', () => {
  it('the card just put into the mana zone may be the one returned', () => {
    const s = position({ hand: ['dm12-055'], mana: [NATURE, PIT], battle: [MELON, MELON], deck: [HORNET, LAH] });
    act(s, 'summon Uncanny Turnip (dm12-055)');
    expect(legal(s)).toEqual([`choose ${N.mane}`, `choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([HORNET]);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([NATURE, PIT]);
  });
  it('off: nothing moves', () => {
    const s = position({ hand: ['dm12-055'], mana: [NATURE, PIT], deck: [HORNET, LAH] });
    act(s, 'summon Uncanny Turnip (dm12-055)');
    expect(pl(s, 0).hand).toEqual([]);
    expect(pl(s, 0).deck).toBe(2);
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

const STARNOID = { card: 'dm12-s02', under: ['dm01-075', 'dm01-019'] }; // on a Light Bringer and a Cyber Lord
const NAGA = { card: 'dm12-s03', under: ['dm10-081', 'dm02-044'] }; // on a Merfolk and a Chimera
const PEGASUS = { card: 'dm12-s05', under: [NATURE, 'dm01-s01'] };

describe('Wise Starnoid, Avatar of Hope (dm12-s02): when it attacks or leaves the battle zone, the top card of your deck becomes a shield', () => {
  it('attacking: 6 shields before the break', () => {
    const s = position({ battle: [STARNOID], deck: [PIT, LAH, LAH] }, {}, { step: 'attack' });
    act(s, 'attack player with Wise Starnoid, Avatar of Hope (dm12-s02)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).deck).toBe(2);
  });
  it('destroyed by the opponent: a shield too', () => {
    const s = position({ battle: [STARNOID], deck: [LAH, LAH] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).shields).toBe(6);
  });
});

describe('Cruel Naga, Avatar of Fate (dm12-s03): when it leaves the battle zone, destroy all creatures', () => {
  it('destroyed by Terror Pit: every other creature too', () => {
    const s = position({ battle: [NAGA, HORNET] }, { hand: [PIT], mana: M(DARK, 6), battle: [LAH] }, { activePlayer: 1 });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Cruel Naga, Avatar of Fate (dm12-s03)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('while it stays, nothing happens', () => {
    const s = position({ battle: [NAGA, HORNET] }, { hand: [PIT], mana: M(DARK, 6), battle: [LAH] }, { activePlayer: 1 });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.hornet}`);
    expect(battleIds(s, 0)).toEqual(['dm12-s03']);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Death Phoenix, Avatar of Doom (dm12-s04): shields it breaks go to the graveyard; when it leaves, the opponent discards his hand', () => {
  const PHOENIX = 'dm12-s04';
  it('vortex-evolves on a Zombie Dragon and a Fire Bird; its breaks put the shields into the graveyard, no S-Trigger', () => {
    const s = position(
      { hand: [PHOENIX], mana: [...M(DARK, 2), ...M(FIRE, 2)], battle: ['dm12-044', 'dm12-033'] },
      { shields: [PIT, LAH, LAH] },
    );
    act(s, `evolve Death Phoenix, Avatar of Doom (dm12-s04) onto Necrodragon Zalva (dm12-044) and Gigappi Ponto (dm12-033)`);
    expect(battleIds(s, 0)).toEqual([PHOENIX]);
    const t = position({ battle: [PHOENIX] }, { shields: [PIT, LAH, LAH], hand: [LAH] }, { step: 'attack' });
    acts(t, 'attack player with Death Phoenix, Avatar of Doom (dm12-s04)', 'break shield 1', 'break shield 2');
    expect(pl(t, 1).shields).toBe(1);
    expect(pl(t, 1).hand).toEqual([LAH]);
    expect(pl(t, 1).graveyard.sort()).toEqual([PIT, LAH].sort());
    expect(snap(t).toAct).toBe(0);
  });
  it('destroyed by the opponent: the opponent discards his whole hand', () => {
    const s = position({ battle: [PHOENIX] }, { hand: [PIT, LAH, HORNET], mana: M(DARK, 6) }, { activePlayer: 1 });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard.sort()).toEqual([PIT, LAH, HORNET].sort());
    expect(pl(s, 0).graveyard).toContain(PHOENIX);
  });
});

describe('Aura Pegasus, Avatar of Life (dm12-s05): when it attacks or leaves, reveal the top card: a non-evolution creature enters, anything else goes to your hand', () => {
  it('attacking, Hornet on top: it enters the battle zone', () => {
    const s = position({ battle: [PEGASUS], deck: [HORNET, LAH] }, {}, { step: 'attack' });
    act(s, 'attack player with Aura Pegasus, Avatar of Life (dm12-s05)');
    expect(battleIds(s, 0)).toEqual(['dm12-s05', HORNET]);
  });
  it('attacking, a spell or an evolution creature on top: to the hand', () => {
    const s = position({ battle: [PEGASUS], deck: [PIT, LAH] }, {}, { step: 'attack' });
    act(s, 'attack player with Aura Pegasus, Avatar of Life (dm12-s05)');
    expect(pl(s, 0).hand).toEqual([PIT]);
    const t = position({ battle: [PEGASUS], deck: ['dm02-033', LAH] }, {}, { step: 'attack' });
    act(t, 'attack player with Aura Pegasus, Avatar of Life (dm12-s05)');
    expect(pl(t, 0).hand).toEqual(['dm02-033']);
  });
  it('leaving (destroyed): Hornet enters', () => {
    const s = position({ battle: [PEGASUS], deck: [HORNET, LAH] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 0)).toEqual([HORNET]);
  });
});

describe('Kilstine, Nebula Elemental (dm12-001): wave striker: all your creatures +5000, blocker, double breaker (JA)', () => {
  it('itself included', () => {
    const s = position({ battle: ['dm12-001', MELON, MELON, FIRE] });
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([10000, 6000, 6000, 7000]);
    expect(pl(position({ battle: ['dm12-001', MELON, FIRE] }), 0).battle.map((b) => b.power)).toEqual([5000, 1000, 2000]);
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

describe('Cloned Nightmare (dm12-026): one random card, plus one per Cloned Nightmare in the graveyards if you like; all discarded together', () => {
  const CN = 'cast Cloned Nightmare (dm12-026)';
  it("two in the graveyards (both players'), both used: 3 cards", () => {
    const s = position(
      { hand: ['dm12-026'], mana: M(DARK, 3), graveyard: ['dm12-026'] },
      { hand: [LAH, LAH, FIRE, WATER], graveyard: ['dm12-026'] },
    );
    act(s, CN);
    // One copy in each graveyard: two choices (cards of different owners are not interchangeable), named by owner.
    expect(legal(s)).toEqual([
      'done choosing for Cloned Nightmare (dm12-026)',
      'choose Cloned Nightmare (dm12-026) of P0',
      'choose Cloned Nightmare (dm12-026) of P1',
    ]);
    acts(s, 'choose Cloned Nightmare (dm12-026) of P1', 'choose Cloned Nightmare (dm12-026) of P0');
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

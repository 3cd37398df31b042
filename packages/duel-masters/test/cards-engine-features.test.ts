// Per-card tests for the DM-03/DM-04 cards that needed engine features (evolution top card, protection of
// other creatures, casting bans, "until the start of your next turn", delayed end-of-turn triggers,
// granted power attacker).
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, legal, position, snap } from './helpers.js';

const NAT = (n: number) => Array.from({ length: n }, () => 'dm01-108'); // Burning Mane (nature)
const LIGHTM = (n: number) => Array.from({ length: n }, () => 'dm01-075'); // Reusol (light)
const FIREM = (n: number) => Array.from({ length: n }, () => 'dm01-097'); // Vorg (fire)

describe('Pouch Shell (dm03-034): you may put the top card of an opposing evolution creature into the graveyard', () => {
  it('only the top card goes; the creature under it stays, keeping the tap state (801.4)', () => {
    const s = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: [{ card: 'dm02-024', tapped: true, under: ['dm01-083'] }] });
    acts(s, 'summon Pouch Shell (dm03-034)', 'yes');
    expect(snap(s).players[1]!.battle).toEqual([{ id: 'dm01-083', tapped: true, sick: false, power: 1000, under: [] }]);
    expect(snap(s).players[1]!.graveyard).toEqual(['dm02-024']);
  });
  it('may decline; with no opposing evolution creature nothing is asked', () => {
    const s = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: [{ card: 'dm02-024', under: ['dm01-083'] }] });
    acts(s, 'summon Pouch Shell (dm03-034)', 'decline');
    expect(battleIds(s, 1)).toEqual(['dm02-024']);
    const t = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: ['dm01-083'] });
    act(t, 'summon Pouch Shell (dm03-034)');
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Gigamantis (dm03-005): your other nature creatures go to mana instead of the graveyard', () => {
  it('a destroyed nature creature of yours goes to your mana zone; Gigamantis itself and non-nature do not', () => {
    const s = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-005', under: ['dm01-066'] },
          { card: 'dm01-103', tapped: true },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(s, 'attack Fear Fang (dm01-103) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(s).players[1]!.mana.map((m) => m.id)).toEqual(['dm01-103']);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
    const t = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-005', under: ['dm01-066'] },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(t, 'attack Immortal Baron, Vorg (dm01-097) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(t).players[1]!.graveyard).toEqual(['dm01-097']); // fire: not covered
  });
});

describe('Alcadeias, Lord of Spirits (dm04-001): nobody can cast spells other than light spells', () => {
  it('a darkness spell cannot be cast while it is in the battle zone; a light spell can', () => {
    const s = position(
      { hand: ['dm01-027', 'dm04-008'], mana: [...Array.from({ length: 6 }, () => 'dm01-090'), ...LIGHTM(2)] },
      { battle: [{ card: 'dm04-001', under: ['dm01-s01'] }] },
    );
    expect(legal(s)).toEqual(['end-main', 'cast Full Defensor (dm04-008)']);
  });
  it('it also stops a non-light S-Trigger (using an S-Trigger is casting)', () => {
    const s = position(
      { battle: ['dm01-097', { card: 'dm04-001', under: ['dm01-s01'] }] },
      { shields: ['dm01-027', 'dm01-012'] },
      { step: 'attack' },
    );
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'break shield 1');
    expect(snap(s).players[1]!.hand).toEqual(['dm01-027']); // no S-Trigger was offered
  });
});

describe('Full Defensor (dm04-008): your creatures have Blocker until the start of your next turn', () => {
  it("the blockers last through the opponent's turn and end when your turn starts", () => {
    const s = position({ hand: ['dm04-008'], mana: LIGHTM(2), battle: ['dm01-097'] }, { battle: ['dm01-012'] });
    acts(s, 'cast Full Defensor (dm04-008)', 'end-main', 'end-turn');
    // Opponent's turn: charge step may be skipped (empty hand); attack with Lah, Vorg can block.
    while (snap(s).step !== 'attack') act(s, legal(s)[0]!);
    act(s, 'attack player with Lah, Purification Enforcer (dm01-012)');
    expect(legal(s)).toContain('block with Immortal Baron, Vorg (dm01-097)');
    act(s, 'no-block');
    act(s, 'break shield 1');
    act(s, 'end-turn');
    // Our turn again: the Blocker is gone (checked on the state's modifiers).
    expect(s.mods.length).toBe(0);
  });
});

describe('Whisking Whirlwind (dm04-040): at the end of your turn, untap all your creatures', () => {
  it('a delayed trigger untaps the creatures that attacked', () => {
    const s = position({ hand: ['dm04-040'], mana: LIGHTM(1), battle: ['dm01-097'] });
    acts(s, 'cast Whisking Whirlwind (dm04-040)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)', 'break shield 1');
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(true);
    act(s, 'end-turn');
    expect(snap(s).activePlayer).toBe(1);
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(false);
  });
});

describe('Blaze Cannon (dm03-017): with only fire cards in mana, your creatures get power attacker +4000 and double breaker', () => {
  it('all fire mana: +4000 while attacking and breaks 2', () => {
    const s = position({ hand: ['dm03-017'], mana: FIREM(7), battle: ['dm01-097'] });
    acts(s, 'cast Blaze Cannon (dm03-017)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(6000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(snap(s).players[1]!.shields).toBe(3);
  });
  it('with a non-fire card in mana it does nothing (Japanese text: a condition of the effect)', () => {
    const s = position({ hand: ['dm03-017'], mana: [...FIREM(7), 'dm01-075'], battle: ['dm01-097'] });
    acts(s, 'cast Blaze Cannon (dm03-017)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(2000);
  });
});

describe('Flametropus (dm03-016): attacking, you may put a mana card into the graveyard for power attacker +3000 and double breaker', () => {
  it('pays a mana card and gets +3000 while attacking', () => {
    const s = position({ battle: ['dm03-016'], mana: FIREM(1) }, {}, { step: 'attack' });
    acts(s, 'attack player with Flametropus (dm03-016)', 'yes'); // the only mana card is chosen (101.3)
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-097']);
    expect(snap(s).players[0]!.battle[0]!.power).toBe(6000);
  });
});

const WATERM = (n: number) => Array.from({ length: n }, () => 'dm01-083');
const DARKM = (n: number) => Array.from({ length: n }, () => 'dm01-090');

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
    const s = position({ hand: ['dm02-043'], mana: WATERM(2) }, { shields: ['dm01-027', 'dm01-012', 'dm01-097'] });
    acts(s, 'cast Recon Operation (dm02-043)', 'choose shield 1 of P1', 'choose shield 3 of P1', 'done');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[] }[] };
    expect(v.players[1]!.knownShields).toEqual(['dm01-027', null, 'dm01-097']);
  });
});

describe('Stinger Ball (dm03-025): attacking, you may look at one opposing shield', () => {
  it('may decline: nothing becomes known', async () => {
    const { game } = await import('../src/game.js');
    const s = position({ battle: ['dm03-025'] }, { shields: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    acts(s, 'attack player with Stinger Ball (dm03-025)', 'decline', 'break shield 1');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[] }[] };
    expect(v.players[1]!.knownShields).toEqual([null]);
  });
});

describe("Liquid Scope (dm03-043): look at the opponent's hand and shields", () => {
  it("the caster then knows the opponent's hand and every shield", async () => {
    const { game } = await import('../src/game.js');
    const s = position({ hand: ['dm03-043'], mana: WATERM(4) }, { hand: ['dm01-097'], shields: ['dm01-012', 'dm01-027'] });
    act(s, 'cast Liquid Scope (dm03-043)');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[]; knownHand?: string[] }[] };
    expect(v.players[1]!.knownHand).toEqual(['dm01-097']);
    expect(v.players[1]!.knownShields).toEqual(['dm01-012', 'dm01-027']);
  });
});

describe('Diamond Cutter (dm02-023): this turn your creatures may attack the opponent despite sickness and "can\'t attack"', () => {
  it('a creature summoned this turn and a "can\'t attack" blocker may attack the player, not creatures', () => {
    const s = position(
      { hand: ['dm02-023'], mana: LIGHTM(5), battle: [{ card: 'dm01-097', sick: true }, 'dm01-076'] },
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

describe('Eldritch Poison (dm03-029): put a darkness creature of yours into the graveyard (a cost), then return a mana creature to hand', () => {
  it('cannot be cast without a darkness creature of yours', () => {
    const s = position({ hand: ['dm03-029'], mana: DARKM(1) });
    expect(legal(s)).toEqual(['end-main']);
  });
  it('pays with a darkness creature and returns a creature from mana', () => {
    const s = position({ hand: ['dm03-029'], mana: [...DARKM(1), 'dm01-s05'], battle: ['dm01-090'] });
    acts(s, 'cast Eldritch Poison (dm03-029)', 'choose Deathliger, Lion of Chaos (dm01-s05)');
    expect(snap(s).players[0]!.graveyard.sort()).toEqual(['dm01-090', 'dm03-029'].sort());
    expect(snap(s).players[0]!.hand).toEqual(['dm01-s05']);
  });
});

describe('Sword of Malevolent Death (dm04-033): this turn, attacking creatures get +1000 per darkness card in your mana', () => {
  it('counts the darkness mana as the creature attacks', () => {
    const s = position({ hand: ['dm04-033'], mana: [...FIREM(4), ...DARKM(3)], battle: ['dm01-097'] });
    acts(s, 'cast Sword of Malevolent Death (dm04-033)', 'end-main');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(2000);
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(5000);
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

describe('Jack Viper, Shadow of Doom (dm03-003): your other darkness creatures may return to your hand instead of the graveyard', () => {
  it('a destroyed darkness creature of yours may return to hand; a non-darkness one just dies', () => {
    const s = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-003', under: ['dm01-055'] },
          { card: 'dm01-090', tapped: true },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(s, 'attack Writhing Bone Ghoul (dm01-090) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'yes return Writhing Bone Ghoul (dm01-090) to hand instead');
    expect(snap(s).players[1]!.hand).toEqual(['dm01-090']);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
  });
  it('the affected player may decline', () => {
    const s = position({ hand: ['dm01-027'], mana: DARKM(6) }, { battle: [{ card: 'dm03-003', under: ['dm01-055'] }, 'dm01-090'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Writhing Bone Ghoul (dm01-090)', 'decline');
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-090']);
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-027']);
  });
});

describe('Creeping Plague (dm01-028): this turn, opposing creatures that block your creatures go to the graveyard after the battle', () => {
  it('a blocker that wins the battle still goes to the graveyard; the turn after, it does not apply', () => {
    const s = position({ hand: ['dm01-028'], mana: DARKM(1), battle: ['dm01-097'] }, { battle: ['dm01-048'] });
    acts(s, 'cast Creeping Plague (dm01-028)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'block with Revolver Fish (dm01-048)'); // 5000 blocks 2000: wins the battle
    expect(battleIds(s, 0)).toEqual([]); // the attacker lost
    expect(battleIds(s, 1)).toEqual([]); // the blocker goes to the graveyard anyway
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-048']);
  });
  it('without it, the winning blocker stays', () => {
    const s = position({ battle: ['dm01-097'] }, { battle: ['dm01-048'] }, { step: 'attack' });
    acts(s, 'attack player with Immortal Baron, Vorg (dm01-097)', 'block with Revolver Fish (dm01-048)');
    expect(battleIds(s, 1)).toEqual(['dm01-048']);
  });
});

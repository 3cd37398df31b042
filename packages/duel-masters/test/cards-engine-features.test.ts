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
    const s = position(
      { hand: ['dm03-034'], mana: NAT(4) },
      { battle: [{ card: 'dm02-024', tapped: true, under: ['dm01-083'] }] },
    );
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
      { battle: [{ card: 'dm03-005', under: ['dm01-066'] }, { card: 'dm01-103', tapped: true }, { card: 'dm01-097', tapped: true }] },
      { step: 'attack' },
    );
    act(s, 'attack Fear Fang (dm01-103) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(s).players[1]!.mana.map((m) => m.id)).toEqual(['dm01-103']);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
    const t = position(
      { battle: ['dm05-s04'] },
      { battle: [{ card: 'dm03-005', under: ['dm01-066'] }, { card: 'dm01-097', tapped: true }] },
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
    const s = position({ battle: ['dm01-097', { card: 'dm04-001', under: ['dm01-s01'] }] }, { shields: ['dm01-027', 'dm01-012'] }, { step: 'attack' });
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'break shield 1');
    expect(snap(s).players[1]!.hand).toEqual(['dm01-027']); // no S-Trigger was offered
  });
});

describe('Full Defensor (dm04-008): your creatures have Blocker until the start of your next turn', () => {
  it('the blockers last through the opponent\'s turn and end when your turn starts', () => {
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

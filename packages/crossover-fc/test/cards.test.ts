// One test per sample card (set SX, synthetic), the rule-named cards (refused), and the card-format validation.
import { describe, expect, it } from 'vitest';
import { CardFormatError, cardDefs, parseCardFile, parseDeck } from '../src/index.js';
import * as S from '../src/state.js';
import { act, find, game, go, legal, load, loadStepwise, one, passUntil, resolve, toTurn } from './helpers.js';

type V = {
  players: {
    hp: number;
    energy: number;
    field: { id: string; ap?: number; dp?: number; gender?: string; keywords?: string[]; tapped?: boolean }[];
  }[];
};
const view = (s: Parameters<typeof game.view>[0]) => game.view(s, 0) as V;
const fieldOf = (s: Parameters<typeof game.view>[0], p: number, id: string) => view(s).players[p]!.field.find((f) => f.id === id);
const NAVS = (n: number) => Array<string>(n).fill('sx-001');

describe('sx-001 Meadow Navigator', () => {
  it('taps for 1 energy to pay a cost; common, so unlimited copies', () => {
    const s = loadStepwise({ players: [{ field: ['sx-001'], hand: ['sx-010'] }, {}] });
    act(s, 'play Plain Squire (sx-010)');
    expect(s.tapped[one(s, 'sx-001')]).toBe(1);
    expect(parseDeck('50 Meadow Navigator', 'x.txt').cards.length).toBe(50);
  });
});
describe('sx-002 Harbor Navigator', () => {
  it('taps for 1 energy', () => {
    const s = loadStepwise({ players: [{ field: ['sx-002'], hand: ['sx-065'] }, { field: ['sx-010'] }] });
    expect(legal(s)).toContain("play Curse of Frailty (sx-065) targeting P2's Plain Squire (sx-010)");
    act(s, "play Curse of Frailty (sx-065) targeting P2's Plain Squire (sx-010)");
    expect(s.tapped[one(s, 'sx-002')]).toBe(1);
  });
});
describe('sx-003 Beacon Navigator', () => {
  it('draws 1 when played from hand; rare, so at most 4', () => {
    const s = loadStepwise({ players: [{ hand: ['sx-003'] }, {}] });
    act(s, 'play Beacon Navigator (sx-003)');
    expect(s.hand[0]!.length).toBe(1);
    expect(() => parseDeck('46 Meadow Navigator\n5 Beacon Navigator', 'x.txt')).toThrow(/5 copies of Beacon Navigator/);
  });
});
describe('sx-004 Twin Spring Navigator', () => {
  it('gives 2 energy: pays a cost-2 character alone', () => {
    const s = loadStepwise({ players: [{ field: ['sx-004'], hand: ['sx-011'] }, {}] });
    act(s, 'play Brave Ranger (sx-011)');
    expect(s.energy[0]).toBe(0);
  });
});
describe('vanilla characters sx-010 … sx-013', () => {
  for (const [id, name, ap, dp, gender, cost] of [
    ['sx-010', 'Plain Squire', 1, 1, 'male', 1],
    ['sx-011', 'Brave Ranger', 3, 2, 'female', 2],
    ['sx-012', 'Wall Guard', 2, 3, 'male', 2],
    ['sx-013', 'Stout Keeper', 2, 4, 'other', 3],
  ] as const) {
    it(`${id} ${name}: costs ${cost}, enters tapped as a ${ap}:${dp} ${gender}`, () => {
      const s = loadStepwise({ players: [{ field: NAVS(cost), hand: [id] }, {}] });
      const without = loadStepwise({ players: [{ field: NAVS(cost - 1), hand: [id] }, {}] });
      expect(legal(without)).not.toContain(`play ${name} (${id})`);
      act(s, `play ${name} (${id})`);
      resolve(s);
      expect(fieldOf(s, 0, id)).toMatchObject({ ap, dp, gender, tapped: true });
    });
  }
});
describe('sx-014 Heavy Knight', () => {
  it('4:4 with upkeep 1: unpaid, it crashes at end of turn', () => {
    const s = loadStepwise({ phase: 'end-phase', players: [{ field: ['sx-014'] }, {}] });
    expect(legal(s)).toEqual(['decline the upkeep of Heavy Knight (sx-014)']);
    act(s, 'decline the upkeep of Heavy Knight (sx-014)');
    expect(find(s, 'sx-014', 'dust box').length).toBe(1);
  });
});
describe('sx-015 Sky Scout', () => {
  it('flying: a ground character cannot block it, a flyer can', () => {
    const s = loadStepwise({ players: [{ field: ['sx-015'] }, { field: ['sx-012', 'sx-030'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Sky Scout (sx-015)');
    passUntil(s, () => s.decision === S.D_BLOCK);
    expect(legal(s)).toEqual(['declare no block', 'block with Guardian Angel (sx-030)']);
  });
});
describe('sx-016 Deep Diver', () => {
  it('diving: only divers block it', () => {
    const s = loadStepwise({ players: [{ field: ['sx-016'] }, { field: ['sx-015', 'sx-016'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Deep Diver (sx-016)');
    passUntil(s, () => s.decision === S.D_BLOCK);
    expect(legal(s)).toEqual(['declare no block', 'block with Deep Diver (sx-016)']);
  });
});
describe('sx-017 Storm Leviathan', () => {
  it('flying and diving, upkeep 1', () => {
    const s = load({ players: [{ field: ['sx-017'] }, {}] });
    expect(fieldOf(s, 0, 'sx-017')!.keywords).toEqual(['flying', 'diving']);
    const e = loadStepwise({ phase: 'end-phase', players: [{ field: ['sx-017', 'sx-001'] }, {}] });
    expect(legal(e)).toContain('pay the upkeep of Storm Leviathan (sx-017)');
  });
});
describe('sx-018 Night Runner', () => {
  it('All Turn: playable in the opponent main phase', () => {
    const s = loadStepwise({ activePlayer: 1, players: [{ field: NAVS(2), hand: ['sx-018'] }, {}] });
    act(s, 'pass');
    act(s, 'play Night Runner (sx-018)');
    resolve(s);
    expect(find(s, 'sx-018').length).toBe(1);
  });
});
describe('sx-019 Spark Twin', () => {
  it('at the start of its controller turn: 1 damage to each opposing female', () => {
    const s = loadStepwise({ phase: 'turn-start', players: [{ field: ['sx-019'] }, { field: ['sx-011', 'sx-012', 'sx-013'] }] });
    expect(s.damage[one(s, 'sx-011')]).toBe(1);
    expect(s.damage[one(s, 'sx-012')]).toBe(0);
  });
});
describe('sx-020 Smooth Talker', () => {
  it('at the start of its controller turn: 1 damage to the opponent per opposing female', () => {
    const s = loadStepwise({ phase: 'turn-start', players: [{ field: ['sx-020'] }, { field: ['sx-011', 'sx-024', 'sx-012'] }] });
    expect(s.hp[1]).toBe(28);
  });
});
describe('sx-021 Jousting Ace', () => {
  it('gets +1:+0 when it attacks', () => {
    const s = loadStepwise({ players: [{ field: ['sx-021'] }, {}] });
    go(s, 'declare combat');
    go(s, 'attack with Jousting Ace (sx-021)');
    expect(fieldOf(s, 0, 'sx-021')).toMatchObject({ ap: 3, dp: 2 });
    passUntil(s, () => s.hp[1]! < 30);
    expect(s.hp[1]).toBe(27);
  });
});
describe('sx-022 Thief Queen', () => {
  it('pay 2, tap: gain control of an opposing character', () => {
    const s = loadStepwise({ players: [{ field: ['sx-022', 'sx-001', 'sx-001'] }, { field: ['sx-012'] }] });
    act(s, "use Thief Queen (sx-022) targeting P2's Wall Guard (sx-012)");
    resolve(s);
    expect(s.ctrl[one(s, 'sx-012')]).toBe(0);
    expect(s.tapped[one(s, 'sx-022')]).toBe(1);
  });
});
describe('sx-023 Loop Striker', () => {
  it('pay 1: untap this', () => {
    const s = loadStepwise({ players: [{ field: [{ card: 'sx-023', tapped: true }, 'sx-001'] }, {}] });
    act(s, 'use Loop Striker (sx-023)');
    resolve(s);
    expect(s.tapped[one(s, 'sx-023')]).toBe(0);
    expect(legal(s)).not.toContain('use Loop Striker (sx-023)'); // no energy left
  });
});
describe('sx-024 Banner Bearer', () => {
  it('your other characters get +0:+1, not itself, not the opponent', () => {
    const s = load({ players: [{ field: ['sx-024', 'sx-010'] }, { field: ['sx-010'] }] });
    expect(fieldOf(s, 0, 'sx-024')).toMatchObject({ ap: 1, dp: 2 });
    expect(fieldOf(s, 0, 'sx-010')).toMatchObject({ ap: 1, dp: 2 });
    expect(fieldOf(s, 1, 'sx-010')).toMatchObject({ ap: 1, dp: 1 });
  });
});
describe('sx-025 Swap Witch', () => {
  it('tap: swap a character AP and DP until end of turn', () => {
    const s = loadStepwise({ players: [{ field: ['sx-025'] }, { field: ['sx-012'] }] });
    act(s, "use Swap Witch (sx-025) targeting P2's Wall Guard (sx-012)");
    resolve(s);
    expect(fieldOf(s, 1, 'sx-012')).toMatchObject({ ap: 3, dp: 2 });
    toTurn(s, 4);
    expect(fieldOf(s, 1, 'sx-012')).toMatchObject({ ap: 2, dp: 3 });
  });
});
describe('sx-026 Masseuse', () => {
  it('only in the damage window: tap to reduce damage by 2', () => {
    const s = loadStepwise({ activePlayer: 1, players: [{ field: ['sx-013', 'sx-026'] }, { field: NAVS(2), hand: ['sx-040'] }] });
    expect(legal(s).some((t) => t.startsWith('use Masseuse'))).toBe(false);
    act(s, "play Arrow Shot (sx-040) targeting P1's Stout Keeper (sx-013)");
    act(s, 'pass');
    act(s, 'pass');
    go(s, "use Masseuse (sx-026) targeting P1's Stout Keeper (sx-013)");
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.damage[one(s, 'sx-013')]).toBe(2);
  });
});
describe('sx-027 Escape Artist', () => {
  it('pay 1: return to its owner hand', () => {
    const s = loadStepwise({ players: [{ field: ['sx-027', 'sx-001'] }, {}] });
    act(s, 'use Escape Artist (sx-027)');
    resolve(s);
    expect(find(s, 'sx-027', 'hand').length).toBe(1);
  });
});
describe('sx-028 Herald', () => {
  it('draws 1 when played, even if the play is then negated (4-3-2-4 comes before the interrupt window)', () => {
    const s = loadStepwise({
      players: [
        { field: NAVS(3), hand: ['sx-028'] },
        { field: NAVS(3), hand: ['sx-046'] },
      ],
    });
    act(s, 'play Herald (sx-028)');
    expect(s.hand[0]!.length).toBe(1);
    act(s, "play Cancel All (sx-046) targeting P1's play of Herald (sx-028)");
    resolve(s);
    expect(find(s, 'sx-028', 'dust box').length).toBe(1);
  });
});
describe('sx-029 Last Stand Medic', () => {
  it('when it crashes, its controller gains 3 HP', () => {
    const s = loadStepwise({ activePlayer: 1, players: [{ field: ['sx-029'] }, { field: NAVS(1), hand: ['sx-067'] }] });
    act(s, "play Sting (sx-067) targeting P1's Last Stand Medic (sx-029)");
    resolve(s);
    expect(find(s, 'sx-029', 'dust box').length).toBe(1);
    expect(s.hp[0]).toBe(33);
  });
});
describe('sx-030 Guardian Angel', () => {
  it('pay 1, tap: negate the crash of a character you control', () => {
    const s = loadStepwise({ activePlayer: 1, players: [{ field: ['sx-012', 'sx-030', 'sx-001'] }, { field: NAVS(2), hand: ['sx-040'] }] });
    act(s, "play Arrow Shot (sx-040) targeting P1's Wall Guard (sx-012)");
    act(s, 'pass');
    act(s, 'pass');
    go(s, "use Guardian Angel (sx-030) targeting P1's Wall Guard (sx-012)");
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.zone[one(s, 'sx-012')]).toBe(S.Z_FIELD);
    expect(s.damage[one(s, 'sx-012')]).toBe(0);
    expect(s.tapped[one(s, 'sx-030')]).toBe(1);
  });
});
describe('sx-031 Scarred Veteran', () => {
  it('draws 1 when dealt damage', () => {
    const s = loadStepwise({ activePlayer: 1, players: [{ field: ['sx-031'] }, { field: NAVS(1), hand: ['sx-067'] }] });
    act(s, "play Sting (sx-067) targeting P1's Scarred Veteran (sx-031)");
    resolve(s);
    expect(s.hand[0]!.length).toBe(1);
  });
});
describe('sx-032 Tidal Guard', () => {
  it('flying and diving: may block a flying-and-diving attacker', () => {
    const s = loadStepwise({ players: [{ field: ['sx-017'] }, { field: ['sx-032'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Storm Leviathan (sx-017)');
    go(s, 'block with Tidal Guard (sx-032)');
    expect(s.blocked).toBe(1);
  });
});
describe('sx-033 Feint Dancer', () => {
  it('after being blocked: pay 1 to deal its AP minus the blocker AP to the opponent; not usable unblocked', () => {
    const s = loadStepwise({ players: [{ field: ['sx-033', 'sx-001'] }, { field: ['sx-012'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Feint Dancer (sx-033)');
    expect(legal(s)).not.toContain('use Feint Dancer (sx-033)');
    go(s, 'block with Wall Guard (sx-012)');
    act(s, 'use Feint Dancer (sx-033)');
    resolve(s);
    expect(s.hp[1]).toBe(29); // 3 - 2
  });
});
describe('sx-034 Know-It-All', () => {
  it('right after an opponent draws (not its own controller): tap to draw 1', () => {
    const s = loadStepwise({ players: [{ field: ['sx-034', 'sx-001'], hand: ['sx-043'] }, { field: ['sx-034'] }] });
    act(s, 'play Home Cooking (sx-043) targeting P1');
    resolve(s);
    // P1 drew: only P2's copy may react (P2 holds priority in the draw window).
    expect(s.window).toBe(S.W_DRAW);
    expect(legal(s)).toEqual(['pass (no draw reaction)']); // the TP first; theirs does not answer their own draw
    go(s, 'use Know-It-All (sx-034)');
    // P1 may not use theirs against their own draw, but P2's draw (resolving now) opens a window for P1.
    passUntil(s, () => s.window === S.W_DRAW && game.currentPlayer(s) === 0 && legal(s).includes('use Know-It-All (sx-034)'));
    act(s, 'use Know-It-All (sx-034)');
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.hand[0]!.length).toBe(2);
    expect(s.hand[1]!.length).toBe(1);
  });
});
describe('sx-035 Energy Sniffer', () => {
  it('right after an opponent gains energy (auto-tapped navigators or an effect): tap to gain 2 HP; not for its own side', () => {
    const s = loadStepwise({ players: [{ field: ['sx-001', 'sx-035'], hand: ['sx-010', 'sx-058'] }, { field: ['sx-035'] }] });
    act(s, 'play Plain Squire (sx-010)'); // P1 taps a navigator: an energy gain
    expect(s.window).toBe(S.W_ENERGY);
    expect(legal(s)).toEqual(['pass (no energy reaction)']); // P1's own Sniffer cannot answer P1's gain
    go(s, 'use Energy Sniffer (sx-035)');
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.hp[1]).toBe(32);
    const e = loadStepwise({ players: [{ hand: ['sx-058'] }, { field: ['sx-035'] }] });
    act(e, 'play Energy Drink (sx-058)');
    resolve(e);
    expect(e.window).toBe(S.W_ENERGY);
  });
});
describe('sx-040 Arrow Shot', () => {
  it('4 damage to target character', () => {
    const s = loadStepwise({ players: [{ field: NAVS(2), hand: ['sx-040'] }, { field: ['sx-013'] }] });
    act(s, "play Arrow Shot (sx-040) targeting P2's Stout Keeper (sx-013)");
    resolve(s);
    expect(find(s, 'sx-013', 'dust box').length).toBe(1);
    expect(find(s, 'sx-040', 'dust box').length).toBe(1);
  });
});
describe('sx-041 Blessing', () => {
  it('+4:+4 until end of turn', () => {
    const s = loadStepwise({ players: [{ field: ['sx-010', 'sx-001'], hand: ['sx-041'] }, {}] });
    act(s, "play Blessing (sx-041) targeting P1's Plain Squire (sx-010)");
    resolve(s);
    expect(fieldOf(s, 0, 'sx-010')).toMatchObject({ ap: 5, dp: 5 });
  });
});
describe('sx-042 Purge', () => {
  it('3 damage to every character on both sides', () => {
    const s = loadStepwise({ players: [{ field: [...NAVS(4), 'sx-013'], hand: ['sx-042'] }, { field: ['sx-012', 'sx-031'] }] });
    act(s, 'play Purge (sx-042)');
    resolve(s);
    expect(s.damage[one(s, 'sx-013')]).toBe(3);
    expect(s.damage[one(s, 'sx-031')]).toBe(3);
    expect(find(s, 'sx-012', 'dust box').length).toBe(1);
  });
});
describe('sx-043 Home Cooking', () => {
  it('target Duel Master gains 4, then you draw 1', () => {
    const s = loadStepwise({ players: [{ field: NAVS(1), hand: ['sx-043'] }, { hp: 10 }] });
    act(s, 'play Home Cooking (sx-043) targeting P2');
    resolve(s);
    expect(s.hp[1]).toBe(14);
    expect(s.hand[0]!.length).toBe(1);
  });
});
describe('sx-044 Space Freeze', () => {
  it('Duel Masters cannot be targeted until end of turn', () => {
    const s = loadStepwise({ players: [{ field: NAVS(4), hand: ['sx-044', 'sx-063'] }, {}] });
    act(s, 'play Space Freeze (sx-044)');
    resolve(s);
    expect(legal(s).some((t) => t.startsWith('play Fireball'))).toBe(false);
    toTurn(s, 4);
    expect(s.playersUntargetable).toBe(0);
  });
});
describe('sx-045 Blunder', () => {
  it('negates a play for 2 energy; a negated play does not count as successful (A15)', () => {
    const s = loadStepwise({
      players: [
        { field: NAVS(2), hand: ['sx-011'] },
        { field: [...NAVS(2), 'sx-047'], hand: ['sx-045'] },
      ],
    });
    act(s, 'play Brave Ranger (sx-011)');
    act(s, "play Blunder (sx-045) targeting P1's play of Brave Ranger (sx-011)");
    resolve(s);
    expect(find(s, 'sx-011', 'dust box').length).toBe(1);
    expect(s.hp[1]).toBe(31); // Genius Ring: Blunder succeeded, Brave Ranger did not
  });
});
describe('sx-046 Cancel All', () => {
  it('negates a play; only plays, not abilities, are targets', () => {
    const s = loadStepwise({ players: [{ field: ['sx-027', 'sx-001'] }, { field: NAVS(3), hand: ['sx-046'] }] });
    act(s, 'use Escape Artist (sx-027)');
    expect(legal(s).some((t) => t.startsWith('play Cancel All'))).toBe(false);
  });
});
describe('sx-047 Genius Ring', () => {
  it('set on the field; +1 HP to its controller whenever a play succeeds', () => {
    const s = loadStepwise({ players: [{ field: NAVS(3), hand: ['sx-047', 'sx-010'] }, {}] });
    act(s, 'play Genius Ring (sx-047)');
    resolve(s);
    expect(find(s, 'sx-047').length).toBe(1);
    // It is on the field when its own play succeeds (4-3-2-6), so it sees itself: +1.
    expect(s.hp[0]).toBe(31);
    act(s, 'play Plain Squire (sx-010)');
    resolve(s);
    expect(s.hp[0]).toBe(32);
  });
});
describe('sx-048 Demon Realm', () => {
  it('every character +2:-1; crashes when no character is left', () => {
    const s = loadStepwise({ players: [{ field: NAVS(3), hand: ['sx-048'] }, { field: ['sx-012'] }] });
    act(s, 'play Demon Realm (sx-048)');
    resolve(s);
    expect(fieldOf(s, 1, 'sx-012')).toMatchObject({ ap: 4, dp: 2 });
    const e = load({ players: [{ field: ['sx-048'] }, {}] });
    expect(find(e, 'sx-048', 'dust box').length).toBe(1);
  });
});
describe('sx-049 Gun', () => {
  it('set on a character: +2:+0 and may block flyers', () => {
    const s = loadStepwise({ players: [{ field: [...NAVS(2), 'sx-012'], hand: ['sx-049'] }, {}] });
    act(s, "play Gun (sx-049) targeting P1's Wall Guard (sx-012)");
    resolve(s);
    expect(fieldOf(s, 0, 'sx-012')).toMatchObject({ ap: 4, dp: 3, keywords: ['block-flying'] });
  });
});
describe('sx-050 Rabbit Punch', () => {
  it('+1:+1 to its host', () => {
    const s = load({ players: [{ field: [{ card: 'sx-010', set: ['sx-050'] }] }, {}] });
    expect(fieldOf(s, 0, 'sx-010')).toMatchObject({ ap: 2, dp: 2 });
  });
});
describe('sx-051 Sword Down', () => {
  it('the host loses its abilities and becomes a 0:5 other', () => {
    const s = load({ players: [{ field: [{ card: 'sx-024', set: ['sx-051'] }, 'sx-012'] }, {}] });
    expect(fieldOf(s, 0, 'sx-024')).toMatchObject({ ap: 0, dp: 5, gender: 'other' });
    expect(fieldOf(s, 0, 'sx-012')).toMatchObject({ dp: 3 }); // Banner Bearer's aura is gone
  });
});
describe('sx-052 Longsy Charm', () => {
  it('the host is unaffected by spells and events (not items)', () => {
    const s = loadStepwise({ players: [{ field: NAVS(3), hand: ['sx-040', 'sx-049'] }, { field: [{ card: 'sx-012', set: ['sx-052'] }] }] });
    expect(legal(s).some((t) => t.startsWith('play Arrow Shot'))).toBe(false);
    expect(legal(s)).toContain("play Gun (sx-049) targeting P2's Wall Guard (sx-012)");
  });
});
describe('sx-053 Treehouse Base', () => {
  it('until end of turn, unaffected by events, items and spells', () => {
    const s = loadStepwise({ players: [{ field: [...NAVS(3), 'sx-012'], hand: ['sx-053', 'sx-066'] }, {}] });
    act(s, "play Treehouse Base (sx-053) targeting P1's Wall Guard (sx-012)");
    resolve(s);
    expect(legal(s).some((t) => t.startsWith('play Pep Talk'))).toBe(false);
    toTurn(s, 4);
    expect(s.immune[one(s, 'sx-012')]).toBe(0);
  });
});
describe('sx-054 Space Cop Gear', () => {
  it('crash a card from hand: host +2:+2 until end of turn', () => {
    const s = loadStepwise({ players: [{ field: [{ card: 'sx-010', set: ['sx-054'] }], hand: ['sx-011'] }, {}] });
    act(s, 'use Space Cop Gear (sx-054)');
    resolve(s);
    expect(fieldOf(s, 0, 'sx-010')).toMatchObject({ ap: 3, dp: 3 });
    expect(find(s, 'sx-011', 'dust box').length).toBe(1);
  });
});
describe('sx-055 Dive Gear', () => {
  it('grants diving', () => {
    const s = load({ players: [{ field: [{ card: 'sx-010', set: ['sx-055'] }] }, {}] });
    expect(fieldOf(s, 0, 'sx-010')!.keywords).toEqual(['diving']);
  });
});
describe('sx-056 Supply Depot', () => {
  it('your plays cost 1 less, never below 0', () => {
    const s = loadStepwise({ players: [{ field: ['sx-056'], hand: ['sx-010', 'sx-065'] }, { field: ['sx-012'] }] });
    expect(legal(s)).toContain('play Plain Squire (sx-010)');
    expect(legal(s)).toContain("play Curse of Frailty (sx-065) targeting P2's Wall Guard (sx-012)");
  });
});
describe('sx-057 Toll Gate', () => {
  it('the opponent plays cost 1 more', () => {
    const s = loadStepwise({ players: [{ field: NAVS(2), hand: ['sx-040'] }, { field: ['sx-057', 'sx-012'] }] });
    expect(legal(s).some((t) => t.startsWith('play Arrow Shot'))).toBe(false);
  });
});
describe('sx-058 Energy Drink', () => {
  it('gain 2 energy (kept until the end of turn)', () => {
    const s = loadStepwise({ players: [{ hand: ['sx-058'] }, {}] });
    act(s, 'play Energy Drink (sx-058)');
    resolve(s);
    expect(s.energy[0]).toBe(2);
  });
});
describe('sx-059 Recall', () => {
  it('puts a character card from your dust box onto the field, tapped, without playing it', () => {
    const s = loadStepwise({ players: [{ field: NAVS(3), hand: ['sx-059'], dust: ['sx-028'] }, {}] });
    act(s, "play Recall (sx-059) targeting P1's Herald (sx-028) in the dust box");
    resolve(s);
    expect(s.tapped[one(s, 'sx-028')]).toBe(1);
    expect(s.hand[0]!.length).toBe(0); // Herald's "when you play" did not fire
  });
});
describe('sx-060 Scout the Road', () => {
  it('puts a navigator card from hand onto the field', () => {
    const s = loadStepwise({ players: [{ field: NAVS(1), hand: ['sx-060', 'sx-002'] }, {}] });
    act(s, "play Scout the Road (sx-060) targeting P1's Harbor Navigator (sx-002) in hand");
    resolve(s);
    expect(find(s, 'sx-002').length).toBe(1);
  });
});
describe('sx-061 Second Wind', () => {
  it('only in the crash window; negates the crash of your character', () => {
    const s = loadStepwise({ players: [{ field: NAVS(2), hand: ['sx-061', 'sx-010'] }, {}] });
    expect(legal(s).some((t) => t.startsWith('play Second Wind'))).toBe(false);
  });
});
describe('sx-062 Bandage', () => {
  it('in the damage window: reduce that damage by 2', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [
        { field: ['sx-031'], hand: ['sx-062'] },
        { field: NAVS(2), hand: ['sx-040'] },
      ],
    });
    act(s, "play Arrow Shot (sx-040) targeting P1's Scarred Veteran (sx-031)");
    act(s, 'pass');
    act(s, 'pass');
    go(s, "play Bandage (sx-062) targeting P1's Scarred Veteran (sx-031)");
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.damage[one(s, 'sx-031')]).toBe(2);
  });
});
describe('sx-063 Fireball', () => {
  it('3 damage to target Duel Master', () => {
    const s = loadStepwise({ players: [{ field: NAVS(3), hand: ['sx-063'] }, {}] });
    act(s, 'play Fireball (sx-063) targeting P2');
    resolve(s);
    expect(s.hp[1]).toBe(27);
  });
});
describe('sx-064 War Banner', () => {
  it('your characters get +1:+0; upkeep 1', () => {
    const s = load({ players: [{ field: ['sx-064', 'sx-010'] }, { field: ['sx-010'] }] });
    expect(fieldOf(s, 0, 'sx-010')).toMatchObject({ ap: 2 });
    expect(fieldOf(s, 1, 'sx-010')).toMatchObject({ ap: 1 });
  });
});
describe('sx-065 Curse of Frailty', () => {
  it('-1:-1 until end of turn; a 1:1 reaches DP 0 and crashes', () => {
    const s = loadStepwise({ players: [{ field: NAVS(1), hand: ['sx-065'] }, { field: ['sx-010'] }] });
    act(s, "play Curse of Frailty (sx-065) targeting P2's Plain Squire (sx-010)");
    resolve(s);
    expect(find(s, 'sx-010', 'dust box').length).toBe(1);
  });
});
describe('sx-066 Pep Talk', () => {
  it('only your own character: +1:+1', () => {
    const s = loadStepwise({ players: [{ field: [...NAVS(1), 'sx-010'], hand: ['sx-066'] }, { field: ['sx-012'] }] });
    expect(legal(s).filter((t) => t.startsWith('play Pep Talk'))).toEqual(["play Pep Talk (sx-066) targeting P1's Plain Squire (sx-010)"]);
  });
});
describe('sx-067 Sting', () => {
  it('2 damage to target character', () => {
    const s = loadStepwise({ players: [{ field: NAVS(1), hand: ['sx-067'] }, { field: ['sx-012'] }] });
    act(s, "play Sting (sx-067) targeting P2's Wall Guard (sx-012)");
    resolve(s);
    expect(s.damage[one(s, 'sx-012')]).toBe(2);
  });
});

describe('the sample set', () => {
  it('has at least 40 synthetic cards, every one with a test above', () => {
    const sx = cardDefs().filter((d) => d.set === 'SX');
    expect(sx.length).toBeGreaterThanOrEqual(40);
    expect(sx.every((d) => d.synthetic && d.playable)).toBe(true);
  });
});

describe('rule-named cards (RULES set)', () => {
  it('are listed with what the rules show, and refused in decks', () => {
    const named = cardDefs().filter((d) => d.set === 'RULES');
    expect(named.length).toBeGreaterThanOrEqual(39);
    for (const d of named) {
      expect(d.playable).toBe(false);
      expect(d.unsupported).toBeTruthy();
    }
    expect(() => parseDeck('46 Meadow Navigator\n4 マジックアロー', 'x.txt')).toThrow(
      /not implemented[\s\S]*does not show this card's cost/,
    );
    expect(game.cards.resolve('エルファーシア')?.id).toBe('rule-07');
    expect(game.cards.resolve('水姫')?.unsupported).toMatch(/banned/);
  });
});

describe('card format validation', () => {
  const file = (cards: unknown[]) => JSON.stringify({ set: 'USR', cards });
  const ok = { id: 'usr-1', name: 'X', type: 'CHARACTER', cost: 1, ap: 1, dp: 1, gender: 'male' };
  it('accepts a well-formed card', () => {
    expect(parseCardFile(file([ok]), 'u.json')[0]!.name).toBe('X');
  });
  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['no set', JSON.stringify({ cards: [] }), /"set"/],
    ['unknown field', file([{ ...ok, power: 3 }]), /usr-1: unknown field "power"/],
    ['missing cost', file([{ ...ok, cost: undefined }]), /usr-1: "cost" is required/],
    ['bad type', file([{ ...ok, type: 'CREATURE' }]), /usr-1: "type" must be one of/],
    ['navigator with cost', file([{ id: 'usr-2', name: 'N', type: 'NAVIGATOR', cost: 1 }]), /navigators have no cost/],
    ['costless ability', file([{ ...ok, activated: [{ effects: [{ do: 'draw', amount: 1 }] }] }]), /without a cost is not an action/],
    ['unknown effect', file([{ ...ok, type: 'SPELL', effects: [{ do: 'explode' }] }]), /"do" must be one of/],
    [
      'target effect without target',
      file([{ id: 'usr-3', name: 'S', type: 'SPELL', cost: 1, effects: [{ do: 'damage', amount: 1, to: 'target' }] }]),
      /has no "target"/,
    ],
    [
      'damage inside a window',
      file([
        {
          id: 'usr-4',
          name: 'S',
          type: 'SPELL',
          cost: 1,
          timing: 'after-damage',
          target: 'damaged-character',
          effects: [{ do: 'damage', amount: 1, to: 'target' }],
        },
      ]),
      /not implemented/,
    ],
  ])('refuses %s with a clear error', (_n, text, re) => {
    expect(() => parseCardFile(text, 'u.json')).toThrow(CardFormatError);
    expect(() => parseCardFile(text, 'u.json')).toThrow(re);
  });
});

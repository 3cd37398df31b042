// Rules suite: one test per scenario of the digest's section 11, named with the scenario number and rule.
import { describe, expect, it } from 'vitest';
import type { Deck } from '@tcglab/core';
import { parseDeck } from '../src/index.js';
import * as S from '../src/state.js';
import { act, find, game, go, legal, load, loadStepwise, one, passTo, passUntil, resolve, toTurn } from './helpers.js';

const N = 'Meadow Navigator (sx-001)';

function deckOf(lines: string): Deck {
  return parseDeck(lines, 'test.txt');
}
const BASIC = deckOf('30 Meadow Navigator\n4 Plain Squire\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout');

function newGame(startWinner: 0 | 1 = 0) {
  return game.newGame({ decks: [BASIC, BASIC], shuffleSeeds: ['a', 'b'], engineSeed: 'e', startWinner });
}

describe('CrossOver The F&C rules (digest §11)', () => {
  it('#1 opening hands (2-1-4, 2-1-5): 7 each before the order choice; no draw for the first player on turn 1', () => {
    const s = newGame(1);
    expect(s.hand[0]!.length).toBe(7);
    expect(s.hand[1]!.length).toBe(7);
    expect(game.currentPlayer(s)).toBe(1); // the start winner chooses after seeing the hand
    expect(legal(s)).toEqual(['choose to go first', 'choose to go second']);
    act(s, 'choose to go second');
    expect(game.firstPlayer(s)).toBe(0);
    act(s, 'keep the hand');
    act(s, 'keep the hand');
    expect(s.turn).toBe(1);
    expect(s.hand[0]!.length).toBe(7);
    passTo(s, 'main phase');
    // End turn 1: pass the main phase and the end phase.
    while (s.turn === 1) act(s, legal(s)[0]!);
    expect(s.tp).toBe(1);
    expect(s.hand[1]!.length).toBe(8);
  });

  it('#2 mulligan (2-1-6): first player first, new 7 from a reshuffled deck, only once', () => {
    const s = newGame(0);
    act(s, 'choose to go first');
    expect(game.currentPlayer(s)).toBe(0);
    const before = s.hand[0]!.slice().sort().join();
    act(s, 'mulligan');
    expect(s.hand[0]!.length).toBe(7);
    expect(s.deck[0]!.length).toBe(50 - 7);
    expect(s.hand[0]!.slice().sort().join()).not.toBe(before);
    // Now the second player decides; the first player is never asked again.
    expect(game.currentPlayer(s)).toBe(1);
    act(s, 'mulligan');
    expect(s.turn).toBe(1);
    expect(game.currentPlayer(s)).toBe(0);
    expect(legal(s)).not.toContain('mulligan');
  });

  it('#3 deck validation (1-2-3, 1-2-4): 50+ cards, 4 per name with the sideboard, common navigators unlimited', () => {
    expect(() => deckOf('29 Meadow Navigator\n4 Plain Squire\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout')).toThrow(
      /49 cards; it needs at least 50/,
    );
    expect(() => deckOf('30 Meadow Navigator\n5 Plain Squire\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout')).toThrow(
      /5 copies of Plain Squire/,
    );
    expect(() => deckOf('30 Meadow Navigator\n5 Beacon Navigator\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout')).toThrow(
      /5 copies of Beacon Navigator/,
    );
    expect(deckOf('12 Meadow Navigator\n26 Harbor Navigator\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper').cards.length).toBe(50);
    expect(() => deckOf('46 Meadow Navigator\n4 マジックアロー')).toThrow(/not implemented|cost/);
    // Sideboards (1-2-3, 1-2-4): the limit counts deck and sideboard together; 1-20 cards.
    const base = '30 Meadow Navigator\n3 Plain Squire\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout\n1 Deep Diver';
    expect(deckOf(`${base}\n# sideboard\n1 Plain Squire`).meta['sideboard-size']).toBe('1');
    expect(() => deckOf(`${base}\n# sideboard\n2 Plain Squire`)).toThrow(/5 copies of Plain Squire in deck and sideboard together/);
    expect(() => deckOf(`${base}\n# sideboard\n21 Harbor Navigator`)).toThrow(/sideboard has 21 cards; at most 20/);
    expect(deckOf(`${base}\n# sideboard\n20 Harbor Navigator`).cards.length).toBe(50);
  });

  it('#4 navigators (3-4-1): one per turn, own turn only, no energy needed', () => {
    const s = load({ players: [{ hand: ['sx-001', 'sx-002'] }, { hand: ['sx-001'] }] });
    expect(legal(s)).toContain(`play ${N}`);
    act(s, `play ${N}`);
    resolve(s);
    expect(find(s, 'sx-001', 'field', 0).length).toBe(1);
    expect(legal(s).some((t) => t.startsWith('play Harbor Navigator'))).toBe(false);
    // The opponent never gets a navigator play in our turn: P2 had no decision at all (auto-passed).
    const s2 = load({ activePlayer: 1, players: [{ hand: ['sx-001', 'sx-018'], field: ['sx-001', 'sx-001'] }, { field: ['sx-011'] }] });
    act(s2, 'pass'); // P2 passes the main phase; P1 may respond with All Turn plays, never a navigator
    expect(game.currentPlayer(s2)).toBe(0);
    expect(legal(s2)).not.toContain(`play ${N}`);
  });

  it('#5 summoning (3-4-2): enters tapped, cannot attack that turn nor block next turn; effects too', () => {
    const s = loadStepwise({ players: [{ hand: ['sx-011'], field: ['sx-001', 'sx-001'] }, { field: ['sx-012'] }] });
    act(s, 'play Brave Ranger (sx-011)');
    resolve(s);
    const r = one(s, 'sx-011');
    expect(s.tapped[r]).toBe(1);
    expect(legal(s)).not.toContain('declare combat');
    // Turn 4: P2 attacks; the new character is still tapped, so P1 gets no block decision.
    go(s, 'declare combat');
    go(s, 'attack with Wall Guard (sx-012)');
    expect(s.tapped[r]).toBe(1);
    passUntil(s, () => s.hp[0] === 28);
    expect(s.blocked).toBe(0);
    toTurn(s, 5);
    expect(s.tapped[r]).toBe(0);
    go(s, 'declare combat');
    go(s, 'attack with Brave Ranger (sx-011)');
    // Put onto the field by an effect (Recall): enters tapped as well.
    const s2 = loadStepwise({ players: [{ hand: ['sx-059'], dust: ['sx-012'], field: ['sx-001', 'sx-001', 'sx-001'] }, {}] });
    act(s2, "play Recall (sx-059) targeting P1's Wall Guard (sx-012) in the dust box");
    resolve(s2);
    expect(s2.tapped[one(s2, 'sx-012')]).toBe(1);
  });

  it('#6 All Turn (3-4-2, 3-6-4): in the opponent main phase, not in their end phase; normal characters never', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [{ hand: ['sx-018', 'sx-011'], field: ['sx-001', 'sx-001', 'sx-001', 'sx-001'] }, { field: ['sx-012'] }],
    });
    act(s, 'pass');
    expect(game.currentPlayer(s)).toBe(0);
    expect(legal(s)).toContain('play Night Runner (sx-018)');
    expect(legal(s)).not.toContain('play Brave Ranger (sx-011)');
    act(s, 'pass'); // both passed: the main phase ends
    expect(s.step).toBe(S.S_END_WINDOW);
    act(s, 'pass'); // P2 (TP) first
    expect(game.currentPlayer(s)).toBe(0);
    expect(legal(s)).toEqual(['pass']);
  });

  it('#7 unblocked attack (3-4-5-4): 3:2 deals 3 to the player and stays tapped', () => {
    const s = loadStepwise({ players: [{ field: ['sx-011'] }, { hp: 10 }] });
    go(s, 'declare combat');
    go(s, 'attack with Brave Ranger (sx-011)');
    passUntil(s, () => s.step === S.S_COMBAT_W4);
    expect(s.hp[1]).toBe(7);
    expect(s.tapped[one(s, 'sx-011')]).toBe(1);
  });

  it('#8 blocked attack (3-4-5-4): 3:2 vs 2:3 both crash at once, no player damage', () => {
    const s = load({ players: [{ field: ['sx-011'] }, { hp: 10, field: ['sx-012'] }] });
    act(s, 'declare combat');
    act(s, 'attack with Brave Ranger (sx-011)');
    expect(game.currentPlayer(s)).toBe(1);
    act(s, 'block with Wall Guard (sx-012)');
    expect(s.hp[1]).toBe(10);
    expect(find(s, 'sx-011', 'dust box').length).toBe(1);
    expect(find(s, 'sx-012', 'dust box').length).toBe(1);
  });

  it('#9 evasion (3-4-5-7): flying needs a flyer or GUN; flying+diving needs both', () => {
    const s = load({ players: [{ field: ['sx-015'] }, { field: ['sx-012', { card: 'sx-013', set: ['sx-049'] }] }] });
    act(s, 'declare combat');
    act(s, 'attack with Sky Scout (sx-015)');
    expect(legal(s)).toEqual(['declare no block', 'block with Stout Keeper (sx-013)']);
    const s2 = load({ players: [{ field: ['sx-017'] }, { field: ['sx-030', 'sx-016', 'sx-032'] }] });
    act(s2, 'declare combat');
    act(s2, 'attack with Storm Leviathan (sx-017)');
    expect(legal(s2)).toEqual(['declare no block', 'block with Tidal Guard (sx-032)']);
  });

  it('#10 repeat attack (3-4-5-1): Loop Striker pays 1 to untap and attacks in a second combat', () => {
    const s = loadStepwise({ players: [{ field: ['sx-023', 'sx-001'] }, {}] });
    go(s, 'declare combat');
    go(s, 'attack with Loop Striker (sx-023)');
    passUntil(s, () => s.hp[1] === 28);
    act(s, 'use Loop Striker (sx-023)');
    resolve(s);
    expect(s.tapped[one(s, 'sx-023')]).toBe(0);
    go(s, 'declare combat');
    go(s, 'attack with Loop Striker (sx-023)');
    passUntil(s, () => s.hp[1] === 26);
  });

  it('#11 one blocker (3-4-5-3): a single block; the blocker stays tapped for the next combat', () => {
    const s = load({ players: [{ field: ['sx-010', 'sx-010'] }, { field: ['sx-013', 'sx-013'] }] });
    act(s, 'declare combat');
    act(s, 'attack with Plain Squire (sx-010) #1');
    act(s, 'block with Stout Keeper (sx-013) #1');
    // Damage exchange follows directly: no second block declaration exists.
    expect(s.step).toBe(S.S_MAIN);
    act(s, 'declare combat');
    act(s, 'attack with Plain Squire (sx-010)');
    expect(legal(s)).toEqual(['declare no block', 'block with Stout Keeper (sx-013) #2']);
  });

  it('#12 attacker leaves (3-4-5-6): bounced after the block, no damage at all', () => {
    const s = loadStepwise({ players: [{ field: ['sx-027', 'sx-001'] }, { field: ['sx-013'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Escape Artist (sx-027)');
    go(s, 'block with Stout Keeper (sx-013)');
    act(s, 'use Escape Artist (sx-027)');
    resolve(s);
    passUntil(s, () => s.step === S.S_MAIN);
    expect(find(s, 'sx-027', 'hand').length).toBe(1);
    expect(s.damage[one(s, 'sx-013')]).toBe(0);
    expect(s.hp[1]).toBe(30);
  });

  it('#13 blocker leaves (3-4-5-6): the block stands, no player damage; "when blocked" treats the blocker as 0:0', () => {
    const s = loadStepwise({ players: [{ field: ['sx-033', 'sx-001'] }, { field: ['sx-027', 'sx-001'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Feint Dancer (sx-033)');
    go(s, 'block with Escape Artist (sx-027)');
    go(s, 'use Escape Artist (sx-027)');
    resolve(s);
    expect(find(s, 'sx-027', 'hand', 1).length).toBe(1);
    // Feint Dancer's "when blocked" ability still works, against a 0:0 blocker: 3 - 0 = 3 damage.
    go(s, 'use Feint Dancer (sx-033)');
    resolve(s);
    expect(s.hp[1]).toBe(27);
    passUntil(s, () => s.step === S.S_MAIN);
    expect(s.hp[1]).toBe(27); // no combat damage: the block stands
  });

  it('#14 control change in combat (3-4-5-6, 4-2-12): the stolen attacker deals no damage and stays tapped', () => {
    const s = loadStepwise({ players: [{ field: ['sx-014'] }, { field: ['sx-022', 'sx-001', 'sx-001'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Heavy Knight (sx-014)');
    go(s, "use Thief Queen (sx-022) targeting P1's Heavy Knight (sx-014)");
    resolve(s);
    passUntil(s, () => s.step === S.S_MAIN);
    const k = one(s, 'sx-014');
    expect(s.ctrl[k]).toBe(1);
    expect(s.owner[k]).toBe(0);
    expect(s.tapped[k]).toBe(1);
    expect(s.hp[1]).toBe(30);
  });

  it('#15 damage accumulates (4-3-9): a 2:4 taking 2 in combat and 2 from an effect crashes', () => {
    const s = loadStepwise({ players: [{ field: ['sx-012'], hand: ['sx-067'], energy: 1 }, { field: ['sx-013'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Wall Guard (sx-012)');
    go(s, 'block with Stout Keeper (sx-013)');
    const k = one(s, 'sx-013');
    passUntil(s, () => s.damage[k] === 2);
    act(s, "play Sting (sx-067) targeting P2's Stout Keeper (sx-013)");
    resolve(s);
    expect(find(s, 'sx-013', 'dust box').length).toBe(1);
  });

  it('#16 reset order (3-7-1, 3-7-2): damage clears before the buff ends, so the character survives', () => {
    const s = loadStepwise({
      players: [{ field: ['sx-016', 'sx-001', 'sx-001', 'sx-001', 'sx-001', 'sx-001'], hand: ['sx-041', 'sx-042'] }, {}],
    });
    act(s, "play Blessing (sx-041) targeting P1's Deep Diver (sx-016)");
    resolve(s);
    act(s, 'play Purge (sx-042)');
    resolve(s);
    const d = one(s, 'sx-016');
    expect(s.damage[d]).toBe(3);
    toTurn(s, 4);
    expect(s.zone[d]).toBe(S.Z_FIELD);
    expect(s.damage[d]).toBe(0);
  });

  it('#17 simultaneous expiry (3-7-2): +1:+1 and -1:-1 end together, a 1:1 survives', () => {
    const s = loadStepwise({ players: [{ field: ['sx-010', 'sx-001', 'sx-001'], hand: ['sx-066', 'sx-065'] }, {}] });
    act(s, "play Pep Talk (sx-066) targeting P1's Plain Squire (sx-010)");
    resolve(s);
    act(s, "play Curse of Frailty (sx-065) targeting P1's Plain Squire (sx-010)");
    resolve(s);
    toTurn(s, 4);
    expect(find(s, 'sx-010', 'field', 0).length).toBe(1);
  });

  it('#18 DP 0 without damage (4-3-9): crashes; "when dealt damage" does not fire', () => {
    const s = loadStepwise({
      players: [{ field: ['sx-031', 'sx-048', 'sx-001', 'sx-001', 'sx-001'], hand: ['sx-065', 'sx-065', 'sx-065'] }, {}],
    });
    const v = one(s, 'sx-031');
    for (let i = 0; i < 3; i++) {
      act(
        s,
        legal(s).find((x) => x.startsWith('play Curse of Frailty'))!,
      );
      resolve(s);
    }
    expect(s.zone[v]).toBe(S.Z_DUST);
    expect(s.hand[0]!.length).toBe(0); // no draw from its "dealt damage" trigger
    // With no character left, Demon Realm crashes too (its own text).
    expect(find(s, 'sx-048', 'dust box').length).toBe(1);
  });

  it('#19 cascade (4-3-9): two Banner Bearers crash, the 2:2 loses their DP and crashes to old damage', () => {
    const s = load({ players: [{ field: ['sx-024', 'sx-024', 'sx-016', 'sx-001', 'sx-001', 'sx-001', 'sx-001'], hand: ['sx-042'] }, {}] });
    const d = one(s, 'sx-016');
    act(s, 'play Purge (sx-042)');
    resolve(s);
    expect(find(s, 'sx-024', 'dust box').length).toBe(2);
    expect(s.zone[d]).toBe(S.Z_DUST);
  });

  it('#20 mutual buffs (4-2-10): each Banner Bearer buffs the other, the third character gets +2', () => {
    const s = load({ players: [{ field: ['sx-024', 'sx-024', 'sx-012'] }, {}] });
    const v = game.view(s, 0) as { players: { field: { id: string; dp: number }[] }[] };
    expect(v.players[0]!.field.map((f) => `${f.id}:${f.dp}`)).toEqual(['sx-024:3', 'sx-024:3', 'sx-012:5']);
  });

  it('#21 LIFO (4-3-4): Blessing answers Arrow Shot, resolves first, the target survives at 7:6', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [
        { field: ['sx-011', 'sx-001'], hand: ['sx-041'] },
        { field: ['sx-001', 'sx-001'], hand: ['sx-040'] },
      ],
    });
    act(s, "play Arrow Shot (sx-040) targeting P1's Brave Ranger (sx-011)");
    act(s, "play Blessing (sx-041) targeting P1's Brave Ranger (sx-011)");
    resolve(s);
    const r = one(s, 'sx-011');
    const v = game.view(s, 0) as { players: { field: { id: string; ap: number; dp: number }[] }[] };
    expect(v.players[0]!.field.find((f) => f.id === 'sx-011')).toMatchObject({ ap: 7, dp: 6 });
    expect(s.damage[r]).toBe(4);
  });

  it('#22 stacked reduction (4-3-4, 4-3-10): two Masseuses reduce 4 to 0; "dealt damage" does not fire', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [{ field: ['sx-031', 'sx-026', 'sx-026'] }, { field: ['sx-001', 'sx-001'], hand: ['sx-040'] }],
    });
    act(s, "play Arrow Shot (sx-040) targeting P1's Scarred Veteran (sx-031)");
    act(s, 'pass');
    act(s, 'pass'); // both passed: Arrow Shot deals 4, the reduction window opens (TP first)
    expect(s.window).toBe(S.W_DAMAGE);
    go(s, "use Masseuse (sx-026) #1 targeting P1's Scarred Veteran (sx-031)");
    go(s, "use Masseuse (sx-026) #2 targeting P1's Scarred Veteran (sx-031)");
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.damage[one(s, 'sx-031')]).toBe(0);
    expect(s.hand[0]!.length).toBe(0);
  });

  it('#23 partial fizzle (4-3-2-6): Space Freeze stops the heal, the draw still happens', () => {
    const s = load({
      players: [
        { hp: 20, field: ['sx-001'], hand: ['sx-043'] },
        { field: ['sx-001'], hand: ['sx-044'] },
      ],
    });
    act(s, 'play Home Cooking (sx-043) targeting P1');
    act(s, 'play Space Freeze (sx-044)');
    resolve(s);
    expect(s.hp[0]).toBe(20);
    expect(s.hand[0]!.length).toBe(1);
  });

  it('#24 fizzle counts as played (4-3-7): Arrow Shot on a departed target still triggers Genius Ring', () => {
    const s = load({
      activePlayer: 1,
      players: [{ field: ['sx-027', 'sx-001'] }, { field: ['sx-047', 'sx-001', 'sx-001'], hand: ['sx-040'] }],
    });
    act(s, "play Arrow Shot (sx-040) targeting P1's Escape Artist (sx-027)");
    act(s, 'use Escape Artist (sx-027)');
    resolve(s);
    expect(find(s, 'sx-027', 'hand').length).toBe(1);
    expect(find(s, 'sx-040', 'dust box').length).toBe(1);
    expect(s.hp[1]).toBe(31); // Genius Ring: +1 for the successful (empty) play
  });

  it('#25 targeting (4-2-13): no target, no play; setting onto an immune character is illegal', () => {
    const s = loadStepwise({ players: [{ field: ['sx-001', 'sx-001', 'sx-001'], hand: ['sx-040', 'sx-051', 'sx-049'] }, {}] });
    expect(legal(s).filter((t) => t.startsWith('play'))).toEqual([]);
    const s2 = load({
      players: [{ field: ['sx-001', 'sx-001', 'sx-001', { card: 'sx-012', set: ['sx-052'] }], hand: ['sx-051', 'sx-049'] }, {}],
    });
    expect(legal(s2)).not.toContain("play Sword Down (sx-051) targeting P1's Wall Guard (sx-012)");
    expect(legal(s2)).toContain("play Gun (sx-049) targeting P1's Wall Guard (sx-012)");
  });

  it('#26 crash negation (4-3-11, 4-2-14): the character stays with 0 damage, no "when crashed"', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [
        { field: ['sx-029', 'sx-001'], hand: ['sx-061'] },
        { field: ['sx-001', 'sx-001'], hand: ['sx-040'] },
      ],
    });
    act(s, "play Arrow Shot (sx-040) targeting P1's Last Stand Medic (sx-029)");
    act(s, 'pass');
    act(s, 'pass');
    expect(s.window).toBe(S.W_CRASH);
    go(s, "play Second Wind (sx-061) targeting P1's Last Stand Medic (sx-029)");
    passUntil(s, () => s.window === S.W_NORMAL);
    const m = one(s, 'sx-029');
    expect(s.zone[m]).toBe(S.Z_FIELD);
    expect(s.damage[m]).toBe(0);
    expect(s.hp[0]).toBe(30);
  });

  it('#27 upkeep (3-6-2): TP orders, declined crashes without negation; the other player is not checked', () => {
    const s = load({
      phase: 'end-phase',
      players: [{ field: ['sx-014', 'sx-064', 'sx-001', 'sx-030'], hand: ['sx-061'] }, { field: ['sx-014'] }],
    });
    expect(legal(s)).toEqual([
      'pay the upkeep of Heavy Knight (sx-014)',
      'decline the upkeep of Heavy Knight (sx-014)',
      'pay the upkeep of War Banner (sx-064)',
      'decline the upkeep of War Banner (sx-064)',
    ]);
    act(s, 'pay the upkeep of War Banner (sx-064)');
    act(s, 'decline the upkeep of Heavy Knight (sx-014)');
    expect(s.window).toBe(S.W_NORMAL); // no negation window, though Second Wind and Guardian Angel are at hand
    expect(find(s, 'sx-014', 'dust box', 0).length).toBe(1);
    expect(find(s, 'sx-064', 'field', 0).length).toBe(1);
    expect(find(s, 'sx-014', 'field', 1).length).toBe(1);
  });

  it('#28 hand cleanup (3-7-3): the TP crashes down to 7, the other player keeps 9', () => {
    const nine = Array<string>(9).fill('sx-010');
    const s = load({ phase: 'end-phase', players: [{ hand: nine }, { hand: nine }] });
    expect(legal(s)[0]).toMatch(/^crash Plain Squire \(sx-010\) #\d from hand$/);
    act(s, legal(s)[0]!);
    act(s, legal(s)[0]!);
    expect(s.hand[0]!.length).toBe(7);
    expect(s.hand[1]!.length).toBe(10); // 9 kept, +1 drawn on turn 4
    expect(s.turn).toBe(4);
  });

  it('#29 energy lifetime (3-2-2, 3-7-4): main-phase energy pays end-phase upkeep; none carries over', () => {
    const s = loadStepwise({ players: [{ field: ['sx-004', 'sx-014'], hand: ['sx-065'] }, {}] });
    act(s, "play Curse of Frailty (sx-065) targeting P1's Heavy Knight (sx-014)");
    resolve(s);
    expect(s.energy[0]).toBe(1); // Twin Spring gave 2, 1 spent
    passUntil(s, () => s.step === S.S_UPKEEP);
    expect(legal(s)).toContain('pay the upkeep of Heavy Knight (sx-014)');
    act(s, 'pay the upkeep of Heavy Knight (sx-014)');
    expect(s.energy[0]).toBe(0);
    const s2 = loadStepwise({ players: [{ energy: 3 }, { field: ['sx-004'], hand: ['sx-065', 'sx-065'] }] });
    toTurn(s2, 4);
    expect(s2.energy).toEqual([0, 0]);
  });

  it('#30 during payment (4-3-2-3): nothing responds to a draw paid as a cost; a normal draw can be answered', () => {
    const s = loadStepwise({
      activePlayer: 1,
      players: [{ hand: ['sx-045'] }, { field: ['sx-001', 'sx-012', 'sx-034'], hand: ['sx-066'] }],
    });
    act(s, "play Pep Talk (sx-066) targeting P2's Wall Guard (sx-012)");
    act(s, "play Blunder (sx-045) paying its alternative cost targeting P2's play of Pep Talk (sx-066)");
    expect(s.hand[0]!.length).toBe(1); // drew 1 as the cost, spent no energy
    expect(s.energy[0]).toBe(0);
    // P2's Know-It-All ("immediately after an opponent draws") was not offered: we are back in the normal window.
    expect(s.window).toBe(S.W_NORMAL);
    expect(legal(s)).not.toContain('use Know-It-All (sx-034)');
    resolve(s);
    expect(find(s, 'sx-066', 'dust box').length).toBe(1);
    expect(s.tmpAp[one(s, 'sx-012')]).toBe(0); // negated
    // A normal draw (P1's draw step, a locked step: 4-3-5) can be answered.
    toTurn(s, 4);
    expect(s.window).toBe(S.W_DRAW);
    expect(legal(s)).toEqual(['pass (no draw reaction)']); // P1 (TP) holds priority first
    go(s, 'use Know-It-All (sx-034)');
    passUntil(s, () => s.window === S.W_NORMAL);
    expect(s.hand[1]!.length).toBe(1);
  });

  it('#31 cost sum (4-3-2-2): two -1 and one +1 make a cost-3 card cost 2', () => {
    const s = load({
      players: [{ field: ['sx-056', 'sx-056', 'sx-001', 'sx-001', 'sx-012'], hand: ['sx-059'], dust: ['sx-011'] }, { field: ['sx-057'] }],
    });
    expect(legal(s)).toContain("play Recall (sx-059) targeting P1's Brave Ranger (sx-011) in the dust box");
    act(s, "play Recall (sx-059) targeting P1's Brave Ranger (sx-011) in the dust box");
    expect(find(s, 'sx-001').every((n) => s.tapped[n] === 1)).toBe(true);
  });

  it('#32 trigger order (3-1, 4-3-6): the TP orders simultaneous triggers, and the order matters', () => {
    const base = { phase: 'turn-start', players: [{ field: ['sx-019', 'sx-020'] }, { field: ['sx-015'] }] } as const;
    const a = load({ ...base, players: [{ ...base.players[0] }, { ...base.players[1] }] });
    expect(legal(a)).toEqual(["resolve the trigger of P1's Spark Twin (sx-019)", "resolve the trigger of P1's Smooth Talker (sx-020)"]);
    act(a, "resolve the trigger of P1's Spark Twin (sx-019)");
    expect(a.hp[1]).toBe(30); // the female crashed before Smooth Talker counted
    const b = load({ ...base, players: [{ ...base.players[0] }, { ...base.players[1] }] });
    act(b, "resolve the trigger of P1's Smooth Talker (sx-020)");
    expect(b.hp[1]).toBe(29);
    expect(find(b, 'sx-015', 'dust box').length).toBe(1);
  });

  it('#33 deck-out (4-1-2, A3): drawing the last card loses at once; both at once is a draw', () => {
    const s = load({ phase: 'turn-start', players: [{ deck: ['sx-010'] }, {}] });
    expect(game.isTerminal(s)).toBe(true);
    expect(game.result(s)).toEqual({ winner: 1, reason: 'deck-out' });
    const both = load({ players: [{ deck: [] }, { deck: [] }] });
    expect(game.result(both)).toEqual({ winner: -1, reason: 'deck-out' });
    const hp = load({ players: [{ hp: 0 }, { hp: -2 }] });
    expect(game.result(hp)).toEqual({ winner: -1, reason: 'hp' });
    const failed = load({ phase: 'turn-start', options: { deckOut: 'failed-draw', autoPass: false }, players: [{ deck: ['sx-010'] }, {}] });
    expect(game.isTerminal(failed)).toBe(false);
  });

  it('#34 layer example 1 (4-3-8): Sword Down + Rabbit Punch + Gun + Demon Realm make a 5:5 "other" with GUN\'s ability', () => {
    const s = load({ players: [{ field: [{ card: 'sx-014', set: ['sx-050', 'sx-051', 'sx-049'] }, 'sx-048'] }, {}] });
    const v = game.view(s, 0) as { players: { field: { id: string; ap: number; dp: number; gender: string; keywords?: string[] }[] }[] };
    expect(v.players[0]!.field.find((f) => f.id === 'sx-014')).toMatchObject({ ap: 5, dp: 5, gender: 'other', keywords: ['block-flying'] });
  });

  it("#35 layer example 2 (4-3-8): with Longsy Charm and a swap, a 4:6 male with his abilities and GUN's", () => {
    const s = load({ players: [{ field: [{ card: 'sx-014', set: ['sx-052', 'sx-051', 'sx-049'] }, 'sx-048', 'sx-025'] }, {}] });
    act(s, "use Swap Witch (sx-025) targeting P1's Heavy Knight (sx-014)");
    resolve(s);
    const v = game.view(s, 0) as { players: { field: { id: string; ap: number; dp: number; gender: string; keywords?: string[] }[] }[] };
    expect(v.players[0]!.field.find((f) => f.id === 'sx-014')).toMatchObject({ ap: 4, dp: 6, gender: 'male', keywords: ['block-flying'] });
  });

  it('#36 self-immunity (4-3-8-1): the immunity Treehouse Base (an item) grants persists', () => {
    const s = load({ players: [{ field: ['sx-012', 'sx-001', 'sx-001', 'sx-001'], hand: ['sx-053', 'sx-049', 'sx-041'] }, {}] });
    act(s, "play Treehouse Base (sx-053) targeting P1's Wall Guard (sx-012)");
    resolve(s);
    expect(s.immune[one(s, 'sx-012')]).not.toBe(0);
    expect(legal(s).filter((t) => t.startsWith('play'))).toEqual([]);
  });

  it("#37 host crash (4-2-4, 4-2-12): the set card crashes with its host, each to its owner's dust box", () => {
    const s = load({
      players: [{ field: ['sx-001', 'sx-001'], hand: ['sx-040'] }, { field: [{ card: 'sx-012', set: [{ card: 'sx-054', owner: 0 }] }] }],
    });
    act(s, "play Arrow Shot (sx-040) targeting P2's Wall Guard (sx-012)");
    resolve(s);
    expect(find(s, 'sx-012', 'dust box', 1).length).toBe(1);
    expect(find(s, 'sx-054', 'dust box', 0).length).toBe(1);
    expect(s.dust[1]!.length).toBe(1);
  });

  it('#38 names mean this object (4-2-10): Loop Striker untaps itself only (ability gain with substitution is not implemented)', () => {
    const s = load({ players: [{ field: [{ card: 'sx-023', tapped: true }, { card: 'sx-023', tapped: true }, 'sx-001'] }, {}] });
    act(s, 'use Loop Striker (sx-023) #1');
    resolve(s);
    const [a, b] = find(s, 'sx-023');
    expect([s.tapped[a!], s.tapped[b!]]).toEqual([0, 1]);
  });

  it('#39 hand costs (4-2-1): Space Cop Gear needs a real card in hand (the as-if-in-hand area is not implemented)', () => {
    const s = load({ players: [{ field: [{ card: 'sx-012', set: ['sx-054'] }], hand: [] }, {}] });
    expect(legal(s)).not.toContain('use Space Cop Gear (sx-054)');
    const s2 = load({ players: [{ field: [{ card: 'sx-012', set: ['sx-054'] }], hand: ['sx-010'] }, {}] });
    act(s2, 'use Space Cop Gear (sx-054)');
    expect(s2.hand[0]!.length).toBe(0);
    resolve(s2);
    expect(s2.tmpAp[one(s2, 'sx-012')]).toBe(2);
  });

  it('#40 priority (4-3-1): after A acts only B may act; A acts again after B passes; auto-tapping energy does not move it', () => {
    const s = load({
      players: [
        { field: ['sx-011', 'sx-001', 'sx-001'], hand: ['sx-066', 'sx-066'] },
        { field: ['sx-001'], hand: ['sx-065'] },
      ],
    });
    act(s, "play Pep Talk (sx-066) #1 targeting P1's Brave Ranger (sx-011)");
    expect(game.currentPlayer(s)).toBe(1);
    act(s, 'pass');
    expect(game.currentPlayer(s)).toBe(0);
    expect(legal(s)).toContain("play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    act(s, "play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    expect(game.currentPlayer(s)).toBe(1);
  });

  it('#41 locked phases (3-2, 3-3, 3-6-2, 4-3-5): no spells in the draw phase, but an energy reaction works even in upkeep', () => {
    const s = load({
      phase: 'turn-start',
      players: [
        { field: ['sx-001', 'sx-001'], hand: ['sx-040', 'sx-062'] },
        { field: ['sx-012', 'sx-001'], hand: ['sx-067'] },
      ],
    });
    // The first decision of the turn is in the main phase: nobody was offered a play before it.
    expect(s.step).toBe(S.S_MAIN);
    expect(s.decisions).toBe(0);
    expect(s.hand[0]!.length).toBe(3);
    // Upkeep is a locked step, but P2's Energy Sniffer may answer P1's energy gain right after it (4-3-5).
    const u = loadStepwise({ phase: 'end-phase', players: [{ field: ['sx-014', 'sx-001'] }, { field: ['sx-035'], hand: ['sx-067'] }] });
    act(u, 'pay the upkeep of Heavy Knight (sx-014)');
    expect(u.window).toBe(S.W_ENERGY);
    expect(legal(u)).toEqual(['pass (no energy reaction)']); // P1, the TP, first
    act(u, 'pass (no energy reaction)');
    expect(legal(u)).toEqual(['pass (no energy reaction)', 'use Energy Sniffer (sx-035)']); // not Sting: locked
    act(u, 'use Energy Sniffer (sx-035)');
    passUntil(u, () => u.window === S.W_NORMAL);
    expect(u.hp[1]).toBe(32);
  });

  it('#42 Rabbit Punch return (A22): a survivor damaged by the bearer returns at end of turn', () => {
    const s = loadStepwise({ players: [{ field: [{ card: 'sx-010', set: ['sx-050'] }] }, { field: ['sx-012'] }] });
    go(s, 'declare combat');
    go(s, 'attack with Plain Squire (sx-010)');
    go(s, 'block with Wall Guard (sx-012)');
    const w = one(s, 'sx-012');
    passUntil(s, () => s.damage[w] === 2);
    toTurn(s, 4);
    expect(s.zone[w]).toBe(S.Z_HAND);
    expect(s.owner[w]).toBe(1);
  });

  it('#43 not a play (3-4-1, 4-3-2): a navigator put by an effect fires no "when played"; a navigator play remains', () => {
    const s = load({ players: [{ field: ['sx-001'], hand: ['sx-060', 'sx-003', 'sx-001'] }, {}] });
    act(s, "play Scout the Road (sx-060) targeting P1's Beacon Navigator (sx-003) in hand");
    resolve(s);
    expect(find(s, 'sx-003').length).toBe(1);
    expect(s.hand[0]!.length).toBe(1); // no draw
    expect(legal(s)).toContain(`play ${N}`);
  });

  it('#44 locked end-phase steps (3-6-2, 3-6-4): only pay/decline during upkeep; spells again in the end window', () => {
    const s = load({
      phase: 'end-phase',
      players: [
        { field: ['sx-014', 'sx-001', 'sx-001'], hand: ['sx-066'] },
        { field: ['sx-001'], hand: ['sx-065'] },
      ],
    });
    expect(legal(s).every((t) => /upkeep/.test(t))).toBe(true);
    act(s, 'pay the upkeep of Heavy Knight (sx-014)');
    expect(s.step).toBe(S.S_END_WINDOW);
    expect(legal(s)).toContain("play Pep Talk (sx-066) targeting P1's Heavy Knight (sx-014)");
  });
});

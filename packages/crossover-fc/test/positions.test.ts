// Positions that start at setup (2-1-4 … 2-1-6), the referee's snapshot, and unique action texts.
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.js';
import type { COState } from '../src/state.js';
import { act, legal, load } from './helpers.js';

const SQUIRE = 'sx-010';
const RANGER = 'sx-011';

/** A deck listed top first: 7 Brave Rangers on top of 13 Plain Squires. */
const DECK = [...Array<string>(7).fill(RANGER), ...Array<string>(13).fill(SQUIRE)];

function setup(extra: Record<string, unknown> = {}, players: unknown[] = [{ deck: DECK }, { deck: DECK }]): COState {
  return game.loadPosition!({ game: 'crossover-fc', seed: 5, phase: 'setup', players, ...extra });
}

type Snap = {
  status: string;
  step: string;
  decision: string | null;
  toAct: number | null;
  firstPlayer: number;
  players: { hp: number; mulliganed: boolean; deck: string[]; hand: string[]; field: { card: string; ap?: number; set?: unknown[] }[] }[];
  pendingTriggers: { card: string; controller: number }[];
};
const snap = (s: COState) => game.snapshot!(s) as Snap;

describe('crossover-fc positions at setup', () => {
  it('phase "setup": the opening hands are the listed decks\' top 7 cards, and startWinner chooses first or second', () => {
    const s = setup({ startWinner: 1 });
    expect(game.currentPlayer(s)).toBe(1);
    expect(legal(s)).toEqual(['choose to go first', 'choose to go second']);
    const v = snap(s);
    expect(v.step).toBe('setup: choose first or second');
    expect(v.players[0]!.hand).toEqual(Array<string>(7).fill(RANGER));
    expect(v.players[1]!.deck).toEqual(Array<string>(13).fill(SQUIRE));
    act(s, 'choose to go second');
    expect(game.firstPlayer(s)).toBe(0);
    expect(game.currentPlayer(s)).toBe(0); // 2-1-6: the first player decides the mulligan first
    expect(legal(s)).toEqual(['keep the hand', 'mulligan']);
  });

  it('phase "mulligan": firstPlayer decides first; a mulligan reshuffles with the position seed (the same every time)', () => {
    const hands = [0, 1].map(() => {
      const s = setup({ phase: 'mulligan', firstPlayer: 1 });
      expect(game.currentPlayer(s)).toBe(1);
      act(s, 'mulligan');
      const v = snap(s);
      expect(v.players[1]!.mulliganed).toBe(true);
      expect(v.players[1]!.hand).not.toEqual(Array<string>(7).fill(RANGER)); // reshuffled, not the listed top 7
      expect(game.currentPlayer(s)).toBe(0);
      act(s, 'keep the hand');
      expect(s.turn).toBeGreaterThanOrEqual(1); // the game has begun (auto-pass may run past turn 1)
      expect(game.firstPlayer(s)).toBe(1);
      return v.players[1]!.hand;
    });
    expect(hands[0]!.length).toBe(7);
    expect(hands[1]).toEqual(hands[0]);
  });

  it('refuses what a setup position cannot have, naming the field', () => {
    expect(() => setup({}, [{ deck: DECK, hand: [SQUIRE] }, { deck: DECK }])).toThrow(/players\[0\]\.hand: a setup position lists only/);
    expect(() => setup({}, [{ deck: DECK }, { deck: DECK, field: [SQUIRE] }])).toThrow(/players\[1\]\.field/);
    expect(() => setup({ turn: 3 })).toThrow(/"turn" does not apply to a setup position/);
    expect(() => setup({ firstPlayer: 0 })).toThrow(/"firstPlayer" is chosen during a setup position/);
    expect(() => setup({}, [{ deck: DECK.slice(0, 6) }, { deck: DECK }])).toThrow(
      /players\[0\]\.deck: a setup position needs at least 7 cards/,
    );
    expect(() => setup({ phase: 'shuffle' })).toThrow(/"phase" must be one of setup, mulligan, turn-start, main, end-phase/);
  });
});

describe('crossover-fc snapshot', () => {
  it('shows every zone in position terms, current stats, and who is asked what; JSON-safe', () => {
    const s = load({ players: [{ hand: [SQUIRE], field: ['sx-001', { card: 'sx-012', tapped: true, set: ['sx-049'] }] }, {}] });
    const v = snap(s);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(v.status).toBe('ongoing');
    expect(v.toAct).toBe(0);
    expect(v.players[0]!.hand).toEqual([SQUIRE]);
    expect(v.players[0]!.deck.length).toBe(20);
    const guard = v.players[0]!.field.find((f) => f.card === 'sx-012')!;
    expect(guard).toMatchObject({ card: 'sx-012', tapped: true, set: [{ card: 'sx-049', owner: 0, controller: 0 }] });
    expect(typeof guard.ap).toBe('number');
  });
});

describe('crossover-fc action texts are unique', () => {
  it("two players' triggers of the same card say whose card each is", () => {
    // Genius Ring (sx-047): whenever a card is successfully played, its controller gains 1 HP. Both sides have one.
    const s = load({ players: [{ energy: 9, hand: [SQUIRE], field: ['sx-047'] }, { field: ['sx-047'] }] });
    act(s, 'play Plain Squire (sx-010)');
    for (let g = 0; g < 6 && !legal(s).some((t) => t.startsWith('resolve')); g++) act(s, legal(s)[0]!);
    expect(snap(s).pendingTriggers.map((t) => t.controller)).toEqual([0, 1]);
    expect(legal(s)).toEqual(["resolve the trigger of P1's Genius Ring (sx-047)", "resolve the trigger of P2's Genius Ring (sx-047)"]);
  });
});

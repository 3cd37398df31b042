// Every aggregate against numbers worked out by hand from the fixtures.
import { describe, expect, it } from 'vitest';
import { Aggregator } from '../src/aggregator.js';
import { winRate } from '../src/outcome.js';
import { CountHistogram } from '../src/histogram.js';
import { ROWS, RUN_JSON } from './fixtures.js';

function aggregate(): Aggregator {
  const agg = new Aggregator({ decks: RUN_JSON.spec.decks });
  for (const r of ROWS) agg.add(r);
  return agg;
}

describe('winRate', () => {
  it('gives the textbook Wilson 95% interval for 50/100', () => {
    const r = winRate(50, 0, 100);
    expect(r.rate).toBe(0.5);
    expect(r.low).toBeCloseTo(0.4038, 4);
    expect(r.high).toBeCloseTo(0.5962, 4);
  });
  it('counts a draw as half a win', () => {
    expect(winRate(40, 20, 100).rate).toBe(0.5);
    expect(winRate(40, 20, 100).low).toBeCloseTo(0.4038, 4);
  });
  it('is NaN with no games', () => {
    expect(Number.isNaN(winRate(0, 0, 0).rate)).toBe(true);
  });
});

describe('CountHistogram', () => {
  it('gives nearest-rank quantiles and the mean', () => {
    const h = new CountHistogram();
    for (const v of [5, 7, 6, 20, 8, 9, 4, 10]) h.add(v);
    expect(h.mean()).toBe(8.625);
    expect(h.quantile(0.5)).toBe(7);
    expect(h.quantile(0.1)).toBe(4);
    expect(h.quantile(0.9)).toBe(20);
    expect(h.quantile(1)).toBe(20);
  });
});

describe('summary rows', () => {
  const rows = aggregate().summaryRows();
  const fw = rows[0]!;
  it('has one row per pair in pair order', () => {
    expect(rows.map((r) => [r.pair, r.deck_a, r.deck_b, r.mirror])).toEqual([
      [0, 'Fire', 'Water', false],
      [1, 'Water', 'Earth', false],
      [2, 'Earth', 'Earth', true],
    ]);
  });
  it('counts deck A wins, B wins and draws whichever seat A sat in', () => {
    expect([fw.games, fw.a_wins, fw.b_wins, fw.draws]).toEqual([8, 5, 2, 1]);
    expect(fw.a_win_rate).toBe(5.5 / 8);
    expect(fw.a_win_low).toBeCloseTo(0.35576, 4);
    expect(fw.a_win_high).toBeCloseTo(0.89759, 4);
  });
  it('measures the first seat: 6 wins, 1 loss, 1 draw', () => {
    expect(fw.first_win_rate).toBe(6.5 / 8);
    expect(fw.first_advantage).toBeCloseTo(6.5 / 8 - 0.5, 12);
    expect(fw.first_win_low).toBeCloseTo(0.46679, 4);
    expect(fw.a_first_games).toBe(6);
    expect(fw.a_first_win_rate).toBe(5 / 6);
    expect(fw.a_second_win_rate).toBe(0.25);
  });
  it('gives the game-length distribution', () => {
    expect([fw.turns_mean, fw.turns_median, fw.turns_p10, fw.turns_p90]).toEqual([8.625, 7, 4, 20]);
    expect([fw.decisions_mean, fw.decisions_median, fw.decisions_p10, fw.decisions_p90]).toEqual([86.25, 70, 40, 200]);
    expect(fw.reasons).toBe('shields:7 turn-limit:1');
  });
  it('uses seat 0 as A in a mirror', () => {
    const m = rows[2]!;
    expect([m.games, m.a_wins, m.b_wins]).toEqual([2, 1, 1]);
  });
  it('refuses a pair whose decks change', () => {
    const agg = new Aggregator();
    agg.add(ROWS[0]!);
    expect(() => agg.add({ ...ROWS[1]!, deck_0: 'Earth' })).toThrow(/pair 0 is "Fire" vs "Water"/);
  });
});

describe('deck ranking and matrix', () => {
  const agg = aggregate();
  it('ranks decks by overall win rate, mirrors excluded', () => {
    const d = agg.deckRows();
    expect(d.map((x) => [x.rank, x.deck, x.games, x.wins, x.losses, x.draws, x.mirror_games])).toEqual([
      [1, 'Fire', 8, 5, 2, 1, 0],
      [2, 'Earth', 2, 1, 1, 0, 2],
      [3, 'Water', 10, 3, 6, 1, 0],
    ]);
    expect(d[2]!.win_rate).toBe(0.35);
    expect(d[2]!.win_low).toBeCloseTo(0.13693, 4);
    // Water: 2.5/8 against Fire and 1/2 against Earth; unweighted mean.
    expect(d[2]!.mean_matchup_rate).toBeCloseTo((2.5 / 8 + 0.5) / 2, 12);
    expect(agg.leader()?.deck).toBe('Fire');
  });
  it('has one entry per ordered deck pair with both directions consistent', () => {
    const m = agg.matrix();
    expect(m.decks).toEqual(['Fire', 'Earth', 'Water']);
    expect(m.entries).toHaveLength(9);
    const at = (r: string, c: string) => m.entries.find((e) => e.row_deck === r && e.col_deck === c)!;
    expect(at('Fire', 'Water').win_rate).toBe(5.5 / 8);
    expect(at('Water', 'Fire').win_rate).toBe(2.5 / 8);
    expect([at('Water', 'Fire').wins, at('Water', 'Fire').losses, at('Water', 'Fire').draws]).toEqual([2, 5, 1]);
    expect(at('Fire', 'Earth').games).toBe(0);
    expect(Number.isNaN(at('Fire', 'Earth').win_rate)).toBe(true);
    expect(at('Earth', 'Earth')).toMatchObject({ mirror: true, games: 2 });
  });
});

describe('card rows', () => {
  const cards = aggregate().cardRows();
  const card = (deck: string, id: string) => cards.find((c) => c.deck === deck && c.card === id)!;
  it('counts draws and plays per deck observation', () => {
    const f1 = card('Fire', 'f1');
    expect([f1.copies, f1.deck_games, f1.drawn, f1.played, f1.not_played]).toEqual([2, 8, 5, 4, 4]);
    expect(f1.drawn_rate).toBe(5 / 8);
    expect(f1.mean_first_turn).toBe((2 + 3 + 1 + 5) / 4);
  });
  it('compares win rate when played and not played', () => {
    const f1 = card('Fire', 'f1');
    expect(f1.win_rate_played).toBe(2.5 / 4);
    expect(f1.win_rate_not_played).toBe(3 / 4);
    expect(f1.played_delta).toBeCloseTo(-0.125, 12);
    expect(f1.win_played_low).toBeCloseTo(0.21943, 4);
    expect(f1.win_not_played_low).toBeCloseTo(0.30064, 4);
  });
  it('lists deck cards never drawn, from run.json', () => {
    const f3 = card('Fire', 'f3');
    expect([f3.copies, f3.drawn, f3.played, f3.not_played]).toEqual([1, 0, 0, 8]);
    expect(Number.isNaN(f3.win_rate_played)).toBe(true);
    expect(f3.win_rate_not_played).toBe(5.5 / 8);
  });
  it('counts both seats of a mirror as observations', () => {
    expect(card('Earth', 'e1').deck_games).toBe(2 + 4);
  });
});

// Pair-aware report figures, rank intervals, the metagame and card value against synthetic runs with a known truth.
import { describe, expect, it } from 'vitest';
import { Prng, wilson } from '@tcglab/core';
import { Aggregator } from '../src/aggregator.js';
import { bootstrapRun } from '../src/bootstrap.js';
import { parseField } from '../src/metagame.js';
import { parseGamesCsv, gamesCsvHeader, gameRowToCsv, LEGACY_GAME_COLUMNS, type GameRow } from '../src/game-row.js';
import { ROWS, row } from './fixtures.js';

/**
 * A synthetic round robin: `pairs` deals per pairing, truth[i][j] = deck i's win probability against j. Both
 * games of a deal share a "deal luck" for deck A (+luck or −luck with equal odds), which correlates them.
 */
function synthRun(truth: number[][], pairs: number, luck: number, seed: string, cards?: (deck: number, rng: Prng) => { opening: string; bonus: number }): GameRow[] {
  const rng = new Prng(seed);
  const rows: GameRow[] = [];
  const k = truth.length;
  let pair = 0;
  let game = 0;
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++, pair++) {
      for (let m = 0; m < pairs; m++) {
        const l = rng.next() < 0.5 ? luck : -luck;
        const ca = cards?.(a, rng);
        const cb = cards?.(b, rng);
        const p = Math.min(1, Math.max(0, truth[a]![b]! + l + (ca?.bonus ?? 0) - (cb?.bonus ?? 0)));
        for (const swapped of [false, true]) {
          const aWins = rng.next() < p;
          const d0 = swapped ? b : a;
          const d1 = swapped ? a : b;
          const winner = aWins === !swapped ? 0 : 1;
          const o0 = swapped ? cb : ca;
          const o1 = swapped ? ca : cb;
          rows.push(
            row({
              game: game++,
              pair,
              seed: `s/${pair}/${m}`,
              deck_0: `D${d0}`,
              deck_1: `D${d1}`,
              first: swapped ? 1 : 0,
              winner,
              turns: 8,
              opening_0: o0?.opening ?? '',
              opening_1: o1?.opening ?? '',
              drawn_0: o0?.opening ?? '',
              drawn_1: o1?.opening ?? '',
            }),
          );
        }
      }
    }
  }
  return rows;
}

function aggregate(rows: readonly GameRow[]): Aggregator {
  const agg = new Aggregator({ cards: false });
  for (const r of rows) agg.add(r);
  return agg;
}

describe('pair-aware figures in summary.csv and matrix.csv', () => {
  it('match the hand computation on the fixture (Fire vs Water, 4 deals)', () => {
    const agg = aggregate(ROWS);
    const fw = agg.summaryRows()[0]!;
    expect(fw.pairs).toBe(4);
    // Deals score 2, 1.5, 1, 1: design effect 0.5333, effective 15 games, t(0.975, 3).
    const w = wilson(0.6875 * 15, 15, 3.182446305);
    expect(fw.a_win_pair_low).toBeCloseTo(w.low, 9);
    expect(fw.a_win_pair_high).toBeCloseTo(w.high, 9);
    const m = agg.matrix();
    const water = m.entries.find((e) => e.row_deck === 'Water' && e.col_deck === 'Fire')!;
    expect(water.win_pair_low).toBeCloseTo(1 - w.high, 9);
  });
  it('counts a game whose partner never came as a deal of one game', () => {
    const agg = aggregate(ROWS.slice(0, 7));
    const fw = agg.summaryRows()[0]!;
    expect(fw.pairs).toBe(3);
    expect(fw.games).toBe(7);
    expect(Number.isNaN(fw.pair_corr)).toBe(true);
  });
  it('covers 95% for a matchup with correlated deals where Wilson over games does not', () => {
    let pairAware = 0;
    let plain = 0;
    const runs = 300;
    for (let r = 0; r < runs; r++) {
      const fw = aggregate(
        synthRun(
          [
            [0.5, 0.6],
            [0.4, 0.5],
          ],
          150,
          0.25,
          `cov/${r}`,
        ),
      ).summaryRows()[0]!;
      if (fw.a_win_pair_low <= 0.6 && 0.6 <= fw.a_win_pair_high) pairAware++;
      if (fw.a_win_low <= 0.6 && 0.6 <= fw.a_win_high) plain++;
    }
    // Deal luck ±0.25 gives a within-pair correlation of about 0.26: Wilson over games covers ~0.91.
    expect(pairAware / runs).toBeGreaterThan(0.925);
    expect(pairAware / runs).toBeLessThan(0.975);
    expect(plain / runs).toBeLessThan(pairAware / runs);
  });
});

describe('rank intervals and order shares (bootstrap over deals)', () => {
  it('are certain for far-apart decks and uncertain for equal ones', () => {
    const truth = [
      [0.5, 0.5, 0.9, 0.9],
      [0.5, 0.5, 0.9, 0.9],
      [0.1, 0.1, 0.5, 0.5],
      [0.1, 0.1, 0.5, 0.5],
    ];
    const agg = aggregate(synthRun(truth, 150, 0.05, 'ranks'));
    const ranked = agg.deckRows().map((d) => d.deck);
    const b = bootstrapRun([...agg.cells.values()], ranked, { seed: 'x', replicates: 400 });
    const at = (d: string) => b.order.decks.indexOf(d);
    // D0 and D1 are equally strong: each ranks 1st or 2nd, and each beats the other in about half the replicates.
    for (const d of ['D0', 'D1']) {
      expect(b.order.rankLow[at(d)]).toBe(1);
      expect(b.order.rankHigh[at(d)]).toBe(2);
    }
    expect(b.order.above[at('D0')]![at('D1')]).toBeGreaterThan(0.1);
    expect(b.order.above[at('D0')]![at('D1')]).toBeLessThan(0.9);
    expect(b.order.above[at('D0')]![at('D1')]! + b.order.above[at('D1')]![at('D0')]!).toBeCloseTo(1, 12);
    // D0 is far above D2 in every replicate.
    expect(b.order.above[at('D0')]![at('D2')]).toBe(1);
    expect(b.order.rankLow[at('D2')]).toBe(3);
  });
});

/** Logistic win probability of strength ri over rj (Elo points). */
const logistic = (ri: number, rj: number) => 1 / (1 + 10 ** (-(ri - rj) / 400));

describe('bootstrap over deals against simulations with a known truth', () => {
  it('rank intervals cover the true ranks of five decks of distinct strength in ≥ 93% of cases', () => {
    // Strengths 60, 30, 0, −30, −60 Elo: neighbours 30 Elo apart (4 points of win rate), 100 deals per pairing.
    const r = [60, 30, 0, -30, -60];
    const truth = r.map((a) => r.map((b) => logistic(a, b)));
    let hit = 0;
    let total = 0;
    let width = 0;
    for (let run = 0; run < 150; run++) {
      const agg = aggregate(synthRun(truth, 100, 0.1, `rank-cov/${run}`));
      const ranked = agg.deckRows().map((d) => d.deck);
      const b = bootstrapRun([...agg.cells.values()], ranked, { seed: `rc${run}`, replicates: 200, nash: false });
      b.order.decks.forEach((d, i) => {
        const want = Number(d.slice(1)) + 1;
        total++;
        if (b.order.rankLow[i]! <= want && want <= b.order.rankHigh[i]!) hit++;
        width += b.order.rankHigh[i]! - b.order.rankLow[i]! + 1;
      });
    }
    expect(hit / total).toBeGreaterThanOrEqual(0.93);
    expect(width / total).toBeLessThan(3.5); // informative: not every deck "anywhere from 1st to 5th"
  });

  it('"above" shares between equally strong decks are calibrated: beyond 2.5%/97.5% in about 5% of runs', () => {
    const truth = [
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
    ];
    let extreme = 0;
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const agg = aggregate(synthRun(truth, 60, 0.1, `above-cov/${run}`));
      const b = bootstrapRun([...agg.cells.values()], ['D0', 'D1', 'D2'], { seed: `ac${run}`, replicates: 200, nash: false });
      const p = b.order.above[b.order.decks.indexOf('D0')]![b.order.decks.indexOf('D1')]!;
      if (p > 0.975 || p < 0.025) extreme++;
    }
    expect(extreme / runs).toBeGreaterThan(0.02);
    expect(extreme / runs).toBeLessThan(0.09);
  });

  it('Nash weight intervals cover the known equilibrium of a 3×3 game in ≥ 90% of cases', () => {
    const truth = [
      [0.5, 0.4, 0.7],
      [0.6, 0.5, 0.2],
      [0.3, 0.8, 0.5],
    ];
    const want = [1 / 2, 1 / 3, 1 / 6];
    let hit = 0;
    let total = 0;
    for (let run = 0; run < 100; run++) {
      const agg = aggregate(synthRun(truth, 300, 0.1, `nash-cov/${run}`));
      const b = bootstrapRun([...agg.cells.values()], ['D0', 'D1', 'D2'], { seed: `nc${run}`, replicates: 200 });
      b.metagame.rows.forEach((row, i) => {
        total++;
        if (row.nash_low <= want[i]! && want[i]! <= row.nash_high) hit++;
      });
    }
    expect(hit / total).toBeGreaterThanOrEqual(0.9);
  });
});

describe('metagame', () => {
  // Weighted rock-paper-scissors (docs: x ∝ (c, b, a) = (½, ⅓, ⅙)) played out in games.
  const truth = [
    [0.5, 0.4, 0.7],
    [0.6, 0.5, 0.2],
    [0.3, 0.8, 0.5],
  ];
  it('recovers the equilibrium of a known 3×3 game from games, inside its intervals', () => {
    const agg = aggregate(synthRun(truth, 3000, 0, 'rps'));
    const b = bootstrapRun([...agg.cells.values()], ['D0', 'D1', 'D2'], { seed: 'rps', replicates: 300 });
    const want = [1 / 2, 1 / 3, 1 / 6];
    b.metagame.rows.forEach((r, i) => {
      expect(Math.abs(r.nash_weight - want[i]!)).toBeLessThan(0.08);
      expect(r.nash_low).toBeLessThanOrEqual(want[i]!);
      expect(r.nash_high).toBeGreaterThanOrEqual(want[i]!);
      expect(r.vs_nash).toBeCloseTo(0.5, 6); // every deck of the support wins ½ against the mix
    });
    expect(b.metagame.value).toBeCloseTo(0.5, 6);
  });
  it('gives field win rates whose intervals cover the truth about 95% of the time', () => {
    const field = new Map([
      ['D0', 0.2],
      ['D1', 0.5],
      ['D2', 0.3],
    ]);
    const w = [0.2, 0.5, 0.3];
    const trueRate = truth.map((row) => row.reduce((s, m, j) => s + m * w[j]!, 0));
    let hit = 0;
    let total = 0;
    for (let r = 0; r < 100; r++) {
      const agg = aggregate(synthRun(truth, 100, 0.1, `field/${r}`));
      const b = bootstrapRun([...agg.cells.values()], ['D0', 'D1', 'D2'], { seed: `f${r}`, replicates: 120, field, nash: false });
      b.metagame.rows.forEach((row, i) => {
        total++;
        if (row.field_low <= trueRate[i]! && trueRate[i]! <= row.field_high) hit++;
      });
    }
    expect(hit / total).toBeGreaterThan(0.91);
    expect(hit / total).toBeLessThan(0.985);
  });
  it('parses --field against the deck names, names with commas included', () => {
    const decks = ['Murky Riptide (Cantrell, 2005)', 'Fire'];
    expect([...parseField('Murky Riptide (Cantrell, 2005)=0.3,Fire=0.7', decks)]).toEqual([
      ['Murky Riptide (Cantrell, 2005)', 0.3],
      ['Fire', 0.7],
    ]);
    expect(() => parseField('Earth=1', decks)).toThrow(/no deck "Earth" in this run/);
    expect(() => parseField('Fire=-1', decks)).toThrow(/must be a number ≥ 0/);
    expect(() => parseField('Fire=0', decks)).toThrow(/at least one share/);
  });
});

describe('card value', () => {
  it('measures the opening-hand effect of a card that truly adds 10 points when in the opening hand', () => {
    // D0 holds card "x" in its opening hand in 30% of deals (the shuffle): then it wins 10 points more often.
    const truth = [
      [0.5, 0.5],
      [0.5, 0.5],
    ];
    const cards = (deck: number, rng: Prng) => {
      const oh = deck === 0 && rng.next() < 0.3;
      return { opening: oh ? 'x' : 'y', bonus: oh ? 0.1 : 0 };
    };
    const agg = new Aggregator({ decks: [{ name: 'D0', cards: ['x', 'y'] }] });
    for (const r of synthRun(truth, 3000, 0.1, 'card', cards)) agg.add(r);
    const x = agg.cardRows().find((c) => c.deck === 'D0' && c.card === 'x')!;
    expect(x.opening_rate).toBeGreaterThan(0.27);
    expect(x.oh_delta).toBeGreaterThan(0.06);
    expect(x.oh_delta_low).toBeLessThan(0.1);
    expect(x.oh_delta_high).toBeGreaterThan(0.1);
    expect(x.associations).toBe('played_delta iwd');
    // Here "drawn" is the opening hand, so in-hand − never equals the opening-hand difference.
    expect(x.iwd).toBeCloseTo(x.oh_delta, 12);
  });
});

describe('card value coverage', () => {
  it('the opening-hand interval covers the true +10 points in about 95% of 200 simulated runs', () => {
    const truth = [
      [0.5, 0.5],
      [0.5, 0.5],
    ];
    const cards = (deck: number, rng: Prng) => {
      const oh = deck === 0 && rng.next() < 0.3;
      return { opening: oh ? 'x' : 'y', bonus: oh ? 0.1 : 0 };
    };
    let hit = 0;
    const runs = 200;
    for (let run = 0; run < runs; run++) {
      const agg = new Aggregator({ decks: [{ name: 'D0', cards: ['x', 'y'] }] });
      for (const r of synthRun(truth, 300, 0.1, `card-cov/${run}`, cards)) agg.add(r);
      const x = agg.cardRows().find((c) => c.deck === 'D0' && c.card === 'x')!;
      if (x.oh_delta_low <= 0.1 && 0.1 <= x.oh_delta_high) hit++;
    }
    expect(hit / runs).toBeGreaterThanOrEqual(0.92);
    expect(hit / runs).toBeLessThanOrEqual(0.985);
  });
});

describe('games.csv versions', () => {
  it('reads a games.csv written before opening hands were recorded', () => {
    const legacy = LEGACY_GAME_COLUMNS.join(',') + '\n' + gameRowToCsv(ROWS[0]!).split(',').slice(0, 19).join(',') + '\n';
    const [r] = parseGamesCsv(legacy);
    expect(r).toEqual({ ...ROWS[0], opening_0: '', opening_1: '', shield_only_0: '', shield_only_1: '' });
    expect(gamesCsvHeader().trim().split(',')).toHaveLength(23);
  });
});

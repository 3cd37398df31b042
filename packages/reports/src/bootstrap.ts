// Bootstrap over deals: rank intervals, "A above B" shares, and the metagame (Nash mix, field win rates).
//
// Deals are the independent units. Each pairing keeps its number of deals (a stratified bootstrap): a replicate
// redraws every pairing's deals with replacement — a multinomial draw over its counts of deal outcomes
// (CellStats.pairPoints / singlePoints) — and recomputes every figure from the redrawn matrix. Percentile
// intervals over `replicates` replicates, from a seeded stream: the same games.csv gives the same report.
import { Prng } from '@tcglab/core';
import { fieldWinRates, multinomialResample, nashEquilibrium, percentileInterval } from '@tcglab/stats';
import type { CellStats } from './cell-stats.js';

/** Points and games of the deal outcomes a cell counts: pairs 0..2 points, then single games 0..1. */
const CAT_Y = [0, 0.5, 1, 1.5, 2, 0, 0.5, 1];
const CAT_N = [2, 2, 2, 2, 2, 1, 1, 1];

export interface BootstrapOptions {
  /** Seed of the resampling stream (the run's seed, so a report is reproducible). */
  readonly seed: string;
  /** Replicates (default 1000). */
  readonly replicates?: number;
  /** Field shares by deck name for field-weighted win rates (default: every deck equally common). */
  readonly field?: ReadonlyMap<string, number>;
  /** Solve the Nash equilibrium (default true; an LP per replicate). */
  readonly nash?: boolean;
}

export interface DeckOrder {
  /** Decks with games, in the order given (the ranking). */
  readonly decks: readonly string[];
  /** 95% interval of each deck's rank (1 = best). */
  readonly rankLow: readonly number[];
  readonly rankHigh: readonly number[];
  /** above[i][j]: share of replicates in which deck i's overall win rate beats deck j's (ties count half). */
  readonly above: readonly (readonly number[])[];
}

export interface MetagameRow {
  readonly deck: string;
  /** Equilibrium share of bringing the deck, with a 95% bootstrap interval (NaN when no equilibrium). */
  readonly nash_weight: number;
  readonly nash_low: number;
  readonly nash_high: number;
  /** The deck's win rate against the equilibrium mix, with a 95% bootstrap interval (the mix held fixed). */
  readonly vs_nash: number;
  readonly vs_nash_low: number;
  readonly vs_nash_high: number;
  /** The field's share of the deck (normalized) and the deck's win rate against that field, with interval. */
  readonly field_share: number;
  readonly field_win_rate: number;
  readonly field_low: number;
  readonly field_high: number;
}

export interface Metagame {
  readonly rows: readonly MetagameRow[];
  /** Pairs of decks that never met (the equilibrium needs all of them). */
  readonly missing: readonly string[];
  /** The game's value at the equilibrium (½ for a consistent matrix). */
  readonly value: number;
  /** true when the field is the default (every deck equally common). */
  readonly uniformField: boolean;
  readonly replicates: number;
}

export interface BootstrapResult {
  readonly order: DeckOrder;
  readonly metagame: Metagame;
}

/**
 * Rank intervals, pairwise order shares and the metagame from the cells of a run. `ranked` lists the decks
 * in ranking order (decks.csv); decks without non-mirror games are left out of everything.
 */
export function bootstrapRun(cells: readonly CellStats[], ranked: readonly string[], opts: BootstrapOptions): BootstrapResult {
  const B = opts.replicates ?? 1000;
  const live = cells.filter((c) => !c.mirror && c.a.games > 0);
  const decks = ranked.filter((d) => live.some((c) => c.deckA === d || c.deckB === d));
  const k = decks.length;
  const index = new Map(decks.map((d, i) => [d, i]));
  const counts = live.map((c) => [...c.pairPoints, ...c.singlePoints]);
  const ends = live.map((c) => [index.get(c.deckA)!, index.get(c.deckB)!] as const);

  /** Deck totals and the head-to-head matrix (row's points and games) from per-cell category counts. */
  const tally = (cnt: readonly (readonly number[])[]) => {
    const y = new Float64Array(k);
    const n = new Float64Array(k);
    const hy = Array.from({ length: k }, () => new Float64Array(k));
    const hn = Array.from({ length: k }, () => new Float64Array(k));
    cnt.forEach((cc, ci) => {
      let cy = 0;
      let cn = 0;
      for (let t = 0; t < 8; t++) {
        cy += cc[t]! * CAT_Y[t]!;
        cn += cc[t]! * CAT_N[t]!;
      }
      const [a, b] = ends[ci]!;
      y[a]! += cy;
      n[a]! += cn;
      y[b]! += cn - cy;
      n[b]! += cn;
      hy[a]![b]! += cy;
      hn[a]![b]! += cn;
      hy[b]![a]! += cn - cy;
      hn[b]![a]! += cn;
    });
    const rate = Array.from(y, (v, i) => v / n[i]!);
    const M = hy.map((row, i) => Array.from(row, (v, j) => (i === j ? 0.5 : hn[i]![j]! > 0 ? v / hn[i]![j]! : NaN)));
    return { rate, M };
  };

  const base = tally(counts);
  const missing: string[] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) if (Number.isNaN(base.M[i]![j]!)) missing.push(`${decks[i]} vs ${decks[j]}`);
  const complete = missing.length === 0 && k >= 2 && opts.nash !== false;
  const nash = complete ? nashEquilibrium(base.M) : undefined;
  const uniformField = !opts.field;
  const shares = decks.map((d) => (opts.field ? (opts.field.get(d) ?? 0) : 1));
  const shareSum = shares.reduce((a, b) => a + b, 0);
  const fieldOk = (M: readonly (readonly number[])[], i: number) => shares.every((w, j) => w === 0 || Number.isFinite(M[i]![j]!));
  const fieldRate = (M: readonly (readonly number[])[]) => {
    const safe = M.map((row) => row.map((v) => (Number.isFinite(v) ? v : 0)));
    const r = fieldWinRates(safe, shares);
    return r.map((v, i) => (fieldOk(M, i) && shareSum > 0 ? v : NaN));
  };
  const baseField = fieldRate(base.M);

  const rng = new Prng(`${opts.seed}/report-bootstrap`);
  const ranks: number[][] = decks.map(() => []);
  const above = decks.map(() => new Float64Array(k));
  const weights: number[][] = decks.map(() => []);
  const vsNash: number[][] = decks.map(() => []);
  const field: number[][] = decks.map(() => []);
  const drawn = counts.map((c) => new Array<number>(c.length).fill(0));
  const order = decks.map((_, i) => i);
  for (let b = 0; b < B; b++) {
    counts.forEach((c, ci) => multinomialResample(c, rng, drawn[ci]));
    const t = tally(drawn);
    // Rank by the replicate's rate; ties keep the ranking order (stable and explainable).
    const byRate = [...order].sort((x, y) => t.rate[y]! - t.rate[x]! || x - y);
    byRate.forEach((d, r) => ranks[d]!.push(r + 1));
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        if (i === j) continue;
        const d = t.rate[i]! - t.rate[j]!;
        above[i]![j]! += d > 0 ? 1 : d === 0 ? 0.5 : 0;
      }
    }
    if (complete && nash && t.M.every((row) => row.every(Number.isFinite))) {
      const eq = nashEquilibrium(t.M);
      for (let i = 0; i < k; i++) {
        weights[i]!.push(eq.weights[i]!);
        let v = 0;
        for (let j = 0; j < k; j++) v += nash.weights[j]! * t.M[i]![j]!;
        vsNash[i]!.push(v);
      }
    }
    const f = fieldRate(t.M);
    f.forEach((v, i) => Number.isFinite(v) && field[i]!.push(v));
  }
  const orderStat = (xs: number[], q: number, up: boolean) => {
    const s = [...xs].sort((a, b) => a - b);
    const h = q * (s.length - 1);
    return s[up ? Math.ceil(h) : Math.floor(h)]!;
  };
  const iv = (xs: number[]) => (xs.length ? percentileInterval(xs) : { low: NaN, high: NaN });
  const rows: MetagameRow[] = decks.map((deck, i) => {
    const w = iv(weights[i]!);
    const v = iv(vsNash[i]!);
    const f = iv(field[i]!);
    return {
      deck,
      nash_weight: nash ? nash.weights[i]! : NaN,
      nash_low: w.low,
      nash_high: w.high,
      vs_nash: nash ? nash.against[i]! : NaN,
      vs_nash_low: v.low,
      vs_nash_high: v.high,
      field_share: shareSum > 0 ? shares[i]! / shareSum : NaN,
      field_win_rate: baseField[i]!,
      field_low: Number.isFinite(baseField[i]!) ? f.low : NaN,
      field_high: Number.isFinite(baseField[i]!) ? f.high : NaN,
    };
  });
  return {
    order: {
      decks,
      rankLow: ranks.map((r) => (r.length ? orderStat(r, 0.025, false) : NaN)),
      rankHigh: ranks.map((r) => (r.length ? orderStat(r, 0.975, true) : NaN)),
      above: above.map((row) => Array.from(row, (x) => x / B)),
    },
    metagame: { rows, missing, value: nash ? nash.value : NaN, uniformField, replicates: B },
  };
}

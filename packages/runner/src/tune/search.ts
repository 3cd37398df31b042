// The search: greedy stages of one swap each; in a stage, a successive-halving race over every legal 1-for-1
// swap on shared deals, then a confirmation of the finalists on fresh deals with simultaneous intervals.
//
// Pure with respect to I/O: games are played by the `play` callback (a worker pool, or a simulation in tests),
// which gets every unit of a round at once and returns the tuned deck's points per unit in the same order.
// Every decision depends only on the points of whole rounds, so the search is the same for any worker count.
import { normalQuantile } from '@tcglab/core';
import type { OpponentSequence } from './allocation.js';
import { PairedDiff, diffInterval, type DiffEstimate, type Interval } from './estimate.js';
import { TuneBudgetError, planStage, type StagePlan } from './plan.js';

export type Phase = 'race' | 'confirm';

/** One unit to play: deal `unit` of (stage, phase) against `opponent`, by deck 0 (the incumbent) or a candidate. */
export interface UnitTask {
  readonly stage: number;
  readonly phase: Phase;
  readonly deck: number;
  readonly unit: number;
  readonly opponent: number;
  /** The deck that plays (the incumbent's or the candidate's cards). */
  readonly cards: readonly string[];
}

/** A 1-for-1 swap of a stage's incumbent: one copy of `out` leaves, one copy of `in` takes its place. */
export interface SwapCandidate {
  /** 1, 2, … within its stage (0 is the incumbent). */
  readonly id: number;
  readonly out: string;
  readonly in: string;
  /** The whole deck, in the incumbent's order with `in` at the slot `out` had. */
  readonly cards: readonly string[];
}

export type Outcome = 'eliminated' | 'finalist' | 'accepted';

export interface CandidateResult {
  readonly stage: number;
  readonly candidate: SwapCandidate;
  raceUnits: number;
  race: DiffEstimate;
  raceInterval: Interval;
  /** 1-based race round in which it was cut; null if it reached the confirmation. */
  eliminatedRound: number | null;
  reason: string;
  confirm: DiffEstimate | null;
  /** Simultaneous interval (Bonferroni over finalists × stages). */
  confirmInterval: Interval | null;
  outcome: Outcome;
  /** Units left out because a game failed. */
  failedUnits: number;
}

export interface StageResult {
  readonly stage: number;
  readonly incumbent: readonly string[];
  readonly plan: StagePlan;
  readonly candidates: CandidateResult[];
  /** The finalist with the best confirmed difference, and whether its simultaneous interval clears 0. */
  best: CandidateResult | null;
  accepted: boolean;
  /** The incumbent's own win rate against the field over the confirmation deals (points/2 per unit). */
  incumbentRate: DiffEstimate | null;
  failedUnits: number;
}

export type SearchEvent =
  | { readonly kind: 'stage'; readonly stage: number; readonly plan: StagePlan }
  | {
      readonly kind: 'round';
      readonly stage: number;
      readonly phase: Phase;
      /** 1-based race round (0 for the confirmation). */
      readonly round: number;
      readonly rounds: number;
      readonly left: number;
      readonly leader: CandidateResult | null;
    };

export interface SearchOptions {
  readonly start: readonly string[];
  readonly stages: number;
  readonly gamesPerStage: number;
  readonly finalists: number;
  readonly confirmShare: number;
  /** Family-wise error rate of the confirmation intervals. */
  readonly alpha: number;
  readonly field: OpponentSequence;
  candidatesFor(stage: number, incumbent: readonly string[]): SwapCandidate[];
  /** The tuned deck's points (0..2) per task, in task order; NaN for a unit whose game failed. */
  play(tasks: readonly UnitTask[]): Promise<ArrayLike<number>>;
  onEvent?(e: SearchEvent): void;
}

export interface SearchResult {
  readonly stages: StageResult[];
  /** The best deck found: the start deck with every accepted swap. */
  readonly best: readonly string[];
  /** Why the search stopped. */
  readonly stop: string;
  /** z of the confirmation intervals. */
  readonly zConfirm: number;
  /** The field's weights, normalized. */
  readonly weights: readonly number[];
}

/** z of a two-sided simultaneous interval over `family` comparisons at family-wise level 1 − alpha (Bonferroni). */
export function bonferroniZ(alpha: number, family: number): number {
  return normalQuantile(1 - alpha / (2 * Math.max(1, family)));
}

/** Rank by mean difference, best first; ties go to the lower candidate id (a fixed, documented order). */
function byMean(a: CandidateResult, b: CandidateResult): number {
  return b.race.mean - a.race.mean || a.candidate.id - b.candidate.id;
}

const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

export async function runSearch(o: SearchOptions): Promise<SearchResult> {
  const zConfirm = bonferroniZ(o.alpha, o.finalists * o.stages);
  const weights = o.field.weights;
  const stages: StageResult[] = [];
  let deck = o.start;
  let stop = `all ${o.stages} stage(s) accepted a swap`;
  for (let stage = 1; stage <= o.stages; stage++) {
    const cands = o.candidatesFor(stage, deck);
    if (cands.length === 0) {
      stop = `stage ${stage}: no legal swap`;
      break;
    }
    let plan: StagePlan;
    try {
      plan = planStage(cands.length, { games: o.gamesPerStage, finalists: o.finalists, confirmShare: o.confirmShare, lap: o.field.lap() });
    } catch (e) {
      if (!(e instanceof TuneBudgetError)) throw e;
      stop = `stage ${stage} not run: its ${o.gamesPerStage} games cannot hold ${cands.length} candidates (${e.message})`;
      break;
    }
    o.onEvent?.({ kind: 'stage', stage, plan });
    const result = await runStage(o, stage, deck, cands, plan, weights, zConfirm);
    stages.push(result);
    if (!result.accepted) {
      stop = result.best
        ? `stage ${stage}: no finalist's simultaneous interval is above 0, so the incumbent stands`
        : `stage ${stage}: no finalist could be measured`;
      break;
    }
    deck = result.best!.candidate.cards;
  }
  return { stages, best: deck, stop, zConfirm, weights };
}

async function runStage(
  o: SearchOptions,
  stage: number,
  incumbent: readonly string[],
  cands: readonly SwapCandidate[],
  plan: StagePlan,
  weights: readonly number[],
  zConfirm: number,
): Promise<StageResult> {
  cands.forEach((c, k) => {
    if (c.id !== k + 1) throw new Error(`candidate ids must be 1, 2, … in order; got ${c.id} at position ${k + 1}`);
  });
  const nOpp = o.field.size;
  const diffs = cands.map(() => new PairedDiff(nOpp));
  const results: CandidateResult[] = cands.map((c) => ({
    stage,
    candidate: c,
    raceUnits: 0,
    race: { units: 0, mean: 0, se: NaN, partial: true },
    raceInterval: { low: -1, high: 1 },
    eliminatedRound: null,
    reason: '',
    confirm: null,
    confirmInterval: null,
    outcome: 'finalist',
    failedUnits: 0,
  }));
  let alive = results.map((_, k) => k);
  let failedUnits = 0;

  /** Play units [from, to) of `phase` for the incumbent and `decks` (indices into cands); add the differences. */
  const playRound = async (phase: Phase, from: number, to: number, decks: readonly number[], into: PairedDiff[]): Promise<number[]> => {
    const tasks: UnitTask[] = [];
    for (const deck of [-1, ...decks]) {
      const cards = deck < 0 ? incumbent : cands[deck]!.cards;
      for (let u = from; u < to; u++) tasks.push({ stage, phase, deck: deck + 1, unit: u, opponent: o.field.opponentOf(u), cards });
    }
    const points = await o.play(tasks);
    if (points.length !== tasks.length) throw new Error(`play returned ${points.length} results for ${tasks.length} units`);
    const span = to - from;
    const inc: number[] = [];
    for (let k = 0; k < span; k++) inc.push(points[k]!);
    decks.forEach((c, j) => {
      for (let k = 0; k < span; k++) {
        const pc = points[(j + 1) * span + k]!;
        const pi = inc[k]!;
        if (Number.isNaN(pc) || Number.isNaN(pi)) {
          results[c]!.failedUnits++;
          failedUnits++;
          continue;
        }
        into[c]!.add(o.field.opponentOf(from + k), (pc - pi) / 2);
      }
    });
    return inc;
  };

  const leader = (): CandidateResult | null => [...alive.map((k) => results[k]!)].sort(byMean)[0] ?? null;
  for (let r = 0; r < plan.rounds.length; r++) {
    const round = plan.rounds[r]!;
    await playRound('race', round.from, round.to, alive, diffs);
    for (const k of alive) {
      const res = results[k]!;
      res.raceUnits = round.to;
      res.race = diffs[k]!.estimate(weights);
      res.raceInterval = diffInterval(res.race);
    }
    const ranked = alive.map((k) => results[k]!).sort(byMean);
    ranked.forEach((res, rank) => {
      if (rank < round.keep) return;
      res.eliminatedRound = r + 1;
      res.outcome = 'eliminated';
      res.reason =
        `race round ${r + 1}/${plan.rounds.length}: ranked ${rank + 1} of ${round.survivors} by mean difference ` +
        `(${pct(res.race.mean)} points after ${round.to} deals); the top ${round.keep} went on`;
    });
    alive = ranked.slice(0, round.keep).map((res) => res.candidate.id - 1);
    alive.sort((a, b) => a - b);
    o.onEvent?.({ kind: 'round', stage, phase: 'race', round: r + 1, rounds: plan.rounds.length, left: alive.length, leader: leader() });
  }

  // Confirmation: fresh deals, the finalists and the incumbent.
  const confirmDiffs = cands.map(() => new PairedDiff(nOpp));
  const inc = await playRound('confirm', 0, plan.confirmUnits, alive, confirmDiffs);
  const incRate = new PairedDiff(nOpp);
  inc.forEach((p, u) => {
    if (!Number.isNaN(p)) incRate.add(o.field.opponentOf(u), p / 2);
  });
  let best: CandidateResult | null = null;
  for (const k of alive) {
    const res = results[k]!;
    res.confirm = confirmDiffs[k]!.estimate(weights);
    res.confirmInterval = diffInterval(res.confirm, zConfirm);
    if (res.confirm.units === 0) continue;
    if (!best || res.confirm.mean > best.confirm!.mean || (res.confirm.mean === best.confirm!.mean && res.candidate.id < best.candidate.id))
      best = res;
  }
  const accepted = !!best && best.confirmInterval!.low > 0;
  for (const k of alive) {
    const res = results[k]!;
    const ci = res.confirmInterval!;
    if (res === best && accepted) {
      res.outcome = 'accepted';
      res.reason = `best confirmed finalist; its simultaneous interval [${pct(ci.low)}, ${pct(ci.high)}] is above 0`;
    } else if (res === best) {
      res.reason = `best confirmed finalist, but its simultaneous interval [${pct(ci.low)}, ${pct(ci.high)}] includes 0: not shown better`;
    } else {
      res.reason = `finalist; confirmed ${pct(res.confirm!.mean)} [${pct(ci.low)}, ${pct(ci.high)}], below the best finalist`;
    }
  }
  o.onEvent?.({ kind: 'round', stage, phase: 'confirm', round: 0, rounds: plan.rounds.length, left: alive.length, leader: best });
  return {
    stage,
    incumbent,
    plan,
    candidates: results,
    best,
    accepted,
    incumbentRate: incRate.estimate(weights),
    failedUnits,
  };
}

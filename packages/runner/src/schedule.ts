// Schedules: the order in which a run plays (and writes) its game indices. games.csv follows this order.
//
// A fixed schedule is the index range [from, to) in order (a whole run or one shard); with the interleaved
// plan (plan.ts) every stretch of it covers every deck pair. An until-ci schedule plays rounds: round r is the
// index block of deals [r·B/2, (r+1)·B/2) of every pair (B games per pair), minus the games of pairs that
// already stopped; when a round is complete, a pair whose 95% half-width is ≤ the target stops: the pair-aware
// interval's (deals as clusters, docs/statistics.md), or Wilson's over games for runs started before tcglab used
// the pair-aware rule (run.json without `untilCiRule`). The decision depends only on the results of whole
// rounds, which depend only on (spec, i): the same for any worker count or batch size.
import { wilson } from '@tcglab/core';
import { ClusterStream, clusteredHalfWidth } from '@tcglab/stats';

/** What an until-ci pair's half-width is measured on: the pair-aware interval, or Wilson over games (legacy). */
export type UntilCiRule = 'pairs' | 'wilson';

export type Peek = number | 'wait' | null;

/** Game indices to play: those of [from, to) whose pair is in `pairs` (all of them when `pairs` is absent). */
export interface Slice {
  readonly from: number;
  readonly to: number;
  readonly pairs?: readonly number[];
}

export interface Schedule {
  /** The next index to dispatch, 'wait' (needs results of dispatched games first), or null (done). */
  peek(): Peek;
  /** Take up to `max` games starting at peek() (which must be a number). */
  take(max: number): Slice;
  /** Record a committed game (in schedule order). scoreA is undefined for a failed game. */
  commit(i: number, pair: number, scoreA: number | undefined): void;
  /** Games not dispatched yet, when the schedule knows them in advance (a fixed one). */
  left?(): number;
}

/** Whether game i of a slice is played (its pair is in the slice's filter). */
export function inSlice(s: Slice, pairOfI: number): boolean {
  return s.pairs === undefined || s.pairs.includes(pairOfI);
}

export class FixedSchedule implements Schedule {
  private cursor: number;
  constructor(
    readonly from: number,
    readonly to: number,
  ) {
    this.cursor = from;
  }
  peek(): Peek {
    return this.cursor < this.to ? this.cursor : null;
  }
  take(max: number): Slice {
    const from = this.cursor;
    this.cursor = Math.min(this.to, from + max);
    return { from, to: this.cursor };
  }
  commit(): void {}
  left(): number {
    return this.to - this.cursor;
  }
}

/** Half the width of the Wilson 95% interval of `score` points in `n` games (the legacy until-ci rule). */
export function halfWidth(score: number, n: number): number {
  const w = wilson(score, n);
  return (w.high - w.low) / 2;
}

export class UntilCiSchedule implements Schedule {
  private round = 0;
  /** Pairs still playing, and a flag per pair. */
  private active: number[];
  private readonly isActive: Uint8Array;
  /** Next index to look at within the current round's block. */
  private cursor = 0;
  private dispatched = 0;
  private committed = 0;
  /** Deck A's points per deal, per pair. */
  private readonly deals: ClusterStream[];
  private readonly stride: number;
  /** Round in which each pair stopped (for reports), -1 while active. */
  readonly stoppedAt: number[];

  constructor(
    readonly pairs: number,
    readonly gamesPerPair: number,
    readonly batch: number,
    readonly target: number,
    readonly rule: UntilCiRule = 'pairs',
  ) {
    this.active = Array.from({ length: pairs }, (_, p) => p);
    this.isActive = new Uint8Array(pairs).fill(1);
    this.deals = Array.from({ length: pairs }, () => new ClusterStream());
    this.stoppedAt = new Array<number>(pairs).fill(-1);
    this.stride = 2 * pairs;
  }

  /** The round's index block: deals [r·B/2, (r+1)·B/2) of every pair, capped at the games per pair. */
  private blockEnd(): number {
    return Math.min(this.gamesPerPair, (this.round + 1) * this.batch) * this.pairs;
  }

  /** The first index ≥ cursor of an active pair within the block, or -1. */
  private nextActive(): number {
    const end = this.blockEnd();
    for (let i = this.cursor; i < end; i++) if (this.isActive[(i % this.stride) >> 1]) return i;
    return -1;
  }

  peek(): Peek {
    for (;;) {
      const i = this.nextActive();
      if (i >= 0) {
        this.cursor = i;
        return i;
      }
      this.cursor = this.blockEnd();
      if (this.committed < this.dispatched) return 'wait';
      // Round complete: stop the pairs that reached the target, then start the next round.
      const still: number[] = [];
      for (const p of this.active) {
        if (this.reached(p)) {
          this.stoppedAt[p] = this.round;
          this.isActive[p] = 0;
        } else still.push(p);
      }
      this.round++;
      if (this.round * this.batch >= this.gamesPerPair) {
        for (const p of still) {
          this.stoppedAt[p] = this.round - 1;
          this.isActive[p] = 0;
        }
        this.active = [];
        return null;
      }
      this.active = still;
      if (still.length === 0) return null;
    }
  }

  /** Whether pair p's 95% half-width (by the run's rule) is at most the target. */
  private reached(p: number): boolean {
    const s = this.deals[p]!.sums;
    if (s.n <= 0) return false;
    return (this.rule === 'pairs' ? clusteredHalfWidth(s) : halfWidth(s.y, s.n)) <= this.target;
  }

  take(max: number): Slice {
    const from = this.cursor;
    const end = this.blockEnd();
    let i = from;
    let n = 0;
    for (; i < end && n < max; i++) if (this.isActive[(i % this.stride) >> 1]) n++;
    this.cursor = i;
    this.dispatched += n;
    return this.active.length === this.pairs ? { from, to: i } : { from, to: i, pairs: [...this.active] };
  }

  commit(i: number, pair: number, scoreA: number | undefined): void {
    this.committed++;
    // Games of a deal are consecutive indices (2p, 2p + 1 of a stride): the deal is i div stride.
    if (scoreA !== undefined) this.deals[pair]!.add(Math.floor(i / this.stride), scoreA);
  }
}

// Schedules: the order in which a run plays (and writes) its game indices. games.csv follows this order.
//
// A fixed schedule is the index range [from, to) in order (a whole run or one shard). An until-ci schedule
// plays rounds: round r plays games [r·B, (r+1)·B) of every deck pair still active, in pair order; after a
// round is complete, a pair whose 95% Wilson half-width is ≤ the target stops. The decision depends only on
// the results of whole rounds, which depend only on (spec, i): the same for any worker count or batch size.
import { wilson } from '@tcglab/core';

export type Peek = number | 'wait' | null;

export interface Schedule {
  /** The next index to dispatch, 'wait' (needs results of dispatched games first), or null (done). */
  peek(): Peek;
  /** Take up to `max` contiguous indices starting at peek() (which must be a number). */
  take(max: number): { from: number; to: number };
  /** Record a committed game (in schedule order). scoreA is undefined for a failed game. */
  commit(i: number, pair: number, scoreA: number | undefined): void;
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
  take(max: number): { from: number; to: number } {
    const from = this.cursor;
    this.cursor = Math.min(this.to, from + max);
    return { from, to: this.cursor };
  }
  commit(): void {}
}

export function halfWidth(score: number, n: number): number {
  const w = wilson(score, n);
  return (w.high - w.low) / 2;
}

export class UntilCiSchedule implements Schedule {
  private round = 0;
  private active: number[];
  /** Position within the round: index into `active`, and the next k within that pair's segment. */
  private seg = 0;
  private k = 0;
  private dispatched = 0;
  private committed = 0;
  private readonly n: number[];
  private readonly score: number[];
  /** Round in which each pair stopped (for reports), -1 while active. */
  readonly stoppedAt: number[];

  constructor(
    readonly pairs: number,
    readonly gamesPerPair: number,
    readonly batch: number,
    readonly target: number,
  ) {
    this.active = Array.from({ length: pairs }, (_, p) => p);
    this.n = new Array<number>(pairs).fill(0);
    this.score = new Array<number>(pairs).fill(0);
    this.stoppedAt = new Array<number>(pairs).fill(-1);
    this.k = 0;
  }

  private roundStart(): number {
    return this.round * this.batch;
  }
  private roundEnd(): number {
    return Math.min(this.gamesPerPair, (this.round + 1) * this.batch);
  }

  peek(): Peek {
    for (;;) {
      if (this.seg < this.active.length) {
        const p = this.active[this.seg]!;
        return p * this.gamesPerPair + this.roundStart() + this.k;
      }
      if (this.committed < this.dispatched) return 'wait';
      // Round complete: stop the pairs that reached the target, then start the next round.
      const still: number[] = [];
      for (const p of this.active) {
        if (this.n[p]! > 0 && halfWidth(this.score[p]!, this.n[p]!) <= this.target) this.stoppedAt[p] = this.round;
        else still.push(p);
      }
      this.round++;
      this.seg = 0;
      this.k = 0;
      if (this.roundStart() >= this.gamesPerPair) {
        for (const p of still) this.stoppedAt[p] = this.round - 1;
        this.active = [];
        return null;
      }
      this.active = still;
      if (still.length === 0) return null;
    }
  }

  take(max: number): { from: number; to: number } {
    const p = this.active[this.seg]!;
    const segLen = this.roundEnd() - this.roundStart();
    const n = Math.min(max, segLen - this.k);
    const from = p * this.gamesPerPair + this.roundStart() + this.k;
    this.k += n;
    if (this.k >= segLen) {
      this.seg++;
      this.k = 0;
    }
    this.dispatched += n;
    return { from, to: from + n };
  }

  commit(_i: number, pair: number, scoreA: number | undefined): void {
    this.committed++;
    if (scoreA !== undefined) {
      this.n[pair] = this.n[pair]! + 1;
      this.score[pair] = this.score[pair]! + scoreA;
    }
  }
}

// The illegal-action check every engine runs in applyAction, with a cache of the last legal-action list, so
// that the usual loop (legalActions, then applyAction of one of them) validates without recomputing the list.
import { RulesError } from './contract.js';

/** What the cache needs from a game: its legal-action generator, a change stamp and the action text. */
export interface LegalSource<S> {
  /** The game id, for error messages. */
  readonly game: string;
  /** Fill `out` with the legal actions of `s`; return the count (the game's legalActions without the cache). */
  compute(s: S, out: Int32Array): number;
  /**
   * A number that changes with every applyAction on `s` (the decisions taken, for example). With the state's
   * identity it keys the cache. Changes made in place outside applyAction (determinize, cloneInto) call
   * `LegalCache.forget` instead.
   */
  stamp(s: S): number;
  /** The action's text (actionToString), for the error message. */
  describe(s: S, action: number): string;
}

/**
 * One per game module (so one per thread): `legal` is the game's `legalActions`, `assertLegal` the first line of
 * its `applyAction`. Neither allocates. `capacity` is the game's `maxLegalActions`: a longer list is a RulesError.
 */
export class LegalCache<S extends object> {
  private readonly last: Int32Array;
  private readonly scratch: Int32Array;
  private count = 0;
  private state: S | null = null;
  private stamp = 0;

  constructor(
    private readonly source: LegalSource<S>,
    capacity = 4096,
  ) {
    this.last = new Int32Array(capacity);
    this.scratch = new Int32Array(capacity);
  }

  /** Compute the legal actions of `s` into `out`, remember them, and return their count. */
  legal(s: S, out: Int32Array): number {
    const n = this.checked(this.source.compute(s, out));
    for (let i = 0; i < n; i++) this.last[i] = out[i]!;
    this.count = n;
    this.state = s;
    this.stamp = this.source.stamp(s);
    return n;
  }

  /** Throw a RulesError naming the action unless `action` is legal in `s` now. */
  assertLegal(s: S, action: number): void {
    let list = this.last;
    let n = this.count;
    if (this.state !== s || this.stamp !== this.source.stamp(s)) {
      list = this.scratch;
      n = this.checked(this.source.compute(s, list));
    }
    for (let i = 0; i < n; i++) if (list[i] === action) return;
    throw new RulesError(`${this.source.game}: illegal action ${action} (${this.source.describe(s, action)})`);
  }

  private checked(n: number): number {
    if (n > this.last.length)
      throw new RulesError(`${this.source.game}: ${n} legal actions, more than maxLegalActions (${this.last.length})`);
    return n;
  }

  /** Forget the remembered list if it is `s`'s (call after changing `s` in place outside applyAction). */
  forget(s: S): void {
    if (this.state === s) this.state = null;
  }
}

// The illegal-action check every engine runs in applyAction, with a cache of the recent legal-action lists, so
// that the usual loop (legalActions, then applyAction of one of them) validates without recomputing the list,
// also when many games are stepped in turn (the env server steps 64 interleaved games per request).
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
 * How many legal lists are remembered (one per state, the most recent ones): enough for the env server's 64
 * interleaved games per request. A state further back is checked by computing its list again, as before.
 */
const SLOTS = 128;
/** How far back `copy` looks for the source's list (a miss only costs the copy's first applyAction a recompute). */
const COPY_DEPTH = 16;
/** A slot's list starts this long and grows (rarely, up to `capacity`) when a longer list arrives. */
const INITIAL_LIST = 64;

/**
 * One per game module (so one per thread): `legal` is the game's `legalActions`, `assertLegal` the first line of
 * its `applyAction`. Neither allocates (but for a slot's list growing to a longer list than it held before).
 * `capacity` is the game's `maxLegalActions`: a longer list is a RulesError.
 *
 * The lists live in a ring of SLOTS slots, each keyed by a state and its stamp. `legal` writes into the newest slot
 * when it is the state's (the runner's loop: one game, one slot) or else the oldest slot; `assertLegal` looks at the
 * newest slot first, then back through the ring (64 interleaved games: the 64th slot back), and recomputes the
 * list on a miss.
 *
 * A state's newest slot is the only one that counts: the search back stops at the first slot of the state, and an
 * older slot of it can never outlive a newer one (the ring overwrites the oldest). So forgetting a state (`forget`,
 * `copy`) writes one new slot for it — a list, or an empty one whose stamp matches nothing — instead of clearing
 * every slot it had: no scan of the ring per cloneInto or determinize, which search agents call per iteration.
 */
export class LegalCache<S extends object> {
  private readonly states: (S | null)[] = new Array<S | null>(SLOTS).fill(null);
  private readonly stamps = new Float64Array(SLOTS);
  private readonly counts = new Int32Array(SLOTS);
  private readonly lists: Int32Array[] = [];
  private readonly scratch: Int32Array;
  /** The slot written last. */
  private newest = 0;

  constructor(
    private readonly source: LegalSource<S>,
    private readonly capacity = 4096,
  ) {
    for (let i = 0; i < SLOTS; i++) this.lists.push(new Int32Array(Math.min(INITIAL_LIST, capacity)));
    this.scratch = new Int32Array(capacity);
  }

  /** Compute the legal actions of `s` into `out`, remember them, and return their count. */
  legal(s: S, out: Int32Array): number {
    const n = this.checked(this.source.compute(s, out));
    const slot = this.slotFor(s);
    const list = this.listOf(slot, n);
    for (let i = 0; i < n; i++) list[i] = out[i]!;
    this.counts[slot] = n;
    this.stamps[slot] = this.source.stamp(s);
    return n;
  }

  /** The slot to write s's new list into (the newest when it is s's, else the oldest), made the newest and s's. */
  private slotFor(s: S): number {
    let slot = this.newest;
    if (this.states[slot] !== s) {
      slot = slot + 1 === SLOTS ? 0 : slot + 1;
      this.newest = slot;
      this.states[slot] = s;
    }
    return slot;
  }

  /** The list of `slot`, long enough for n actions. */
  private listOf(slot: number, n: number): Int32Array {
    const list = this.lists[slot]!;
    if (n <= list.length) return list;
    return (this.lists[slot] = new Int32Array(Math.min(this.capacity, Math.max(n, 2 * list.length))));
  }

  /** Throw a RulesError naming the action unless `action` is legal in `s` now. */
  assertLegal(s: S, action: number): void {
    const slot = this.find(s);
    let list: Int32Array;
    let n: number;
    if (slot >= 0) {
      list = this.lists[slot]!;
      n = this.counts[slot]!;
    } else {
      list = this.scratch;
      n = this.checked(this.source.compute(s, list));
    }
    for (let i = 0; i < n; i++) if (list[i] === action) return;
    throw new RulesError(`${this.source.game}: illegal action ${action} (${this.source.describe(s, action)})`);
  }

  /** The slot holding `s`'s list for its current stamp, among the `depth` newest slots; -1 when none does. */
  private find(s: S, depth = SLOTS): number {
    const states = this.states;
    let slot = this.newest;
    for (let k = 0; k < depth; k++) {
      if (states[slot] === s) return this.stamps[slot] === this.source.stamp(s) ? slot : -1;
      slot = slot === 0 ? SLOTS - 1 : slot - 1;
    }
    return -1;
  }

  private checked(n: number): number {
    if (n > this.capacity) throw new RulesError(`${this.source.game}: ${n} legal actions, more than maxLegalActions (${this.capacity})`);
    return n;
  }

  /** Forget the remembered lists of `s` (call after changing `s` in place outside applyAction). */
  forget(s: S): void {
    const slot = this.slotFor(s);
    this.counts[slot] = 0;
    this.stamps[slot] = NaN; // matches no stamp: a lookup of s stops here and misses
  }

  /**
   * `dst` has just become a copy of `src` (an engine's cloneInto, called after the copy): forget dst's lists and
   * give it src's current list, when one is remembered, so that applying an action to the copy (a search trying
   * each action on a copy of one state) validates it without computing the list again.
   */
  copy(src: S, dst: S): void {
    if (src === dst) return;
    // A copy's source is a state just searched (listed a moment ago), or the true state of a decision: look near.
    const from = this.find(src, COPY_DEPTH);
    if (from < 0) {
      this.forget(dst);
      return;
    }
    const n = this.counts[from]!;
    const stamp = this.stamps[from]!;
    const fromList = this.lists[from]!;
    const slot = this.slotFor(dst); // may be `from` itself when src's list is the oldest: read before writing
    const list = this.listOf(slot, n);
    if (list !== fromList) for (let i = 0; i < n; i++) list[i] = fromList[i]!;
    this.counts[slot] = n;
    this.stamps[slot] = stamp;
  }
}

// A search tree in typed arrays (no object per node): reset and reused across decisions, grown on demand.
//
// Node 0 is the root. Children of a node form a singly linked list (`first`, `next`); a node's statistics are
// stored from the point of view of the player who chose its action (`player`).
export class SearchTree {
  size = 0;
  action = new Int32Array(0);
  player = new Int8Array(0);
  visits = new Int32Array(0);
  value = new Float64Array(0);
  /** ISMCTS availability: iterations in which the action was legal when its parent was selected through. */
  avail = new Int32Array(0);
  /** A prior or bias attached at expansion (e.g. the evaluation after the action), for agents that use one. */
  prior = new Float64Array(0);
  first = new Int32Array(0);
  next = new Int32Array(0);

  constructor(capacity = 256) {
    this.grow(capacity);
  }

  /** Empty the tree, keeping the root (action -1, player -1). */
  reset(): void {
    this.size = 0;
    this.add(-1, -1, -1);
  }

  /** Append a node as a child of `parent` (-1: none); returns its index. */
  add(parent: number, action: number, player: number): number {
    if (this.size === this.action.length) this.grow(this.size * 2);
    const n = this.size++;
    this.action[n] = action;
    this.player[n] = player;
    this.visits[n] = 0;
    this.value[n] = 0;
    this.avail[n] = 0;
    this.prior[n] = 0;
    this.first[n] = -1;
    if (parent >= 0) {
      this.next[n] = this.first[parent]!;
      this.first[parent] = n;
    } else this.next[n] = -1;
    return n;
  }

  /** The child of `parent` for `action`, or -1. */
  find(parent: number, action: number): number {
    const act = this.action;
    const next = this.next;
    for (let c = this.first[parent]!; c >= 0; c = next[c]!) if (act[c] === action) return c;
    return -1;
  }

  private grow(cap: number): void {
    const copy = <T extends Int32Array | Int8Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a.subarray(0, this.size) as never);
      return b;
    };
    this.action = copy(this.action, (n) => new Int32Array(n));
    this.player = copy(this.player, (n) => new Int8Array(n));
    this.visits = copy(this.visits, (n) => new Int32Array(n));
    this.value = copy(this.value, (n) => new Float64Array(n));
    this.avail = copy(this.avail, (n) => new Int32Array(n));
    this.prior = copy(this.prior, (n) => new Float64Array(n));
    this.first = copy(this.first, (n) => new Int32Array(n));
    this.next = copy(this.next, (n) => new Int32Array(n));
  }
}

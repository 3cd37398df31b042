// What a game records of each player's cards, for games.csv's card columns: numbers the game writes at the end of
// each game (`Game.cardUse`, into a reused `CardUse`: nothing allocated) over its card definitions (`Game.cardIds`),
// which the runner's workers turn into the row's bytes with every id encoded once per run. `cardStats` reads them as
// lists of ids (play, replay, tune and tests: once per game, allocating).

/** `CardUse.seenHow` bits: the card reached the hand at any point, by any route (the `drawn` list). */
export const SEEN_IN_HAND = 1;
/** In the opening hand: the first hand dealt, before any mulligan or redo (so that the shuffle alone decides it). */
export const SEEN_IN_OPENING = 2;
/** Reached the hand only from the shield zone (Duel Masters), no copy having arrived any other way. */
export const SEEN_ONLY_FROM_SHIELDS = 4;

const idsByDefs = new WeakMap<readonly { readonly id: string }[], readonly string[]>();

/**
 * Each definition's id, indexed by definition: what a game's `cardIds()` returns. Built once per definition list, so
 * every call with the same list returns the same array (the contract asks for it).
 */
export function definitionIds(defs: readonly { readonly id: string }[]): readonly string[] {
  let ids = idsByDefs.get(defs);
  if (ids === undefined) idsByDefs.set(defs, (ids = defs.map((d) => d.id)));
  return ids;
}

/**
 * One player's card use in one game, by card definition (the index into `Game.cardIds()`): the distinct cards seen
 * (with `seenHow` bits: a card is in a list when its bit is set) and the distinct cards played (summoned, cast,
 * used) with the turn each was first played. Each list in the order games.csv lists them (the game chooses it; the
 * same for every game of the game). Reused from game to game: `clear` and the adds write typed arrays only.
 */
export class CardUse {
  seenCount = 0;
  seenDef = new Int32Array(64);
  seenHow = new Uint8Array(64);
  playedCount = 0;
  playedDef = new Int32Array(64);
  playedTurn = new Int32Array(64);

  clear(): void {
    this.seenCount = 0;
    this.playedCount = 0;
  }

  /** Card definition `def` was seen, as the SEEN_ bits in `how` say. */
  seen(def: number, how: number): void {
    const k = this.seenCount;
    if (k === this.seenDef.length) {
      this.seenDef = grown(this.seenDef);
      const h = new Uint8Array(k * 2);
      h.set(this.seenHow);
      this.seenHow = h;
    }
    this.seenDef[k] = def;
    this.seenHow[k] = how;
    this.seenCount = k + 1;
  }

  /** Card definition `def` was first played on `turn` (1-based). */
  played(def: number, turn: number): void {
    const k = this.playedCount;
    if (k === this.playedDef.length) {
      this.playedDef = grown(this.playedDef);
      this.playedTurn = grown(this.playedTurn);
    }
    this.playedDef[k] = def;
    this.playedTurn[k] = turn;
    this.playedCount = k + 1;
  }
}

function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** A player's card use as lists of card ids (`cardStats`). */
export interface CardStats {
  /** Distinct ids that reached the hand at any point, by any route (the opening hand, draws, shields, returns). */
  readonly drawn: readonly string[];
  readonly played: readonly (readonly [id: string, turn: number])[];
  /** Distinct ids in the opening hand (SEEN_IN_OPENING). */
  readonly opening: readonly string[];
  /** Distinct ids that reached the hand only from the shield zone (SEEN_ONLY_FROM_SHIELDS); empty in games without shields. */
  readonly shieldOnly: readonly string[];
}

/** The card-use half of the engine contract (`Game`), which is all `cardStats` needs. */
export interface CardUseSource<S> {
  cardIds?(): readonly string[];
  cardUse?(s: S, player: number, out: CardUse): void;
}

/**
 * `player`'s card use in the game `s` as lists of ids, in the game's order; undefined for a game that records none.
 * Allocates (play, replay, tune, tests); a run's rows are written from the numbers.
 */
export function cardStats<S>(game: CardUseSource<S>, s: S, player: number): CardStats | undefined {
  if (!game.cardUse || !game.cardIds) return undefined;
  const ids = game.cardIds();
  const use = new CardUse();
  game.cardUse(s, player, use);
  const drawn: string[] = [];
  const opening: string[] = [];
  const shieldOnly: string[] = [];
  for (let k = 0; k < use.seenCount; k++) {
    const id = ids[use.seenDef[k]!]!;
    const how = use.seenHow[k]!;
    if (how & SEEN_IN_HAND) drawn.push(id);
    if (how & SEEN_IN_OPENING) opening.push(id);
    if (how & SEEN_ONLY_FROM_SHIELDS) shieldOnly.push(id);
  }
  const played: (readonly [string, number])[] = [];
  for (let k = 0; k < use.playedCount; k++) played.push([ids[use.playedDef[k]!]!, use.playedTurn[k]!]);
  return { drawn, played, opening, shieldOnly };
}

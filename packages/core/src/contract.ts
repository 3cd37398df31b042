// The engine contract every game package implements: OpenSpiel-shaped, over a mutable plain-data state.
//
// A game exports one `Game<S>` object (an immutable definition) whose methods are free functions over a
// mutable state S. S is plain data (arrays, numbers, strings, nested plain objects; no classes with
// back-pointers, closures or generators), so `clone` works at every decision point, including in the
// middle of resolving an effect: "where we are" is data (a small stack of pending choices).
//
// Hot path: `legalActions` fills a caller-owned Int32Array and returns the count; `applyAction` mutates.
// Neither allocates per call in a well-tuned engine. Strings are for people: `actionToString`.
import type { CardUse } from './card-use.js';
import type { Prng, Seed } from './rng.js';

export type Seat = 0 | 1;

/** How a game ended. `winner` is -1 for a draw. `reason` is a short kebab-case code. */
export interface GameResult {
  readonly winner: -1 | 0 | 1;
  /**
   * Why. Shared codes: `turn-limit` (draw at the safety cap), `agent-error` (the loser's agent failed),
   * `concede`. Game codes: Duel Masters `shields` (direct attack with no shields), `deck-out`;
   * Divine Cross `ko-pile`, `no-standby`, `loop` (1101.1c); CrossOver `hp`, `deck-out`, `simultaneous`.
   */
  readonly reason: string;
}

/** A validated deck: card ids in file order (one entry per physical card). */
export interface Deck {
  readonly game: string;
  /** Display name: the file's base name unless the header says `# name: …`. */
  readonly name: string;
  /** Where it came from (a file path), for messages. */
  readonly file: string;
  readonly cards: readonly string[];
  /** `# key: value` header comments, e.g. source, event, date. */
  readonly meta: Readonly<Record<string, string>>;
}

/** Everything a new game needs. The runner derives all of it from (run seed, game index). */
export interface GameConfig {
  /** Deck of each seat. */
  readonly decks: readonly [Deck, Deck];
  /**
   * Seed of each seat's deck shuffle: paired games reuse them with the seats swapped. A string or a numeric key
   * (the runner's, from `streamSeed`): seed a Prng with `new Prng(seed)` or `prng.seed(seed)`, either kind.
   */
  readonly shuffleSeeds: readonly [Seed, Seed];
  /** Seed of the engine's own stream (random discards, mid-game shuffles, coin flips). */
  readonly engineSeed: Seed;
  /**
   * The seat that wins the pre-game chance event that decides who starts (Duel Masters and Divine Cross:
   * rock-paper-scissors / random first player; CrossOver: the winner chooses first or second). The runner
   * draws it from the deal seed so that paired games can swap it with the seats.
   */
  readonly startWinner: Seat;
  /** Safety cap: the game ends as a draw with reason `turn-limit` after this many turns. */
  readonly turnLimit?: number;
  /** Game-specific switches for documented rule ambiguities (see docs/rules/<game>.md). */
  readonly options?: Readonly<Record<string, string | number | boolean>>;
}

/** A card as every tool needs to see it (the game keeps richer data of its own). */
export interface CardInfo {
  readonly id: string;
  readonly name: string;
  /** true when every ability of the card is implemented; a deck with any other card is refused. */
  readonly playable: boolean;
  /** Why the card is not playable (the unimplemented text), when it is not. */
  readonly unsupported?: string;
  /** Set code for coverage reports, e.g. `DM-01`. */
  readonly set: string;
  /** Everything else worth printing in `tcglab cards show`. */
  readonly data: unknown;
}

export interface CardPool {
  /** All records, in data order. */
  all(): readonly CardInfo[];
  /** Exact id, or a name (case-insensitive; English or the game's other official names). */
  resolve(ref: string): CardInfo | undefined;
  /** The nearest names to a reference that did not resolve, best first. */
  suggest(ref: string, max?: number): string[];
}

/**
 * `Game.trusted`: what the engine does for a caller that guarantees each applied action comes from the legal-action
 * list it computed for that very state (and checks it itself).
 */
export interface TrustedPath<S> {
  /** `legalActions`, without remembering the list for `applyAction`'s check. */
  legalActions(s: S, out: Int32Array): number;
  /** `applyAction` without the legality check (an illegal action here corrupts the game). */
  applyAction(s: S, action: number): void;
}

export interface Game<S = unknown> {
  /** kebab-case id used on the command line: `duel-masters`, `divine-cross`, `crossover-fc`. */
  readonly id: string;
  readonly name: string;
  readonly numPlayers: 2;
  /** Size of the legal-action buffer a caller must provide (an upper bound on legal actions at once). */
  readonly maxLegalActions: number;
  /** Default decision budget of one game (the runner ends a game that exceeds it as a failure). */
  readonly maxDecisions: number;
  /** Default turn cap (draw with reason `turn-limit`). */
  readonly defaultTurnLimit: number;
  /** Version of the rules engine, printed in run.json; bump when results change. */
  readonly version: string;

  readonly cards: CardPool;
  /** Parse and validate a deck file. Throws DeckError naming the file, line and problem. */
  parseDeck(text: string, file: string): Deck;

  newGame(config: GameConfig): S;
  /** The player who must decide now, or -1 when the game is over. */
  currentPlayer(s: S): number;
  /** Fill `out` with the legal actions in a stable order; return their count (> 0 until the game ends). */
  legalActions(s: S, out: Int32Array): number;
  /** Apply a legal action. Throws on an illegal one. */
  applyAction(s: S, action: number): void;
  /**
   * The fast path of a loop that checks every chosen action against the list itself (core's match loop): legality
   * checked once instead of twice. Optional; a loop without it uses `legalActions` and `applyAction`.
   */
  readonly trusted?: TrustedPath<S>;
  clone(s: S): S;
  /**
   * Copy `src` into `dst` in place (`dst` a state of the same game made by `clone` or `newGame`, possibly
   * of another deal): afterwards `dst` behaves exactly like `clone(src)`. Search agents reuse one `dst` per
   * rollout, so a well-tuned engine allocates nothing here once `dst` has grown to size. Optional while the
   * engines adopt it: `cloneInto` in this package falls back to `clone`.
   */
  cloneInto?(src: S, dst: S): S;
  /**
   * The caller will never use `s` again (nor anything it returned that refers into it): the engine may reuse its
   * storage for a later `newGame`. Optional; a runner that plays thousands of games calls it after recording each.
   */
  recycle?(s: S): void;
  isTerminal(s: S): boolean;
  result(s: S): GameResult;
  /** Stable readable text: starts with a verb and names cards by name and id. */
  actionToString(s: S, action: number): string;
  /** What `player` may know, as JSON-safe data. */
  view(s: S, player: number): unknown;
  /**
   * Resample, in place, everything `player` cannot see (opponent's hand, deck orders, face-down cards),
   * consistent with what `player` knows. Call it on a clone.
   */
  determinize(s: S, player: number, rng: Prng): void;
  /**
   * `dst` (a state of this game, as for `cloneInto`) becomes a determinization of `src` for `player`: exactly what
   * `cloneInto(src, dst)` and then `determinize(dst, player, rng)` give, with the same draws from `rng`. Optional: a
   * search samples one decision's state once per iteration, and an engine can skip what that pair does twice (the
   * copy of src's remembered legal list that determinize forgets at once) or remember what is the same for every
   * sample of one state. `determinizeInto` in this package falls back to the pair.
   */
  determinizeInto?(src: S, dst: S, player: number, rng: Prng): S;
  /**
   * Compact `legal[0..count)` (the legal actions of `s`, `player` to decide) in place to one action of each class of
   * actions `player` cannot tell apart, the first of each class in order, and return the new count: choices among
   * hidden cards the player knows nothing about (which face-down shield to break). The actions of a class must be
   * exchangeable for the player: `determinize` deals the hidden cards behind them alike, so over the samples each
   * leads to the same outcomes, and a search may consider one of them for all. Reads only what `player` may know;
   * must not allocate. Optional: without it every action is its own class.
   */
  distinctActions?(s: S, player: number, legal: Int32Array, count: number): number;
  /** 32-bit hash of the whole state (hidden parts included). */
  checksum(s: S): number;
  /** The turn number (1-based). */
  turn(s: S): number;
  /** Number of decisions taken so far. */
  decisions(s: S): number;
  /** Total physical cards each player owns across all zones (conserved through a game). */
  cardCount(s: S, player: number): number;
  /** The seat that took the first turn. */
  firstPlayer(s: S): number;
  /** Multi-line readable state for logs and `scenario run`. */
  describe(s: S): string;
  /** Heuristic value of the state for `player`, in [-1, 1]; used by greedy and search agents. */
  evaluate(s: S, player: number): number;
  /**
   * A cheap hand-made playout policy: the action for the player to move in `s` among `legal[0..count)`, ties and
   * "anything will do" decisions drawn from `rng`. Search agents call it on determinized samples (full states),
   * never on the true state of a player's opponent. Optional: a game without one gets random playouts (rollout@1
   * says so). Must not allocate per call.
   */
  playoutAction?(s: S, legal: Int32Array, count: number, rng: Prng): number;
  /** Events since the last call, as readable lines (for `play` logs), when the engine records them. */
  drainLog?(s: S): string[];
  /** Turn logging of readable events on or off for this state (off by default: costs time). */
  setLogging?(s: S, on: boolean): void;
  /**
   * The id of each card definition, indexed by the numbers `cardUse` writes (the same array at every call; a game
   * that records card use implements both).
   */
  cardIds?(): readonly string[];
  /**
   * What `player` did with their cards this game (the runner calls it once per seat at the end of every game and
   * writes games.csv's card columns from it; must not allocate): `out.clear()`, then each distinct card definition
   * that reached the player's hand (`out.seen(def, how)`, `how` the SEEN_ bits of card-use.ts: reached the hand by any
   * route, was in the opening hand, came only from the shield zone) and each distinct one the player played
   * (summoned, cast, used) with the turn it was first played (`out.played(def, turn)`), each list in the order games.csv
   * lists it.
   */
  cardUse?(s: S, player: number, out: CardUse): void;
  /**
   * Build a state from a position file's JSON (see docs/positions.md). Throws an Error naming the field
   * that is wrong. The position's `actions` are applied by the caller (matched by actionToString).
   */
  loadPosition?(position: unknown): S;
  /**
   * The whole visible-to-a-referee state as JSON-safe data, for `tcglab scenario run --json` (each game
   * documents its schema in docs/). Not for agents: it includes hidden zones.
   */
  snapshot?(s: S): unknown;
}

/** A deck file or deck content problem, with the file and line it concerns. */
export class DeckError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly problem: string,
  ) {
    super(`${file}${line !== undefined ? `:${line}` : ''}: ${problem}`);
    this.name = 'DeckError';
  }
}

/** An illegal action or an inconsistent state: always a bug in an agent or an engine. */
export class RulesError extends Error {
  override name = 'RulesError';
}

/** A card or rule that tcglab refuses because it is not implemented. Names what is missing. */
export class NotImplementedError extends Error {
  override name = 'NotImplementedError';
}

/**
 * `game.cloneInto(src, dst)` where the game has it, else a fresh `game.clone(src)`. Returns the state to use
 * (always `dst` for a game with `cloneInto`).
 */
export function cloneInto<S>(game: Game<S>, src: S, dst: S | undefined): S {
  if (dst !== undefined && game.cloneInto) return game.cloneInto(src, dst);
  return game.clone(src);
}

/**
 * A determinization of `src` for `player` in `dst` (reused; undefined: a new state): `game.determinizeInto` where the
 * game has it, else `cloneInto` then `determinize`. Returns the state to use.
 */
export function determinizeInto<S>(game: Game<S>, src: S, player: number, rng: Prng, dst: S | undefined): S {
  if (dst !== undefined && game.determinizeInto) return game.determinizeInto(src, dst, player, rng);
  const c = cloneInto(game, src, dst);
  game.determinize(c, player, rng);
  return c;
}

/**
 * `Game.determinizeInto` for a game whose sample is a plain copy plus `determinize`: `copy` (the game's own copy into a
 * reused state, without handing the copy `src`'s legal list, which `determinize` forgets first thing) then
 * `determinize` in place. Divine Cross and CrossOver use it; Duel Masters has its own (it remembers hidden cards).
 */
export function copyThenDeterminize<S>(
  copy: (src: S, dst: S) => S,
  determinize: (s: S, player: number, rng: Prng) => void,
): (src: S, dst: S, player: number, rng: Prng) => S {
  return (src, dst, player, rng) => {
    const d = copy(src, dst);
    determinize(d, player, rng);
    return d;
  };
}

/**
 * A game contract whose card pool loads on first use. The `cards` getter is defined on the finished object: a getter
 * written in an object literal makes V8 keep the whole object as a dictionary, and then every `game.x` of the match
 * loop (isTerminal, currentPlayer, trusted, turn: several per decision) is a hash lookup and no call is inlined.
 */
export function withCardPool<S>(contract: Omit<Game<S>, 'cards'>, cardPool: () => CardPool): Game<S> {
  return Object.defineProperty(contract, 'cards', { get: cardPool, enumerable: true, configurable: true }) as Game<S>;
}

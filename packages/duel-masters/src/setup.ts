// New games (103): the deal, shields and hands, and who goes first.
import { NotImplementedError, Prng, RulesError, type GameConfig } from '@tcglab/core';
import type { CardDef } from './cards/types.js';
import { cardById } from './catalog.js';
import { DEFAULT_OPTIONS, dealtState, type DMOptions, type DMState, Z_HAND, Z_LIBRARY, Z_SHIELD } from './state.js';
import { useOrder } from './summary.js';
import { advance } from './turn.js';

export const DEFAULT_TURN_LIMIT = 60;

/** A deck list resolved once (decks are reused across thousands of games): its definitions, and useOrder's. */
interface Resolved {
  readonly defs: Int16Array;
  readonly order: Int32Array;
}
const resolved = new WeakMap<readonly string[], Resolved>();

/** The definition of card `id`, refused loudly when its behaviour is not implemented (never played as a vanilla card). */
export function playableDef(id: string, where: string): CardDef {
  const d = cardById(id);
  if (!d.playable) throw new NotImplementedError(`${where}: ${d.name} (${d.id}) is not implemented: ${d.unsupported.join(' | ')}`);
  return d;
}

function resolve(cards: readonly string[]): Resolved {
  let r = resolved.get(cards);
  if (!r) {
    const defs = Int16Array.from(cards.map((id) => playableDef(id, 'deck').index));
    r = { defs, order: useOrder(defs) };
    resolved.set(cards, r);
  }
  return r;
}

// The owner of each instance for each pair of deck sizes (size0 * 256 + size1): size0 zeros, then size1 ones.
const ownersBySizes = new Map<number, Uint8Array>();

function ownersFor(size0: number, size1: number): Uint8Array {
  let o = ownersBySizes.get(size0 * 256 + size1);
  if (!o) {
    o = new Uint8Array(size0 + size1).fill(1, size0);
    ownersBySizes.set(size0 * 256 + size1, o);
  }
  return o;
}

// The options of each options object seen (a runner passes the same one for every game of a run).
const parsedOptions = new WeakMap<object, DMOptions>();

const defaultOptions: DMOptions = Object.freeze({ ...DEFAULT_OPTIONS });

export function optionsFrom(o: GameConfig['options']): DMOptions {
  if (!o) return defaultOptions;
  let r = parsedOptions.get(o);
  if (!r) {
    r = Object.freeze(parseOptions(o));
    parsedOptions.set(o, r);
  }
  return r;
}

function parseOptions(o: GameConfig['options']): DMOptions {
  const opts = { ...DEFAULT_OPTIONS };
  for (const [k, v] of Object.entries(o ?? {})) {
    if (!(k in opts)) throw new RulesError(`unknown Duel Masters option "${k}"; known: ${Object.keys(opts).join(', ')}`);
    (opts as Record<string, unknown>)[k] = v === 'false' ? false : v === 'true' ? true : v;
  }
  return opts;
}

const shuffler = new Prng('');

// 0, 1, 2, …: shuffleAt's positions for a shuffle of def[from..to) where it lies (at most 256 cards in a game).
const identity = Int32Array.from({ length: 256 }, (_, k) => k);

/**
 * Fisher-Yates over def[from..to) with the shuffler: the draws and the result of `shuffler.shuffle` over a list of
 * those definitions, done in the state's array (shuffleAt keeps the stream in locals: no field store per draw).
 */
function shuffleRange(def: Int16Array, from: number, to: number): void {
  shuffler.shuffleAt(def, identity, from, to);
}

/**
 * 103: each deck is shuffled with its own seed; the top five cards become shields, the next five the hand
 * (103.3); the winner of rock-paper-scissors (config.startWinner, a seeded chance event) goes first
 * (103.4) and skips the first draw (103.5). Instances are numbered in shuffled order, so an instance
 * number says nothing about which card a hidden card is.
 */
export function newGame(config: GameConfig): DMState {
  // Player p's instances are numbered base_p .. base_p + deck size - 1 in shuffled order (base_0 = 0, base_1 = the
  // first deck's size): instance base_p + k is the k-th card from the top of the shuffled deck.
  const r0 = resolve(config.decks[0]!.cards);
  checkSize(r0, 0);
  const r1 = resolve(config.decks[1]!.cards);
  checkSize(r1, 1);
  const size0 = r0.defs.length;
  const n = size0 + r1.defs.length;
  const s = dealtState(
    n,
    ownersFor(size0, r1.defs.length),
    config.engineSeed,
    optionsFrom(config.options),
    config.turnLimit ?? DEFAULT_TURN_LIMIT,
  );
  s.def.set(r0.defs, 0);
  s.def.set(r1.defs, size0);
  shuffler.seed(config.shuffleSeeds[0]!);
  shuffleRange(s.def, 0, size0);
  shuffler.seed(config.shuffleSeeds[1]!);
  shuffleRange(s.def, size0, n);
  s.useOrder0 = r0.order;
  s.useOrder1 = r1.order;
  for (let p = 0; p < 2; p++) {
    const base = p === 0 ? 0 : size0;
    const end = p === 0 ? size0 : n;
    const shields = s.shields[p as 0 | 1];
    const hand = s.hand[p as 0 | 1];
    const lib = s.lib[p as 0 | 1];
    for (let i = base; i < base + 5; i++) {
      s.zone[i] = Z_SHIELD;
      shields.push(i);
    }
    for (let i = base + 5; i < base + 10; i++) {
      s.zone[i] = Z_HAND;
      s.seen[i] = 1; // card statistics: in the opening hand
      hand.push(i);
    }
    for (let i = end - 1; i >= base + 10; i--) {
      s.zone[i] = Z_LIBRARY;
      lib.push(i); // top of library = end of array
    }
  }
  s.firstPlayer = config.startWinner;
  s.active = config.startWinner;
  advance(s);
  return s;
}

/** MAX_DEAL: the most cards a seat is dealt (a constructed deck has 40, 100.2; newGame's tables hold 2 × 128). */
const MAX_DEAL = 128;

function checkSize(r: Resolved, p: number): void {
  if (r.defs.length < 10) throw new Error(`deck of seat ${p} has ${r.defs.length} cards; at least 10 are needed to set up`);
  // shuffleRange's positions and ownersFor's key cover at most 256 cards in a game: refuse more rather than deal wrong.
  if (r.defs.length > MAX_DEAL)
    throw new Error(`deck of seat ${p} has ${r.defs.length} cards; the engine deals at most ${MAX_DEAL} per seat (a deck has 40, 100.2)`);
}

// New games (103): the deal, shields and hands, and who goes first.
import { clearList, copyList, NotImplementedError, Prng, RulesError, type GameConfig } from '@tcglab/core';
import type { CardDef } from './cards/types.js';
import { cardById } from './catalog.js';
import { DEFAULT_OPTIONS, type DMOptions, type DMState, emptyState, Z_HAND, Z_LIBRARY, Z_SHIELD } from './state.js';
import { advance } from './turn.js';

export const DEFAULT_TURN_LIMIT = 60;

// Card-id lists resolved to definition indexes once per deck list (decks are reused across thousands of games).
const resolved = new WeakMap<readonly string[], number[]>();

/** The definition of card `id`, refused loudly when its behaviour is not implemented (never played as a vanilla card). */
export function playableDef(id: string, where: string): CardDef {
  const d = cardById(id);
  if (!d.playable) throw new NotImplementedError(`${where}: ${d.name} (${d.id}) is not implemented: ${d.unsupported.join(' | ')}`);
  return d;
}

function defIndexes(cards: readonly string[]): number[] {
  let r = resolved.get(cards);
  if (!r) {
    r = cards.map((id) => playableDef(id, 'deck').index);
    resolved.set(cards, r);
  }
  return r;
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

/**
 * 103: each deck is shuffled with its own seed; the top five cards become shields, the next five the hand
 * (103.3); the winner of rock-paper-scissors (config.startWinner, a seeded chance event) goes first
 * (103.4) and skips the first draw (103.5). Instances are numbered in shuffled order, so an instance
 * number says nothing about which card a hidden card is.
 */
// newGame's scratch (one thread, one call at a time; emptyState copies what it keeps).
const defs: number[] = [];
const owners: number[] = [];
const ids: number[] = [];
const shuffler = new Prng('');

export function newGame(config: GameConfig): DMState {
  clearList(defs);
  clearList(owners);
  // Player p's instances are numbered base_p .. base_p + deck size - 1 in shuffled order (base_0 = 0, base_1 = the
  // first deck's size): instance base_p + k is the k-th card from the top of the shuffled deck.
  for (let p = 0; p < 2; p++) {
    copyList(defIndexes(config.decks[p]!.cards), ids);
    if (ids.length < 10) throw new Error(`deck of seat ${p} has ${ids.length} cards; at least 10 are needed to set up`);
    shuffler.seed(config.shuffleSeeds[p]!).shuffle(ids);
    for (let k = 0; k < ids.length; k++) {
      defs.push(ids[k]!);
      owners.push(p);
    }
  }
  const s = emptyState(defs, owners, config.engineSeed, optionsFrom(config.options), config.turnLimit ?? DEFAULT_TURN_LIMIT);
  const size0 = config.decks[0]!.cards.length;
  for (let p = 0; p < 2; p++) {
    const base = p === 0 ? 0 : size0;
    const end = p === 0 ? size0 : defs.length;
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

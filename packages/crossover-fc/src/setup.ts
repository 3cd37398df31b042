// Setting up a CrossOver game (2-1): the deal of both decks, the start winner's first-or-second choice after
// seeing the hand (2-1-5), and one mulligan each, first player first (2-1-6); then the first turn.
import { logEvent, NotImplementedError, Prng, RulesError, type GameConfig } from '@tcglab/core';
import { GO_FIRST, MAX_INSTANCES, MULLIGAN } from './actions.js';
import { cardById, cardDefs, isCardId } from './catalog.js';
import { readOptions } from './options.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { drawCard, opponent } from './zones.js';

/** Default turn cap (a draw with reason `turn-limit`). */
export const DEFAULT_TURN_LIMIT = 200;
/** 2-1-4: cards in an opening hand. */
export const OPENING_HAND = 7;

/** Shuffle p's deck with its stream (`r`: that stream already made, to save rebuilding it from the state). */
function shuffleDeck(s: COState, p: number, r = new Prng(s.rngDeck[p]!)): void {
  r.shuffle(s.deck[p]!);
  s.rngDeck[p] = r.state();
}

/** 2-1-1 … 2-1-4: shuffle each deck with its stream and draw the opening hands. */
function dealOpening(s: COState, streams: readonly [Prng, Prng]): void {
  for (let p = 0; p < 2; p++) {
    shuffleDeck(s, p, streams[p]);
    for (let k = 0; k < OPENING_HAND; k++) drawCard(s, p);
  }
}

function startFirstTurn(s: COState): void {
  s.turn = 1;
  s.tp = s.first;
  s.step = S.S_TURN_START;
  s.decision = S.D_NONE;
  if (s.log) logEvent(s, `--- turn 1 (P${s.first + 1}) ---`);
}

/** 2-1-5: the start winner goes first or second; then the mulligans, the first player first. */
export function chooseOrder(s: COState, p: number, a: number): void {
  s.first = a === GO_FIRST ? p : opponent(p);
  if (s.log) logEvent(s, `P${p + 1} chooses to go ${a === GO_FIRST ? 'first' : 'second'}`);
  s.step = S.S_SETUP_MULLIGAN;
  s.decision = S.D_MULLIGAN;
  s.actor = s.first;
}

/** 2-1-6: keep, or return the 7 cards, reshuffle and draw 7 again (once per game). */
export function decideMulligan(s: COState, p: number, a: number): void {
  if (a === MULLIGAN) {
    const h = s.hand[p]!;
    while (h.length) {
      const x = h.pop()!;
      s.zone[x] = S.Z_DECK;
      s.deck[p]!.push(x);
    }
    if (s.log) logEvent(s, `P${p + 1} mulligans: 7 cards back, reshuffle, draw 7`);
    shuffleDeck(s, p);
    for (let k = 0; k < OPENING_HAND; k++) drawCard(s, p);
  }
  s.mulliganDone[p] = 1;
  if (a === MULLIGAN) s.mulligan[p] = 1;
  if (p === s.first) s.actor = opponent(p);
  else startFirstTurn(s);
}

/** The def index of a card id of a deck or position; refuses unknown and unplayable cards by name. */
export function defIndex(id: string, where: string): number {
  if (!isCardId(id)) throw new RulesError(`${where}: unknown card "${id}"`);
  const d = cardById(id);
  if (!d.playable) throw new NotImplementedError(`${where}: ${d.name} (${d.id}) cannot be used: ${d.unsupported}`);
  return d.idx;
}

/** Def indices of a deck's cards, checked once per deck (a run plays the same decks again and again). */
const DECK_DEFS = new WeakMap<readonly string[], Int32Array>();

function deckDefs(cards: readonly string[], name: string): Int32Array {
  let d = DECK_DEFS.get(cards);
  if (!d) {
    d = Int32Array.from(cards, (id) => defIndex(id, `deck ${name}`));
    DECK_DEFS.set(cards, d);
  }
  return d;
}

export function newGame(config: GameConfig): COState {
  const options = readOptions(config.options);
  const ids = [config.decks[0].cards, config.decks[1].cards];
  const n = ids[0]!.length + ids[1]!.length;
  if (n > MAX_INSTANCES) throw new RulesError(`tcglab supports at most ${MAX_INSTANCES} cards in both decks together (got ${n})`);
  const streams = [new Prng(config.shuffleSeeds[0]), new Prng(config.shuffleSeeds[1])] as const;
  const s = S.blankState(
    options,
    n,
    cardDefs().length,
    [config.decks[0].name, config.decks[1].name],
    [streams[0].state(), streams[1].state()],
    new Prng(config.engineSeed).state(),
  );
  s.turnLimit = config.turnLimit ?? DEFAULT_TURN_LIMIT;
  let inst = 0;
  for (let p = 0; p < 2; p++) {
    const defs = deckDefs(ids[p]!, config.decks[p]!.name);
    for (let i = 0; i < defs.length; i++) {
      s.def[inst] = defs[i]!;
      s.owner[inst] = p;
      s.ctrl[inst] = p;
      s.zone[inst] = S.Z_DECK;
      s.deck[p]!.push(inst);
      inst++;
    }
  }
  // 2-1-1 … 2-1-5: shuffle, draw 7 each, then the start winner sees the hand and chooses first or second.
  dealOpening(s, streams);
  for (let p = 0; p < 2; p++) for (const i of s.hand[p]!) s.drawn[p]![s.def[i]!]! |= 2; // the opening hand, before any mulligan
  s.startWinner = config.startWinner;
  s.step = S.S_SETUP_ORDER;
  s.decision = S.D_ORDER;
  s.actor = config.startWinner;
  return s;
}

// Setting up a Divine Cross game (403): the deal, putting a unit face down as the Main unit, the redo for a
// player without units (with the opponent's optional draw), the first player, then the first turn.
import { logEvent, RulesError, type GameConfig } from '@tcglab/core';
import { KIND_UNIT } from './cards/codes.js';
import { cardById, cardDefs } from './catalog.js';
import { emptyState, OPENING_HAND, ST_DRAW, ST_SETUP, ST_SETUP_BONUS, ST_SETUP_PLACE, Z_DECK, Z_HAND, type DCState } from './state.js';
import { run } from './turn.js';
import { drawCards, label, moveTo } from './zones.js';

/** Default turn cap (a draw with reason `turn-limit`). */
export const DEFAULT_TURN_LIMIT = 200;
/** A setup that keeps finding no unit gives up (a deck without units cannot pass deck validation). */
const MAX_REDOS = 10000;

export function hasUnitInHand(s: DCState, p: number): boolean {
  const h = s.hand[p]!;
  for (let i = 0; i < h.length; i++) if (cardDefs()[s.def[h[i]!]!]!.kind === KIND_UNIT) return true;
  return false;
}

/** 403.1–403.2: shuffle the deck (the hand returned to it first) and move the top 5 cards to hand. */
function redeal(s: DCState, p: number): void {
  const h = s.hand[p]!;
  while (h.length > 0) moveTo(s, h[h.length - 1]!, Z_DECK);
  s.shuf[p]!.shuffle(s.deck[p]!);
  const d = s.deck[p]!;
  for (let k = 0; k < OPENING_HAND && d.length > 0; k++) moveTo(s, d[d.length - 1]!, Z_HAND);
}

/** The player who must put a unit face down now (403.3), or -1. */
export function setupPlacer(s: DCState): number {
  for (let p = 0; p < 2; p++) if (s.placed[p]! < 0 && hasUnitInHand(s, p)) return p;
  return -1;
}

/** One automatic setup step: redo, ask for a face-down unit or the optional draw, or start the first turn. */
function setupAdvance(s: DCState): void {
  if (++s.redos > MAX_REDOS) throw new RulesError(`divine-cross setup: more than ${MAX_REDOS} redos (a deck without units?)`);
  const lack0 = s.placed[0] < 0 && !hasUnitInHand(s, 0);
  const lack1 = s.placed[1] < 0 && !hasUnitInHand(s, 1);
  if (lack0 && lack1) {
    // 403.3a-2: both reveal and restart; nobody gets a bonus card.
    if (s.log) logEvent(s, 'Neither player has a unit: both reveal and redo (403.3a-2)');
    redeal(s, 0);
    redeal(s, 1);
    return;
  }
  if (lack0 || lack1) {
    const o = lack0 ? 1 : 0;
    if (s.placed[o]! < 0) {
      s.step = ST_SETUP_PLACE;
      return;
    }
    // 403.3a-1: the unit-less player reveals; the opponent may draw 1; then the redo.
    if (s.log) logEvent(s, `P${2 - o} has no unit and reveals the hand (403.3a-1)`);
    s.setupBonusFor = o;
    s.setupRedoer = 1 - o;
    s.step = ST_SETUP_BONUS;
    return;
  }
  if (setupPlacer(s) >= 0) {
    s.step = ST_SETUP_PLACE;
    return;
  }
  // 403.4–403.6: random first player (drawn by the runner as startWinner), flip, start.
  s.revealed = true;
  s.turn = 1;
  s.tp = s.firstPlayer;
  s.step = ST_DRAW;
  if (s.log) logEvent(s, `P${s.firstPlayer + 1} goes first; Main units: ${label(s, s.placed[0])} / ${label(s, s.placed[1])}`);
}

/** Run the setup until a player must decide, then the game until the next decision. */
export function runSetup(s: DCState): void {
  while (s.step === ST_SETUP) setupAdvance(s);
  run(s);
}

/** After the 403.3a-1 bonus decision: the unit-less player returns the hand and starts over alone. */
export function finishBonus(s: DCState, take: boolean): void {
  const o = s.setupBonusFor;
  if (take) drawCards(s, o, 1);
  redeal(s, s.setupRedoer);
  s.setupBonusFor = -1;
  s.setupRedoer = -1;
  s.step = ST_SETUP;
}

/** Def indices of a deck's cards, resolved once per deck (a run plays the same decks again and again). */
const DECK_DEFS = new WeakMap<readonly string[], Int32Array>();

function deckDefs(cards: readonly string[]): Int32Array {
  let d = DECK_DEFS.get(cards);
  if (!d) {
    d = Int32Array.from(cards, (id) => cardById(id).index);
    DECK_DEFS.set(cards, d);
  }
  return d;
}

export function newGame(config: GameConfig): DCState {
  const defs: number[] = [];
  const owners: number[] = [];
  for (let p = 0; p < 2; p++) {
    const d = deckDefs(config.decks[p]!.cards);
    for (let i = 0; i < d.length; i++) {
      defs.push(d[i]!);
      owners.push(p);
    }
  }
  const s = emptyState(defs, owners, cardDefs().length, config.engineSeed, config.shuffleSeeds);
  for (let i = 0; i < defs.length; i++) s.deck[owners[i]!]!.push(i);
  s.turnLimit = config.turnLimit ?? DEFAULT_TURN_LIMIT;
  s.firstPlayer = config.startWinner;
  redeal(s, 0); // 403.1–403.2
  redeal(s, 1);
  for (let i = 0; i < s.def.length; i++) if (s.zone[i] === Z_HAND) s.seenHand[i]! |= 2; // card statistics: the opening hand, before any redo
  runSetup(s);
  return s;
}

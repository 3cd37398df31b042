// @tcglab/divine-cross: the Divine Cross TCG engine (rules v1.0.16, tiers 0–1) on the tcglab contract.
import { buildDeck, DeckError, type CardStats, type Deck, type Game, type GameConfig, type GameResult } from '@tcglab/core';
import { KIND_NAMES, KIND_UNIT } from './card-format.js';
import { actionToString, applyAction, currentPlayer, legalActions, MAX_ACTIONS } from './actions.js';
import { CARDS, DEFS, POOL } from './cards.js';
import { redeal, run } from './flow.js';
import { cardCount, checksum, describe, determinize, snapshot, view } from './inspect.js';
import { evaluate } from './evaluate.js';
import { loadPosition } from './position.js';
import { cloneState, emptyState, type DcState } from './state.js';

export type { DcState } from './state.js';
export * from './actions.js';
export { CARDS, DEFS, POOL } from './cards.js';
export { compileCards, CardFormatError, CARD_FORMAT } from './card-format.js';
export { loadPosition } from './position.js';

/** 402: exactly 30 cards, at most 2 per (name, kind), at least one unit. */
export function parseDeck(text: string, file: string): Deck {
  return buildDeck('divine-cross', text, file, POOL, {
    size: 30,
    maxCopies: 2,
    copyKey: (id) => {
      const d = CARDS.byId.get(id)!;
      return `${d.name}/${KIND_NAMES[d.kind]}`;
    },
    check: (cards) =>
      cards.some((id) => CARDS.byId.get(id)!.kind === KIND_UNIT) ? undefined : 'the deck needs at least one unit card (402.2)',
  });
}

export function newGame(config: GameConfig): DcState {
  const defs: number[] = [];
  const owners: number[] = [];
  for (let p = 0; p < 2; p++) {
    const deck = config.decks[p]!;
    for (const id of deck.cards) {
      const d = CARDS.byId.get(id);
      if (!d) throw new DeckError(deck.file, undefined, `unknown Divine Cross card ${id}`);
      defs.push(d.index);
      owners.push(p);
    }
  }
  const s = emptyState(defs, owners, DEFS.length, config.engineSeed, config.shuffleSeeds);
  for (let i = 0; i < defs.length; i++) s.deck[owners[i]!]!.push(i);
  s.turnLimit = config.turnLimit ?? game.defaultTurnLimit;
  s.firstPlayer = config.startWinner;
  redeal(s, 0); // 403.1–403.2
  redeal(s, 1);
  run(s);
  return s;
}

function cardStats(s: DcState, player: number): CardStats {
  const drawn = new Set<string>();
  for (let i = 0; i < s.def.length; i++) if (s.owner[i] === player && s.seenHand[i]) drawn.add(DEFS[s.def[i]!]!.id);
  const played: [string, number][] = [];
  for (let d = 0; d < DEFS.length; d++) {
    const t = s.playedTurn[d * 2 + player]!;
    if (t > 0) played.push([DEFS[d]!.id, t]);
  }
  return { drawn: [...drawn].sort(), played };
}

export const game: Game<DcState> = {
  id: 'divine-cross',
  name: 'Divine Cross TCG',
  numPlayers: 2,
  maxLegalActions: MAX_ACTIONS,
  maxDecisions: 20000,
  defaultTurnLimit: 200,
  version: 'divine-cross-0.1.0 (rules v1.0.16, tiers 0-1)',
  cards: POOL,
  parseDeck,
  newGame,
  currentPlayer,
  legalActions,
  applyAction,
  clone: cloneState,
  isTerminal: (s) => s.over,
  result: (s): GameResult => {
    if (!s.over) throw new Error('divine-cross: result() of a game that is not over');
    return { winner: s.winner as -1 | 0 | 1, reason: s.reason };
  },
  actionToString,
  view,
  determinize,
  checksum,
  turn: (s) => Math.max(1, s.turn),
  decisions: (s) => s.decisions,
  cardCount,
  firstPlayer: (s) => s.firstPlayer,
  describe,
  evaluate,
  drainLog: (s) => {
    if (!s.log) return [];
    const out = s.log;
    s.log = [];
    return out;
  },
  setLogging: (s, on) => {
    s.log = on ? (s.log ?? []) : null;
  },
  cardStats,
  loadPosition,
  snapshot,
};

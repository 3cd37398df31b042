// The Duel Masters Game definition: the engine contract over DMState (wiring only, no rules).
import { withCardPool, drainLog, RulesError, setLogging, type Game, type GameResult } from '@tcglab/core';
import { MAX_LEGAL_ACTIONS } from './actions.js';
import { cardPool } from './catalog.js';
import { parseDeck } from './deck.js';
import { describeAction, describeState } from './describe.js';
import { evaluate } from './evaluate.js';
import { playoutAction } from './policy.js';
import { distinctActions } from './query/distinct.js';
import { applyAction, copyLegal, forgetLegal, legalActions, trusted } from './legal.js';
import { loadPosition, snapshot } from './position.js';
import { DEFAULT_TURN_LIMIT, newGame } from './setup.js';
import { cloneState, copyState, currentPlayer, type DMState, ONGOING, recycleState } from './state.js';
import { cardCount, cardIds, cardUse, checksum } from './summary.js';
import { determinize, determinizeCopy, forgetHidden, view } from './view.js';

/** Printed in run.json; bump when results change. */
export const ENGINE_VERSION = '0.3.2';

function result(s: DMState): GameResult {
  if (s.winner === ONGOING) throw new RulesError('duel-masters: result() of a game that is not over');
  return { winner: s.winner as -1 | 0 | 1, reason: s.reason };
}

const contract: Omit<Game<DMState>, 'cards'> = {
  id: 'duel-masters',
  name: 'Duel Masters',
  numPlayers: 2,
  maxLegalActions: MAX_LEGAL_ACTIONS,
  maxDecisions: 20000,
  defaultTurnLimit: DEFAULT_TURN_LIMIT,
  version: ENGINE_VERSION,
  parseDeck,
  newGame,
  currentPlayer,
  legalActions,
  applyAction,
  trusted,
  clone: cloneState,
  cloneInto(src, dst) {
    forgetHidden(dst);
    const d = copyState(src, dst);
    copyLegal(src, d);
    return d;
  },
  recycle(s) {
    forgetLegal(s);
    forgetHidden(s);
    recycleState(s);
  },
  isTerminal: (s) => s.winner !== ONGOING,
  result,
  actionToString: describeAction,
  view,
  determinize(s, player, rng) {
    // The state changes in place: its remembered legal list (a cloneInto's copy of the source's) is no longer its own.
    forgetLegal(s);
    determinize(s, player, rng);
  },
  determinizeInto(src, dst, player, rng) {
    // cloneInto and determinize without giving the copy src's legal list (determinize would forget it at once).
    forgetHidden(dst);
    const d = copyState(src, dst);
    forgetLegal(d);
    determinizeCopy(src, d, player, rng);
    return d;
  },
  distinctActions,
  checksum,
  turn: (s) => s.turn,
  decisions: (s) => s.decisions,
  cardCount,
  firstPlayer: (s) => s.firstPlayer,
  describe: (s) => describeState(s, legalActions),
  evaluate,
  playoutAction,
  setLogging,
  drainLog,
  cardIds,
  cardUse,
  loadPosition,
  snapshot,
};

/** The contract with its card pool loaded on first use (a fast-property object: see `withCardPool`). */
export const game = withCardPool(contract, cardPool);

// The Divine Cross Game definition: the engine contract over DCState (wiring only, no rules).
import { withCardPool, copyThenDeterminize, drainLog, RulesError, setLogging, type Game, type GameResult } from '@tcglab/core';
import { MAX_ACTIONS } from './actions.js';
import { cardPool } from './catalog.js';
import { parseDeck } from './deck.js';
import { describeAction, describeState } from './describe.js';
import { evaluate } from './evaluate.js';
import { applyAction, currentPlayer, copyLegal, legalActions } from './legal.js';
import { loadPosition, snapshot } from './position.js';
import { DEFAULT_TURN_LIMIT, newGame } from './setup.js';
import { cloneState, copyState, type DCState } from './state.js';
import { cardCount, cardIds, cardUse, checksum } from './summary.js';
import { determinize, view } from './view.js';

/** Printed in run.json; bump when results change. */
export const ENGINE_VERSION = 'divine-cross-0.1.0 (rules v1.0.16, tiers 0-1)';

const contract: Omit<Game<DCState>, 'cards'> = {
  id: 'divine-cross',
  name: 'Divine Cross TCG',
  numPlayers: 2,
  maxLegalActions: MAX_ACTIONS,
  maxDecisions: 20000,
  defaultTurnLimit: DEFAULT_TURN_LIMIT,
  version: ENGINE_VERSION,
  parseDeck,
  newGame,
  currentPlayer,
  legalActions,
  applyAction,
  clone: cloneState,
  cloneInto: (src, dst) => {
    const d = copyState(src, dst);
    copyLegal(src, d);
    return d;
  },
  isTerminal: (s) => s.over,
  result: (s): GameResult => {
    if (!s.over) throw new RulesError('divine-cross: result() of a game that is not over');
    return { winner: s.winner as -1 | 0 | 1, reason: s.reason };
  },
  actionToString: describeAction,
  view,
  determinize,
  determinizeInto: copyThenDeterminize(copyState, determinize),
  checksum,
  turn: (s) => Math.max(1, s.turn),
  decisions: (s) => s.decisions,
  cardCount,
  firstPlayer: (s) => s.firstPlayer,
  describe: describeState,
  evaluate,
  drainLog,
  setLogging,
  cardIds,
  cardUse,
  loadPosition,
  snapshot,
};

/** The contract with its card pool loaded on first use (a fast-property object: see `withCardPool`). */
export const game = withCardPool(contract, cardPool);

// The CrossOver Game definition: the engine contract over COState (wiring only, no rules).
import { withCardPool, copyThenDeterminize, drainLog, RulesError, setLogging, type Game, type GameResult } from '@tcglab/core';
import { cardPool } from './catalog.js';
import { parseDeck } from './deck.js';
import { describeAction, describeState } from './describe.js';
import { evaluateState } from './evaluate.js';
import { applyAction, currentPlayer, copyLegal, legalActions, MAX_LEGAL_ACTIONS } from './legal.js';
import { loadPosition } from './position.js';
import { DEFAULT_TURN_LIMIT, newGame } from './setup.js';
import { snapshot } from './snapshot.js';
import { cloneState, copyState, ONGOING, type COState } from './state.js';
import { cardCount, cardIds, cardUse, checksum } from './summary.js';
import { determinize, view } from './view.js';

/** Printed in run.json; bump when results change. */
export const ENGINE_VERSION = 'crossover-fc-0.1.0';

const contract: Omit<Game<COState>, 'cards'> = {
  id: 'crossover-fc',
  name: 'CrossOver The F&C TCG',
  numPlayers: 2,
  maxLegalActions: MAX_LEGAL_ACTIONS,
  maxDecisions: 30000,
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
  isTerminal: (s) => s.winner !== ONGOING,
  result(s): GameResult {
    if (s.winner === ONGOING) throw new RulesError('crossover-fc: result() of a game in progress');
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
  firstPlayer: (s) => s.first,
  describe: describeState,
  evaluate: evaluateState,
  setLogging,
  drainLog,
  cardIds,
  cardUse,
  loadPosition,
  snapshot,
};

/** The contract with its card pool loaded on first use (a fast-property object: see `withCardPool`). */
export const game = withCardPool(contract, cardPool);

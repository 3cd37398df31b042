// @tcglab/crossover-fc: CrossOver The F&C TCG (basic rules v2.02) on the tcglab engine contract.
import { HASH_INIT, mix32, RulesError, type CardStats, type Game, type GameResult, type Prng } from '@tcglab/core';
import { CARD_POOL, DEFS } from './cards/pool.js';
import { advance, applyAction as engineApply } from './engine.js';
import { evaluateState } from './evaluate.js';
import { generate } from './legal.js';
import { parseDeck } from './deck.js';
import { loadPositionState, newGameState } from './setup.js';
import { cloneState, D_NONE, Z_CHAIN, type FcState } from './state.js';
import { actionText, describeState, viewOf } from './text.js';

export type { FcState, FcOptions } from './state.js';
export { DEFS, CARD_POOL, defById, parseCardFile } from './cards/pool.js';
export { CardFormatError, compileCard, type CardDef } from './cards/schema.js';
export * as actions from './actions.js';
export { DEFAULT_OPTIONS } from './setup.js';
export { parseDeck, MAX_DECK } from './deck.js';

const CHECK = new Int32Array(4096);
// Legal-action cache: applyAction validates against the list legalActions just produced for the same state.
let cacheState: FcState | null = null;
let cacheVersion = -1;
let cacheCount = 0;

function legalActions(s: FcState, out: Int32Array): number {
  if (s.winner !== -2) return 0;
  const n = generate(s, out);
  if (n <= CHECK.length) {
    for (let i = 0; i < n; i++) CHECK[i] = out[i]!;
    cacheState = s;
    cacheVersion = s.version;
    cacheCount = n;
  }
  return n;
}

function checksum(s: FcState): number {
  let h = HASH_INIT;
  const arrays = [
    s.def,
    s.owner,
    s.ctrl,
    s.zone,
    s.tapped,
    s.damage,
    s.host,
    s.tmpAp,
    s.tmpDp,
    s.swap,
    s.immune,
    s.punch,
    s.deck[0],
    s.deck[1],
    s.hand[0],
    s.hand[1],
    s.dust[0],
    s.dust[1],
    s.field,
    s.hp,
    s.energy,
  ];
  for (const a of arrays) {
    h = mix32(h, a.length);
    for (let i = 0; i < a.length; i++) h = mix32(h, a[i]!);
  }
  for (let i = 0; i < s.chLen; i++) h = mix32(mix32(mix32(h, s.chSrc[i]!), s.chTgt[i]!), s.chNeg[i]!);
  const scalars = [
    s.turn,
    s.tp,
    s.step,
    s.decision,
    s.actor,
    s.window,
    s.prio,
    s.passes,
    s.navPlayed,
    s.noMoreCombat,
    s.attacker,
    s.blocker,
    s.blocked,
    s.chLen,
    s.dmLen,
    s.crLen,
    s.trLen,
    s.winner + 2,
    s.decisions,
    s.playersUntargetable,
  ];
  for (const v of scalars) h = mix32(h, v);
  return h >>> 0;
}

function cardCount(s: FcState, p: number): number {
  let n = s.deck[p]!.length + s.hand[p]!.length + s.dust[p]!.length;
  for (const x of s.field) if (s.owner[x] === p) n++;
  for (let i = 0; i < s.chLen; i++) {
    const x = s.chSrc[i]!;
    if (s.zone[x] === Z_CHAIN && s.owner[x] === p && s.chKind[i] !== 2) n++;
  }
  return n;
}

function determinize(s: FcState, player: number, rng: Prng): void {
  // Hidden from `player`: the opponent's hand and deck, and the order of both decks (4-2-1, 4-2-2).
  const o = 1 - player;
  const pool = [...s.hand[o]!, ...s.deck[o]!];
  rng.shuffle(pool);
  const h = s.hand[o]!.length;
  s.hand[o] = pool.slice(0, h);
  s.deck[o] = pool.slice(h);
  for (const x of s.hand[o]!) s.zone[x] = 1;
  for (const x of s.deck[o]!) s.zone[x] = 0;
  rng.shuffle(s.deck[player]!);
  s.version++;
}

export const game: Game<FcState> = {
  id: 'crossover-fc',
  name: 'CrossOver The F&C TCG',
  numPlayers: 2,
  maxLegalActions: 4096,
  maxDecisions: 30000,
  defaultTurnLimit: 200,
  version: 'crossover-fc-0.1.0',
  cards: CARD_POOL,
  parseDeck,
  newGame: newGameState,
  currentPlayer: (s) => (s.winner !== -2 || s.decision === D_NONE ? -1 : s.actor),
  legalActions,
  applyAction(s, a) {
    if (s.winner !== -2) throw new RulesError('the game is over');
    const n = cacheState === s && cacheVersion === s.version ? cacheCount : generate(s, CHECK);
    let ok = false;
    for (let i = 0; i < n; i++) if (CHECK[i] === a) ok = true;
    if (!ok) throw new RulesError(`illegal action ${a} (${actionText(s, a)})`);
    s.version++;
    engineApply(s, a);
    s.version++;
  },
  clone: cloneState,
  isTerminal: (s) => s.winner !== -2,
  result(s): GameResult {
    if (s.winner === -2) throw new RulesError('result() of a game in progress');
    return { winner: s.winner as -1 | 0 | 1, reason: s.reason };
  },
  actionToString: actionText,
  view: viewOf,
  determinize,
  checksum,
  turn: (s) => Math.max(1, s.turn),
  decisions: (s) => s.decisions,
  cardCount,
  firstPlayer: (s) => s.first,
  describe: describeState,
  evaluate: evaluateState,
  setLogging(s, on) {
    s.log = on ? (s.log ?? []) : null;
  },
  drainLog(s) {
    if (!s.log) return [];
    const l = s.log;
    s.log = [];
    return l;
  },
  cardStats(s, p): CardStats {
    const drawn: string[] = [];
    const played: [string, number][] = [];
    for (let d = 0; d < DEFS.length; d++) {
      if (s.drawn[p]![d]) drawn.push(DEFS[d]!.id);
      if (s.played[p]![d]) played.push([DEFS[d]!.id, s.played[p]![d]!]);
    }
    return { drawn, played };
  },
  loadPosition: loadPositionState,
};

export { advance };

// The mutable plain-data game state: card instances as parallel integer arrays, zones as id lists, and the
// "where we are" data (turn step, pending decision, chain, damage/crash batches, triggers) so clone works anywhere.
import { clearList, cloneLog, copyNumbers, type PrngState } from '@tcglab/core';

/** Zones (4-2). Z_CHAIN = a played card waiting to resolve. */
export const Z_DECK = 0;
export const Z_HAND = 1;
export const Z_FIELD = 2;
export const Z_DUST = 3;
export const Z_CHAIN = 4;
export const ZONE_NAMES = ['deck', 'hand', 'field', 'dust box', 'chain'] as const;

/** Turn steps (3-1 … 3-7), plus setup and combat sub-steps (3-4-5). */
export const S_SETUP_ORDER = 0;
export const S_SETUP_MULLIGAN = 1;
export const S_TURN_START = 2;
export const S_UNTAP = 3;
export const S_DRAW = 4;
export const S_MAIN = 5;
export const S_COMBAT_W1 = 6;
export const S_COMBAT_ATTACK = 7;
export const S_COMBAT_W2 = 8;
export const S_COMBAT_BLOCK = 9;
export const S_COMBAT_W3 = 10;
export const S_COMBAT_DAMAGE = 11;
export const S_COMBAT_W4 = 12;
export const S_COMBAT_END = 13;
export const S_END_START = 14;
export const S_UPKEEP = 15;
export const S_END_WINDOW = 16;
export const S_END_END = 17;
export const S_EOT_DAMAGE = 18;
export const S_EOT_EXPIRE = 19;
export const S_EOT_CLEANUP = 20;
export const S_EOT_ENERGY = 21;
export const S_GAME_OVER = 22;
export const STEP_NAMES = [
  'setup: choose first or second',
  'setup: mulligans',
  'turn start',
  'untap phase',
  'draw phase',
  'main phase',
  'combat: after combat start',
  'combat: attack declaration',
  'combat: after attack',
  'combat: defence declaration',
  'combat: after defence',
  'combat: damage exchange',
  'combat: after damage',
  'combat: end',
  'end phase: start',
  'end phase: upkeep',
  'end phase: action window',
  'end phase: end',
  'end of turn: damage reset',
  'end of turn: effects end',
  'end of turn: hand cleanup',
  'end of turn: energy lost',
  'game over',
] as const;

/** `winner` while the game is in progress (else the winning seat, or -1 for a draw). */
export const ONGOING = -2;

/** What the deciding player is asked. */
export const D_NONE = 0;
export const D_ORDER = 1;
export const D_MULLIGAN = 2;
export const D_PRIORITY = 3;
export const D_ATTACK = 4;
export const D_BLOCK = 5;
export const D_TRIGGER = 6;
export const D_UPKEEP = 7;
export const D_DISCARD = 8;

/** Window kinds for priority decisions. */
export const W_NORMAL = 0;
export const W_DAMAGE = 1;
export const W_CRASH = 2;
/** The 4-3-5 windows right after a (non-cost) draw and right after an energy gain. */
export const W_DRAW = 3;
export const W_ENERGY = 4;
/** Reaction kinds (index into rxStage/rxWho/rxNext): W_DRAW + kind is the window. */
export const RX_DRAW = 0;
export const RX_ENERGY = 1;

/** Chain entry kinds. */
export const CH_PLAY = 0;
export const CH_PLAY_ALT = 1;
export const CH_ABILITY = 2;

/** Pipeline stages (4-3-10, 4-3-11). */
export const PS_IDLE = 0;
export const PS_WINDOW = 1;
export const PS_APPLY = 2;
/** The window is open: players hold pPrio/pPasses. */
export const PS_OPEN = 3;

export const CAP = 64;

export interface COOptions {
  /** A1: starting HP (default 30). */
  readonly startingHp: number;
  /** A3: `empty` (lose as soon as the deck is empty) or `failed-draw` (lose when a draw finds no card). */
  readonly deckOut: 'empty' | 'failed-draw';
  /** 3-7-3: hand limit checked at end of turn for the turn player. */
  readonly handLimit: number;
  /**
   * Skip a priority decision when PASS is the only legal action (skip windows in which nobody has a
   * usable response). Default true; false makes every window a decision, for step-by-step scenarios.
   */
  readonly autoPass: boolean;
  /** A6: `all` (both passed: the whole chain resolves) or `one` (priority returns after each entry, MTG-style). */
  readonly chainResolution: 'all' | 'one';
  /** A7: characters (and navigators) may be played while the chain is not empty. Default false. */
  readonly charactersAsInterrupts: boolean;
  /** A20, 4-3-8 layer 3: `gain-after-loss` (a granted ability survives "loses all abilities") or `loss-after-gain`. */
  readonly layer3: 'gain-after-loss' | 'loss-after-gain';
}

export interface COState {
  readonly options: COOptions;
  readonly nCards: number;
  readonly deckNames: readonly [string, string];
  // --- card instances (flyweight: def index + the few fields that change) ---
  def: number[];
  owner: number[];
  ctrl: number[];
  zone: number[];
  tapped: number[];
  damage: number[];
  /** Set cards: the host instance, or -1 (top-level on the field / not set). */
  host: number[];
  /** Number of cards set on this object (fast path: most objects have none). */
  nSet: number[];
  /** Set when something changed that can make a character crash (4-3-9 re-check needed). */
  dirty: number;
  enteredTurn: number[];
  /** Bumped on every zone change: a target is the same object only if its zseq is unchanged (4-3-2-6). */
  zseq: number[];
  /** "Until end of turn" modifiers (3-7-2): AP/DP, AP-DP swap count, immunity bits, うさパンチ return flag. */
  tmpAp: number[];
  tmpDp: number[];
  swap: number[];
  immune: number[];
  punch: number[];
  // --- zones ---
  deck: [number[], number[]];
  hand: [number[], number[]];
  dust: [number[], number[]];
  /** Everything on the field, in arrival order (set cards included; a host's stack is its set cards in order). */
  field: number[];
  /**
   * The field objects of one kind, in field order (derived from `field`, kept by zones.ts, never hashed): the
   * characters, the navigators, the objects with activated abilities, the objects with static abilities.
   */
  chars: number[];
  navs: number[];
  actives: number[];
  statHolders: number[];
  hp: number[];
  energy: number[];
  // --- turn ---
  turn: number;
  tp: number;
  first: number;
  startWinner: number;
  step: number;
  decision: number;
  actor: number;
  /** Window kind of a pending priority decision. */
  window: number;
  winOpen: number;
  prio: number;
  passes: number;
  navPlayed: number;
  noMoreCombat: number;
  mulligan: number[];
  mulliganDone: number[];
  playersUntargetable: number;
  // --- combat ---
  attacker: number;
  attackerSeq: number;
  blocker: number;
  blockerSeq: number;
  blocked: number;
  // --- chain (LIFO, 4-3-4) ---
  chLen: number;
  chKind: number[];
  chSrc: number[];
  chAb: number[];
  chTgt: number[];
  chTgtSeq: number[];
  chCtl: number[];
  chNeg: number[];
  resolving: number;
  resEffect: number;
  // --- damage pipeline (4-3-10) ---
  dmStage: number;
  dmLen: number;
  dmTgt: number[];
  dmSeq: number[];
  dmAmt: number[];
  dmSrc: number[];
  // --- crash pipeline (4-3-11) ---
  crStage: number;
  crLen: number;
  crInst: number[];
  crNeg: number[];
  crNegatable: number[];
  // --- 4-3-5 reactions (per kind: draw, energy): stage, players who drew/gained (bits), and those who did
  // so while that window was open (they get the next window) ---
  rxStage: number[];
  rxWho: number[];
  rxNext: number[];
  // --- pipeline window priority ---
  pBase: number;
  pPrio: number;
  pPasses: number;
  // --- pending triggers (4-3-6), resolved one by one in the TP's order ---
  trLen: number;
  trSrc: number[];
  trAb: number[];
  trCtl: number[];
  trArg: number[];
  /** Trigger being resolved: its effects run from trEffect (damage pauses it). */
  trActive: number;
  trCurSrc: number;
  trCurAb: number;
  trCurCtl: number;
  trCurArg: number;
  trEffect: number;
  // --- upkeep (3-6-2) ---
  upLen: number;
  upInst: number[];
  // --- result ---
  winner: number;
  reason: string;
  /** A draw found an empty deck (A3 `failed-draw` option). */
  failed: number[];
  turnLimit: number;
  decisions: number;
  log: string[] | null;
  /** Card statistics: per player, per def index: bits 1 reached the hand, 2 in the opening hand (before any mulligan); first turn played (0 = never). */
  drawn: [number[], number[]];
  played: [number[], number[]];
  rngDeck: [PrngState, PrngState];
  rngEngine: PrngState;
}

/** n copies of v, as a packed array (faster to read than a holey `new Array(n)`). */
function arr(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}

/** A blank state for `nCards` instances (the caller fills in cards and zones). */
export function blankState(
  options: COOptions,
  nCards: number,
  nDefs: number,
  deckNames: readonly [string, string],
  rngDeck: [PrngState, PrngState],
  rngEngine: PrngState,
): COState {
  return {
    options,
    nCards,
    deckNames,
    def: arr(nCards, 0),
    owner: arr(nCards, 0),
    ctrl: arr(nCards, 0),
    zone: arr(nCards, Z_DECK),
    tapped: arr(nCards, 0),
    damage: arr(nCards, 0),
    host: arr(nCards, -1),
    nSet: arr(nCards, 0),
    dirty: 1,
    enteredTurn: arr(nCards, 0),
    zseq: arr(nCards, 0),
    tmpAp: arr(nCards, 0),
    tmpDp: arr(nCards, 0),
    swap: arr(nCards, 0),
    immune: arr(nCards, 0),
    punch: arr(nCards, 0),
    deck: [[], []],
    hand: [[], []],
    dust: [[], []],
    field: [],
    chars: [],
    navs: [],
    actives: [],
    statHolders: [],
    hp: [options.startingHp, options.startingHp],
    energy: [0, 0],
    turn: 0,
    tp: 0,
    first: 0,
    startWinner: 0,
    step: S_SETUP_ORDER,
    decision: D_NONE,
    actor: 0,
    window: W_NORMAL,
    winOpen: 0,
    prio: 0,
    passes: 0,
    navPlayed: 0,
    noMoreCombat: 0,
    mulligan: [0, 0],
    mulliganDone: [0, 0],
    playersUntargetable: 0,
    attacker: -1,
    attackerSeq: 0,
    blocker: -1,
    blockerSeq: 0,
    blocked: 0,
    chLen: 0,
    chKind: arr(CAP, 0),
    chSrc: arr(CAP, 0),
    chAb: arr(CAP, 0),
    chTgt: arr(CAP, 0),
    chTgtSeq: arr(CAP, 0),
    chCtl: arr(CAP, 0),
    chNeg: arr(CAP, 0),
    resolving: 0,
    resEffect: 0,
    dmStage: PS_IDLE,
    dmLen: 0,
    dmTgt: arr(CAP, 0),
    dmSeq: arr(CAP, 0),
    dmAmt: arr(CAP, 0),
    dmSrc: arr(CAP, 0),
    crStage: PS_IDLE,
    crLen: 0,
    crInst: arr(CAP, 0),
    crNeg: arr(CAP, 0),
    crNegatable: arr(CAP, 0),
    rxStage: [PS_IDLE, PS_IDLE],
    rxWho: [0, 0],
    rxNext: [0, 0],
    pBase: 0,
    pPrio: 0,
    pPasses: 0,
    trLen: 0,
    trSrc: arr(CAP, 0),
    trAb: arr(CAP, 0),
    trCtl: arr(CAP, 0),
    trArg: arr(CAP, 0),
    trActive: 0,
    trCurSrc: 0,
    trCurAb: 0,
    trCurCtl: 0,
    trCurArg: 0,
    trEffect: 0,
    upLen: 0,
    upInst: arr(CAP, 0),
    winner: ONGOING,
    reason: '',
    failed: [0, 0],
    turnLimit: 200,
    decisions: 0,
    log: null,
    drawn: [arr(nDefs, 0), arr(nDefs, 0)],
    played: [arr(nDefs, 0), arr(nDefs, 0)],
    rngDeck,
    rngEngine,
  };
}

/** Deep copy (arrays copied, options and names shared: they never change). */
export function cloneState(s: COState): COState {
  const c = { ...s } as COState;
  for (const k of Object.keys(s) as (keyof COState)[]) {
    const v = s[k];
    if (Array.isArray(v)) {
      if (k === 'deckNames') continue;
      (c as unknown as Record<string, unknown>)[k] =
        v.length > 0 && Array.isArray(v[0])
          ? (v as number[][]).map((x) => x.slice())
          : typeof v[0] === 'object'
            ? v.map((x) => ({ ...(x as object) }))
            : v.slice();
    }
  }
  c.log = cloneLog(s);
  c.rngDeck = [{ ...s.rngDeck[0] }, { ...s.rngDeck[1] }];
  c.rngEngine = { ...s.rngEngine };
  return c;
}

/**
 * Copy the live part `[0, n)` of a fixed-capacity queue (chain, damage, crash, trigger, upkeep lists: CAP slots each).
 * The slots at and past a queue's length are never read (every push writes all of its slot's fields first), so
 * they are left as they were: a copy differs from `cloneState` only there.
 */
function copyLive(src: readonly number[], dst: number[], n: number): void {
  for (let i = 0; i < n; i++) dst[i] = src[i]!;
}

function copyPair(src: readonly [number[], number[]], dst: [number[], number[]]): void {
  copyNumbers(src[0], dst[0]);
  copyNumbers(src[1], dst[1]);
}

/** A state with its read-only fields writable, for copyState. */
type Writable = { -readonly [K in keyof COState]: COState[K] };

/**
 * Copy `src` into `dst` in place (dst: any COState, possibly of another deal): afterwards dst behaves exactly like
 * cloneState(src) and equals it except in the queues' dead slots (see copyLive; the conformance test compares them
 * as JSON at every decision, the queues up to their lengths). Field by field, every field of
 * COState: a new field must be added here. Allocates nothing once dst's arrays are as long as src's. The caller
 * forgets dst's cached legal list (game.ts).
 */
export function copyState(src: COState, dst: COState): COState {
  if (src === dst) return dst;
  const d = dst as Writable;
  d.options = src.options;
  d.nCards = src.nCards;
  d.deckNames = src.deckNames;
  copyNumbers(src.def, d.def);
  copyNumbers(src.owner, d.owner);
  copyNumbers(src.ctrl, d.ctrl);
  copyNumbers(src.zone, d.zone);
  copyNumbers(src.tapped, d.tapped);
  copyNumbers(src.damage, d.damage);
  copyNumbers(src.host, d.host);
  copyNumbers(src.nSet, d.nSet);
  d.dirty = src.dirty;
  copyNumbers(src.enteredTurn, d.enteredTurn);
  copyNumbers(src.zseq, d.zseq);
  copyNumbers(src.tmpAp, d.tmpAp);
  copyNumbers(src.tmpDp, d.tmpDp);
  copyNumbers(src.swap, d.swap);
  copyNumbers(src.immune, d.immune);
  copyNumbers(src.punch, d.punch);
  copyPair(src.deck, d.deck);
  copyPair(src.hand, d.hand);
  copyPair(src.dust, d.dust);
  copyNumbers(src.field, d.field);
  copyNumbers(src.chars, d.chars);
  copyNumbers(src.navs, d.navs);
  copyNumbers(src.actives, d.actives);
  copyNumbers(src.statHolders, d.statHolders);
  copyNumbers(src.hp, d.hp);
  copyNumbers(src.energy, d.energy);
  d.turn = src.turn;
  d.tp = src.tp;
  d.first = src.first;
  d.startWinner = src.startWinner;
  d.step = src.step;
  d.decision = src.decision;
  d.actor = src.actor;
  d.window = src.window;
  d.winOpen = src.winOpen;
  d.prio = src.prio;
  d.passes = src.passes;
  d.navPlayed = src.navPlayed;
  d.noMoreCombat = src.noMoreCombat;
  copyNumbers(src.mulligan, d.mulligan);
  copyNumbers(src.mulliganDone, d.mulliganDone);
  d.playersUntargetable = src.playersUntargetable;
  d.attacker = src.attacker;
  d.attackerSeq = src.attackerSeq;
  d.blocker = src.blocker;
  d.blockerSeq = src.blockerSeq;
  d.blocked = src.blocked;
  d.chLen = src.chLen;
  copyLive(src.chKind, d.chKind, src.chLen);
  copyLive(src.chSrc, d.chSrc, src.chLen);
  copyLive(src.chAb, d.chAb, src.chLen);
  copyLive(src.chTgt, d.chTgt, src.chLen);
  copyLive(src.chTgtSeq, d.chTgtSeq, src.chLen);
  copyLive(src.chCtl, d.chCtl, src.chLen);
  copyLive(src.chNeg, d.chNeg, src.chLen);
  d.resolving = src.resolving;
  d.resEffect = src.resEffect;
  d.dmStage = src.dmStage;
  d.dmLen = src.dmLen;
  copyLive(src.dmTgt, d.dmTgt, src.dmLen);
  copyLive(src.dmSeq, d.dmSeq, src.dmLen);
  copyLive(src.dmAmt, d.dmAmt, src.dmLen);
  copyLive(src.dmSrc, d.dmSrc, src.dmLen);
  d.crStage = src.crStage;
  d.crLen = src.crLen;
  copyLive(src.crInst, d.crInst, src.crLen);
  copyLive(src.crNeg, d.crNeg, src.crLen);
  copyLive(src.crNegatable, d.crNegatable, src.crLen);
  copyNumbers(src.rxStage, d.rxStage);
  copyNumbers(src.rxWho, d.rxWho);
  copyNumbers(src.rxNext, d.rxNext);
  d.pBase = src.pBase;
  d.pPrio = src.pPrio;
  d.pPasses = src.pPasses;
  d.trLen = src.trLen;
  copyLive(src.trSrc, d.trSrc, src.trLen);
  copyLive(src.trAb, d.trAb, src.trLen);
  copyLive(src.trCtl, d.trCtl, src.trLen);
  copyLive(src.trArg, d.trArg, src.trLen);
  d.trActive = src.trActive;
  d.trCurSrc = src.trCurSrc;
  d.trCurAb = src.trCurAb;
  d.trCurCtl = src.trCurCtl;
  d.trCurArg = src.trCurArg;
  d.trEffect = src.trEffect;
  d.upLen = src.upLen;
  copyLive(src.upInst, d.upInst, src.upLen);
  d.winner = src.winner;
  d.reason = src.reason;
  copyNumbers(src.failed, d.failed);
  d.turnLimit = src.turnLimit;
  d.decisions = src.decisions;
  if (!src.log) d.log = null;
  else if (d.log) clearList(d.log);
  else d.log = [];
  copyPair(src.drawn, d.drawn);
  copyPair(src.played, d.played);
  // The PrngStates are never changed in place (a stream is replaced by a new state): share them.
  d.rngDeck[0] = src.rngDeck[0];
  d.rngDeck[1] = src.rngDeck[1];
  d.rngEngine = src.rngEngine;
  return dst;
}

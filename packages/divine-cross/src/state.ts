// The Divine Cross game state: plain arrays of numbers (card instances are integers), cloneable anywhere.
//
// Card instance i (0 ≤ i < n) is one physical card; `def[i]` indexes the card set. "Where we are" is data:
// `step` (the turn-flow program counter), the resolution frames (effect list id + pc), the pending
// triggers, the rule-processing stage and at most one pending choice. The Prng streams are the only
// objects, copied (never reseeded) by clone.
import { cloneLog, copyList, copyNumbers, Prng, type Seed } from '@tcglab/core';

// Zones of an instance (`zone[i]`).
export const Z_DECK = 0;
export const Z_HAND = 1;
export const Z_MAIN = 2;
export const Z_STANDBY = 3;
export const Z_ENERGY = 4;
export const Z_ASSIST = 5;
export const Z_DISCARD = 6;
export const Z_KO = 7;
export const Z_RESOLVING = 8;

/** Board sizes and limits. */
export const STANDBY_SLOTS = 3; // Standby areas per player (p * 3 + k)
export const OPENING_HAND = 5; // 403.2
export const KO_LIMIT = 3; // 1002.1: three cards in the KO pile lose the game
/** Activated-EX use counters per unit: the unit's own EX powers 0–3, its assist's 4–7 (`exUses[u * EX_SLOTS + k]`). */
export const EX_SLOTS = 8;

// Turn-flow steps (`step`). Decision steps: SETUP_PLACE, SETUP_BONUS, MAIN, SKILL.
export const ST_SETUP = 0; // deal / check units / redo (403)
export const ST_SETUP_PLACE = 1; // a player puts a unit face down (403.3)
export const ST_SETUP_BONUS = 2; // the opponent of a unit-less player may draw 1 (403.3a-1)
export const ST_DRAW = 3; // 502.1
export const ST_DRAW_TRIGGERS = 4; // 502.2, then rule check 502.3
export const ST_MAIN_START = 5; // 503.1, then rule check 503.2
export const ST_MAIN = 6; // decision: main-phase action (503.3)
export const ST_BATTLE_START = 7; // 702
export const ST_SKILL = 8; // decision: declare a skill or none (703.1)
export const ST_WHEN_USING = 9; // 704.1–3
export const ST_BEFORE_DAMAGE = 10; // 704.4–5
export const ST_DAMAGE_BASE = 11; // 704.6a, push 704.6b skill modifiers
export const ST_DAMAGE_DEAL = 12; // 704.6b other sources, 704.6c advantage, 704.6d deal
export const ST_DAMAGE_EFFECTS = 13; // 704.7
export const ST_OTHER_EFFECTS = 14; // 704.8, then rule check 704.9
export const ST_AFTER_USING = 15; // 704.10–12
export const ST_BATTLE_END = 16; // 705
export const ST_TURN_END = 17; // 505.1–2
export const ST_CLEANUP = 18; // 505.3
export const ST_OVER = 19;
export const ST_NEXT_TURN = 20; // 505.4: the other player's turn begins
export const STEP_NAMES = [
  'setup',
  'setup-place',
  'setup-bonus',
  'draw',
  'draw-triggers',
  'main-start',
  'main',
  'battle-start',
  'skill',
  'when-using',
  'before-damage',
  'damage-base',
  'damage-deal',
  'damage-effects',
  'other-effects',
  'after-using',
  'battle-end',
  'turn-end',
  'cleanup',
  'over',
  'next-turn',
];

// Pending choice kinds (`chKind`).
export const CH_NONE = 0;
export const CH_TARGET = 1; // options: unit instances
export const CH_HAND = 2; // options: hand instances
export const CH_YESNO = 3; // options: 1 (yes), 0 (no)
export const CH_NUMBER = 4; // options: numbers
export const CH_TRIGGER = 5; // options: indices into the pending-trigger table
export const CH_PROMOTE = 6; // options: standby instances (1004)
export const CH_SEARCH = 7; // options: deck instances, or -1 = fail to find (909.2)
export const CH_DISCARD_PILE = 8; // options: discard-pile instances (920.2 shortfall)

/** No player holds the Winning Ticket (`ticket`). */
export const NO_TICKET = -1;

// Option values of the yes/no and search choices.
export const YES = 1;
export const NO = 0;
export const NOT_FOUND = -1; // 909.2: fail to find in a hidden zone

// Rule-processing stages of the rule check (`rpStage`, 811.2a, 1001.2).
export const RP_DEFEAT = 0; // 1002
export const RP_KO = 1; // 1003
export const RP_PROMOTE_TP = 2; // 1004, the turn player first (1004.1a)
export const RP_PROMOTE_NTP = 3;
export const RP_ORPHANS = 4; // 1005, then one pending trigger (811.2b/c)

// Frame "after" hooks (`fAfterKind`): what to do when a frame's list is finished.
export const AFTER_NONE = 0;
export const AFTER_COMMAND = 1; // move the command (fAfterVal) from the resolution zone to discard (804.2c)
export const AFTER_EX = 2; // an EX power of player fAfterVal resolved: fire opp-ex-resolved for the other
export const AFTER_MODIFIERS = 3; // the skill's 704.6b modifiers are done

export interface DCState {
  /** Instance → card def index. */
  def: number[];
  owner: number[];
  zone: number[];
  /** Energy/assist: the unit instance it is attached to; standby: its slot 0..2; else -1. */
  host: number[];
  slot: number[];
  damage: number[];
  stun: number[];
  /** Per unit instance: number of energies attached / attached assist instance (-1). */
  energy: number[];
  assist: number[];
  /** Order energies were attached (retreat discards the newest first). */
  stamp: number[];
  stampNext: number;

  deck: [number[], number[]]; // top = last element
  hand: [number[], number[]];
  discard: [number[], number[]]; // arrival order, newest last
  ko: [number[], number[]];
  main: [number, number];
  standby: number[]; // p * STANDBY_SLOTS + k
  resolving: number; // command instance in the resolution zone, -1

  /** Continuous effects, flat records of [stat, target instance, amount, until-turn]; modsN used. */
  mods: number[];
  modsN: number;

  turn: number;
  tp: number;
  firstPlayer: number;
  step: number;
  over: boolean;
  winner: number;
  reason: string;
  turnLimit: number;
  chargeUsed: number;
  retreatUsed: number;
  eventUsed: number;
  /** Activated EX uses this turn: unit instance * EX_SLOTS + power index. */
  exUses: number[];
  /** The exUses entries set this turn (exUsedN of them), reset when the turn passes. */
  exUsed: number[];
  exUsedN: number;
  ticket: number; // holder of the Winning Ticket (106.2), NO_TICKET

  // Setup (403).
  placed: [number, number]; // face-down Main unit instance, -1
  setupBonusFor: number; // the player offered the 403.3a-1 draw, -1
  setupRedoer: number;
  redos: number;
  revealed: boolean; // both Main units face up (403.5)

  // Battle.
  atk: number; // attacking unit
  atkDef: number; // card def holding the skill (unit or assist)
  atkSkill: number;
  atkAdv: number; // last-known advantage (12.1 #15)
  dmgAcc: number;

  // Resolution frames.
  fList: number[];
  fPc: number[];
  fSrc: number[];
  fCtl: number[];
  fAux: number[];
  fAfterKind: number[];
  fAfterVal: number[];
  fN: number;

  /** Pending triggers: flat [unit instance, def index, ex index, controller, count]; trigN used. */
  trig: number[];
  trigN: number;
  needCheck: boolean;
  rpStage: number; // RP_*
  rpDirty: boolean;
  /** A unit left the Area with energy or an assist attached (1005 has work to do). */
  orphans: boolean;
  /**
   * Derived caches (never hashed): the KO check (1003) has nothing new to look at until damage, the Area, an
   * assist, a card identity or a continuous effect changes (koDirty); the OR of the trigger masks of every Area
   * unit and assist (trigMask, valid while trigMaskOk), to skip events nobody listens to.
   */
  koDirty: boolean;
  trigMaskOk: boolean;
  trigMask: number;
  /** The stats (bits 1 << STAT_*) some Area static or continuous effect modifies, valid while statMaskOk. */
  statMaskOk: boolean;
  statMask: number;
  promoteFailed: [boolean, boolean];
  trigRuns: number;

  // Pending choice.
  chKind: number;
  chPlayer: number;
  chOpts: number[];
  chN: number;
  resume: boolean;
  resumeKind: number;
  chosen: number;

  rng: Prng;
  shuf: [Prng, Prng];
  decisions: number;
  log: string[] | null;
  /** Per instance, bits: 1 reached the hand, 2 in the opening hand (before any redo). Per def: first turn played (0 = never), per player. */
  seenHand: number[];
  playedTurn: number[];
}

/** A continuous effect record in `mods`: [stat, target instance, amount, until-turn]. */
export const MOD_REC = 4;
export const MOD_STAT = 0;
export const MOD_TARGET = 1;
export const MOD_AMOUNT = 2;
export const MOD_UNTIL = 3;
/** A pending-trigger record in `trig`: [unit instance, def index, EX index, controller, count]. */
export const TRIG_REC = 5;
export const TR_UNIT = 0;
export const TR_DEF = 1;
export const TR_EX = 2;
export const TR_CTL = 3;
export const TR_COUNT = 4;

/** The Area, an assist or a card identity changed: the derived caches (koDirty, trigMask, statMask) are stale. */

export function areaChanged(s: DCState): void {
  s.koDirty = true;
  s.trigMaskOk = false;
  s.statMaskOk = false;
}

/** n copies of v, as a packed array (faster to read than a holey `new Array(n)`). */
function filled(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}

/** A state with n instances and empty zones (filled by newGame or loadPosition); it keeps `defs` and `owners`. */
export function emptyState(
  defs: number[],
  owners: number[],
  nDefs: number,
  engineSeed: Seed,
  shuffleSeeds: readonly [Seed, Seed],
): DCState {
  const n = defs.length;
  const fill = (v: number) => filled(n, v);
  return {
    def: defs,
    owner: owners,
    zone: fill(Z_DECK),
    host: fill(-1),
    slot: fill(-1),
    damage: fill(0),
    stun: fill(0),
    energy: fill(0),
    assist: fill(-1),
    stamp: fill(0),
    stampNext: 1,
    deck: [[], []],
    hand: [[], []],
    discard: [[], []],
    ko: [[], []],
    main: [-1, -1],
    standby: [-1, -1, -1, -1, -1, -1],
    resolving: -1,
    mods: [],
    modsN: 0,
    turn: 0,
    tp: 0,
    firstPlayer: 0,
    step: ST_SETUP,
    over: false,
    winner: -1,
    reason: '',
    turnLimit: 0,
    chargeUsed: 0,
    retreatUsed: 0,
    eventUsed: 0,
    exUses: filled(n * EX_SLOTS, 0),
    exUsed: [],
    exUsedN: 0,
    ticket: NO_TICKET,
    placed: [-1, -1],
    setupBonusFor: -1,
    setupRedoer: -1,
    redos: 0,
    revealed: false,
    atk: -1,
    atkDef: -1,
    atkSkill: -1,
    atkAdv: 0,
    dmgAcc: 0,
    fList: [],
    fPc: [],
    fSrc: [],
    fCtl: [],
    fAux: [],
    fAfterKind: [],
    fAfterVal: [],
    fN: 0,
    trig: [],
    trigN: 0,
    needCheck: false,
    rpStage: RP_DEFEAT,
    rpDirty: false,
    orphans: false,
    koDirty: true,
    trigMaskOk: false,
    trigMask: 0,
    statMaskOk: false,
    statMask: 0,
    promoteFailed: [false, false],
    trigRuns: 0,
    chKind: CH_NONE,
    chPlayer: -1,
    chOpts: [],
    chN: 0,
    resume: false,
    resumeKind: 0,
    chosen: 0,
    rng: new Prng(engineSeed),
    shuf: [new Prng(shuffleSeeds[0]), new Prng(shuffleSeeds[1])],
    decisions: 0,
    log: null,
    seenHand: fill(0),
    playedTurn: filled(nDefs * 2, 0),
  };
}

export function cloneState(s: DCState): DCState {
  return {
    ...s,
    def: s.def.slice(),
    owner: s.owner,
    zone: s.zone.slice(),
    host: s.host.slice(),
    slot: s.slot.slice(),
    damage: s.damage.slice(),
    stun: s.stun.slice(),
    energy: s.energy.slice(),
    assist: s.assist.slice(),
    stamp: s.stamp.slice(),
    deck: [s.deck[0].slice(), s.deck[1].slice()],
    hand: [s.hand[0].slice(), s.hand[1].slice()],
    discard: [s.discard[0].slice(), s.discard[1].slice()],
    ko: [s.ko[0].slice(), s.ko[1].slice()],
    main: [s.main[0], s.main[1]],
    standby: s.standby.slice(),
    mods: s.mods.slice(),
    exUses: s.exUses.slice(),
    exUsed: s.exUsed.slice(),
    placed: [s.placed[0], s.placed[1]],
    fList: s.fList.slice(),
    fPc: s.fPc.slice(),
    fSrc: s.fSrc.slice(),
    fCtl: s.fCtl.slice(),
    fAux: s.fAux.slice(),
    fAfterKind: s.fAfterKind.slice(),
    fAfterVal: s.fAfterVal.slice(),
    trig: s.trig.slice(),
    promoteFailed: [s.promoteFailed[0], s.promoteFailed[1]],
    chOpts: s.chOpts.slice(),
    rng: s.rng.clone(),
    shuf: [s.shuf[0].clone(), s.shuf[1].clone()],
    log: cloneLog(s),
    seenHand: s.seenHand.slice(),
    playedTurn: s.playedTurn.slice(),
  };
}

/**
 * dst.exUses = src.exUses. An entry is non-zero only if it is listed in exUsed[0, exUsedN) (legal.ts sets it and lists
 * it, the turn's end zeroes the listed ones), so when the lists have one length: zero dst's listed entries, then copy
 * src's (a few entries instead of EX_SLOTS per card). Before exUsed is copied.
 */
function copyExUses(src: DCState, dst: DCState): void {
  const a = src.exUses;
  const b = dst.exUses;
  if (a.length !== b.length) return copyList(a, b);
  for (let i = 0; i < dst.exUsedN; i++) b[dst.exUsed[i]!] = 0;
  for (let i = 0; i < src.exUsedN; i++) {
    const k = src.exUsed[i]!;
    b[k] = a[k]!;
  }
}

/**
 * Copy `src` into `dst` in place (dst: any DCState, possibly of another deal): afterwards dst behaves exactly like
 * cloneState(src). Allocates nothing once dst's arrays are as long as src's. The caller forgets dst's cached
 * legal list (game.ts).
 */
export function copyState(src: DCState, dst: DCState): DCState {
  if (src === dst) return dst;
  copyNumbers(src.def, dst.def);
  dst.owner = src.owner; // never changes during a game: shared, as cloneState does
  copyNumbers(src.zone, dst.zone);
  copyNumbers(src.host, dst.host);
  copyNumbers(src.slot, dst.slot);
  copyNumbers(src.damage, dst.damage);
  copyNumbers(src.stun, dst.stun);
  copyNumbers(src.energy, dst.energy);
  copyNumbers(src.assist, dst.assist);
  copyNumbers(src.stamp, dst.stamp);
  dst.stampNext = src.stampNext;
  for (let p = 0; p < 2; p++) {
    copyNumbers(src.deck[p]!, dst.deck[p]!);
    copyNumbers(src.hand[p]!, dst.hand[p]!);
    copyNumbers(src.discard[p]!, dst.discard[p]!);
    copyNumbers(src.ko[p]!, dst.ko[p]!);
    dst.main[p] = src.main[p]!;
    dst.placed[p] = src.placed[p]!;
    dst.promoteFailed[p] = src.promoteFailed[p]!;
    dst.shuf[p]!.copyFrom(src.shuf[p]!);
  }
  copyNumbers(src.standby, dst.standby);
  dst.resolving = src.resolving;
  copyNumbers(src.mods, dst.mods);
  dst.modsN = src.modsN;
  dst.turn = src.turn;
  dst.tp = src.tp;
  dst.firstPlayer = src.firstPlayer;
  dst.step = src.step;
  dst.over = src.over;
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.turnLimit = src.turnLimit;
  dst.chargeUsed = src.chargeUsed;
  dst.retreatUsed = src.retreatUsed;
  dst.eventUsed = src.eventUsed;
  copyExUses(src, dst);
  copyNumbers(src.exUsed, dst.exUsed);
  dst.exUsedN = src.exUsedN;
  dst.ticket = src.ticket;
  dst.setupBonusFor = src.setupBonusFor;
  dst.setupRedoer = src.setupRedoer;
  dst.redos = src.redos;
  dst.revealed = src.revealed;
  dst.atk = src.atk;
  dst.atkDef = src.atkDef;
  dst.atkSkill = src.atkSkill;
  dst.atkAdv = src.atkAdv;
  dst.dmgAcc = src.dmgAcc;
  copyNumbers(src.fList, dst.fList);
  copyNumbers(src.fPc, dst.fPc);
  copyNumbers(src.fSrc, dst.fSrc);
  copyNumbers(src.fCtl, dst.fCtl);
  copyNumbers(src.fAux, dst.fAux);
  copyNumbers(src.fAfterKind, dst.fAfterKind);
  copyNumbers(src.fAfterVal, dst.fAfterVal);
  dst.fN = src.fN;
  copyNumbers(src.trig, dst.trig);
  dst.trigN = src.trigN;
  dst.needCheck = src.needCheck;
  dst.rpStage = src.rpStage;
  dst.rpDirty = src.rpDirty;
  dst.orphans = src.orphans;
  dst.koDirty = src.koDirty;
  dst.trigMaskOk = src.trigMaskOk;
  dst.trigMask = src.trigMask;
  dst.statMaskOk = src.statMaskOk;
  dst.statMask = src.statMask;
  dst.trigRuns = src.trigRuns;
  dst.chKind = src.chKind;
  dst.chPlayer = src.chPlayer;
  copyNumbers(src.chOpts, dst.chOpts);
  dst.chN = src.chN;
  dst.resume = src.resume;
  dst.resumeKind = src.resumeKind;
  dst.chosen = src.chosen;
  dst.rng.copyFrom(src.rng);
  dst.decisions = src.decisions;
  if (!src.log) dst.log = null;
  else if (dst.log) dst.log.length = 0;
  else dst.log = [];
  copyNumbers(src.seenHand, dst.seenHand);
  copyNumbers(src.playedTurn, dst.playedTurn);
  return dst;
}

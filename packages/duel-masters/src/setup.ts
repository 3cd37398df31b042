// New games (103) and position files: building a DMState from decks or from a JSON position.
import { Prng, type GameConfig } from '@tcglab/core';
import { cardById } from './cards.js';
import {
  DEFAULT_OPTIONS,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_MAIN,
  STEP_START,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_SHIELD,
  Z_UNDER,
  type DMOptions,
  type DMState,
} from './state.js';
import { stateBased } from './resolve.js';
import { advance } from './turn.js';
import { ONGOING, recountStatics } from './zones.js';

export const DEFAULT_TURN_LIMIT = 60;

// Card-id lists resolved to definition indexes once per deck list (decks are reused across thousands of games).
const resolved = new WeakMap<readonly string[], number[]>();
function defIndexes(cards: readonly string[]): number[] {
  let r = resolved.get(cards);
  if (!r) {
    r = cards.map((id) => cardById(id).index);
    resolved.set(cards, r);
  }
  return r;
}

function emptyState(defs: number[], owners: number[], rngSeed: string, opts: DMOptions, turnLimit: number): DMState {
  const n = defs.length;
  if (n > 256) throw new Error(`at most 256 cards in a game (got ${n})`);
  return {
    def: Int16Array.from(defs),
    owner: Uint8Array.from(owners),
    n,
    zone: new Uint8Array(n),
    tapped: new Uint8Array(n),
    sick: new Uint8Array(n),
    parent: new Int16Array(n).fill(-1),
    seen: new Uint8Array(n),
    playedTurn: new Int16Array(n),
    lib: [[], []],
    hand: [[], []],
    mana: [[], []],
    shields: [[], []],
    battle: [[], []],
    grave: [[], []],
    pending: [],
    turn: 1,
    active: 0,
    step: STEP_START,
    firstPlayer: 0,
    turnLimit,
    winner: ONGOING,
    reason: '',
    decisions: 0,
    chargedThisTurn: 0,
    attacker: -1,
    stage: 0,
    nStatic: 0,
    brokeShields: [],
    turnFlags: [0, 0],
    emptied: 0,
    useq: new Int32Array(n),
    known: new Uint8Array(n),
    seq: 0,
    delayed: [],
    spellsThisTurn: [0, 0],
    frames: [],
    waiting: [],
    mods: [],
    rng: new Prng(rngSeed),
    opts,
    log: null,
  };
}

function optionsFrom(o: GameConfig['options']): DMOptions {
  const opts = { ...DEFAULT_OPTIONS };
  for (const [k, v] of Object.entries(o ?? {})) {
    if (!(k in opts)) throw new Error(`unknown Duel Masters option "${k}"; known: ${Object.keys(opts).join(', ')}`);
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
export function newGame(config: GameConfig): DMState {
  const defs: number[] = [];
  const owners: number[] = [];
  const order: number[][] = [[], []];
  for (let p = 0; p < 2; p++) {
    const ids = defIndexes(config.decks[p]!.cards).slice();
    new Prng(config.shuffleSeeds[p]!).shuffle(ids);
    for (const d of ids) {
      order[p]!.push(defs.length);
      defs.push(d);
      owners.push(p);
    }
  }
  const s = emptyState(defs, owners, config.engineSeed, optionsFrom(config.options), config.turnLimit ?? DEFAULT_TURN_LIMIT);
  for (let p = 0; p < 2; p++) {
    const o = order[p]!;
    if (o.length < 10) throw new Error(`deck of seat ${p} has ${o.length} cards; at least 10 are needed to set up`);
    for (let k = 0; k < 5; k++) put(s, o[k]!, Z_SHIELD);
    for (let k = 5; k < 10; k++) put(s, o[k]!, Z_HAND);
    for (let k = o.length - 1; k >= 10; k--) put(s, o[k]!, Z_LIBRARY); // top of library = end of array
  }
  s.firstPlayer = config.startWinner;
  s.active = config.startWinner;
  advance(s);
  return s;
}

function put(s: DMState, inst: number, zone: number): void {
  const p = s.owner[inst]! as 0 | 1;
  s.zone[inst] = zone;
  if (zone === Z_HAND) s.seen[inst] = 1;
  const arr =
    zone === Z_LIBRARY
      ? s.lib[p]
      : zone === Z_HAND
        ? s.hand[p]
        : zone === Z_MANA
          ? s.mana[p]
          : zone === Z_SHIELD
            ? s.shields[p]
            : zone === Z_BATTLE
              ? s.battle[p]
              : s.grave[p];
  arr.push(inst);
}

/** A position file (docs/positions.md). */
export interface DMPosition {
  game: 'duel-masters';
  seed?: number | string;
  turn?: number;
  activePlayer?: number;
  firstPlayer?: number;
  step?: 'charge' | 'main' | 'attack';
  charged?: boolean;
  turnLimit?: number;
  options?: Record<string, string | number | boolean>;
  players: [PositionPlayer, PositionPlayer];
  actions?: string[];
}

type ManaEntry = string | { card: string; tapped?: boolean };
type BattleEntry = string | { card: string; tapped?: boolean; sick?: boolean; under?: string[] };

interface PositionPlayer {
  deck?: string[];
  hand?: string[];
  shields?: string[];
  graveyard?: string[];
  mana?: ManaEntry[];
  battle?: BattleEntry[];
}

function fail(path: string, what: string): never {
  throw new Error(`position: ${path}: ${what}`);
}

function idOf(path: string, v: unknown): string {
  if (typeof v !== 'string') fail(path, `expected a card id string, got ${JSON.stringify(v)}`);
  try {
    return cardById(v).id;
  } catch {
    fail(path, `unknown card id "${v}"`);
  }
}

/** Build a state from a position (the caller applies its `actions`). Errors name the field. */
export function loadPosition(json: unknown): DMState {
  const pos = json as DMPosition;
  if (!pos || typeof pos !== 'object') fail('(root)', 'expected an object');
  if (pos.game !== 'duel-masters') fail('game', `expected "duel-masters", got ${JSON.stringify(pos.game)}`);
  if (!Array.isArray(pos.players) || pos.players.length !== 2) fail('players', 'expected an array of two players');
  const defs: number[] = [];
  const owners: number[] = [];
  const layout: { inst: number; zone: number; tapped?: boolean; sick?: boolean; parent?: number }[] = [];
  const add = (p: number, path: string, v: unknown, zone: number, extra: { tapped?: boolean; sick?: boolean; parent?: number } = {}) => {
    const inst = defs.length;
    defs.push(cardById(idOf(path, v)).index);
    owners.push(p);
    layout.push({ inst, zone, ...extra });
    return inst;
  };
  for (let p = 0; p < 2; p++) {
    const pl = pos.players[p]!;
    const base = `players[${p}]`;
    const arr = (k: keyof PositionPlayer): unknown[] => {
      const v = pl[k];
      if (v === undefined) return [];
      if (!Array.isArray(v)) fail(`${base}.${k}`, 'expected an array');
      return v;
    };
    arr('shields').forEach((v, i) => add(p, `${base}.shields[${i}]`, v, Z_SHIELD));
    arr('hand').forEach((v, i) => add(p, `${base}.hand[${i}]`, v, Z_HAND));
    // deck is listed top first; the library array keeps the top at its end.
    const deck = arr('deck');
    for (let i = deck.length - 1; i >= 0; i--) add(p, `${base}.deck[${i}]`, deck[i], Z_LIBRARY);
    arr('graveyard').forEach((v, i) => add(p, `${base}.graveyard[${i}]`, v, Z_GRAVE));
    arr('mana').forEach((v, i) => {
      const path = `${base}.mana[${i}]`;
      if (typeof v === 'string') add(p, path, v, Z_MANA, { tapped: cardById(idOf(path, v)).civCount > 1 });
      else if (v && typeof v === 'object')
        add(p, `${path}.card`, (v as { card: unknown }).card, Z_MANA, { tapped: !!(v as { tapped?: boolean }).tapped });
      else fail(path, 'expected a card id or {"card", "tapped"}');
    });
    arr('battle').forEach((v, i) => {
      const path = `${base}.battle[${i}]`;
      if (typeof v === 'string') add(p, path, v, Z_BATTLE, { tapped: false, sick: false });
      else if (v && typeof v === 'object') {
        const e = v as { card: unknown; tapped?: boolean; sick?: boolean; under?: unknown };
        const top = add(p, `${path}.card`, e.card, Z_BATTLE, { tapped: !!e.tapped, sick: !!e.sick });
        if (e.under !== undefined) {
          if (!Array.isArray(e.under)) fail(`${path}.under`, 'expected an array of card ids (bottom first)');
          e.under.forEach((u, k) => add(p, `${path}.under[${k}]`, u, Z_UNDER, { parent: top }));
        }
      } else fail(path, 'expected a card id or {"card", "tapped", "sick", "under"}');
    });
  }
  const active = pos.activePlayer ?? 0;
  if (active !== 0 && active !== 1) fail('activePlayer', 'expected 0 or 1');
  const turn = pos.turn ?? 1;
  if (!Number.isInteger(turn) || turn < 1) fail('turn', 'expected a positive integer');
  const steps = { charge: STEP_CHARGE, main: STEP_MAIN, attack: STEP_ATTACK } as const;
  const stepName = pos.step ?? 'main';
  const step = steps[stepName];
  if (step === undefined) fail('step', `expected "charge", "main" or "attack", got ${JSON.stringify(stepName)}`);
  const s = emptyState(defs, owners, String(pos.seed ?? 1), optionsFrom(pos.options), pos.turnLimit ?? DEFAULT_TURN_LIMIT);
  for (const l of layout) {
    const p = s.owner[l.inst]! as 0 | 1;
    s.zone[l.inst] = l.zone;
    if (l.zone === Z_UNDER) {
      s.parent[l.inst] = l.parent!;
      s.useq[l.inst] = ++s.seq; // listed bottom first
      continue;
    }
    if (l.tapped) s.tapped[l.inst] = 1;
    if (l.sick) s.sick[l.inst] = 1;
    if (l.zone === Z_HAND) s.seen[l.inst] = 1;
    const arr =
      l.zone === Z_LIBRARY
        ? s.lib[p]
        : l.zone === Z_HAND
          ? s.hand[p]
          : l.zone === Z_MANA
            ? s.mana[p]
            : l.zone === Z_SHIELD
              ? s.shields[p]
              : l.zone === Z_BATTLE
                ? s.battle[p]
                : s.grave[p];
    arr.push(l.inst);
  }
  recountStatics(s);
  s.turn = turn;
  s.active = active;
  s.firstPlayer = pos.firstPlayer ?? (turn % 2 === 1 ? active : 1 - active);
  s.step = step;
  s.chargedThisTurn = pos.charged || step !== STEP_CHARGE ? 1 : 0;
  stateBased(s);
  advance(s);
  return s;
}

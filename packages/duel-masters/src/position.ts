// Position files (docs/positions.md): building a state from JSON, and the referee's snapshot of a state.
import { defOf } from './cards/table.js';
import { cardById } from './catalog.js';
import { stateBased } from './effects/state-based.js';
import { DEFAULT_TURN_LIMIT, optionsFrom, playableDef } from './setup.js';
import {
  type DMState,
  emptyState,
  ONGOING,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_MAIN,
  STEP_NAMES,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_SHIELD,
  Z_UNDER,
  currentPlayer,
} from './state.js';
import { advance } from './turn.js';
import { battleEntry } from './view.js';
import { recountMana } from './mana.js';
import { recountStatics } from './zones.js';

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
  let id: string;
  try {
    id = cardById(v).id;
  } catch {
    fail(path, `unknown card id "${v}"`);
  }
  playableDef(id, `position: ${path}`); // a card whose behaviour is not implemented is refused, never played as vanilla
  return id;
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
    if (l.sick) {
      s.sick[l.inst] = 1;
      s.sickList.push(l.inst);
    }
    if (l.zone === Z_HAND) s.seen[l.inst] = 2; // in hand, not known to be the opening hand
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
  recountMana(s);
  s.turn = turn;
  s.active = active;
  s.firstPlayer = pos.firstPlayer ?? (turn % 2 === 1 ? active : 1 - active);
  s.step = step;
  s.chargedThisTurn = pos.charged || step !== STEP_CHARGE ? 1 : 0;
  stateBased(s);
  advance(s);
  return s;
}

export function snapshot(s: DMState): unknown {
  return {
    status: s.winner === ONGOING ? 'ongoing' : 'over',
    winner: s.winner === ONGOING ? null : s.winner,
    reason: s.winner === ONGOING ? null : s.reason,
    turn: s.turn,
    activePlayer: s.active,
    step: STEP_NAMES[s.step],
    toAct: currentPlayer(s),
    players: [0, 1].map((p) => ({
      deck: s.lib[p as 0 | 1].length,
      hand: s.hand[p as 0 | 1].map((i) => defOf(s, i).id),
      mana: s.mana[p as 0 | 1].map((i) => ({ id: defOf(s, i).id, tapped: !!s.tapped[i] })),
      shields: s.shields[p as 0 | 1].length,
      battle: s.battle[p as 0 | 1].map((i) => battleEntry(s, i)),
      graveyard: s.grave[p as 0 | 1].map((i) => defOf(s, i).id),
    })),
  };
}

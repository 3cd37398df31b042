// Divine Cross position files (docs/positions.md): a state built from JSON, and the whole state as JSON (snapshot).
import { KIND_ASSIST, KIND_UNIT } from './cards/codes.js';
import { cardDefs, defIndexOf } from './catalog.js';
import { runSetup } from './setup.js';
import {
  emptyState,
  NO_TICKET,
  OPENING_HAND,
  ST_DRAW,
  ST_MAIN,
  ST_SETUP,
  ST_SKILL,
  STANDBY_SLOTS,
  STEP_NAMES,
  Z_DISCARD,
  Z_HAND,
  Z_KO,
  type DCState,
} from './state.js';
import { unitView } from './view.js';
import { attachAssist, attachEnergy, moveTo, putMain, putStandby } from './zones.js';

type Json = Record<string, unknown>;

const MAX_POSITION_HAND = 32;
const STEPS: Record<string, number> = { setup: ST_SETUP, draw: ST_DRAW, main: ST_MAIN, skill: ST_SKILL };

function fail(field: string, msg: string): never {
  throw new Error(`divine-cross position: ${field}: ${msg}`);
}

function ids(v: unknown, field: string): number[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) fail(field, 'must be an array of card ids or names');
  return v.map((x, i) => {
    if (typeof x !== 'string') fail(`${field}[${i}]`, 'must be a card id or name');
    try {
      return defIndexOf(x);
    } catch (e) {
      return fail(`${field}[${i}]`, (e as Error).message);
    }
  });
}

interface UnitPlan {
  inst: number;
  damage: number;
  stun: boolean;
  energy: number[];
  assist: number;
}
interface PlayerPlan {
  deck: number[];
  hand: number[];
  discard: number[];
  ko: number[];
  main: UnitPlan | null;
  standby: (UnitPlan | null)[];
}

/** Every card of the position with its owner (instances in listing order), and where each player's cards go. */
class Plan {
  readonly defs: number[] = [];
  readonly owners: number[] = [];
  readonly players: PlayerPlan[] = [];

  add(d: number, p: number): number {
    this.defs.push(d);
    this.owners.push(p);
    return this.defs.length - 1;
  }

  unit(v: unknown, field: string, p: number): UnitPlan | null {
    if (v === null || v === undefined) return null;
    const u = (typeof v === 'string' ? { card: v } : v) as Json;
    if (typeof u['card'] !== 'string') fail(`${field}.card`, 'is required');
    const d = ids([u['card']], `${field}.card`)[0]!;
    if (cardDefs()[d]!.kind !== KIND_UNIT) fail(`${field}.card`, `${cardDefs()[d]!.name} is not a unit`);
    const inst = this.add(d, p);
    const energy = ids(u['energy'], `${field}.energy`).map((e) => this.add(e, p));
    let assist = -1;
    if (u['assist'] !== undefined && u['assist'] !== null) {
      const a = ids([u['assist']], `${field}.assist`)[0]!;
      if (cardDefs()[a]!.kind !== KIND_ASSIST) fail(`${field}.assist`, `${cardDefs()[a]!.name} is not an assist`);
      assist = this.add(a, p);
    }
    const damage = u['damage'] ?? 0;
    if (typeof damage !== 'number' || damage < 0) fail(`${field}.damage`, 'must be a number ≥ 0');
    return { inst, damage, stun: u['stunned'] === true, energy, assist };
  }

  player(pj: Json, p: number): void {
    const f = `players[${p}]`;
    const standbyRaw = pj['standby'] ?? [];
    if (!Array.isArray(standbyRaw) || standbyRaw.length > STANDBY_SLOTS) fail(`${f}.standby`, 'must be an array of at most 3 units');
    const plan: PlayerPlan = {
      deck: ids(pj['deck'], `${f}.deck`).map((d) => this.add(d, p)),
      hand: ids(pj['hand'], `${f}.hand`).map((d) => this.add(d, p)),
      discard: ids(pj['discard'], `${f}.discard`).map((d) => this.add(d, p)),
      ko: ids(pj['ko'], `${f}.ko`).map((d) => this.add(d, p)),
      main: this.unit(pj['main'], `${f}.main`, p),
      standby: standbyRaw.map((v, k) => this.unit(v, `${f}.standby[${k}]`, p)),
    };
    this.players.push(plan);
    if (plan.hand.length > MAX_POSITION_HAND) fail(`${f}.hand`, `at most ${MAX_POSITION_HAND} cards`);
  }
}

function placeUnit(s: DCState, u: UnitPlan): void {
  s.damage[u.inst] = u.damage;
  s.stun[u.inst] = u.stun ? 1 : 0;
  for (const e of u.energy) attachEnergy(s, e, u.inst);
  if (u.assist >= 0) attachAssist(s, u.assist, u.inst);
}

function placeCards(s: DCState, pl: PlayerPlan, p: number): void {
  // Deck: listed top first; the state keeps the top at the end.
  for (let k = pl.deck.length - 1; k >= 0; k--) s.deck[p]!.push(pl.deck[k]!);
  for (const i of pl.hand) moveTo(s, i, Z_HAND);
  for (const i of pl.discard) moveTo(s, i, Z_DISCARD);
  for (const i of pl.ko) moveTo(s, i, Z_KO);
  if (pl.main) {
    putMain(s, pl.main.inst);
    placeUnit(s, pl.main);
  }
  pl.standby.forEach((u, k) => {
    if (u) {
      putStandby(s, u.inst, k);
      placeUnit(s, u);
    }
  });
}

/** The turn, the player to act, the once-per-turn flags, the Winning Ticket. */
function readTurn(s: DCState, pos: Json): void {
  const ap = Number(pos['activePlayer'] ?? 0);
  if (ap !== 0 && ap !== 1) fail('activePlayer', 'must be 0 or 1');
  s.tp = ap;
  s.firstPlayer = Number(pos['firstPlayer'] ?? ap);
  s.turn = Number(pos['turn'] ?? 2);
  if (!Number.isInteger(s.turn) || s.turn < 0) fail('turn', 'must be an integer ≥ 0');
  s.turnLimit = Number(pos['turnLimit'] ?? 200);
  const t = pos['ticket'];
  s.ticket = t === 0 || t === 1 ? t : NO_TICKET;
  const used = (pos['used'] ?? {}) as Json;
  s.chargeUsed = used['charge'] ? 1 : 0;
  s.retreatUsed = used['retreat'] ? 1 : 0;
  s.eventUsed = used['event'] ? 1 : 0;
}

/** Build a state from a position's JSON. The caller applies its `actions`. */
export function loadPosition(position: unknown): DCState {
  if (typeof position !== 'object' || position === null) fail('(top)', 'must be an object');
  const pos = position as Json;
  if (pos['game'] !== undefined && pos['game'] !== 'divine-cross') fail('game', 'must be "divine-cross"');
  const seed = String(pos['seed'] ?? 1);
  const players = pos['players'];
  if (!Array.isArray(players) || players.length !== 2) fail('players', 'must be an array of two players');
  const stepName = String(pos['step'] ?? pos['phase'] ?? 'main');
  const step = STEPS[stepName];
  if (step === undefined) fail('step', `"${stepName}" is not one of: ${Object.keys(STEPS).join(', ')}`);
  // Collect every card with its destination first, then build the instances.
  const plan = new Plan();
  for (let p = 0; p < 2; p++) {
    const pj = players[p] as Json;
    if (typeof pj !== 'object' || pj === null) fail(`players[${p}]`, 'must be an object');
    plan.player(pj, p);
  }
  const s = emptyState(plan.defs, plan.owners, cardDefs().length, `divine-cross/position/${seed}`, [
    `divine-cross/position/${seed}/shuffle/0`,
    `divine-cross/position/${seed}/shuffle/1`,
  ]);
  for (let p = 0; p < 2; p++) placeCards(s, plan.players[p]!, p);
  readTurn(s, pos);
  s.step = step;
  if (step === ST_SETUP) {
    // 403.2 from the listed deck order (no initial shuffle); redos reshuffle with the seeded stream.
    s.turn = 0;
    s.revealed = false;
    for (let p = 0; p < 2; p++) {
      if (plan.players[p]!.main || s.hand[p]!.length) fail(`players[${p}]`, 'a setup position lists only the deck');
      const d = s.deck[p]!;
      for (let k = 0; k < OPENING_HAND && d.length > 0; k++) moveTo(s, d[d.length - 1]!, Z_HAND);
    }
  } else {
    s.revealed = true;
    for (let p = 0; p < 2; p++) if (s.main[p]! < 0) fail(`players[${p}].main`, 'a Main unit is required after setup');
  }
  runSetup(s);
  return s;
}

const SLOT_INDICES = Array.from({ length: STANDBY_SLOTS }, (_, k) => k);

/** The whole state as JSON-safe data for referees (hidden zones included; docs/positions.md). */
export function snapshot(s: DCState): unknown {
  const ids = (arr: number[]) => arr.map((i) => cardDefs()[s.def[i]!]!.id);
  return {
    game: 'divine-cross',
    turn: s.turn,
    activePlayer: s.tp,
    step: STEP_NAMES[s.step],
    over: s.over,
    winner: s.winner,
    reason: s.reason,
    ticket: s.ticket,
    players: [0, 1].map((p) => ({
      deck: ids(s.deck[p]!).reverse(),
      hand: ids(s.hand[p]!),
      discard: ids(s.discard[p]!),
      ko: ids(s.ko[p]!),
      main: unitView(s, s.main[p]!, p),
      standby: SLOT_INDICES.map((k) => unitView(s, s.standby[p * STANDBY_SLOTS + k]!, p)),
    })),
  };
}

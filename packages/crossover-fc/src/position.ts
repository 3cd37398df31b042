// CrossOver position files (docs/positions.md, docs/rules/crossover-fc.md "Positions"): a state built from JSON.
import { Prng } from '@tcglab/core';
import { MAX_INSTANCES } from './actions.js';
import { cardDefs } from './catalog.js';
import { readOptions } from './options.js';
import { defIndex, OPENING_HAND } from './setup.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { advance } from './turn.js';
import { drawCard, putOnField } from './zones.js';

type Obj = Record<string, unknown>;

function need<T>(v: unknown, ok: (x: unknown) => boolean, field: string, what: string): T {
  if (!ok(v)) throw new Error(`position: "${field}" must be ${what}`);
  return v as T;
}

const isInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
const isList = (x: unknown) => Array.isArray(x);
const isObj = (x: unknown) => typeof x === 'object' && x !== null;
const isSeat = (x: unknown) => x === 0 || x === 1;

const PHASES: Readonly<Record<string, number>> = {
  setup: S.S_SETUP_ORDER,
  mulligan: S.S_SETUP_MULLIGAN,
  'turn-start': S.S_TURN_START,
  main: S.S_MAIN,
  'end-phase': S.S_END_START,
};

/** A card of the position: its zone, owner, the side it is on (controller) and, for a set card, its host. */
interface Pending {
  id: string;
  owner: number;
  zone: number;
  p: number;
  spec: Obj | null;
  host: number;
}

/** Every card of the position in instance order: decks, hands, dust boxes and fields first, then set cards. */
function collectCards(players: unknown[]): Pending[] {
  const cards: Pending[] = [];
  const hosts: { at: number; set: unknown[]; p: number }[] = [];
  players.forEach((raw, pi) => {
    const pl = need<Obj>(raw, isObj, `players[${pi}]`, 'an object');
    for (const [zone, key] of [
      [S.Z_DECK, 'deck'],
      [S.Z_HAND, 'hand'],
      [S.Z_DUST, 'dust'],
    ] as const) {
      const list = need<unknown[]>(pl[key] ?? [], isList, `players[${pi}].${key}`, 'an array of card ids');
      // Deck is listed top first; the engine's deck array has its top at the end.
      const ordered = zone === S.Z_DECK ? [...list].reverse() : list;
      ordered.forEach((id, k) => {
        if (typeof id !== 'string') throw new Error(`position: players[${pi}].${key}[${k}] must be a card id`);
        cards.push({ id, owner: pi, zone, p: pi, spec: null, host: -1 });
      });
    }
    const field = need<unknown[]>(pl['field'] ?? [], isList, `players[${pi}].field`, 'an array');
    field.forEach((f, k) => {
      const at = `players[${pi}].field[${k}]`;
      const spec: Obj = typeof f === 'string' ? { card: f } : need<Obj>(f, isObj, at, 'a card id or an object');
      const id = need<string>(spec['card'], (x) => typeof x === 'string', `${at}.card`, 'a card id');
      const owner = spec['owner'] === undefined ? pi : need<number>(spec['owner'], isSeat, `${at}.owner`, '0 or 1');
      cards.push({ id, owner, zone: S.Z_FIELD, p: pi, spec, host: -1 });
      if (spec['set'] !== undefined)
        hosts.push({ at: cards.length - 1, set: need<unknown[]>(spec['set'], isList, `${at}.set`, 'an array'), p: pi });
    });
  });
  for (const h of hosts) {
    h.set.forEach((c, k) => {
      const spec: Obj = typeof c === 'string' ? { card: c } : (c as Obj);
      const id = need<string>(spec['card'], (x) => typeof x === 'string', `set[${k}].card`, 'a card id');
      const owner = spec['owner'] === undefined ? h.p : need<number>(spec['owner'], isSeat, `set[${k}].owner`, '0 or 1');
      const ctl = spec['controller'] === undefined ? owner : need<number>(spec['controller'], isSeat, `set[${k}].controller`, '0 or 1');
      cards.push({ id, owner, zone: S.Z_FIELD, p: ctl, spec: { card: id }, host: h.at });
    });
  }
  if (cards.length > MAX_INSTANCES) throw new Error(`position: at most ${MAX_INSTANCES} cards`);
  return cards;
}

/** Put every card in its zone (field cards after the others, hosts before their set cards). */
function placeCards(s: COState, cards: readonly Pending[]): void {
  cards.forEach((c, i) => {
    s.def[i] = defIndex(c.id, `position card ${i}`);
    s.owner[i] = c.owner;
    s.ctrl[i] = c.owner;
    if (c.zone === S.Z_DECK) {
      s.zone[i] = S.Z_DECK;
      s.deck[c.owner]!.push(i);
    } else if (c.zone === S.Z_HAND) {
      s.zone[i] = S.Z_HAND;
      s.hand[c.owner]!.push(i);
      s.drawn[c.owner]![s.def[i]!] = 1;
    } else if (c.zone === S.Z_DUST) {
      s.zone[i] = S.Z_DUST;
      s.dust[c.owner]!.push(i);
    }
  });
  cards.forEach((c, i) => {
    if (c.zone !== S.Z_FIELD) return;
    putOnField(s, i, c.p, c.host);
    const spec = c.spec ?? {};
    s.tapped[i] = spec['tapped'] === true ? 1 : 0;
    s.damage[i] = spec['damage'] === undefined ? 0 : need<number>(spec['damage'], isInt, `field card ${c.id}.damage`, 'an integer');
  });
}

/** Fields a setup position must leave out: nothing has been played, drawn or decided before 2-1-4. */
const NOT_AT_SETUP = ['turn', 'activePlayer', 'navigatorPlayed'];
const NOT_AT_SETUP_PLAYER = ['hand', 'dust', 'field', 'hp', 'energy', 'navigatorPlayed'];

/**
 * 2-1-4 … 2-1-6 from the listed decks (no opening shuffle: each opening hand is the deck's top 7 cards). `setup`:
 * `startWinner` chooses first or second; `mulligan`: `firstPlayer` keeps or mulligans, then the other player.
 */
function setupPosition(s: COState, p: Obj, players: unknown[], step: number): COState {
  for (const k of NOT_AT_SETUP) if (p[k] !== undefined) throw new Error(`position: "${k}" does not apply to a setup position`);
  players.forEach((raw, pi) => {
    const pl = raw as Obj;
    for (const k of NOT_AT_SETUP_PLAYER) {
      if (pl[k] !== undefined) throw new Error(`position: players[${pi}].${k}: a setup position lists only each player's deck`);
    }
    if (s.deck[pi]!.length < OPENING_HAND)
      throw new Error(`position: players[${pi}].deck: a setup position needs at least ${OPENING_HAND} cards`);
  });
  s.step = step; // before the draws: opening draws are not draw-reaction events (4-3-5)
  for (let pi = 0; pi < 2; pi++) for (let k = 0; k < OPENING_HAND; k++) drawCard(s, pi);
  if (step === S.S_SETUP_ORDER) {
    if (p['firstPlayer'] !== undefined) throw new Error('position: "firstPlayer" is chosen during a setup position: give "startWinner"');
    s.startWinner = need<number>(p['startWinner'] ?? 0, isSeat, 'startWinner', '0 or 1');
    s.decision = S.D_ORDER;
    s.actor = s.startWinner;
  } else {
    s.first = need<number>(p['firstPlayer'] ?? 0, isSeat, 'firstPlayer', '0 or 1');
    s.startWinner = need<number>(p['startWinner'] ?? s.first, isSeat, 'startWinner', '0 or 1');
    s.decision = S.D_MULLIGAN;
    s.actor = s.first;
  }
  return s;
}

/** Build a state from a position's JSON. The caller applies `actions`. */
export function loadPosition(pos: unknown): COState {
  const p = need<Obj>(pos, isObj, '(root)', 'an object');
  if (p['game'] !== 'crossover-fc') throw new Error(`position: "game" must be "crossover-fc"`);
  const players = need<unknown[]>(p['players'], (x) => isList(x) && (x as unknown[]).length === 2, 'players', 'an array of 2 players');
  const seed = String(p['seed'] ?? 1);
  const options = readOptions(p['options'] as Obj | undefined);
  const phase = String(p['phase'] ?? p['step'] ?? 'main');
  const step = PHASES[phase];
  if (step === undefined) throw new Error(`position: "phase" must be one of ${Object.keys(PHASES).join(', ')}`);
  const cards = collectCards(players);
  const s = S.blankState(
    options,
    cards.length,
    cardDefs().length,
    ['position P1', 'position P2'],
    [new Prng(`${seed}/deck/0`).state(), new Prng(`${seed}/deck/1`).state()],
    new Prng(`${seed}/engine`).state(),
  );
  s.turnLimit = need<number>(p['turnLimit'] ?? 200, isInt, 'turnLimit', 'an integer');
  if (step === S.S_SETUP_ORDER || step === S.S_SETUP_MULLIGAN) {
    placeCards(s, cards);
    return setupPosition(s, p, players, step);
  }
  const turn = need<number>(p['turn'] ?? 1, (x) => isInt(x) && (x as number) >= 1, 'turn', 'a positive integer');
  const active = need<number>(p['activePlayer'] ?? 0, isSeat, 'activePlayer', '0 or 1');
  s.turn = turn;
  s.tp = active;
  s.first =
    p['firstPlayer'] !== undefined ? need<number>(p['firstPlayer'], isSeat, 'firstPlayer', '0 or 1') : turn % 2 === 1 ? active : 1 - active;
  placeCards(s, cards);
  for (let pi = 0; pi < 2; pi++) {
    const pl = players[pi] as Obj;
    s.hp[pi] = need<number>(pl['hp'] ?? options.startingHp, isInt, `players[${pi}].hp`, 'an integer');
    s.energy[pi] = need<number>(pl['energy'] ?? 0, isInt, `players[${pi}].energy`, 'an integer');
  }
  s.navPlayed = (players[active] as Obj)['navigatorPlayed'] === true ? 1 : 0;
  s.step = step;
  s.winOpen = 0;
  s.decision = S.D_NONE;
  advance(s);
  return s;
}

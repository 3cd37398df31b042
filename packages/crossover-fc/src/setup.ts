// Building states: a new game from a GameConfig (2-1 setup), options with their documented defaults, positions.
import { Prng, RulesError, type GameConfig } from '@tcglab/core';
import { MAX_INSTANCES } from './actions.js';
import { DEFS, defById } from './cards/pool.js';
import { advance, dealOpening } from './engine.js';
import { putOnField } from './rules.js';
import * as S from './state.js';
import type { FcOptions, FcState } from './state.js';

export const DEFAULT_OPTIONS: FcOptions = {
  startingHp: 30,
  deckOut: 'empty',
  handLimit: 7,
  autoPass: true,
  chainResolution: 'all',
  charactersAsInterrupts: false,
  layer3: 'gain-after-loss',
};

/** Options from GameConfig.options / a position, validated (docs/rules/crossover-fc.md lists them). */
export function readOptions(o: Readonly<Record<string, unknown>> | undefined): FcOptions {
  const r = { ...DEFAULT_OPTIONS } as { -readonly [K in keyof FcOptions]: FcOptions[K] };
  if (!o) return r;
  for (const [k, v] of Object.entries(o)) {
    if (k === 'startingHp') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new RulesError(`option startingHp must be a positive integer`);
      r.startingHp = v;
    } else if (k === 'deckOut') {
      if (v !== 'empty' && v !== 'failed-draw') throw new RulesError(`option deckOut must be "empty" or "failed-draw"`);
      r.deckOut = v;
    } else if (k === 'handLimit') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new RulesError(`option handLimit must be a non-negative integer`);
      r.handLimit = v;
    } else if (k === 'autoPass') {
      if (typeof v !== 'boolean') throw new RulesError(`option autoPass must be true or false`);
      r.autoPass = v;
    } else if (k === 'chainResolution') {
      if (v !== 'all' && v !== 'one') throw new RulesError(`option chainResolution must be "all" or "one"`);
      r.chainResolution = v;
    } else if (k === 'charactersAsInterrupts') {
      if (typeof v !== 'boolean') throw new RulesError(`option charactersAsInterrupts must be true or false`);
      r.charactersAsInterrupts = v;
    } else if (k === 'layer3') {
      if (v !== 'gain-after-loss' && v !== 'loss-after-gain')
        throw new RulesError(`option layer3 must be "gain-after-loss" or "loss-after-gain"`);
      r.layer3 = v;
    } else {
      throw new RulesError(`unknown crossover-fc option "${k}" (known: ${Object.keys(DEFAULT_OPTIONS).join(', ')})`);
    }
  }
  return r;
}

function defIndex(id: string, where: string): number {
  const d = defById(id);
  if (!d) throw new RulesError(`${where}: unknown card "${id}"`);
  if (!d.playable) throw new RulesError(`${where}: ${d.name} (${d.id}) cannot be used: ${d.unsupported}`);
  return d.idx;
}

export function newGameState(config: GameConfig): FcState {
  const options = readOptions(config.options);
  const ids = [config.decks[0].cards, config.decks[1].cards];
  const n = ids[0]!.length + ids[1]!.length;
  if (n > MAX_INSTANCES) throw new RulesError(`tcglab supports at most ${MAX_INSTANCES} cards in both decks together (got ${n})`);
  const s = S.blankState(
    options,
    n,
    DEFS.length,
    [config.decks[0].name, config.decks[1].name],
    [new Prng(config.shuffleSeeds[0]).state(), new Prng(config.shuffleSeeds[1]).state()],
    new Prng(config.engineSeed).state(),
  );
  s.turnLimit = config.turnLimit ?? 200;
  let inst = 0;
  for (let p = 0; p < 2; p++) {
    for (const id of ids[p]!) {
      s.def[inst] = defIndex(id, `deck ${config.decks[p]!.name}`);
      s.owner[inst] = p;
      s.ctrl[inst] = p;
      s.zone[inst] = S.Z_DECK;
      s.deck[p]!.push(inst);
      inst++;
    }
  }
  // 2-1-1 … 2-1-5: shuffle, draw 7 each, then the start winner sees the hand and chooses first or second.
  dealOpening(s);
  s.startWinner = config.startWinner;
  s.step = S.S_SETUP_ORDER;
  s.decision = S.D_ORDER;
  s.actor = config.startWinner;
  return s;
}

// ---------- positions (docs/rules/crossover-fc.md, "Positions") ----------

type Obj = Record<string, unknown>;

function need<T>(v: unknown, ok: (x: unknown) => boolean, field: string, what: string): T {
  if (!ok(v)) throw new Error(`position: "${field}" must be ${what}`);
  return v as T;
}

const isInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
const isList = (x: unknown) => Array.isArray(x);

const PHASES: Readonly<Record<string, number>> = {
  'turn-start': S.S_TURN_START,
  main: S.S_MAIN,
  'end-phase': S.S_END_START,
};

/** Build a state from a position's JSON. The caller applies `actions`. */
export function loadPositionState(pos: unknown): FcState {
  const p = need<Obj>(pos, (x) => typeof x === 'object' && x !== null, '(root)', 'an object');
  if (p['game'] !== 'crossover-fc') throw new Error(`position: "game" must be "crossover-fc"`);
  const players = need<unknown[]>(p['players'], (x) => isList(x) && (x as unknown[]).length === 2, 'players', 'an array of 2 players');
  const seed = String(p['seed'] ?? 1);
  const options = readOptions(p['options'] as Obj | undefined);
  // First pass: count instances.
  interface Pending {
    id: string;
    owner: number;
    zone: number;
    p: number;
    spec: Obj | null;
    host: number;
  }
  const cards: Pending[] = [];
  const hosts: { at: number; set: unknown[]; p: number }[] = [];
  players.forEach((raw, pi) => {
    const pl = need<Obj>(raw, (x) => typeof x === 'object' && x !== null, `players[${pi}]`, 'an object');
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
      const spec: Obj =
        typeof f === 'string'
          ? { card: f }
          : need<Obj>(f, (x) => typeof x === 'object' && x !== null, `players[${pi}].field[${k}]`, 'a card id or an object');
      const id = need<string>(spec['card'], (x) => typeof x === 'string', `players[${pi}].field[${k}].card`, 'a card id');
      const owner =
        spec['owner'] === undefined
          ? pi
          : need<number>(spec['owner'], (x) => x === 0 || x === 1, `players[${pi}].field[${k}].owner`, '0 or 1');
      cards.push({ id, owner, zone: S.Z_FIELD, p: pi, spec, host: -1 });
      if (spec['set'] !== undefined)
        hosts.push({
          at: cards.length - 1,
          set: need<unknown[]>(spec['set'], isList, `players[${pi}].field[${k}].set`, 'an array'),
          p: pi,
        });
    });
  });
  for (const h of hosts) {
    h.set.forEach((c, k) => {
      const spec: Obj = typeof c === 'string' ? { card: c } : (c as Obj);
      const id = need<string>(spec['card'], (x) => typeof x === 'string', `set[${k}].card`, 'a card id');
      const owner = spec['owner'] === undefined ? h.p : need<number>(spec['owner'], (x) => x === 0 || x === 1, `set[${k}].owner`, '0 or 1');
      const ctl =
        spec['controller'] === undefined
          ? owner
          : need<number>(spec['controller'], (x) => x === 0 || x === 1, `set[${k}].controller`, '0 or 1');
      cards.push({ id, owner, zone: S.Z_FIELD, p: ctl, spec: { card: id }, host: h.at });
    });
  }
  if (cards.length > MAX_INSTANCES) throw new Error(`position: at most ${MAX_INSTANCES} cards`);
  const s = S.blankState(
    options,
    cards.length,
    DEFS.length,
    ['position P1', 'position P2'],
    [new Prng(`${seed}/deck/0`).state(), new Prng(`${seed}/deck/1`).state()],
    new Prng(`${seed}/engine`).state(),
  );
  const turn = need<number>(p['turn'] ?? 1, (x) => isInt(x) && (x as number) >= 1, 'turn', 'a positive integer');
  const active = need<number>(p['activePlayer'] ?? 0, (x) => x === 0 || x === 1, 'activePlayer', '0 or 1');
  s.turn = turn;
  s.tp = active;
  s.first =
    p['firstPlayer'] !== undefined
      ? need<number>(p['firstPlayer'], (x) => x === 0 || x === 1, 'firstPlayer', '0 or 1')
      : turn % 2 === 1
        ? active
        : 1 - active;
  s.turnLimit = need<number>(p['turnLimit'] ?? 200, isInt, 'turnLimit', 'an integer');
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
  for (let pi = 0; pi < 2; pi++) {
    const pl = players[pi] as Obj;
    s.hp[pi] = need<number>(pl['hp'] ?? options.startingHp, isInt, `players[${pi}].hp`, 'an integer');
    s.energy[pi] = need<number>(pl['energy'] ?? 0, isInt, `players[${pi}].energy`, 'an integer');
  }
  s.navPlayed = (players[active] as Obj)['navigatorPlayed'] === true ? 1 : 0;
  const phase = String(p['phase'] ?? p['step'] ?? 'main');
  const step = PHASES[phase];
  if (step === undefined) throw new Error(`position: "phase" must be one of ${Object.keys(PHASES).join(', ')}`);
  s.step = step;
  s.winOpen = 0;
  s.decision = S.D_NONE;
  advance(s);
  return s;
}

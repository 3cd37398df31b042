// Position files for Divine Cross (docs/rules/divine-cross.md#positions): build a state from JSON.
import { DEFS, defIndexOf } from './cards.js';
import { KIND_ASSIST, KIND_UNIT } from './card-format.js';
import { run } from './flow.js';
import { emptyState, ST_DRAW, ST_MAIN, ST_SETUP, ST_SKILL, Z_DISCARD, Z_HAND, Z_KO, type DcState } from './state.js';
import { attachAssist, attachEnergy, moveTo, putMain, putStandby } from './zones.js';

type Json = Record<string, unknown>;

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

const STEPS: Record<string, number> = { setup: ST_SETUP, draw: ST_DRAW, main: ST_MAIN, skill: ST_SKILL };

/** Build a state from a position's JSON. The caller applies its `actions`. */
export function loadPosition(position: unknown): DcState {
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
  const defs: number[] = [];
  const owners: number[] = [];
  type Unit = { inst: number; damage: number; stun: boolean; energy: number[]; assist: number };
  const plan: { deck: number[]; hand: number[]; discard: number[]; ko: number[]; main: Unit | null; standby: (Unit | null)[] }[] = [];
  const add = (d: number, p: number) => {
    defs.push(d);
    owners.push(p);
    return defs.length - 1;
  };
  for (let p = 0; p < 2; p++) {
    const pj = players[p] as Json;
    if (typeof pj !== 'object' || pj === null) fail(`players[${p}]`, 'must be an object');
    const f = `players[${p}]`;
    const unit = (v: unknown, field: string): Unit | null => {
      if (v === null || v === undefined) return null;
      const u = (typeof v === 'string' ? { card: v } : v) as Json;
      if (typeof u['card'] !== 'string') fail(`${field}.card`, 'is required');
      const d = ids([u['card']], `${field}.card`)[0]!;
      if (DEFS[d]!.kind !== KIND_UNIT) fail(`${field}.card`, `${DEFS[d]!.name} is not a unit`);
      const inst = add(d, p);
      const energy = ids(u['energy'], `${field}.energy`).map((e) => add(e, p));
      let assist = -1;
      if (u['assist'] !== undefined && u['assist'] !== null) {
        const a = ids([u['assist']], `${field}.assist`)[0]!;
        if (DEFS[a]!.kind !== KIND_ASSIST) fail(`${field}.assist`, `${DEFS[a]!.name} is not an assist`);
        assist = add(a, p);
      }
      const damage = u['damage'] ?? 0;
      if (typeof damage !== 'number' || damage < 0) fail(`${field}.damage`, 'must be a number ≥ 0');
      return { inst, damage, stun: u['stunned'] === true, energy, assist };
    };
    const standbyRaw = pj['standby'] ?? [];
    if (!Array.isArray(standbyRaw) || standbyRaw.length > 3) fail(`${f}.standby`, 'must be an array of at most 3 units');
    plan.push({
      deck: ids(pj['deck'], `${f}.deck`).map((d) => add(d, p)),
      hand: ids(pj['hand'], `${f}.hand`).map((d) => add(d, p)),
      discard: ids(pj['discard'], `${f}.discard`).map((d) => add(d, p)),
      ko: ids(pj['ko'], `${f}.ko`).map((d) => add(d, p)),
      main: unit(pj['main'], `${f}.main`),
      standby: standbyRaw.map((v, k) => unit(v, `${f}.standby[${k}]`)),
    });
    if (plan[p]!.hand.length > 32) fail(`${f}.hand`, 'at most 32 cards');
  }
  const s = emptyState(defs, owners, DEFS.length, `divine-cross/position/${seed}`, [
    `divine-cross/position/${seed}/shuffle/0`,
    `divine-cross/position/${seed}/shuffle/1`,
  ]);
  for (let p = 0; p < 2; p++) {
    const pl = plan[p]!;
    // Deck: listed top first; the state keeps the top at the end.
    for (let k = pl.deck.length - 1; k >= 0; k--) s.deck[p]!.push(pl.deck[k]!);
    for (const i of pl.hand) moveTo(s, i, Z_HAND);
    for (const i of pl.discard) moveTo(s, i, Z_DISCARD);
    for (const i of pl.ko) moveTo(s, i, Z_KO);
    const place = (u: Unit) => {
      s.damage[u.inst] = u.damage;
      s.stun[u.inst] = u.stun ? 1 : 0;
      for (const e of u.energy) attachEnergy(s, e, u.inst);
      if (u.assist >= 0) attachAssist(s, u.assist, u.inst);
    };
    if (pl.main) {
      putMain(s, pl.main.inst);
      place(pl.main);
    }
    pl.standby.forEach((u, k) => {
      if (u) {
        putStandby(s, u.inst, k);
        place(u);
      }
    });
  }
  const ap = Number(pos['activePlayer'] ?? 0);
  if (ap !== 0 && ap !== 1) fail('activePlayer', 'must be 0 or 1');
  s.tp = ap;
  s.firstPlayer = Number(pos['firstPlayer'] ?? ap);
  s.turn = Number(pos['turn'] ?? 2);
  if (!Number.isInteger(s.turn) || s.turn < 0) fail('turn', 'must be an integer ≥ 0');
  s.turnLimit = Number(pos['turnLimit'] ?? 200);
  const t = pos['ticket'];
  s.ticket = t === 0 || t === 1 ? t : -1;
  const used = (pos['used'] ?? {}) as Json;
  s.chargeUsed = used['charge'] ? 1 : 0;
  s.retreatUsed = used['retreat'] ? 1 : 0;
  s.eventUsed = used['event'] ? 1 : 0;
  s.step = step;
  if (step === ST_SETUP) {
    // 403.2 from the listed deck order (no initial shuffle); redos reshuffle with the seeded stream.
    s.turn = 0;
    s.revealed = false;
    for (let p = 0; p < 2; p++) {
      if (plan[p]!.main || s.hand[p]!.length) fail(`players[${p}]`, 'a setup position lists only the deck');
      const d = s.deck[p]!;
      for (let k = 0; k < 5 && d.length > 0; k++) moveTo(s, d[d.length - 1]!, Z_HAND);
    }
  } else {
    s.revealed = true;
    for (let p = 0; p < 2; p++) if (s.main[p]! < 0) fail(`players[${p}].main`, 'a Main unit is required after setup');
  }
  run(s);
  return s;
}

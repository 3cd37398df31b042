// Test helpers: build positions with filler decks, list and play actions by their text, find card instances.
import { cardById, game, type COState } from '../src/index.js';
import { ZONE_NAMES } from '../src/state.js';

const BUF = new Int32Array(game.maxLegalActions);

export interface PlayerSpec {
  hp?: number;
  energy?: number;
  deck?: readonly string[];
  hand?: readonly string[];
  dust?: readonly string[];
  field?: readonly (string | Record<string, unknown>)[];
  navigatorPlayed?: boolean;
}

/** A position (docs/rules/crossover-fc.md) with 20-card filler decks unless a deck is given. */
export function load(p: {
  turn?: number;
  activePlayer?: number;
  phase?: string;
  options?: object;
  players: [PlayerSpec, PlayerSpec];
}): COState {
  return game.loadPosition!({
    game: 'crossover-fc',
    seed: 1,
    turn: p.turn ?? 3,
    activePlayer: p.activePlayer ?? 0,
    phase: p.phase ?? 'main',
    ...(p.options ? { options: p.options } : {}),
    players: p.players.map((pl) => ({ deck: Array<string>(20).fill('sx-010'), ...pl })),
  });
}

export function legal(s: COState): string[] {
  const n = game.legalActions(s, BUF);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(game.actionToString(s, BUF[i]!));
  return out;
}

/** Apply the legal action whose text is exactly `text` (the way position `actions` are matched). */
export function act(s: COState, text: string): void {
  const n = game.legalActions(s, BUF);
  for (let i = 0; i < n; i++) {
    if (game.actionToString(s, BUF[i]!) === text) {
      game.applyAction(s, BUF[i]!);
      return;
    }
  }
  throw new Error(`no legal action "${text}" for P${game.currentPlayer(s) + 1}; legal:\n  ${legal(s).join('\n  ')}\n${game.describe(s)}`);
}

/** Pass (priority) until `text` is legal, then play it. Use with `{ autoPass: false }` positions. */
export function go(s: COState, text: string): void {
  for (let g = 0; g < 40; g++) {
    const l = legal(s);
    if (l.includes(text)) {
      act(s, text);
      return;
    }
    if (!l[0]?.startsWith('pass')) break;
    act(s, l[0]);
  }
  act(s, text); // throws with the legal list
}

/** A position where every window is a decision (no auto-pass). */
export function loadStepwise(p: Parameters<typeof load>[0]): COState {
  return load({ ...p, options: { autoPass: false, ...(p.options ?? {}) } });
}

/** Pass until the chain is empty (both players pass; the whole chain resolves, A6). */
export function resolve(s: COState): void {
  for (let g = 0; g < 20 && s.chLen > 0 && !game.isTerminal(s); g++) act(s, legal(s)[0]!.startsWith('pass') ? legal(s)[0]! : 'pass');
}

/** Pass priority until the step changes to one whose name includes `stepName`, or a non-priority decision. */
export function passTo(s: COState, stepName: string): void {
  for (let g = 0; g < 60 && !game.isTerminal(s); g++) {
    const v = game.view(s, 0) as { step: string; decision: string };
    if (v.step.includes(stepName) && g > 0) return;
    if (v.decision !== 'priority') {
      if (v.step.includes(stepName)) return;
      throw new Error(`passTo(${stepName}): stopped at ${v.step} / ${v.decision}\n${game.describe(s)}`);
    }
    act(s, legal(s)[0]!);
  }
}

/** The instances whose card id is `id` in a zone ('field', 'hand', 'dust box', 'deck'), optionally owned by a player. */
export function find(s: COState, id: string, zone = 'field', owner?: number): number[] {
  const z = ZONE_NAMES.indexOf(zone as (typeof ZONE_NAMES)[number]);
  const out: number[] = [];
  for (let i = 0; i < s.nCards; i++) {
    if (game.cards.resolve(id)?.id !== undefined && s.zone[i] === z && (owner === undefined || s.owner[i] === owner)) {
      if (s.def[i] === globalDefIdx(id)) out.push(i);
    }
  }
  return out;
}

function globalDefIdx(id: string): number {
  return cardById(id).idx;
}

export function one(s: COState, id: string, zone = 'field', owner?: number): number {
  const l = find(s, id, zone, owner);
  if (l.length === 0) throw new Error(`no ${id} in ${zone}\n${game.describe(s)}`);
  return l[0]!;
}

export { game };

const PASSES = [
  'pass',
  'declare no block',
  'declare no attack',
  'pass (no damage reduction)',
  'pass (no crash negation)',
  'pass (no draw reaction)',
  'pass (no energy reaction)',
];

/** Take pass-like actions until `pred` holds. */
export function passUntil(s: COState, pred: () => boolean, max = 80): void {
  for (let g = 0; g < max; g++) {
    if (pred()) return;
    const l = legal(s);
    const p = l.find((t) => PASSES.includes(t));
    if (!p) throw new Error(`passUntil: no pass-like action; legal:\n  ${l.join('\n  ')}\n${game.describe(s)}`);
    act(s, p);
  }
  if (!pred()) throw new Error(`passUntil: condition not reached\n${game.describe(s)}`);
}

/** Pass until turn `n` begins with a decision. */
export function toTurn(s: COState, n: number): void {
  passUntil(s, () => s.turn >= n);
}

// Test helpers: build positions, apply actions by their display strings, read zones by card id.
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';
import type { DMPosition } from '../src/position.js';

/** Filler deck cards (vanilla creatures) so that nobody decks out by accident. */
export const FILLER = 'dm01-012'; // Lah, Purification Enforcer (vanilla)
export function deck(n = 10, id = FILLER): string[] {
  return Array.from({ length: n }, () => id);
}

type Player = DMPosition['players'][number];

/** A position with sensible defaults: main step of turn 3, player 0 to act, 10-card decks, 5 shields each. */
export function position(p0: Player, p1: Player = {}, extra: Partial<DMPosition> = {}): DMState {
  const withDefaults = (p: Player): Player => ({ deck: deck(), shields: deck(5), ...p });
  return game.loadPosition!({
    game: 'duel-masters',
    seed: 1,
    turn: 3,
    activePlayer: 0,
    step: 'main',
    players: [withDefaults(p0), withDefaults(p1)],
    ...extra,
  }) as DMState;
}

const buf = new Int32Array(4096);

export function legal(s: DMState): string[] {
  const n = game.legalActions(s, buf);
  return Array.from(buf.subarray(0, n), (a) => game.actionToString(s, a));
}

/** Apply the unique legal action whose text equals (or else starts with) `text`. */
export function act(s: DMState, text: string): void {
  const n = game.legalActions(s, buf);
  const all = Array.from(buf.subarray(0, n));
  let hits = all.filter((a) => game.actionToString(s, a) === text);
  if (hits.length === 0) hits = all.filter((a) => game.actionToString(s, a).startsWith(text));
  if (hits.length !== 1) {
    throw new Error(`"${text}" matches ${hits.length} legal actions; legal: ${all.map((a) => game.actionToString(s, a)).join(' | ')}`);
  }
  game.applyAction(s, hits[0]!);
}

export function acts(s: DMState, ...texts: string[]): void {
  for (const t of texts) act(s, t);
}

export interface Snap {
  status: string;
  winner: number | null;
  reason: string | null;
  turn: number;
  activePlayer: number;
  step: string;
  toAct: number;
  players: {
    deck: number;
    hand: string[];
    mana: { id: string; tapped: boolean }[];
    shields: number;
    battle: { id: string; tapped: boolean; sick: boolean; power: number; under: string[] }[];
    graveyard: string[];
  }[];
}

export function snap(s: DMState): Snap {
  return game.snapshot!(s) as Snap;
}

export function battleIds(s: DMState, p: number): string[] {
  return snap(s).players[p]!.battle.map((b) => b.id);
}

/** `k` copies of card `id` (for mana zones and decks). */
export const copies = (id: string, k: number): string[] => Array.from({ length: k }, () => id);
/** Mana of one civilization, made of vanilla-ish cards of that civilization. */
export const FIRE = (k: number) => copies('dm01-097', k); // Immortal Baron, Vorg: fire Human 2000
export const DARK = (k: number) => copies('dm01-090', k); // Writhing Bone Ghoul: darkness Living Dead 2000
export const WATER = (k: number) => copies('dm01-083', k); // Aqua Vehicle: water Liquid People 1000
export const LIGHT = (k: number) => copies('dm01-075', k); // Reusol, the Oracle: light 2000
export const NATURE = (k: number) => copies('dm01-108', k); // Burning Mane: nature Beast Folk 2000
/** Player p's part of the snapshot. */
export const P = (s: DMState, p: number) => snap(s).players[p]!;
/** Current power of player p's creature `id` in the battle zone (the first copy). */
export const power = (s: DMState, p: number, id: string) => P(s, p).battle.find((b) => b.id === id)!.power;
export const manaIds = (s: DMState, p: number) => P(s, p).mana.map((m) => m.id);

// Test helpers for every Duel Masters test: positions, actions by their display strings, zones by card id, and the
// vanilla cards the card tests build their positions from.
import { Prng } from '@tcglab/core';
import { fuzzDeck } from '../src/deck.js';
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';
import type { DMPosition } from '../src/position.js';

/** `n` copies of card `id` (decks, mana zones). */
export const M = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

// Vanilla cards of each civilization (mana and bodies), and a few others the card tests use often.
export const LIGHT = 'dm01-075'; // Reusol, the Oracle (light 2000)
export const WATER = 'dm01-083'; // Aqua Vehicle (water 1000, Liquid People)
export const DARK = 'dm01-090'; // Writhing Bone Ghoul (darkness 2000, Living Dead)
export const FIRE = 'dm01-097'; // Immortal Baron, Vorg (fire 2000, Human)
export const NATURE = 'dm01-108'; // Burning Mane (nature 2000, Beast Folk)
export const LAH = 'dm01-012'; // Lah, Purification Enforcer (light 5500, vanilla; the deck filler)
export const HORNET = 'dm01-066'; // Forest Hornet (nature 4000)
export const SEAMINE = 'dm01-004'; // Seamine (water 4000, blocker)
export const GRASS = 'dm01-074'; // Emerald Grass (light 3000, blocker)
export const DIA = 'dm01-013'; // Dia Nork (light 5000, blocker)
export const GRAN = 'dm01-001'; // Gran Gure (light 9000, blocker)
export const PIT = 'dm01-027'; // Terror Pit (darkness spell 6, S-Trigger)
export const BOLTAIL = 'dm03-015'; // Boltail Dragon (fire 7, Armored Dragon)
/** Display names of those cards, as action strings print them. */
export const N = {
  lah: 'Lah, Purification Enforcer (dm01-012)',
  vorg: 'Immortal Baron, Vorg (dm01-097)',
  mane: 'Burning Mane (dm01-108)',
  vehicle: 'Aqua Vehicle (dm01-083)',
  ghoul: 'Writhing Bone Ghoul (dm01-090)',
  hornet: 'Forest Hornet (dm01-066)',
  seamine: 'Seamine (dm01-004)',
  dia: 'Dia Nork, Moonlight Guardian (dm01-013)',
  reusol: 'Reusol, the Oracle (dm01-075)',
  gran: 'Gran Gure, Space Guardian (dm01-001)',
  boltail: 'Boltail Dragon (dm03-015)',
};

/** A deck of `n` filler cards (vanilla creatures) so that nobody decks out by accident. */
export function deck(n = 10, id = LAH): string[] {
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

/** The texts of the legal actions `distinctActions` keeps for the player to decide (one per class it cannot tell apart). */
export function distinctLegal(s: DMState): string[] {
  const n = game.legalActions(s, buf);
  const m = game.distinctActions!(s, game.currentPlayer(s), buf, n);
  return Array.from(buf.subarray(0, m), (a) => game.actionToString(s, a));
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

/** Player p's part of the snapshot. */
export const pl = (s: DMState, p: number) => snap(s).players[p]!;
/** Current power of player p's creature `id` in the battle zone (the first copy). */
export const power = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.power;
export const manaIds = (s: DMState, p: number) => pl(s, p).mana.map((m) => m.id);
/** A deck with these cards on top, then filler. */
export const deckOf = (...top: string[]) => [...top, ...M(LAH, 8)];

/** Apply the first legal action whose text starts with `text` (for identical cards, e.g. mana). */
export function actFirst(s: DMState, text: string): void {
  const n = game.legalActions(s, buf);
  for (let k = 0; k < n; k++) {
    if (game.actionToString(s, buf[k]!).startsWith(text)) {
      game.applyAction(s, buf[k]!);
      return;
    }
  }
  throw new Error(`no legal action starts with "${text}": ${legal(s).join(' | ')}`);
}

/**
 * Seeded random games between the all-cards fuzz decks (game i: fuzzDeck(2i) against fuzzDeck(2i + 1), seeds from
 * `label` and i): `check(s, i)` runs on the fresh game and after every action. For tests that recount a kept figure.
 */
export function eachFuzzedState(label: string, games: number, check: (s: DMState, i: number) => void): void {
  const legal = new Int32Array(game.maxLegalActions);
  for (let i = 0; i < games; i++) {
    const s = game.newGame({
      decks: [fuzzDeck(2 * i), fuzzDeck(2 * i + 1)],
      shuffleSeeds: [`${label}/${i}/0`, `${label}/${i}/1`],
      engineSeed: `${label}/${i}`,
      startWinner: (i & 1) as 0 | 1,
    });
    const rng = new Prng(`${label}/${i}/agent`);
    check(s, i);
    while (!game.isTerminal(s)) {
      const n = game.trusted!.legalActions(s, legal);
      game.trusted!.applyAction(s, legal[rng.int(n)]!);
      check(s, i);
    }
  }
}

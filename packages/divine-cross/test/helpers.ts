// Test helpers: build positions, find and apply actions by their text, read zones.
import { expect } from 'vitest';
import { game, type DCState } from '../src/index.js';
import { cardDefs } from '../src/catalog.js';

const legalBuf = new Int32Array(game.maxLegalActions);

export function texts(s: DCState): string[] {
  const n = game.legalActions(s, legalBuf);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(game.actionToString(s, legalBuf[i]!));
  return out;
}

/** Apply the legal action whose text starts with `prefix`; fails listing the legal texts otherwise. */
export function act(s: DCState, prefix: string): void {
  const n = game.legalActions(s, legalBuf);
  for (let i = 0; i < n; i++) {
    const a = legalBuf[i]!;
    if (game.actionToString(s, a).startsWith(prefix)) {
      game.applyAction(s, a);
      return;
    }
  }
  expect.fail(`no legal action starting with "${prefix}"; legal: ${texts(s).join(' | ')}`);
}

export function has(s: DCState, prefix: string): boolean {
  return texts(s).some((t) => t.startsWith(prefix));
}

type U = { card: string; damage?: number; stunned?: boolean; energy?: string[]; assist?: string } | string;

/** n filler energy cards (Grey Drifter copies: energy has no characteristics, 306.6a). */
export function en(n: number): string[] {
  return new Array<string>(n).fill('DXS-008');
}

export interface P {
  deck?: string[];
  hand?: string[];
  discard?: string[];
  ko?: string[];
  main?: U;
  standby?: U[];
}

/** A position; a player without a `deck` gets 5 filler cards (so no accidental draw damage). */
export function pos(players: [P, P], extra: Record<string, unknown> = {}): DCState {
  const ps = players.map((p) => (p.deck ? p : { ...p, deck: en(5) }));
  const s = game.loadPosition!({ game: 'divine-cross', seed: 1, turn: 3, activePlayer: 0, step: 'main', players: ps, ...extra });
  game.setLogging!(s, true);
  return s;
}

export const id = (s: DCState, i: number) => (i < 0 ? null : cardDefs()[s.def[i]!]!.id);
export const main = (s: DCState, p: number) => s.main[p]!;
export const dmg = (s: DCState, p: number) => s.damage[s.main[p]!]!;
export const ids = (s: DCState, arr: number[]) => arr.map((i) => cardDefs()[s.def[i]!]!.id);
export function logOf(s: DCState): string[] {
  return game.drainLog!(s);
}

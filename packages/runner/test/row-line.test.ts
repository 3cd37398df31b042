// The worker's games.csv line (rowLine, written straight from a game's record) against the reference path it
// replaces: gameRowToCsv(gameRow(…)), itself tested against csv-stringify. Fields that need quoting included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '@tcglab/core';
import { gameRowToCsv } from '@tcglab/reports/game-row';
import { loadGame } from '../src/games.js';
import { playIndex, playIndexWithState, prepareRun } from '../src/play.js';
import type { RunSpec } from '../src/spec.js';
import { fixtureSpec, game } from './helpers.js';

async function same(spec: RunSpec, g: Game<unknown>, games: number): Promise<number> {
  const ctx = await prepareRun(spec, g);
  let quoted = 0;
  for (let i = 0; i < games; i++) {
    const o = playIndex(ctx, i);
    const out = o instanceof Promise ? await o : o;
    if (!out.ok) throw new Error(out.error);
    const { row } = await playIndexWithState(ctx, i);
    expect(out.line).toBe(gameRowToCsv(row));
    if (out.line.includes('"')) quoted++;
  }
  return quoted;
}

/** The game with card ids that need quoting (a comma, a quote) for every other card. */
function oddIds(g: Game<unknown>): Game<unknown> {
  const odd = (id: string, k: number) => (k % 2 ? `${id},"x"` : id);
  return {
    ...g,
    cardStats: (s, p) => {
      const c = g.cardStats!(s, p);
      return {
        drawn: c.drawn.map(odd),
        played: c.played.map(([id, t], k) => [odd(id, k), t] as const),
        ...(c.opening ? { opening: c.opening.map(odd) } : {}),
        ...(c.shieldOnly ? { shieldOnly: c.shieldOnly.map((id) => `${id}"`) } : {}),
      };
    },
  };
}

describe('rowLine', () => {
  it('writes the reference line for the fixture game, plain and with fields that need quoting', async () => {
    expect(await same(fixtureSpec({ gamesPerPair: 4 }), game, 12)).toBe(0);
    const odd = fixtureSpec({ gamesPerPair: 4, seed: 'a,"b"' });
    const decks = odd.decks.map((d, k) => ({ ...d, name: k === 1 ? `${d.name}, "the second"` : d.name }));
    expect(await same({ ...odd, decks }, oddIds(game), 12)).toBe(12);
  });

  it('writes the reference line for Duel Masters', async () => {
    const dm = await loadGame('duel-masters');
    const folder = join(import.meta.dirname, '../../../decks/duel-masters');
    const decks = readdirSync(folder)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .slice(0, 3)
      .map((f) => ({ name: f.replace(/\.txt$/, ''), file: join(folder, f), text: readFileSync(join(folder, f), 'utf8') }));
    const spec: RunSpec = {
      game: 'duel-masters',
      decks,
      agents: ['random', 'greedy'],
      gamesPerPair: 6,
      seed: 'row',
      pairing: 'round-robin',
    };
    expect(await same(spec, dm, 18)).toBe(0);
    expect(await same({ ...spec, seed: 'x"y' }, oddIds(dm), 6)).toBe(6);
  });
});

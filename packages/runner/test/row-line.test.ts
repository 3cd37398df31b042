// The worker's games.csv line (writeRow: bytes straight from a game's record and card use) against the reference path
// it replaces: gameRowToCsv(gameRow(…)), itself tested against csv-stringify. Fields that need quoting and text that is
// not ASCII included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hex32, type Game } from '@tcglab/core';
import { gameRowToCsv } from '@tcglab/reports/game-row';
import { loadGame } from '../src/games.js';
import { playIndex, playIndexWithState, prepareRun } from '../src/play.js';
import { CsvBytes } from '../src/row.js';
import type { RunSpec } from '../src/spec.js';
import { fixtureSpec, game } from './helpers.js';

async function same(spec: RunSpec, g: Game<unknown>, games: number): Promise<number> {
  const ctx = await prepareRun(spec, g);
  let quoted = 0;
  const rows = new CsvBytes(16); // grows
  for (let i = 0; i < games; i++) {
    const o = playIndex(ctx, i, rows);
    const out = o instanceof Promise ? await o : o;
    if (!out.ok) throw new Error(out.error);
    const line = new TextDecoder().decode(rows.take());
    const { row } = await playIndexWithState(ctx, i);
    expect(line).toBe(gameRowToCsv(row));
    if (line.includes('"')) quoted++;
  }
  return quoted;
}

/** The game with card ids that need quoting (a comma, a quote) or are not ASCII, for two cards in three. */
function oddIds(g: Game<unknown>): Game<unknown> {
  const ids = g.cardIds!().map((id, d) => (d % 3 === 0 ? id : d % 3 === 1 ? `${id},"x"` : `${id}é"`));
  return { ...g, cardIds: () => ids };
}

describe('writeRow', () => {
  it('writes numbers as String and hex32 do', () => {
    const out = new CsvBytes(4);
    const ints = [0, 1, 9, 10, 99, 100, -1, -10, 2147483647, 2147483648, -2147483647, -2147483648, 1e12, 123456789];
    let x = 7;
    for (let k = 0; k < 200; k++) ints.push((x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 10 ** (k % 10));
    let want = '';
    for (const v of ints) {
      out.int(v);
      out.byte(32);
      out.hex32(v >>> 0);
      out.byte(10);
      want += `${v} ${hex32(v >>> 0)}\n`;
    }
    expect(new TextDecoder().decode(out.take())).toBe(want);
  });

  it('writes the reference line for the fixture game, plain and with fields that need quoting', async () => {
    expect(await same(fixtureSpec({ gamesPerPair: 4 }), game, 12)).toBe(0);
    const odd = fixtureSpec({ gamesPerPair: 4, seed: 'a,"b"' });
    const decks = odd.decks.map((d, k) => ({ ...d, name: k === 1 ? `${d.name}, "the second"` : k === 2 ? `${d.name} 火` : d.name }));
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

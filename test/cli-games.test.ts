// End to end (built JS) on the real games with their shipped decks: determinism over worker counts, play, decks.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, read, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-games-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const GAMES = ['duel-masters', 'divine-cross', 'crossover-fc'].filter(
  (g) => existsSync(join(REPO, 'decks', g)) && readdirSync(join(REPO, 'decks', g)).some((f) => f.endsWith('.txt')),
);

describe.each(GAMES)('%s', (game) => {
  const decks = join(REPO, 'decks', game);
  it('its shipped decks validate', () => {
    const r = tcglab(['deck', 'validate', decks]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
  it('the decks of its subfolders (historical, community) validate too', () => {
    for (const sub of readdirSync(decks, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const r = tcglab(['deck', 'validate', join(decks, sub.name)]);
      expect(r.stderr, sub.name).toBe('');
      expect(r.code, sub.name).toBe(0);
    }
  });
  it('sim gives byte-identical games.csv with 1 and 2 workers, and replay reproduces a game', () => {
    const base = ['sim', '--decks', decks, '--games', '6', '--seed', 'games-e2e', '--quiet'];
    const a = tcglab([...base, '--workers', '1', '--out', join(tmp, `${game}-1`)]);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const b = tcglab([...base, '--workers', '2', '--batch', '1', '--out', join(tmp, `${game}-2`)]);
    expect(b.code).toBe(0);
    const csv = read(join(tmp, `${game}-1/games.csv`));
    expect(read(join(tmp, `${game}-2/games.csv`))).toBe(csv);
    expect(JSON.parse(read(join(tmp, `${game}-1/run.json`))).spec.game).toBe(game);
    const r = tcglab(['replay', '--run', join(tmp, `${game}-1`), '--game', '3', '--quiet']);
    expect(r.stdout).toMatch(/^ok: checksum [0-9a-f]{8} matches games.csv/);
  });
  it('play prints a readable log', () => {
    const files = readdirSync(decks)
      .filter((f) => f.endsWith('.txt'))
      .sort();
    const r = tcglab(['play', '--deck', join(decks, files[0]!), '--deck', join(decks, files[1]!), '--seed', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^T +1 seat [01]: \S/m);
    expect(r.stdout).toMatch(/^result: /m);
  });
});

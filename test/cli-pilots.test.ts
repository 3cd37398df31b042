// End to end (built JS): agents bound to decks (--pilot DECK=SPEC, --field-agent SPEC): each deck keeps its
// agent in both seats of a pair; games.csv, decks.csv, the end table, run.json and the report name the pilots.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-pilots-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const rows = (f: string) =>
  readFileSync(f, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
const base = ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '6', '--seed', 'pilots'];

describe('--pilot binds an agent to a deck', () => {
  it('the deck plays with its pilot in both seats; every report names it; 1 and 2 workers agree', () => {
    const dir = join(tmp, 'p1');
    const r = tcglab([...base, '--pilot', 'alpha=greedy', '--field-agent', 'random', '--workers', '1', '--out', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // games.csv columns: deck_0 3, deck_1 4, agent_0 5, agent_1 6.
    const games = rows(join(dir, 'games.csv'));
    expect(games).toHaveLength(18);
    for (const g of games) {
      for (const s of [0, 1]) expect(g[5 + s], g.join(',')).toBe(g[3 + s] === 'alpha' ? 'greedy' : 'random');
    }
    expect(new Set(games.filter((g) => g[3] === 'alpha').map((g) => g[0]!)).size).toBe(6); // alpha sits in seat 0 …
    expect(new Set(games.filter((g) => g[4] === 'alpha').map((g) => g[0]!)).size).toBe(6); // … and in seat 1
    expect(r.stdout).toMatch(/^pair\s+deck A \(pilot\)\s+deck B \(pilot\)/);
    expect(r.stdout).toMatch(/alpha \(greedy\)\s+beta \(random\)/);
    const decks = readFileSync(join(dir, 'decks.csv'), 'utf8').trim().split('\n');
    const pilotCol = decks[0]!.split(',').indexOf('pilot');
    const byDeck = Object.fromEntries(decks.slice(1).map((l) => [l.split(',')[1], l.split(',')[pilotCol]]));
    expect(byDeck).toEqual({ alpha: 'greedy', beta: 'random', gamma: 'random' });
    const run = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    expect(run.spec.pilots).toEqual(['greedy', 'random', 'random']);
    expect(run.reproduce).toMatch(/--pilot alpha=greedy --field-agent random/);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(
      /<dt>Pilots<\/dt><dd>alpha: <code>greedy<\/code>, beta: <code>random<\/code>/,
    );
    const two = tcglab([...base, '--pilot', 'alpha=greedy', '--workers', '2', '--quiet', '--out', join(tmp, 'p2')]);
    expect(two.code).toBe(0);
    expect(readFileSync(join(tmp, 'p2/games.csv'), 'utf8')).toBe(readFileSync(join(dir, 'games.csv'), 'utf8'));
    // The reproduce command plays the same games.
    const again = tcglab([...run.reproduce.split(' ').slice(1), '--quiet', '--workers', '1', '--out', join(tmp, 'p3')]);
    expect(again.code).toBe(0);
    expect(readFileSync(join(tmp, 'p3/games.csv'), 'utf8')).toBe(readFileSync(join(dir, 'games.csv'), 'utf8'));
    // Seat agents, for contrast: a deck is played by both seat agents.
    const seats = tcglab([...base, '--agents', 'greedy,random', '--workers', '1', '--quiet', '--out', join(tmp, 'seats')]);
    expect(seats.code).toBe(0);
    expect(readFileSync(join(tmp, 'seats/decks.csv'), 'utf8')).toMatch(/,greedy\|random\n/);
  });

  it('a spec file binds agents with "pilots" and "fieldAgent"', () => {
    const spec = join(tmp, 'pilots.json');
    writeFileSync(
      spec,
      JSON.stringify({
        game: 'fixture-race',
        decks: FIX_DECKS,
        games: 6,
        seed: 'pilots',
        pilots: { alpha: 'greedy' },
        fieldAgent: 'random',
      }),
    );
    const r = tcglab(['sim', spec, '--workers', '1', '--quiet', '--out', join(tmp, 'file')]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(tmp, 'file/games.csv'), 'utf8')).toBe(readFileSync(join(tmp, 'p1/games.csv'), 'utf8'));
  });

  it.each([
    [['--pilot', 'nosuch=greedy'], /--pilot "nosuch=…": no such deck among the run's decks \(alpha, beta, gamma\)/],
    [['--pilot', 'alpha'], /--pilot expects DECK=SPEC/],
    [['--pilot', 'alpha=mcts:iters=0'], /agent "mcts:iters=0": iters must be at least 1/],
    [['--pilot', 'alpha=greedy', '--pilot', 'alpha=random'], /deck "alpha" is given two pilots/],
    [['--pilot', 'alpha=greedy', '--agents', 'random'], /give seat agents .* or deck agents .*, not both/],
    [['--field-agent', 'nosuch'], /unknown agent "nosuch"/],
  ])('%j is refused (exit 2, nothing written)', (args, msg) => {
    const out = join(tmp, 'never');
    const r = tcglab([...base, ...args, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(existsSync(out)).toBe(false);
  });

  it('--resume refuses --pilot (the agents come from run.json)', () => {
    const r = tcglab(['sim', '--resume', join(tmp, 'p1'), '--pilot', 'alpha=random']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/drop --pilot/);
  });
});

// End to end (built JS): sim determinism over worker counts, bad input, crash isolation, worker death, spec files.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV, FIX, FIX_DECKS, read, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('tcglab sim (fixture game)', () => {
  it('the same seed gives byte-identical games.csv with 1 and 2 workers', () => {
    const base = ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '60', '--seed', 'e2e', '--quiet'];
    const a = tcglab([...base, '--workers', '1', '--out', join(tmp, 'w1')]);
    const b = tcglab([...base, '--workers', '2', '--batch', '3', '--out', join(tmp, 'w2')]);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const g = read(join(tmp, 'w1/games.csv'));
    expect(g.split('\n').length).toBe(1 + 180 + 1);
    expect(read(join(tmp, 'w2/games.csv'))).toBe(g);
    const run = JSON.parse(read(join(tmp, 'w1/run.json')));
    expect(run.versions.game).toBe('fixture-1');
    expect(run.status).toBe('complete');
  });

  it('--until-ci stops pairs at the same games for 1 and 2 workers', () => {
    const base = [
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '2000',
      '--until-ci',
      '0.06',
      '--until-ci-batch',
      '40',
      '--seed',
      'ci',
      '--quiet',
    ];
    const a = tcglab([...base, '--workers', '1', '--out', join(tmp, 'ci1')]);
    const b = tcglab([...base, '--workers', '2', '--batch', '7', '--json', '--out', join(tmp, 'ci2')]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(read(join(tmp, 'ci2/games.csv'))).toBe(read(join(tmp, 'ci1/games.csv')));
    const s = JSON.parse(b.stdout);
    for (const p of s.pairs) {
      expect(p.games % 40).toBe(0);
      expect((p.pair_high - p.pair_low) / 2).toBeLessThanOrEqual(0.06); // the pair-aware rule
    }
    const sharded = tcglab([...base, '--shard', '0/2']);
    expect(sharded.code).toBe(2);
    expect(sharded.stderr).toMatch(/--until-ci cannot be combined with shards/);
  });

  it('prints the per-pair table, and --json a machine-readable summary', () => {
    const t = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '10',
      '--workers',
      '1',
      '--out',
      join(tmp, 'table'),
    ]);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/alpha\s+beta\s+10\s+\d+\.\d%\s+± \d/);
    const j = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '9',
      '--workers',
      '1',
      '--json',
      '--out',
      join(tmp, 'json'),
    ]);
    expect(j.code).toBe(0);
    expect(j.stderr).toMatch(/--games 9 rounded up to 10/);
    const s = JSON.parse(j.stdout);
    expect(s.pairs).toHaveLength(3);
    expect(s.pairs[0].games).toBe(10);
  });

  it('bad decks and bad flags give clear errors and exit 2, without creating a run folder', () => {
    const bad = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX, 'bad/typo.txt'),
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--out',
      join(tmp, 'bad1'),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/typo\.txt:3: unknown card "Eigth"; nearest: Eight/);
    const unplayable = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX, 'bad/unplayable.txt'),
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
    ]);
    expect(unplayable.code).toBe(2);
    expect(unplayable.stderr).toMatch(/Unfinished \(wip\): its ability is not written/);
    for (const [args, msg] of [
      [['--games', 'many'], /--games must be an integer/],
      [['--workers', '-1'], /--workers must be an integer/],
      [['--agents', 'random,random,random'], /one agent spec per seat/],
      [['--agents', 'nosuch'], /unknown agent "nosuch"/],
      [['--shard', '3/2'], /need 0 ≤ K < N/],
      [['--shards', '2'], /needs a shard index/],
      [['--until-ci', '0.7'], /half-width in \(0, 0.5\)/],
      [['--gauntlet', 'zeta'], /gauntlet deck "zeta"/],
      [['--bogus'], /unknown option '--bogus'/],
    ] as const) {
      const r = tcglab(['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, ...args, '--out', join(tmp, 'never')]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(msg);
    }
    const g = tcglab(['sim', '--game', 'nope', '--decks', FIX_DECKS]);
    expect(g.code).toBe(2);
    expect(g.stderr).toMatch(/unknown game "nope"; known games: duel-masters/);
    expect(() => readFileSync(join(tmp, 'never/run.json'))).toThrow();
  });

  it('a crashing game lands in errors.csv with its replay command; the run goes on and exits 1', () => {
    const dir = join(tmp, 'crash');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX, 'bad/crashy.txt'),
      '--games',
      '40',
      '--workers',
      '2',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(1);
    const errs = read(join(dir, 'errors.csv')).trim().split('\n');
    const games = read(join(dir, 'games.csv')).trim().split('\n');
    expect(errs.length - 1).toBeGreaterThan(0);
    expect(errs.length - 1 + games.length - 1).toBe(40);
    expect(r.stderr).toMatch(new RegExp(`${errs.length - 1} game\\(s\\) failed`));
    const first = errs[1]!.split(',');
    expect(errs[1]).toMatch(/Error: fixture: Boom exploded/);
    const replay = errs[1]!.slice(errs[1]!.lastIndexOf(',') + 1);
    expect(replay).toBe(`tcglab replay --run ${dir} --game ${first[0]}`);
    const again = tcglab(['replay', '--run', dir, '--game', first[0]!, '--quiet']);
    expect(again.stdout).toMatch(/ok: reproduced the recorded failure: Error: fixture: Boom exploded/);
    expect(again.code).toBe(0);
  });

  // This test once caught the whole CLI aborting (SIGABRT) when a replacement worker was terminated while Node's
  // require(esm) loaded it: the pools now load packages/runner/src/pool-entry.cts (see there).
  it('a worker thread that dies is replaced and its unfinished games are rerun, not lost or doubled', () => {
    const dir = join(tmp, 'killer');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX, 'bad/killer.txt'),
      '--games',
      '24',
      '--workers',
      '2',
      '--batch',
      '6',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/worker thread\(s\) died and were replaced/);
    const errs = read(join(dir, 'errors.csv')).trim().split('\n').slice(1);
    const games = read(join(dir, 'games.csv')).trim().split('\n').slice(1);
    const idx = [...games, ...errs].map((l) => Number(l.split(',')[0])).sort((a, b) => a - b);
    expect(idx).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(errs.length).toBeGreaterThan(0);
    expect(errs.every((l) => l.includes('WorkerDied'))).toBe(true);
    // Games of the dead workers' batches that did not play Worker Killer are rows like any other.
    const single = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX, 'bad/killer.txt'),
      '--games',
      '24',
      '--workers',
      '1',
      '--batch',
      '24',
      '--out',
      join(tmp, 'killer1'),
    ]);
    expect(single.code).toBe(1);
    expect(read(join(tmp, 'killer1/games.csv'))).toBe(read(join(dir, 'games.csv')));
  });

  it('a game that cannot load in the workers stops the run with that error (not a failure per game); the folder stays resumable', () => {
    const env = { ...ENV, TCGLAB_GAME_MODULES: `${ENV.TCGLAB_GAME_MODULES};broken-in-worker=${join(FIX, 'broken-in-worker.mjs')}` };
    const dir = join(tmp, 'broken');
    const r = tcglab(['sim', '--game', 'broken-in-worker', '--decks', FIX_DECKS, '--games', '20', '--workers', '2', '--out', dir], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/fixture: this game cannot load in a worker thread/);
    expect(read(join(dir, 'errors.csv')).trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(read(join(dir, 'run.json'))).status).toBe('running');
    const resumed = tcglab(['sim', '--resume', dir, '--workers', '0', '--quiet'], { env });
    expect(resumed.code).toBe(0);
    expect(read(join(dir, 'games.csv')).trim().split('\n')).toHaveLength(61);
  });

  it('a decision budget overrun is recorded like a crash', () => {
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '2',
      '--max-decisions',
      '4',
      '--workers',
      '1',
      '--out',
      join(tmp, 'budget'),
    ]);
    expect(r.code).toBe(1);
    expect(read(join(tmp, 'budget/errors.csv'))).toMatch(/GameBudgetError: game exceeded its budget of 4 decisions/);
  });

  it('reads a spec file (paths relative to it); flags override it; default folders never overwrite and latest points at the last', () => {
    const specDir = join(tmp, 'specs');
    const cwd = join(tmp, 'cwd');
    rmSync(specDir, { recursive: true, force: true });
    for (const d of [specDir, cwd]) rmSync(d, { recursive: true, force: true });
    mkdirSync(specDir, { recursive: true });
    mkdirSync(cwd, { recursive: true });
    writeFileSync(
      join(specDir, 'g.json'),
      JSON.stringify({ game: 'fixture-race', decks: FIX_DECKS, gauntlet: 'gamma', agents: 'random', games: 6, seed: 11 }),
    );
    const a = tcglab(['sim', join(specDir, 'g.json'), '--workers', '1', '--quiet'], { cwd });
    expect(a.code).toBe(0);
    const b = tcglab(['sim', join(specDir, 'g.json'), '--workers', '1', '--quiet', '--games', '4'], { cwd });
    expect(b.code).toBe(0);
    const dirs = readdirSync(join(cwd, 'reports')).sort();
    expect(dirs).toHaveLength(3);
    expect(dirs[0]).toMatch(/^\d{4}-\d\d-\d\d-g-11$/);
    expect(dirs[1]).toMatch(/^\d{4}-\d\d-\d\d-g-11-2$/);
    expect(dirs[2]).toBe('latest');
    const latest = JSON.parse(read(join(cwd, 'reports/latest/run.json')));
    expect(latest.spec.gamesPerPair).toBe(4);
    expect(latest.spec.pairing).toBe('gauntlet');
    expect(latest.pairs.map((p: { deck_a: string }) => p.deck_a)).toEqual(['gamma', 'gamma']);
    const bad = tcglab(['sim', join(specDir, 'nope.json')], { cwd });
    expect(bad.code).toBe(2);
    writeFileSync(join(specDir, 'typo.json'), JSON.stringify({ gamez: 4 }));
    const typo = tcglab(['sim', join(specDir, 'typo.json')], { cwd });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown field "gamez"/);
  });
});

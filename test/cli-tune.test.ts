// End to end (built JS): tcglab tune is the same for any worker count, resumes after kill -9, refuses bad input.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBudget, tuneProgressLine } from '../packages/cli/src/commands/tune.js';
import { FIX, FIX_DECKS, read, tcglab, tcglabAsync } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-tune-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const TUNE = join(FIX, 'tune');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lines = (f: string): number => (existsSync(f) ? readFileSync(f, 'utf8').split('\n').length - 1 : 0);
const base = (budget: number, seed = 't') => [
  'tune',
  '--game',
  'fixture-race',
  '--deck',
  join(TUNE, 'planted.txt'),
  '--vs',
  FIX_DECKS,
  '--pool',
  join(TUNE, 'pool.txt'),
  '--swaps',
  '2',
  '--budget',
  String(budget),
  '--seed',
  seed,
  '--quiet',
];
const RESULTS = ['tune.csv', 'tune-units.csv', 'best-deck.txt'];

describe('tcglab tune flags and progress', () => {
  it('reads a games budget (the default kind) or a time budget', () => {
    expect(parseBudget('20000')).toEqual({ games: 20000 });
    expect(parseBudget('500 games')).toEqual({ games: 500 });
    expect(parseBudget('90s')).toEqual({ seconds: 90 });
    expect(parseBudget('10m')).toEqual({ seconds: 600 });
    expect(parseBudget('1.5h')).toEqual({ seconds: 5400 });
    expect(() => parseBudget('ten')).toThrow(/--budget expects games/);
  });

  it('the progress line names the stage and round, the candidates left, the best so far with its interval, and an ETA', () => {
    const line = tuneProgressLine({
      stage: 1,
      stages: 2,
      phase: 'race',
      round: 3,
      rounds: 4,
      left: 12,
      leader: { label: '−Lok +Corile', mean: 0.031, low: 0.012, high: 0.05, confirmed: false },
      gamesDone: 12_400,
      gamesPlanned: 60_000,
      gamesPerSecond: 420,
      etaSeconds: 113,
    });
    expect(line).toBe(
      'stage 1/2 race round 3/4  12 candidates left  best −Lok +Corile +3.1 [+1.2, +5.0]  12400/60000 games  420 games/s  ETA 1m53s',
    );
  });
});

describe('tcglab tune end to end', () => {
  it('gives the same results with 0, 1 or 2 workers and any batch size', () => {
    const a = tcglab([...base(3_000), '--workers', '0', '--out', join(tmp, 'w0')]);
    expect(a.stderr).toMatch(/note: random agents/);
    expect(a.code).toBe(0);
    const b = tcglab([...base(3_000), '--workers', '2', '--batch', '3', '--out', join(tmp, 'w2')]);
    expect(b.code).toBe(0);
    for (const f of RESULTS) expect(read(join(tmp, 'w2', f))).toBe(read(join(tmp, 'w0', f)));
    expect(read(join(tmp, 'w0', 'tune-units.csv')).split('\n')[0]).toBe('stage,phase,deck,unit,opponent,seed,points,checksums,error');
  });

  it('a run killed with SIGKILL midway and resumed equals the uninterrupted run (1 worker vs 2), byte for byte', async () => {
    const run = base(20_000, 'kill');
    const full = tcglab([...run, '--workers', '1', '--out', join(tmp, 'full'), '--json']);
    expect(full.code).toBe(0);
    const summary = JSON.parse(full.stdout);
    expect(summary.status).toBe('complete');
    const units = lines(join(tmp, 'full', 'tune-units.csv'));
    const dir = join(tmp, 'killed');
    const child = tcglabAsync([...run, '--workers', '2', '--batch', '4', '--out', dir]);
    const exited = new Promise<number | null>((r) => child.on('exit', (code, sig) => r(sig ? -1 : code)));
    for (let t = 0; t < 1200 && lines(join(dir, 'tune-units.csv')) < units / 4; t++) await sleep(25);
    child.kill('SIGKILL');
    expect(await exited).toBe(-1);
    const before = lines(join(dir, 'tune-units.csv'));
    expect(before).toBeGreaterThan(1);
    expect(before).toBeLessThan(units);
    expect(JSON.parse(read(join(dir, 'tune.json'))).status).toBe('running');
    expect(existsSync(join(dir, 'tune.csv'))).toBe(false);
    const res = tcglab(['tune', '--resume', dir, '--workers', '2', '--json']);
    expect(res.code).toBe(0);
    const resumed = JSON.parse(res.stdout);
    expect(resumed.resumedGames).toBeGreaterThan(0);
    expect(resumed.gamesDone).toBe(summary.gamesDone);
    for (const f of RESULTS) expect(read(join(dir, f))).toBe(read(join(tmp, 'full', f)));
  });

  it('refuses bad input with exit 2, a one-line reason, and nothing written', () => {
    const empty = join(tmp, 'empty-pool.txt');
    writeFileSync(empty, '# no cards here\n');
    const full = join(tmp, 'full-pool.txt');
    writeFileSync(full, '# cards the deck already holds 4 of\nFour\nThree\n');
    const cases: [string[], RegExp][] = [
      [['--pool', 'Eight,Nien'], /unknown card "Nien"; nearest: Nine/],
      [['--pool', empty], /the pool is empty/],
      [
        ['--pool', 'Four'],
        /Four cannot be swapped into strong \(planted\): every swap gives an illegal deck \(5 copies of Four; at most 4 are allowed\)/,
      ],
      [['--pool', full], /no legal swap: every swap of the pool into strong \(planted\) gives an illegal deck/],
      [['--pool', join(TUNE, 'pool.txt'), '--budget', '50'], /a budget of 50 games is too small .* it needs at least \d+ games/],
      [['--pool', join(TUNE, 'pool.txt'), '--budget', 'lots'], /--budget expects games \(e\.g\. 20000\) or a time/],
      [['--pool', join(TUNE, 'pool.txt'), '--vs', join(tmp, 'nope')], /does not exist/],
    ];
    for (const [extra, msg] of cases) {
      const dir = join(tmp, `bad-${extra.join('-').replace(/\W+/g, '')}`.slice(0, 60));
      const args = [
        'tune',
        '--game',
        'fixture-race',
        '--deck',
        join(TUNE, 'planted.txt'),
        '--vs',
        FIX_DECKS,
        '--workers',
        '0',
        '--out',
        dir,
        ...extra,
      ];
      const r = tcglab(args);
      expect(r.code, `${extra.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(existsSync(dir)).toBe(false);
    }
    const notTune = tcglab(['tune', '--resume', tmp]);
    expect(notTune.code).toBe(2);
    expect(notTune.stderr).toMatch(/is not a tune folder \(no tune\.json\)/);
  });
});

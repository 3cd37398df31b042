// End to end (built JS): kill -9 a real run midway and resume it; shard processes merged equal the single run.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV, FIX, FIX_DECKS, read, tcglab, tcglabAsync, BIN } from './helpers.js';
import { spawn } from 'node:child_process';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-resume-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lines = (f: string): number => (existsSync(f) ? readFileSync(f, 'utf8').split('\n').length - 1 : 0);

describe('kill -9 and resume', () => {
  it('a run killed midway and resumed equals the uninterrupted run, byte for byte', async () => {
    const run = [
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--deck',
      join(FIX, 'bad/crashy.txt'),
      '--games',
      '1500',
      '--seed',
      'kill',
      '--quiet',
      '--batch',
      '20',
    ];
    const full = tcglab([...run, '--workers', '2', '--out', join(tmp, 'full')]);
    expect(full.code).toBe(1); // the crashy deck makes some games fail: they must survive the kill too
    const total = 6 * 1500;
    const dir = join(tmp, 'killed');
    const child = tcglabAsync([...run, '--workers', '2', '--out', dir]);
    const exited = new Promise<number | null>((r) => child.on('exit', (code, sig) => r(sig ? -1 : code)));
    // Kill once a fair share, but not all, of the games are on disk.
    for (let t = 0; t < 600 && lines(join(dir, 'games.csv')) < total / 5; t++) await sleep(25);
    child.kill('SIGKILL');
    expect(await exited).toBe(-1);
    const before = lines(join(dir, 'games.csv'));
    expect(before).toBeGreaterThan(1);
    expect(before).toBeLessThan(total);
    expect(JSON.parse(read(join(dir, 'run.json'))).status).toBe('running');
    const res = tcglab(['sim', '--resume', dir, '--workers', '1', '--json']);
    expect(res.code).toBe(1);
    const summary = JSON.parse(res.stdout);
    expect(summary.resumedFrom).toBeGreaterThan(0);
    expect(summary.status).toBe('complete');
    expect(read(join(dir, 'games.csv'))).toBe(read(join(tmp, 'full/games.csv')));
    expect(read(join(dir, 'errors.csv')).replaceAll(dir, 'D')).toBe(read(join(tmp, 'full/errors.csv')).replaceAll(join(tmp, 'full'), 'D'));
    // A second resume of a complete run plays nothing and changes nothing.
    const size = statSync(join(dir, 'games.csv')).size;
    const again = tcglab(['sim', '--resume', dir, '--workers', '1', '--json']);
    expect(JSON.parse(again.stdout).played).toBe(0);
    expect(statSync(join(dir, 'games.csv')).size).toBe(size);
  });

  it('Ctrl-C (SIGINT) stops cleanly: exit 130, run.json interrupted, the resume command printed; resume completes it', async () => {
    const run = ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '3000', '--seed', 'int', '--batch', '20'];
    const dir = join(tmp, 'sigint');
    const child = tcglabAsync([...run, '--workers', '2', '--out', dir]);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += String(d)));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    for (let t = 0; t < 600 && lines(join(dir, 'games.csv')) < 200; t++) await sleep(25);
    child.kill('SIGINT');
    const code = await exited;
    if (code === 0) return; // the run finished before the signal arrived: nothing to check on this machine
    expect(code).toBe(130);
    expect(stderr).toMatch(/stopping: finishing the games in flight/);
    expect(stderr).toMatch(new RegExp(`continue with: tcglab sim --resume ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(JSON.parse(read(join(dir, 'run.json'))).status).toBe('interrupted');
    expect(tcglab(['sim', '--resume', dir, '--workers', '2', '--quiet']).code).toBe(0);
    expect(tcglab([...run, '--workers', '1', '--quiet', '--out', join(tmp, 'sigint-full')]).code).toBe(0);
    expect(read(join(dir, 'games.csv'))).toBe(read(join(tmp, 'sigint-full/games.csv')));
  });

  it('--resume refuses flags that would change the run', () => {
    const r = tcglab(['sim', '--resume', join(tmp, 'full'), '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--resume takes the whole run from .*run.json; drop --seed/);
  });
});

describe('shards and merge', () => {
  it('N shard processes merged equal the single run; missing or doubled shards are refused', async () => {
    const run = ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '50', '--seed', 'shards', '--workers', '1', '--quiet'];
    expect(tcglab([...run, '--out', join(tmp, 'single')]).code).toBe(0);
    // Three shard processes at once, K from the array-job environment (one Slurm array starting at 1).
    const envs = [
      { JOB_COMPLETION_INDEX: '0' },
      { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_MIN: '1' },
      { AWS_BATCH_JOB_ARRAY_INDEX: '2' },
    ];
    const codes = await Promise.all(
      envs.map(
        (e) =>
          new Promise<number | null>((resolve) => {
            const c = spawn(process.execPath, [BIN, ...run, '--shards', '3', '--out', join(tmp, 'sh')], {
              env: { ...ENV, ...e },
              stdio: 'ignore',
            });
            c.on('exit', (code) => resolve(code));
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0]);
    const shards = [2, 0, 1].map((k) => join(tmp, 'sh', `shard-${k}-of-3`));
    const m = tcglab(['merge', join(tmp, 'merged'), ...shards]);
    expect(m.stderr).not.toMatch(/failed/);
    expect(m.code).toBe(0);
    expect(read(join(tmp, 'merged/games.csv'))).toBe(read(join(tmp, 'single/games.csv')));
    expect(JSON.parse(read(join(tmp, 'merged/run.json'))).specHash).toBe(JSON.parse(read(join(tmp, 'single/run.json'))).specHash);
    const missing = tcglab(['merge', join(tmp, 'm2'), shards[0]!, shards[1]!]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing shard\(s\) 1\/3/);
    const twice = tcglab(['merge', join(tmp, 'm3'), ...shards, shards[0]!]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/given twice/);
    // A shard of another run (another seed) is refused.
    expect(tcglab([...run.map((a) => (a === 'shards' ? 'other' : a)), '--shard', '1/3', '--out', join(tmp, 'other')]).code).toBe(0);
    const foreign = tcglab(['merge', join(tmp, 'm4'), shards[1]!, shards[2]!, join(tmp, 'other/shard-1-of-3')]);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toMatch(/belongs to another run/);
  });

  it("failed games merge too: errors.csv equals the single run's, replay commands pointing at the merged folder", () => {
    const run = [
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX, 'bad/crashy.txt'),
      '--games',
      '40',
      '--seed',
      '1',
      '--workers',
      '1',
      '--quiet',
    ];
    expect(tcglab([...run, '--out', join(tmp, 'esingle')]).code).toBe(1);
    for (const k of [0, 1]) tcglab([...run, '--shard', `${k}/2`, '--out', join(tmp, 'esh')]);
    const m = tcglab(['merge', join(tmp, 'emerged'), join(tmp, 'esh/shard-0-of-2'), join(tmp, 'esh/shard-1-of-2')]);
    expect(m.code).toBe(1);
    expect(read(join(tmp, 'emerged/games.csv'))).toBe(read(join(tmp, 'esingle/games.csv')));
    const errs = read(join(tmp, 'emerged/errors.csv'));
    expect(errs.split('\n').length).toBeGreaterThan(2);
    expect(errs.replaceAll(join(tmp, 'emerged'), 'D')).toBe(read(join(tmp, 'esingle/errors.csv')).replaceAll(join(tmp, 'esingle'), 'D'));
  });
});

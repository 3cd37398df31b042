// End to end (built JS): runner 2 interleaves the deck pairs (any prefix or shard covers every pair evenly) and
// refuses to resume, merge or replay a runner-1 folder, whose game indices mean other games.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-order-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const run = ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '40', '--seed', 'order', '--workers', '1', '--quiet'];
const pairsOf = (dir: string) =>
  readFileSync(join(dir, 'games.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => Number(l.split(',')[2]));

describe('pair order', () => {
  it('games.csv runs through every pair deal by deal, and any shard holds every pair evenly', () => {
    expect(tcglab([...run, '--out', join(tmp, 'full')]).code).toBe(0);
    const pairs = pairsOf(join(tmp, 'full'));
    expect(pairs.slice(0, 12)).toEqual([0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2]);
    expect(tcglab([...run, '--shard', '0/4', '--out', join(tmp, 'sh')]).code).toBe(0);
    const shard = pairsOf(join(tmp, 'sh/shard-0-of-4'));
    expect(shard).toHaveLength(30);
    for (const p of [0, 1, 2]) expect(shard.filter((x) => x === p)).toHaveLength(10);
  });

  it('run.json records runner version 3; a runner-1 or runner-2 folder is refused by resume, replay and merge (exit 2)', () => {
    const dir = join(tmp, 'full');
    const j = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    expect(j.versions.runner).toBe('3');
    // A folder written before the runner version existed (pairs one after another).
    const old = join(tmp, 'old');
    expect(tcglab([...run, '--out', old]).code).toBe(0);
    const oj = JSON.parse(readFileSync(join(old, 'run.json'), 'utf8'));
    delete oj.versions.runner;
    oj.status = 'interrupted';
    writeFileSync(join(old, 'run.json'), JSON.stringify(oj));
    const res = tcglab(['sim', '--resume', old]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /was written by a tcglab whose runner is version 1 \(deck pairs one after another\); this one is version 3 .*resuming it would mix two kinds of games/,
    );
    const rep = tcglab(['replay', '--run', old, '--game', '3']);
    expect(rep.code).toBe(2);
    expect(rep.stderr).toMatch(/runner is version 1/);
    // Runner 2: the same order, streams seeded from strings (other games).
    oj.versions.runner = '2';
    writeFileSync(join(old, 'run.json'), JSON.stringify(oj));
    const res2 = tcglab(['sim', '--resume', old]);
    expect(res2.code).toBe(2);
    expect(res2.stderr).toMatch(
      /runner is version 2 \(deck pairs interleaved, streams seeded from strings\); this one is version 3 \(deck pairs interleaved, streams seeded numerically\)/,
    );
    // Shards of one run written by two runner versions.
    for (const k of [0, 1]) expect(tcglab([...run, '--shard', `${k}/2`, '--out', join(tmp, 'mix')]).code).toBe(0);
    const s1 = join(tmp, 'mix/shard-1-of-2/run.json');
    const sj = JSON.parse(readFileSync(s1, 'utf8'));
    delete sj.versions.runner;
    writeFileSync(s1, JSON.stringify(sj));
    const m = tcglab(['merge', join(tmp, 'merged'), join(tmp, 'mix/shard-0-of-2'), join(tmp, 'mix/shard-1-of-2')]);
    expect(m.code).toBe(2);
    expect(m.stderr).toMatch(/runner version 1, but .* with 3: their game i are different games/);
  });

  it('replay of a game an --until-ci pair never played says so (exit 2)', () => {
    const dir = join(tmp, 'ci');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '400',
      '--until-ci',
      '0.2',
      '--until-ci-batch',
      '20',
      '--seed',
      'ci',
      '--workers',
      '1',
      '--quiet',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    const stopped: number[] = j.untilCiStoppedAtRound;
    expect(Math.max(...stopped)).toBeLessThan(19); // every pair stopped before the cap
    // The last index of the run (deal 199 of pair 2) was never played.
    const last = 3 * 400 - 1;
    const rep = tcglab(['replay', '--run', dir, '--game', String(last)]);
    expect(rep.code).toBe(2);
    expect(rep.stderr).toMatch(
      new RegExp(
        `game ${last} was never played: it is game 399 of pair 2 \\(beta vs gamma\\), whose --until-ci target was reached after round ${stopped[2]}`,
      ),
    );
    const first = tcglab(['replay', '--run', dir, '--game', '5', '--quiet']);
    expect(first.code).toBe(0);
  });
});

// End to end (built JS): who played in reports and on the console, perf's decision timing, fit-eval, the budget ladder.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, REPO, read, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-agents-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('every report says who played', () => {
  it('random agents: run.json, the console and report.html name them and say the run measures self-play', () => {
    const out = join(tmp, 'random');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '4',
      '--agents',
      'random',
      '--workers',
      '0',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Agents: both seats random@1 \(random agents: these win rates measure how each deck plays itself, not deck strength\)$/m,
    );
    const run = JSON.parse(read(join(out, 'run.json')));
    expect(run.agents).toEqual([
      expect.objectContaining({ seat: 0, spec: 'random', full: 'random@1', random: true }),
      expect.objectContaining({ seat: 1, spec: 'random', full: 'random@1', random: true }),
    ]);
    const html = read(join(out, 'report.html'));
    expect(html).toContain('both seats: random@1');
    expect(html).toContain('Random agents: this report measures self-play, not deck strength.');
  });
  it('versioned agents with every parameter; one random seat is named as such', () => {
    const out = join(tmp, 'mixed');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '2',
      '--agents',
      'mcts:iters=3,random',
      '--workers',
      '0',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Agents: seat 0 mcts@2:iters=3,c=0\.7,leaf=eval,qnodes=12,turns=2,depth=40, seat 1 random@1 \(seat 1 plays at random\)$/m,
    );
    const html = read(join(out, 'report.html'));
    expect(html).toContain('seat 0: <code>mcts@2:iters=3,c=0.7,leaf=eval,qnodes=12,turns=2,depth=40</code>');
    expect(html).toContain('Seat 1 plays at random.');
    expect(html).not.toContain('this report measures self-play');
  });
});

describe('perf times each decision', () => {
  it('median and p99 per agent, iterations per second for search agents', () => {
    const r = tcglab([
      'perf',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '4',
      '--workers',
      '1',
      '--agents',
      'mcts@1:iters=10,greedy',
      '--json',
      '--timing-ms',
      '200',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.agentTiming).toHaveLength(2);
    expect(j.agentTiming[0]).toMatchObject({ agent: 'mcts@1:iters=10' });
    expect(j.agentTiming[0].p99Ms).toBeGreaterThanOrEqual(j.agentTiming[0].medianMs);
    expect(j.agentTiming[0].iterationsPerSecond).toBeGreaterThan(0);
    expect(j.agentTiming[1].iterationsPerSecond).toBeUndefined();
  });
});

describe('fit-eval', () => {
  const decks = join(REPO, 'decks/duel-masters/historical');
  const args = ['fit-eval', '--game', 'duel-masters', '--decks', decks, '--games', '12', '--seed', 'e2e', '--holdout', '3'];
  it('gives the same weights twice, and --write replaces the block of evaluate.ts', () => {
    const a = tcglab([...args, '--json']);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const b = tcglab([...args, '--json']);
    expect(b.stdout).toBe(a.stdout);
    const j = JSON.parse(a.stdout);
    expect(j.weights).toHaveLength(j.features.length);
    expect(j.positions.train).toBeGreaterThan(0);
    const root = join(tmp, 'fit');
    mkdirSync(join(root, 'packages/duel-masters/src'), { recursive: true });
    cpSync(join(REPO, 'packages/duel-masters/src/evaluate.ts'), join(root, 'packages/duel-masters/src/evaluate.ts'));
    const w = tcglab([...args, '--write'], { cwd: root });
    expect(w.code).toBe(0);
    const text = readFileSync(join(root, 'packages/duel-masters/src/evaluate.ts'), 'utf8');
    expect(text).toContain(`const FITTED_BY_V2 = 'tcglab ${args.join(' ')}';`);
    expect(text).not.toContain('export const FITTED_BY_V2'); // module-private: read through evaluate.tuned
    expect(text).toContain(`${j.positions.train} training positions from 12 games`);
  });
  it('--eval 3 fits the v3 block (not --version, which prints the program version), --imitate a teacher', () => {
    const v3 = ['fit-eval', '--game', 'duel-masters', '--decks', decks, '--games', '6', '--seed', 'e2e', '--holdout', '3', '--eval', '3'];
    const a = tcglab([...v3, '--imitate', '--agents', 'greedy@2']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/untapped blockers/);
    expect(a.stdout).toMatch(/imitation: \d+ decisions; outcome scale [\d.]+; held-out teacher's move ranked first/);
    const b = tcglab([...v3, '--imitate', '--agents', 'greedy@2']);
    expect(b.stdout).toBe(a.stdout);
    const root = join(tmp, 'fit3');
    mkdirSync(join(root, 'packages/duel-masters/src'), { recursive: true });
    cpSync(join(REPO, 'packages/duel-masters/src/evaluate.ts'), join(root, 'packages/duel-masters/src/evaluate.ts'));
    const before = readFileSync(join(root, 'packages/duel-masters/src/evaluate.ts'), 'utf8');
    expect(tcglab([...v3, '--write'], { cwd: root }).code).toBe(0);
    const text = readFileSync(join(root, 'packages/duel-masters/src/evaluate.ts'), 'utf8');
    expect(text).toContain(`const FITTED_BY_V3 = 'tcglab ${v3.join(' ')}';`);
    // The v2 block is untouched.
    const v2 = (t: string) => t.slice(t.indexOf('// <fit-eval v2>'), t.indexOf('// </fit-eval v2>'));
    expect(v2(text)).toBe(v2(before));
  });
  it('refuses a game without a tuned evaluation, or a missing evaluate.ts to write, with exit 2', () => {
    const r = tcglab(['fit-eval', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/fixture-race has no tuned evaluation version 2/);
    writeFileSync(join(tmp, 'empty.txt'), '');
    const w = tcglab([...args, '--write'], { cwd: tmp });
    expect(w.code).toBe(2);
    expect(w.stderr).toMatch(/packages\/duel-masters\/src\/evaluate\.ts not found/);
  });
});

describe('bench-agents --ladder-budget', () => {
  it('plays each budget against the next and says whether strength rises', () => {
    const r = tcglab([
      'bench-agents',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--agent',
      'mcts@1',
      '--ladder-budget',
      'iters=1,4',
      '--games',
      '8',
      '--workers',
      '0',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Budget ladder \(iters\): each budget against the next smaller one/);
    expect(r.stdout).toMatch(/iters=1 → 4: score /);
    const bad = tcglab(['bench-agents', '--game', 'fixture-race', '--agent', 'mcts', '--agent', 'random', '--ladder-budget', 'iters=1,2']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--ladder-budget takes exactly one --agent/);
  });
});

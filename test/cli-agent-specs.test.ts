// End to end (built JS): a bad agent spec is refused by every command before anything is played or written.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-specs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BAD: readonly (readonly [string, RegExp])[] = [
  ['mcts:iters=abc', /^tcglab: agent "mcts:iters=abc": iters=abc is not an integer\n$/],
  ['mcts:iters=0', /^tcglab: agent "mcts:iters=0": iters must be at least 1; got 0\n$/],
  ['mcts:iters=-5', /iters must be at least 1; got -5/],
  ['mcts:foo=1', /agent "mcts:foo=1": unknown parameter foo; mcts takes iters, ms/],
  ['greedy:samples=0', /samples must be at least 1; got 0/],
  ['nosuch', /unknown agent "nosuch"/],
];

const DECKS = ['--deck', join(FIX_DECKS, 'alpha.txt'), '--deck', join(FIX_DECKS, 'beta.txt')];
const out = (name: string) => join(tmp, name);

/** The command's output folder and the cwd's reports/ folder stay absent. */
function nothingWritten(cwd: string, dir: string): void {
  expect(existsSync(dir), dir).toBe(false);
  expect(existsSync(join(cwd, 'reports')) ? readdirSync(join(cwd, 'reports')) : []).toEqual([]);
}

describe('bad agent specs exit 2 with one line naming the spec, and write nothing', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'tcglab-e2e-specs-cwd-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  it.each(BAD)('sim --agents %s', (spec, msg) => {
    const r = tcglab(['sim', '--game', 'fixture-race', ...DECKS, '--games', '4', '--agents', spec, '--out', out('sim')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stdout).toBe('');
    nothingWritten(cwd, out('sim'));
  });
  it.each(BAD)('bench-agents --agent %s', (spec, msg) => {
    const r = tcglab(
      ['bench-agents', '--game', 'fixture-race', ...DECKS, '--agent', spec, '--agent', 'random', '--games', '4', '--out', out('bench')],
      { cwd },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    nothingWritten(cwd, out('bench'));
  });
  it.each(BAD)('play --agents %s', (spec, msg) => {
    const r = tcglab(['play', '--game', 'fixture-race', ...DECKS, '--agents', spec], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stdout).toBe('');
  });
  it.each(BAD)('perf --agents %s', (spec, msg) => {
    const r = tcglab(['perf', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '20', '--agents', spec], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stdout).toBe('');
  });
  it('a stray comma in --agents is refused, not dropped', () => {
    for (const list of ['random,', ',random', 'random,,greedy']) {
      const r = tcglab(['sim', '--game', 'fixture-race', ...DECKS, '--agents', list, '--out', out('comma')], { cwd });
      expect(r.code, list).toBe(2);
      expect(r.stderr).toMatch(/an empty agent spec \(a stray comma\?\)/);
      nothingWritten(cwd, out('comma'));
    }
  });
  it('bench-agents --agents checks parameters across a comma list', () => {
    const r = tcglab(['bench-agents', '--game', 'fixture-race', ...DECKS, '--agents', 'random,mcts:iters=1,ms=2', '--workers', '0'], {
      cwd,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give iters= or ms=, not both/);
    nothingWritten(cwd, out('never'));
  });
  it('a spec file with a bad agent is refused the same way', () => {
    const file = join(tmp, 'bad-agent.json');
    writeFileSync(file, JSON.stringify({ game: 'fixture-race', decks: FIX_DECKS, agents: ['random', 'mcts:iters=abc'], games: 4 }));
    const r = tcglab(['sim', file], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/agent "mcts:iters=abc": iters=abc is not an integer/);
    nothingWritten(cwd, out('never'));
  });
});

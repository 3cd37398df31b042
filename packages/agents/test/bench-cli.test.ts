// End to end through the built CLI: `tcglab bench-agents` on Duel Masters, worker threads, SPRT, CSV, external bot.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/dist/bin.js');
const tmp = mkdtempSync(join(tmpdir(), 'tcglab-bench-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let outs = 0;
/** Run the CLI; `ok` lists the exit codes that count as success (3: some games ended by an agent error). */
function tcglab(args: string[], ok: readonly number[] = [0]): string {
  if (!existsSync(bin)) throw new Error(`build first (npx tsc -b packages/cli): ${bin} is missing`);
  // Every benchmark writes a folder: give one under tmp unless the test names it.
  const out = args[0] === 'bench-agents' && !args.includes('--out') ? ['--out', join(tmp, `out-${outs++}`)] : [];
  const r = spawnSync(process.execPath, [bin, ...args, ...out], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (!ok.includes(r.status ?? -1)) throw new Error(`exit ${r.status}: ${r.stderr}`);
  return r.stdout;
}

describe('tcglab bench-agents', () => {
  it('greedy against random: same table for 1 and 2 workers, CSVs written, SPRT settles H1', () => {
    const args = [
      'bench-agents',
      '--game',
      'duel-masters',
      '--agent',
      'greedy',
      '--agent',
      'random',
      '--deck',
      'fire-rush',
      '--deck',
      'water-blockers',
      '--games',
      '40',
      '--seed',
      'cli',
    ];
    const one = tcglab([...args, '--workers', '1', '--out', join(tmp, 'one')]);
    const two = tcglab([...args, '--workers', '2', '--out', join(tmp, 'two')]);
    const table = (s: string) => s.split('\n').filter((l) => !l.startsWith('Speed') && !l.startsWith('→'));
    expect(table(two)).toEqual(table(one));
    expect(readFileSync(join(tmp, 'two', 'games.csv'), 'utf8')).toBe(readFileSync(join(tmp, 'one', 'games.csv'), 'utf8'));
    const summary = readFileSync(join(tmp, 'one', 'summary.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(summary).toHaveLength(2);
    const cols = summary[0]!.split(',');
    const row = summary[1]!.split(',');
    expect(Number(row[cols.indexOf('games')])).toBe(40);
    expect(Number(row[cols.indexOf('score_low')])).toBeGreaterThan(0.5);
    const sprt = tcglab([...args, '--games', '400', '--workers', '2', '--sprt', 'elo0=0,elo1=100,alpha=0.05,beta=0.05']);
    expect(sprt).toMatch(/H1 accepted/);
  });

  it('an external Python bot plays through worker threads; a crashing bot loses with agent-error and the run completes', () => {
    const ok = tcglab([
      'bench-agents',
      '--game',
      'duel-masters',
      '--agent',
      'external:python3 examples/bots/random_bot.py',
      '--agent',
      'random',
      '--deck',
      'fire-rush',
      '--games',
      '4',
      '--workers',
      '2',
    ]);
    expect(ok).toMatch(/pairs/);
    expect(ok).toMatch(/ 0\/0\s*$/m);
    const bad = tcglab(
      [
        'bench-agents',
        '--game',
        'duel-masters',
        '--agent',
        'external:python3 -c "import sys; sys.exit(5)"',
        '--agent',
        'random',
        '--deck',
        'fire-rush',
        '--games',
        '2',
        '--workers',
        '1',
        '--out',
        join(tmp, 'bad'),
      ],
      [3],
    );
    expect(bad).toMatch(/ 2\/0\s*$/m);
    const games = readFileSync(join(tmp, 'bad', 'games.csv'), 'utf8');
    expect(games.match(/agent-error/g)).toHaveLength(2);
    expect(games).toMatch(/exited with code 5/);
  });

  it('refuses bad input with a usage error', () => {
    expect(() => tcglab(['bench-agents', '--game', 'duel-masters', '--agent', 'greedy', '--deck', 'fire-rush'])).toThrow(
      /at least two agents/,
    );
    expect(() =>
      tcglab(['bench-agents', '--game', 'duel-masters', '--agent', 'greedy', '--agent', 'mcts:iterz=3', '--deck', 'fire-rush']),
    ).toThrow(/unknown parameter/);
  });
});

// End to end: the smaller usability items — JSON on stdout through pnpm, and (below) the runner's edges.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ENV, REPO } from './helpers.js';

/** pnpm as the README runs it: the pnpm running this test suite, else `npx -y pnpm@10`. */
function pnpm(args: string[]): { code: number; stdout: string; stderr: string } {
  const exec = process.env['npm_execpath'];
  const [cmd, pre] = exec && /pnpm/.test(exec) ? [process.execPath, [exec]] : ['npx', ['-y', 'pnpm@10']];
  const r = spawnSync(cmd, [...pre, ...args], { cwd: REPO, env: ENV, encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('pnpm -s tcglab … --json (the README form) prints only JSON on stdout', () => {
  it('parses', () => {
    const r = pnpm(['-s', 'tcglab', 'cards', 'coverage', '--game', 'fixture-race', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).total).toEqual({ total: 12, playable: 11, unsupported: 1 });
  });
});

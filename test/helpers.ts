// End-to-end helpers: run the BUILT tcglab CLI (packages/cli/dist/bin.js) with the fixture game registered.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPO = join(import.meta.dirname, '..');
export const BIN = join(REPO, 'packages/cli/dist/bin.js');
export const FIX = join(REPO, 'packages/runner/test/fixtures');
export const FIX_DECKS = join(FIX, 'decks/fixture-race');
export const ENV = { ...process.env, TCGLAB_GAME_MODULES: `fixture-race=${join(FIX, 'fixture-game.mjs')}`, FORCE_COLOR: '0' };

if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build first (pnpm build, or: npx tsc -b packages/cli packages/runner)`);

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

export function tcglab(args: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Ran {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? REPO,
    env: opts.env ?? ENV,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Start tcglab in the background (for kill tests). */
export function tcglabAsync(args: readonly string[], cwd = REPO) {
  return spawn(process.execPath, [BIN, ...args], { cwd, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
}

export const read = (f: string): string => readFileSync(f, 'utf8');

// The Python package's tests (python/tests, unittest) run here, so the README's test command runs them: with the
// first python3 that has numpy (TCGLAB_PYTHON, python3 on PATH, /usr/bin/python3); skipped, saying why, without one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function pythonWithNumpy(): { python?: string; why: string } {
  const candidates = [process.env['TCGLAB_PYTHON'], 'python3', '/usr/bin/python3'].filter((p): p is string => !!p);
  const tried: string[] = [];
  for (const py of candidates) {
    const r = spawnSync(py, ['-c', 'import numpy'], { encoding: 'utf8' });
    if (r.status === 0) return { python: py, why: '' };
    tried.push(`${py}: ${r.error ? 'not found' : 'no numpy'}`);
  }
  return { why: `no python3 with numpy (${tried.join('; ')}); install numpy (e.g. apt-get install python3-numpy) to run them` };
}

describe('python/tcglab_env', () => {
  it('python -m unittest discover -s python/tests passes', (ctx) => {
    const { python, why } = pythonWithNumpy();
    if (!python) {
      console.warn(`SKIPPED the Python package's tests: ${why}`);
      ctx.skip();
      return;
    }
    expect(existsSync(join(ROOT, 'packages/cli/dist/bin.js')), 'the CLI must be built (pnpm test builds it first)').toBe(true);
    const r = spawnSync(python, ['-m', 'unittest', 'discover', '-s', 'python/tests', '-v'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: join(ROOT, 'python') },
      timeout: 600_000,
    });
    const out = `${r.stdout}${r.stderr}`;
    // unittest's verbose report (each test, and "skipped '…'" with the reason for the API checkers when
    // gymnasium or pettingzoo is missing) goes to the log either way.
    console.log(
      `${python}: ${out
        .split('\n')
        .filter((l) => / \.\.\. |^Ran |^OK|^FAILED/.test(l))
        .join('\n')}`,
    );
    expect(r.status, out.slice(-4000)).toBe(0);
  }, 600_000);
});

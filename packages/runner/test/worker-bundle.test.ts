// The pool's choice of a game's worker bundle: only a bundle newer than every file it was made from.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { workerBundle } from '../src/executor.js';

const dir = mkdtempSync(join(tmpdir(), 'tcglab-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dist = pathToFileURL(dir + '/');

describe('workerBundle', () => {
  const input = join(dir, 'input.js');
  const bundle = join(dir, 'bundled', 'duel-masters.js');
  mkdirSync(join(dir, 'bundled'));
  writeFileSync(input, '');
  writeFileSync(bundle, '');
  writeFileSync(join(dir, 'bundled', 'duel-masters.json'), JSON.stringify({ inputs: [input] }));
  const at = (file: string, s: number): void => utimesSync(file, s, s);

  it('uses a bundle newer than its inputs', () => {
    at(input, 1000);
    at(bundle, 2000);
    expect(workerBundle('duel-masters', dist)).toBe(pathToFileURL(bundle).href);
  });

  it('does not use a bundle older than one of its inputs (rebuilt without bundling), nor a missing one', () => {
    at(input, 3000);
    expect(workerBundle('duel-masters', dist)).toBeUndefined();
    expect(workerBundle('divine-cross', dist)).toBeUndefined();
  });

  it('does not use a bundle whose input is gone, nor one for a game that is not a bundled package', () => {
    at(input, 1000);
    rmSync(input);
    expect(workerBundle('duel-masters', dist)).toBeUndefined();
    expect(workerBundle('no-such-game', dist)).toBeUndefined();
  });
});

// tune.json: what a tune run is, how to reproduce and resume it, and (when done) what it found.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TuneInputError, type TuneSpec } from './spec.js';

export interface TuneJson {
  readonly format: 'tcglab-tune/1';
  readonly specHash: string;
  readonly spec: TuneSpec;
  /** Games the search may play: the games budget, or what a time budget's calibration turned it into. */
  budgetGames: number;
  readonly command: string;
  readonly cwd: string;
  /** A command that plays the same search again from scratch (the deck and field files must be unchanged). */
  reproduce: string;
  readonly resume: string;
  status: 'running' | 'complete' | 'interrupted';
  readonly startedAt: string;
  readonly versions: { readonly tcglab: string; readonly node: string; readonly game: string };
  finishedAt?: string;
  seconds?: number;
  notes?: string[];
  result?: unknown;
}

export function writeTuneJson(dir: string, j: TuneJson): void {
  const tmp = join(dir, 'tune.json.tmp');
  writeFileSync(tmp, JSON.stringify(j, null, 2) + '\n');
  renameSync(tmp, join(dir, 'tune.json'));
}

export function readTuneJson(dir: string): TuneJson {
  const file = join(dir, 'tune.json');
  if (!existsSync(file)) throw new TuneInputError(`${dir} is not a tune folder (no tune.json)`);
  let j: TuneJson;
  try {
    j = JSON.parse(readFileSync(file, 'utf8')) as TuneJson;
  } catch (e) {
    throw new TuneInputError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (j.format !== 'tcglab-tune/1') throw new TuneInputError(`${file}: unknown format "${String(j.format)}"`);
  return j;
}

/** An explicit --out folder for a new tune run: refuse one that already holds a run. */
export function claimTuneDir(dir: string): string {
  for (const f of ['tune.json', 'run.json', 'games.csv']) {
    if (existsSync(join(dir, f))) throw new TuneInputError(`${dir} already holds a run (${f}); runs never overwrite each other`);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

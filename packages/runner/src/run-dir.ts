// Run folders: a new folder per run (never overwriting), the `latest` pointer, and run.json.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync, lstatSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { RUNNER_VERSION } from './plan.js';
import type { RunSpec } from './spec.js';
import type { UntilCiRule } from './schedule.js';

export interface ShardInfo {
  readonly k: number;
  readonly n: number;
  readonly from: number;
  readonly to: number;
}

/** One seat's agent in run.json (or one deck's, when the run binds agents to decks with pilots). */
export interface SeatAgent {
  readonly seat?: number;
  readonly deck?: string;
  readonly spec: string;
  /** Versioned name and every parameter, e.g. `mcts@2:iters=100,c=0.7,…`. */
  readonly full: string;
  readonly summary: string;
  /** A uniformly random agent: the seat's results measure self-play, not skill. */
  readonly random: boolean;
}

/** run.json: what was run, with what, and how to reproduce and resume it. */
export interface RunJson {
  readonly format: 'tcglab-run/1';
  readonly name: string;
  readonly specHash: string;
  readonly spec: RunSpec;
  readonly shard: ShardInfo | null;
  /** Game indices of the whole run (the until-ci cap when untilCi is set). */
  readonly totalGames: number;
  readonly pairs: readonly { pair: number; deck_a: string; deck_b: string }[];
  /** `runner`: the game-index layout (plan.ts RUNNER_VERSION); absent in runs written before it existed (1). */
  readonly versions: { readonly tcglab: string; readonly node: string; readonly game: string; readonly runner?: string };
  /** Who played: each seat's agent (each deck's, with pilots) with its versioned name and every parameter. */
  readonly agents?: readonly SeatAgent[];
  /** The command line as typed, and its working directory. */
  readonly command: string;
  readonly cwd: string;
  /** A command that plays the same games again from scratch (deck files must be unchanged). */
  readonly reproduce: string;
  /** The command that continues this run after an interruption. */
  readonly resume: string;
  status: 'running' | 'complete' | 'interrupted' | 'merged';
  readonly startedAt: string;
  finishedAt?: string;
  gamesDone?: number;
  gamesFailed?: number;
  workers?: number;
  workerDeaths?: number;
  /** This invocation: seconds, games per second, and the process's peak resident memory (all threads). */
  seconds?: number;
  gamesPerSecond?: number;
  maxRssKb?: number;
  /** Merged runs: the shard folders they came from. */
  mergedFrom?: string[];
  /** Until-ci: per pair, the round in which it stopped. */
  untilCiStoppedAtRound?: number[];
  /** Until-ci: the half-width the stopping rule measures ('pairs'; absent in runs started under the 'wilson' rule). */
  untilCiRule?: UntilCiRule;
}

/** A run folder or run spec that cannot be used as given (not a run, already a run, edited, another version): bad input. */
export class RunInputError extends Error {
  override name = 'RunInputError';
}

const slug = (s: string): string =>
  s
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'run';

/** A new run folder `base/<YYYY-MM-DD>-<name>-<seed>[-2,-3…]/`; never an existing one. */
export function newRunDir(base: string, name: string, seed: string, now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  const stem = join(base, `${date}-${slug(name)}-${slug(seed)}`);
  mkdirSync(base, { recursive: true });
  for (let n = 1; ; n++) {
    const dir = n === 1 ? stem : `${stem}-${n}`;
    try {
      mkdirSync(dir);
      return dir;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}

/** Make an explicit --out folder: refuse one that already holds a run (use --resume for that). */
export function claimRunDir(dir: string): string {
  if (existsSync(join(dir, 'run.json')) || existsSync(join(dir, 'games.csv'))) {
    throw new RunInputError(`${dir} already holds a run; runs never overwrite each other (continue it with: tcglab sim --resume ${dir})`);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Point `<parent>/latest` at a run folder: a relative symlink, or a text file holding the path. */
export function pointLatest(runDir: string): void {
  const parent = dirname(resolve(runDir));
  const link = join(parent, 'latest');
  try {
    if (existsSync(link) || isLink(link)) rmSync(link, { force: true });
    symlinkSync(basename(runDir), link, 'dir');
  } catch {
    try {
      writeFileSync(link, relative(parent, resolve(runDir)) + '\n');
    } catch {
      /* a read-only parent: the run itself is unaffected */
    }
  }
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

export function writeRunJson(dir: string, info: RunJson): void {
  const tmp = join(dir, 'run.json.tmp');
  writeFileSync(tmp, JSON.stringify(info, null, 2) + '\n');
  renameSync(tmp, join(dir, 'run.json'));
}

export function readRunJson(dir: string): RunJson {
  const file = join(dir, 'run.json');
  if (!existsSync(file)) throw new RunInputError(`${dir} is not a run folder (no run.json)`);
  let j: RunJson;
  try {
    j = JSON.parse(readFileSync(file, 'utf8')) as RunJson;
  } catch (e) {
    throw new RunInputError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (j.format !== 'tcglab-run/1') throw new RunInputError(`${file}: unknown format "${String(j.format)}"`);
  return j;
}

/** The runner version of a run folder: its game-index layout and streams (1 when run.json predates the field). */
export function runnerVersionOf(j: RunJson): string {
  return j.versions?.runner ?? '1';
}

/** What a runner version's game i is (plan.ts RUNNER_VERSION). */
function layoutOf(v: string): string {
  return v === '1'
    ? 'deck pairs one after another'
    : v === '2'
      ? 'deck pairs interleaved, streams seeded from strings'
      : v === RUNNER_VERSION
        ? 'deck pairs interleaved, streams seeded numerically'
        : 'unknown to this tcglab';
}

/** Refuse a run folder written with another game layout (resume, merge, replay would mix two kinds of games). */
export function checkRunnerVersion(j: RunJson, dir: string, why: string): void {
  const v = runnerVersionOf(j);
  if (v === RUNNER_VERSION) return;
  throw new RunInputError(
    `${dir} was written by a tcglab whose runner is version ${v} (${layoutOf(v)}); ` +
      `this one is version ${RUNNER_VERSION} (${layoutOf(RUNNER_VERSION)}), so game i is a different game here: ${why}. ` +
      `Play the run again (its command: ${j.reproduce || 'see run.json'})`,
  );
}

/** Shell-quote one argument for printed commands. */
export function shq(a: string): string {
  return /^[\w./@:=+,-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

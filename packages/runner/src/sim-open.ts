// Opening a run (the first steps of runSim): the spec, from the options or from run.json when resuming; every
// check that refuses a run before anything is written; the shard; the run folder and its run.json.
import { describeAgent } from '@tcglab/agents';
import { resolve } from 'node:path';
import { gamesCsvLayout } from './outputs.js';
import { RUNNER_VERSION, shardRange } from './plan.js';
import type { RunContext } from './play.js';
import type { RecordField } from './record.js';
import {
  RunInputError,
  checkRunnerVersion,
  claimRunDir,
  newRunDir,
  pointLatest,
  readRunJson,
  shq,
  writeRunJson,
  type RunJson,
  type SeatAgent,
  type ShardInfo,
} from './run-dir.js';
import { FixedSchedule, UntilCiSchedule, type Schedule, type UntilCiRule } from './schedule.js';
import { DEFAULT_UNTIL_CI_BATCH, specHash, validateSpec, type RunSpec } from './spec.js';
import { TCGLAB_VERSION } from './version.js';

/** What a run is and where it goes (the part of SimOptions that opening a run reads). */
export interface RunRequest {
  /** The run to start (ignored when resuming: the spec comes from run.json). */
  readonly spec?: RunSpec;
  /** Short name for the default folder (`reports/<date>-<name>-<seed>/`). */
  readonly name?: string;
  /** Explicit run folder (must not hold a run). */
  readonly outDir?: string;
  /** Parent of default run folders (default `reports`). */
  readonly reportsBase?: string;
  /** Continue the run in this folder. */
  readonly resumeDir?: string;
  /** Play only slice k of n (0-based). */
  readonly shard?: { readonly k: number; readonly n: number };
  /** The command line as typed (for run.json). */
  readonly command?: string;
  /** Write every decision to this JSON-lines file (gzipped when it ends in .gz), in game order. */
  readonly record?: { readonly file: string; readonly fields: readonly RecordField[] };
}

/** games.csv's column layout: `legacy` for a resumed run written before the opening-hand and shield columns. */
type CsvLayout = 'current' | 'legacy';

/** A run whose folder exists and holds its current run.json (status `running`). */
export interface OpenRun {
  readonly ctx: RunContext;
  /** run.json of the run being resumed, as read. */
  readonly prior: RunJson | undefined;
  readonly shard: ShardInfo | null;
  readonly dir: string;
  /** The folder as printed: relative to the current directory when inside it. */
  readonly shown: string;
  readonly runJson: RunJson;
  readonly layout: CsvLayout;
  readonly untilCiRule: UntilCiRule | undefined;
}

/** The spec of a new run, or of the run being resumed (from its run.json), validated. */
export function resolveSpec(req: RunRequest): { spec: RunSpec; prior: RunJson | undefined } {
  const prior = req.resumeDir ? readRunJson(req.resumeDir) : undefined;
  if (prior && prior.status === 'merged') throw new RunInputError(`${req.resumeDir} is a merged run; there is nothing to resume`);
  if (prior) checkRunnerVersion(prior, req.resumeDir!, 'resuming it would mix two kinds of games');
  const spec = prior ? prior.spec : req.spec;
  if (!spec) throw new Error('runSim: no spec');
  if (req.record && prior)
    throw new Error('--record cannot be combined with --resume: the record file must hold every game of the run; rerun it with --record');
  try {
    validateSpec(spec);
  } catch (e) {
    throw new RunInputError((e as Error).message);
  }
  return { spec, prior };
}

/** Checks what remains to check, claims the run folder, and writes its run.json (new, or the resumed one as running). */
export function openRun(req: RunRequest, ctx: RunContext, prior: RunJson | undefined): OpenRun {
  const { spec } = ctx;
  const hash = specHash(spec);
  if (prior && prior.specHash !== hash)
    throw new RunInputError(
      `${req.resumeDir}/run.json: spec hash ${prior.specHash} does not match its spec (${hash}); the file was edited`,
    );
  const shard = shardOf(prior ? prior.shard : (req.shard ?? null), spec, ctx.plan.total);
  // A run started before the pair-aware stopping rule resumes under the Wilson rule it was played with.
  const untilCiRule: UntilCiRule | undefined = spec.untilCi === undefined ? undefined : prior ? (prior.untilCiRule ?? 'wilson') : 'pairs';
  const { dir, isDefaultDir } = claimFolder(req, spec, shard);
  const shown = displayDir(dir);
  const runJson: RunJson = prior ? { ...prior, status: 'running' } : newRunJson(req, ctx, { hash, shard, shown, untilCiRule });
  if (prior && prior.versions.game !== ctx.game.version) {
    throw new RunInputError(
      `${dir} was played with ${spec.game} engine ${prior.versions.game}, but this is ${ctx.game.version}: resuming would mix rules versions`,
    );
  }
  const layout = prior ? csvLayoutOf(dir) : 'current';
  writeRunJson(dir, runJson);
  if (isDefaultDir) pointLatest(dir);
  return { ctx, prior, shard, dir, shown, runJson, layout, untilCiRule };
}

/** The order in which the run's games are dispatched: a fixed range (the shard's), or until-ci's rounds. */
export function makeSchedule(run: OpenRun): Schedule {
  const { spec, plan } = run.ctx;
  return spec.untilCi !== undefined
    ? new UntilCiSchedule(plan.pairs.length, spec.gamesPerPair, spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH, spec.untilCi, run.untilCiRule)
    : new FixedSchedule(run.shard?.from ?? 0, run.shard?.to ?? plan.total);
}

/** The requested slice k of n with its game range, checked. */
function shardOf(req: { readonly k: number; readonly n: number } | null, spec: RunSpec, total: number): ShardInfo | null {
  if (req && spec.untilCi !== undefined) {
    throw new Error(
      '--until-ci cannot be combined with shards: its stopping rule needs every game of a pair in one process (run until-ci unsharded, or shard a fixed --games run)',
    );
  }
  if (!req) return null;
  if (!(Number.isInteger(req.n) && req.n >= 1 && Number.isInteger(req.k) && req.k >= 0 && req.k < req.n)) {
    throw new Error(`bad shard ${req.k}/${req.n}: need 0 ≤ K < N (K is 0-based)`);
  }
  return { k: req.k, n: req.n, ...shardRange(req.k, req.n, total) };
}

/** The run folder: the resumed one, the one asked for (claimed), or a new dated one under the reports folder. */
function claimFolder(req: RunRequest, spec: RunSpec, shard: ShardInfo | null): { dir: string; isDefaultDir: boolean } {
  if (req.resumeDir) return { dir: req.resumeDir, isDefaultDir: false };
  if (req.outDir) return { dir: claimRunDir(req.outDir), isDefaultDir: false };
  const name = (req.name ?? spec.game) + (shard ? `-shard-${shard.k}-of-${shard.n}` : '');
  return { dir: newRunDir(req.reportsBase ?? 'reports', name, spec.seed), isDefaultDir: true };
}

function displayDir(dir: string): string {
  return resolve(dir).startsWith(process.cwd() + '/') ? resolve(dir).slice(process.cwd().length + 1) : resolve(dir);
}

function newRunJson(
  req: RunRequest,
  ctx: RunContext,
  o: { hash: string; shard: ShardInfo | null; shown: string; untilCiRule: UntilCiRule | undefined },
): RunJson {
  const { spec, plan } = ctx;
  return {
    format: 'tcglab-run/1',
    name: req.name ?? spec.game,
    specHash: o.hash,
    spec,
    shard: o.shard,
    totalGames: plan.total,
    pairs: plan.pairs.map(([a, b], pair) => ({ pair, deck_a: spec.decks[a]!.name, deck_b: spec.decks[b]!.name })),
    versions: { tcglab: TCGLAB_VERSION, node: process.version, game: ctx.game.version, runner: RUNNER_VERSION },
    agents: whoPlayed(spec),
    command: req.command ?? '',
    cwd: process.cwd(),
    reproduce: reproduceCommand(spec, o.shard),
    resume: `tcglab sim --resume ${shq(o.shown)}`,
    status: 'running',
    startedAt: new Date().toISOString(),
    ...(o.untilCiRule ? { untilCiRule: o.untilCiRule } : {}),
  };
}

/** The layout of a resumed run's games.csv (bad input when its header is not one of tcglab's). */
function csvLayoutOf(dir: string): CsvLayout {
  try {
    return gamesCsvLayout(dir);
  } catch (e) {
    throw new RunInputError((e as Error).message);
  }
}

/** `tcglab sim …` flags that replay the same games from scratch. */
export function reproduceCommand(spec: RunSpec, shard: ShardInfo | null): string {
  const a: string[] = ['tcglab', 'sim', '--game', spec.game];
  for (const d of spec.decks) a.push('--deck', d.file);
  if (spec.pilots) {
    const field = spec.agents[0];
    spec.decks.forEach((d, k) => {
      if (spec.pilots![k] !== field) a.push('--pilot', `${d.name}=${spec.pilots![k]}`);
    });
    a.push('--field-agent', field);
  } else a.push('--agent', spec.agents[0], '--agent', spec.agents[1]);
  a.push('--games', String(spec.gamesPerPair), '--seed', spec.seed);
  if (spec.pairing === 'gauntlet') a.push('--gauntlet', spec.gauntlet!);
  if (spec.untilCi !== undefined)
    a.push('--until-ci', String(spec.untilCi), '--until-ci-batch', String(spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH));
  if (spec.turnLimit !== undefined) a.push('--turn-limit', String(spec.turnLimit));
  if (spec.maxDecisions !== undefined) a.push('--max-decisions', String(spec.maxDecisions));
  if (spec.maxMs) a.push('--max-ms', String(spec.maxMs));
  for (const [k, v] of Object.entries(spec.options ?? {})) a.push('--option', `${k}=${v}`);
  if (shard) a.push('--shard', `${shard.k}/${shard.n}`);
  return a.map(shq).join(' ');
}

/** Who played, as run.json and the reports name them: each seat's agent, or each deck's pilot; versioned, every parameter. */
export function whoPlayed(spec: RunSpec): SeatAgent[] {
  const one = (a: string) => {
    const d = describeAgent(a);
    return { spec: d.spec, full: d.full, summary: d.summary, random: d.random };
  };
  if (spec.pilots) return spec.pilots.map((a, k) => ({ deck: spec.decks[k]!.name, ...one(a) }));
  return spec.agents.map((a, seat) => ({ seat, ...one(a) }));
}

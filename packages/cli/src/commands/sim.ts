// `tcglab sim`: play a run of seeded games (flags or a JSON spec file), resume one, or play one shard.
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { Command } from 'commander';
import {
  defaultWorkers,
  knownGameIds,
  parseRecordFields,
  RECORD_FIELDS,
  type RecordField,
  runSim,
  summaryRows,
  summaryTable,
  validateSpec,
  type DeckSource,
  type Progress,
  type RunSpec,
  type SeatAgent,
  type SimResult,
} from '@tcglab/runner';
import { checkAgentSpec, seatAgents } from '../util/agents-arg.js';
import { deckFilesIn, expandDeckPaths, inferGameOf, loadDeckSources, noGameError } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { MAX_GAMES, UsageError, collect, intFlag, numFlag, workersFlag, seedFlag } from '../util/errors.js';
import { SPEC_FILE, readTextInput } from '../util/text-input.js';
import { resolveShard } from '../util/shard-arg.js';
import { runExitCode } from '../util/exit-codes.js';
import { installInterrupt } from '../util/interrupt.js';

/** Ctrl-C handling, shared with the other long commands (tune imports it from here). */
export { installInterrupt };

/** What a spec file (`sims/*.json`) may hold; flags override it. Paths are relative to the spec file. */
export interface SpecFile {
  name?: string;
  game?: string;
  decks?: string | string[];
  gauntlet?: string;
  agents?: string | string[];
  games?: number;
  seed?: string | number;
  untilCi?: number;
  untilCiBatch?: number;
  out?: string;
  turnLimit?: number;
  maxDecisions?: number;
  maxMs?: number;
  workers?: number;
  shards?: number;
  options?: Record<string, string | number | boolean>;
  pilots?: Record<string, string>;
  fieldAgent?: string;
}

/** Each spec-file field and the JSON type it must have (checked before anything is read from it). */
const SPEC_FIELDS: Readonly<Record<string, 'string' | 'strings' | 'int' | 'number' | 'seed' | 'scalars' | 'pilots' | 'any-string'>> = {
  name: 'string',
  game: 'string',
  decks: 'strings',
  gauntlet: 'string',
  agents: 'strings',
  games: 'int',
  seed: 'seed',
  untilCi: 'number',
  untilCiBatch: 'int',
  out: 'string',
  turnLimit: 'int',
  maxDecisions: 'int',
  maxMs: 'int',
  workers: 'int',
  shards: 'int',
  options: 'scalars',
  pilots: 'pilots',
  fieldAgent: 'string',
  $comment: 'any-string',
  description: 'any-string',
};

const TYPE_TEXT = {
  string: 'a string',
  strings: 'a string or a list of strings',
  int: 'an integer',
  number: 'a number',
  seed: 'a string or a number',
  scalars: 'an object of strings, numbers and booleans',
  pilots: 'an object of deck name → agent spec',
  'any-string': 'a string',
} as const;

function fieldOk(t: (typeof SPEC_FIELDS)[string], v: unknown): boolean {
  switch (t) {
    case 'string':
    case 'any-string':
      return typeof v === 'string';
    case 'strings':
      return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    case 'int':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'seed':
      return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    case 'pilots':
      return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
    case 'scalars':
      return (
        typeof v === 'object' &&
        v !== null &&
        !Array.isArray(v) &&
        Object.values(v).every((x) => ['string', 'number', 'boolean'].includes(typeof x))
      );
  }
}

/** Read a spec file: bounded, BOM-tolerant, every field known and of its type (exit 2 otherwise). */
export function readSpecFile(file: string): { spec: SpecFile; base: string } {
  if (/\.txt$/i.test(file)) {
    throw new UsageError(
      `${file} looks like a deck file, not a spec file: give decks as tcglab sim --deck A.txt --deck B.txt (or tcglab sim A.txt B.txt)`,
    );
  }
  const raw = readTextInput(file, SPEC_FILE);
  let spec: SpecFile;
  try {
    spec = JSON.parse(raw) as SpecFile;
  } catch (e) {
    throw new UsageError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) throw new UsageError(`${file}: expected a JSON object`);
  for (const [k, v] of Object.entries(spec)) {
    const t = SPEC_FIELDS[k];
    if (!Object.hasOwn(SPEC_FIELDS, k) || t === undefined) {
      throw new UsageError(
        `${file}: unknown field "${k}"; known: ${Object.keys(SPEC_FIELDS)
          .filter((x) => !x.startsWith('$'))
          .join(', ')}`,
      );
    }
    if (!fieldOk(t, v)) throw new UsageError(`${file}: "${k}" must be ${TYPE_TEXT[t]}; got ${JSON.stringify(v).slice(0, 60)}`);
  }
  return { spec, base: dirname(resolve(file)) };
}

export interface SimFlags {
  game?: string;
  deck?: string[];
  decks?: string;
  gauntlet?: string;
  games?: string;
  seed?: string;
  workers?: string;
  agents?: string;
  agent?: string[];
  out?: string;
  untilCi?: string;
  untilCiBatch?: string;
  turnLimit?: string;
  maxDecisions?: string;
  maxMs?: string;
  resume?: string;
  shard?: string;
  shards?: string;
  option?: string[];
  pilot?: string[];
  fieldAgent?: string;
  batch?: string;
  name?: string;
  quiet?: boolean;
  json?: boolean;
  record?: string;
  recordWith?: string;
  force?: boolean;
}

const RUN_FLAGS: (keyof SimFlags)[] = [
  'game',
  'deck',
  'decks',
  'gauntlet',
  'games',
  'seed',
  'agents',
  'agent',
  'untilCi',
  'untilCiBatch',
  'turnLimit',
  'maxDecisions',
  'maxMs',
  'shard',
  'shards',
  'option',
  'pilot',
  'fieldAgent',
  'out',
];

function parseOptions(
  list: readonly string[] | undefined,
  base: Record<string, string | number | boolean> | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!list?.length) return base;
  const out = { ...(base ?? {}) };
  for (const kv of list) {
    const m = /^([\w.-]+)=(.*)$/.exec(kv);
    if (!m) throw new UsageError(`--option expects key=value; got "${kv}"`);
    const v = m[2]!;
    out[m[1]!] = v === 'true' ? true : v === 'false' ? false : v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return out;
}

/** Agents as given: seat agents, or deck agents (a field agent and pilots as `DECK=SPEC`), each spec checked. */
type AgentChoice = { seats: [string, string] } | { field: string; pilots: { deck: string; spec: string }[] };

/**
 * Seat agents (`--agents`/`--agent`) or deck agents (`--pilot DECK=SPEC`, `--field-agent SPEC`); the command
 * line's choice overrides the spec file's. Mixing the two kinds is refused.
 */
function chooseAgents(f: SimFlags, sf: SpecFile): AgentChoice {
  const flagSeats = f.agents !== undefined || !!f.agent?.length;
  const flagDecks = !!f.pilot?.length || f.fieldAgent !== undefined;
  const fileSeats = sf.agents !== undefined;
  const fileDecks = sf.pilots !== undefined || sf.fieldAgent !== undefined;
  const both = 'give seat agents (--agents/--agent, "agents") or deck agents (--pilot/--field-agent, "pilots"/"fieldAgent"), not both';
  if (flagSeats && flagDecks) throw new UsageError(both);
  if (!flagSeats && !flagDecks && fileSeats && fileDecks) throw new UsageError(both);
  if (flagSeats || (!flagDecks && !fileDecks)) return { seats: seatAgents(flagSeats ? f.agents : sf.agents, f.agent) };
  const raw = flagDecks ? (f.pilot ?? []) : Object.entries(sf.pilots ?? {}).map(([d, a]) => `${d}=${a}`);
  const pilots = raw.map((p) => {
    const eq = p.indexOf('=');
    if (eq <= 0) throw new UsageError(`--pilot expects DECK=SPEC (e.g. "Fire Rush=mcts:iters=200"); got "${p}"`);
    return { deck: p.slice(0, eq).trim(), spec: checkAgentSpec(p.slice(eq + 1)) };
  });
  return { field: checkAgentSpec((flagDecks ? f.fieldAgent : sf.fieldAgent) ?? 'random'), pilots };
}

/** The spec's agents: seat agents, or [field, field] plus one pilot per deck (a deck named by name or file). */
function resolveAgents(c: AgentChoice, decks: readonly DeckSource[]): { agents: [string, string]; pilots?: string[] } {
  if ('seats' in c) return { agents: c.seats };
  const pilots = decks.map(() => c.field);
  const given = new Set<number>();
  for (const p of c.pilots) {
    const k = deckIndex(decks, p.deck);
    if (k < 0) throw new UsageError(`--pilot "${p.deck}=…": no such deck among the run's decks (${decks.map((d) => d.name).join(', ')})`);
    if (given.has(k)) throw new UsageError(`--pilot: deck "${decks[k]!.name}" is given two pilots`);
    given.add(k);
    pilots[k] = p.spec;
  }
  return { agents: [c.field, c.field], pilots };
}

/** A deck of the run by its name, its file, or its file's base name; -1 when none. */
function deckIndex(decks: readonly DeckSource[], ref: string): number {
  const by = [
    (d: DeckSource) => d.name === ref,
    (d: DeckSource) => resolve(d.file) === resolve(ref),
    (d: DeckSource) => basename(d.file).replace(/\.txt$/, '') === ref,
  ];
  for (const f of by) {
    const k = decks.findIndex(f);
    if (k >= 0) return k;
  }
  return -1;
}

/** Build the run spec from a spec file and flags (flags win). Loads the game to parse decks. */
export async function buildSpec(
  file: { spec: SpecFile; base: string } | undefined,
  f: SimFlags,
): Promise<{ spec: RunSpec; name: string; notes: string[]; sf: SpecFile; base: string }> {
  const sf = file?.spec ?? {};
  const base = file?.base ?? process.cwd();
  const rel = (p: string): string => (isAbsolute(p) ? p : join(base, p));
  const notes: string[] = [];
  // Flags (and deck files given as arguments) win over the spec file; --decks is always a folder.
  let files: string[];
  if (f.deck?.length || f.decks) files = [...expandDeckPaths(f.deck ?? []), ...(f.decks ? deckFilesIn(f.decks) : [])];
  else if (sf.decks !== undefined) files = expandDeckPaths((typeof sf.decks === 'string' ? [sf.decks] : sf.decks).map(rel));
  else files = [];
  const agentChoice = chooseAgents(f, sf);
  const known = knownGameIds();
  const gameId = f.game ?? sf.game ?? inferGameOf(files, known);
  if (!gameId) throw noGameError(files, known);
  const game = await loadGameArg(gameId);
  if (files.length < 2) throw new UsageError(`a run needs at least 2 decks; got ${files.length} (use --deck FILE twice, or --decks DIR)`);
  const decks = loadDeckSources(game, files);
  let games = intFlag('--games', f.games ?? sf.games, 1, MAX_GAMES) ?? 100;
  if (games % 2 === 1) {
    notes.push(`--games ${games} rounded up to ${games + 1}: games come in seat-swapped pairs sharing a deal`);
    games++;
  }
  const gauntlet = f.gauntlet ?? sf.gauntlet;
  let gauntletName: string | undefined;
  if (gauntlet !== undefined) {
    const hit =
      decks.find((d) => d.name === gauntlet) ??
      decks.find((d) => resolve(d.file) === resolve(gauntlet)) ??
      decks.find((d) => basename(d.file).replace(/\.txt$/, '') === gauntlet);
    if (!hit) {
      // A gauntlet deck given as a file that is not among the decks: add it.
      const extra = files.includes(gauntlet) || !existsSync(gauntlet) ? undefined : loadDeckSources(game, [gauntlet])[0];
      if (!extra)
        throw new UsageError(
          `gauntlet deck "${gauntlet}" is neither a deck file nor among the decks (${decks.map((d) => d.name).join(', ')})`,
        );
      decks.unshift(extra);
      gauntletName = extra.name;
    } else gauntletName = hit.name;
  }
  const { agents, pilots } = resolveAgents(agentChoice, decks);
  const untilCi = numFlag('--until-ci', f.untilCi ?? sf.untilCi);
  const untilCiBatch = intFlag('--until-ci-batch', f.untilCiBatch ?? sf.untilCiBatch, 2);
  const turnLimit = intFlag('--turn-limit', f.turnLimit ?? sf.turnLimit, 1);
  const maxDecisions = intFlag('--max-decisions', f.maxDecisions ?? sf.maxDecisions, 1);
  const maxMs = intFlag('--max-ms', f.maxMs ?? sf.maxMs, 0);
  const options = parseOptions(f.option, sf.options);
  const spec: RunSpec = {
    game: gameId,
    decks,
    agents,
    ...(pilots ? { pilots } : {}),
    gamesPerPair: games,
    seed: seedFlag(f.seed !== undefined ? '--seed' : 'the spec file\'s "seed"', f.seed ?? sf.seed) ?? '1',
    pairing: gauntletName !== undefined ? 'gauntlet' : 'round-robin',
    ...(gauntletName !== undefined ? { gauntlet: gauntletName } : {}),
    ...(untilCi !== undefined ? { untilCi } : {}),
    ...(untilCi !== undefined && untilCiBatch !== undefined ? { untilCiBatch: untilCiBatch + (untilCiBatch % 2) } : {}),
    ...(turnLimit !== undefined ? { turnLimit } : {}),
    ...(maxDecisions !== undefined ? { maxDecisions } : {}),
    ...(maxMs ? { maxMs } : {}),
    ...(options ? { options } : {}),
  };
  if (untilCi !== undefined && untilCiBatch !== undefined && untilCiBatch % 2)
    notes.push(`--until-ci-batch rounded up to ${untilCiBatch + 1} (whole pairs)`);
  const name = f.name ?? sf.name ?? gameId;
  return { spec, name, notes, sf, base };
}

function fmtTime(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 60) return `${Math.round(s)}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

export function progressLine(p: Progress): string {
  const lead = p.leader ? `  leader ${p.leader.deck} ${(100 * p.leader.rate).toFixed(1)}%` : '';
  const fail = p.failed ? `  ${p.failed} failed` : '';
  return `${p.done}/${p.total} games  ${p.gamesPerSecond.toFixed(0)} games/s  ETA ${fmtTime(p.etaSeconds)}${fail}${lead}`;
}

/** Deck name → pilot of a run with deck agents (for the end table), else undefined. */
function pilotsOf(r: SimResult): Map<string, string> | undefined {
  const { spec } = r.runJson;
  return spec.pilots ? new Map(spec.decks.map((d, k) => [d.name, spec.pilots![k]!])) : undefined;
}

/** Who played (versioned agents with every parameter) and, for random agents, what the numbers then mean. */
function playedByLine(agents: readonly SeatAgent[]): string {
  if (!agents.length) return '';
  const label = (a: SeatAgent) => (a.deck !== undefined ? `${a.deck}: ${a.full}` : `seat ${a.seat} ${a.full}`);
  const same = agents.every((a) => a.full === agents[0]!.full);
  const who = same ? `${agents[0]!.deck !== undefined ? 'every deck' : 'both seats'} ${agents[0]!.full}` : agents.map(label).join(', ');
  const random = agents.filter((a) => a.random);
  const note =
    random.length === agents.length
      ? ' (random agents: these win rates measure how each deck plays itself, not deck strength)'
      : random.length
        ? ` (${random.map((a) => (a.deck !== undefined ? a.deck : `seat ${a.seat}`)).join(', ')} ${random.length > 1 ? 'play' : 'plays'} at random)`
        : '';
  return `Agents: ${who}${note}\n`;
}

/** Print the end of a run (table, failures, agent errors, notes) and return the exit code (EXIT in util/exit-codes). */
export function reportRun(r: SimResult, json: boolean, quiet: boolean, extraNotes: string[] = []): number {
  const code = runExitCode({ interrupted: r.interrupted, failed: r.failed, agentErrors: r.tally.agentErrors });
  const notes = [...extraNotes, ...r.notes];
  const warnings = r.tally
    .alwaysFailing()
    .map(
      (a) =>
        `agent "${a.agent}" failed in every one of its ${a.games} game(s): these results measure its failures, not its play (agent_error in games.csv says why)`,
    );
  if (json) {
    process.stdout.write(
      JSON.stringify(
        {
          dir: r.dir,
          status: r.runJson.status,
          games: r.tally.done,
          played: r.played,
          resumedFrom: r.resumedFrom,
          failed: r.failed,
          agentErrors: r.tally.agentErrors,
          agents: [...r.tally.agents.values()],
          seconds: r.seconds,
          specHash: r.runJson.specHash,
          shard: r.runJson.shard,
          ...(r.runJson.spec.pilots ? { pilots: Object.fromEntries(pilotsOf(r)!) } : {}),
          whoPlayed: r.runJson.agents ?? [],
          pairs: summaryRows(r.tally),
          failures: r.failures,
          warnings,
          notes,
          exitCode: code,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    if (!quiet) {
      process.stdout.write(summaryTable(r.tally, pilotsOf(r)) + '\n');
      process.stdout.write(
        `\n${playedByLine(r.runJson.agents ?? [])}${r.tally.done} games (${r.played} played now${r.resumedFrom ? `, ${r.resumedFrom} from before` : ''}) in ${r.seconds.toFixed(1)}s → ${r.dir}\n`,
      );
    }
    for (const n of notes) process.stderr.write(`note: ${n}\n`);
    for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
    if (r.failed > 0) {
      process.stderr.write(`${r.failed} game(s) failed (see ${join(r.dir, 'errors.csv')}); replay with:\n`);
      for (const f of r.failures) process.stderr.write(`  ${f.replay}    # ${f.error.slice(0, 120)}\n`);
    }
    if (r.tally.agentErrors > 0) {
      const who = [...r.tally.agents.values()]
        .filter((a) => a.agentErrors > 0)
        .map((a) => `${a.agent} ${a.agentErrors} of ${a.games}`)
        .join(', ');
      process.stderr.write(
        `${r.tally.agentErrors} game(s) ended by an agent error (${who}); each counts as a loss for that agent (reason agent-error, agent_error column of ${join(r.dir, 'games.csv')})\n`,
      );
    }
    if (r.interrupted) process.stderr.write(`interrupted: ${r.tally.done} games written; continue with: ${r.runJson.resume}\n`);
  }
  return code;
}

export function register(program: Command): void {
  program
    .command('sim')
    .description('Play a run of seeded games between decks and write games.csv, errors.csv, run.json and the reports')
    .argument(
      '[inputs...]',
      'a JSON spec file (sims/*.json) holding what the flags hold (flags override it), and/or deck files and folders',
    )
    .option('--game <id>', 'game id (inferred from a deck folder decks/<game>/ when absent)')
    .option('--deck <file>', 'a deck file (repeatable)', collect)
    .option('--decks <dir>', 'every *.txt deck file in a folder')
    .option('--gauntlet <deck>', 'play this deck (name or file) against each other deck instead of a round robin')
    .option('--games <n>', 'games per deck pair (even: seat-swapped pairs; odd is rounded up) [100]')
    .option('--seed <s>', 'run seed [1]')
    .option('--agents <a,b>', 'agent spec per seat, or one for both; a comma followed by key= continues the previous spec [random]')
    .option('--agent <spec>', 'agent spec of the next seat, never split at commas (repeatable)', collect)
    .option('--pilot <deck=spec>', 'bind an agent to a deck (name or file): it plays that deck in both seats (repeatable)', collect)
    .option('--field-agent <spec>', 'with --pilot: the agent of every deck without a pilot [random]')
    .option('--workers <n>', 'worker threads (0: play in the main thread; at most the cores without --force) [cores]')
    .option('--force', 'allow more --workers than cores')
    .option('--out <dir>', 'run folder (default reports/<date>-<name>-<seed>/); with shards, the parent of shard-K-of-N/')
    .option('--until-ci <w>', 'play each pair in rounds until its pair-aware 95% half-width ≤ w (capped by --games)')
    .option('--until-ci-batch <n>', 'games per pair per until-ci round [100]')
    .option('--turn-limit <n>', "turns before a game is a draw (turn-limit) [the game's default]")
    .option('--max-decisions <n>', "decisions before a game fails with GameBudgetError [the game's default]")
    .option('--max-ms <n>', 'wall-clock ms before a game fails (machine-dependent: off by default) [0]')
    .option('--option <key=value>', 'a game rule option (repeatable)', collect)
    .option('--resume <dir>', 'continue an interrupted run (its spec comes from DIR/run.json)')
    .option('--shard <K/N>', 'play only slice K (0-based) of N disjoint slices of the game indices')
    .option('--shards <n>', 'shard count; K comes from JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or AWS_BATCH_JOB_ARRAY_INDEX')
    .option('--batch <n>', 'games per worker task (does not change results)')
    .option('--name <name>', 'name in the default run folder')
    .option('--quiet', 'no progress line and no table (errors and notes still go to stderr)')
    .option('--json', 'print the end summary as JSON on stdout')
    .option('--record <file>', 'write every decision as a JSON line (gzipped when FILE ends in .gz), in game order; see docs/env.md')
    .option('--record-with <fields>', `what each decision line adds: ${RECORD_FIELDS.join(',')} [obs,act]`)
    .action(async (inputs: string[], f: SimFlags) => {
      if (f.recordWith !== undefined && f.record === undefined) throw new UsageError('--record-with needs --record FILE');
      if (f.record !== undefined && f.resume)
        throw new UsageError('--record cannot be combined with --resume: the record file must hold every game of the run');
      if (f.record !== undefined && existsSync(f.record))
        throw new UsageError(`--record: ${f.record} already exists (tcglab never overwrites a record file)`);
      let record: { file: string; fields: RecordField[] } | undefined;
      try {
        record = f.record !== undefined ? { file: f.record, fields: parseRecordFields(f.recordWith) } : undefined;
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      const specs = inputs.filter((a) => /\.json$/i.test(a));
      if (specs.length > 1) throw new UsageError(`give one spec file; got ${specs.length}: ${specs.join(', ')}`);
      const specPath = specs[0];
      const deckArgs = inputs.filter((a) => !/\.json$/i.test(a));
      if (deckArgs.length) f.deck = [...deckArgs, ...(f.deck ?? [])];
      const workers = workersFlag(f.workers, f.force);
      const batch = intFlag('--batch', f.batch, 1);
      const progress = !f.quiet && !f.json && process.stderr.isTTY;
      const onProgress = progress ? (p: Progress) => process.stderr.write(`\r\x1b[K${progressLine(p)}`) : undefined;
      const intr = installInterrupt();
      const command = ['tcglab', ...process.argv.slice(2)].join(' ');
      try {
        let result: SimResult;
        let notes: string[] = [];
        if (f.resume) {
          const clash = RUN_FLAGS.filter((k) => f[k] !== undefined);
          if (specPath || clash.length) {
            throw new UsageError(
              `--resume takes the whole run from ${f.resume}/run.json; drop ${specPath ? 'the spec file' : clash.map((k) => '--' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join(', ')}`,
            );
          }
          result = await runSim({
            resumeDir: f.resume,
            workers: workers ?? defaultWorkers(),
            command,
            signal: intr.signal,
            ...(onProgress ? { onProgress } : {}),
            ...(batch ? { batchSize: batch } : {}),
          });
        } else {
          const file = specPath ? readSpecFile(specPath) : undefined;
          const built = await buildSpec(file, f);
          notes = built.notes;
          const shard = resolveShard(f.shard, f.shards ?? built.sf.shards);
          try {
            validateSpec(built.spec);
          } catch (e) {
            throw new UsageError((e as Error).message);
          }
          if (shard && built.spec.untilCi !== undefined) {
            throw new UsageError(
              '--until-ci cannot be combined with shards: its stopping rule needs every game of a pair in one process (run until-ci unsharded, or shard a fixed --games run)',
            );
          }
          let out = f.out ?? (built.sf.out !== undefined ? join(built.base, built.sf.out) : undefined);
          if (out && shard) out = join(out, `shard-${shard.k}-of-${shard.n}`);
          const specName = specPath ? basename(specPath).replace(/\.json$/, '') : built.name;
          for (const n of notes) process.stderr.write(`note: ${n}\n`);
          notes = [];
          result = await runSim({
            spec: built.spec,
            name: f.name ?? built.sf.name ?? specName,
            workers: workers ?? workersFlag(built.sf.workers, f.force) ?? defaultWorkers(),
            command,
            signal: intr.signal,
            ...(out ? { outDir: out } : {}),
            ...(shard ? { shard } : {}),
            ...(onProgress ? { onProgress } : {}),
            ...(batch ? { batchSize: batch } : {}),
            ...(record ? { record } : {}),
          });
        }
        if (progress) process.stderr.write('\r\x1b[K');
        process.exitCode = reportRun(result, !!f.json, !!f.quiet, notes);
      } catch (e) {
        if (progress) process.stderr.write('\r\x1b[K');
        throw e;
      } finally {
        intr.dispose();
      }
    });
}

// `tcglab bench-agents`: agent A against agent B (or a round robin) in paired games, with intervals and an SPRT.
// Results go to a folder as pairs finish (bench.json, games.csv); Ctrl-C stops cleanly and --resume continues.
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import type { Game } from '@tcglab/core';
import {
  agentPairings,
  benchmark,
  budgetLadder,
  budgetPairings,
  budgetSteps,
  formatBudgetLadder,
  deckMatchups,
  formatReport,
  gamesCsv,
  isReproducibleSpec,
  parseSprt,
  printableElo,
  sprtCapWarning,
  summaryCsv,
  totalTasks,
  type BenchPlan,
  type BenchReport,
  type BudgetLadder,
  type PairRow,
  type SprtParams,
} from '@tcglab/agents';
import { GAME_PACKAGES, TCGLAB_VERSION, extraGameModules, newRunDir, shq } from '@tcglab/runner';
import { checkAgentSpec, splitAgentList } from '../util/agents-arg.js';
import {
  BenchGamesWriter,
  agentErrorTally,
  claimBenchDir,
  loadBenchRows,
  readBenchJson,
  writeBenchJson,
  writeBenchReports,
  type BenchJson,
} from '../util/bench-folder.js';
import { deckFilesIn, expandDeckPaths, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { MAX_GAMES, UsageError, collect, intFlag, workersFlag, seedFlag } from '../util/errors.js';
import { runExitCode } from '../util/exit-codes.js';
import { installInterrupt } from '../util/interrupt.js';

interface BenchFlags {
  game?: string;
  agent?: string[];
  agents?: string;
  deck?: string[];
  decks?: string;
  mirrors?: boolean;
  games?: string;
  seed?: string;
  sprt?: string;
  workers?: string;
  turnLimit?: string;
  out?: string;
  csv?: string;
  pair?: string;
  json?: boolean;
  force?: boolean;
  resume?: string;
  ladderBudget?: string;
}

/** Flags that define a benchmark: --resume takes them all from bench.json. */
const PLAN_FLAGS: (keyof BenchFlags)[] = [
  'game',
  'agent',
  'agents',
  'deck',
  'decks',
  'mirrors',
  'games',
  'seed',
  'sprt',
  'turnLimit',
  'out',
  'pair',
  'ladderBudget',
];

/** A deck argument: a file or folder, or a bare deck name looked up in decks/<game>/NAME.txt. */
function deckPath(game: string, arg: string): string {
  if (existsSync(arg)) return arg;
  const named = join('decks', game, arg.endsWith('.txt') ? arg : `${arg}.txt`);
  if (!/[\\/]/.test(arg) && existsSync(named)) return named;
  return arg;
}

/** The built JS entry of a game package, for worker threads (resolved where the runner resolves games). */
function gameModuleUrl(id: string): string {
  const extra = extraGameModules()[id];
  if (extra) return extra;
  const pkg = GAME_PACKAGES[id];
  if (!pkg) throw new UsageError(`unknown game "${id}"`);
  const req = createRequire(import.meta.resolve('@tcglab/runner'));
  return pathToFileURL(req.resolve(pkg)).href;
}

function shellQuote(a: string): string {
  return /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

/** The plan and SPRT of a new benchmark from its flags (everything checked; nothing written). */
async function planOf(
  f: BenchFlags & { game: string },
): Promise<{ plan: BenchPlan; sprt?: SprtParams; game: Game<unknown>; ladder?: BudgetLadderJson }> {
  let agents = [...(f.agent ?? []), ...(f.agents ? splitAgentList(f.agents) : [])].map(checkAgentSpec);
  let ladder: BudgetLadderJson | undefined;
  if (f.ladderBudget !== undefined) {
    if (agents.length !== 1) throw new UsageError('--ladder-budget takes exactly one --agent (the budgets make the others)');
    if (f.sprt !== undefined) throw new UsageError('--ladder-budget and --sprt do not go together');
    const l = ladderOf({ base: agents[0]!, budgets: f.ladderBudget });
    ladder = { base: agents[0]!, budgets: f.ladderBudget };
    agents = [...l.agents];
  }
  if (agents.length < 2) throw new UsageError('give at least two agents: --agent A --agent B (or --agents A,B)');
  if (new Set(agents).size !== agents.length) throw new UsageError('each agent spec may appear once (results are reported by spec)');
  const games = intFlag('--games', f.games, 2, MAX_GAMES) ?? 200;
  let sprt: SprtParams | undefined;
  if (f.sprt !== undefined) {
    try {
      sprt = parseSprt(f.sprt);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (agents.length !== 2) throw new UsageError('--sprt compares exactly two agents');
  }
  const game = await loadGameArg(f.game);
  const files =
    f.deck?.length || f.decks
      ? [...expandDeckPaths((f.deck ?? []).map((d) => deckPath(f.game, d))), ...(f.decks ? deckFilesIn(f.decks) : [])]
      : deckFilesIn(join('decks', f.game));
  const decks = loadDeckSources(game, files);
  if (new Set(decks.map((d) => d.name)).size !== decks.length) throw new UsageError('two decks share a name; deck names must be unique');
  const plan: BenchPlan = {
    game: f.game,
    agents,
    decks,
    matchups: deckMatchups(decks.length, !!f.mirrors),
    pairings: ladder ? budgetPairings(agents.length) : agentPairings(agents.length),
    pairsPerPairing: Math.ceil(games / 2),
    seed: seedFlag('--seed', f.seed) ?? 'bench',
    ...(f.turnLimit !== undefined ? { turnLimit: intFlag('--turn-limit', f.turnLimit, 1)! } : {}),
  };
  const capWarning = sprt ? sprtCapWarning(sprt, plan.pairsPerPairing) : undefined;
  if (capWarning) process.stderr.write(`warning: ${capWarning}\n`);
  return { plan, ...(sprt ? { sprt } : {}), game, ...(ladder ? { ladder } : {}) };
}

/** A budget ladder as bench.json keeps it (so --resume and a reproduction command rebuild the same plan). */
interface BudgetLadderJson {
  readonly base: string;
  readonly budgets: string;
}

function ladderOf(l: BudgetLadderJson): BudgetLadder {
  try {
    return budgetLadder(l.base, l.budgets);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Notes about a plan worth a line on stderr. */
function planNotes(plan: BenchPlan): void {
  if (plan.pairsPerPairing < plan.matchups.length) {
    process.stderr.write(
      `note: ${plan.pairsPerPairing} pair(s) per agent pairing for ${plan.matchups.length} deck matchups: some matchups are not played (--games ${2 * plan.matchups.length} plays each once)\n`,
    );
  }
  const wallClock = plan.agents.filter((a) => !isReproducibleSpec(a));
  if (wallClock.length) {
    process.stderr.write(
      `note: ${wallClock.join(', ')} depend(s) on wall-clock time or an outside process: results are not reproducible from the seed alone\n`,
    );
  }
}

/** The report as JSON (infinite Elo bounds as "inf"/"-inf", by the same rule as the table). */
function reportJson(dir: string, j: BenchJson, report: BenchReport, rows: readonly PairRow[], extra: Record<string, unknown>): string {
  const lines = report.lines.map((l) => ({
    ...l,
    stats: { ...l.stats, elo: printableElo(l.stats.elo), eloLow: printableElo(l.stats.eloLow), eloHigh: printableElo(l.stats.eloHigh) },
  }));
  const ladder = report.ladder?.map(({ agent, entry }) => ({
    agent,
    entry: { ...entry, elo: printableElo(entry.elo), low: printableElo(entry.low), high: printableElo(entry.high) },
  }));
  return (
    JSON.stringify(
      {
        dir,
        status: j.status,
        pairs: rows.length,
        totalPairs: j.totalPairs,
        plan: { ...j.plan, decks: j.plan.decks.map((d) => ({ name: d.name, file: d.file })) },
        lines,
        ladder: ladder ?? null,
        sprt: report.sprt ?? null,
        reasons: report.reasons,
        failedPairs: report.failedPairs,
        agents: agentErrorTally(j.plan, rows),
        ...(j.budgetLadder
          ? (() => {
              const l = ladderOf(j.budgetLadder);
              return { budgetLadder: { key: l.key, values: l.values, steps: budgetSteps(l, report) } };
            })()
          : {}),
        ...extra,
      },
      (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? (Number.isNaN(v) ? null : v > 0 ? 'inf' : '-inf') : v),
      2,
    ) + '\n'
  );
}

/** Play (or continue) the benchmark in `dir`, write its files, print its report; returns the exit code. */
async function play(dir: string, j: BenchJson, game: Game<unknown>, workers: number, f: BenchFlags, prior: PairRow[]): Promise<number> {
  const { plan } = j;
  const writer = new BenchGamesWriter(dir, plan);
  const intr = installInterrupt('pairs');
  const total = totalTasks(plan);
  const tty = process.stderr.isTTY === true && !f.json;
  const t0 = Date.now();
  let result;
  try {
    j.status = 'running';
    j.workers = workers;
    writeBenchJson(dir, j);
    result = await benchmark({
      plan,
      workers,
      ...(workers > 0 ? { gameModule: gameModuleUrl(plan.game) } : { game }),
      ...(j.sprt ? { sprt: j.sprt } : {}),
      prior,
      onRow: (row) => writer.write(row),
      signal: intr.signal,
      ...(tty ? { onProgress: (n: number) => process.stderr.write(`\r${n}/${total} pairs`) } : {}),
    });
  } finally {
    writer.close();
    intr.dispose();
    if (tty) process.stderr.write('\r\x1b[K');
  }
  const { report, run, rows } = result;
  const interrupted = run.interrupted && !result.settled;
  j.status = interrupted ? 'interrupted' : 'complete';
  j.finishedAt = new Date().toISOString();
  j.pairsDone = rows.length;
  j.seconds = Math.round((Date.now() - t0) / 100) / 10;
  writeBenchJson(dir, j);
  const tally = agentErrorTally(plan, rows);
  const agentErrors = tally.reduce((a, t) => a + t.agentErrors, 0);
  const code = runExitCode({ interrupted, failed: report.failedPairs.length, agentErrors });
  let text = formatReport(report, run.timings, run.elapsedMs);
  if (!interrupted) {
    text = writeBenchReports(dir, j, report, rows.length, { timings: run.timings, elapsedMs: run.elapsedMs });
    if (f.csv) writeFileSync(f.csv, summaryCsv(report));
  }
  if (j.budgetLadder) {
    const l = ladderOf(j.budgetLadder);
    text += '\n\n' + formatBudgetLadder(l, budgetSteps(l, report));
  }
  if (workers === 0) text += '\n(played in this thread: --workers 0)';
  if (report.failedPairs.length) {
    const base = ['tcglab', 'bench-agents', ...benchArgs(j)];
    text += `\nReproduce a failed pair: ${[...base, '--pair', String(report.failedPairs[0]!.task)].map(shellQuote).join(' ')}`;
  }
  if (f.json) process.stdout.write(reportJson(dir, j, report, rows, { resumedFrom: prior.length, agentErrors, exitCode: code }));
  else process.stdout.write(text + `\n→ ${dir}\n`);
  for (const t of tally) {
    if (t.games > 0 && t.agentErrors === t.games) {
      process.stderr.write(
        `warning: agent "${t.agent}" failed in every one of its ${t.games} game(s): these results measure its failures, not its play\n`,
      );
    }
  }
  if (agentErrors > 0 && !f.json)
    process.stderr.write(`${agentErrors} game(s) ended by an agent error (reason agent-error in ${join(dir, 'games.csv')})\n`);
  if (interrupted) process.stderr.write(`interrupted: ${rows.length} of ${total} pairs written; continue with: ${j.resume}\n`);
  return code;
}

/** The flags that reproduce a benchmark's plan (for printed commands). */
function benchArgs(j: BenchJson): string[] {
  const p = j.plan;
  const a = ['--game', p.game];
  if (j.budgetLadder) a.push('--agent', j.budgetLadder.base, '--ladder-budget', j.budgetLadder.budgets);
  else for (const s of p.agents) a.push('--agent', s);
  for (const d of p.decks) a.push('--deck', d.file);
  if (p.matchups.some(([x, y]) => x === y) && p.decks.length > 1) a.push('--mirrors');
  a.push('--games', String(2 * p.pairsPerPairing), '--seed', p.seed);
  if (p.turnLimit !== undefined) a.push('--turn-limit', String(p.turnLimit));
  if (j.sprt) a.push('--sprt', `elo0=${j.sprt.elo0},elo1=${j.sprt.elo1},alpha=${j.sprt.alpha},beta=${j.sprt.beta}`);
  return a;
}

export function register(program: Command): void {
  program
    .command('bench-agents')
    .description(
      "Benchmark agents in paired games (each deal twice, seats swapped): A's score and Elo with 95% intervals, " +
        'pair outcomes per deck matchup, an optional SPRT; three or more agents play a round robin with an Elo ladder. ' +
        'Results go to a folder as pairs finish; Ctrl-C stops cleanly and --resume continues',
    )
    .option('--game <id>', 'game id (required unless --resume)')
    .option('--agent <spec>', 'an agent (repeatable: A, B, …); e.g. greedy, mcts:iters=200, external:CMD', collect)
    .option('--agents <list>', 'agents as one comma list (a piece starting with key= continues the previous spec)')
    .option('--deck <file|name>', 'deck file, folder, or name in decks/<game>/ (repeatable); one deck = mirror matches', collect)
    .option('--decks <dir>', 'deck folder [decks/<game>]')
    .option('--mirrors', 'with several decks, also play each deck against itself')
    .option('--games <n>', 'games per agent pairing (rounded up to whole pairs); with --sprt: the cap [200]')
    .option('--seed <s>', 'run seed [bench]')
    .option('--sprt <params>', 'sequential test, e.g. elo0=0,elo1=20,alpha=0.05,beta=0.05: stop once settled')
    .option('--workers <n>', 'worker threads; 0 plays in this thread (at most the cores without --force) [cores]')
    .option('--force', 'allow more --workers than cores')
    .option('--turn-limit <n>', 'turn cap per game (draw, reason turn-limit) [game default]')
    .option('--out <dir>', 'the benchmark folder [reports/<date>-bench-<game>-<seed>/]')
    .option('--resume <dir>', 'continue an interrupted benchmark (its plan comes from DIR/bench.json)')
    .option('--csv <file>', 'also write the summary CSV here')
    .option('--pair <t>', 'play only pair number t, in this thread (a reproduction), and print its games (no folder)')
    .option('--json', 'print the report as JSON instead of the table')
    .option(
      '--ladder-budget <key=v1,v2,…>',
      'play the one --agent at each budget (e.g. iters=25,50,100,200,400), each against the next, and say whether strength rises with it',
    )
    .action(async (f: BenchFlags) => {
      const workersAsked = workersFlag(f.workers, f.force);
      if (f.resume !== undefined) {
        const clash = PLAN_FLAGS.filter((k) => f[k] !== undefined);
        if (clash.length) {
          throw new UsageError(
            `--resume takes the whole benchmark from ${f.resume}/bench.json; drop ${clash.map((k) => '--' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join(', ')}`,
          );
        }
        const j = readBenchJson(f.resume);
        const game = await loadGameArg(j.plan.game);
        if (game.version !== j.versions.game) {
          throw new UsageError(
            `${f.resume} was played with ${j.plan.game} engine ${j.versions.game}, but this is ${game.version}: resuming would mix rules versions`,
          );
        }
        for (const a of j.plan.agents) checkAgentSpec(a);
        const prior = loadBenchRows(f.resume, j.plan);
        const workers = Math.min(workersAsked ?? availableParallelism(), Math.max(1, totalTasks(j.plan) - prior.length));
        process.exitCode = await play(f.resume, j, game, workers, f, prior);
        return;
      }
      if (f.game === undefined) throw new UsageError("required option '--game <id>' not specified");
      const { plan, sprt, game, ladder } = await planOf({ ...f, game: f.game });
      planNotes(plan);
      if (f.pair !== undefined) {
        const t = intFlag('--pair', f.pair, 0, totalTasks(plan) - 1)!;
        const { run } = await benchmark({ plan, workers: 0, game, only: [t] });
        process.stdout.write(gamesCsv(plan, run.rows));
        return;
      }
      const dir = f.out !== undefined ? claimBenchDir(f.out) : newRunDir('reports', `bench-${plan.game}`, plan.seed);
      const shown = resolve(dir).startsWith(process.cwd() + '/') ? resolve(dir).slice(process.cwd().length + 1) : resolve(dir);
      const j: BenchJson = {
        format: 'tcglab-bench/1',
        plan,
        sprt: sprt ?? null,
        ...(ladder ? { budgetLadder: ladder } : {}),
        versions: { tcglab: TCGLAB_VERSION, node: process.version, game: game.version },
        command: ['tcglab', ...process.argv.slice(2)].join(' '),
        cwd: process.cwd(),
        resume: `tcglab bench-agents --resume ${shq(shown)}`,
        totalPairs: totalTasks(plan),
        status: 'running',
        startedAt: new Date().toISOString(),
      };
      const workers = Math.min(workersAsked ?? availableParallelism(), Math.max(1, totalTasks(plan)));
      process.exitCode = await play(dir, j, game, workers, f, []);
    });
}

// `tcglab bench-agents`: agent A against agent B (or a round robin) in paired games, with intervals and an SPRT.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import {
  agentPairings,
  benchmark,
  deckMatchups,
  formatReport,
  gamesCsv,
  isReproducibleSpec,
  parseSprt,
  summaryCsv,
  type BenchPlan,
} from '@tcglab/agents';
import { GAME_PACKAGES, extraGameModules } from '@tcglab/runner';
import { checkAgentSpec, splitAgentList } from '../util/agents-arg.js';
import { deckFilesIn, expandDeckPaths, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { MAX_GAMES, UsageError, collect, intFlag, workersFlag } from '../util/errors.js';

interface BenchFlags {
  game: string;
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
}

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

export function register(program: Command): void {
  program
    .command('bench-agents')
    .description(
      "Benchmark agents in paired games (each deal twice, seats swapped): A's score and Elo with 95% intervals, " +
        'pair outcomes per deck matchup, an optional SPRT; three or more agents play a round robin with an Elo ladder',
    )
    .requiredOption('--game <id>', 'game id')
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
    .option('--out <dir>', 'write summary.csv, games.csv and report.txt here')
    .option('--csv <file>', 'write the summary CSV here')
    .option('--pair <t>', 'play only pair number t, in this thread (a reproduction), and print its games')
    .option('--json', 'print the report as JSON instead of the table')
    .action(async (f: BenchFlags) => {
      const game = await loadGameArg(f.game);
      const agents = [...(f.agent ?? []), ...(f.agents ? splitAgentList(f.agents) : [])].map(checkAgentSpec);
      if (agents.length < 2) throw new UsageError('give at least two agents: --agent A --agent B (or --agents A,B)');
      if (new Set(agents).size !== agents.length) throw new UsageError('each agent spec may appear once (results are reported by spec)');
      const files =
        f.deck?.length || f.decks
          ? [...expandDeckPaths((f.deck ?? []).map((d) => deckPath(f.game, d))), ...(f.decks ? deckFilesIn(f.decks) : [])]
          : deckFilesIn(join('decks', f.game));
      const decks = loadDeckSources(game, files);
      if (new Set(decks.map((d) => d.name)).size !== decks.length)
        throw new UsageError('two decks share a name; deck names must be unique');
      const games = intFlag('--games', f.games, 2, MAX_GAMES) ?? 200;
      const plan: BenchPlan = {
        game: f.game,
        agents,
        decks,
        matchups: deckMatchups(decks.length, !!f.mirrors),
        pairings: agentPairings(agents.length),
        pairsPerPairing: Math.ceil(games / 2),
        seed: f.seed ?? 'bench',
        ...(f.turnLimit !== undefined ? { turnLimit: intFlag('--turn-limit', f.turnLimit, 1)! } : {}),
      };
      if (plan.pairsPerPairing < plan.matchups.length) {
        process.stderr.write(
          `note: ${plan.pairsPerPairing} pair(s) per agent pairing for ${plan.matchups.length} deck matchups: some matchups are not played (--games ${2 * plan.matchups.length} plays each once)\n`,
        );
      }
      let sprt;
      if (f.sprt !== undefined) {
        try {
          sprt = parseSprt(f.sprt);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        if (agents.length !== 2) throw new UsageError('--sprt compares exactly two agents');
      }
      const wallClock = agents.filter((a) => !isReproducibleSpec(a));
      if (wallClock.length) {
        process.stderr.write(
          `note: ${wallClock.join(', ')} depend(s) on wall-clock time or an outside process: results are not reproducible from the seed alone\n`,
        );
      }

      if (f.pair !== undefined) {
        const t = intFlag('--pair', f.pair, 0)!;
        const { run } = await benchmark({ plan, workers: 0, game, only: [t] });
        process.stdout.write(gamesCsv(plan, run.rows));
        return;
      }

      const workers = workersFlag(f.workers, f.force) ?? availableParallelism();
      const total = plan.pairings.length * plan.pairsPerPairing;
      const tty = process.stderr.isTTY === true;
      const { report, run } = await benchmark({
        plan,
        workers,
        ...(workers > 0 ? { gameModule: gameModuleUrl(f.game) } : { game }),
        ...(sprt ? { sprt } : {}),
        ...(tty ? { onProgress: (n: number) => process.stderr.write(`\r${n}/${total} pairs`) } : {}),
      });
      if (tty) process.stderr.write('\r\x1b[K');
      if (f.json) {
        process.stdout.write(
          JSON.stringify(
            {
              plan: { ...plan, decks: plan.decks.map((d) => ({ name: d.name, file: d.file })) },
              lines: report.lines,
              ladder: report.ladder ?? null,
              sprt: report.sprt ?? null,
              reasons: report.reasons,
              failedPairs: report.failedPairs,
              timings: run.timings,
              elapsedMs: run.elapsedMs,
            },
            (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? (Number.isNaN(v) ? null : v > 0 ? 'inf' : '-inf') : v),
            2,
          ) + '\n',
        );
        if (report.failedPairs.length) process.exitCode = 1;
        return;
      }
      let text = formatReport(report, run.timings, run.elapsedMs);
      if (workers === 0) text += '\n(played in this thread: --workers 0)';
      if (report.failedPairs.length) {
        const base = ['tcglab', ...process.argv.slice(2).filter((a, i, all) => a !== '--pair' && all[i - 1] !== '--pair')];
        text += `\nReproduce a failed pair: ${[...base, '--pair', String(report.failedPairs[0]!.task)].map(shellQuote).join(' ')}`;
        process.exitCode = 1;
      }
      process.stdout.write(text + '\n');
      if (f.csv) writeFileSync(f.csv, summaryCsv(report));
      if (f.out) {
        mkdirSync(f.out, { recursive: true });
        writeFileSync(join(f.out, 'summary.csv'), summaryCsv(report));
        writeFileSync(join(f.out, 'games.csv'), gamesCsv(plan, run.rows));
        writeFileSync(join(f.out, 'report.txt'), text + '\n');
        writeFileSync(join(f.out, 'bench.json'), JSON.stringify({ plan, sprt: report.sprt ?? null }, null, 2) + '\n');
      }
    });
}

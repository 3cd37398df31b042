// `tcglab perf`: games and decisions per second of a game on W workers (median of --repeat runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { timeDecisions } from '@tcglab/agents';
import { defaultWorkers, pairsOf, runSim, validateSpec, type RunSpec } from '@tcglab/runner';
import { seatAgents } from '../util/agents-arg.js';
import { deckFilesIn, expandDeckPaths, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { MAX_GAMES, UsageError, collect, intFlag, workersFlag, seedFlag } from '../util/errors.js';
import { runExitCode } from '../util/exit-codes.js';

interface PerfFlags {
  game: string;
  agents?: string;
  agent?: string[];
  games?: string;
  workers?: string;
  decks?: string;
  deck?: string[];
  repeat?: string;
  seed?: string;
  json?: boolean;
  force?: boolean;
  timingMs?: string;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function register(program: Command): void {
  program
    .command('perf')
    .description('Measure games/s and decisions/s: a full sim pipeline (workers, CSV writing) into a temporary folder')
    .requiredOption('--game <id>', 'game id')
    .option('--agents <a,b>', 'agent spec per seat, or one for both [random]')
    .option('--agent <spec>', 'agent spec of the next seat (repeatable)', collect)
    .option('--games <n>', 'games per measurement, spread over the deck pairs [2000]')
    .option('--workers <n>', 'worker threads (at most the cores without --force) [cores]')
    .option('--force', 'allow more --workers than cores')
    .option('--decks <dir>', 'deck folder [decks/<game>]')
    .option('--deck <file>', 'deck file (repeatable)', collect)
    .option('--repeat <r>', 'measurements; reports the median [1]')
    .option('--seed <s>', 'seed [perf]')
    .option('--json', 'print JSON')
    .option('--timing-ms <ms>', 'then time each decision of the agents in this thread for about this long (0: skip) [3000]')
    .action(async (f: PerfFlags) => {
      const agents = seatAgents(f.agents, f.agent);
      const total = intFlag('--games', f.games, 2, MAX_GAMES) ?? 2000;
      const workers = workersFlag(f.workers, f.force) ?? defaultWorkers();
      const repeat = intFlag('--repeat', f.repeat, 1, 1000) ?? 1;
      const game = await loadGameArg(f.game);
      const files =
        f.deck?.length || f.decks
          ? [...expandDeckPaths(f.deck ?? []), ...(f.decks ? deckFilesIn(f.decks) : [])]
          : deckFilesIn(join('decks', f.game));
      const decks = loadDeckSources(game, files);
      const base: RunSpec = {
        game: f.game,
        decks,
        agents,
        gamesPerPair: 2,
        seed: seedFlag('--seed', f.seed) ?? 'perf',
        pairing: 'round-robin',
      };
      const pairs = pairsOf(base).length;
      let per = Math.ceil(total / pairs);
      per += per % 2;
      const spec: RunSpec = { ...base, gamesPerPair: per };
      try {
        validateSpec(spec);
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      const runs: {
        seconds: number;
        cpuSeconds: number;
        games: number;
        decisions: number;
        failed: number;
        agentErrors: number;
        /** Seconds to the first written batch, and from it to the last one with the games written in between. */
        firstBatch: number;
        between: number;
        gamesBetween: number;
      }[] = [];
      for (let r = 0; r < repeat; r++) {
        const dir = mkdtempSync(join(tmpdir(), 'tcglab-perf-'));
        try {
          const t0 = process.hrtime.bigint();
          const c0 = process.cpuUsage();
          const at = (): number => Number(process.hrtime.bigint() - t0) / 1e9;
          // When each batch is written (in order): the first one waits for the pool's start-up and warm-up.
          let first = { t: 0, done: 0 };
          let last = first;
          const onBatch = (done: number): void => {
            last = { t: at(), done };
            if (first.done === 0) first = last;
          };
          const res = await runSim({ spec, workers, outDir: join(dir, 'run'), skipReports: true, onBatch });
          const seconds = at();
          const c = process.cpuUsage(c0);
          runs.push({
            seconds,
            cpuSeconds: (c.user + c.system) / 1e6,
            games: res.tally.done,
            decisions: res.tally.decisions,
            failed: res.failed,
            agentErrors: res.tally.agentErrors,
            firstBatch: first.t,
            between: last.t - first.t,
            gamesBetween: last.done - first.done,
          });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      // Time per decision of each agent: games in this thread, after the throughput runs (machine-dependent).
      const timingMs = intFlag('--timing-ms', f.timingMs, 0) ?? 3000;
      const parsed = decks.map((d) => game.parseDeck(d.text, d.file));
      // Skipped when the throughput runs had failed games or agent errors (the figures are suspect; exit 1 or 3 says so).
      const clean = runs.every((x) => x.failed === 0 && x.agentErrors === 0);
      const agentTiming =
        timingMs > 0 && clean
          ? timeDecisions(game, parsed, spec.agents as [string, string], { seed: spec.seed, maxGames: total, maxMs: timingMs })
          : [];
      const gps = runs.map((x) => x.games / x.seconds);
      const dps = runs.map((x) => x.decisions / x.seconds);
      const out = {
        game: f.game,
        version: game.version,
        agents: spec.agents,
        decks: decks.length,
        games: runs[0]!.games,
        workers,
        repeat,
        // Wall clock of the whole run, as a user waits for it: the pool's start-up (threads, each worker loading the
        // game and decks), each worker's warm-up (V8 compiles the engine per thread), the games, writing games.csv
        // and run.json, and closing the pool; the same for any worker count (docs/performance.md).
        gamesPerSecond: Math.round(median(gps) * 10) / 10,
        decisionsPerSecond: Math.round(median(dps)),
        secondsMedian: Math.round(median(runs.map((x) => x.seconds)) * 1000) / 1000,
        // CPU time of all threads (main + workers): games per CPU-second is robust to other load on the machine.
        gamesPerCpuSecond: Math.round(median(runs.map((x) => x.games / x.cpuSeconds)) * 10) / 10,
        // Seconds to the first written batch (start-up, plus the first batch played while its worker warms up), and
        // games/s from the first written batch to the last (without start-up and closing; still warm-up after the
        // first batch): the share of a run's time that is fixed per run, and the rate a long run approaches.
        firstBatchSecondsMedian: Math.round(median(runs.map((x) => x.firstBatch)) * 1000) / 1000,
        gamesPerSecondAfterFirstBatch: Math.round(median(runs.map((x) => (x.between > 0 ? x.gamesBetween / x.between : 0))) * 10) / 10,
        loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
        failed: runs.reduce((a, x) => a + x.failed, 0),
        agentErrors: runs.reduce((a, x) => a + x.agentErrors, 0),
        // Per agent: time per decision with a choice (median, p99, mean, ms) and search iterations per second.
        agentTiming,
        runs: runs.map((x) => ({
          seconds: Math.round(x.seconds * 1000) / 1000,
          gamesPerSecond: Math.round((x.games / x.seconds) * 10) / 10,
          firstBatchSeconds: Math.round(x.firstBatch * 1000) / 1000,
        })),
        node: process.version,
      };
      // Failed games or agent errors make the figures suspect: the exit code says so, as for sim.
      process.exitCode = runExitCode({ failed: out.failed, agentErrors: out.agentErrors });
      if (f.json) process.stdout.write(JSON.stringify(out, null, 2) + '\n');
      else {
        process.stdout.write(
          `${f.game} ${game.version}, ${spec.agents.join(' vs ')}, ${decks.length} decks, ${out.games} games, ${workers} worker(s), median of ${repeat}:\n` +
            `  gamesPerSecond     ${out.gamesPerSecond}\n  decisionsPerSecond ${out.decisionsPerSecond}\n  seconds            ${out.secondsMedian}\n` +
            `  gamesPerCpuSecond  ${out.gamesPerCpuSecond}   (all threads; load average ${out.loadAverage.join(' ')})\n` +
            `  first batch after  ${out.firstBatchSecondsMedian} s; from it to the last, ${out.gamesPerSecondAfterFirstBatch} games/s\n` +
            (out.failed ? `  failed games       ${out.failed}\n` : '') +
            (out.agentErrors ? `  agent errors       ${out.agentErrors}\n` : '') +
            agentTiming
              .map(
                (t) =>
                  `  ${t.agent}: ${t.medianMs} ms median, ${t.p99Ms} ms p99 per decision with a choice (${t.decisions} decisions, ${t.forced} forced)` +
                  (t.iterationsPerSecond !== undefined ? `, ${t.iterationsPerSecond} iterations/s` : '') +
                  '\n',
              )
              .join(''),
        );
      }
    });
}

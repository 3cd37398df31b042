// `tcglab fit-eval`: fit a game's tuned evaluation from seeded self-play (Texel-style) and print or write the weights.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import {
  fitEvaluation,
  fitImitation,
  fitModel,
  parseAgentSpec,
  replaceWeightsBlock,
  roundWeight,
  weightsBlock,
  type FitResult,
} from '@tcglab/agents';
import type { Deck } from '@tcglab/core';
import { splitAgentList } from '../util/agents-arg.js';
import { expandDeckPaths, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { UsageError, collect, intFlag, numFlag } from '../util/errors.js';

interface FitFlags {
  game: string;
  games?: string;
  seed?: string;
  eval?: string;
  agents?: string;
  decks?: string[];
  keep?: string;
  explore?: string;
  l2?: string;
  holdout?: string;
  write?: boolean;
  imitate?: boolean;
  json?: boolean;
}

function report(r: FitResult): string {
  const width = Math.max(...r.features.map((f) => f.length));
  const rows = r.features.map(
    (f, i) =>
      `  ${f.padEnd(width)}  ${String(roundWeight(r.weights[i]!)).padStart(11)}   (shipped ${String(roundWeight(r.current[i] ?? 0)).padStart(11)}, prior ${String(roundWeight(r.prior[i] ?? 0)).padStart(11)})`,
  );
  const reasons = Object.entries(r.reasons)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `${r.games} games (${reasons}); ${r.positions.train} training and ${r.positions.test} held-out positions; Newton ${r.iterations} steps${r.converged ? '' : ' (NOT converged)'}`,
    `held-out log loss: fitted ${r.testLoss.fitted.toFixed(4)}, shipped ${r.testLoss.current.toFixed(4)}, prior ${r.testLoss.prior.toFixed(4)}, w = 0 ${r.testLoss.zero.toFixed(4)}; training ${r.trainLoss.toFixed(4)}; held-out winner predicted ${(100 * r.testAccuracy).toFixed(1)}%`,
    ...rows,
    ...(r.pinned.length ? [`held at 0 by their sign constraint: ${r.pinned.join(', ')}`] : []),
  ].join('\n');
}

export function register(program: Command): void {
  program
    .command('fit-eval')
    .description(
      "Fit a game's tuned evaluation (Texel-style: a logistic fit of its features to who won, on positions sampled from seeded self-play); print the weights, or write them into the game's src/evaluate.ts",
    )
    .requiredOption('--game <id>', 'game id')
    .option('--games <n>', 'self-play games [4000]')
    .option('--seed <s>', 'seed [fit]')
    .option('--eval <v>', "the evaluation version whose weights are fitted (--version is the program's own flag) [2]")
    .option('--agents <a,b>', 'self-play agents, one per seat or one for both [greedy@1]')
    .option('--decks <dir>', 'deck folder or file (repeatable) [decks/<game>, with its sub-folders]', collect)
    .option('--keep <n>', 'positions kept per game on average [8]')
    .option('--explore <p>', "probability of a random action instead of the agents' at each decision [0]")
    .option('--l2 <x>', 'L2 penalty on the weights, per position [0.0001]')
    .option('--holdout <k>', 'hold out every k-th game to measure the fit [5]')
    .option(
      '--imitate',
      "fit the weights to the --agents' choices (a conditional logit over each decision's candidate actions) and scale them to the games' outcomes, instead of the outcome fit",
    )
    .option('--write', "write the weights block into packages/<game>/src/evaluate.ts (run from the repository's root)")
    .option('--json', 'print the fit as JSON')
    .action(async (f: FitFlags) => {
      const game = await loadGameArg(f.game);
      const version = intFlag('--eval', f.eval, 2) ?? 2;
      try {
        fitModel(game, version);
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      const agents = splitAgentList(f.agents ?? 'greedy@1');
      if (agents.length === 1) agents.push(agents[0]!);
      if (agents.length !== 2) throw new UsageError(`--agents: one agent per seat (2) or one for both; got ${agents.length}`);
      for (const a of agents) {
        try {
          parseAgentSpec(a);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
      }
      const dirs = f.decks?.length ? f.decks : [join('decks', f.game)];
      const files = expandDeckPaths(dirs.flatMap((d) => [d, ...subfolders(d)]));
      const decks: Deck[] = loadDeckSources(game, files).map((d) => game.parseDeck(d.text, d.file));
      const games = intFlag('--games', f.games, 1) ?? 4000;
      const path = join('packages', f.game, 'src', 'evaluate.ts');
      if (f.write && !existsSync(path)) throw new UsageError(`--write: ${path} not found (run from the repository's root)`);
      const tty = process.stderr.isTTY === true;
      const fitter = f.imitate ? fitImitation : fitEvaluation;
      const result = fitter({
        game,
        decks,
        version,
        games,
        seed: f.seed ?? 'fit',
        agents: [agents[0]!, agents[1]!],
        keep: intFlag('--keep', f.keep, 1) ?? 8,
        explore: numFlag('--explore', f.explore) ?? 0,
        l2: numFlag('--l2', f.l2) ?? 1e-4,
        holdout: intFlag('--holdout', f.holdout, 0) ?? 5,
        ...(tty ? { onProgress: (n: number) => n % 50 === 0 && process.stderr.write(`\r${n}/${games} games`) } : {}),
      });
      if (tty) process.stderr.write('\r\x1b[K');
      const command = ['tcglab', ...process.argv.slice(2).filter((a) => a !== '--write' && a !== '--json')].join(' ');
      if (f.json) process.stdout.write(JSON.stringify({ ...result, command }, null, 2) + '\n');
      else process.stdout.write(report(result) + '\n');
      if ('choice' in result && !f.json) {
        const c = result.choice as {
          groups: number;
          scale: number;
          testAccuracy: { fitted: number; current: number };
          testLoss: { fitted: number; current: number };
        };
        process.stdout.write(
          `imitation: ${c.groups} decisions; outcome scale ${c.scale.toFixed(4)}; held-out teacher's move ranked first ${(100 * c.testAccuracy.fitted).toFixed(1)}% (shipped ${(100 * c.testAccuracy.current).toFixed(1)}%), choice log loss ${c.testLoss.fitted.toFixed(4)} (shipped ${c.testLoss.current.toFixed(4)})\n`,
        );
      }
      if (f.write) {
        writeFileSync(path, replaceWeightsBlock(readFileSync(path, 'utf8'), version, weightsBlock(result, command)));
        process.stderr.write(`wrote the v${version} weights into ${path} (rebuild to use them)\n`);
      }
    });
}

/** Deck sub-folders of a folder (decks/duel-masters/historical), one level deep. */
function subfolders(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .sort()
    .map((d) => join(dir, d))
    .filter((p) => statSync(p).isDirectory());
}
